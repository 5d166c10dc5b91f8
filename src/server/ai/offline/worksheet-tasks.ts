// The numbered tasks of an uploaded worksheet, so the offline tutor can start on the one the pupil
// names ("Wie löse ich Aufgabe 3?", "Nr. 3b", "chasch mer bi Ufgab 3 hälfe?") instead of asking the
// pupil to type it in (issue 17: "Use the pupil's material"). Pure text work on what the upload
// analysis extracted; a PDF's lines may be wrapped, so a line without a marker continues the task.
import { foldAccents } from "./text.ts";

export type WorksheetPart = { letter: string; text: string };
export type WorksheetTask = { number: string; text: string; parts: WorksheetPart[] };

// "Aufgabe 3", "Aufg. 3", "Nr. 3", "Nummer 3", "Übung 3", "A3", "3.", "3)", "3a)", each optionally
// followed by a sub-task letter and ":", ".", ")" or "-".
const NAMED_TASK =
  /^(?:aufgabe|aufg\.|nr\.?|nummer|ubung|uebung)\s*(\d{1,2})\s*([a-h])?\b\s*[:.)\-–]?\s*(.*)$/i;
const SHORT_TASK = /^a(\d{1,2})([a-h])?\b\s*[:.)\-–]?\s*(.*)$/i;
// "3." needs a space after it, so a date ("12.5.2024") or a decimal is no task.
const NUMBERED_TASK = /^(\d{1,2})\s*([a-h])?(?:\)|\.(?=\s))\s*(.*)$/;
const PART = /^([a-h])\s*[).]\s+(.*)$/i;
// A sub-task inside a line ("a) 3/4 + 1/8 b) 5/6 - 1/3") starts a line of its own.
const INLINE_PART = /\s+(?=[a-h]\)\s)/gi;

type Marker = { number: string; letter: string | null; rest: string };
type MarkerStyle = (line: string) => RegExpExecArray | null;

// The first style the sheet uses is its task style: on a sheet with "Aufgabe 1", "Aufgabe 2", a
// numbered list inside a task ("1. Wer …", "2. Was …") is part of the task, not a task.
const MARKER_STYLES: readonly MarkerStyle[] = [
  (line) => NAMED_TASK.exec(foldAccents(line)),
  (line) => SHORT_TASK.exec(line),
  (line) => NUMBERED_TASK.exec(line),
];

function markerOf(line: string, style: MarkerStyle): Marker | null {
  const m = style(line);
  if (!m?.[1]) return null;
  // The rest is taken from the original line, so umlauts survive the folding above.
  const rest = line.slice(line.length - (m[3] ?? "").length);
  return { number: String(Number(m[1])), letter: m[2]?.toLowerCase() ?? null, rest };
}

function append(text: string, more: string): string {
  return text ? `${text} ${more}` : more;
}

/** The worksheet's numbered tasks in order; text before the first task (the title) is left out. */
export function parseWorksheetTasks(text: string): WorksheetTask[] {
  const lines = text
    .split(/\r?\n/)
    .flatMap((line) => line.split(INLINE_PART))
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const style = MARKER_STYLES.find((s) => lines.some((line) => markerOf(line, s)));
  if (!style) return [];
  const tasks: WorksheetTask[] = [];
  let part: WorksheetPart | null = null;
  // A number seen before (a second part of the sheet starting at 1 again) is left out with its
  // text, so it is never quoted as part of the task before it.
  let repeated = false;
  for (const line of lines) {
    const marker = markerOf(line, style);
    const current = tasks.at(-1);
    if (marker && !tasks.some((t) => t.number === marker.number)) {
      const task: WorksheetTask = { number: marker.number, text: "", parts: [] };
      tasks.push(task);
      repeated = false;
      part = marker.letter ? { letter: marker.letter, text: marker.rest } : null;
      if (part) task.parts.push(part);
      else task.text = marker.rest;
      continue;
    }
    if (current && marker?.letter && marker.number === current.number && !repeated) {
      part = { letter: marker.letter, text: marker.rest };
      current.parts.push(part);
      continue;
    }
    if (marker) repeated = true;
    if (!current || repeated) continue;
    const sub = PART.exec(line);
    if (sub?.[1]) {
      part = { letter: sub[1].toLowerCase(), text: sub[2] ?? "" };
      current.parts.push(part);
    } else if (part) part.text = append(part.text, line);
    else current.text = append(current.text, line);
  }
  return tasks;
}

// "Aufgabe 3", "Ufgab 3", "Nr. 3b", "Nummer 3", "Teilaufgabe 3 b".
const ASKED_TASK =
  /\b(?:teil)?(?:aufgabe|aufgab|aufg\.?|ufgab|ufgabe|uufgab|nr\.?|nummer|numero|ubung|uebung)\s*(\d{1,2})\s*([a-h])?\b/;

// The pupil asks for help or a start, not gives an answer ("Bei Aufgabe 2 habe ich 5/8").
const ASKS_FOR_HELP =
  /\?|\b(wie|was|hilf\w*|helf\w*|half\w*|erklar\w*|erklaer\w*|versteh\w*|check\w*|zeig\w*|mach\w*|los|start\w*|anfang\w*|beginn\w*|chasch|kannst|konnen|mer|mir)\b/;

/**
 * "3" or "3b" when the pupil asks about a task by its number, else null. A message with more
 * numbers than the task's ("Aufgabe 3: Was ist 7 · 8?") brings its own task for the practice.
 */
export function asksForTask(input: string): string | null {
  const n = foldAccents(input.toLowerCase());
  const m = ASKED_TASK.exec(n);
  if (!m?.[1] || n.includes("=") || !ASKS_FOR_HELP.test(n)) return null;
  if (/\d/.test(n.replace(m[0], ""))) return null;
  return `${Number(m[1])}${m[2] ?? ""}`;
}

/** The task with this number ("3" or "3b"), with only the asked sub-task when one is named. */
export function findTask(tasks: readonly WorksheetTask[], wanted: string): WorksheetTask | null {
  const m = /^(\d+)([a-h])?$/.exec(wanted);
  const task = tasks.find((t) => t.number === m?.[1]);
  if (!task || !m?.[2]) return task ?? null;
  const part = task.parts.find((p) => p.letter === m[2]);
  return part ? { ...task, number: wanted, parts: [part] } : null;
}

/** Every number the sheet has, sub-tasks included: "1, 2, 3a, 3b und 4". */
export function taskNumbers(tasks: readonly WorksheetTask[]): string[] {
  return tasks.flatMap((t) => (t.parts.length ? t.parts.map((p) => `${t.number}${p.letter}`) : [t.number]));
}
