CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"proposed_by_user_id" uuid,
	"proposed_by" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"planned_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"responded_by_user_id" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reschedule_proposals_side_known" CHECK ("reschedule_proposals"."proposed_by" in ('client', 'pilot')),
	CONSTRAINT "reschedule_proposals_reason_known" CHECK ("reschedule_proposals"."reason" in ('weather', 'access', 'client_request', 'other')),
	CONSTRAINT "reschedule_proposals_status_known" CHECK ("reschedule_proposals"."status" in ('open', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "reschedule_proposals_answered" CHECK (("reschedule_proposals"."status" = 'open') = ("reschedule_proposals"."responded_at" is null))
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "max_wind_mph" smallint DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "max_gust_mph" smallint DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "max_precipitation_chance" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reschedule_proposals_job_id_idx" ON "reschedule_proposals" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_open_per_job" ON "reschedule_proposals" USING btree ("job_id") WHERE "reschedule_proposals"."status" = 'open';--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_weather_limits_range" CHECK ("equipment"."max_wind_mph" between 1 and 50 and "equipment"."max_gust_mph" between 1 and 60 and "equipment"."max_precipitation_chance" between 0 and 100);