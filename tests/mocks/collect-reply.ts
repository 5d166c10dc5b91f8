import {
  type StreamTutorReplyInput,
  streamTutorReply,
  type TutorStreamEvent,
  type TutorTurn,
} from "#server/ai/tutor-stream.ts";

// Helper for the ai/ unit tests: drain a tutor reply into its events and text.
export const PUPIL_SAYS: TutorTurn[] = [{ role: "user", content: "Wie kürze ich 6/8?" }];

export async function collectReply(input: StreamTutorReplyInput) {
  const events: TutorStreamEvent[] = [];
  for await (const event of streamTutorReply(input)) events.push(event);
  const text = events.flatMap((e) => (e.type === "text" ? [e.delta] : [])).join("");
  const last = events.at(-1);
  return { events, text, last, error: last?.type === "error" ? last.error : undefined };
}
