import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The catalogue itself is static (src/shared/domain/subjects.ts); only a pupil's enrolments are
// stored. subject_id is a catalogue id, checked by the service.
export const subjectEnrolments = pgTable(
  "subject_enrolments",
  {
    userId: uuid("user_id").notNull(),
    subjectId: text("subject_id").notNull(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
