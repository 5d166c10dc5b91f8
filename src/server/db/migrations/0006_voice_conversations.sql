CREATE TABLE "voice_conversations" (
	"user_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"conversation_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	CONSTRAINT "voice_conversations_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE INDEX "voice_conversations_instance_idx" ON "voice_conversations" USING btree ("instance_id");