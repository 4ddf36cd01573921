-- The name tiers as exact lexeme tests (docs/search.md#speed). name_lex holds every run of one to three consecutive
-- words of either name form (' gene knock out  gene knockout ' → 'gene', '~gene knock', '~gene knock out', 'knock',
-- …, 'knockout'; a phrase is marked with '~', which no word holds, so a word's prefix 'cell':* ranges over words
-- only, not over every '~cell line 4711'), so "a whole word of the name" is `name_lex @@ '~knock out'` and "a word
-- start" is `name_lex @@ '~knock out':*` — answered by its GIN index alone, with no recheck of the row, where the trigram index
-- of name_terms gave candidates that each had to be tested with a dozen LIKEs. That trigram index is dropped: the
-- name's substring tests use name_compact's, and a term of more than three words is tested through name_compact's
-- index too (lib/server/search.ts). Lexemes are cut to 500 characters (a tsvector lexeme must stay under 2 KB; a
-- query term is at most 200).
CREATE OR REPLACE FUNCTION search_name_lexemes(terms text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  form text;
  w text[];
  lexemes text[] := '{}';
  i int;
  n int;
BEGIN
  FOREACH form IN ARRAY string_to_array(btrim(terms), '  ') LOOP
    w := array_remove(string_to_array(btrim(form), ' '), '');
    n := coalesce(array_length(w, 1), 0);
    FOR i IN 1..n LOOP
      lexemes := lexemes || left(w[i], 500);
      IF i < n THEN lexemes := lexemes || left('~' || w[i] || ' ' || w[i + 1], 500); END IF;
      IF i + 1 < n THEN lexemes := lexemes || left('~' || w[i] || ' ' || w[i + 1] || ' ' || w[i + 2], 500); END IF;
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(lexemes);
END
$$;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "name_lex" tsvector GENERATED ALWAYS AS (search_name_lexemes(name_words || name_joined)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_name_lex_gin ON product_search USING gin (name_lex);--> statement-breakpoint
DROP INDEX IF EXISTS product_search_name_terms_trgm;
