import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SchoolType } from "#shared/domain/school.ts";
import { users } from "./auth.ts";
import { createdAt, instant, ownedBy, uuidId } from "./columns.ts";
import { tutoringSessions } from "./sessions.ts";

// Classes and teachers (issue 20, docs/decisions/053-classes-and-teachers.md). A class belongs to
// its teacher and goes with the teacher's account; its members and alerts go with the class. The
// pupils' own accounts never go with a class or a teacher.

export const classes = pgTable(
  "classes",
  {
    id: uuidId(),
    teacherId: ownedBy("teacher_id", () => users.id),
    name: text("name").notNull(),
    schoolType: text("school_type").$type<SchoolType>().notNull(),
    grade: integer("grade").notNull(),
    /** 8 characters without 0/O/1/I/L; a renewed code replaces the old one, which stops working. */
    joinCode: text("join_code").notNull().unique(),
    /** Switched off, the code is kept (cards on the wall stay valid once it is on again). */
    joinCodeEnabled: boolean("join_code_enabled").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("classes_teacher_idx").on(t.teacherId)],
);

export const classMembers = pgTable(
  "class_members",
  {
    classId: ownedBy("class_id", () => classes.id),
    pupilId: ownedBy("pupil_id", () => users.id),
    joinedAt: instant("joined_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.pupilId] }), index("class_members_pupil_idx").on(t.pupilId)],
);

/**
 * "braucht vielleicht Unterstützung": a class member got the crisis card. Date and subject only,
 * never the message. The session link is dropped when the pupil deletes the session; the alert
 * stays for the teacher until the pupil leaves the class or the account goes.
 */
export const helpAlerts = pgTable(
  "help_alerts",
  {
    id: uuidId(),
    classId: ownedBy("class_id", () => classes.id),
    pupilId: ownedBy("pupil_id", () => users.id),
    sessionId: uuid("session_id").references(() => tutoringSessions.id, { onDelete: "set null" }),
    /** A catalogue subject id, or null for a session without one. */
    subjectId: text("subject_id"),
    createdAt: createdAt(),
    seenAt: instant("seen_at"),
  },
  (t) => [
    index("help_alerts_class_idx").on(t.classId, t.createdAt),
    index("help_alerts_pupil_idx").on(t.pupilId),
    // At most one alert per class and session, however often the card is shown in it (a
    // deleted session's alerts keep a null session_id, which never clashes).
    uniqueIndex("help_alerts_class_session_idx").on(t.classId, t.sessionId),
  ],
);
