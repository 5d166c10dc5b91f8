import { GRADE_RANGES, SCHOOL_TYPE_LABELS, type SchoolType } from "#shared/domain/school.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { stripInvisible } from "#shared/format/invisible.ts";
import { type ContentSection, splitAnalyzedContent } from "../prompts/file-messages.ts";

/** What a plan is made from: the pupil, the subject, the question and the analysed files. */
export type PlanRequest = {
  subject: Subject;
  sessionType: "chat" | "voice";
  /** The question or topic the pupil typed. */
  question: string;
  /** The preparation screen's collected file analysis (see splitAnalyzedContent). */
  analyzedContent: string;
  schoolType: SchoolType | null;
  grade: number | null;
};

/** The question as a short topic for a sentence: one line, no quotes or angle brackets. */
export function topicOf(question: string, max = 120): string {
  const clean = stripInvisible(question)
    .replace(/\s+/g, " ")
    .replace(/[«»"<>„“]/g, "")
    .trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

/** The analysed files, each with a name (`named` false: a placeholder, the content had none). */
export function planFiles(
  request: Pick<PlanRequest, "analyzedContent">,
): Array<ContentSection & { name: string; named: boolean }> {
  const sections = splitAnalyzedContent(request.analyzedContent);
  return sections.map((s, i) => ({
    ...s,
    name: s.name ?? (sections.length === 1 ? "Material" : `Datei ${i + 1}`),
    named: s.name !== null,
  }));
}

export type Level = "young" | "primary" | "secondary" | "gymnasium" | "unknown";

export function levelOf({ schoolType, grade }: PlanRequest): Level {
  if (schoolType === "PRIMARY") return grade !== null && grade <= 2 ? "young" : "primary";
  if (schoolType === "SECONDARY") return "secondary";
  if (schoolType === "GYMNASIUM") return "gymnasium";
  return "unknown";
}

export function difficulty(request: PlanRequest): string {
  const word: Record<Level, string> = {
    young: "sehr einfach",
    primary: "einfach bis mittel",
    secondary: "mittel",
    gymnasium: "anspruchsvoll",
    unknown: "mittel",
  };
  const { schoolType, grade } = request;
  if (!schoolType) return `Schulstufe unbekannt – ${word.unknown}`;
  const range = GRADE_RANGES[schoolType];
  const klasse = grade !== null && grade >= range.min && grade <= range.max ? `, ${grade}. Klasse` : "";
  return `${SCHOOL_TYPE_LABELS[schoolType]}${klasse} – ${word[levelOf(request)]}`;
}

export function duration(request: PlanRequest, interview: boolean): string {
  if (interview) return request.sessionType === "voice" ? "15–20 Minuten" : "20–25 Minuten";
  const minutes: Record<Level, [string, string]> = {
    young: ["10–15 Minuten", "10 Minuten"],
    primary: ["15–20 Minuten", "10–15 Minuten"],
    secondary: ["20–30 Minuten", "15–20 Minuten"],
    gymnasium: ["30–45 Minuten", "20–30 Minuten"],
    unknown: ["20–30 Minuten", "15–20 Minuten"],
  };
  return minutes[levelOf(request)][request.sessionType === "voice" ? 1 : 0];
}

/** The first line of a file's text, short enough to quote in a sentence. */
export function firstLine(text: string, max = 100): string | null {
  const line = text
    .split("\n")
    .map((l) =>
      l
        .replace(/[«»"<>„“`]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .find(Boolean);
  if (!line) return null;
  return line.length > max ? `${line.slice(0, max).trimEnd()}…` : line;
}
