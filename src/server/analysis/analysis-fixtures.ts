import type { AnalysisInput, AnalysisTurn } from "./analysis-input.ts";

// Test helpers: a transcript from [pupil, tutor] pairs and an input around it.

/** Turns from [pupil, tutor reply] pairs; an opening tutor turn first when `opening` is given. */
export function conversation(
  pairs: readonly (readonly [string, string])[],
  opening?: string,
): AnalysisTurn[] {
  const at = (i: number) => new Date(Date.parse("2025-03-03T14:00:00Z") + i * 30_000).toISOString();
  const turns: AnalysisTurn[] = opening ? [{ role: "assistant", text: opening, at: at(0) }] : [];
  for (const [pupil, tutor] of pairs) {
    turns.push({ role: "user", text: pupil, at: at(turns.length) });
    if (tutor) turns.push({ role: "assistant", text: tutor, at: at(turns.length) });
  }
  return turns;
}

export function analysisInput(
  turns: readonly AnalysisTurn[],
  extra: Partial<AnalysisInput> = {},
): AnalysisInput {
  return {
    subjectId: "mathematik",
    subjectName: "Mathematik",
    topic: null,
    sessionType: "CHAT",
    turns,
    durationSeconds: 20 * 60,
    pupil: { schoolType: "SECONDARY", grade: 2, learningProfile: null },
    competencyStatus: {},
    now: new Date("2025-03-03T14:30:00Z"),
    ...extra,
  };
}

export const ENGAGED_MATH = conversation(
  [
    [
      "Ich mache den Nenner gleich: 2/4 + 1/4 = 3/4",
      "Richtig, super gemacht! Nächste Aufgabe: Was ist 2/3 + 1/6?",
    ],
    [
      "Warum muss ich eigentlich den Nenner gleich machen?",
      "Gute Frage! Nur gleich grosse Teile kann man zusammenzählen. Was gibt also 2/3 + 1/6?",
    ],
    ["4/6 + 1/6 sind 5/6", "Genau, das stimmt! Was ist 3/5 + 1/10?"],
    ["Das gibt 7/10, weil 3/5 gleich 6/10 ist", "Stark, das ist richtig! Was ist 1/3 + 1/4?"],
    [
      "Wie finde ich bei 1/3 + 1/4 den gemeinsamen Nenner?",
      "Suche eine Zahl, die durch 3 und durch 4 teilbar ist.",
    ],
    ["Zwölf, also 4/12 + 3/12 = 7/12", "Sehr gut, das stimmt! Und 5/6 - 1/3?"],
    ["5/6 - 2/6 = 3/6 = 1/2", "Richtig, super gemacht!"],
  ],
  "Gut, wir üben Brüche.\n\nWas ist 1/2 + 1/4?",
);

export const PASSIVE_MATH = conversation(
  [
    ["keine Ahnung", "Kein Problem, hier ist ein Tipp: Mach zuerst die Nenner gleich."],
    [
      "sag mir die Lösung",
      "Die Lösung verrate ich dir noch nicht – du schaffst das! Ein kleiner Tipp: Erweitere 1/2 auf Viertel.",
    ],
    ["ok", "Was gibt also 2/4 + 1/4?"],
    ["weiss nicht", "Kein Problem, hier ist ein Tipp: Zähle die Viertel zusammen."],
    ["Lösung", "Die Lösung verrate ich dir noch nicht – du schaffst das!"],
  ],
  "Gut, wir üben Brüche.\n\nWas ist 1/2 + 1/4?",
);
