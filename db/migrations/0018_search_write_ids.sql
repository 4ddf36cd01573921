-- The search documents of an import are written with less work (docs/search.md "Search document"); they are the
-- same documents, so none is rewritten here. On PGlite the 5,000-product import spent ~2.9 s in the triggers:
-- - the statement triggers passed their transition table as one JSON array that the function expanded again; now
--   they pass the ids, and the function reads the columns it needs from products (the rows are there: the
--   triggers run after the statement);
-- - the documents were computed in CTEs that the planner inlines, so each later use of a computed column (the
--   document for doc_words and doc_compact, the details part for both lengths) computed it again; now the
--   computed documents are materialised once;
-- - option labels, manual titles, key features and specifications were each gathered by a subquery per row; now
--   each list is read through its JSON text (search_json_text), whose escapes (\", \\, \n, \u0001) become spaces:
--   the normaliser makes every one of them, and the quotes, brackets and commas around the items, a separator
--   anyway, so the words are the same (tests/integration/search-engine.test.ts pins a document of such text).
-- Together ~2.1 s on PGlite (bench/RESULTS.md); on PostgreSQL the insert costs the same as before.
CREATE OR REPLACE FUNCTION search_json_text(v jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'array' THEN regexp_replace(v::text, '\\(u[0-9a-fA-F]{4}|.)', ' ', 'g') END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_write_ids(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH n AS (
    SELECT p.id, p.name, p.description, p.catalog_number, p.category, p.options, p.manuals, p.key_features, p.specifications,
      p.hidden, p.quote_only, p.created_at,
      search_norm(p.name) AS nw, search_norm(search_join(p.name)) AS nj, replace(search_norm(p.catalog_number), ' ', '') AS cn
    FROM products p
    WHERE p.id = ANY(ids)
  ), main AS (
    SELECT n.id, n.name, n.description, n.catalog_number, n.category, n.hidden, n.quote_only, n.created_at, n.nw, n.nj, n.cn,
      search_norm(concat_ws(' ', n.name, n.nj, n.catalog_number, n.cn, replace(n.category, '-', ' '),
        search_json_text(jsonb_path_query_array(CASE WHEN jsonb_typeof(n.options) = 'array' THEN n.options END, '$[*].label')), n.description,
        search_json_text(jsonb_path_query_array(CASE WHEN jsonb_typeof(n.manuals) = 'array' THEN n.manuals END, '$[*].title')))) AS dm,
      nullif(search_norm(concat_ws(' ', search_json_text(n.key_features), search_json_text(n.specifications))), '') AS dt
    FROM n
  ), d AS MATERIALIZED (
    SELECT main.*, concat_ws(' ', main.dm, main.dt) AS dw FROM main
  ), written AS (
    INSERT INTO product_search AS s (product_id, raw_text, name_words, name_joined, name_compact, catalog_compact, doc_words, doc_compact,
      details_words_len, details_compact_len, hidden, category, quote_only, created_at)
    SELECT d.id, lower(d.name) || chr(1) || lower(d.description) || chr(1) || lower(d.catalog_number),
      ' ' || d.nw || ' ', ' ' || d.nj || ' ', replace(d.nw, ' ', ''), d.cn, ' ' || d.dw || ' ', replace(d.dw, ' ', ''),
      char_length(d.dt) + 1, char_length(replace(d.dt, ' ', '')),
      d.hidden, d.category, d.quote_only, d.created_at
    FROM d
    ON CONFLICT (product_id) DO UPDATE SET raw_text = excluded.raw_text, name_words = excluded.name_words,
      name_joined = excluded.name_joined, name_compact = excluded.name_compact, catalog_compact = excluded.catalog_compact,
      doc_words = excluded.doc_words, doc_compact = excluded.doc_compact, details_words_len = excluded.details_words_len,
      details_compact_len = excluded.details_compact_len, hidden = excluded.hidden,
      category = excluded.category, quote_only = excluded.quote_only, created_at = excluded.created_at
    RETURNING s.doc_words
  )
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM written, unnest(string_to_array(btrim(written.doc_words), ' ')) AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write_ids(ARRAY(SELECT n.id FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose searchable or filter columns changed are rewritten (a price or image edit is not).
CREATE OR REPLACE FUNCTION product_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write_ids(ARRAY(
    SELECT n.id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.description, n.catalog_number, n.category, n.options, n.key_features, n.specifications, n.manuals, n.hidden, n.quote_only, n.created_at)
      IS DISTINCT FROM (o.name, o.description, o.catalog_number, o.category, o.options, o.key_features, o.specifications, o.manuals, o.hidden, o.quote_only, o.created_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
DROP FUNCTION IF EXISTS product_search_write_rows(jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS search_list_text(jsonb);
