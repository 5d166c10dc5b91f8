import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// The shared machinery of the fake model servers (fake-openai-server.ts,
// fake-anthropic-server.ts): a real HTTP server on 127.0.0.1 with a free port, a queue of
// scripted behaviours (one per request, then the default reply), and a record of every request
// so tests can assert what the app sent (system prompt, messages, headers).
export type FakeBehaviour =
  /** A normal reply, streamed in `chunks` (default: the text split into words). */
  | {
      kind: "reply";
      text?: string;
      chunks?: string[];
      delayMs?: number;
      firstTokenDelayMs?: number;
      chunkDelayMs?: number;
    }
  /** An HTTP error, e.g. 429 with Retry-After, 500, 529 (Anthropic "overloaded"). */
  | { kind: "status"; status: number; retryAfter?: string; message?: string; delayMs?: number }
  /** Sends the first `afterChunks` chunks of the reply, then nothing more (connection stays open). */
  | { kind: "stall"; afterChunks: number; text?: string }
  /** Never answers: no status line, no headers. */
  | { kind: "hang" }
  /** Sends `afterChunks` chunks, then breaks the connection. */
  | { kind: "reset"; afterChunks: number; text?: string };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  // biome-ignore lint/suspicious/noExplicitAny: a recorded JSON body, inspected by tests
  body: any;
};

export type ReplyWriter = {
  /** Status and headers for a streamed reply. */
  begin(res: ServerResponse, model: string): void;
  chunk(res: ServerResponse, text: string, model: string): void;
  end(res: ServerResponse, model: string, outputChunks: number): void;
  /** A complete non-streaming reply. */
  json(res: ServerResponse, text: string, model: string): void;
  error(res: ServerResponse, status: number, message: string, retryAfter: string | undefined): void;
};

export type FakeUpstream = {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The URL to configure as AI_BASE_URL (origin + "/v1"). */
  baseURL: string;
  requests: RecordedRequest[];
  /** The requests `judge` answered (the model's second opinions), kept apart from `requests`. */
  judgeRequests: RecordedRequest[];
  /** Queues behaviours for the next requests, in order. */
  script(...behaviours: FakeBehaviour[]): void;
  /** What happens when the queue is empty. */
  defaultReply: string;
  close(): Promise<void>;
};

/** What a test chooses about a fake model server (the protocol's own parts are the server's). */
export type FakeServerOptions = Pick<UpstreamOptions, "apiKey" | "decide" | "judge" | "port">;

export const DEFAULT_FAKE_REPLY = "Hallo! Was möchtest du heute üben?";

type UpstreamOptions = {
  /** Path suffix answered with a model reply, e.g. "/chat/completions". */
  endpoint: string;
  writer: ReplyWriter;
  /** When set, requests without this key get 401 (checked by `readKey`). */
  apiKey?: string;
  readKey: (req: IncomingMessage) => string | undefined;
  /** The behaviour for a request when nothing is scripted, chosen by its body (default: reply). */
  decide?: (body: unknown) => FakeBehaviour | undefined;
  /**
   * Answers the requests it recognises before anything scripted, and records them apart: the
   * chat's second-opinion calls (tests/mocks/fake-safety.ts), which run beside each tutor reply
   * and must not take a behaviour scripted for the reply.
   */
  judge?: (body: unknown) => FakeBehaviour | undefined;
  /** A fixed port (a browser test's server names it in advance); default: any free one. */
  port?: number;
};

export async function startFakeUpstream(options: UpstreamOptions): Promise<FakeUpstream> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const judgeRequests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const fake: FakeUpstream = {
    origin: "",
    baseURL: "",
    requests,
    judgeRequests,
    defaultReply: DEFAULT_FAKE_REPLY,
    script: (...behaviours) => void queue.push(...behaviours),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    // A client that hangs up while sending (an aborted request) gets nothing; a rejection here
    // would end the process hosting the fake.
    const raw = await readBody(req).catch(() => undefined);
    if (raw === undefined) return;
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const judged = options.judge?.(body);
    const record = { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body };
    (judged ? judgeRequests : requests).push(record);
    const { writer } = options;
    if (req.method !== "POST" || !req.url?.split("?")[0]?.endsWith(options.endpoint)) {
      writer.error(res, 404, `No fake for ${req.method} ${req.url}`, undefined);
      return;
    }
    if (options.apiKey && options.readKey(req) !== options.apiKey) {
      writer.error(res, 401, "Incorrect API key provided", undefined);
      return;
    }
    const json = (body ?? {}) as { model?: string; stream?: boolean };
    const model = json.model ?? "fake-model";
    const behaviour = judged ?? queue.shift() ?? options.decide?.(body) ?? { kind: "reply" };

    if (behaviour.kind === "hang") return; // the client's timeout or abort has to end it
    if (behaviour.kind === "status") {
      await wait(behaviour.delayMs ?? 0);
      writer.error(
        res,
        behaviour.status,
        behaviour.message ?? `Fake error ${behaviour.status}`,
        behaviour.retryAfter,
      );
      return;
    }
    const text = behaviour.text ?? fake.defaultReply;
    const chunks = (behaviour.kind === "reply" && behaviour.chunks) || splitWords(text);
    if (behaviour.kind === "reply") await wait(behaviour.delayMs ?? 0);
    if (!json.stream) {
      writer.json(res, chunks.join(""), model);
      return;
    }
    writer.begin(res, model);
    if (behaviour.kind === "reply") await wait(behaviour.firstTokenDelayMs ?? 0);
    const limit = behaviour.kind === "reply" ? chunks.length : Math.min(behaviour.afterChunks, chunks.length);
    for (let i = 0; i < limit; i++) {
      if (res.destroyed) return;
      if (i > 0 && behaviour.kind === "reply") await wait(behaviour.chunkDelayMs ?? 0);
      writer.chunk(res, chunks[i] ?? "", model);
    }
    if (behaviour.kind === "stall") return; // keeps the connection open, sends nothing more
    if (behaviour.kind === "reset") {
      await wait(50); // let the chunks reach the client first
      res.socket?.destroy();
      return;
    }
    writer.end(res, model, chunks.length);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.origin = `http://127.0.0.1:${port}`;
  fake.baseURL = `${fake.origin}/v1`;
  return fake;
}

/** "Hallo Welt!" → ["Hallo ", "Welt!"]: joined back they give the text exactly. */
export function splitWords(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function sse(res: ServerResponse, data: unknown, event?: string) {
  res.write(
    `${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`,
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}
