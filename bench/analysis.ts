// Session analysis: (1) the offline heuristics' time for one 60-turn session, in this process;
// (2) two app instances on one PostgreSQL draining 1 000 queued analyses (60 turns each), from
// the moment the jobs are queued until the last is stored. (2) needs PostgreSQL: it uses
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres,
// creates a throwaway database there and drops it; without a reachable server it is skipped.

import pg from "pg";
import type { AnalysisInput } from "#server/analysis/analysis-input.ts";
import { analyseOffline } from "#server/analysis/offline-analysis.ts";
import { sampleMathTranscript } from "#server/analysis/sample-transcript.ts";
import { adminQuery } from "#tests/support/test-db.ts";
import { type AppServer, startApp } from "./app-server.ts";
import { benchDatabaseName, benchPostgresAdminUrl } from "./bench-postgres.ts";
import { latency, progress, round } from "./stats.ts";

const TURNS = 60;
const RUNS = 300;
const TARGET_MS = 50;
const JOBS = 1000;
const DRAIN_BUDGET_MS = 120_000;

export async function analysisBench(root: string) {
  return { offlinePerSession: offlineTiming(), drainTwoInstances: await drainBench(root) };
}

function offlineTiming() {
  progress(`analysis: offline heuristics, ${RUNS} runs on a ${TURNS}-turn session`);
  const input: AnalysisInput = {
    subjectId: "mathematik",
    subjectName: "Mathematik",
    topic: "Brüche addieren",
    sessionType: "CHAT",
    turns: sampleMathTranscript(TURNS),
    durationSeconds: 25 * 60,
    pupil: { schoolType: "SECONDARY", grade: 2, learningProfile: null },
    competencyStatus: {},
    now: new Date(),
  };
  for (let i = 0; i < 30; i++) analyseOffline(input); // warm-up: JIT, not a pupil's first request
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    analyseOffline(input);
    times.push(performance.now() - started);
  }
  return { turns: TURNS, ...latency(times), targetMs: TARGET_MS };
}

async function drainBench(root: string) {
  const admin = benchPostgresAdminUrl();
  const name = benchDatabaseName();
  try {
    await adminQuery(admin, `create database ${name}`);
  } catch (error) {
    progress(`analysis: no PostgreSQL at ${new URL(admin).host}, drain skipped`);
    return { skipped: `PostgreSQL not reachable: ${(error as Error).message}` };
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const apps: AppServer[] = [];
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    progress("analysis: starting two instances on PostgreSQL");
    const env = { DATABASE_URL: url.toString(), ANALYSIS_CONCURRENCY: "2" };
    apps.push(await startApp(root, env));
    apps.push(await startApp(root, env));
    await client.connect();
    progress(`analysis: seeding ${JOBS} completed ${TURNS}-turn sessions`);
    await seedSessions(client);
    const started = performance.now();
    await client.query(
      `insert into session_analyses (session_id, user_id, status) select id, user_id, 'queued' from tutoring_sessions`,
    );
    let left = JOBS;
    while (left > 0 && performance.now() - started < DRAIN_BUDGET_MS) {
      await new Promise((r) => setTimeout(r, 20));
      const res = await client.query(
        `select count(*)::int as n from session_analyses where status <> 'completed'`,
      );
      left = res.rows[0].n;
    }
    const drainMs = performance.now() - started;
    const check = await client.query(
      `select count(*) filter (where attempts = 1)::int as once, count(*) filter (where status = 'failed')::int as failed from session_analyses`,
    );
    return {
      jobs: JOBS,
      turnsPerSession: TURNS,
      drainMs: round(drainMs, 0),
      jobsPerSecond: round((JOBS - left) / (drainMs / 1000), 1),
      unfinished: left,
      failed: check.rows[0].failed,
      claimedExactlyOnce: check.rows[0].once,
      note: "two instances (ANALYSIS_CONCURRENCY=2 each); idle workers look for jobs every second",
    };
  } finally {
    await client.end().catch(() => undefined);
    for (const app of apps) await app.stop();
    await adminQuery(admin, `drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

async function seedSessions(client: pg.Client) {
  const userId = crypto.randomUUID();
  const transcript = JSON.stringify(
    sampleMathTranscript(TURNS).map((t) => ({ type: t.role, text: t.text, timestamp: t.at })),
  );
  await client.query(
    `insert into tutoring_sessions (user_id, public_id, subject_id, subject_name, type, status, active_seconds, transcript, completed_at)
     select $1, 'bench-' || n, 'mathematik', 'Mathematik', 'CHAT', 'COMPLETED', 1500, $2::jsonb, now()
     from generate_series(1, ${JOBS}) as n`,
    [userId, transcript],
  );
}
