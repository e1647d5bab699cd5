-- Every product becomes one variant carrying its price and cap (decision 032). The variant takes the
-- product's id, so the stock, holds, ledger rows, cart lines, order lines and alerts that named the product
-- name its variant with the same number. Past order lines keep what they say (no variant title).
INSERT INTO "product_variants" ("id", "product_id", "sku", "option_values", "price_cents", "max_per_order", "position", "created_at", "updated_at")
  SELECT "id", "id", 'SKU-' || "id", '{}'::text[], "price_cents", "max_per_order", 0, "created_at", "updated_at" FROM "products";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('product_variants', 'id'), coalesce(max("id"), 0) + 1, false) FROM "product_variants";--> statement-breakpoint
UPDATE "products" SET "default_variant_id" = "id";--> statement-breakpoint
UPDATE "stock_levels" SET "variant_id" = "product_id";--> statement-breakpoint
UPDATE "stock_movements" SET "variant_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "stock_reservations" SET "variant_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "variant_id" = "product_id" WHERE "product_id" IS NOT NULL;--> statement-breakpoint
UPDATE "cart_lines" SET "variant_id" = "product_id";--> statement-breakpoint
UPDATE "stock_alerts" SET "variant_id" = "product_id";
