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
ALTER TABLE "orders" DROP CONSTRAINT "orders_weather_decision_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_ship_on_shape";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_held_since_when_held";--> statement-breakpoint
DROP INDEX "orders_to_ship_idx";--> statement-breakpoint
DROP INDEX "orders_care_to_plan_idx";--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipments_to_ship_idx" ON "shipments" USING btree ("ship_on") WHERE "shipments"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "shipments_shipped_at_idx" ON "shipments" USING btree ("shipped_at");--> statement-breakpoint
CREATE INDEX "orders_care_to_plan_idx" ON "orders" USING btree ("id") WHERE "orders"."care_tips_consent_at" is not null and "orders"."care_planned_at" is null;--> statement-breakpoint
-- Decision 057: every order's shipment, from the order's own columns, before they go.
INSERT INTO "shipments" ("order_id", "status", "ship_on", "weather_decision", "weather_reason", "weather_forecast", "weather_checked_at", "held_since", "hold_emailed_at", "weather_decided_by", "hardy", "carrier", "tracking_number", "tracking_url", "shipped_at")
SELECT "id", CASE WHEN "status" = 'shipped' THEN 'shipped' ELSE 'waiting' END, "ship_on", "weather_decision", "weather_reason", "weather_forecast", "weather_checked_at", "held_since", "hold_emailed_at", "weather_decided_by", "hardy", "carrier", "tracking_number", "tracking_url", "shipped_at"
FROM "orders" ORDER BY "id";--> statement-breakpoint
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