-- The search document also holds a product's key features and specifications (docs/search.md "Search document"):
-- the product page shows them ("Plasmid (puromycin or GFP selection)", "11 bands", "PVDF & NC"), so a researcher
-- who types one of them finds the product, and their words join the typo vocabulary. They weigh less than the
-- description: a product found only with them ranks in the details tier, after every description match, so that
-- "western blot" still puts the Western blot markers before a cell line validated by Western blot. For that they
-- come last in doc_words and doc_compact, and their lengths are kept (NULL for a product without any): the main
-- document is the rest, a prefix of each (a copy of it would make every such row much wider for nothing). The
-- triggers pass and compare the two columns.
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "details_words_len" integer;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "details_compact_len" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_list_text(v jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'array' AND jsonb_array_length(v) > 0
    THEN (SELECT string_agg(e, ' ') FROM jsonb_array_elements_text(v) AS e) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_write_rows(rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH p AS (
    SELECT * FROM jsonb_populate_recordset(NULL::products, rows)
  ), n AS (
    SELECT p.*, search_norm(p.name) AS nw, search_norm(search_join(p.name)) AS nj,
      replace(search_norm(p.catalog_number), ' ', '') AS cn
    FROM p
  ), main AS (
    SELECT n.*, search_norm(concat_ws(' ', n.name, n.nj, n.catalog_number, n.cn, replace(n.category, '-', ' '),
      (SELECT string_agg(o->>'label', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(n.options) = 'array' THEN n.options ELSE '[]'::jsonb END) o),
      n.description,
      (SELECT string_agg(m->>'title', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(n.manuals) = 'array' THEN n.manuals ELSE '[]'::jsonb END) m))) AS dm,
      nullif(search_norm(concat_ws(' ', search_list_text(n.key_features), search_list_text(n.specifications))), '') AS dt
    FROM n
  ), d AS (
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
  -- Only the columns the document needs (not the stored seed copy, images or texts it does not use).
  PERFORM product_search_write_rows((SELECT coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name, 'description', n.description, 'catalog_number', n.catalog_number, 'category', n.category, 'options', n.options, 'key_features', n.key_features, 'specifications', n.specifications, 'manuals', n.manuals, 'hidden', n.hidden, 'quote_only', n.quote_only, 'created_at', n.created_at)), '[]'::jsonb) FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose searchable or filter columns changed are rewritten (a price or image edit is not).
CREATE OR REPLACE FUNCTION product_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write_rows((
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name, 'description', n.description, 'catalog_number', n.catalog_number, 'category', n.category, 'options', n.options, 'key_features', n.key_features, 'specifications', n.specifications, 'manuals', n.manuals, 'hidden', n.hidden, 'quote_only', n.quote_only, 'created_at', n.created_at)), '[]'::jsonb)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.description, n.catalog_number, n.category, n.options, n.key_features, n.specifications, n.manuals, n.hidden, n.quote_only, n.created_at)
      IS DISTINCT FROM (o.name, o.description, o.catalog_number, o.category, o.options, o.key_features, o.specifications, o.manuals, o.hidden, o.quote_only, o.created_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
SELECT product_search_write_rows((SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'description', p.description, 'catalog_number', p.catalog_number, 'category', p.category, 'options', p.options, 'key_features', p.key_features, 'specifications', p.specifications, 'manuals', p.manuals, 'hidden', p.hidden, 'quote_only', p.quote_only, 'created_at', p.created_at)), '[]'::jsonb) FROM products p WHERE p.key_features <> '[]'::jsonb OR p.specifications <> '[]'::jsonb));
