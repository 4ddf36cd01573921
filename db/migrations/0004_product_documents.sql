CREATE TABLE "product_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"catalog_number" text NOT NULL,
	"lot" text,
	"lot_key" text,
	"manufactured_on" date,
	"expires_on" date,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rrid" text;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_storage_key_uq" ON "product_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id","kind","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_documents_coa_lot_uq" ON "product_documents" USING btree (lower("catalog_number"),"lot_key") WHERE "product_documents"."kind" = 'coa';--> statement-breakpoint
CREATE INDEX "product_documents_catalog_idx" ON "product_documents" USING btree (lower("catalog_number"),"kind");