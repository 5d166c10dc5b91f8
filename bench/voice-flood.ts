// One pupil floods their voice socket; does /health still answer in time for everyone else?
// (issue 14, point 7: a text flood on one socket made /health take 465 ms median; decision 024.)
// The app runs as shipped (node src/server/main.ts, offline tutor and voice, default limits).
// The floor is /health with the app idle; then, for each kind of flood, /health again while a
// worker thread (bench/voice-flood-client.ts) floods one socket and reconnects whenever the
// agent closes it. Reported beside each: how many messages the flooder got out, and how the
// agent closed its sockets.
import { Worker } from "node:worker_threads";
import { signUpPupils, startApp } from "./app-server.ts";
import { progress, round, timeRequests } from "./stats.ts";
import type { FloodOptions, FloodReport } from "./voice-flood-client.ts";

const HEALTH_REQUESTS = 500;
/** The flood runs this long before /health is measured (the agent's queues fill up). */
const RAMP_MS = 1000;

const FLOODS = {
  /** What the flood sent: typed messages, each a turn for the tutor. */
  userMessage: { type: "user_message", text: "Was ist drei Viertel plus ein Achtel?" },
  /** A message the agent ignores: only the cost of receiving it. */
  userActivity: { type: "user_activity" },
  /** Typed messages of 54 000 characters (a file's analysis may be 50 000): the costly kind. */
  longUserMessage: { type: "user_message", text: "Ich verstehe Brüche nicht. ".repeat(2000) },
} as const;

export async function voiceFloodBench(root: string) {
  progress("voice: /health while one socket floods the agent");
  const app = await startApp(root, {
    ELEVENLABS_API_KEY: "",
    ELEVENLABS_AGENT_ID: "",
    AI_PROVIDER: "offline",
  });
  try {
    // A pupil per kind of flood: a flooder's slots stay taken for a cool-down after each close.
    const tokens = await signUpPupils(app.base, Object.keys(FLOODS).length, "voice-flood");
    const health = () => timeRequests(HEALTH_REQUESTS, () => fetch(`${app.base}/health`));
    await health(); // warm-up, not counted
    const floor = await health();
    const floods: Record<string, unknown> = {};
    for (const [index, [name, message]] of Object.entries(FLOODS).entries()) {
      const token = tokens[index] ?? "";
      progress(`voice: /health during a ${name} flood`);
      const worker = new Worker(new URL("./voice-flood-client.ts", import.meta.url), {
        workerData: { base: app.base, token, message } satisfies FloodOptions,
      });
      const report = new Promise<FloodReport>((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, RAMP_MS));
      const during = await health();
      worker.postMessage("stop");
      const flooder = await report;
      await worker.terminate();
      const seconds = (performance.now() - started) / 1000;
      floods[name] = {
        health: during,
        medianOverFloorMs: round(during.p50Ms - floor.p50Ms),
        flooder: { ...flooder, messagesPerSecond: Math.round(flooder.messagesSent / seconds) },
      };
    }
    return {
      healthFloor: floor,
      floods,
      note:
        `GET /health, ${HEALTH_REQUESTS} requests one after another: healthFloor with the app idle, then during each ` +
        `flood (after ${RAMP_MS} ms of flooding). The flooder is one pupil in a worker thread: it sends one kind of ` +
        `message as fast as its socket takes it and, whenever the agent closes the socket, fetches a new ticket and ` +
        `floods again (a new pupil for each kind). closes counts the agent's close codes (1008: too many messages), ` +
        `refusedTickets the signed-URL answers that were not 200 (429: both of the pupil's slots taken, also during ` +
        `the 10 s cool-down after a 1008). Before decision 024 (same machine, idle): floor p50 0.86 ms; userMessage ` +
        `p50 2.64 ms, userActivity 1.26 ms, longUserMessage 58.4 ms (one socket, never closed).`,
    };
  } finally {
    await app.stop();
  }
}
