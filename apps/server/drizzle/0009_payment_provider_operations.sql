CREATE TYPE "public"."provider_operation_kind" AS ENUM('authorize', 'capture', 'void', 'refund', 'payout');--> statement-breakpoint
CREATE TYPE "public"."provider_operation_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "provider_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" "provider_operation_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_ref" text,
	"destination" text,
	"checkout_id" uuid,
	"payout_id" uuid,
	"job_id" uuid,
	"transfer_id" uuid,
	"user_id" uuid,
	"status" "provider_operation_status" DEFAULT 'pending' NOT NULL,
	"result_id" text,
	"method_label" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_operations_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "provider_operations_amount_non_negative" CHECK ("provider_operations"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text,
	"card_last4" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"operation" text NOT NULL,
	"fingerprint" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operations" ADD CONSTRAINT "provider_operations_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operations" ADD CONSTRAINT "provider_operations_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operations" ADD CONSTRAINT "provider_operations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operations" ADD CONSTRAINT "provider_operations_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operations" ADD CONSTRAINT "provider_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_operations_due_idx" ON "provider_operations" USING btree ("next_attempt_at") WHERE "provider_operations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "provider_operations_checkout_id_idx" ON "provider_operations" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "provider_operations_payout_id_idx" ON "provider_operations" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "provider_operations_job_id_idx" ON "provider_operations" USING btree ("job_id");