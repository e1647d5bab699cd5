CREATE TABLE "policy_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_pages_slug_known" CHECK ("policy_pages"."slug" in ('shipping', 'returns', 'privacy', 'terms', 'contact')),
	CONSTRAINT "policy_pages_title_shape" CHECK (length(trim("policy_pages"."title")) between 1 and 120),
	CONSTRAINT "policy_pages_body_size" CHECK (length("policy_pages"."body") <= 100000)
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_name_shape" CHECK (length(trim("shipping_rates"."name")) between 1 and 60),
	CONSTRAINT "shipping_rates_price_range" CHECK ("shipping_rates"."price_cents" between 0 and 100000),
	CONSTRAINT "shipping_rates_free_from_range" CHECK ("shipping_rates"."free_from_cents" is null or "shipping_rates"."free_from_cents" between 0 and 10000000),
	CONSTRAINT "shipping_rates_days" CHECK ("shipping_rates"."min_days" between 0 and 60 and "shipping_rates"."max_days" between "shipping_rates"."min_days" and 60)
);
--> statement-breakpoint
CREATE TABLE "tax_states" (
	"state" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"shipping_taxable" boolean DEFAULT false NOT NULL,
	"food_plants_exempt" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_states_state_shape" CHECK ("tax_states"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "tax_states_rate_range" CHECK ("tax_states"."rate_basis_points" between 0 and 2000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_category" text DEFAULT 'plant' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_rate_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_min_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_source" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_category_known" CHECK ("products"."tax_category" in ('plant', 'food-plant'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_tax_not_negative" CHECK ("order_lines"."tax_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parts_not_negative" CHECK ("orders"."shipping_cents" >= 0 and "orders"."add_ons_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."discount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_source_known" CHECK ("orders"."tax_source" in ('none', 'rates', 'stripe'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_days" CHECK ("orders"."shipping_min_days" is null or "orders"."shipping_max_days" >= "orders"."shipping_min_days");