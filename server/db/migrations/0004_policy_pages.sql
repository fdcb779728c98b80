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
CREATE TABLE "terms_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"updated_on" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
