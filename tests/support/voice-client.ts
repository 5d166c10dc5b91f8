import { Conversation, type DisconnectionDetails, type IncomingSocketEvent } from "@elevenlabs/client";
import { WebSocket as WsClient } from "ws";

// The voice screen's side of the local agent in tests: @elevenlabs/client's own conversation
// class, text only (no audio hardware), and waiting for states rather than for times.

/** Resolves once `check()` is truthy (polled every 5 ms); fails after `timeoutMs`. */
export async function until(check: () => unknown, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The voice screen's way in, text only: the SDK's own conversation class. */
export async function startText(token: string, signedUrl: string) {
  const messages: { role: string; message: string; event_id?: number }[] = [];
  const events: IncomingSocketEvent[] = [];
  const disconnects: DisconnectionDetails[] = [];
  const conversation = await Conversation.startSession({
    signedUrl,
    textOnly: true,
    dynamicVariables: { lernfunke_access_token: token },
    onMessage: (m) => messages.push(m),
    onIncomingEvent: (e) => events.push(e),
    onDisconnect: (d) => disconnects.push(d),
  });
  return { conversation, messages, events, disconnects };
}

/** The SDK's error when the agent refused the connection: its message and close code. */
export async function refusalOf(start: Promise<unknown>) {
  const error = await start.then(
    () => null,
    (e: unknown) => e as Error & { closeCode?: number },
  );
  if (!error) throw new Error("the connection was accepted");
  return { message: error.message, code: error.closeCode };
}

/** The HTTP status a websocket upgrade gets: 101 when the socket opens (and is closed at once). */
export function upgradeStatus(url: string, protocols: string[] = ["convai"], origin?: string) {
  return new Promise<number>((resolve) => {
    const ws = new WsClient(url, protocols, origin ? { origin } : {});
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("open", () => {
      ws.close();
      resolve(101);
    });
    ws.on("error", () => undefined);
  });
}
