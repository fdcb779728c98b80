ALTER TABLE "leads" ADD COLUMN "cta" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "page_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_utm_source_created_at_idx" ON "leads" USING btree ("utm_source","created_at");--> statement-breakpoint
CREATE INDEX "leads_utm_campaign_created_at_idx" ON "leads" USING btree ("utm_campaign","created_at");--> statement-breakpoint
CREATE INDEX "leads_cta_created_at_idx" ON "leads" USING btree ("cta","created_at");