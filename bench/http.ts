// A dependency-free HTTP client on node:http for the load parts: keep-alive agents sized for the
// concurrency, plain JSON requests and server-sent-event streams timed to their first event.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";

const REQUEST_TIMEOUT_MS = 30_000;

export function keepAliveAgent(maxSockets: number) {
  return new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

type Options = {
  agent: Agent;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
};

export type HttpResult = { status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number };

/** One request; resolves with the whole body (bounded by a timeout). */
export function request(url: string, options: Options): Promise<HttpResult> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        agent: options.agent,
        method: options.method ?? (payload ? "POST" : "GET"),
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on("data", (chunk: Buffer) => parts.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(payload);
  });
}

export async function requestJson<T>(url: string, options: Options): Promise<T> {
  const res = await request(url, options);
  if (res.status >= 300) throw new Error(`${options.method ?? "GET"} ${url}: ${res.status} ${res.body}`);
  return JSON.parse(res.body.toString("utf8")) as T;
}

export type SseEvent = { event: string; data: string };

export type SseResult = {
  status: number;
  /** Milliseconds from sending the request to the first event `isFirst` accepted. */
  firstMs: number | null;
  totalMs: number;
  events: SseEvent[];
};

/**
 * POSTs `body` and reads the server-sent events to the end of the stream. The clock starts just
 * before the request is written and stops at the first event `isFirst` accepts.
 */
export function sseRequest(
  url: string,
  options: Options & { body: unknown },
  isFirst: (event: SseEvent) => boolean,
): Promise<SseResult> {
  const payload = JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstMs: number | null = null;
    const events: SseEvent[] = [];
    const req = httpRequest(
      url,
      {
        agent: options.agent,
        method: "POST",
        headers: { "content-type": "application/json", accept: "text/event-stream", ...options.headers },
      },
      (res) => {
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end !== -1) {
            const event = parseEvent(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            events.push(event);
            if (firstMs === null && isFirst(event)) firstMs = performance.now() - started;
            end = buffer.indexOf("\n\n");
          }
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, firstMs, totalMs: performance.now() - started, events }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(payload);
  });
}

function parseEvent(block: string): SseEvent {
  let event = "message";
  const data: string[] = [];
  for (const line of block.replaceAll("\r", "").split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return { event, data: data.join("\n") };
}

/**
 * Opens `count` keep-alive connections to `url`'s server before a loaded phase (any answer will
 * do), as browsers that loaded the app already have them. Without it, the first requests of a
 * burst also measure connecting to a server that is already saturated.
 */
export async function openConnections(url: string, agent: Agent, count: number) {
  await Promise.all(Array.from({ length: count }, () => request(url, { agent })));
}
