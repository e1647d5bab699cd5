CREATE TABLE "stock_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"low_stock_threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_settings_one_row" CHECK ("stock_settings"."id" = 1),
	CONSTRAINT "stock_settings_low_stock_threshold" CHECK ("stock_settings"."low_stock_threshold" between 0 and 100000)
);
