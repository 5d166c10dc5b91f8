CREATE TABLE "competency_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"competency_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"session_id" uuid,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"confidence" real,
	"time_spent_minutes" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competency_events" ADD CONSTRAINT "competency_events_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_analyses" ADD CONSTRAINT "session_analyses_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competency_events_user_idx" ON "competency_events" USING btree ("user_id","competency_id","at");--> statement-breakpoint
CREATE INDEX "competency_events_session_idx" ON "competency_events" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_analyses_session_idx" ON "session_analyses" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_analyses_due_idx" ON "session_analyses" USING btree ("run_at") WHERE "session_analyses"."status" in ('queued', 'running');