// The shared exercise loop for Mathematik, Physik, Informatik and the concept subjects:
// pick a topic, pose an exercise, check proposals, give hints that get more concrete with each
// wrong attempt, and show the worked solution only after several honest attempts.
import type { TutorContext } from "./context.ts";
import type { CoreTopic } from "./core-topics.ts";
import { findValues } from "./parse-number.ts";
import { classifyPupilIntent } from "./pupil-intent.ts";
import { hasKeyword, lastKeywordIndex, normalise, pick } from "./text.ts";

export type CheckResult =
  | { kind: "correct"; note?: string }
  | { kind: "step"; text: string }
  /** A wrong proposal: the specific feedback, followed by the next hint unless `hint` is false. */
  | { kind: "wrong"; text?: string; hint?: false }
  | { kind: "none" };

export type Exercise = {
  prompt: string;
  /** Escalating hints; the first is also the guiding question for a task the pupil brought. */
  hints: readonly [string, ...string[]];
  /** The worked solution, step by step. */
  solution: string;
  check(input: string): CheckResult;
  /** The topic label this exercise belongs to, so «weiter» continues with similar ones. */
  topic?: string;
  /**
   * The answer the pupil gave in the same message as their own task ("Was ist 12 mal 7? Ich
   * denke 84"): it is checked at once, never praised unchecked (docs/decisions/010-ai-layer-offline-tutor-and-safety.md).
   */
  statedAnswer?: string;
};

export type Topic = {
  label: string;
  keywords: readonly string[];
  exercise(ctx: TutorContext, index: number): Exercise;
  /**
   * A short explanation with one example, for a pupil who asks about the topic ("Warum …?");
   * a first exercise then checks the understanding (issue 17, «Explain, then practise»).
   */
  explanation?: string;
  /** Lehrplan 21 codes the topic serves (src/server/ai/offline/core-topics.ts). */
  lp21?: readonly string[];
};

/** The topics that explain themselves, as the core-topic list shows them (core-topics.ts). */
export function explainedTopics(topics: readonly Topic[]): CoreTopic[] {
  return topics.flatMap((t) =>
    t.explanation ? [{ label: t.label, lp21: t.lp21 ?? [], explanation: t.explanation }] : [],
  );
}

export type PracticeDefinition = {
  subjectName: string;
  greeting(ctx: TutorContext): string;
  topics: readonly [Topic, ...Topic[]];
  /** What the tutor can do here, for "not understood" and "was kannst du". */
  capabilities: string;
  /** A task the pupil brings ("Was ist 3/4 + 1/8?"), or null. */
  parseTask?(input: string, ctx: TutorContext): Exercise | null;
  /** Said once with the first feedback, e.g. that answers are only checked by keywords. */
  checkNote?: string;
  /**
   * Looked at before the open exercise: a claim or question the subject answers on its own (a
   * science statement check, subjects/statement-check.ts). `thenTopic` starts that topic's
   * exercise after the reply; with an exercise open, the pupil is led back to it instead.
   */
  interject?(input: string, open: Exercise | null): { reply: string; thenTopic?: string } | null;
};

export type SubjectSession = {
  greeting(): string;
  capabilities: string;
  /** The reply, or null when the input was not understood. */
  respond(input: string): string | null;
};

/** A practice session that also tells which exercise is open, for a subject that wraps it. */
export type PracticeSession = SubjectSession & {
  /** The exercise posed and not yet solved, or null. */
  openExercise(): Exercise | null;
};

export const SOLUTION_AFTER_ATTEMPTS = 3;

const SOLUTION_REQUEST = [
  "losung",
  "loesung",
  "sag mir",
  "sags mir",
  "sag es mir",
  "verrat",
  "resultat",
  "ergebnis",
  "zeig mir",
  "rechne es vor",
  "rechne vor",
  "was ist die antwort",
  "die antwort",
];
const HINT_REQUEST = [
  "tipp",
  "hinweis",
  "hilfe",
  "hilf",
  "weiss nicht",
  "keine ahnung",
  "versteh",
  "ich komme nicht",
];
const NEXT_REQUEST = [
  "weiter",
  "nachste",
  "naechste",
  "andere aufgabe",
  "neue aufgabe",
  "noch eine",
  "uberspring",
];
const YES = ["ja ", "jep ", "gern", "los ", "ok ", "okay ", "klar ", "start", "beginn", "fang an", "aufgabe"];

// Mid-exercise, a new task of the pupil's own needs a cue; otherwise "4/12" would be read as a task.
const NEW_TASK_CUE =
  /\b(was ist|was gibt|wie ?viel|rechne|berechne|löse|loese|hilf mir|aufgabe)\b|%\s*von|prozent von/i;

const PRAISE = [
  "Richtig, super gemacht!",
  "Genau, das stimmt!",
  "Stark, das ist richtig!",
  "Sehr gut, das stimmt!",
] as const;

export function createPracticeSession(def: PracticeDefinition, ctx: TutorContext): PracticeSession {
  let topic: Topic | null = null;
  let exercise: Exercise | null = null;
  let attempts = 0;
  let hintLevel = 0;
  let solved = 0;
  let posed = 0;
  let noteShown = false;
  // The task solved just before: a pupil who writes its result once more in another form
  // ("1 3/20" after "23/20") answers that task, not the next one, and must not hear "stimmt nicht".
  let lastSolved: Exercise | null = null;
  const counters = new Map<Topic, number>();
  const offered = def.topics.find((t) => ctx.topic && hasKeyword(ctx.topic, t.keywords)) ?? null;

  function nextHint(): string {
    if (!exercise) return "";
    const hint = exercise.hints[Math.min(hintLevel, exercise.hints.length - 1)] ?? exercise.hints[0];
    hintLevel++;
    return hint;
  }

  function start(next: Exercise, lead: string): string {
    exercise = next;
    attempts = 0;
    hintLevel = 0;
    posed++;
    return `${lead}${next.prompt}`;
  }

  function startTopic(t: Topic, lead: string): string {
    topic = t;
    let index = counters.get(t) ?? 0;
    let next = t.exercise(ctx, index);
    // Do not pose the task again that the pupil just solved.
    if (exercise && next.prompt === exercise.prompt) next = t.exercise(ctx, ++index);
    counters.set(t, index + 1);
    return start(next, lead);
  }

  function withNote(text: string): string {
    if (!def.checkNote || noteShown) return text;
    noteShown = true;
    return `${text}\n\n_${def.checkNote}_`;
  }

  function findTopic(input: string): Topic | null {
    let best: Topic | null = null;
    let bestAt = -1;
    for (const t of def.topics) {
      const at = lastKeywordIndex(input, t.keywords);
      if (at > bestAt) [best, bestAt] = [t, at];
    }
    return best;
  }

  function afterSolved(lead: string): string {
    // "1 von 1 Aufgaben" is wrong German, so the very first task is named on its own.
    const score = posed === 1 ? "(die erste Aufgabe ist gelöst)" : `(${solved} von ${posed} Aufgaben gelöst)`;
    return `${lead} ${score}\n\n${startTopic(topic ?? def.topics[0], "Nächste Aufgabe: ")}`;
  }

  function respondToExercise(current: Exercise, input: string, n: string): string | null {
    const result = current.check(input);
    const previous = lastSolved;
    lastSolved = null;
    const asksSolution =
      hasKeyword(n, SOLUTION_REQUEST) && (findValues(input).length === 0 || result.kind === "none");
    if (asksSolution) {
      if (attempts >= SOLUTION_AFTER_ATTEMPTS) {
        exercise = null;
        const lead = `Du hast es ehrlich versucht – hier ist der Lösungsweg:\n\n${current.solution}`;
        return `${lead}\n\nSchreib «weiter» für eine neue Aufgabe.`;
      }
      return `Die Lösung verrate ich dir noch nicht – du schaffst das! Ein kleiner Tipp: ${nextHint()}\n\nNach ein paar Versuchen zeige ich dir den ganzen Lösungsweg.`;
    }
    const noNumbers = findValues(input).length === 0;
    if ((result.kind === "wrong" || result.kind === "none") && noNumbers && hasKeyword(n, HINT_REQUEST)) {
      return `Kein Problem, hier ist ein Tipp: ${nextHint()}`;
    }
    if (result.kind === "correct") {
      solved++;
      lastSolved = current;
      const praise = pick(PRAISE, `${input}|${posed}`);
      const reply = withNote(afterSolved(result.note ? `${praise} ${result.note}` : praise));
      return reply;
    }
    if (result.kind === "step") return withNote(result.text);
    if (NEW_TASK_CUE.test(input) && def.parseTask?.(input, ctx)) return null;
    if (result.kind === "wrong" && previous?.check(input).kind === "correct") {
      return `Das stimmt auch – so geschrieben ist es ebenfalls das Resultat der letzten Aufgabe. Jetzt geht es um die neue Aufgabe: ${current.prompt}`;
    }
    if (result.kind === "wrong") {
      attempts++;
      const lead = result.text ?? "Das stimmt noch nicht ganz.";
      const text = result.hint === false ? lead : `${lead} ${nextHint()}`;
      const offer =
        attempts >= SOLUTION_AFTER_ATTEMPTS
          ? "\n\nWenn du möchtest, zeige ich dir jetzt den Lösungsweg – schreib «Lösung»."
          : "";
      return withNote(`${text}${offer}`);
    }
    return null;
  }

  return {
    capabilities: def.capabilities,
    greeting: () => def.greeting(ctx),
    openExercise: () => exercise,
    respond(input: string): string | null {
      const n = normalise(input);
      const said = def.interject?.(input, exercise);
      if (said) {
        if (exercise) return `${said.reply}\n\nZurück zu unserer Aufgabe: ${exercise.prompt}`;
        const next = def.topics.find((t) => t.label === said.thenTopic);
        return next ? startTopic(next, `${said.reply}\n\nProbier es gleich aus: `) : said.reply;
      }
      if (exercise) {
        const reply = respondToExercise(exercise, input, n);
        if (reply) return reply;
      }
      const own = !exercise || NEW_TASK_CUE.test(input) ? def.parseTask?.(input, ctx) : null;
      if (own) {
        topic = def.topics.find((t) => t.label === own.topic) ?? topic;
        const stated = own.statedAnswer;
        if (stated && own.check(stated).kind !== "none") {
          // The pupil's answer is named with the task, so they see which answer was checked.
          const posedTask = `${start(own, "Deine Aufgabe: ")} Deine Antwort: «${stated.trim()}».`;
          return `${posedTask}\n\n${respondToExercise(own, stated, normalise(stated)) ?? nextHint()}`;
        }
        const lead = "Gute Aufgabe! Ich rechne sie nicht einfach vor – wir lösen sie zusammen.\n\n";
        const reply = start(own, lead);
        hintLevel = 1;
        return `${reply}\n\n${own.hints[0]}`;
      }
      const chosen = findTopic(input);
      // "Chasch mer hälfe, i checks nöd, was e Hebel isch" asks for help with a topic while no task
      // is open: that is a wish for the explanation too, not for a solution.
      const intent = classifyPupilIntent(input, { openTask: null });
      const asks =
        chosen?.explanation && (intent === "question" || (intent === "solution-request" && !exercise));
      if (chosen && asks) return startTopic(chosen, `${chosen.explanation}\n\nProbier es gleich aus: `);
      if (chosen) return startTopic(chosen, `Gut, wir üben ${chosen.label}.\n\n`);
      if (hasKeyword(n, NEXT_REQUEST) || hasKeyword(n, YES)) {
        const t = topic ?? offered ?? def.topics[0];
        // «mit dem Thema «Brüche»» keeps the nominative label correct («mit Brüche» was not).
        return startTopic(t, `Los geht's mit dem Thema «${t.label}».\n\n`);
      }
      if (exercise) {
        return `Das habe ich nicht verstanden. Schreib deine Antwort zur Aufgabe, «Tipp» für einen Hinweis oder «weiter» für eine neue Aufgabe.\n\nDie Aufgabe war: ${exercise.prompt}`;
      }
      return null;
    },
  };
}
