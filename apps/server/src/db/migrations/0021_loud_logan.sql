ALTER TABLE "products" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "source_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_handle_idx" ON "products" USING btree ("handle");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handle_shape" CHECK ("products"."handle" is null or "products"."handle" ~ '^[a-z0-9][a-z0-9-]{0,199}$');