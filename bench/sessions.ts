// GET /api/sessions for one pupil with 1 000 sessions (the list's cap) under 50 concurrent
// keep-alive connections. Creating the sessions is setup and not measured.
import { gunzipSync } from "node:zlib";
import { signUpPupils, startApp } from "./app-server.ts";
import { keepAliveAgent, openConnections, request, requestJson } from "./http.ts";
import { latency, pool, progress, round } from "./stats.ts";

const SESSIONS = 1000;
const SETUP_CONCURRENCY = 20;
const SEQUENTIAL = 50;
const REQUESTS = 2000;
const CONCURRENT = 50;
/** The loaded phase stops early after this long, whatever it has done. */
const LOAD_BUDGET_MS = 60_000;
const TARGET_P99_MS = 20;

export async function sessionsBench(root: string) {
  const app = await startApp(root);
  const agent = keepAliveAgent(CONCURRENT);
  try {
    const [token] = await signUpPupils(app.base, 1, "sessions");
    // As a pupil's browser asks: it always accepts compressed responses.
    const headers = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br, zstd" };
    const url = `${app.base}/api/sessions`;

    progress(`sessions: creating ${SESSIONS} sessions for one pupil`);
    await pool(SESSIONS, SETUP_CONCURRENCY, async (i) => {
      await requestJson(url, {
        agent,
        headers,
        body: { id: `bench-${String(i + 1).padStart(4, "0")}`, subjectId: "mathematik", type: "chat" },
      });
    });

    const get = async () => {
      const res = await request(url, { agent, headers });
      if (res.status !== 200) throw new Error(`GET /api/sessions: ${res.status}`);
      return res;
    };
    const first = await get();
    const encoding = first.headers["content-encoding"] ?? "identity";
    const json = encoding === "gzip" ? gunzipSync(first.body) : first.body;
    const list = JSON.parse(json.toString("utf8")) as { data: unknown[]; total: number };
    if (list.data.length !== SESSIONS || list.total !== SESSIONS) {
      throw new Error(`GET /api/sessions returned ${list.data.length} of ${list.total} sessions`);
    }

    progress(`sessions: ${SEQUENTIAL} sequential GET /api/sessions`);
    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) sequential.push((await get()).ms);

    progress(`sessions: ${REQUESTS} GET /api/sessions with ${CONCURRENT} in flight`);
    await openConnections(`${app.base}/health`, agent, CONCURRENT);
    const cpuBefore = app.cpuMs();
    const times: number[] = [];
    const deadline = performance.now() + LOAD_BUDGET_MS;
    const started = performance.now();
    await pool(REQUESTS, CONCURRENT, async () => {
      if (performance.now() > deadline) return;
      times.push((await get()).ms);
    });
    const wallMs = performance.now() - started;
    const cpuAfter = app.cpuMs();
    const loaded = latency(times);
    return {
      endpoint: "GET /api/sessions",
      sessions: SESSIONS,
      responseBytes: json.length,
      // Timed to the last byte received; the client does not decompress in the timed loops.
      transferredBytes: first.body.length,
      contentEncoding: encoding,
      sequential: latency(sequential),
      concurrent: {
        inFlight: CONCURRENT,
        ...loaded,
        requestsPerSecond: round((times.length / wallMs) * 1000, 1),
        stoppedEarly: times.length < REQUESTS,
        serverCpuMsPerRequest:
          cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / times.length, 1),
        target: `p99 ≤ ${TARGET_P99_MS} ms`,
        meetsTarget: loaded.p99Ms <= TARGET_P99_MS,
      },
    };
  } finally {
    agent.destroy();
    await app.stop();
  }
}
