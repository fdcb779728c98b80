CREATE TABLE "experiment_daily" (
	"experiment_id" text NOT NULL,
	"day" date NOT NULL,
	"arm" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_daily_experiment_id_day_arm_pk" PRIMARY KEY("experiment_id","day","arm")
);
--> statement-breakpoint
CREATE TABLE "experiment_visitors" (
	"experiment_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"arm" text NOT NULL,
	"lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "experiment_visitors_experiment_id_day_visitor_pk" PRIMARY KEY("experiment_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"page" text NOT NULL,
	"block_id" text NOT NULL,
	"block_type" text NOT NULL,
	"variant" jsonb NOT NULL,
	"split" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" text NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"kept" text
);
--> statement-breakpoint
ALTER TABLE "experiment_daily" ADD CONSTRAINT "experiment_daily_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_visitors" ADD CONSTRAINT "experiment_visitors_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiments_running_block_idx" ON "experiments" USING btree ("page","block_id") WHERE "experiments"."status" = 'running';