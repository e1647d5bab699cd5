CREATE TABLE "tax_nexus_thresholds" (
	"state" text PRIMARY KEY NOT NULL,
	"sales_cents" integer,
	"transactions" integer,
	"both_required" boolean DEFAULT false NOT NULL,
	"as_of" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_nexus_thresholds_state_shape" CHECK ("tax_nexus_thresholds"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "tax_nexus_thresholds_sales_range" CHECK ("tax_nexus_thresholds"."sales_cents" is null or "tax_nexus_thresholds"."sales_cents" between 1 and 1000000000),
	CONSTRAINT "tax_nexus_thresholds_transactions_range" CHECK ("tax_nexus_thresholds"."transactions" is null or "tax_nexus_thresholds"."transactions" between 1 and 1000000),
	CONSTRAINT "tax_nexus_thresholds_both_needs_both" CHECK (not "tax_nexus_thresholds"."both_required" or ("tax_nexus_thresholds"."sales_cents" is not null and "tax_nexus_thresholds"."transactions" is not null)),
	CONSTRAINT "tax_nexus_thresholds_note_size" CHECK (length("tax_nexus_thresholds"."note") <= 500)
);
