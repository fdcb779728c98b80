CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"indexed" boolean DEFAULT true NOT NULL,
	"blocks" text NOT NULL,
	"hero_image" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"hero_image_alt" text DEFAULT '' NOT NULL,
	"hero_image_decorative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug");