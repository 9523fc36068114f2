-- The message digests' search read every unread message of every conversation active in two
-- days to find who is due an email (a sequential scan of conversations and index probes per
-- member: 290 ms at 10,000 active conversations, docs/benchmarks.md). Each member row now says
-- when the oldest message it has neither read nor been emailed about was sent; the send, the
-- read and the digest claim keep it (src/features/notificationEmail/digests.ts).
ALTER TABLE "conversation_members" ADD COLUMN "oldest_unnotified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "conversation_members" cm SET "oldest_unnotified_at" = (
  SELECT min(m."created_at") FROM "messages" m
  WHERE m."conversation_id" = cm."conversation_id"
    AND m."seq" > greatest(cm."last_read_seq", cm."emailed_through_seq")
    AND m."sender_user_id" <> cm."user_id"
    -- Older unread messages were past the digests' look-back (two days) already.
    AND m."created_at" > now() - interval '2 days'
)
WHERE cm."conversation_id" IN (
  SELECT c."id" FROM "conversations" c WHERE c."last_message_at" > now() - interval '2 days'
);--> statement-breakpoint
CREATE INDEX "conversation_members_oldest_unnotified_idx" ON "conversation_members" USING btree ("oldest_unnotified_at") WHERE "conversation_members"."oldest_unnotified_at" is not null;
