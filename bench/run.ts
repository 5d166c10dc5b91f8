// npm run bench: one JSON summary on stdout, progress on stderr. First the web bundle (what a
// pupil's browser downloads), then the server on the embedded default (PGlite): cold start and
// hot paths, time to the first streamed chat token against a fake model upstream, and the
// session list under load; then text extraction from the largest uploads (bench/extraction.ts)
// and the time to refuse upload attacks (bench/upload-attacks.ts);
// then session analysis (bench/analysis.ts); then the local voice agent over its websocket
// (bench/voice.ts).
// Request loops are bounded and stay on loopback; every server is a child process stopped at
// the end, every DATA_DIR a temporary directory removed again.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { analysisBench } from "./analysis.ts";
import { chatBench } from "./chat.ts";
import { extractionBench } from "./extraction.ts";
import { safetyBench } from "./safety.ts";
import { serverBench } from "./server.ts";
import { sessionsBench } from "./sessions.ts";
import { progress } from "./stats.ts";
import { uploadAttacksBench } from "./upload-attacks.ts";
import { voiceBench } from "./voice.ts";
import { bundleSize } from "./web-bundle.ts";

/** The whole run stops by itself after this long (the children go with it). */
const HARD_LIMIT_MS = 10 * 60_000;

const root = fileURLToPath(new URL("..", import.meta.url));
const limit = setTimeout(() => {
  progress(`stopped after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

const started = performance.now();
// Other work on the machine skews every figure below: the load at the start says how much.
const machine = { cpus: availableParallelism(), loadAverage1mAtStart: Number(loadavg()[0]?.toFixed(2)) };
progress("web bundle");
const webBundle = bundleSize(root);
const server = await serverBench(root);
const chatStreamTtft = await chatBench(root);
const sessionsList = await sessionsBench(root);
const extraction = await extractionBench(root);
const uploadAttacks = await uploadAttacksBench();
const analysis = await analysisBench(root);
const safety = safetyBench();
const voice = await voiceBench(root);
clearTimeout(limit);
progress(`done in ${Math.round((performance.now() - started) / 1000)} s`);

const summary = {
  webBundle,
  server: { ...server, chatStreamTtft, sessionsList },
  extraction,
  uploadAttacks,
  analysis,
  safety,
  voice,
  node: process.version,
  machine,
};
console.log(JSON.stringify(summary, null, 2));
