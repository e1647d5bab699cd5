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
