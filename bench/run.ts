// npm run bench: one JSON summary on stdout, progress on stderr. First the web bundle (what a
// pupil's browser downloads) and /login's first load in Chromium (bench/first-load.ts), then the
// server on the embedded default (PGlite): cold start and hot paths, time to the first streamed chat token against a fake model upstream, and the
// session list under load; then text extraction from the largest uploads (bench/extraction.ts)
// and the time to refuse upload attacks (bench/upload-attacks.ts);
// then session analysis (bench/analysis.ts); then the local voice agent over its websocket
// (bench/voice.ts); the data export of a pupil with 1 000 sessions (bench/export.ts); a
// teacher's class overview of 30 pupils with 3 000 sessions (bench/class-overview.ts); last a
// school morning, 300 pupils from one address signing in while an attacker guesses one pupil's
// password, on PGlite and on two instances over PostgreSQL (bench/school-morning.ts); the
// server's memory: idle, during and after a burst of large uploads (bench/memory.ts); last the
// capacity: how many pupils one instance, then two on PostgreSQL, serve with a realistic mix
// before the added time to the first token passes 50 ms (bench/capacity.ts).
// `node bench/run.ts --only export,sessions` runs only the named sections (npm run bench -- --only …):
// webBundle, firstLoad, server, chat, sessions, extraction, uploadAttacks, analysis, safety, voice,
// export, classOverview, schoolMorning, memory, capacity.
// Request loops are bounded and stay on loopback; every server is a child process stopped at
// the end, every DATA_DIR a temporary directory removed again.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { analysisBench } from "./analysis.ts";
import { capacityBench } from "./capacity.ts";
import { chatBench } from "./chat.ts";
import { classOverviewBench } from "./class-overview.ts";
import { exportBench } from "./export.ts";
import { extractionBench } from "./extraction.ts";
import { firstLoadBench } from "./first-load.ts";
import { memoryBench } from "./memory.ts";
import { safetyBench } from "./safety.ts";
import { schoolMorningBench } from "./school-morning.ts";
import { serverBench } from "./server.ts";
import { sessionsBench } from "./sessions.ts";
import { progress } from "./stats.ts";
import { uploadAttacksBench } from "./upload-attacks.ts";
import { voiceBench } from "./voice.ts";
import { bundleSize } from "./web-bundle.ts";

/**
 * The whole run stops by itself after this long (the children go with it). 10 minutes covered
 * every section until schoolMorning, whose two mornings take 2 minutes each by design (300
 * pupils, one every 0.4 s) plus preparing 300 accounts per run: 6 minutes more, and 5 more for
 * its two runs without SCHOOL_NETWORKS (BENCH_SCHOOL_MORNING_PLAIN=1); 2 more for the memory
 * section's minute of idling after its uploads. capacity adds 9: each of its two configurations
 * starts no step after 180 s (bench/capacity.ts BUDGET_MS), a step that began may take 50 s more
 * (sign-ups, settling, the 15 s window, its streams' end), and the servers and the throwaway
 * PostgreSQL database take their time to start and stop.
 */
const HARD_LIMIT_MS = (process.env.BENCH_SCHOOL_MORNING_PLAIN === "1" ? 32 : 27) * 60_000;

const root = fileURLToPath(new URL("..", import.meta.url));
const limit = setTimeout(() => {
  progress(`stopped after ${HARD_LIMIT_MS / 1000} s`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

const SECTIONS = [
  "webBundle",
  "firstLoad",
  "server",
  "chat",
  "sessions",
  "extraction",
  "uploadAttacks",
  "analysis",
  "safety",
  "voice",
  "export",
  "classOverview",
  "schoolMorning",
  "memory",
  "capacity",
] as const;
type Section = (typeof SECTIONS)[number];
const only = onlySections(process.argv.slice(2));
/** The section's result, or undefined (left out of the summary) when --only names others. */
const section = async <T>(name: Section, run: () => T | Promise<T>): Promise<T | undefined> =>
  only && !only.has(name) ? undefined : await run();

const started = performance.now();
// Other work on the machine skews every figure below: the load at the start says how much.
const machine = { cpus: availableParallelism(), loadAverage1mAtStart: Number(loadavg()[0]?.toFixed(2)) };
const webBundle = await section("webBundle", () => {
  progress("web bundle");
  return bundleSize(root);
});
const firstLoad = await section("firstLoad", () => {
  progress("first load of /login in Chromium");
  return firstLoadBench(root);
});
const server = await section("server", () => serverBench(root));
const chatStreamTtft = await section("chat", () => chatBench(root));
const sessionsList = await section("sessions", () => sessionsBench(root));
const extraction = await section("extraction", () => extractionBench(root));
const uploadAttacks = await section("uploadAttacks", () => uploadAttacksBench());
const analysis = await section("analysis", () => analysisBench(root));
const safety = await section("safety", () => safetyBench());
const voice = await section("voice", () => voiceBench(root));
const dataExport = await section("export", () => exportBench(root));
const classOverview = await section("classOverview", () => classOverviewBench(root));
const schoolMorning = await section("schoolMorning", () => schoolMorningBench(root));
const memory = await section("memory", () => memoryBench(root));
const capacity = await section("capacity", () => capacityBench(root));
clearTimeout(limit);
progress(`done in ${Math.round((performance.now() - started) / 1000)} s`);

const summary = {
  webBundle,
  firstLoad,
  server: server || chatStreamTtft || sessionsList ? { ...server, chatStreamTtft, sessionsList } : undefined,
  extraction,
  uploadAttacks,
  analysis,
  safety,
  voice,
  export: dataExport,
  classOverview,
  schoolMorning,
  memory,
  capacity,
  node: process.version,
  machine,
};
console.log(JSON.stringify(summary, null, 2));

function onlySections(args: string[]): Set<Section> | null {
  const at = args.indexOf("--only");
  if (at === -1) return null;
  const names = (args[at + 1] ?? "").split(",").filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes sections from: ${SECTIONS.join(", ")} (got ${unknown.join(", ") || "none"})`,
    );
  }
  return new Set(names as Section[]);
}
