CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text DEFAULT 'ship' NOT NULL,
	"pickup_location_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"ship_on" text,
	"weather_decision" text,
	"weather_reason" text,
	"weather_forecast" jsonb,
	"weather_checked_at" timestamp with time zone,
	"held_since" timestamp with time zone,
	"hold_emailed_at" timestamp with time zone,
	"weather_decided_by" integer,
	"hardy" boolean DEFAULT false NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"ready_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "shipments_method_known" CHECK ("shipments"."method" in ('ship', 'pickup')),
	CONSTRAINT "shipments_status_known" CHECK ("shipments"."status" in ('waiting', 'shipped', 'delivered', 'ready', 'picked-up')),
	CONSTRAINT "shipments_weather_decision_known" CHECK ("shipments"."weather_decision" is null or "shipments"."weather_decision" in ('ships', 'heat-pack', 'held', 'needs-owner')),
	CONSTRAINT "shipments_ship_on_shape" CHECK ("shipments"."ship_on" is null or "shipments"."ship_on" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
	CONSTRAINT "shipments_held_since_when_held" CHECK (("shipments"."weather_decision" = 'held') = ("shipments"."held_since" is not null)),
	CONSTRAINT "shipments_delivered_after_shipped" CHECK ("shipments"."delivered_at" is null or "shipments"."shipped_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"amount_cents" integer,
	"note" text,
	"by_user_id" integer,
	CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed', 'paid', 'held', 'released', 'shipped', 'delivered', 'ready', 'picked-up', 'claim', 'replacement', 'refunded', 'refund-failed', 'canceled', 'note'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_weather_decision_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_ship_on_shape";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_held_since_when_held";--> statement-breakpoint
DROP INDEX "orders_to_ship_idx";--> statement-breakpoint
DROP INDEX "orders_care_to_plan_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_to_ship_idx" ON "shipments" USING btree ("ship_on") WHERE "shipments"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "shipments_shipped_at_idx" ON "shipments" USING btree ("shipped_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at","id");--> statement-breakpoint
CREATE INDEX "orders_care_to_plan_idx" ON "orders" USING btree ("id") WHERE "orders"."care_tips_consent_at" is not null and "orders"."care_planned_at" is null;--> statement-breakpoint
-- Decision 057: every order's shipment, from the order's own columns, before they go.
INSERT INTO "shipments" ("order_id", "status", "ship_on", "weather_decision", "weather_reason", "weather_forecast", "weather_checked_at", "held_since", "hold_emailed_at", "weather_decided_by", "hardy", "carrier", "tracking_number", "tracking_url", "shipped_at")
SELECT "id", CASE WHEN "status" = 'shipped' THEN 'shipped' ELSE 'waiting' END, "ship_on", "weather_decision", "weather_reason", "weather_forecast", "weather_checked_at", "held_since", "hold_emailed_at", "weather_decided_by", "hardy", "carrier", "tracking_number", "tracking_url", "shipped_at"
FROM "orders" ORDER BY "id";--> statement-breakpoint
-- Decision 057: every order's event log so far, from the times it kept, oldest first ('placed' is the order's created_at).
INSERT INTO "order_events" ("order_id", "kind", "at", "amount_cents", "note")
SELECT "order_id", "kind", "at", "amount_cents", "note" FROM (
  SELECT "id" AS "order_id", 'paid' AS "kind", "paid_at" AS "at", "paid_cents" AS "amount_cents", NULL::text AS "note", 1 AS "step" FROM "orders" WHERE "paid_at" IS NOT NULL
  UNION ALL SELECT "id", 'held', "held_since", NULL, "weather_reason", 2 FROM "orders" WHERE "held_since" IS NOT NULL
  UNION ALL SELECT "id", 'shipped', "shipped_at", NULL, nullif(concat_ws(' ', CASE "carrier" WHEN 'usps' THEN 'USPS' WHEN 'ups' THEN 'UPS' WHEN 'fedex' THEN 'FedEx' WHEN 'dhl' THEN 'DHL' WHEN 'other' THEN 'Other carrier' END, "tracking_number"), ''), 3 FROM "orders" WHERE "shipped_at" IS NOT NULL
  UNION ALL SELECT "order_id", 'claim', "created_at", NULL, "qty" || ' x ' || "reason", 4 FROM "claims"
  UNION ALL SELECT "replacement_for", 'replacement', "created_at", NULL, '#' || "id", 4 FROM "orders" WHERE "replacement_for" IN (SELECT "id" FROM "orders")
  UNION ALL SELECT "order_id", 'refunded', "applied_at", "amount_cents", "reason", 5 FROM "order_refunds" WHERE "applied_at" IS NOT NULL AND "failed_at" IS NULL
  UNION ALL SELECT "id", 'canceled', "canceled_at", NULL, NULL, 6 FROM "orders" WHERE "canceled_at" IS NOT NULL
) AS "history" ORDER BY "at", "step", "order_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipped_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "carrier";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tracking_number";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "tracking_url";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "ship_on";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "weather_decision";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "weather_reason";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "weather_forecast";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "weather_checked_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "held_since";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "hold_emailed_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "weather_decided_by";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "hardy";