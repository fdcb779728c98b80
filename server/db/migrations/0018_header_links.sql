ALTER TABLE "site_settings" ADD COLUMN "header_links" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The header linked the landing page's three sections before its links were editable (issue 44):
-- an existing site keeps them.
UPDATE "site_settings" SET "header_links" = E'About | /#e-learning\nService | /#service\nFeatures | /#feature';
