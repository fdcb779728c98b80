CREATE TABLE "content_drafts" (
	"content_key" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	"updated_by_name" text NOT NULL,
	"review_state" text DEFAULT 'editing' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"review_by_name" text,
	"review_at" timestamp with time zone,
	CONSTRAINT "content_drafts_content_key_record_id_pk" PRIMARY KEY("content_key","record_id")
);
--> statement-breakpoint
CREATE TABLE "content_release_items" (
	"release_id" text NOT NULL,
	"content_key" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "content_release_items_release_id_content_key_record_id_pk" PRIMARY KEY("release_id","content_key","record_id")
);
--> statement-breakpoint
CREATE TABLE "content_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"published_by_name" text,
	"failure" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_trash" (
	"id" text PRIMARY KEY NOT NULL,
	"content_key" text NOT NULL,
	"record_id" text NOT NULL,
	"record" jsonb NOT NULL,
	"position" integer,
	"record_created_at" timestamp with time zone,
	"draft" jsonb,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_id" text,
	"deleted_by_name" text NOT NULL,
	"version_id" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"content_key" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_fields" jsonb NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"release_id" text
);
--> statement-breakpoint
CREATE TABLE "picture_candidates" (
	"path" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "publishing_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"editors_need_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "version_id" text;--> statement-breakpoint
ALTER TABLE "content_release_items" ADD CONSTRAINT "content_release_items_release_id_content_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."content_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_releases_due_idx" ON "content_releases" USING btree ("status","scheduled_at");--> statement-breakpoint
CREATE INDEX "content_trash_deleted_at_idx" ON "content_trash" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "content_trash_record_idx" ON "content_trash" USING btree ("content_key","record_id");--> statement-breakpoint
CREATE INDEX "content_versions_record_idx" ON "content_versions" USING btree ("content_key","record_id","at");--> statement-breakpoint
CREATE INDEX "content_versions_at_idx" ON "content_versions" USING btree ("at");