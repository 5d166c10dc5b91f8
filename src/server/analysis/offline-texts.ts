import type { CompetencyUpdate, Independence } from "#shared/contracts/analysis.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import { checkedAnswers, checkedAnswersDone } from "./checked-answers.ts";
import { sessionMinutes } from "./competency-common.ts";
import { HIGH_INDEPENDENCE, independenceInsight, independenceNextStep } from "./independence.ts";
import type { TranscriptSignals } from "./transcript-signals.ts";

// The offline producer's texts, in Swiss Standard German (ss, never ß), addressed with "du",
// kind and concrete. Every number in them is a count from transcript-signals.ts.
// - summary (1–3 sentences): what the session was about (the subject and the labels of the
//   matched topics, never the pupil's own words), what was done (messages, checked answers,
//   own questions, answers in the interview), and the hints used.
// - insights (2–5): the independence insight (always), the checked answers, own questions
//   (unless the independence insight named them already), the interview note (no right or
//   wrong; judged by length and examples), and the time taken when there is little else.
//   A crisis session never comes here: it is not graded (care-analysis.ts).
// - nextSteps (2–4): from independence, from the right/wrong balance, from the competencies'
//   new status, and an invitation to ask when the pupil asked nothing.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} und ${items[items.length - 1]}`;
}

const sentence = ({ subject, verb, result }: { subject: string; verb: string; result: string }) =>
  `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} ${result}`;

export function offlineSummary(
  input: AnalysisInput,
  signals: TranscriptSignals,
  labels: readonly string[],
): string {
  const subject = input.subjectName?.trim();
  const topics = labels.slice(0, 3);
  const about =
    topics.length > 0
      ? `In dieser Session${subject ? ` in ${subject}` : ""} ging es um ${list(topics)}.`
      : `In dieser Session hast du${subject ? ` in ${subject}` : ""} mit dem Tutor gelernt.`;

  const done: string[] = [plural(signals.messages, "Nachricht", "Nachrichten")];
  if (signals.interview) {
    if (signals.ownAttempts > 0)
      done.push(`${plural(signals.ownAttempts, "Frage", "Fragen")} im Gespräch beantwortet`);
  } else {
    const checked = signals.right + signals.wrong;
    if (checked > 0) done.push(checkedAnswersDone(signals.right, checked));
  }
  if (signals.ownQuestions > 0)
    done.push(`${plural(signals.ownQuestions, "eigene Frage", "eigene Fragen")} gestellt`);
  if (signals.fileMessages > 0) done.push(`${plural(signals.fileMessages, "Datei", "Dateien")} geteilt`);
  const [messages, ...rest] = done;
  const did = rest.length
    ? `Du hast ${messages} geschrieben und dabei ${list(rest)}.`
    : `Du hast ${messages} geschrieben.`;

  const help =
    signals.hintsUsed > 0 ? ` Dabei hast du ${plural(signals.hintsUsed, "Tipp", "Tipps")} genutzt.` : "";
  return `${about} ${did}${help}`;
}

export function offlineInsights(
  input: AnalysisInput,
  signals: TranscriptSignals,
  independence: Independence,
): string[] {
  const insights = [independenceInsight(independence, signals.interview)];
  const checked = signals.right + signals.wrong;
  if (signals.interview) {
    insights.push(
      "Im Bewerbungsgespräch gibt es kein Richtig oder Falsch. Diese Auswertung achtet darauf, wie ausführlich du geantwortet und ob du Beispiele genannt hast.",
    );
    if (signals.examples > 0) {
      insights.push(
        `Du hast ${plural(signals.examples, "Antwort", "Antworten")} mit einem konkreten Beispiel belegt – das macht dich glaubwürdig.`,
      );
    }
  } else if (checked > 0) {
    insights.push(
      signals.right >= signals.wrong
        ? `${sentence(checkedAnswers(signals.right, checked))} – du bist auf einem guten Weg.`
        : "Einige Antworten haben noch nicht gestimmt. Das gehört zum Üben: Jeder Fehler zeigt dir, wo du genauer hinschauen kannst.",
    );
    if (signals.persistedAfterWrong > 0) {
      insights.push("Nach einem Fehler hast du weitergemacht und es nochmals versucht – genau so lernt man.");
    }
  }
  insights.push(...questionInsight(signals, independence));
  if (insights.length < 2) {
    const minutes = sessionMinutes(input);
    insights.push(
      minutes > 0
        ? `Du hast dir ${plural(minutes, "Minute", "Minuten")} Zeit fürs Lernen genommen – dranbleiben lohnt sich.`
        : "Schön, dass du gelernt hast – jede Session bringt dich ein Stück weiter.",
    );
  }
  return insights.slice(0, 5);
}

/** About own questions, unless the independence insight already counted them. */
function questionInsight(signals: TranscriptSignals, independence: Independence): string[] {
  if (signals.ownQuestions === 0) {
    return [
      "Du kannst dem Tutor jederzeit Fragen stellen, auch «Warum ist das so?» – das hilft beim Verstehen.",
    ];
  }
  if (independence.score < HIGH_INDEPENDENCE) {
    return [
      `Du hast ${plural(signals.ownQuestions, "eigene Frage", "eigene Fragen")} gestellt – wer fragt, versteht mehr.`,
    ];
  }
  return signals.whyQuestions > 0
    ? [
        "Deine Warum-Fragen zeigen Neugier – so verstehst du Zusammenhänge, statt nur Regeln auswendig zu lernen.",
      ]
    : [];
}

export function offlineNextSteps(
  signals: TranscriptSignals,
  independence: Independence,
  updates: readonly CompetencyUpdate[],
  labels: readonly string[],
): string[] {
  const steps = [independenceNextStep(independence, signals.interview)];
  const topic = labels[0];
  if (signals.interview) {
    steps.push(
      signals.examples === 0
        ? "Überlege dir zwei konkrete Beispiele aus Schule, Verein oder Schnupperlehre, die zeigen, was du kannst."
        : signals.ownQuestions === 0
          ? "Bereite eine eigene Frage an den Betrieb vor, zum Beispiel: «Wie sieht ein typischer Tag in der Lehre aus?»"
          : "Übe deine Antworten einmal laut mit jemandem aus deiner Familie – so wirst du im echten Gespräch sicherer.",
    );
  } else if (signals.wrong > signals.right) {
    steps.push(
      `Übe ${topic ? `«${topic}»` : "das Thema"} noch einmal mit ein, zwei einfacheren Aufgaben und erkläre dir dabei jeden Schritt.`,
    );
  } else if (signals.right > 0) {
    steps.push(`Wiederhole ${topic ? `«${topic}»` : "das Gelernte"} in ein paar Tagen kurz, damit es sitzt.`);
  }
  const update = updates[0];
  if (update?.newStatus === "mastered" && update.previousStatus !== "mastered") {
    steps.push("Such dir ein neues Thema aus – dieses hast du gemeistert.");
  } else if (update && update.newStatus === "in_progress") {
    steps.push(
      "Bleib an diesem Thema dran: Nach einer weiteren starken Session kann es als gemeistert gelten.",
    );
  }
  if (signals.ownQuestions === 0) {
    steps.push("Stell nächstes Mal mindestens eine eigene Frage, zum Beispiel «Warum funktioniert das so?».");
  }
  if (steps.length < 2) {
    steps.push("Plane bald die nächste Session – kurze, regelmässige Übungen bringen am meisten.");
  }
  return [...new Set(steps)].slice(0, 4);
}
