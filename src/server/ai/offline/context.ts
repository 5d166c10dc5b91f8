// The tutoring context the caller passes as `providerOptions.lernfunke` on the AI SDK call:
//   streamText({ model, messages, providerOptions: { lernfunke: { subjectId, schoolType, grade, topic } } })
// Everything is optional; a missing or unknown subject means "greet generally, ask for the subject".

import type { SharedV4ProviderOptions } from "@ai-sdk/provider";
import { findSubject, type SubjectId } from "#shared/domain/subjects.ts";

export type SchoolLevel = "PRIMARY" | "SECONDARY" | "GYMNASIUM";

/** An uploaded file as the offline tutor knows it: only what was extracted, cut short. */
export type TutorFile = { name: string; kind: "image" | "document"; excerpt: string };

export type TutorContext = {
  subjectId: SubjectId | null;
  schoolType: SchoolLevel | null;
  grade: number | null;
  topic: string | null;
  /** The session's files, oldest first (the newest is the last). */
  files?: readonly TutorFile[];
};

export const EMPTY_CONTEXT: TutorContext = { subjectId: null, schoolType: null, grade: null, topic: null };

const MAX_FILES = 20;
// A worksheet page's worth, so the task a pupil names is found on it (worksheet-tasks.ts).
const MAX_EXCERPT = 4000;

function readFiles(raw: unknown): TutorFile[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(-MAX_FILES).flatMap((file): TutorFile[] => {
    if (!file || typeof file !== "object") return [];
    const { name, kind, excerpt } = file as Record<string, unknown>;
    if (typeof name !== "string" || typeof excerpt !== "string") return [];
    return [
      {
        name: name.slice(0, 200),
        kind: kind === "image" ? "image" : "document",
        excerpt: excerpt.slice(0, MAX_EXCERPT),
      },
    ];
  });
}

export function readTutorContext(providerOptions: SharedV4ProviderOptions | undefined): TutorContext {
  const raw = providerOptions?.lernfunke;
  if (!raw || typeof raw !== "object") return EMPTY_CONTEXT;
  const subject = typeof raw.subjectId === "string" ? findSubject(raw.subjectId) : null;
  const schoolType =
    raw.schoolType === "PRIMARY" || raw.schoolType === "SECONDARY" || raw.schoolType === "GYMNASIUM"
      ? raw.schoolType
      : null;
  const grade = typeof raw.grade === "number" && Number.isFinite(raw.grade) ? raw.grade : null;
  const topic = typeof raw.topic === "string" && raw.topic.trim() ? raw.topic.trim().slice(0, 200) : null;
  const files = readFiles(raw.files);
  return { subjectId: subject?.id ?? null, schoolType, grade, topic, ...(files.length ? { files } : {}) };
}

/** 0 for Primarschule, 1 for Sekundarschule (and unknown), 2 for Gymnasium: picks easier or harder exercises. */
export function levelOf(ctx: TutorContext): 0 | 1 | 2 {
  if (ctx.schoolType === "PRIMARY") return 0;
  if (ctx.schoolType === "GYMNASIUM") return 2;
  return 1;
}
