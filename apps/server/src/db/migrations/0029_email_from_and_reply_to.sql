ALTER TABLE "sent_emails" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "reply_to" text;