import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { SessionDetail, SessionSummary } from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";

export type SessionRow = typeof tutoringSessions.$inferSelect;

/** The columns a summary needs: lists read only these (not transcripts or completions). */
export const summaryColumns = {
  publicId: tutoringSessions.publicId,
  subjectId: tutoringSessions.subjectId,
  subjectName: tutoringSessions.subjectName,
  type: tutoringSessions.type,
  status: tutoringSessions.status,
  topic: tutoringSessions.topic,
  activeSeconds: tutoringSessions.activeSeconds,
  createdAt: tutoringSessions.createdAt,
  completedAt: tutoringSessions.completedAt,
  summary: tutoringSessions.summary,
};
export type SummaryRow = Pick<SessionRow, keyof typeof summaryColumns>;

/**
 * The session's measured minutes: the one computation behind the list, home and the analysis
 * (docs/decisions/038-honest-session-clock.md). Stored seconds only: no clock runs between stamps,
 * so an abandoned session's time stands still.
 */
export function sessionMinutes(row: Pick<SessionRow, "activeSeconds">): number {
  return Math.round(row.activeSeconds / 60);
}

export function toSummary(row: SummaryRow): SessionSummary {
  const subject = findSubject(row.subjectId);
  return {
    id: row.publicId,
    subjectId: row.subjectId,
    subjectName: subject?.name ?? row.subjectName,
    subject: subject ? { name: subject.name, emoji: subject.emoji } : null,
    type: row.type,
    status: row.status,
    topic: row.topic,
    durationMinutes: sessionMinutes(row),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    sessionSummary: row.summary,
  };
}

export function toDetail(
  row: SessionRow,
  transcript: SessionDetail["conversationTranscript"],
): SessionDetail {
  return { ...toSummary(row), duration: row.activeSeconds, conversationTranscript: transcript };
}
