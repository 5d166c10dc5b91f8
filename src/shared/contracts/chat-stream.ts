import { z } from "zod";
import { helpCardSchema } from "./analysis.ts";

// POST /api/chat/stream: the tutor's reply as server-sent events (features/chat/chat.routes.ts
// writes them, client/features/chat/api/stream-chat.ts reads them). One schema per event name,
// so a change on either side fails the other's typecheck (decision 027):
// `session` first, `delta` for each piece of text, then `done` or `error`.
export const chatStreamEventSchemas = {
  session: z.object({ sessionId: z.string() }),
  delta: z.object({ text: z.string() }),
  /** helpCard: Pro Juventute 147, when the pupil's message pointed to a crisis; else null. */
  done: z.object({ message: z.string(), helpCard: helpCardSchema.nullable() }),
  /** A failure after the stream began: a German message and a machine code. */
  error: z.object({ message: z.string(), code: z.string() }),
};

export type ChatStreamEventName = keyof typeof chatStreamEventSchemas;
export type ChatStreamEventData<N extends ChatStreamEventName> = z.infer<(typeof chatStreamEventSchemas)[N]>;

export const isChatStreamEventName = (name: string): name is ChatStreamEventName =>
  Object.hasOwn(chatStreamEventSchemas, name);
