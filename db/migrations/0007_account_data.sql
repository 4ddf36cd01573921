CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_design_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"design_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "institution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "department" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_design_versions" ADD CONSTRAINT "customer_design_versions_design_id_customer_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."customer_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_designs" ADD CONSTRAINT "customer_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_uq" ON "customer_addresses" USING btree ("customer_id","kind") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_design_versions_uq" ON "customer_design_versions" USING btree ("design_id","version");--> statement-breakpoint
CREATE INDEX "customer_designs_customer_idx" ON "customer_designs" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_designs_share_uq" ON "customer_designs" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "contact_messages_email_norm_idx" ON "contact_messages" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "orders_customer_email_norm_idx" ON "orders" USING btree (lower(btrim("customer_email")));--> statement-breakpoint
CREATE INDEX "quotes_email_norm_idx" ON "quotes" USING btree (lower(btrim("email")));