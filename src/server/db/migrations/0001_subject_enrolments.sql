CREATE TABLE "subject_enrolments" (
	"user_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_enrolments_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
