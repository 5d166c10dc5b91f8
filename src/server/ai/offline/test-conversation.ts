// Test helper: a whole conversation through the pure engine, replaying like the model does.
import type { SubjectId } from "#shared/domain/subjects.ts";
import { EMPTY_CONTEXT, type TutorContext } from "./context.ts";
import type { Turn } from "./conversation.ts";
import { tutorReply } from "./engine.ts";

export function talk(
  subjectId: SubjectId | null,
  inputs: readonly string[],
  extra: Partial<TutorContext> = {},
): string[] {
  const ctx: TutorContext = { ...EMPTY_CONTEXT, subjectId, ...extra };
  const turns: Turn[] = [];
  return inputs.map((text) => {
    turns.push({ role: "user", text });
    const reply = tutorReply(turns, ctx);
    turns.push({ role: "assistant", text: reply });
    return reply;
  });
}
