CREATE TABLE "lead_trash" (
	"id" text PRIMARY KEY NOT NULL,
	"lead" jsonb NOT NULL,
	"activity" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"trashed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"trashed_by_id" text,
	"trashed_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_trash_trashed_at_idx" ON "lead_trash" USING btree ("trashed_at","id");