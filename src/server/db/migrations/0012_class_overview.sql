CREATE INDEX "competency_events_latest_idx" ON "competency_events" USING btree ("user_id","competency_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "help_alerts_class_session_idx" ON "help_alerts" USING btree ("class_id","session_id");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_user_last_active_idx" ON "tutoring_sessions" USING btree ("user_id","last_active_at");--> statement-breakpoint
-- Hot reads (docs/decisions/031-hot-reads.md, 054-class-overview-and-alerts.md): a write to
-- competency_events notes "competency_events:<user_id>", so the class overview's cache of each
-- pupil's newest statuses drops that pupil whoever wrote. The function is 0008's with that branch.
CREATE OR REPLACE FUNCTION hot_reads_note() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  k text;
BEGIN
  IF coalesce(current_setting('lernfunke.hot_reads', true), '') <> 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'onboarding' OR TG_TABLE_NAME = 'competency_events' THEN
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
CREATE TRIGGER competency_events_hot_reads AFTER INSERT OR UPDATE OR DELETE ON competency_events FOR EACH ROW EXECUTE FUNCTION hot_reads_note();
