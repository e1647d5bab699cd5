ALTER TABLE "products" DROP CONSTRAINT "products_price_range";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_max_per_order_range";--> statement-breakpoint
ALTER TABLE "stock_levels" DROP CONSTRAINT "stock_levels_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_reservations" DROP CONSTRAINT "stock_reservations_product_id_products_id_fk";
--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "stock_movements_product_idx";--> statement-breakpoint
DROP INDEX "stock_alerts_open_idx";--> statement-breakpoint
DROP INDEX "stock_alerts_waiting_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("variant_id") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "max_per_order";--> statement-breakpoint
ALTER TABLE "stock_levels" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "stock_movements" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "stock_reservations" DROP COLUMN "product_id";