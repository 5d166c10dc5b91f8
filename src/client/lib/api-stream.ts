import { createParser } from "eventsource-parser";
import { apiFetch } from "./api-client.ts";

// Server-sent events over a POST. EventSource can only GET, so the stream is read with fetch and
// a ReadableStream; the text/event-stream format (HTML standard, "event stream interpretation")
// is parsed by eventsource-parser rather than by hand (decision 029).

export type StreamEvent = { event: string; data: string };

/** POSTs `body` as JSON with the bearer token and yields the answer's events as they arrive. */
export async function* postEventStream(
  path: string,
  body: unknown,
  signal?: AbortSignal,
): AsyncGenerator<StreamEvent> {
  const response = await apiFetch(path, { method: "POST", body, signal, accept: "text/event-stream" });
  if (!response.body) throw new Error("Die Antwort des Servers ist leer.");
  yield* parseEventStream(response.body);
}

/** The events of a text/event-stream body; comments and unknown fields are skipped. */
export async function* parseEventStream(stream: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  // The parser calls back for each whole event; they are handed on after each chunk is fed.
  let ready: StreamEvent[] = [];
  const parser = createParser({
    // Browsers name an unnamed event "message"; the parser leaves it undefined.
    onEvent: ({ event, data }) => ready.push({ event: event ?? "message", data }),
  });
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      const events = ready;
      ready = [];
      yield* events;
    }
  } finally {
    // Also when the reader stops early: the rest of the response is not wanted.
    await reader.cancel().catch(() => undefined);
  }
}
