CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_events_kind_known" CHECK ("claim_events"."kind" in ('filed', 'info-requested', 'photos-added', 'denied', 'replaced', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"claim_id" integer NOT NULL,
	"photo_id" integer NOT NULL,
	"kind" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_photos_claim_id_photo_id_pk" PRIMARY KEY("claim_id","photo_id"),
	CONSTRAINT "claim_photos_kind_known" CHECK ("claim_photos"."kind" in ('close-up', 'distance', 'other'))
);
--> statement-breakpoint
CREATE TABLE "claim_replacements" (
	"claim_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "claim_settings_window" CHECK ("claim_settings"."window_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"deciding" timestamp with time zone,
	"filed_from" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_qty_positive" CHECK ("claims"."qty" > 0),
	CONSTRAINT "claims_reason_known" CHECK ("claims"."reason" in ('dead', 'damaged', 'temperature', 'pests', 'wrong-plant', 'missing')),
	CONSTRAINT "claims_status_known" CHECK ("claims"."status" in ('open', 'info', 'denied', 'replaced', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "customer_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_photos_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "replacement_for" integer;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_photo_id_customer_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."customer_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_replacements" ADD CONSTRAINT "claim_replacements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_replacements" ADD CONSTRAINT "claim_replacements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_replacements_order_idx" ON "claim_replacements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_one_open_per_line" ON "claims" USING btree ("order_line_id") WHERE "claims"."status" in ('open', 'info');--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at");