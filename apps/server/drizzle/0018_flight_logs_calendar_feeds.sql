CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "flight_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"equipment_id" uuid,
	"aircraft_name" text NOT NULL,
	"takeoff_at" timestamp with time zone NOT NULL,
	"landing_at" timestamp with time zone NOT NULL,
	"max_altitude_ft_agl" integer NOT NULL,
	"location" text NOT NULL,
	"time_zone" text NOT NULL,
	"battery_packs" smallint NOT NULL,
	"remarks" text,
	"incident" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_logs_landing_after_takeoff" CHECK ("flight_logs"."landing_at" > "flight_logs"."takeoff_at"),
	CONSTRAINT "flight_logs_altitude_non_negative" CHECK ("flight_logs"."max_altitude_ft_agl" >= 0),
	CONSTRAINT "flight_logs_battery_packs_non_negative" CHECK ("flight_logs"."battery_packs" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_logs" ADD CONSTRAINT "flight_logs_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flight_logs_job_id_idx" ON "flight_logs" USING btree ("job_id","takeoff_at");--> statement-breakpoint
CREATE INDEX "flight_logs_pilot_profile_id_idx" ON "flight_logs" USING btree ("pilot_profile_id","takeoff_at");