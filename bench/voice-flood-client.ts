// The flooding pupil of bench/voice-flood.ts, in a worker thread so that its sending loop does
// not slow the bench's own /health requests. It opens the local agent's socket the way the SDK
// does (a ticket, "convai", the initiation with the access token) and then sends one kind of
// message as fast as the socket takes it (kept under 1 MiB of unsent data). When the agent
// closes the socket it fetches a new ticket and starts again, until the bench says stop: a
// client that is closed for flooding comes back, so the figure is what the limits hold.
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";
import { textOnlyInitiation } from "#tests/support/voice-initiation.ts";

export type FloodOptions = { base: string; token: string; message: Record<string, unknown> };
export type FloodReport = {
  connections: number;
  messagesSent: number;
  closes: Record<string, number>;
  refusedTickets: Record<string, number>;
};

const { base, token, message } = workerData as FloodOptions;
const frame = JSON.stringify(message);
const MAX_BUFFERED = 1024 * 1024;
const BATCH = 50;
let stopping = false;
const report: FloodReport = { connections: 0, messagesSent: 0, closes: {}, refusedTickets: {} };

parentPort?.on("message", () => {
  stopping = true;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ticket(): Promise<string | null> {
  const res = await fetch(`${base}/api/elevenlabs/signed-url?subject=mathematik&sessionType=voice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.ok) return ((await res.json()) as { signedUrl: string }).signedUrl;
  report.refusedTickets[res.status] = (report.refusedTickets[res.status] ?? 0) + 1;
  await res.arrayBuffer();
  return null;
}

/** One connection, flooded until the agent closes it (or the bench stops). */
function flood(url: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, ["convai"], { perMessageDeflate: false });
    let flooding = false;
    const pump = () => {
      if (!flooding || ws.readyState !== ws.OPEN) return;
      if (stopping) return ws.close(1000);
      if (ws.bufferedAmount < MAX_BUFFERED) {
        for (let i = 0; i < BATCH; i++) ws.send(frame);
        report.messagesSent += BATCH;
      }
      setImmediate(pump);
    };
    ws.on("open", () => {
      report.connections++;
      ws.send(textOnlyInitiation(token));
    });
    ws.on("message", (data) => {
      const received = JSON.parse(data.toString()) as { type: string; ping_event?: { event_id: number } };
      if (received.type === "ping")
        ws.send(JSON.stringify({ type: "pong", event_id: received.ping_event?.event_id }));
      if (received.type === "conversation_initiation_metadata" && !flooding) {
        flooding = true;
        pump();
      }
    });
    ws.on("close", (code) => {
      flooding = false;
      report.closes[code] = (report.closes[code] ?? 0) + 1;
      resolve();
    });
    ws.on("error", () => undefined);
  });
}

while (!stopping) {
  const url = await ticket().catch(() => null);
  if (url) await flood(url);
  else await sleep(100);
}
parentPort?.postMessage(report);
