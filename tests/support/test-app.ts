import { type AddressInfo, createServer } from "node:net";
import type { ModelOverrides } from "#server/ai/models.ts";
import { compose } from "#server/compose.ts";
import type { Database } from "#server/db/client.ts";
import { parseEnv } from "#server/env.ts";
import type { VoiceAgentDeps } from "#server/features/voice/voice-socket.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { Speech } from "#server/voice/speech/speech-from-env.ts";
import { freshDatabase } from "./test-db.ts";

export type TestEnv = Record<string, string | undefined>;

export type TestAppOptions = {
  /** How often an idle analysis worker looks for jobs (other instances' jobs). */
  analysisPollMs?: number;
  /** An open database to share (a second app on it is a restarted server); the caller closes it. */
  database?: Database;
  models?: ModelOverrides;
  /** The voice agent's speech recognition and voice (default: from the environment). */
  speech?: Speech;
  /** The voice agent's pings and waits (default: the real ones). */
  voiceTiming?: VoiceAgentDeps["timing"];
  logger?: Logger;
  /** The sessions' clock (activity stamps, the auto-end); default: the real time. */
  clock?: () => Date;
};

/** The real app on a fresh database, for requests through app.request(). */
export async function createTestApp(overrides: TestEnv = {}, options: TestAppOptions = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const database = options.database ?? (await freshDatabase());
  const composed = await compose(env, {
    database,
    clientDir: overrides.CLIENT_DIR,
    models: options.models,
    analysisPollMs: options.analysisPollMs,
    speech: options.speech,
    voiceTiming: options.voiceTiming,
    logger: options.logger,
    clock: options.clock,
  });
  const { app } = composed;

  async function json(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: HeadersInit = {},
  ) {
    const res = await app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }

  /** Registers a pupil through the GoTrue sign-up and returns the session. */
  async function signUp(email = `pupil-${crypto.randomUUID()}@schule.ch`, password = "Lernen-macht-Spass-7") {
    const res = await json("POST", "/auth/v1/signup", { email, password, data: { name: "Mia" } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    return {
      email,
      password,
      session: res.body as { access_token: string; refresh_token: string; user: { id: string } },
    };
  }

  /** A new pupil: signed up, and onboarded (as Mia) when a school type and grade are given. */
  async function pupil(profile?: { schoolType: string; grade: number }) {
    const { session } = await signUp();
    const token = session.access_token;
    if (profile) {
      const res = await json("POST", "/api/onboarding", { name: "Mia", ...profile }, token);
      if (res.status !== 200) throw new Error(`onboarding failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return { token, userId: session.user.id };
  }

  const turn = (text: string, sessionId: string, subject: string) =>
    JSON.stringify({ messages: [{ text, sender: "user" }], subject, sessionId });

  /** One pupil turn through POST /api/chat/completion, answered as JSON. */
  const chatTurn = (token: string, text: string, sessionId: string, subject = "mathematik") =>
    json("POST", "/api/chat/completion", turn(text, sessionId, subject), token);

  /** One pupil turn through POST /api/chat/stream: the response, its body the server-sent events. */
  const chatStream = (token: string, text: string, sessionId: string, subject = "mathematik") =>
    app.request("/api/chat/stream", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: turn(text, sessionId, subject),
    });

  /** Pupil turns one after the other in one session; each must be answered. */
  async function chatTurns(token: string, sessionId: string, lines: readonly string[]) {
    for (const text of lines) {
      const res = await chatTurn(token, text, sessionId);
      if (res.status !== 200) throw new Error(`chat turn failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }

  return {
    ...composed,
    env,
    json,
    signUp,
    pupil,
    chatTurn,
    chatTurns,
    chatStream,
    close: async () => {
      await composed.voiceAgent?.close();
      await Promise.all([composed.worker.stop(), composed.autoEnd.stop(), composed.retention.stop()]);
      if (!options.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app listening on a free port, for clients that speak HTTP (supabase-js). */
export async function startTestServer(overrides: TestEnv = {}) {
  const port = overrides.PORT ? Number(overrides.PORT) : await freePort();
  const testApp = await createTestApp({ PORT: String(port), ...overrides });
  const server = testApp.listen({ port });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    ...testApp,
    url: `http://localhost:${port}`,
    async close() {
      // Open voice conversations end first: their sockets would keep the server open.
      await testApp.voiceAgent?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
