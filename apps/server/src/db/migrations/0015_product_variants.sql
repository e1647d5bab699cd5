CREATE TABLE "product_options" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"values" text[] NOT NULL,
	CONSTRAINT "product_options_product_id_position_pk" PRIMARY KEY("product_id","position"),
	CONSTRAINT "product_options_position" CHECK ("product_options"."position" between 0 and 2),
	CONSTRAINT "product_options_name_not_blank" CHECK (length(trim("product_options"."name")) > 0),
	CONSTRAINT "product_options_values" CHECK (cardinality("product_options"."values") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"option_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_cents" integer,
	"max_per_order" integer DEFAULT 20 NOT NULL,
	"image_url" text,
	"size_tag" text,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_range" CHECK ("product_variants"."price_cents" between 0 and 1000000),
	CONSTRAINT "product_variants_compare_at" CHECK ("product_variants"."compare_at_cents" is null or "product_variants"."compare_at_cents" between 0 and 1000000),
	CONSTRAINT "product_variants_max_per_order_range" CHECK ("product_variants"."max_per_order" between 1 and 1000),
	CONSTRAINT "product_variants_sku_shape" CHECK (length("product_variants"."sku") between 1 and 64 and "product_variants"."sku" = trim("product_variants"."sku")),
	CONSTRAINT "product_variants_size_known" CHECK ("product_variants"."size_tag" is null or "product_variants"."size_tag" in ('Small', 'Medium', 'Large'))
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "default_variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_idx" ON "product_variants" USING btree ("product_id","option_values") WHERE "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position","id");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_default_variant_id_product_variants_id_fk" FOREIGN KEY ("default_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;