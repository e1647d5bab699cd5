CREATE TABLE "checkout_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"email_id" integer,
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reminders_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "reminder_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_recipients_email_unique" UNIQUE("email"),
	CONSTRAINT "reminder_recipients_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"promo_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_settings_one_row" CHECK ("reminder_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "weather_places" (
	"place" text PRIMARY KEY NOT NULL,
	"grid" jsonb,
	"grid_until" timestamp with time zone,
	"days" jsonb,
	"forecast_until" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" text,
	"failure" text,
	"failure_down" boolean,
	CONSTRAINT "weather_places_grid_pair" CHECK (("weather_places"."grid" is null) = ("weather_places"."grid_until" is null)),
	CONSTRAINT "weather_places_forecast_pair" CHECK (("weather_places"."days" is null) = ("weather_places"."forecast_until" is null)),
	CONSTRAINT "weather_places_lease_token" CHECK ("weather_places"."lease_until" is null or "weather_places"."lease_token" is not null),
	CONSTRAINT "weather_places_failure" CHECK ("weather_places"."failure" is null or "weather_places"."failure" in ('timeout', 'unavailable', 'bad-answer'))
);
--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_recipient_id_reminder_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."reminder_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_reminders_recipient_idx" ON "checkout_reminders" USING btree ("recipient_id");