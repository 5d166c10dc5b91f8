import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SessionAnalysis } from "#shared/contracts/analysis.ts";
import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import { createdAt, instant, ownedBy, uuidId } from "./columns.ts";
import { tutoringSessions } from "./sessions.ts";

/**
 * A session's analysis, which is also its durable job (docs/decisions/016-session-analysis.md):
 * queued → running → completed, or back to queued with a later run_at after a failed try, or
 * failed after the last one. A worker claims a due row with FOR UPDATE SKIP LOCKED and holds it
 * by a lease (lease_token, lease_until); the result is written only under that lease, so an
 * analysis is stored once even when several instances share the database. A row whose lease ran
 * out (its server died) is due again.
 */
export const sessionAnalyses = pgTable(
  "session_analyses",
  {
    id: uuidId(),
    sessionId: ownedBy("session_id", () => tutoringSessions.id),
    userId: uuid("user_id").notNull(),
    status: text("status").$type<"queued" | "running" | "completed" | "failed">().notNull(),
    /** Tries started so far (a claim counts one). */
    attempts: integer("attempts").notNull().default(0),
    runAt: instant("run_at").notNull().defaultNow(),
    leaseToken: uuid("lease_token"),
    leaseUntil: instant("lease_until"),
    /** Why the last try failed (for the log and, once failed, for the pupil, in German). */
    lastError: text("last_error"),
    result: jsonb("result").$type<SessionAnalysis>(),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (t) => [
    uniqueIndex("session_analyses_session_idx").on(t.sessionId),
    // The workers' claim: due rows by time.
    index("session_analyses_due_idx").on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * What happened to a pupil's competency, one row per event: an analysis's update (one per
 * competency and session, replaced when the session is analysed again) or the pupil's own
 * change through the progress API. A competency's progress is the fold of its events in the
 * order they happened (`at`).
 */
export const competencyEvents = pgTable(
  "competency_events",
  {
    id: uuidId(),
    userId: uuid("user_id").notNull(),
    competencyId: text("competency_id").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The session row the analysis was about; null for the pupil's own changes. */
    sessionId: uuid("session_id").references(() => tutoringSessions.id, { onDelete: "cascade" }),
    source: text("source").$type<"analysis" | "manual">().notNull(),
    status: text("status").$type<CompetencyStatus>().notNull(),
    /** 0–100, or null when the event says nothing about it. */
    confidence: real("confidence"),
    timeSpentMinutes: integer("time_spent_minutes").notNull().default(0),
    notes: text("notes"),
    evidence: jsonb("evidence").$type<string[]>().notNull().default([]),
    at: instant("at").notNull().defaultNow(),
  },
  (t) => [
    index("competency_events_user_idx").on(t.userId, t.competencyId, t.at),
    // A class overview's newest status per pupil and competency, read in this order without a sort.
    index("competency_events_latest_idx").on(
      t.userId,
      t.competencyId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("competency_events_session_idx").on(t.sessionId),
  ],
);
