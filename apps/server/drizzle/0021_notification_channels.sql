CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_id" uuid,
	"conversation_id" uuid,
	"after_seq" bigint,
	"through_seq" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_known" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "email_outbox_one_source" CHECK (("email_outbox"."notification_id" is not null) <> ("email_outbox"."conversation_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_paused_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_outbox" DROP CONSTRAINT "push_outbox_status_known";--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "emailed_through_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "last_message_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_notification_key" ON "email_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_user_id_idx" ON "email_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_conversation_id_idx" ON "email_outbox" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "email_outbox_done_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."status" <> 'pending';--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_status_known" CHECK ("push_outbox"."status" in ('pending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
-- Hand-added: every notification, whatever code path inserts it, queues one email in the same
-- transaction (a rolled-back notification leaves none). Preferences are read when it is sent
-- (features/notificationEmail/worker.ts), so a switched-off group is marked skipped there.
-- Dated by the notification so the worker's clock (app.now()) decides when it is due.
CREATE FUNCTION "email_outbox_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "email_outbox" ("user_id", "notification_id", "next_attempt_at", "created_at")
    VALUES (NEW."user_id", NEW."id", NEW."created_at", NEW."created_at")
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_email_outbox" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "email_outbox_enqueue"();
