CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"origin_zip" text DEFAULT '27601' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"ship_days" integer[] DEFAULT '{1,2,3}' NOT NULL,
	"cutoff_hour" integer DEFAULT 12 NOT NULL,
	"handling_days" integer DEFAULT 0 NOT NULL,
	"closed_dates" text[] DEFAULT '{}' NOT NULL,
	"hold_below_f" integer DEFAULT 32 NOT NULL,
	"heat_pack_below_f" integer DEFAULT 45 NOT NULL,
	"hold_above_f" integer DEFAULT 95 NOT NULL,
	"heat_pack_cents" integer DEFAULT 495 NOT NULL,
	"max_hold_days" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_origin_zip" CHECK ("shipping_settings"."origin_zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "shipping_settings_ship_days" CHECK ("shipping_settings"."ship_days" <@ '{0,1,2,3,4,5,6}'::integer[] and cardinality("shipping_settings"."ship_days") between 1 and 7),
	CONSTRAINT "shipping_settings_cutoff" CHECK ("shipping_settings"."cutoff_hour" between 0 and 24),
	CONSTRAINT "shipping_settings_handling" CHECK ("shipping_settings"."handling_days" between 0 and 10),
	CONSTRAINT "shipping_settings_temperatures" CHECK ("shipping_settings"."hold_below_f" between -40 and 80 and "shipping_settings"."heat_pack_below_f" between "shipping_settings"."hold_below_f" and 90 and "shipping_settings"."hold_above_f" between 60 and 130),
	CONSTRAINT "shipping_settings_heat_pack_price" CHECK ("shipping_settings"."heat_pack_cents" between 0 and 10000),
	CONSTRAINT "shipping_settings_max_hold" CHECK ("shipping_settings"."max_hold_days" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hardy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_on" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weather_decision" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weather_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weather_forecast" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weather_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weather_decided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hardy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "heat_pack_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_to_ship_idx" ON "orders" USING btree ("ship_on") WHERE "orders"."status" = 'complete';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weather_decision_known" CHECK ("orders"."weather_decision" is null or "orders"."weather_decision" in ('ships', 'heat-pack', 'held', 'needs-owner'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_on_shape" CHECK ("orders"."ship_on" is null or "orders"."ship_on" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_heat_pack_in_add_ons" CHECK ("orders"."heat_pack_cents" >= 0 and "orders"."heat_pack_cents" <= "orders"."add_ons_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_held_since_when_held" CHECK (("orders"."weather_decision" = 'held') = ("orders"."held_since" is not null));