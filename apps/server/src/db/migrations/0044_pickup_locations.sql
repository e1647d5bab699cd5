CREATE TABLE "pickup_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"days_to_prepare" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_locations_days_to_prepare" CHECK ("pickup_locations"."days_to_prepare" >= 0),
	CONSTRAINT "pickup_locations_state_shape" CHECK ("pickup_locations"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "pickup_locations_zip_shape" CHECK ("pickup_locations"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pickup_location_id_pickup_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_pickup_has_location" CHECK (("shipments"."method" = 'pickup') = ("shipments"."pickup_location_id" is not null));