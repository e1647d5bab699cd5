CREATE TABLE "store_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"accent_colour" text DEFAULT '#1f3d2b' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"logo_image" text,
	"logo_width" integer,
	"logo_height" integer,
	"saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_one_row" CHECK ("store_settings"."id" = 1),
	CONSTRAINT "store_settings_name_shape" CHECK (length(trim("store_settings"."name")) between 1 and 60),
	CONSTRAINT "store_settings_texts" CHECK (length("store_settings"."legal_name") <= 120 and length("store_settings"."tagline") <= 140 and length("store_settings"."contact_email") <= 254 and length("store_settings"."phone") <= 30),
	CONSTRAINT "store_settings_accent" CHECK ("store_settings"."accent_colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "store_settings_logo" CHECK (("store_settings"."logo_image" is null) = ("store_settings"."logo_width" is null) and ("store_settings"."logo_image" is null) = ("store_settings"."logo_height" is null) and coalesce("store_settings"."logo_width" between 1 and 512 and "store_settings"."logo_height" between 1 and 512, true))
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "png" "bytea";