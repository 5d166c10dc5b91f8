ALTER TABLE "tutoring_sessions" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
-- An open session's newest stamp becomes where its running stretch began (a paused one: its
-- creation), so the next stamp counts only what the old clock would have counted within the idle
-- limit (docs/decisions/038-honest-session-clock.md).
UPDATE "tutoring_sessions" SET "last_active_at" = coalesce("active_since", "created_at") WHERE "status" <> 'COMPLETED';--> statement-breakpoint
CREATE INDEX "tutoring_sessions_open_last_active_idx" ON "tutoring_sessions" USING btree ("last_active_at") WHERE "tutoring_sessions"."status" <> 'COMPLETED';--> statement-breakpoint
ALTER TABLE "tutoring_sessions" DROP COLUMN "active_since";
