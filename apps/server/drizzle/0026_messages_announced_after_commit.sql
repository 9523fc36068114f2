-- A new message is announced by the server right after its send commits
-- (src/features/realtime/announce.ts), no longer by an insert trigger. PostgreSQL takes one
-- lock for the whole database when a transaction that called NOTIFY commits, and holds it until
-- that commit's WAL is flushed: with the announcement inside each send, every send's commit
-- waited for every other's, and at 500 sends a second the queue grew to seconds
-- (docs/benchmarks.md, "Issue 17: a message announced after its commit"). Announced in a
-- statement of its own, the lock is held for a commit that writes nothing.
DROP TRIGGER "messages_realtime" ON "messages";--> statement-breakpoint
DROP FUNCTION "realtime_message_inserted"();--> statement-breakpoint
-- Sending moves the sender's own read marker to their message. The message's announcement tells
-- the same two people to refresh everything a read marker changes, so that move is not
-- announced a second time (and a send stays free of NOTIFY). A marker moved by reading is.
CREATE OR REPLACE FUNCTION "realtime_read_marker_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_read_seq IS DISTINCT FROM OLD.last_read_seq AND NOT EXISTS (
    SELECT 1 FROM messages m WHERE m.seq = NEW.last_read_seq AND m.sender_user_id = NEW.user_id
  ) THEN
    PERFORM realtime_publish('read', ARRAY[c.client_user_id, c.pilot_user_id], jsonb_build_object('conversationId', c.id))
      FROM conversations c WHERE c.id = NEW.conversation_id;
  END IF;
  RETURN NULL;
END $$;
