CREATE TABLE "session_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"public_id" text NOT NULL,
	"subject_id" text,
	"subject_name" text,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"topic" text,
	"active_since" timestamp with time zone,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"transcript" jsonb,
	"completion" jsonb,
	"preparation" jsonb,
	"safety_events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session_messages" ADD CONSTRAINT "session_messages_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_messages_session_idx" ON "session_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutoring_sessions_user_public_idx" ON "tutoring_sessions" USING btree ("user_id","public_id");--> statement-breakpoint
CREATE INDEX "tutoring_sessions_user_created_idx" ON "tutoring_sessions" USING btree ("user_id","created_at");