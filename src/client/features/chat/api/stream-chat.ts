import { postEventStream } from "#client/lib/api-stream.ts";
import type { ChatCompletionInput, HelpCard } from "#shared/contracts/chat.ts";

export type ChatStreamRequest = Omit<ChatCompletionInput, "sessionType" | "userClass"> &
  Partial<Pick<ChatCompletionInput, "sessionType" | "userClass">>;

export type ChatStreamEvent =
  | { type: "session"; sessionId: string }
  | { type: "delta"; text: string }
  | { type: "done"; message: string; helpCard: HelpCard | null };

/** The server reported a failure after the reply had started (event `error`). */
export class ChatStreamError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.name = "ChatStreamError";
    this.code = code;
  }
}

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * POST /api/chat/stream: the tutor's reply as it is written. Errors before the reply starts are
 * ApiError (400, 404, 409, 429, 503 with the server's German message); an `error` event later
 * throws ChatStreamError; a stream that ends without `done` is an error too.
 */
export async function* streamChat(
  request: ChatStreamRequest,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  for await (const { event, data } of postEventStream("/api/chat/stream", request, signal)) {
    const body = parse(data);
    if (event === "session") yield { type: "session", sessionId: text(body.sessionId) };
    else if (event === "delta") yield { type: "delta", text: text(body.text) };
    else if (event === "done") {
      yield {
        type: "done",
        message: text(body.message),
        helpCard: (body.helpCard as HelpCard | null) ?? null,
      };
      return;
    } else if (event === "error") {
      throw new ChatStreamError(text(body.message) || "Der KI-Tutor hat nicht geantwortet.", text(body.code));
    }
  }
  throw new ChatStreamError("Die Antwort des KI-Tutors wurde unterbrochen.", "stream_ended");
}
