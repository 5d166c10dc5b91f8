import type { Independence } from "#shared/contracts/analysis.ts";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { formatDate, formatTime } from "#shared/format/dates.ts";

// How the analysis screen writes numbers, times and names (docs/product.md §2.11 and §5.7).

/** docs/product.md §2.11: the analysis names a session without a subject 'Allgemeine Session'. */
export function subjectNameOf(session: Pick<SessionDetail, "subject" | "subjectName">): string {
  const name = session.subject?.name ?? session.subjectName;
  return name?.trim() || "Allgemeine Session";
}

// A no-break space keeps "72 %" together on a narrow screen.
/** A 0–1 score as "72 %". */
export function formatPercent(unit: number): string {
  return formatWholePercent(unit * 100);
}

/** A 0–100 value as "72 %". */
export function formatWholePercent(percent: number): string {
  const value = Number.isFinite(percent) ? Math.round(percent) : 0;
  return `${value}\u00a0%`;
}

/** "20.11.2026, 09:17" in the pupil's time zone; "" when unreadable. */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = formatDate(value, timeZone);
  return date ? `${date}, ${formatTime(value, timeZone)}` : "";
}

/**
 * The independence meter (our addition, decision 016), worded kindly. Null when the session gave
 * nothing to count (no attempts, questions or requests): then 0.5 says nothing about the pupil.
 */
export function independenceNote(independence: Independence | undefined): string | null {
  if (!independence) return null;
  const { score, ownAttempts, ownQuestions, hintRequests, answerRequests } = independence;
  if (ownAttempts + ownQuestions + hintRequests + answerRequests === 0) return null;
  if (score >= 0.7) return "Du hast viel selbst ausprobiert und nachgefragt – stark!";
  if (score >= 0.4)
    return "Du hast einiges selbst versucht. Probier beim nächsten Mal noch öfter zuerst selbst.";
  return "Nächstes Mal lohnt es sich, zuerst selbst einen Versuch zu wagen – dein Tutor hilft dir dann weiter.";
}
