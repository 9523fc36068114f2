CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operator_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_user_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_operator_created_idx" ON "audit_log" USING btree ("operator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_target" ON "reports" USING btree ("reporter_user_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
-- Custom part (triggers and CHECKs on text columns are beyond drizzle-kit).
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_known" CHECK ("target_type" IN ('job', 'pilot', 'client', 'message'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_known" CHECK ("status" IN ('open', 'dismissed', 'actioned'));--> statement-breakpoint
-- The audit log is append-only: nobody, the app included, can change or remove a row.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
-- A suspended account leaves pilot search like one that stopped flying: migration 0014/0016's
-- copies onto pilot_service_areas now also need the account not to be suspended.
CREATE OR REPLACE FUNCTION "pilot_service_area_copy_pilot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."is_available" AND u."can_fly" AND u."suspended_at" IS NULL, p."rating_avg",
         p."review_count", p."job_categories", p."hourly_rate_min_cents",
         p."hourly_rate_max_cents", p."part107_valid_through", p."insurance_coverage_cents",
         p."insurance_effective_on", p."insurance_expires_on"
  INTO NEW."visible", NEW."rating_avg", NEW."review_count", NEW."job_categories",
       NEW."hourly_rate_min_cents", NEW."hourly_rate_max_cents", NEW."part107_valid_through",
       NEW."insurance_coverage_cents", NEW."insurance_effective_on", NEW."insurance_expires_on"
  FROM "pilot_profiles" p JOIN "users" u ON u."id" = p."user_id"
  WHERE p."id" = NEW."pilot_profile_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "pilot_profile_copy_to_service_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pilot_service_areas" a
  SET "visible" = NEW."is_available" AND u."can_fly" AND u."suspended_at" IS NULL,
      "rating_avg" = NEW."rating_avg",
      "review_count" = NEW."review_count",
      "job_categories" = NEW."job_categories",
      "hourly_rate_min_cents" = NEW."hourly_rate_min_cents",
      "hourly_rate_max_cents" = NEW."hourly_rate_max_cents",
      "part107_valid_through" = NEW."part107_valid_through",
      "insurance_coverage_cents" = NEW."insurance_coverage_cents",
      "insurance_effective_on" = NEW."insurance_effective_on",
      "insurance_expires_on" = NEW."insurance_expires_on"
  FROM "users" u
  WHERE u."id" = NEW."user_id" AND a."pilot_profile_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_can_fly_copy_to_service_areas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pilot_service_areas" a
  SET "visible" = p."is_available" AND NEW."can_fly" AND NEW."suspended_at" IS NULL
  FROM "pilot_profiles" p
  WHERE p."user_id" = NEW."id" AND a."pilot_profile_id" = p."id";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "users_can_fly_copy_to_service_areas" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_can_fly_copy_to_service_areas" AFTER UPDATE OF "can_fly", "suspended_at" ON "users"
  FOR EACH ROW WHEN (
    OLD."can_fly" IS DISTINCT FROM NEW."can_fly"
    OR (OLD."suspended_at" IS NULL) IS DISTINCT FROM (NEW."suspended_at" IS NULL)
  ) EXECUTE FUNCTION "user_can_fly_copy_to_service_areas"();--> statement-breakpoint
-- A suspension closes the account's open /ws sockets on every instance, at commit.
CREATE FUNCTION "users_realtime_suspended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "realtime_publish"('account_suspended', ARRAY[NEW."id"], '{}'::jsonb);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_realtime_suspended" AFTER UPDATE OF "suspended_at" ON "users"
  FOR EACH ROW WHEN (OLD."suspended_at" IS NULL AND NEW."suspended_at" IS NOT NULL)
  EXECUTE FUNCTION "users_realtime_suspended"();
