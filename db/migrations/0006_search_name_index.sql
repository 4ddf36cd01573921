-- Ranked search at scale (docs/search.md#speed): a query with many matches takes its page tier by tier instead of
-- ranking every match. The name tiers find their rows through trigram indexes of the name columns (a word or a
-- word start such as '% ko%' has trigrams there, unlike in the compact document), the catalogue-number tier
-- through a b-tree of the compact catalogue number; the document tier walks product_search_order_idx.
CREATE INDEX IF NOT EXISTS product_search_name_words_trgm ON product_search USING gin (name_words gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_name_joined_trgm ON product_search USING gin (name_joined gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_name_compact_trgm ON product_search USING gin (name_compact gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_catalog_idx ON product_search (catalog_compact);
