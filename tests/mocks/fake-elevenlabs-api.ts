import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A fake of the ElevenLabs API's signed-URL endpoint, a real HTTP server on 127.0.0.1:
// GET /v1/convai/conversation/get-signed-url?agent_id=… with the key in `xi-api-key`
// → {"signed_url":"wss://…"}; a wrong key → 401 {"detail":{"status":"invalid_api_key",…}}.
// https://elevenlabs.io/docs/api-reference/conversations/get-signed-url
// Tests queue other answers with `script` and read every request in `requests`.

export type FakeElevenLabsBehaviour =
  | { kind: "ok" }
  /** An error status; with echoKey the body repeats the key it received (a careless upstream). */
  | { kind: "status"; status: number; echoKey?: boolean }
  /** 200 with a body that is no signed URL. */
  | { kind: "body"; body: string };

export type FakeElevenLabsRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
};

export type FakeElevenLabsApi = {
  /** http://127.0.0.1:PORT, the value for ELEVENLABS_API_URL. */
  origin: string;
  /** The key the fake accepts; change it to make the app's key wrong. */
  apiKey: string;
  requests: FakeElevenLabsRequest[];
  script(...behaviours: FakeElevenLabsBehaviour[]): void;
  close(): Promise<void>;
};

export const SIGNED_URL_PATH = "/v1/convai/conversation/get-signed-url";

export async function startFakeElevenLabsApi(apiKey: string): Promise<FakeElevenLabsApi> {
  const queue: FakeElevenLabsBehaviour[] = [];
  const requests: FakeElevenLabsRequest[] = [];
  let issued = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (req.method !== "GET" || url.pathname !== SIGNED_URL_PATH) {
      return send(404, { detail: { status: "not_found", message: "Not found" } });
    }
    const received = req.headers["xi-api-key"];
    if (received !== fake.apiKey) {
      return send(401, { detail: { status: "invalid_api_key", message: "Invalid API key" } });
    }
    const agentId = url.searchParams.get("agent_id");
    if (!agentId) return send(422, { detail: [{ loc: ["query", "agent_id"], msg: "field required" }] });

    const behaviour = queue.shift() ?? { kind: "ok" };
    if (behaviour.kind === "status") {
      const message = behaviour.echoKey ? `upstream trouble for key ${String(received)}` : "Internal error";
      return send(behaviour.status, { detail: { status: "error", message } });
    }
    if (behaviour.kind === "body") return send(200, behaviour.body);
    issued += 1;
    return send(200, {
      signed_url: `wss://api.elevenlabs.test/v1/convai/conversation?agent_id=${encodeURIComponent(agentId)}&conversation_signature=sig_${issued}`,
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeElevenLabsApi = {
    origin: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    script: (...behaviours) => {
      queue.push(...behaviours);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
