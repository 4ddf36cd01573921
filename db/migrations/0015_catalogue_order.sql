-- The catalogue's order (newest first, then id) as an index: the catalogue page reads one page of it and the home
-- carousels their first rows, instead of every product (docs/architecture.md#catalogue-at-scale). DESC NULLS FIRST is
-- what "ORDER BY created_at DESC, id" means, so the planner can walk it.
CREATE INDEX "products_order_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id");
