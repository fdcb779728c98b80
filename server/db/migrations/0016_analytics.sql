CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"cta_taps" integer DEFAULT 0 NOT NULL,
	"forms_shown" integer DEFAULT 0 NOT NULL,
	"forms_submitted" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_page_source_campaign_device_pk" PRIMARY KEY("day","page","source","campaign","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_anonymous" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_cta" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"cta" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"taps" integer DEFAULT 0 NOT NULL,
	"forms_shown" integer DEFAULT 0 NOT NULL,
	"forms_submitted" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_cta_day_page_cta_source_campaign_device_pk" PRIMARY KEY("day","page","cta","source","campaign","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"cta" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"page" text NOT NULL,
	CONSTRAINT "analytics_visitors_day_visitor_page_pk" PRIMARY KEY("day","visitor","page")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");