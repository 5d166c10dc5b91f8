import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant, ownedBy, uuidId } from "./columns.ts";

// A tutoring session. `public_id` is the id the browser uses (from the URL or generated); it is
// unique per pupil only, so one pupil can never reach another's session by guessing an id.
// Durations are measured by the server from activity stamps (docs/decisions/038-honest-session-clock.md):
// `active_seconds` adds up the gaps between the pupil's stamps that are no longer than the idle
// limit, counted only while ACTIVE; `last_active_at` is the newest stamp.
export const tutoringSessions = pgTable(
  "tutoring_sessions",
  {
    id: uuidId(),
    userId: uuid("user_id").notNull(),
    publicId: text("public_id").notNull(),
    subjectId: text("subject_id"),
    subjectName: text("subject_name"),
    type: text("type").$type<"CHAT" | "VOICE">().notNull(),
    status: text("status").$type<"ACTIVE" | "PAUSED" | "COMPLETED">().notNull(),
    topic: text("topic"),
    lastActiveAt: instant("last_active_at"),
    activeSeconds: integer("active_seconds").notNull().default(0),
    summary: text("summary"),
    transcript: jsonb("transcript").$type<Array<{ type: string; text: string; timestamp: string }>>(),
    completion: jsonb("completion").$type<Record<string, unknown>>(),
    preparation: jsonb("preparation").$type<Record<string, unknown>>(),
    safetyEvents: jsonb("safety_events").$type<Array<Record<string, unknown>>>().notNull().default([]),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (t) => [
    uniqueIndex("tutoring_sessions_user_public_idx").on(t.userId, t.publicId),
    index("tutoring_sessions_user_created_idx").on(t.userId, t.createdAt),
    // A class overview's "last activity": each pupil's newest stamp from the top of the index.
    index("tutoring_sessions_user_last_active_idx").on(t.userId, t.lastActiveAt),
    // The auto-end sweep looks for open sessions by their newest stamp.
    index("tutoring_sessions_open_last_active_idx").on(t.lastActiveAt).where(sql`${t.status} <> 'COMPLETED'`),
  ],
);

/** One row per turn, written as it happens: nothing is lost if a browser or server dies. */
export const sessionMessages = pgTable(
  "session_messages",
  {
    id: uuidId(),
    sessionId: ownedBy("session_id", () => tutoringSessions.id),
    role: text("role").$type<"user" | "assistant">().notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("session_messages_session_idx").on(t.sessionId, t.createdAt)],
);
