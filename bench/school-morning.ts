// A school morning (issue 19): 300 pupils of one school reach the server from one address (the
// school's NAT; here every client is 127.0.0.1), one starting every 0.4 s. Each pupil is a
// browser with its own cookie jar: 10 % first type a wrong password once, then the right one;
// each signs in (password grant) and loads the home screen as the client does after sign-in
// (GET /api/onboarding, then GET /api/sessions). Meanwhile an attacker on the same address tries
// 200 passwords against one pupil, the victim, without a cookie and without waiting for
// Retry-After; the victim, who signed in on their own browser "yesterday" (before the morning),
// signs in again from it during the attack.
// Twice: (a) one instance on the embedded default (PGlite, temporary DATA_DIR); (b) two
// instances on one PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; a throwaway database, dropped after), pupil i
// and the attacker's try i on instance i % 2. The servers run with the settings an operator of
// a school sets: SCHOOL_NETWORKS lists the school's address, nothing else changed.
// BENCH_SCHOOL_MORNING_PLAIN=1 adds both runs without SCHOOL_NETWORKS (the plain per-address
// budgets), 4 minutes more.
// The accounts are made before the clock starts, as `npm run user:create` makes them (the auth
// service's createUser in this process, before the servers open the database), with a completed
// onboarding, so no preparation spends the morning's budgets.

import { mkdtempSync, rmSync } from "node:fs";
import type { Agent } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword, verifyPassword } from "#server/auth/passwords.ts";
import { onboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { adminQuery } from "#tests/support/test-db.ts";
import { type AppServer, startApp } from "./app-server.ts";
import { benchDatabaseName, benchPostgresAdminUrl } from "./bench-postgres.ts";
import { type HttpResult, keepAliveAgent, request } from "./http.ts";
import { latency, pool, progress, round } from "./stats.ts";

const PUPILS = 300;
const START_EVERY_MS = 400;
/** Every tenth pupil types a wrong password once, then, after retyping, the right one. */
const WRONG_FIRST = (i: number) => i % 10 === 3;
const RETYPE_MS = 1500;
const ATTACK_TRIES = 200;
/** The attacker's pause between tries: 200 tries span the morning. */
const ATTACK_PAUSE_MS = 500;
/** The victim is pupil 101: "yesterday" on instance 0, this morning on instance 1 % instances. */
const VICTIM = 101;
const SCHOOL_ADDRESS = "127.0.0.1";
const PASSWORD = "Morgen-Mathe-2026";
const TARGETS = {
  refusedPupils: 0,
  attackerGuessesPer15MinPerAccount: 10,
  victimSignedIn: true,
  signInP95Ms: 300,
};

type Setup = { name: string; instances: number; schoolNetworks: boolean };

export async function schoolMorningBench(root: string) {
  const argon2id = await argon2Cost();
  const setups: Setup[] = [
    { name: "pglite", instances: 1, schoolNetworks: true },
    { name: "postgres2", instances: 2, schoolNetworks: true },
  ];
  if (process.env.BENCH_SCHOOL_MORNING_PLAIN === "1") {
    setups.push(
      { name: "pgliteWithoutSchoolNetworks", instances: 1, schoolNetworks: false },
      { name: "postgres2WithoutSchoolNetworks", instances: 2, schoolNetworks: false },
    );
  }
  const runs: Record<string, unknown> = {};
  for (const setup of setups) {
    runs[setup.name] =
      setup.instances === 1 ? await embeddedRun(root, setup) : await postgresRun(root, setup);
  }
  return {
    pupils: PUPILS,
    startEveryMs: START_EVERY_MS,
    wrongPasswordFirst: PUPILS / 10,
    attackTries: ATTACK_TRIES,
    attackPauseMs: ATTACK_PAUSE_MS,
    homeScreen: ["GET /api/onboarding", "GET /api/sessions"],
    targets: TARGETS,
    argon2id,
    ...runs,
  };
}

/** The server's own hash (src/server/auth/passwords.ts): its parameters and time on this machine. */
async function argon2Cost() {
  progress("schoolMorning: argon2id cost");
  const hash = await hashPassword(PASSWORD); // warm-up, and the parameters it encodes
  const params = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  const hashes: number[] = [];
  const verifies: number[] = [];
  for (let i = 0; i < 10; i++) {
    let started = performance.now();
    await hashPassword(PASSWORD);
    hashes.push(performance.now() - started);
    started = performance.now();
    await verifyPassword(hash, PASSWORD);
    verifies.push(performance.now() - started);
  }
  return {
    memoryKiB: Number(params?.[1]),
    passes: Number(params?.[2]),
    lanes: Number(params?.[3]),
    hashMs: latency(hashes).p50Ms,
    verifyMs: latency(verifies).p50Ms,
    note: "p50 of 10 one after another in the bench process (@node-rs/argon2, the server's hashPassword); a sign-in verifies once",
  };
}

/** The settings the servers run with: the defaults, SCHOOL_NETWORKS listing the school. */
function serverEnv(setup: Setup, databaseUrl?: string): Record<string, string> {
  return {
    ...(setup.schoolNetworks ? { SCHOOL_NETWORKS: `${SCHOOL_ADDRESS}/32` } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function embeddedRun(root: string, setup: Setup) {
  const dataDir = mkdtempSync(join(tmpdir(), "lernfunke-bench-"));
  try {
    const env = serverEnv(setup);
    const settings = await prepare({ ...env, DATA_DIR: dataDir });
    const app = await startApp(root, env, { dataDir });
    try {
      return { setup: "one instance, embedded PGlite", settings, ...(await morning([app])) };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRun(root: string, setup: Setup) {
  const admin = benchPostgresAdminUrl();
  const name = benchDatabaseName();
  try {
    await adminQuery(admin, `create database ${name}`);
  } catch (error) {
    progress(`schoolMorning: no PostgreSQL at ${new URL(admin).host}, two-instance run skipped`);
    return { skipped: `PostgreSQL not reachable: ${(error as Error).message}` };
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const apps: AppServer[] = [];
  try {
    const env = serverEnv(setup, url.toString());
    const settings = await prepare(env);
    progress("schoolMorning: starting two instances on PostgreSQL");
    for (let i = 0; i < setup.instances; i++) apps.push(await startApp(root, env));
    return {
      setup: `${setup.instances} instances on one PostgreSQL, requests alternating`,
      settings,
      ...(await morning(apps)),
    };
  } finally {
    for (const app of apps) await app.stop();
    await adminQuery(admin, `drop database if exists ${name} with (force)`).catch(() => undefined);
  }
}

const email = (i: number) => `schueler-${i}@schule.ch`;

/**
 * The school's accounts, made as `npm run user:create` makes them when no server runs, each with
 * its onboarding done. Returns the sign-in settings the servers will parse from the same env.
 */
async function prepare(serverEnvironment: Record<string, string>) {
  progress(`schoolMorning: creating ${PUPILS} pupils`);
  const { parseEnv } = await import("#server/env.ts");
  const { compose } = await import("#server/compose.ts");
  const env = parseEnv({
    ...process.env,
    LOG_LEVEL: "silent",
    ...serverEnvironment,
    ANALYSIS_WORKER: "false",
  });
  const { auth, database } = await compose(env);
  try {
    if (!auth) throw new Error("schoolMorning needs the embedded auth");
    const onboarding = onboardingService(database.db);
    // Four at a time: argon2 runs on libuv's four threads.
    await pool(PUPILS, 4, async (i) => {
      const user = await auth.createUser({ email: email(i), password: PASSWORD });
      await onboarding.save(user.id, { name: `Schüler ${i}`, schoolType: "SECONDARY", grade: 2 });
    });
  } finally {
    await database.close();
  }
  return {
    SCHOOL_NETWORKS: serverEnvironment.SCHOOL_NETWORKS ?? "(unset)",
    AUTH_SIGNINS_PER_ADDRESS: env.AUTH_SIGNINS_PER_ADDRESS,
    AUTH_REFRESHES_PER_ADDRESS: env.AUTH_REFRESHES_PER_ADDRESS,
    AUTH_SIGNUPS_PER_ADDRESS: env.AUTH_SIGNUPS_PER_ADDRESS,
    AUTH_FAILED_SIGNINS_PER_ADDRESS: env.AUTH_FAILED_SIGNINS_PER_ADDRESS,
    SCHOOL_NETWORK_FACTOR: env.SCHOOL_NETWORK_FACTOR,
    note: "every other setting at its default; budgets per 5 minutes (failed sign-ins: 15), times the factor for SCHOOL_NETWORKS",
  };
}

/** A browser: its own connection and cookie jar; the device cookies go to /auth/v1 only. */
function browser(base: string, jar = new Map<string, string>()) {
  const agent: Agent = keepAliveAgent(1);
  const send = async (path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const cookie = path.startsWith("/auth/v1/")
      ? [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
      : "";
    const res = await request(`${base}${path}`, {
      agent,
      body: init.body,
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers["set-cookie"] ?? []) {
      const pair = line.split(";", 1)[0] ?? "";
      const at = pair.indexOf("=");
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const signIn = (password: string, who: number) =>
    send("/auth/v1/token?grant_type=password", { body: { email: email(who), password } });
  return { send, signIn, close: () => agent.destroy(), cookies: () => jar.size };
}

const errorCode = (res: HttpResult) => {
  try {
    return (JSON.parse(res.body.toString("utf8")) as { error_code?: string }).error_code ?? "";
  } catch {
    return "";
  }
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function morning(apps: AppServer[]) {
  const base = (i: number) => (apps[i % apps.length] as AppServer).base;
  // The victim's browser signed in yesterday, on instance 0: its jar holds the device cookie.
  const victimJar = new Map<string, string>();
  const yesterday = browser(base(0), victimJar);
  const before = await yesterday.signIn(PASSWORD, VICTIM);
  if (before.status !== 200 || yesterday.cookies() === 0) {
    throw new Error(`schoolMorning: the victim's sign-in before the morning: ${before.status}`);
  }
  yesterday.close();

  const signInTimes: number[] = [];
  const homeTimes: number[] = [];
  const refusals: Record<string, number> = {};
  const typoAnswers: Record<string, number> = {};
  let refused = 0;
  const refuse = (what: string) => {
    refused++;
    refusals[what] = (refusals[what] ?? 0) + 1;
  };
  const attacker = { tries: 0, checked: 0, signedIn: 0, refused429: 0, other: {} as Record<string, number> };
  let attackRunning = false;
  type VictimSignIn = { status: number; attackerTriesBefore: number; duringAttack: boolean };
  let victimSignIn: VictimSignIn | null = null;

  const pupil = async (i: number) => {
    await wait(i * START_EVERY_MS);
    // The victim's morning sign-in comes from the browser of yesterday, with its cookie.
    const b = i === VICTIM ? browser(base(i), victimJar) : browser(base(i));
    try {
      await b.send("/health"); // the browser loaded the login page: its connection is open
      if (WRONG_FIRST(i)) {
        // A typo; what counts is the right password after it.
        const typo = await b.signIn(`${PASSWORD}-falsch`, i);
        const key = `${typo.status} ${errorCode(typo)}`.trim();
        typoAnswers[key] = (typoAnswers[key] ?? 0) + 1;
        await wait(RETYPE_MS);
      }
      const signIn = await b.signIn(PASSWORD, i);
      if (i === VICTIM) {
        victimSignIn = {
          status: signIn.status,
          attackerTriesBefore: attacker.tries,
          duringAttack: attackRunning,
        };
      }
      if (signIn.status !== 200) return refuse(`sign-in ${signIn.status} ${errorCode(signIn)}`.trim());
      signInTimes.push(signIn.ms);
      const { access_token: token } = JSON.parse(signIn.body.toString("utf8")) as { access_token: string };
      const headers = { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br, zstd" };
      let homeMs = 0;
      for (const path of ["/api/onboarding", "/api/sessions"]) {
        const res = await b.send(path, { headers });
        if (res.status !== 200) return refuse(`home ${path} ${res.status}`);
        homeMs += res.ms;
      }
      homeTimes.push(homeMs);
    } finally {
      b.close();
    }
  };

  const attack = async () => {
    attackRunning = true;
    // No cookie jar: a fresh connection set, nothing the server sets is sent back.
    const agents = apps.map(() => keepAliveAgent(1));
    try {
      for (let i = 0; i < ATTACK_TRIES; i++) {
        const res = await request(`${base(i)}/auth/v1/token?grant_type=password`, {
          agent: agents[i % agents.length] as Agent,
          body: { email: email(VICTIM), password: `Rate-${i}-Versuch` },
        });
        attacker.tries++;
        if (res.status === 200) attacker.signedIn++;
        else if (res.status === 400 && errorCode(res) === "invalid_credentials") attacker.checked++;
        else if (res.status === 429) attacker.refused429++;
        else {
          const key = `${res.status} ${errorCode(res)}`.trim();
          attacker.other[key] = (attacker.other[key] ?? 0) + 1;
        }
        await wait(ATTACK_PAUSE_MS);
      }
    } finally {
      attackRunning = false;
      for (const agent of agents) agent.destroy();
    }
  };

  const loadAverage1mAtStart = round(loadavg()[0] ?? 0);
  const cpuBefore = apps.map((app) => app.cpuMs());
  progress(
    `schoolMorning: ${PUPILS} pupils, one every ${START_EVERY_MS} ms, and the attacker (${apps.length} instance(s))`,
  );
  const started = performance.now();
  await Promise.all([attack(), ...Array.from({ length: PUPILS }, (_, i) => pupil(i))]);
  const wallMs = performance.now() - started;
  // The 1-minute average lags: at the end it says what else ran on the machine during the morning.
  const loadAverage1mAtEnd = round(loadavg()[0] ?? 0);
  const cpuAfter = apps.map((app) => app.cpuMs());
  const serverCpuMs = cpuAfter.every((v, k) => v !== null && cpuBefore[k] !== null)
    ? cpuAfter.reduce<number>((sum, v, k) => sum + (v as number) - (cpuBefore[k] as number), 0)
    : null;

  const signIns = latency(signInTimes);
  const maxSignInMs = round(Math.max(0, ...signInTimes));
  const home = latency(homeTimes);
  // Set inside pupil(), which TypeScript's narrowing does not follow.
  const seen = victimSignIn as VictimSignIn | null;
  const victimSignedIn = seen?.status === 200 && seen.duringAttack;
  const guesses = attacker.checked + attacker.signedIn;
  return {
    loadAverage1mAtStart,
    loadAverage1mAtEnd,
    wallMs: round(wallMs, 0),
    // All servers' CPU over the morning (pupils and attacker), and that per pupil: beside the
    // argon2id cost it says what a sign-in costs apart from the hash.
    serverCpuMs: serverCpuMs === null ? null : round(serverCpuMs, 0),
    serverCpuMsPerPupil: serverCpuMs === null ? null : round(serverCpuMs / PUPILS, 1),
    pupilsRefused: {
      value: refused,
      of: PUPILS,
      target: TARGETS.refusedPupils,
      meetsTarget: refused === 0,
      refusals,
    },
    signIn: {
      n: signIns.n,
      p50Ms: signIns.p50Ms,
      p95Ms: signIns.p95Ms,
      maxMs: maxSignInMs,
      targetP95Ms: TARGETS.signInP95Ms,
      meetsTarget: signIns.p95Ms <= TARGETS.signInP95Ms,
      note: "the password grant's latency, pupils' successful sign-ins only",
    },
    wrongPasswordFirstAnswers: typoAnswers,
    homeLoad: { n: home.n, p50Ms: home.p50Ms, p95Ms: home.p95Ms },
    attacker: {
      tries: attacker.tries,
      acceptedGuesses: guesses,
      target: `≤ ${TARGETS.attackerGuessesPer15MinPerAccount} per 15 minutes per account`,
      meetsTarget: guesses <= TARGETS.attackerGuessesPer15MinPerAccount && attacker.signedIn === 0,
      signedIn: attacker.signedIn,
      refused429: attacker.refused429,
      otherAnswers: attacker.other,
      note: "accepted guesses: answers that checked a password (400 invalid_credentials, or 200)",
    },
    victim: {
      signedInDuringAttack: victimSignedIn,
      target: TARGETS.victimSignedIn,
      meetsTarget: victimSignedIn === TARGETS.victimSignedIn,
      status: seen?.status ?? null,
      attackerTriesBefore: seen?.attackerTriesBefore ?? null,
    },
  };
}
