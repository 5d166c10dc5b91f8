import type { Independence } from "#shared/contracts/analysis.ts";
import type { TranscriptSignals } from "./transcript-signals.ts";

// Independence: how much of the work the pupil did themself (decision 016). Counted from the
// transcript (transcript-signals.ts), by both producers alike: a model's opinion of it is not
// asked for. Own work = own attempts + own questions (a solution typed back right after asking
// for it is no own attempt, transcript-signals.ts); a hint request weighs half an answer
// request, because asking for a hint is a good step, just not a fully independent one:
//   score = own / (own + answerRequests + 0.5 · hintRequests), and 0 without any own work
//   (a session of «ok» and «hmm» showed nothing done alone; issue 16).
// The pupil reads the result as one insight, always kind: praise when high, an encouraging
// "next time" when low, never a reproach.

export const HIGH_INDEPENDENCE = 0.75;
export const LOW_INDEPENDENCE = 0.4;

export function independenceOf(signals: TranscriptSignals): Independence {
  const { ownAttempts, ownQuestions, hintRequests, answerRequests } = signals;
  const own = ownAttempts + ownQuestions;
  const weighed = own + answerRequests + 0.5 * hintRequests;
  const score = own === 0 ? 0 : own / weighed;
  return { score: round2(score), ownAttempts, ownQuestions, hintRequests, answerRequests };
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One kind sentence about the pupil's own work, for the insights. */
export function independenceInsight(independence: Independence, interview: boolean): string {
  const { score, ownAttempts, ownQuestions, hintRequests, answerRequests } = independence;
  if (ownAttempts + ownQuestions + hintRequests + answerRequests === 0) {
    return interview
      ? "Im nächsten Übungsgespräch kannst du ausführlich antworten – jede eigene Antwort ist ein Schritt zur Lehrstelle."
      : // True whether the tutor posed no task or the pupil only wrote «ok»: an invitation, no reproach.
        "Nächstes Mal: Lass dir eine Aufgabe geben und schreib deine eigene Idee dazu – auch eine halbe Antwort zählt, der Tutor hilft dir weiter.";
  }
  if (score >= HIGH_INDEPENDENCE) {
    const parts = [
      ownAttempts
        ? interview
          ? `${plural(ownAttempts, "Frage", "Fragen")} im Gespräch selbst beantwortet`
          : `${plural(ownAttempts, "Antwort", "Antworten")} selbst erarbeitet`
        : "",
      ownQuestions ? `${plural(ownQuestions, "eigene Frage", "eigene Fragen")} gestellt` : "",
    ].filter(Boolean);
    return `Du hast ${parts.join(" und ")} – stark${interview ? "!" : ", so lernst du am meisten!"}`;
  }
  if (interview) {
    return "Nächstes Mal: Antworte zuerst mit deinen eigenen Worten – auch eine kurze Antwort ist ein guter Anfang.";
  }
  if (score >= LOW_INDEPENDENCE) {
    return `Du hast ${plural(ownAttempts + ownQuestions, "Mal", "Mal")} selbst probiert oder gefragt – gut so! Wenn du feststeckst, hilft dir ein Tipp oft weiter als die fertige Lösung.`;
  }
  return "Nächstes Mal: Probier zuerst selbst, ein Tipp hilft dir weiter als die fertige Lösung. Jeder eigene Versuch zählt – auch einer, der noch nicht stimmt.";
}

/** The next step the independence suggests. */
export function independenceNextStep(independence: Independence, interview: boolean): string {
  if (interview) {
    return independence.score >= HIGH_INDEPENDENCE
      ? "Übe als Nächstes schwierigere Fragen, zum Beispiel nach deinen Schwächen oder nach einem Konflikt im Team."
      : "Schreib dir vor dem nächsten Gespräch zu drei typischen Fragen je zwei Stichworte auf und antworte dann frei.";
  }
  if (independence.score >= HIGH_INDEPENDENCE && independence.ownAttempts > 0) {
    return "Nimm dir als Nächstes eine etwas schwierigere Aufgabe vor – du bist bereit dafür.";
  }
  if (independence.score < LOW_INDEPENDENCE) {
    return "Schreib bei der nächsten Aufgabe zuerst deinen eigenen Ansatz auf, auch wenn du unsicher bist. Frag nach einem Tipp, bevor du nach der Lösung fragst.";
  }
  return "Wenn du feststeckst, frag nach einem Tipp statt nach der Lösung – so bleibt der Lösungsweg deiner.";
}
