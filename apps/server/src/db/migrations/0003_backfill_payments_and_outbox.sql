-- Data for the columns 0002 added (decision 013, 014): what each paid session and order took, and the
-- outbox key of every email sent before the outbox existed (they were unique per order and kind).
UPDATE "payment_sessions" SET "paid_cents" = "amount_cents", "paid_currency" = 'usd' WHERE "status" = 'paid' AND "paid_cents" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "paid_cents" = (
  SELECT ps."amount_cents" FROM "payment_sessions" ps WHERE ps."order_id" = "orders"."id" AND ps."status" = 'paid' ORDER BY ps."created_at" LIMIT 1
) WHERE "paid_cents" IS NULL AND EXISTS (SELECT 1 FROM "payment_sessions" ps WHERE ps."order_id" = "orders"."id" AND ps."status" = 'paid');--> statement-breakpoint
UPDATE "orders" SET "paid_cents" = 0 WHERE "paid_cents" IS NULL AND "status" IN ('complete', 'shipped');--> statement-breakpoint
UPDATE "sent_emails" SET "dedupe_key" = "kind" || ':' || "order_id" WHERE "dedupe_key" IS NULL AND "order_id" IS NOT NULL;
