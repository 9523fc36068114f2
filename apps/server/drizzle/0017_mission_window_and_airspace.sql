CREATE TABLE "airspace_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"ceiling_ft_agl" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "airspace_authorizations_kind_known" CHECK ("airspace_authorizations"."kind" in ('laanc', 'dronezone')),
	CONSTRAINT "airspace_authorizations_ceiling_range" CHECK ("airspace_authorizations"."ceiling_ft_agl" between 1 and 400),
	CONSTRAINT "airspace_authorizations_window_ordered" CHECK ("airspace_authorizations"."valid_to" > "airspace_authorizations"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "anti_collision_lighting" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "mission_window" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "airspace_class" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "planned_flight_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "planned_aircraft_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "planned_flight_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "airspace_authorizations" ADD CONSTRAINT "airspace_authorizations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "airspace_authorizations" ADD CONSTRAINT "airspace_authorizations_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "airspace_authorizations_job_id_idx" ON "airspace_authorizations" USING btree ("job_id","valid_from");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_planned_aircraft_id_equipment_id_fk" FOREIGN KEY ("planned_aircraft_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_planned_flight_at_idx" ON "jobs" USING btree ("planned_flight_at") WHERE "jobs"."planned_flight_at" is not null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_mission_window_kind_known" CHECK ("jobs"."mission_window" is null or "jobs"."mission_window"->>'kind' in ('fixed', 'part_of_day', 'flexible'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_airspace_class_known" CHECK ("jobs"."airspace_class" is null or "jobs"."airspace_class" in ('B', 'C', 'D', 'E_surface', 'G', 'unknown'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_planned_flight_confirmed" CHECK (("jobs"."planned_flight_at" is null) = ("jobs"."planned_flight_confirmed_at" is null));