-- Custom SQL. Each instance remembers the sessions it has just looked up for a few seconds
-- (src/features/auth/sessionMemory.ts), so a signed-in request does not wait on that lookup
-- every time (docs/benchmarks.md, "a session remembered"). Whatever can change what a lookup
-- answers is announced to every instance on the channel `auth_changes`, with the user's id: a
-- change to the user's row, a session ended (deleted) or changed in anything but its last-seen
-- time (written once a minute by busy sessions, which would otherwise announce themselves).
-- A trigger cannot be forgotten by a new code path; a TRUNCATE says "*", forget everyone.
-- NOTIFY takes a database-wide lock at commit (0026): these changes are rare (sign-outs,
-- suspensions, account edits), unlike the sends 0026 took it out of.
CREATE FUNCTION "auth_change_announced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_changes', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('auth_changes', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "auth_change_announced"();--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_change_announced"();--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_seen_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at'))
  EXECUTE FUNCTION "auth_change_announced"();--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_change_announced"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_change_announced"();
