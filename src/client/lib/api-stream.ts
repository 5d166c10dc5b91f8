import { apiFetch } from "./api-client.ts";

// Server-sent events over a POST. EventSource can only GET, so the stream is read with fetch and
// a ReadableStream, and parsed here after the format of the HTML standard
// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation):
// lines "event: x" and "data: y", an empty line ends an event, several data lines join with "\n".

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
  let buffer = "";
  let event = "";
  let data: string[] = [];
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be half a line; it waits for the next chunk.
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        if (line === "") {
          if (data.length > 0) yield { event: event || "message", data: data.join("\n") };
          event = "";
          data = [];
          continue;
        }
        if (line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? "" : line.slice(colon + 1);
        if (value.startsWith(" ")) value = value.slice(1);
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
      }
    }
  } finally {
    // Also when the reader stops early: the rest of the response is not wanted.
    await reader.cancel().catch(() => undefined);
  }
}
