import type { z } from "zod";
import { postEventStream } from "#client/lib/api-stream.ts";
import type { ChatCompletionInput, HelpCard } from "#shared/contracts/chat.ts";
import { chatStreamEventSchemas, isChatStreamEventName } from "#shared/contracts/chat-stream.ts";

export type ChatStreamRequest = Omit<ChatCompletionInput, "sessionType" | "userClass"> &
  Partial<Pick<ChatCompletionInput, "sessionType" | "userClass">>;

export type ChatStreamEvent =
  | { type: "session"; sessionId: string }
  | { type: "delta"; text: string }
  | { type: "done"; message: string; helpCard: HelpCard | null };

/**
 * The reply failed after it had started: the server's `error` event ({ message, code }), or a
 * stream the client could not read to its end (code invalid_event or stream_ended).
 */
export class ChatStreamError extends Error {
  override readonly name = "ChatStreamError";
  readonly code: string;
  constructor(failure: { message: string; code: string }) {
    super(failure.message);
    this.code = failure.code;
  }
}

// "Tutor", not "KI-Tutor": the built-in practice tutor may be the one that stopped (docs/product.md §2.1).
const NO_ANSWER = "Der Tutor hat nicht geantwortet.";
const interrupted = (code: string) =>
  new ChatStreamError({ message: "Die Antwort des Tutors wurde unterbrochen.", code });

/** An event's data parsed with its shared schema (decision 027), or null when it does not match. */
function parse<S extends z.ZodType>(name: string, schema: S, data: string): z.output<S> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`Chat stream event '${name}' in an unexpected shape: ${parsed.error.issues.length} issue(s).`);
  return null;
}

/**
 * POST /api/chat/stream: the tutor's reply as it is written. Errors before the reply starts are
 * ApiError (400, 404, 409, 429, 503 with the server's German message); an `error` event later
 * throws ChatStreamError; so does an event that does not match its schema, and a stream that
 * ends without `done`.
 */
export async function* streamChat(
  request: ChatStreamRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  for await (const { event, data } of postEventStream("/api/chat/stream", request, signal)) {
    if (!isChatStreamEventName(event)) continue;
    if (event === "error") {
      const failure = parse(event, chatStreamEventSchemas.error, data);
      throw new ChatStreamError({ message: failure?.message || NO_ANSWER, code: failure?.code ?? "" });
    }
    if (event === "session") {
      const body = parse(event, chatStreamEventSchemas.session, data);
      if (!body) throw interrupted("invalid_event");
      yield { type: "session", ...body };
    } else if (event === "delta") {
      const body = parse(event, chatStreamEventSchemas.delta, data);
      if (!body) throw interrupted("invalid_event");
      yield { type: "delta", ...body };
    } else {
      const body = parse(event, chatStreamEventSchemas.done, data);
      if (!body) throw interrupted("invalid_event");
      yield { type: "done", ...body };
      return;
    }
  }
  throw interrupted("stream_ended");
}
