CREATE TYPE "public"."remote_id_kind" AS ENUM('standard', 'broadcast_module', 'none');--> statement-breakpoint
CREATE TYPE "public"."certificate_type" AS ENUM('permanent', 'temporary');--> statement-breakpoint
CREATE TYPE "public"."credential_decision" AS ENUM('approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."credential_kind" AS ENUM('part107', 'insurance');--> statement-breakpoint
CREATE TYPE "public"."credential_review_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "credential_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" uuid NOT NULL,
	"operator_user_id" uuid,
	"decision" "credential_decision" NOT NULL,
	"reason" text,
	"stored_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pilot_profile_id" uuid NOT NULL,
	"kind" "credential_kind" NOT NULL,
	"review_status" "credential_review_status" DEFAULT 'pending' NOT NULL,
	"certificate_number" text,
	"certificate_type" "certificate_type",
	"issued_on" date,
	"last_test_on" date,
	"insurer" text,
	"policy_number" text,
	"coverage_cents" integer,
	"effective_on" date,
	"valid_through" date NOT NULL,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"rejection_reason" text,
	"expiry_state" text DEFAULT 'current' NOT NULL,
	"reminded_30_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_credentials_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "pilot_credentials_expiry_state_known" CHECK ("pilot_credentials"."expiry_state" in ('current', 'expiring', 'expired')),
	CONSTRAINT "pilot_credentials_fields_of_kind" CHECK (("pilot_credentials"."kind" = 'part107' and "pilot_credentials"."certificate_number" is not null and "pilot_credentials"."certificate_type" is not null and "pilot_credentials"."last_test_on" is not null)
        or ("pilot_credentials"."kind" = 'insurance' and "pilot_credentials"."insurer" is not null and "pilot_credentials"."policy_number" is not null and "pilot_credentials"."coverage_cents" is not null and "pilot_credentials"."effective_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "part107_valid_through" date;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "part107_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "insurance_coverage_cents" integer;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "insurance_effective_on" date;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "pilot_profiles" ADD COLUMN "insurance_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "registration_expires_on" date;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "remote_id_kind" "remote_id_kind";--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "remote_id_serial" text;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "part107_valid_through" date;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "insurance_coverage_cents" integer;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "insurance_effective_on" date;--> statement-breakpoint
ALTER TABLE "pilot_service_areas" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "credential_decisions" ADD CONSTRAINT "credential_decisions_credential_id_pilot_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."pilot_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_decisions" ADD CONSTRAINT "credential_decisions_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_credentials" ADD CONSTRAINT "pilot_credentials_pilot_profile_id_pilot_profiles_id_fk" FOREIGN KEY ("pilot_profile_id") REFERENCES "public"."pilot_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_credentials" ADD CONSTRAINT "pilot_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_decisions_credential_idx" ON "credential_decisions" USING btree ("credential_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_credentials_pilot_kind_idx" ON "pilot_credentials" USING btree ("pilot_profile_id","kind");--> statement-breakpoint
CREATE INDEX "pilot_credentials_pending_idx" ON "pilot_credentials" USING btree ("submitted_at") WHERE "pilot_credentials"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "pilot_credentials_verified_valid_idx" ON "pilot_credentials" USING btree ("valid_through") WHERE "pilot_credentials"."review_status" = 'verified';--> statement-breakpoint
-- Custom part (triggers and INCLUDE are beyond drizzle-kit), extending migration 0014 the same
-- way: the pilot's verified credentials ride on each service area, so the "Part 107 current"
-- and "insured for at least $X" filters read areas from the search indexes alone.
CREATE OR REPLACE FUNCTION "pilot_service_area_copy_pilot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."is_available" AND u."can_fly", p."rating_avg", p."review_count", p."job_categories",
         p."hourly_rate_min_cents", p."hourly_rate_max_cents", p."part107_valid_through",
         p."insurance_coverage_cents", p."insurance_effective_on", p."insurance_expires_on"
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
  SET "visible" = NEW."is_available" AND u."can_fly",
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
DROP TRIGGER "pilot_profiles_copy_to_service_areas" ON "pilot_profiles";--> statement-breakpoint
CREATE TRIGGER "pilot_profiles_copy_to_service_areas" AFTER UPDATE ON "pilot_profiles"
  FOR EACH ROW WHEN (
    OLD."is_available" IS DISTINCT FROM NEW."is_available"
    OR OLD."rating_avg" IS DISTINCT FROM NEW."rating_avg"
    OR OLD."review_count" IS DISTINCT FROM NEW."review_count"
    OR OLD."job_categories" IS DISTINCT FROM NEW."job_categories"
    OR OLD."hourly_rate_min_cents" IS DISTINCT FROM NEW."hourly_rate_min_cents"
    OR OLD."hourly_rate_max_cents" IS DISTINCT FROM NEW."hourly_rate_max_cents"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."part107_valid_through" IS DISTINCT FROM NEW."part107_valid_through"
    OR OLD."insurance_coverage_cents" IS DISTINCT FROM NEW."insurance_coverage_cents"
    OR OLD."insurance_effective_on" IS DISTINCT FROM NEW."insurance_effective_on"
    OR OLD."insurance_expires_on" IS DISTINCT FROM NEW."insurance_expires_on"
  ) EXECUTE FUNCTION "pilot_profile_copy_to_service_areas"();--> statement-breakpoint
-- Both search indexes carry the new columns too (same names, keys and predicates as 0014/0015).
DROP INDEX IF EXISTS "pilot_service_areas_nearest_idx";--> statement-breakpoint
CREATE INDEX "pilot_service_areas_nearest_idx" ON "pilot_service_areas" USING gist (point("lng", "lat")) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents", "part107_valid_through", "insurance_coverage_cents", "insurance_effective_on", "insurance_expires_on") WHERE "visible";--> statement-breakpoint
DROP INDEX IF EXISTS "pilot_service_areas_reach_idx";--> statement-breakpoint
CREATE INDEX "pilot_service_areas_reach_idx" ON "pilot_service_areas" USING gist (earth_box(ll_to_earth("lat", "lng"), ("radius_miles")::double precision * 1609.344)) INCLUDE ("pilot_profile_id", "lat", "lng", "radius_miles", "rating_avg", "review_count", "job_categories", "hourly_rate_min_cents", "hourly_rate_max_cents", "part107_valid_through", "insurance_coverage_cents", "insurance_effective_on", "insurance_expires_on") WHERE "visible";
