import { readFileSync } from "node:fs";
import { crisisReply } from "#server/ai/safety/crisis-replies.ts";
import type { SubjectId } from "#shared/domain/subjects.ts";
import { analysisInput, conversation } from "./analysis-fixtures.ts";
import type { AnalysisInput } from "./analysis-input.ts";

// Test transcripts of five kinds of session (issue 16, "a believable analysis"), written as a
// pupil and a tutor would: in Mathematik, Deutsch and NMG (Biologie in Zyklus 2), of different
// lengths, some in Swiss German dialect, with the built-in tutor's phrases and a hosted model's.
//   engaged    the pupil solves tasks of two or three topics, mostly right, asks why, and
//              tries again after a mistake
//   copying    one task solved alone, then «sag einfach die Lösung» and the solution typed back
//   passive    «ok», «weiss nicht», «hmm»: nothing of the pupil's own
//   off-topic  games, football, lunch; the tutor steers back to the subject
//   crisis     a session that turns to something heavy and gets the crisis help (147)
// Each kind has 12 transcripts, made by varying the subject, topics, phrasing and length with
// the transcript's number, so the same list comes out every time.

export type SessionKind = "engaged" | "copying" | "passive" | "offTopic" | "crisis";
export type TranscriptCase = { name: string; input: AnalysisInput };

type Task = {
  prompt: string;
  right: string;
  /** A dialect way of giving the same right answer. */
  rightDialect: string;
  wrong: string;
  hint: string;
  solution: string;
};
type Topic = { label: string; tasks: readonly Task[]; why: string; whyAnswer: string };
type SubjectMaterial = {
  subjectId: SubjectId;
  subjectName: string;
  pupil: AnalysisInput["pupil"];
  topics: readonly Topic[];
};

/** Tasks of Mathematik, Deutsch and NMG (Biologie, Zyklus 2), kept as data: three topics each. */
const SUBJECTS: readonly SubjectMaterial[] = JSON.parse(
  readFileSync(new URL("./analysis-transcripts.json", import.meta.url), "utf8"),
);
const CASES = 12;

const RIGHT = [
  "Richtig, super gemacht!",
  "Genau, das stimmt!",
  "Stark, das ist richtig!",
  "Sehr gut, das stimmt!",
  "Korrekt! Gut gemacht.",
  "Bravo, das ist richtig.",
];
const WRONG = ["Das stimmt noch nicht ganz.", "Fast! Schau nochmal genau hin.", "Leider nicht."];
const OPENERS = [
  "Hallo, ich möchte {label} üben",
  "hoi, chönd mir {label} üebe?",
  "Können wir {label} üben?",
  "{label} bitte",
];
const ANSWER_REQUESTS = [
  "sag einfach die Lösung",
  "gib mir die Antwort",
  "säg mer eifach",
  "säg mer eifach d Lösig",
  "kannst du mir einfach die Lösung sagen?",
  "mach du, ich hab keine Lust",
  "sag mir einfach, was rauskommt",
  "gib mir die Lösung von der Aufgabe",
];
const PASSIVE = [
  "ok",
  "weiss nicht",
  "hmm",
  "keine Ahnung",
  "ja",
  "mhm",
  "weiss es nöd",
  "k",
  "kei ahnig",
  "ok…",
  "jo",
  "?",
];
const OFF_TOPIC: readonly (readonly [string, string])[] = [
  [
    "hast du schon mal Fortnite gespielt?",
    "Ich spiele keine Games, aber lass uns lieber zurück zur Aufgabe gehen.",
  ],
  [
    "wer gwünnt hüt de Match, YB oder Basel?",
    "Das weiss ich nicht – lass uns beim Thema bleiben. Schau nochmal die Aufgabe an.",
  ],
  [
    "mir isch so langwiilig",
    "Das kenne ich! Vielleicht hilft eine kurze Pause. Danach machen wir gemeinsam weiter mit der Aufgabe.",
  ],
  ["was gits hüt zmittag bi dir?", "Ich esse nichts, ich bin ein Tutor 🙂 Lass uns zurück zum Thema kommen."],
  ["kennst du TikTok?", "Ja, davon habe ich gehört. Aber jetzt zurück zur Aufgabe: Was denkst du?"],
  ["mein Bruder nervt voll", "Das ist manchmal anstrengend. Wollen wir zurück zur Aufgabe?"],
  ["welches ist dein lieblingstier", "Ich mag alle Tiere – aber lass uns beim Lernen bleiben."],
  ["lol", "😄 Zurück zur Aufgabe: Was denkst du?"],
];
const CRISIS_LINES = [
  "ich will nicht mehr leben",
  "ich will mich umbringen",
  "ich will nicht mehr leben, alles ist sinnlos",
  "ich will sterben, ich kann nicht mehr",
];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const subjectOf = (i: number) => pick(SUBJECTS, i);
const opener = (topic: Topic, i: number) => pick(OPENERS, i).replace("{label}", topic.label);
const praise = (i: number, next: Task | undefined) =>
  `${pick(RIGHT, i)}${next ? `\n\nNächste Aufgabe: ${next.prompt}` : ""}`;

function make(kind: SessionKind, i: number, material: SubjectMaterial, pairs: [string, string][]) {
  const first = material.topics[i % material.topics.length] as Topic;
  const turns = conversation(
    [[opener(first, i), `Gut, wir üben ${first.label}.\n\n${pairs[0]?.[0] ?? ""}`], ...pairs.slice(1)],
    i % 2 === 0 ? "Hallo! Ich bin dein Tutor. Was möchtest du heute üben?" : undefined,
  );
  return {
    name: `${kind} ${i + 1} (${material.subjectName}, ${turns.length} Nachrichten)`,
    input: analysisInput(turns, {
      subjectId: material.subjectId,
      subjectName: material.subjectName,
      pupil: material.pupil,
      durationSeconds: (8 + 2 * pairs.length) * 60,
    }),
  };
}

/** The tasks a transcript works on, from two or three topics starting at the i-th. */
function tasksFor(material: SubjectMaterial, i: number, topicCount: number, perTopic: number): Task[] {
  const tasks: Task[] = [];
  for (let t = 0; t < topicCount; t++) {
    const topic = material.topics[(i + t) % material.topics.length] as Topic;
    for (let k = 0; k < perTopic; k++) tasks.push(pick(topic.tasks, i + k));
  }
  return tasks;
}

// A transcript is built as a list of [tutor task or reply, pupil turn] steps; `make` turns the
// first task into the tutor's greeting and the rest into [pupil, tutor] pairs.
type Step = [pupil: string, tutor: string];

function engaged(i: number): TranscriptCase {
  const material = subjectOf(i);
  const topicCount = 2 + (i % 2);
  const tasks = tasksFor(material, i, topicCount, 1 + (Math.floor(i / 3) % 2));
  const steps: Step[] = [];
  tasks.forEach((task, k) => {
    const next = tasks[k + 1];
    if (k === 1 && i % 3 !== 0) {
      steps.push([task.wrong, `${pick(WRONG, i)} ${task.hint}`]);
    }
    const topic = material.topics.find((t) => t.tasks.includes(task));
    if (k === 0 && topic && i % 4 !== 3) steps.push([topic.why, `${topic.whyAnswer}\n\n${task.prompt}`]);
    const answer = (i + k) % 3 === 2 ? task.rightDialect : task.right;
    steps.push([answer, praise(i + k, next)]);
  });
  return make("engaged", i, material, withFirstPrompt(tasks, steps));
}

function copying(i: number): TranscriptCase {
  const material = subjectOf(i);
  const tasks = tasksFor(material, i, 2, 1 + (i % 2)).slice(0, 2 + (i % 3));
  const steps: Step[] = [];
  tasks.forEach((task, k) => {
    const next = tasks[k + 1];
    if (k === 0) {
      steps.push([task.right, praise(i, next)]);
      return;
    }
    const request = pick(ANSWER_REQUESTS, i + k);
    if ((i + k) % 3 === 0) {
      // The built-in tutor holds the solution back at first; the pupil asks again.
      steps.push([
        request,
        `Die Lösung verrate ich dir noch nicht – du schaffst das! Ein kleiner Tipp: ${task.hint}`,
      ]);
      steps.push([pick(ANSWER_REQUESTS, i + k + 1), `Okay, hier ist die Lösung: ${task.solution}`]);
    } else {
      steps.push([
        request,
        `Die Lösung ist: ${task.solution}. Schreib sie ab und schau, wie man darauf kommt.`,
      ]);
    }
    steps.push([task.solution, praise(i + k, next)]);
  });
  return make("copying", i, material, withFirstPrompt(tasks, steps));
}

function passive(i: number): TranscriptCase {
  const material = subjectOf(i);
  const tasks = tasksFor(material, i, 1, 1 + (i % 2));
  const steps: Step[] = [];
  const length = 3 + (i % 5);
  for (let k = 0; k < length; k++) {
    const task = pick(tasks, Math.floor(k / 3));
    const reply =
      k % 2 === 0
        ? `Kein Problem, hier ist ein Tipp: ${task.hint}`
        : `Was denkst du? Die Aufgabe war: ${task.prompt}`;
    steps.push([pick(PASSIVE, i + k * 5), reply]);
  }
  return make("passive", i, material, withFirstPrompt(tasks, steps));
}

function offTopic(i: number): TranscriptCase {
  const material = subjectOf(i);
  const tasks = tasksFor(material, i, 1, 1);
  const steps: Step[] = [];
  const length = 3 + (i % 4);
  for (let k = 0; k < length; k++) {
    const [pupil, tutor] = pick(OFF_TOPIC, i + k * 3);
    steps.push([pupil, `${tutor}\n\n${pick(tasks, 0).prompt}`]);
  }
  return make("offTopic", i, material, withFirstPrompt(tasks, steps));
}

function crisis(i: number): TranscriptCase {
  const material = subjectOf(i);
  const tasks = tasksFor(material, i, 1, 1 + (i % 2));
  const steps: Step[] = [];
  if (i % 2 === 0) steps.push([pick(tasks, 0).right, praise(i, tasks[1])]);
  steps.push([pick(CRISIS_LINES, i), crisisReply("suicide")]);
  if (i % 3 !== 2) steps.push(["danke", crisisReply("suicide")]);
  return make("crisis", i, material, withFirstPrompt(tasks, steps));
}

/** Pairs for `make`: the first task's prompt leads the greeting. */
function withFirstPrompt(tasks: readonly Task[], steps: readonly Step[]): [string, string][] {
  return [[tasks[0]?.prompt ?? "", ""], ...steps.map(([p, t]): [string, string] => [p, t])];
}

const BUILD: Record<SessionKind, (i: number) => TranscriptCase> = {
  engaged,
  copying,
  passive,
  offTopic,
  crisis,
};

/** 12 transcripts of the kind, the same every time. */
export function transcriptsOf(kind: SessionKind): TranscriptCase[] {
  return Array.from({ length: CASES }, (_, i) => BUILD[kind](i));
}
