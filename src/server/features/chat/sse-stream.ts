import type { Context } from "hono";
import type { ChatStreamEventData, ChatStreamEventName } from "#shared/contracts/chat-stream.ts";

// The chat's server-sent events (decision 060), written straight into the response body's one
// ReadableStream instead of through Hono's streamSSE (a TransformStream, a second ReadableStream
// around it and a promise per event): the same headers and the same bytes per event, with less
// work per piece of the reply. Several events may go out as one chunk (one socket write).

/** One event in the wire format of Hono's writeSSE: JSON data holds no line breaks. */
const format = <N extends ChatStreamEventName>(event: N, data: ChatStreamEventData<N>) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export type SseOut = {
  /** The pupil left (the response was cancelled): nothing more is sent. */
  readonly aborted: boolean;
  /** Sends the events as one chunk, in order. */
  send(...events: string[]): void;
};

export const sseEvent = format;

/**
 * Answers with a stream of server-sent events that `run` writes; the stream ends when `run`
 * settles. `run` must catch its own errors (a rejection is only swallowed, like streamSSE's).
 */
export function sseResponse(c: Context, run: (out: SseOut) => Promise<void>): Response {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const out: SseOut = {
    get aborted() {
      return !open;
    },
    send(...events) {
      if (!open || !controller) return;
      controller.enqueue(encoder.encode(events.length === 1 ? (events[0] as string) : events.join("")));
    },
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      open = false;
    },
  });
  // The same headers as Hono's streamSSE.
  c.header("Transfer-Encoding", "chunked");
  c.header("Content-Type", "text/event-stream");
  c.header("Cache-Control", "no-cache");
  c.header("Connection", "keep-alive");
  run(out)
    .catch(() => undefined)
    .finally(() => {
      if (!open) return;
      open = false;
      controller?.close();
    });
  return c.newResponse(body);
}

/**
 * Pieces of the reply that come close together leave as one `delta` event (decision 060): the
 * first at once (the time to the first word), later ones at most every `everyMs`, what came
 * meanwhile joined. The client appends deltas, so the pupil sees the same text; `take()` hands
 * what is still waiting to the event that ends the reply, in the same chunk.
 */
export function deltaBatcher(out: SseOut, everyMs: number) {
  let waiting = "";
  let lastSent = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (!waiting) return;
    out.send(format("delta", { text: waiting }));
    waiting = "";
    lastSent = performance.now();
  };
  return {
    add(text: string) {
      waiting += text;
      if (timer) return;
      const wait = lastSent + everyMs - performance.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** The waiting text as a `delta` event (or none), the timer stopped. */
    take(): string[] {
      this.stop();
      const rest = waiting ? [format("delta", { text: waiting })] : [];
      waiting = "";
      return rest;
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
