import type { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { SessionDetail, SessionSummary } from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";

export type SessionRow = typeof tutoringSessions.$inferSelect;

/** Seconds the session's clock has run: the stored total plus the running stretch. */
export function elapsedSeconds(row: SessionRow, now: Date): number {
  const running = row.activeSince
    ? Math.max(0, Math.floor((now.getTime() - row.activeSince.getTime()) / 1000))
    : 0;
  return row.activeSeconds + running;
}

export function toSummary(row: SessionRow, now: Date): SessionSummary {
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
