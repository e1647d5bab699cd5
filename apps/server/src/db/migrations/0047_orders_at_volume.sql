ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_kind_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "shipments_tracking_search_idx" ON "shipments" USING btree ("tracking_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shipments_status_order_idx" ON "shipments" USING btree ("status","order_id");--> statement-breakpoint
CREATE INDEX "orders_email_search_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_name_search_idx" ON "orders" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_search_idx" ON "orders" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_rate_idx" ON "orders" USING btree ("shipping_rate_id","id");--> statement-breakpoint
CREATE INDEX "orders_tags_idx" ON "orders" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_kind_known" CHECK ("audit_events"."kind" in ('products.bulk', 'orders.tracking'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_known" CHECK ("order_events"."kind" in ('placed', 'paid', 'held', 'released', 'shipped', 'delivered', 'ready', 'picked-up', 'claim', 'replacement', 'refunded', 'refund-failed', 'canceled', 'note', 'tracking-corrected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tags_count" CHECK (cardinality("orders"."tags") <= 10);