CREATE TABLE "admins" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_section" (
	"id" text PRIMARY KEY NOT NULL,
	"cities" integer DEFAULT 0 NOT NULL,
	"teachers" integer DEFAULT 0 NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"client_title" text NOT NULL,
	"client_img" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_section" (
	"id" text PRIMARY KEY NOT NULL,
	"course_title" text NOT NULL,
	"course_sub_title" text NOT NULL,
	"course_image" text DEFAULT '' NOT NULL,
	"point_one" text NOT NULL,
	"point_two" text NOT NULL,
	"point_three" text NOT NULL,
	"point_four" text NOT NULL,
	"point_five" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_content" (
	"id" text PRIMARY KEY NOT NULL,
	"banner_title" text NOT NULL,
	"banner_sub_title" text NOT NULL,
	"banner_image" text DEFAULT '' NOT NULL,
	"service_title" text NOT NULL,
	"service_sub_title" text NOT NULL,
	"service_image" text DEFAULT '' NOT NULL,
	"service_title_one" text NOT NULL,
	"service_title_two" text NOT NULL,
	"service_title_three" text NOT NULL,
	"service_title_four" text NOT NULL,
	"service_sub_title_one" text NOT NULL,
	"service_sub_title_two" text NOT NULL,
	"service_sub_title_three" text NOT NULL,
	"service_sub_title_four" text NOT NULL,
	"service_image_one" text DEFAULT '' NOT NULL,
	"service_image_two" text DEFAULT '' NOT NULL,
	"service_image_three" text DEFAULT '' NOT NULL,
	"service_image_four" text DEFAULT '' NOT NULL,
	"service_banner_image" text DEFAULT '' NOT NULL,
	"service_banner_image_mob" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_section" (
	"id" text PRIMARY KEY NOT NULL,
	"launch_title" text NOT NULL,
	"launch_desc" text NOT NULL,
	"launch_image" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"testimonial_desc" text NOT NULL,
	"testimonial_person_name" text NOT NULL,
	"testimonial_img" text NOT NULL,
	"rating" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;