ALTER TABLE "email_outbox" ADD COLUMN "reclaimed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_fingerprint" text;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD COLUMN "staging_key" text;--> statement-breakpoint
ALTER TABLE "upload_tickets" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_fingerprint_uq" ON "orders" USING btree ("checkout_fingerprint");--> statement-breakpoint
-- docs/security.md item 14: one visible product per catalogue number. A database that already holds duplicates keeps
-- the oldest product's number; each later one gets a "~2", "~3"… suffix, recorded in the audit log, so the
-- unique index below can be created and an admin can see and fix what changed.
WITH ranked AS (
  SELECT id, catalog_number, row_number() OVER (PARTITION BY lower(catalog_number) ORDER BY created_at, id) AS n
  FROM products WHERE catalog_number <> '' AND NOT hidden
), renamed AS (
  UPDATE products p SET catalog_number = r.catalog_number || '~' || r.n, version = p.version + 1, updated_at = now()
  FROM ranked r WHERE p.id = r.id AND r.n > 1
  RETURNING p.id, r.catalog_number AS old_number, p.catalog_number AS new_number
)
INSERT INTO audit_log (actor_email, action, entity_type, entity_id, summary)
SELECT 'system', 'update', 'product', id, 'Duplicate catalog number ' || old_number || ' renamed to ' || new_number || ' (catalog numbers are unique now)'
FROM renamed;--> statement-breakpoint
CREATE UNIQUE INDEX "products_catalog_number_uq" ON "products" USING btree (lower("catalog_number")) WHERE "products"."catalog_number" <> '' and not "products"."hidden";--> statement-breakpoint
CREATE UNIQUE INDEX "upload_tickets_staging_key_uq" ON "upload_tickets" USING btree ("staging_key");