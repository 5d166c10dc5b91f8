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
  activeSince: tutoringSessions.activeSince,
  activeSeconds: tutoringSessions.activeSeconds,
  createdAt: tutoringSessions.createdAt,
  completedAt: tutoringSessions.completedAt,
  summary: tutoringSessions.summary,
};
export type SummaryRow = Pick<SessionRow, keyof typeof summaryColumns>;
type ClockRow = Pick<SessionRow, "activeSince" | "activeSeconds">;

/** Seconds the session's clock has run: the stored total plus the running stretch. */
export function elapsedSeconds(row: ClockRow, now: Date): number {
  const running = row.activeSince
    ? Math.max(0, Math.floor((now.getTime() - row.activeSince.getTime()) / 1000))
    : 0;
  return row.activeSeconds + running;
}

/**
 * When the first running session's rounded minutes (durationMinutes) next change, as epoch
 * milliseconds; Infinity when no clock runs. Math.round(seconds / 60) steps up at 60k + 30.
 */
export function nextDurationChange(rows: ClockRow[], now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (!row.activeSince) continue;
    const step = 60 * Math.round(elapsedSeconds(row, now) / 60) + 30;
    next = Math.min(next, row.activeSince.getTime() + (step - row.activeSeconds) * 1000);
  }
  return next;
}

export function toSummary(row: SummaryRow, now: Date): SessionSummary {
  const subject = findSubject(row.subjectId);
  return {
    id: row.publicId,
    subjectId: row.subjectId,
    subjectName: subject?.name ?? row.subjectName,
    subject: subject ? { name: subject.name, emoji: subject.emoji } : null,
    type: row.type,
    status: row.status,
    topic: row.topic,
    durationMinutes: Math.round(elapsedSeconds(row, now) / 60),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    sessionSummary: row.summary,
  };
}

export function toDetail(
  row: SessionRow,
  now: Date,
  transcript: SessionDetail["conversationTranscript"],
): SessionDetail {
  return { ...toSummary(row, now), duration: elapsedSeconds(row, now), conversationTranscript: transcript };
}
