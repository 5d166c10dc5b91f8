import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

// The catalogue itself is static (src/shared/domain/subjects.ts); only a pupil's enrolments are
// stored. subject_id is a catalogue id, checked by the service.
export const subjectEnrolments = pgTable(
  "subject_enrolments",
  {
    userId: uuid("user_id").notNull(),
    subjectId: text("subject_id").notNull(),
    enrolledAt: instant("enrolled_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
