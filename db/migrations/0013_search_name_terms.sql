-- Ranked search, tier by tier (docs/search.md#speed): the whole-word and word-start tiers of the name are now read
-- through an index instead of being tested on every product whose name merely contains the words. name_terms holds
-- both word forms of the name (' gene knock out  gene knockout ': name_words then name_joined; the double space
-- at the junction keeps a pattern from spanning the two), so '% knockout %' and '% ko%' are each one indexable
-- LIKE. Its trigram index replaces name_words' one.
ALTER TABLE "product_search" ADD COLUMN "name_terms" text GENERATED ALWAYS AS (name_words || name_joined) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_name_terms_trgm ON product_search USING gin (name_terms gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS product_search_name_words_trgm;
