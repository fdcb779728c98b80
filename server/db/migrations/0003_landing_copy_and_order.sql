CREATE TABLE "e_learning_section" (
	"id" text PRIMARY KEY NOT NULL,
	"eyebrow" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_tabs" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "why_choose_section" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"reason_one_title" text NOT NULL,
	"reason_one_text" text NOT NULL,
	"reason_two_title" text NOT NULL,
	"reason_two_text" text NOT NULL,
	"reason_three_title" text NOT NULL,
	"reason_three_text" text NOT NULL,
	"reason_four_title" text NOT NULL,
	"reason_four_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;