ALTER TABLE "leads" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_wording" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" text;