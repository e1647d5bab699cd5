CREATE TABLE "last_backup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"file" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "last_backup_one_row" CHECK ("last_backup"."id" = 1)
);
