-- Orders placed before promo rules existed count toward them (decision 024): one redemption per order that
-- used a promo still in the table, held while the order is unpaid, used once paid, released when canceled.
INSERT INTO "promo_redemptions" ("promo_id", "order_id", "email", "state", "created_at")
SELECT o."promo_id", o."id", lower(o."email"),
  CASE WHEN o."status" IN ('complete', 'shipped') THEN 'used' WHEN o."status" = 'pending' THEN 'held' ELSE 'released' END,
  o."created_at"
FROM "orders" o
WHERE o."promo_id" IS NOT NULL
ON CONFLICT ("order_id") DO NOTHING;
