ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_known" CHECK ("products"."status" in ('active', 'draft', 'archived'));--> statement-breakpoint
-- A product with nothing on sale was hidden before it had a status (docs/decisions/055-drafts-and-bulk-edit.md):
-- one a CSV brought (it has a handle) came as a draft; any other (a demo plant kept for its orders) is archived.
UPDATE "products" SET "status" = CASE WHEN "handle" IS NOT NULL THEN 'draft' ELSE 'archived' END
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = "products"."id" AND v."archived_at" IS NULL);
