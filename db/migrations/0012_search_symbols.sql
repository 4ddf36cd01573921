-- The characters of a text that are not lower-case ASCII letters, digits, whitespace or the \x01 separator, once
-- each: product_search.symbols, so a query without a trigram ('%', '5%') finds its literal hits
-- through a GIN index instead of reading every search document.
CREATE OR REPLACE FUNCTION search_symbols(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}')
  FROM regexp_split_to_table(regexp_replace(coalesce(t, ''), '[a-z0-9[:space:]' || chr(1) || ']+', '', 'g'), '') AS c
  WHERE c <> ''
$$;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "symbols" text[] GENERATED ALWAYS AS (search_symbols(raw_text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_symbols_gin" ON "product_search" USING gin ("symbols");