CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"raw_text" text NOT NULL,
	"name_words" text NOT NULL,
	"name_joined" text NOT NULL,
	"name_compact" text NOT NULL,
	"catalog_compact" text NOT NULL,
	"doc_words" text NOT NULL,
	"doc_compact" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"quote_only" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_log_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"terms" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_log_query_idx" ON "search_log" USING btree ("query");--> statement-breakpoint
-- Ranked catalogue search (docs/search.md). contrib extensions ship with PostgreSQL and with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- The normaliser, identical to normalizeSearchText in lib/domain/search.ts: unaccented, lower-case, every ASCII
-- punctuation, whitespace or dash a single space. Non-ASCII letters are kept as they are.
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(coalesce(t, ''))), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f\u00a0\u2010-\u2015\u2212\u3000\s]+', ' ', 'g'))
$$;--> statement-breakpoint
-- Hyphens and slashes removed rather than turned into spaces ('knock-out' → 'knockout').
CREATE OR REPLACE FUNCTION search_join(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(t, ''), '[-/\u2010-\u2015\u2212]+', '', 'g')
$$;--> statement-breakpoint
-- The search documents of a set of products, written in one statement (triggers pass their transition table).
CREATE OR REPLACE FUNCTION product_search_write_rows(rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH p AS (
    SELECT * FROM jsonb_populate_recordset(NULL::products, rows)
  ), n AS (
    SELECT p.*, search_norm(p.name) AS nw, search_norm(search_join(p.name)) AS nj,
      replace(search_norm(p.catalog_number), ' ', '') AS cn
    FROM p
  ), d AS (
    SELECT n.*, search_norm(concat_ws(' ', n.name, n.nj, n.catalog_number, n.cn, replace(n.category, '-', ' '),
      (SELECT string_agg(o->>'label', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(n.options) = 'array' THEN n.options ELSE '[]'::jsonb END) o),
      n.description,
      (SELECT string_agg(m->>'title', ' ') FROM jsonb_array_elements(CASE WHEN jsonb_typeof(n.manuals) = 'array' THEN n.manuals ELSE '[]'::jsonb END) m))) AS dw
    FROM n
  ), written AS (
    INSERT INTO product_search AS s (product_id, raw_text, name_words, name_joined, name_compact, catalog_compact, doc_words, doc_compact,
      hidden, category, quote_only, created_at)
    SELECT d.id, lower(d.name) || chr(1) || lower(d.description) || chr(1) || lower(d.catalog_number),
      ' ' || d.nw || ' ', ' ' || d.nj || ' ', replace(d.nw, ' ', ''), d.cn, ' ' || d.dw || ' ', replace(d.dw, ' ', ''),
      d.hidden, d.category, d.quote_only, d.created_at
    FROM d
    ON CONFLICT (product_id) DO UPDATE SET raw_text = excluded.raw_text, name_words = excluded.name_words,
      name_joined = excluded.name_joined, name_compact = excluded.name_compact, catalog_compact = excluded.catalog_compact,
      doc_words = excluded.doc_words, doc_compact = excluded.doc_compact, hidden = excluded.hidden,
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
  PERFORM product_search_write_rows((SELECT coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name, 'description', n.description, 'catalog_number', n.catalog_number, 'category', n.category, 'options', n.options, 'manuals', n.manuals, 'hidden', n.hidden, 'quote_only', n.quote_only, 'created_at', n.created_at)), '[]'::jsonb) FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only rows whose searchable or filter columns changed are rewritten (a price or image edit is not).
CREATE OR REPLACE FUNCTION product_search_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_write_rows((
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', n.id, 'name', n.name, 'description', n.description, 'catalog_number', n.catalog_number, 'category', n.category, 'options', n.options, 'manuals', n.manuals, 'hidden', n.hidden, 'quote_only', n.quote_only, 'created_at', n.created_at)), '[]'::jsonb)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.description, n.catalog_number, n.category, n.options, n.manuals, n.hidden, n.quote_only, n.created_at)
      IS DISTINCT FROM (o.name, o.description, o.catalog_number, o.category, o.options, o.manuals, o.hidden, o.quote_only, o.created_at)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_insert();--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_update();--> statement-breakpoint
SELECT product_search_write_rows((SELECT coalesce(jsonb_agg(to_jsonb(p)), '[]'::jsonb) FROM products p));--> statement-breakpoint
CREATE INDEX product_search_doc_trgm ON product_search USING gin (doc_compact gin_trgm_ops);--> statement-breakpoint
CREATE INDEX product_search_order_idx ON product_search (created_at DESC, product_id);--> statement-breakpoint
CREATE INDEX search_terms_trgm ON search_terms USING gin (term gin_trgm_ops);--> statement-breakpoint
-- Common laboratory vocabulary; admins edit it in Admin → Search.
INSERT INTO search_synonyms (terms) VALUES
  ('ladder, marker'),
  ('ko, knock-out, knockout'),
  ('ki, knock-in, knockin'),
  ('qpcr, real-time pcr, quantitative pcr, rt-qpcr'),
  ('mastermix, master mix'),
  ('sgrna, guide rna, grna, single guide rna'),
  ('shrna, short hairpin rna'),
  ('sirna, small interfering rna'),
  ('crispr, cas9'),
  ('genome editing, gene editing'),
  ('lentivirus, lentiviral, lv'),
  ('aav, adeno-associated virus'),
  ('orf, open reading frame'),
  ('cdna, complementary dna'),
  ('pcr, polymerase chain reaction'),
  ('plasmid, vector, construct'),
  ('gfp, green fluorescent protein'),
  ('bp, base pair'),
  ('kb, kilobase'),
  ('transfection, lipofection'),
  ('cell line, cells'),
  ('colour, color'),
  ('grey, gray'),
  ('sulphate, sulfate'),
  ('optimisation, optimization'),
  ('characterisation, characterization'),
  ('labelling, labeling'),
  ('litre, liter'),
  ('centre, center'),
  ('analyse, analyze'),
  ('stain, dye');
