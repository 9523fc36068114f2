CREATE TABLE "push_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_outbox_subscription_notification_key" UNIQUE("subscription_id","notification_id"),
	CONSTRAINT "push_outbox_status_known" CHECK ("push_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_outbox_due_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "push_outbox_notification_id_idx" ON "push_outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "push_outbox_done_idx" ON "push_outbox" USING btree ("created_at") WHERE "push_outbox"."status" <> 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Hand-added: every notification, whatever code path inserts it, queues one push per browser
-- its user subscribed, in the same transaction (a rolled-back notification leaves no push).
-- Dated by the notification so the worker's clock (app.now()) decides when it is due.
-- Separate from the realtime trigger on the same table (notifications_realtime).
CREATE FUNCTION "push_outbox_enqueue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "push_outbox" ("subscription_id", "notification_id", "next_attempt_at", "created_at")
    SELECT "id", NEW."id", NEW."created_at", NEW."created_at"
    FROM "push_subscriptions" WHERE "user_id" = NEW."user_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_push_outbox" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "push_outbox_enqueue"();
