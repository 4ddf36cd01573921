CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"quote_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_type" text DEFAULT 'none' NOT NULL,
	"discount_value" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"tax_note" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"token_hash" text,
	"pdf_key" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"superseded_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_total_not_negative" CHECK ("offers"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_kind" text DEFAULT 'custom' NOT NULL,
	"label" text NOT NULL,
	"done_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "service_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "institution" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_document_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_document_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_number_version_uq" ON "offers" USING btree ("number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_token_hash_uq" ON "offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "offers_status_idx" ON "offers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "offers_quote_idx" ON "offers" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "order_milestones_order_idx" ON "order_milestones" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_offer_uq" ON "orders" USING btree ("offer_id");