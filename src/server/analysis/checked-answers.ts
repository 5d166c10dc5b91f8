// How many checked answers were right, in German that reads correctly for one answer and for
// many: "1 von 1 geprüften Antworten" (or "Antwort") is wrong, so a single answer is named on
// its own ("deine geprüfte Antwort war richtig").

/** The parts of "<subject> <verb> <result>", so each text can place the verb where German wants it. */
export type CheckedAnswers = { subject: string; verb: "war" | "waren"; result: string };

export function checkedAnswers(right: number, checked: number): CheckedAnswers {
  if (checked === 1) {
    return {
      subject: "deine geprüfte Antwort",
      verb: "war",
      result: right === 1 ? "richtig" : "noch nicht richtig",
    };
  }
  return {
    subject: `${right} von ${checked} geprüften Antworten`,
    verb: right === 1 ? "war" : "waren",
    result: "richtig",
  };
}

/** For a list of what the pupil did: "1 Antwort prüfen lassen (sie war richtig)", "4 Antworten prüfen lassen (3 davon richtig)". */
export function checkedAnswersDone(right: number, checked: number): string {
  if (checked === 1) return `1 Antwort prüfen lassen (sie war ${checkedAnswers(right, 1).result})`;
  return `${checked} Antworten prüfen lassen (${right} davon richtig)`;
}
