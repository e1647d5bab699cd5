CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "promo_redemptions_state_known" CHECK ("promo_redemptions"."state" in ('held', 'used', 'released'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_per_order" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promos_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_promo_idx" ON "promo_redemptions" USING btree ("promo_id","email");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_range" CHECK ("products"."max_per_order" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_window" CHECK ("promos"."starts_at" is null or "promos"."ends_at" is null or "promos"."starts_at" < "promos"."ends_at");--> statement-breakpoint
ALTER TABLE "promos" ADD CONSTRAINT "promos_max_uses_positive" CHECK ("promos"."max_uses" is null or "promos"."max_uses" > 0);