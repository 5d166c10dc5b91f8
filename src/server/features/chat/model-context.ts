import type { JSONValue } from "@ai-sdk/provider";
import { starterMessage } from "#server/ai/plans/starter-message.ts";
import { parseFileMessage, pupilTextForModel } from "#server/ai/prompts/file-messages.ts";
import { buildTutorSystemPrompt } from "#server/ai/prompts/tutor-prompt.ts";
import {
  buildUntrustedContext,
  sanitiseUntrusted,
  type UntrustedFile,
} from "#server/ai/prompts/untrusted-context.ts";
import type { TutorContext, TutorTurn } from "#server/ai/tutor-stream.ts";
import type { SessionFileForTutor as StoredFile } from "#server/features/files/session-files.queries.ts";
import type { SessionRow } from "#server/features/sessions/session-view.ts";
import type { Onboarding } from "#shared/contracts/onboarding.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import type { Subject } from "#shared/domain/subjects.ts";

// Everything the tutor's model sees for one turn, built from what the server stored: the
// session's preparation and files, and its turns. File content reaches the model only inside
// the labelled material block; a pupil turn that carries a file's analysis ("[DOKUMENT
// ANALYSIERT: …] …") is reduced to its prefix line and a note (docs/decisions/014).

/** The model sees at most this many stored turns (the newest). */
export const HISTORY_TURNS = 40;
// Only the offline tutor reads the excerpt (hosted models get the material block): a worksheet
// page's worth, so it finds the numbered task the pupil names (offline/worksheet-tasks.ts).
const EXCERPT_CHARS = 4000;

export type Setting = Pick<SessionRow, "topic" | "preparation">;

export type ModelContextInput = {
  subject: Subject;
  setting: Setting;
  pupil: Onboarding | null;
  /** preparationData sent by the browser: used only when the session has none stored. */
  clientPreparation: unknown;
  files: readonly StoredFile[];
  /** The stored turns before this one, oldest first (at most HISTORY_TURNS). */
  earlier: readonly TutorTurn[];
  /** The pupil's message as stored. */
  text: string;
  /** "voice": the reply is spoken (voice format in the prompt, plain text from the offline tutor). */
  sessionType?: "chat" | "voice";
};

export function modelContext(input: ModelContextInput) {
  const { subject, setting, pupil, files, earlier, text } = input;
  const fromMessages = filesFromMessages(
    [...earlier.filter((t) => t.role === "user").map((t) => t.content), text],
    files,
  );
  const material: UntrustedFile[] = [
    ...files.map((f) => ({ name: f.fileName, text: f.content })),
    ...fromMessages.map((f) => ({ name: f.fileName, text: f.content })),
  ];
  const preparation = setting.preparation
    ? withoutStoredFiles(setting.preparation, files)
    : (input.clientPreparation ?? undefined);
  const instructions = [
    buildTutorSystemPrompt({
      subject: subject.id,
      schoolType: pupil?.schoolType ?? null,
      grade: pupil?.grade ?? null,
      learningProfile: pupil?.answers.learning_profile as LearningProfile | undefined,
      topic: setting.topic,
      sessionType: input.sessionType ?? "chat",
    }),
    buildUntrustedContext({ preparation, files: material }),
  ]
    .filter(Boolean)
    .join("\n\n");

  // The prepared opening was the tutor's first message in the browser: the model sees it as its
  // own first turn while the window still reaches back to the start of the conversation.
  const starter = earlier.length < HISTORY_TURNS ? starterMessage(setting.preparation) : null;
  const messages: TutorTurn[] = [
    ...(starter ? [{ role: "assistant" as const, content: starter }] : []),
    ...earlier.map((turn) =>
      turn.role === "user" ? { ...turn, content: pupilTextForModel(turn.content) } : turn,
    ),
    { role: "user", content: pupilTextForModel(text) },
  ];

  const tutorFiles = [...files, ...fromMessages].map((f) => ({
    name: f.fileName,
    kind: f.kind,
    excerpt: sanitiseUntrusted(f.content).slice(0, EXCERPT_CHARS),
  }));
  const context: TutorContext = {
    subjectId: subject.id,
    schoolType: pupil?.schoolType ?? null,
    grade: pupil?.grade ?? null,
    topic: setting.topic,
    learningProfile: (pupil?.answers.learning_profile ?? null) as JSONValue | null,
    ...(input.sessionType === "voice" ? { format: "speech" as const } : {}),
    ...(tutorFiles.length ? { files: tutorFiles } : {}),
  };
  return { instructions, messages, context };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Files whose analysis came only as a chat message (not stored by the upload endpoint): their
 * content joins the material block, so the model can still discuss them, as data. A stored
 * file of the same name wins; the newest message of a name wins over older ones.
 */
function filesFromMessages(texts: readonly string[], stored: readonly StoredFile[]): StoredFile[] {
  const found = new Map<string, StoredFile>();
  for (const text of texts) {
    const message = parseFileMessage(text);
    if (!message?.content) continue;
    const fileName = message.name ?? (message.kind === "context" ? "Datei-Kontext" : "Datei");
    if (stored.some((f) => sameName(f.fileName, fileName))) continue;
    const key = fileName.toLowerCase();
    found.delete(key);
    found.set(key, {
      fileName,
      kind: message.kind === "image" ? "image" : "document",
      content: message.content,
    });
  }
  return [...found.values()];
}

/**
 * The stored preparation without the copies of files the session holds anyway: each file's
 * content would otherwise fill the material block twice.
 */
function withoutStoredFiles(preparation: Record<string, unknown>, stored: readonly StoredFile[]): unknown {
  if (stored.length === 0) return preparation;
  const uploaded = Array.isArray(preparation.uploadedFiles) ? (preparation.uploadedFiles as unknown[]) : [];
  const isStored = (file: unknown) => {
    const name = (file as { fileName?: unknown } | null)?.fileName;
    return typeof name === "string" && stored.some((f) => sameName(f.fileName, name));
  };
  const remaining = uploaded.filter((file) => !isStored(file));
  const { analyzedContent, uploadedFiles: _copies, ...rest } = preparation;
  const coveredAll = uploaded.length > 0 && remaining.length === 0;
  return {
    ...rest,
    ...(coveredAll ? {} : { analyzedContent }),
    uploadedFiles: remaining,
  };
}
