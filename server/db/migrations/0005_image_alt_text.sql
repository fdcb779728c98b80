ALTER TABLE "clients" ADD COLUMN "client_img_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "client_img_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_section" ADD COLUMN "course_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_section" ADD COLUMN "course_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "banner_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "banner_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_one_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_one_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_two_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_two_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_three_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_three_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_four_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_image_four_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_banner_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "service_banner_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_section" ADD COLUMN "launch_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "launch_section" ADD COLUMN "launch_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "logo_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "home_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "home_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "privacy_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "terms_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "terms_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "refund_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "refund_image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "testimonial_img_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "testimonial_img_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing content stays valid (an image without alt text cannot be saved): each image gets the
-- alt text the public page implied until now, from the record's own words. Editors refine it.
UPDATE "clients" SET "client_img_alt" = left("client_title" || ' logo', 250);--> statement-breakpoint
UPDATE "testimonials" SET "testimonial_img_alt" = left('Photo of ' || "testimonial_person_name", 250);--> statement-breakpoint
UPDATE "home_content" SET "banner_image_alt" = left("banner_title", 250), "service_image_alt" = left("service_title", 250), "service_image_one_decorative" = true, "service_image_two_decorative" = true, "service_image_three_decorative" = true, "service_image_four_decorative" = true, "service_banner_image_alt" = 'Your academy on the web and in your own student app';--> statement-breakpoint
UPDATE "course_section" SET "course_image_alt" = left("course_title", 250);--> statement-breakpoint
UPDATE "launch_section" SET "launch_image_alt" = left("launch_title", 250);--> statement-breakpoint
UPDATE "site_settings" SET "logo_decorative" = ("logo_alt" = ''), "home_image_alt" = CASE WHEN "home_image" <> '' THEN left("brand_name", 240) || ': home page' ELSE '' END, "privacy_image_alt" = CASE WHEN "privacy_image" <> '' THEN left("brand_name", 230) || ': privacy policy' ELSE '' END, "terms_image_alt" = CASE WHEN "terms_image" <> '' THEN left("brand_name", 230) || ': terms of service' ELSE '' END, "refund_image_alt" = CASE WHEN "refund_image" <> '' THEN left("brand_name", 230) || ': refund policy' ELSE '' END;
