CREATE TABLE "product_old_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_shape" CHECK ("redirects"."from_path" ~ '^/[!-~]*$' and length("redirects"."from_path") <= 1000 and "redirects"."from_path" !~ '^//' and position('\' in "redirects"."from_path") = 0),
	CONSTRAINT "redirects_to_shape" CHECK ("redirects"."to_path" ~ '^/[!-~]*$' and length("redirects"."to_path") <= 2000 and "redirects"."to_path" !~ '^//' and position('\' in "redirects"."to_path") = 0)
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_handle_shape";--> statement-breakpoint
-- Every product has an address (docs/decisions/060-addresses-that-survive-the-move.md): one made in the admin,
-- or a demo plant kept archived for its orders, gets its name's handle, with its id when another has it.
WITH "named" AS (
  SELECT "id", coalesce(nullif(trim(both '-' from left(regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g'), 180)), ''), 'product') AS "slug"
  FROM "products" WHERE "handle" IS NULL
), "ranked" AS (
  SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS "n" FROM "named"
)
UPDATE "products" SET "handle" = CASE
  WHEN "ranked"."n" = 1 AND NOT EXISTS (SELECT 1 FROM "products" "o" WHERE "o"."handle" = "ranked"."slug") THEN "ranked"."slug"
  ELSE "ranked"."slug" || '-' || "ranked"."id" END
FROM "ranked" WHERE "products"."id" = "ranked"."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "handle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_old_handles" ADD CONSTRAINT "product_old_handles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_handles_product_idx" ON "product_old_handles" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree (lower("from_path"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_handle_shape" CHECK ("products"."handle" ~ '^[a-z0-9][a-z0-9-]{0,199}$');