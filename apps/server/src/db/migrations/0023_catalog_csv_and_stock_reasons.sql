ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "source_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_idx" ON "products" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_threshold" CHECK ("product_variants"."low_stock_threshold" is null or "product_variants"."low_stock_threshold" between 0 and 100000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handle_shape" CHECK ("products"."handle" is null or "products"."handle" ~ '^[a-z0-9][a-z0-9-]{0,199}$');--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_known" CHECK ("stock_movements"."reason" is null or "stock_movements"."reason" in ('received', 'recount', 'damaged', 'shrinkage', 'correction', 'other'));