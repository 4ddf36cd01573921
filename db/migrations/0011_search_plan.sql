-- Ranked search plans (docs/search.md#speed): the name tiers now find their candidates through name_compact and
-- name_words only and test whole words and word starts on those rows, so the trigram index of name_joined is no
-- longer read; dropping it makes every product write cheaper.
DROP INDEX IF EXISTS product_search_name_joined_trgm;--> statement-breakpoint
-- Repair: 0009 and 0010 were journalled with an earlier `when` than 0008, and drizzle's migrator applies only
-- migrations newer than the newest one already applied, so a database migrated to 0008 before they existed never
-- got them. Their statements again, idempotent (docs/runbook.md#migrations).
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN IF NOT EXISTS "cancels_order" boolean DEFAULT false NOT NULL;
