import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { createTestApp, type TestAppOptions, type TestEnv } from "./test-app.ts";

// The real app on a real loopback port with the local voice agent's websocket route, listening
// as main.ts does (compose's listen): for clients that speak websockets (@elevenlabs/client). Log lines are kept
// (parsed JSON) so tests can check what the agent logged, and what it must never log.

export async function startVoiceServer(overrides: TestEnv = {}, options: TestAppOptions = {}) {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = options.logger ?? pino({ level: "debug" }, sink);
  const testApp = await createTestApp(overrides, { ...options, logger });
  const agent = testApp.voiceAgent;
  if (!agent) throw new Error("the voice agent is off (ElevenLabs configured)");
  const server = testApp.listen({ port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  /** A signed URL and session options for the pupil, through the real route. */
  async function signedUrl(token: string, query: Record<string, string> = { subject: "mathematik" }) {
    const res = await fetch(`${url}/api/elevenlabs/signed-url?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`signed-url: ${res.status} ${await res.text()}`);
    return (await res.json()) as { signedUrl: string; sessionId: string };
  }

  return {
    ...testApp,
    url,
    agent,
    logs,
    signedUrl,
    async close() {
      await agent.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}
export type VoiceServer = Awaited<ReturnType<typeof startVoiceServer>>;

/**
 * Makes Node's WebSocket deliver events the way browsers do, for @elevenlabs/client in tests.
 * Node's (undici's) WebSocket dispatches every frame of one TCP read in a single synchronous
 * loop, while a browser queues a task per message (HTML "feed a message") with microtasks run in
 * between. The SDK depends on the latter: it resolves the handshake on the metadata message and
 * attaches its message listener in a microtask after that, so in Node a message that arrives in
 * the same read as the metadata (the agent's first words in a text-only session) is lost.
 * Returns a function that restores the original.
 */
export function useBrowserLikeWebSocket(): () => void {
  const NodeWebSocket = globalThis.WebSocket;
  class BrowserLikeWebSocket extends NodeWebSocket {
    override dispatchEvent(event: Event): boolean {
      setImmediate(() => super.dispatchEvent(event));
      return true;
    }
  }
  globalThis.WebSocket = BrowserLikeWebSocket;
  return () => {
    globalThis.WebSocket = NodeWebSocket;
  };
}
