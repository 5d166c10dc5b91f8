// The offline tutor's turn when the pupil asks about a numbered task of an uploaded worksheet:
// quote that task and start on it Socratically (a maths task goes to the maths practice, which
// asks the first guiding question and checks the answers), or say which numbers the sheet has.
import type { TutorFile } from "./context.ts";
import { parseMathTask } from "./subjects/math.ts";
import {
  asksForTask,
  findTask,
  parseWorksheetTasks,
  taskNumbers,
  type WorksheetTask,
} from "./worksheet-tasks.ts";

const MAX_QUOTE = 300;

export type WorksheetTurn = {
  /** The reply when no subject practice takes the task on. */
  reply: string;
  /** The quoted task, to put before the maths practice's first question. */
  lead: string;
  /** The task as the maths practice reads it, when it is one it can work through. */
  mathTask: string | null;
};

/** The turn about the asked worksheet task, or null when the message names none or no sheet has tasks. */
export function worksheetTaskTurn(input: string, files: readonly TutorFile[]): WorksheetTurn | null {
  const wanted = asksForTask(input);
  if (!wanted) return null;
  const sheets = files
    .filter((f) => f.kind === "document")
    .map((file) => ({ file, tasks: parseWorksheetTasks(file.excerpt) }))
    .filter((s) => s.tasks.length > 0);
  for (const { file, tasks } of sheets.toReversed()) {
    const task = findTask(tasks, wanted);
    if (task) return taskTurn(file.name, wanted, task);
  }
  const newest = sheets.at(-1);
  if (!newest) return null;
  const numbers = listed(taskNumbers(newest.tasks));
  const reply = `Auf deinem Blatt «${newest.file.name}» finde ich keine Aufgabe ${wanted}. Es hat ${numbers}. Mit welcher möchtest du anfangen?`;
  return { reply, lead: reply, mathTask: null };
}

function taskTurn(fileName: string, wanted: string, task: WorksheetTask): WorksheetTurn {
  const parts = task.parts.map((p) => `${p.letter}) ${p.text}`);
  const lead = `Aufgabe ${wanted} auf deinem Blatt «${fileName}»: „${quote([task.text, ...parts].filter(Boolean).join(" "))}“`;
  // With sub-tasks, the maths practice starts on the first one.
  const first = task.parts[0]?.text;
  const mathTask = [first, first && `${task.text} ${first}`, task.text].find(
    (text): text is string => !!text && parseMathTask(text) !== null,
  );
  const reply = `${lead}\n\nLies die Aufgabe in Ruhe durch. Was verstehst du schon daran, und was genau ist gefragt? Erklär es mir in deinen eigenen Worten, dann gehen wir Schritt für Schritt weiter.`;
  return { reply, lead, mathTask: mathTask ?? null };
}

function listed(numbers: readonly string[]): string {
  if (numbers.length === 1) return `nur die Aufgabe ${numbers[0]}`;
  return `die Aufgaben ${numbers.slice(0, -1).join(", ")} und ${numbers.at(-1)}`;
}

function quote(text: string): string {
  return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE).trimEnd()}…` : text;
}
