CREATE TABLE "pilot_client_details" (
	"pilot_profile_id" uuid NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"follow_up_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_client_details_pilot_profile_id_client_profile_id_pk" PRIMARY KEY("pilot_profile_id","client_profile_id")
);
--> statement-breakpoint
CREATE TABLE "pilot_client_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"client_profile_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_client_notes_body_not_blank" CHECK (length(trim("pilot_client_notes"."body")) > 0)
);
--> statement-breakpoint
ALTER TABLE "pilot_client_details" ADD CONSTRAINT "pilot_client_details_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_client_details" ADD CONSTRAINT "pilot_client_details_client_profile_id_client_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_client_notes" ADD CONSTRAINT "pilot_client_notes_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_client_notes" ADD CONSTRAINT "pilot_client_notes_client_profile_id_client_profiles_id_fk" FOREIGN KEY ("client_profile_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_client_notes_pilot_client_idx" ON "pilot_client_notes" USING btree ("pilot_profile_id","client_profile_id");