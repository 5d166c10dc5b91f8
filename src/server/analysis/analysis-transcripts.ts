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

const MATH: SubjectMaterial = {
  subjectId: "mathematik",
  subjectName: "Mathematik",
  pupil: { schoolType: "SECONDARY", grade: 1, learningProfile: null },
  topics: [
    {
      label: "Brüche",
      why: "Warum muss man zuerst die Nenner gleich machen?",
      whyAnswer:
        "Gute Frage! Nur gleich grosse Teile kann man zusammenzählen – Drittel und Fünftel sind verschieden gross.",
      tasks: [
        {
          prompt: "Was ist 2/3 + 3/5?",
          right: "2/3 + 3/5 = 10/15 + 9/15 = 19/15",
          rightDialect: "das git 10/15 + 9/15, also 19/15",
          wrong: "5/8",
          hint: "Mach zuerst die Nenner gleich: 15 ist durch 3 und durch 5 teilbar.",
          solution: "2/3 + 3/5 = 10/15 + 9/15 = 19/15",
        },
        {
          prompt: "Was ist 3/4 + 1/8?",
          right: "6/8 + 1/8 = 7/8",
          rightDialect: "7/8 will 3/4 glich 6/8 isch",
          wrong: "4/12",
          hint: "Erweitere 3/4 auf Achtel.",
          solution: "3/4 = 6/8, also 6/8 + 1/8 = 7/8",
        },
        {
          prompt: "Kürze 6/9 so weit wie möglich.",
          right: "6/9 = 2/3, ich teile oben und unten durch 3",
          rightDialect: "2/3, obe und une dur 3",
          wrong: "3/4",
          hint: "Suche eine Zahl, durch die 6 und 9 teilbar sind.",
          solution: "6/9 = 2/3",
        },
      ],
    },
    {
      label: "Gleichungen",
      why: "Wieso darf ich auf beiden Seiten 3 abziehen?",
      whyAnswer:
        "Weil die Gleichung wie eine Waage ist: Machst du auf beiden Seiten dasselbe, bleibt sie im Gleichgewicht.",
      tasks: [
        {
          prompt: "Löse die Gleichung 2x + 3 = 11. Was ist x?",
          right: "2x = 8, also x = 4",
          rightDialect: "x isch 4, will 2x = 8",
          wrong: "x = 7",
          hint: "Zieh zuerst auf beiden Seiten 3 ab.",
          solution: "2x + 3 = 11 → 2x = 8 → x = 4",
        },
        {
          prompt: "Löse die Gleichung 3x − 4 = 14.",
          right: "3x = 18, dann x = 6",
          rightDialect: "x = 6, will 3x = 18",
          wrong: "x = 5",
          hint: "Zähl zuerst auf beiden Seiten 4 dazu.",
          solution: "3x − 4 = 14 → 3x = 18 → x = 6",
        },
      ],
    },
    {
      label: "Flächen",
      why: "Warum ist die Einheit bei der Fläche cm² und nicht cm?",
      whyAnswer: "Weil du Länge mal Breite rechnest: cm mal cm gibt cm², lauter kleine Quadrate.",
      tasks: [
        {
          prompt: "Ein Rechteck ist 4 cm lang und 6 cm breit. Wie gross ist seine Fläche?",
          right: "4 · 6 = 24, also 24 cm²",
          rightDialect: "24 cm², 4 mal 6",
          wrong: "20 cm",
          hint: "Die Fläche ist Länge mal Breite.",
          solution: "4 cm · 6 cm = 24 cm²",
        },
        {
          prompt: "Ein Quadrat hat eine Seite von 5 m. Wie gross ist seine Fläche?",
          right: "5 · 5 = 25 m²",
          rightDialect: "25 m², 5 mal 5",
          wrong: "20 m",
          hint: "Beim Quadrat sind alle Seiten gleich lang: Seite mal Seite.",
          solution: "5 m · 5 m = 25 m²",
        },
      ],
    },
  ],
};

const GERMAN: SubjectMaterial = {
  subjectId: "deutsch",
  subjectName: "Deutsch",
  pupil: { schoolType: "SECONDARY", grade: 2, learningProfile: null },
  topics: [
    {
      label: "Wortarten",
      why: "Warum schreibt man Nomen gross?",
      whyAnswer:
        "Gute Frage! Die Grossschreibung zeigt beim Lesen sofort, wo die Dinge und Namen im Satz stehen.",
      tasks: [
        {
          prompt: "Welche Wortart ist «schnell» im Satz «Der Hund rennt schnell»?",
          right: "Das ist ein Adjektiv",
          rightDialect: "es Adjektiv",
          wrong: "ein Verb",
          hint: "Frag: Wie rennt der Hund?",
          solution: "«schnell» ist ein Adjektiv.",
        },
        {
          prompt: "Setze «gehen» ins Präteritum: «Ich … nach Hause.»",
          right: "Ich ging nach Hause.",
          rightDialect: "ich ging nach Hause",
          wrong: "Ich bin nach Hause gegangen.",
          hint: "Das Präteritum ist die Erzählzeit, mit einem Wort: ich lief, ich sah …",
          solution: "Ich ging nach Hause.",
        },
        {
          prompt: "Wie heisst die Mehrzahl von «Baum»?",
          right: "die Bäume",
          rightDialect: "d Bäume, also die Bäume",
          wrong: "die Baume",
          hint: "Achte auf den Umlaut.",
          solution: "die Bäume",
        },
      ],
    },
    {
      label: "Satzglieder",
      why: "Wie finde ich das Subjekt am schnellsten?",
      whyAnswer: "Frag «Wer oder was?» vor dem Verb – die Antwort ist das Subjekt.",
      tasks: [
        {
          prompt: "Was ist das Subjekt im Satz «Die Katze jagt die Maus»?",
          right: "Die Katze ist das Subjekt",
          rightDialect: "d Katz, also die Katze",
          wrong: "die Maus",
          hint: "Frag: Wer oder was jagt?",
          solution: "Das Subjekt ist «die Katze».",
        },
        {
          prompt:
            "Mach die Umstellprobe mit «Morgen fahren wir nach Bern». Wie viele Satzglieder hat der Satz?",
          right: "Wir fahren morgen nach Bern, also 4 Satzglieder",
          rightDialect: "4, mer cha säge: Wir fahren morgen nach Bern",
          wrong: "5",
          hint: "Was beim Umstellen zusammenbleibt, ist ein Satzglied.",
          solution: "4 Satzglieder: Morgen | fahren | wir | nach Bern.",
        },
      ],
    },
    {
      label: "Rechtschreibung",
      why: "Warum kommt vor «weil» ein Komma?",
      whyAnswer: "Weil dort ein Nebensatz anfängt, und Haupt- und Nebensatz trennt man mit einem Komma.",
      tasks: [
        {
          prompt: "«das» oder «dass»: «Ich glaube, … es morgen regnet.»",
          right: "dass, weil man es nicht durch «welches» ersetzen kann",
          rightDialect: "dass mit zwei s",
          wrong: "das",
          hint: "Kannst du «dieses» oder «welches» einsetzen?",
          solution: "«dass» – man kann es nicht durch «welches» ersetzen.",
        },
        {
          prompt: "Wo fehlt das Komma: «Ich komme mit weil ich Zeit habe.»?",
          right: "Vor weil: Ich komme mit, weil ich Zeit habe.",
          rightDialect: "vor weil",
          wrong: "nach ich",
          hint: "Wo beginnt der Nebensatz?",
          solution: "Ich komme mit, weil ich Zeit habe.",
        },
      ],
    },
  ],
};

const NMG: SubjectMaterial = {
  subjectId: "biologie",
  subjectName: "Biologie",
  pupil: { schoolType: "PRIMARY", grade: 5, learningProfile: null },
  topics: [
    {
      label: "Körper",
      why: "Warum schlägt das Herz schneller, wenn ich renne?",
      whyAnswer:
        "Gute Frage! Deine Muskeln brauchen dann mehr Sauerstoff, und das Blut bringt ihn schneller hin.",
      tasks: [
        {
          prompt: "Welches Organ pumpt das Blut durch unseren Körper?",
          right: "Das Herz pumpt das Blut",
          rightDialect: "s Herz",
          wrong: "die Lunge",
          hint: "Du spürst es in der Brust schlagen.",
          solution: "Das Herz pumpt das Blut.",
        },
        {
          prompt: "Wo wird unsere Nahrung verdaut?",
          right: "Im Magen und im Darm",
          rightDialect: "im Mage und im Darm",
          wrong: "in der Lunge",
          hint: "Denk an den Weg, den ein Bissen Brot nimmt.",
          solution: "Im Magen und im Darm.",
        },
      ],
    },
    {
      label: "Ökosysteme",
      why: "Wieso brauchen Pflanzen Licht?",
      whyAnswer: "Mit dem Licht machen sie aus Wasser und Kohlendioxid Zucker – das ist die Fotosynthese.",
      tasks: [
        {
          prompt: "Was brauchen Pflanzen für die Fotosynthese?",
          right: "Licht, Wasser und Kohlendioxid",
          rightDialect: "Liecht, Wasser und Kohlendioxid",
          wrong: "Erde und Dünger",
          hint: "Eines davon kommt von der Sonne, eines aus der Luft.",
          solution: "Licht, Wasser und Kohlendioxid.",
        },
        {
          prompt: "Nenne eine Nahrungskette mit drei Lebewesen aus dem Wald.",
          right: "Eichel, Maus, Fuchs",
          rightDialect: "Eichle, Muus, Fuchs",
          wrong: "Fuchs, Baum, Regen",
          hint: "Beginne mit einer Pflanze. Wer frisst sie?",
          solution: "Zum Beispiel Eichel → Maus → Fuchs.",
        },
      ],
    },
    {
      label: "Wachstum",
      why: "Warum verwandelt sich eine Raupe überhaupt?",
      whyAnswer:
        "Die Raupe frisst und wächst, der Schmetterling pflanzt sich fort – zwei Aufgaben, zwei Formen.",
      tasks: [
        {
          prompt: "Wie heisst die Verwandlung von der Raupe zum Schmetterling?",
          right: "Das ist die Metamorphose",
          rightDialect: "Metamorphose",
          wrong: "Häutung",
          hint: "Das Wort beginnt mit «Meta».",
          solution: "Die Metamorphose.",
        },
        {
          prompt: "Was braucht ein Samen für die Keimung?",
          right: "Wasser, Wärme und Luft",
          rightDialect: "Wasser, Wärmi und Luft",
          wrong: "nur Erde",
          hint: "Denk an ein Bohnensamen-Experiment im Glas mit feuchter Watte.",
          solution: "Wasser, Wärme und Luft.",
        },
      ],
    },
  ],
};

const SUBJECTS = [MATH, GERMAN, NMG] as const;
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
