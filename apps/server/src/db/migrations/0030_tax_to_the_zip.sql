CREATE TABLE "tax_zip_rates" (
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"region" text NOT NULL,
	"rate_millionths" integer NOT NULL,
	CONSTRAINT "tax_zip_rates_state_zip_pk" PRIMARY KEY("state","zip"),
	CONSTRAINT "tax_zip_rates_zip_shape" CHECK ("tax_zip_rates"."zip" ~ '^[0-9]{5}$'),
	CONSTRAINT "tax_zip_rates_rate_range" CHECK ("tax_zip_rates"."rate_millionths" between 0 and 200000),
	CONSTRAINT "tax_zip_rates_region_size" CHECK (length("tax_zip_rates"."region") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "tax_zip_tables" (
	"state" text PRIMARY KEY NOT NULL,
	"effective_on" date NOT NULL,
	"file_name" text,
	"zips" integer NOT NULL,
	"min_rate_millionths" integer NOT NULL,
	"max_rate_millionths" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_zip_tables_zips_positive" CHECK ("tax_zip_tables"."zips" > 0),
	CONSTRAINT "tax_zip_tables_rate_range" CHECK ("tax_zip_tables"."min_rate_millionths" between 0 and "tax_zip_tables"."max_rate_millionths" and "tax_zip_tables"."max_rate_millionths" <= 200000)
);
--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "tax_rate_basis_points" TO "tax_rate_millionths";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_region" text;--> statement-breakpoint
ALTER TABLE "tax_zip_rates" ADD CONSTRAINT "tax_zip_rates_state_tax_zip_tables_state_fk" FOREIGN KEY ("state") REFERENCES "public"."tax_zip_tables"("state") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_zip_tables" ADD CONSTRAINT "tax_zip_tables_state_tax_states_state_fk" FOREIGN KEY ("state") REFERENCES "public"."tax_states"("state") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_rate_range" CHECK ("orders"."tax_rate_millionths" is null or "orders"."tax_rate_millionths" between 0 and 200000);