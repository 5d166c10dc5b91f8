// The tutor's first words in a prepared session: the stored plan's `starter_message` (README.md,
// "Rules the plans follow"). Both tutors open with it, the chat's (features/chat/model-context.ts)
// and the voice agent's (voice/voice-prompt.ts), so it lives here, beside the plans that write it.

/** The stored plan's opening message, or null. */
export function starterMessage(preparation: unknown): string | null {
  const plan = (preparation as { generatedPlan?: { starter_message?: unknown } } | null)?.generatedPlan;
  const starter = plan?.starter_message;
  return typeof starter === "string" && starter.trim() ? starter.trim().slice(0, 2000) : null;
}
