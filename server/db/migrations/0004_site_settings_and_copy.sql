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
CREATE TABLE "privacy_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"updated_on" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"updated_on" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"tagline" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"logo_alt" text DEFAULT '' NOT NULL,
	"sales_phone" text NOT NULL,
	"support_phone" text NOT NULL,
	"sales_email" text NOT NULL,
	"support_email" text NOT NULL,
	"privacy_email" text NOT NULL,
	"billing_email" text NOT NULL,
	"postal_address" text NOT NULL,
	"social_links" text DEFAULT '' NOT NULL,
	"promo_enabled" boolean DEFAULT true NOT NULL,
	"promo_text" text NOT NULL,
	"promo_percent" integer NOT NULL,
	"promo_code" text NOT NULL,
	"promo_ends_on" text DEFAULT '' NOT NULL,
	"google_play_url" text NOT NULL,
	"app_store_url" text NOT NULL,
	"product_links" text NOT NULL,
	"footer_about" text NOT NULL,
	"footer_columns" text DEFAULT '' NOT NULL,
	"home_title" text DEFAULT '' NOT NULL,
	"home_description" text DEFAULT '' NOT NULL,
	"home_image" text DEFAULT '' NOT NULL,
	"privacy_title" text DEFAULT '' NOT NULL,
	"privacy_description" text DEFAULT '' NOT NULL,
	"privacy_image" text DEFAULT '' NOT NULL,
	"terms_title" text DEFAULT '' NOT NULL,
	"terms_description" text DEFAULT '' NOT NULL,
	"terms_image" text DEFAULT '' NOT NULL,
	"refund_title" text DEFAULT '' NOT NULL,
	"refund_description" text DEFAULT '' NOT NULL,
	"refund_image" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"updated_on" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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