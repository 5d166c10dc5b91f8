import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import type { ChatService } from "#server/features/chat/chat.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { VoiceTutor } from "#server/voice/agent/voice-conversation.ts";
import type { VoiceTicket } from "./voice-tickets.ts";

// The local voice agent's tutor is the chat's (decision 018): every turn goes through
// chatService.prepare/events with session type voice, so the pupil's words and the replies are
// stored as they happen, the crisis answer and the model limits apply, and the offline tutor
// works without keys. The voice screen sends each analysed upload as a user message
// "[BILD ANALYSIERT: …] …" and then a message asking the tutor to look at them: the file messages
// are stored without an answer (their content reaches the model as material with the next turn).

export function voiceTutor(chat: ChatService, ticket: VoiceTicket): VoiceTutor {
  const { userId, sessionId, subjectId, options } = ticket;
  // What the pupil typed before the session is material, never instructions: it goes where the
  // chat puts a client's preparation (the labelled untrusted block), when none is stored.
  const preparationData = options.customInstructions
    ? { wuenscheFuerDieseSession: options.customInstructions }
    : undefined;

  return {
    async *reply(text, signal) {
      // A turn superseded before it started (the pupil typed again) is stored, not answered.
      const storeOnly = signal.aborted || parseFileMessage(text) !== null;
      let prepared: Awaited<ReturnType<ChatService["prepare"]>>;
      try {
        prepared = await chat.prepare(
          userId,
          {
            messages: [{ sender: "user", text }],
            subject: subjectId,
            sessionId,
            topic: options.topic,
            sessionType: options.sessionType ?? "voice",
            userClass: options.userClass ?? "",
            preparationData,
          },
          { sessionType: "voice", storeOnly },
        );
      } catch (error) {
        // A refusal the pupil can act on (a limit, a finished session, an empty message) is said
        // in German like any reply; anything else is the agent's internal error.
        if (error instanceof AppError && error.status < 500) {
          if (!signal.aborted) yield error.message;
          return;
        }
        throw error;
      }
      const events = chat.events(prepared);
      if (prepared.crisis || prepared.care) {
        // The help or care answer (and the safety note) are stored inside events(): read it whole.
        for await (const event of events) if (event.type === "text" && !signal.aborted) yield event.delta;
        return;
      }
      const reply = prepared.reply;
      if (!reply) return;
      const stop = () => reply.abort();
      signal.addEventListener("abort", stop, { once: true });
      try {
        for await (const event of events) {
          if (signal.aborted) return;
          if (event.type === "text") yield event.delta;
          else if (event.type === "error") yield `${event.partial ? "\n" : ""}${event.message}`;
        }
      } finally {
        signal.removeEventListener("abort", stop);
      }
    },
  };
}
