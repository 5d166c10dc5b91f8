import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { createFakeAuthClient, fakeSession } from "./fake-auth-client.ts";
import { bodyOf, serveApi } from "./onboarding-fixtures.ts";
import { json, renderApp } from "./render-app.tsx";

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
 * An onboarded pupil with a learning profile on the chat: health (offline by default), no
 * prepared session, the stream answering with `stream` (called per message), and whatever else
 * `routes` adds.
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
      // The tests' session s-test comes with the address, so the chat looks for a preparation:
      // by default it has none.
      "GET /api/session-preparation/session/s-test": () =>
        json({ session: { id: "s-test", preparationData: null, preparation_data: null } }),
      // …and resumes its stored conversation: by default the server has not seen it yet.
      "GET /api/sessions/s-test": () => json({ message: "Session nicht gefunden.", code: "not_found" }, 404),
      // 'Chat löschen' deletes it on the server (issue 18): a session never stored answers 404.
      "DELETE /api/sessions/s-test": () =>
        json({ message: "Session nicht gefunden.", code: "not_found" }, 404),
      ...(stream ? { "POST /api/chat/stream": stream } : {}),
      ...routes,
    },
  });
}

/** The maths chat of session s-test, once its heading is there (the first test also loads the screen). */
export async function openChat(path = "/tutor/ai-chat/mathematik?sessionId=s-test") {
  const view = renderApp(path, createFakeAuthClient(fakeSession()).client);
  await screen.findByRole("heading", { level: 1, name: "Mathematik" }, { timeout: 5000 });
  return view;
}

/** 'Dateien' beside the message field, then the upload dialog. */
export async function openFilesDialog(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: /^Dateien/ }));
  return within(await screen.findByRole("dialog", { name: "Dateien hochladen" }));
}

type StreamBody = { messages: { text: string; sender: string }[] };

/** The bodies of the POST /api/chat/stream calls, in order. */
export const streamBodies = (calls: { key: string; init?: RequestInit }[]) =>
  calls.filter((c) => c.key === "POST /api/chat/stream").map((c) => bodyOf(c.init) as StreamBody);
