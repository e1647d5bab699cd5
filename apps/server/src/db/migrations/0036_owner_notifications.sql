ALTER TABLE "store_settings" ADD COLUMN "notify_paid_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "notify_claims" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "notify_refunds_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "notify_addresses" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "summary_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "summary_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_notify" CHECK ("store_settings"."summary_hour" between 0 and 23 and cardinality("store_settings"."notify_addresses") <= 5);