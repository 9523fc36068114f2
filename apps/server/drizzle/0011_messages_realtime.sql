CREATE TABLE "conversation_members" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_user_id" uuid NOT NULL,
	"pilot_user_id" uuid NOT NULL,
	"job_id" uuid,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."client_user_id" <> "conversations"."pilot_user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_pilot_user_id_users_id_fk" FOREIGN KEY ("pilot_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_members_user_id_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_general_unique" ON "conversations" USING btree ("client_user_id","pilot_user_id") WHERE "conversations"."job_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_job_unique" ON "conversations" USING btree ("client_user_id","pilot_user_id","job_id") WHERE "conversations"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_seq_unique" ON "messages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
-- Real-time fan-out (src/features/realtime/): changes a user should hear of are announced on
-- the skyhire_events channel from triggers, so every code path is covered and NOTIFY, which
-- PostgreSQL delivers at commit, never announces a rolled-back change. Payloads carry ids only
-- (the browser refetches through the API) and are split 100 users at a time to stay far below
-- NOTIFY's 8000-byte limit, past which the whole transaction would fail.
CREATE FUNCTION "realtime_publish"("event_type" text, "user_ids" uuid[], "extra" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  chunk_start int := 1;
BEGIN
  SELECT coalesce(array_agg(DISTINCT u), '{}') INTO ids FROM unnest(user_ids) AS u WHERE u IS NOT NULL;
  WHILE chunk_start <= coalesce(array_length(ids, 1), 0) LOOP
    PERFORM pg_notify('skyhire_events', (
      jsonb_build_object('type', event_type, 'userIds', to_jsonb(ids[chunk_start:chunk_start + 99])) || extra
    )::text);
    chunk_start := chunk_start + 100;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "realtime_notification_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish('notification', ARRAY[NEW.user_id], '{}'::jsonb);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "notifications_realtime" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "realtime_notification_inserted"();--> statement-breakpoint
CREATE FUNCTION "realtime_message_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish('message', ARRAY[c.client_user_id, c.pilot_user_id], jsonb_build_object('conversationId', c.id))
    FROM conversations c WHERE c.id = NEW.conversation_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_realtime" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "realtime_message_inserted"();--> statement-breakpoint
-- Read markers: the reader's other tabs update their badges, the sender sees "Seen".
CREATE FUNCTION "realtime_read_marker_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_read_seq IS DISTINCT FROM OLD.last_read_seq THEN
    PERFORM realtime_publish('read', ARRAY[c.client_user_id, c.pilot_user_id], jsonb_build_object('conversationId', c.id))
      FROM conversations c WHERE c.id = NEW.conversation_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_members_realtime" AFTER UPDATE ON "conversation_members" FOR EACH ROW EXECUTE FUNCTION "realtime_read_marker_moved"();--> statement-breakpoint
-- A job's lifecycle event: its client, its hired pilot and every pilot who applied.
CREATE FUNCTION "realtime_job_event_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish('job', ARRAY(
    SELECT cp.user_id FROM jobs j JOIN client_profiles cp ON cp.id = j.client_profile_id WHERE j.id = NEW.job_id
    UNION SELECT pp.user_id FROM jobs j JOIN pilot_profiles pp ON pp.id = j.pilot_profile_id WHERE j.id = NEW.job_id
    UNION SELECT pp.user_id FROM applications a JOIN pilot_profiles pp ON pp.id = a.pilot_profile_id WHERE a.job_id = NEW.job_id
  ), jsonb_build_object('jobId', NEW.job_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "job_events_realtime" AFTER INSERT ON "job_events" FOR EACH ROW EXECUTE FUNCTION "realtime_job_event_inserted"();--> statement-breakpoint
-- An application applied, edited, countered, answered, withdrawn, rejected or hired: the job's
-- client and that pilot.
CREATE FUNCTION "realtime_application_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish('job', ARRAY(
    SELECT cp.user_id FROM jobs j JOIN client_profiles cp ON cp.id = j.client_profile_id WHERE j.id = NEW.job_id
    UNION SELECT pp.user_id FROM pilot_profiles pp WHERE pp.id = NEW.pilot_profile_id
  ), jsonb_build_object('jobId', NEW.job_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_realtime" AFTER INSERT OR UPDATE ON "applications" FOR EACH ROW EXECUTE FUNCTION "realtime_application_changed"();
