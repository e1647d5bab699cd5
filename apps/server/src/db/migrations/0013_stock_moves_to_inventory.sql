ALTER TABLE "products" DROP CONSTRAINT "products_qty_not_negative";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "qty";