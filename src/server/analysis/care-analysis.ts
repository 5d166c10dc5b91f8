import { HELP_CARD } from "#server/ai/safety/crisis-replies.ts";
import type { CareAnalysis } from "#shared/contracts/analysis.ts";

// A crisis session is not graded (docs/decisions/016-session-analysis.md, crisis sessions).
// A session is a crisis session when the chat (or the voice agent) answered at least one of the
// pupil's messages with the crisis help and recorded it in the session's safetyEvents
// (sessions.recordSafetyEvent): any entry counts, whatever its kind or further fields.
//
// Such a session gets no scores, no independence figure, no next steps and no competency
// updates (so no competency events and no change to the pupil's progress), and its transcript
// is never sent to a model: the server writes this fixed, caring result itself, for every
// producer and on every reanalysis. None of its words come from the session, so nothing the
// pupil wrote about the crisis can appear in it. Swiss Standard German (ss, never ß), plain
// words a 12-year-old understands.

/** Whether the session had a crisis answer (any entry in its safetyEvents). */
export function isCrisisSession(row: { safetyEvents: readonly unknown[] | null | undefined }): boolean {
  return Array.isArray(row.safetyEvents) && row.safetyEvents.length > 0;
}

export const CARE_SUMMARY =
  "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.";

export const CARE_MESSAGE =
  "Danke, dass du darüber geschrieben hast – das braucht Mut. Du musst damit nicht allein bleiben. Es gibt Menschen, die dir zuhören und dir helfen.";

/** The chat's own help card (crisis-replies.ts): one text for Pro Juventute 147 everywhere. */
export const CARE_HELP_CARD: CareAnalysis["care"]["helpCard"] = { ...HELP_CARD, lines: [...HELP_CARD.lines] };

export const CARE_OTHER_HELP = [
  "Sprich mit einer erwachsenen Person, der du vertraust – zum Beispiel mit einer Lehrerin, einem Lehrer, der Schulsozialarbeit oder jemandem aus deiner Familie.",
  "Du kannst dich auch später melden: Die 147 ist jeden Tag und jede Nacht für dich da.",
];

/** The ungraded result of a crisis session, made at `now`. */
export function careAnalysis(now: Date): CareAnalysis {
  return {
    timestamp: now.toISOString(),
    sessionQuality: null,
    competencyUpdates: [],
    nextSteps: [],
    insights: [],
    learningProfile: {},
    summary: CARE_SUMMARY,
    independence: null,
    producer: "offline",
    care: {
      reason: "crisis",
      message: CARE_MESSAGE,
      helpCard: { ...CARE_HELP_CARD, lines: [...CARE_HELP_CARD.lines] },
      otherHelp: [...CARE_OTHER_HELP],
    },
  };
}
