CREATE TYPE "public"."profile_image_kind" AS ENUM('profile', 'cover');--> statement-breakpoint
CREATE TABLE "pilot_profile_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"kind" "profile_image_kind" NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_profile_images_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "pilot_profile_images" ADD CONSTRAINT "pilot_profile_images_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_profile_images_profile_kind_idx" ON "pilot_profile_images" USING btree ("pilot_profile_id","kind");