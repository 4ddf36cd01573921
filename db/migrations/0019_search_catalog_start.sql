-- Catalogue numbers by their start (docs/search.md#ranking): a query whose joined form has a letter and a digit
-- ("gen 004", "GEN004", "badm-33") ranks the products whose compact catalogue number starts with it right after an
-- exact catalogue number, and takes that tier's first rows from this index: a range of the catalogue number in
-- text_pattern_ops order (LIKE 'gen004%'; the databases' C.UTF-8 collation is not "C" to the planner), read by an
-- index-only scan with the filter and order columns included, then sorted — ~3 ms for 10,000 products with the
-- same start where the document's trigram index made the page recheck each of them (~25 ms). Equality (the exact
-- catalogue-number tier) uses the same index, so it replaces product_search_catalog_idx.
DROP INDEX IF EXISTS product_search_catalog_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS product_search_catalog_start_idx ON product_search (catalog_compact text_pattern_ops)
  INCLUDE (created_at, product_id, hidden, quote_only, category);
