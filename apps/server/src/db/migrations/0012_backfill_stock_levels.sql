-- The stock each product had moves to the inventory's table (decision 028), and the ledger begins with
-- that count as one 'migration' row per product, so on hand = the sum of a unit's movements from here on.
INSERT INTO "stock_levels" ("product_id", "on_hand") SELECT "id", "qty" FROM "products" ON CONFLICT ("product_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "stock_movements" ("product_id", "delta", "on_hand_after", "cause") SELECT "product_id", "on_hand", "on_hand", 'migration' FROM "stock_levels";
