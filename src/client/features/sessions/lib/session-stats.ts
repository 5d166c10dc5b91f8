import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { wholeMinutes } from "#shared/format/duration.ts";
import { sessionSubjectName } from "./session-display.ts";

export type SessionStats = {
  /** 'Sessions gemacht': every session in the list. */
  sessions: number;
  /** 'Minuten gelernt': the sum of durationMinutes, rounded. */
  minutes: number;
  /** 'Fächer probiert': distinct subject names; sessions without one do not count. */
  subjects: number;
};

export function sessionStats(
  sessions: readonly Pick<SessionSummary, "durationMinutes" | "subject" | "subjectName" | "subjectId">[],
): SessionStats {
  const minutes = sessions.reduce(
    (sum, s) => sum + (Number.isFinite(s.durationMinutes) ? Math.max(0, s.durationMinutes) : 0),
    0,
  );
  const names = new Set(sessions.map(sessionSubjectName).filter((name) => name !== null));
  return { sessions: sessions.length, minutes: wholeMinutes(minutes), subjects: names.size };
}
