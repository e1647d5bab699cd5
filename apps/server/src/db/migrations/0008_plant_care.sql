CREATE TABLE "care_plan_plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text NOT NULL,
	"care" jsonb NOT NULL,
	"next_due_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "care_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"welcome_at" timestamp with time zone NOT NULL,
	"welcomed_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_plans_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "care_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_recipients_email_unique" UNIQUE("email"),
	CONSTRAINT "care_recipients_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "care_profiles" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"pet_safety" text NOT NULL,
	"difficulty" text NOT NULL,
	"light" text NOT NULL,
	"water_every_days" integer NOT NULL,
	"humidity" text NOT NULL,
	"temp_min_f" integer NOT NULL,
	"temp_max_f" integer NOT NULL,
	"size_when_grown" text NOT NULL,
	"care_text" text NOT NULL,
	CONSTRAINT "care_profiles_pet_safety_known" CHECK ("care_profiles"."pet_safety" in ('safe', 'toxic-cats', 'toxic-dogs', 'toxic-both')),
	CONSTRAINT "care_profiles_difficulty_known" CHECK ("care_profiles"."difficulty" in ('easy', 'moderate', 'expert')),
	CONSTRAINT "care_profiles_light_known" CHECK ("care_profiles"."light" in ('Low/Artificial', 'Partial/Bright indirect', 'Direct sunlight')),
	CONSTRAINT "care_profiles_humidity_known" CHECK ("care_profiles"."humidity" in ('low', 'medium', 'high')),
	CONSTRAINT "care_profiles_water_days" CHECK ("care_profiles"."water_every_days" between 1 and 60),
	CONSTRAINT "care_profiles_temperatures" CHECK ("care_profiles"."temp_min_f" >= 30 and "care_profiles"."temp_max_f" <= 110 and "care_profiles"."temp_min_f" < "care_profiles"."temp_max_f")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "care_tips_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "care_planned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "care_plan_plants" ADD CONSTRAINT "care_plan_plants_plan_id_care_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."care_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_plants" ADD CONSTRAINT "care_plan_plants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_recipient_id_care_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."care_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_profiles" ADD CONSTRAINT "care_profiles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_plan_plants_plan_idx" ON "care_plan_plants" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "care_plan_plants_due_idx" ON "care_plan_plants" USING btree ("next_due_at") WHERE "care_plan_plants"."next_due_at" is not null;--> statement-breakpoint
CREATE INDEX "care_plans_recipient_idx" ON "care_plans" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "care_plans_user_idx" ON "care_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "care_plans_welcome_due_idx" ON "care_plans" USING btree ("welcome_at") WHERE "care_plans"."welcomed_at" is null and "care_plans"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("product_id","email") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts" USING btree ("product_id") WHERE "stock_alerts"."confirmed_at" is not null and "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_idx" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "orders_care_to_plan_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."care_tips_consent_at" is not null and "orders"."care_planned_at" is null;