ALTER TABLE "users" ADD COLUMN "needs_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promos" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;