ALTER TABLE "payment_sessions" DROP CONSTRAINT "payment_sessions_status_known";--> statement-breakpoint
DROP INDEX "sent_emails_once_idx";--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ALTER COLUMN "attempts" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "sent_emails" ALTER COLUMN "last_attempt_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sent_emails" ALTER COLUMN "last_attempt_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "paid_cents" integer;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "text_body" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_attempt_idx" ON "payment_sessions" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_emails_dedupe_idx" ON "sent_emails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sent_emails_unsent_idx" ON "sent_emails" USING btree ("send_after") WHERE sent_at is null and canceled_at is null;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_status_known" CHECK ("payment_sessions"."status" in ('creating', 'open', 'paid', 'expired', 'canceled', 'failed'));