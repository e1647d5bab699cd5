CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"street1" text NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"previous_spent_cents" integer DEFAULT 0 NOT NULL,
	"previous_orders" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone,
	CONSTRAINT "customer_profiles_spent_nonnegative" CHECK ("customer_profiles"."previous_spent_cents" >= 0),
	CONSTRAINT "customer_profiles_orders_nonnegative" CHECK ("customer_profiles"."previous_orders" >= 0)
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_channel_address_pk" PRIMARY KEY("channel","address"),
	CONSTRAINT "marketing_consents_channel_known" CHECK ("marketing_consents"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_user_idx" ON "customer_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customer_profiles_to_invite_idx" ON "customer_profiles" USING btree ("imported_at") WHERE "customer_profiles"."invited_at" is null;