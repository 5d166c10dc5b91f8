-- Hot reads (docs/decisions/031-hot-reads.md): every write to a table whose rows a process keeps
-- in memory sends a note on channel hot_reads, "table:key", so the cache drops that key whoever
-- wrote the row (a service, another feature, an operator's SQL). Only in sessions that asked for
-- it (SET lernfunke.hot_reads = 'on': the embedded database's one connection); elsewhere the
-- trigger returns at once.
CREATE FUNCTION hot_reads_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  k text;
BEGIN
  IF coalesce(current_setting('lernfunke.hot_reads', true), '') <> 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'onboarding' THEN
    k := r.user_id::text;
  ELSIF TG_TABLE_NAME = 'tutoring_sessions' THEN
    k := r.user_id::text || '/' || r.public_id;
  ELSIF TG_TABLE_NAME = 'session_messages' THEN
    k := r.session_id::text;
  ELSIF TG_TABLE_NAME = 'session_files' THEN
    k := r.user_id::text || '/' || r.session_public_id;
  ELSE
    k := r.id::text;
  END IF;
  PERFORM pg_notify('hot_reads', TG_TABLE_NAME || ':' || k);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER onboarding_hot_reads AFTER INSERT OR UPDATE OR DELETE ON onboarding FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
--> statement-breakpoint
CREATE TRIGGER tutoring_sessions_hot_reads AFTER INSERT OR UPDATE OR DELETE ON tutoring_sessions FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
--> statement-breakpoint
CREATE TRIGGER session_messages_hot_reads AFTER INSERT OR UPDATE OR DELETE ON session_messages FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
--> statement-breakpoint
CREATE TRIGGER session_files_hot_reads AFTER INSERT OR UPDATE OR DELETE ON session_files FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
--> statement-breakpoint
CREATE TRIGGER auth_sessions_hot_reads AFTER INSERT OR UPDATE OR DELETE ON auth_sessions FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
