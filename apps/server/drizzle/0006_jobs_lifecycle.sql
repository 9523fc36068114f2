ALTER TYPE "public"."job_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" "job_status",
	"to_status" "job_status" NOT NULL,
	"actor_user_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitations_job_pilot_unique" UNIQUE("job_id","pilot_profile_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_quote_cents" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_proposed_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_message" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "date_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "requirements" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "insurance_minimum_cents" integer;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_id_created_at_idx" ON "job_events" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "job_invitations_pilot_profile_id_idx" ON "job_invitations" USING btree ("pilot_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_accepted_per_job" ON "applications" USING btree ("job_id") WHERE "applications"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_counter_status_known" CHECK ("applications"."counter_status" is null or "applications"."counter_status" in ('pending', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_date_window_ordered" CHECK ("jobs"."date_from" is null or "jobs"."deadline" is null or "jobs"."date_from" <= "jobs"."deadline");--> statement-breakpoint
-- Hand-added (drizzle-kit cannot express it): the job board's distance filter and "nearest"
-- sort over open jobs, the same cube + earthdistance GiST approach as pilot search.
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING gist (ll_to_earth("lat", "lng")) WHERE "status" = 'open' AND "lat" IS NOT NULL AND "lng" IS NOT NULL;
