import { serveApi } from "./onboarding-fixtures.ts";
import { json } from "./render-app.tsx";

type Route = (init?: RequestInit) => Response | Promise<Response>;

/** One server-sent event as the server writes it. */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A whole text/event-stream answer at once. */
export function sseResponse(events: Array<[string, unknown]>): Response {
  return new Response(events.map(([event, data]) => sseEvent(event, data)).join(""), {
    headers: { "Content-Type": "text/event-stream" },
  });
}

/** A stream the test writes to step by step, to see the reply grow. */
export function controlledSse() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { headers: { "Content-Type": "text/event-stream" } }),
    send: (event: string, data: unknown) => controller?.enqueue(encoder.encode(sseEvent(event, data))),
    close: () => controller?.close(),
  };
}

/** The offline tutor's reply "Gute Frage! …" in three deltas, then done. */
export function tutorReply(message: string, helpCard: unknown = null): Response {
  const words = message.split(/(?<= )/);
  return sseResponse([
    ["session", { sessionId: "s-test" }],
    ...words.map((text): [string, unknown] => ["delta", { text }]),
    ["done", { message, helpCard }],
  ]);
}

/**
 * An onboarded pupil with a learning profile on the chat: health (offline by default), the
 * stream answering with `stream` (called per message), and whatever else `routes` adds.
 */
export function serveChat({
  stream,
  offline = true,
  routes = {},
}: {
  stream?: Route;
  offline?: boolean;
  routes?: Record<string, Route>;
}) {
  return serveApi({
    profile: true,
    routes: {
      "GET /api/chat/health": () =>
        json({ status: "ok", provider: "offline", model: "lernfunke-offline", offline }),
      ...(stream ? { "POST /api/chat/stream": stream } : {}),
      ...routes,
    },
  });
}
