CREATE TABLE "stock_levels" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"on_hand" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_on_hand_not_negative" CHECK ("stock_levels"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"delta" integer NOT NULL,
	"on_hand_after" integer NOT NULL,
	"cause" text NOT NULL,
	"order_id" integer,
	"actor_id" integer,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_cause_known" CHECK ("stock_movements"."cause" in ('initial', 'order', 'cancellation', 'expiry', 'refund', 'adjustment', 'import', 'migration')),
	CONSTRAINT "stock_movements_after_not_negative" CHECK ("stock_movements"."on_hand_after" >= 0),
	CONSTRAINT "stock_movements_delta_not_zero" CHECK ("stock_movements"."delta" <> 0 or "stock_movements"."cause" in ('initial', 'migration'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_adds_up";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "add_ons_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_adds_up" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" between 0 and "orders"."subtotal_cents" and "orders"."shipping_cents" >= 0 and "orders"."add_ons_cents" >= 0 and "orders"."tax_cents" >= 0
        and "orders"."final_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."shipping_cents" + "orders"."add_ons_cents" + "orders"."tax_cents");