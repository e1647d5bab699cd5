CREATE TABLE "product_pictures" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_pictures_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_pictures_position" CHECK ("product_pictures"."position" between 2 and 250)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_unit" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "cost_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vendor" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_grams" CHECK ("product_variants"."grams" is null or "product_variants"."grams" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_weight_unit_known" CHECK ("product_variants"."weight_unit" is null or "product_variants"."weight_unit" in ('g', 'kg', 'lb', 'oz'));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_cost" CHECK ("product_variants"."cost_cents" is null or "product_variants"."cost_cents" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_labels_length" CHECK (coalesce(length("products"."vendor"), 0) <= 255 and coalesce(length("products"."product_type"), 0) <= 255 and coalesce(length("products"."product_category"), 0) <= 255);