// GET /api/account/export for one pupil with 1 000 sessions (20 messages each) and 100 files
// (docs/decisions/049-data-export.md): the server's extra memory while it streams the zip, and
// the time. Issue 18's target: under 100 MB of extra memory.
// Setup (not measured): a server signs the pupil up and stops; the bench writes the rows into
// its data folder directly (20 000 chat turns through the tutor would take minutes); a second
// server, with bench/memory-probe.ts loaded, serves the downloads. The probe samples the
// server's memory every 5 ms; the baseline is taken after a garbage collection just before a
// download, the peak over the download. Downloads: cold (the first), warm (the second), and slow
// (the client reads at about 2 MB/s, so the server must wait for it instead of buffering).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { strFromU8, unzipSync } from "fflate";
import { openDatabase } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { EXPORT_FILES } from "#shared/contracts/account.ts";
import { signUpPupils, startApp } from "./app-server.ts";
import { keepAliveAgent, requestJson } from "./http.ts";
import { progress, round } from "./stats.ts";

const SESSIONS = 1000;
const MESSAGES_PER_SESSION = 20;
const FILES = 100;
/** Characters of extracted text per file (the cap is 50 000, src/server/files/limits.ts). */
const FILE_CHARS = 30_000;
const ANALYSES = 300;
const COMPETENCY_EVENTS = 600;
const TARGET_MB = 100;
const SLOW_CLIENT_BYTES_PER_SECOND = 2 * 1024 * 1024;
const MB = 1024 * 1024;

type Figures = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type ProbeReport = { peak: Figures; now: Figures; samples: number };

export async function exportBench(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "lernfunke-bench-export-"));
  const memoryFile = join(dataDir, "..", `lernfunke-bench-memory-${process.pid}.json`);
  try {
    const setup = await startApp(root, {}, { dataDir });
    let token: string;
    try {
      [token = ""] = await signUpPupils(setup.base, 1, "export");
    } finally {
      await setup.stop();
    }
    const userId = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub as string;
    progress(`export: writing ${SESSIONS} sessions × ${MESSAGES_PER_SESSION} messages and ${FILES} files`);
    const seeded = await seed(dataDir, userId);

    const app = await startApp(
      root,
      { BENCH_MEMORY_FILE: memoryFile },
      {
        dataDir,
        nodeArgs: ["--expose-gc", "--import", pathToFileURL(join(root, "bench/memory-probe.ts")).href],
      },
    );
    try {
      // The first server's token names its address as issuer: sign in again here.
      const agent = keepAliveAgent(1);
      const session = await requestJson<{ access_token: string }>(
        `${app.base}/auth/v1/token?grant_type=password`,
        { agent, body: { email: "export-0@schule.ch", password: "Bench-Passwort-2026" } },
      );
      agent.destroy();
      token = session.access_token;
      const url = `${app.base}/api/account/export`;
      const probe = () => readProbe(app.pid, memoryFile);
      // The server keeps loading (the offline voice warms up after it answers /health): the
      // baseline waits until its memory stands still, or it would count that as the export's.
      const settleMs = await settle(probe);
      const run = async (name: string, bytesPerSecond: number | null) => {
        progress(`export: ${name} download`);
        const before = await probe();
        const cpuBefore = app.cpuMs();
        const download = await fetchZip(url, token, bytesPerSecond);
        const cpuAfter = app.cpuMs();
        const during = await probe();
        return {
          name,
          download,
          cpuBefore,
          cpuAfter,
          extra: {
            rssMB: mb(during.peak.rss - before.now.rss),
            heapUsedMB: mb(during.peak.heapUsed - before.now.heapUsed),
            externalMB: mb(during.peak.external - before.now.external),
            arrayBuffersMB: mb(during.peak.arrayBuffers - before.now.arrayBuffers),
          },
          baseline: { rssMB: mb(before.now.rss), heapUsedMB: mb(before.now.heapUsed) },
          samples: during.samples,
        };
      };
      const cold = await run("cold", null);
      const contents = check(cold.download.body, seeded);
      const warm = await run("warm", null);
      const slow = await run("slow", SLOW_CLIENT_BYTES_PER_SECOND);
      const worstRss = Math.max(cold.extra.rssMB, warm.extra.rssMB, slow.extra.rssMB);
      const summary = (r: typeof cold) => ({
        ms: r.download.ms,
        firstByteMs: r.download.firstByteMs,
        serverCpuMs: r.cpuBefore === null || r.cpuAfter === null ? null : round(r.cpuAfter - r.cpuBefore, 0),
        extraPeakRssMB: r.extra.rssMB,
        extraPeakHeapUsedMB: r.extra.heapUsedMB,
        extraPeakExternalMB: r.extra.externalMB,
        extraPeakArrayBuffersMB: r.extra.arrayBuffersMB,
        baselineRssMB: r.baseline.rssMB,
        baselineHeapUsedMB: r.baseline.heapUsedMB,
        memorySamples: r.samples,
      });
      return {
        endpoint: "GET /api/account/export",
        serverSettledAfterMs: settleMs,
        data: { ...seeded, dataMB: mb(seeded.textChars) },
        zip: { bytes: cold.download.body.length, entries: contents.entries },
        cold: summary(cold),
        warm: summary(warm),
        slowClient: { bytesPerSecond: SLOW_CLIENT_BYTES_PER_SECOND, ...summary(slow) },
        worstExtraRssMB: worstRss,
        target: `extra server memory < ${TARGET_MB} MB`,
        met: worstRss < TARGET_MB,
      };
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(memoryFile, { force: true });
  }
}

const mb = (bytes: number) => round(bytes / MB, 1);

/** Waits (at most a minute) until two readings a second apart differ by less than 2 MB of RSS. */
async function settle(probe: () => Promise<ProbeReport>) {
  const started = performance.now();
  let last = (await probe()).now.rss;
  let calm = 0;
  while (calm < 2 && performance.now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const rss = (await probe()).now.rss;
    calm = Math.abs(rss - last) < 2 * MB ? calm + 1 : 0;
    last = rss;
  }
  return round(performance.now() - started, 0);
}

/** Asks the probe in the server for its figures and waits for them. */
async function readProbe(pid: number | undefined, file: string): Promise<ProbeReport> {
  if (!pid) throw new Error("the export bench needs the server's process id");
  rmSync(file, { force: true });
  process.kill(pid, "SIGUSR2");
  const giveUpAt = performance.now() + 10_000;
  while (performance.now() < giveUpAt) {
    if (existsSync(file)) {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as ProbeReport;
      } catch {
        // Half written: read again.
      }
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("the memory probe did not answer");
}

/** Downloads the zip, at full speed or throttled to `bytesPerSecond`. */
function fetchZip(url: string, token: string, bytesPerSecond: number | null) {
  return new Promise<{ body: Buffer; ms: number; firstByteMs: number }>((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    const req = get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`GET /api/account/export: ${res.statusCode}`));
        res.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      res.on("data", (chunk: Buffer) => {
        if (!firstByteMs) firstByteMs = round(performance.now() - started, 0);
        chunks.push(chunk);
        received += chunk.length;
        if (bytesPerSecond) {
          // Read no faster than the given rate: pause until the bytes so far are "due".
          const due = started + (received / bytesPerSecond) * 1000;
          const wait = due - performance.now();
          if (wait > 1) {
            res.pause();
            setTimeout(() => res.resume(), wait);
          }
        }
      });
      res.on("end", () =>
        resolve({ body: Buffer.concat(chunks), ms: round(performance.now() - started, 0), firstByteMs }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** The zip holds every session, message and file that was written. */
function check(zip: Buffer, seeded: Awaited<ReturnType<typeof seed>>) {
  const entries = unzipSync(new Uint8Array(zip));
  const data = JSON.parse(strFromU8(entries[EXPORT_FILES.data] ?? new Uint8Array())) as {
    sessions: Array<{ messages: unknown[] }>;
    files: unknown[];
    analyses: unknown[];
    competencyEvents: unknown[];
  };
  const messages = data.sessions.reduce((n, s) => n + s.messages.length, 0);
  if (
    data.sessions.length !== seeded.sessions ||
    messages !== seeded.messages ||
    data.files.length !== seeded.files ||
    data.analyses.length !== seeded.analyses ||
    data.competencyEvents.length !== seeded.competencyEvents
  ) {
    throw new Error(
      `the export holds ${data.sessions.length} sessions, ${messages} messages, ${data.files.length} files`,
    );
  }
  return { entries: Object.keys(entries).length };
}

// Pupil-like German text, from a fixed seed: the same figures on every run.
const WORDS =
  "ich du wir Bruch Nenner Zähler addieren Aufgabe Lösung warum weil dann zuerst Rechnung Beispiel Resultat gleich ungefähr Hausaufgabe Prüfung Satz Verb Vokabel Englisch Französisch Wasser Energie Zelle Pflanze Karte Fluss Schweiz Kanton Jahr Zeit schneller langsam vielleicht genau stimmt richtig falsch nochmals erklären verstehen Tipp Schritt".split(
    " ",
  );
function textOf(chars: number, seed: number) {
  let x = seed * 2654435761 || 1;
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const word = WORDS[x % WORDS.length] ?? "und";
    parts.push(word);
    length += word.length + 1;
  }
  return `${parts.join(" ").slice(0, chars - 1)}.`;
}

async function seed(dataDir: string, userId: string) {
  const database = await openDatabase({ dataDir });
  let textChars = 0;
  try {
    const { db } = database;
    const subjects = [
      ["mathematik", "Mathematik"],
      ["deutsch", "Deutsch"],
      ["englisch", "Englisch"],
      ["biologie", "Biologie"],
      ["geschichte", "Geschichte"],
    ] as const;
    const start = Date.parse("2025-08-18T07:30:00Z");
    const sessionIds: string[] = [];
    for (let from = 0; from < SESSIONS; from += 100) {
      const rows = Array.from({ length: Math.min(100, SESSIONS - from) }, (_, k) => {
        const i = from + k;
        const [subjectId, subjectName] = subjects[i % subjects.length] ?? subjects[0];
        const at = new Date(start + i * 6 * 3600_000);
        const voice = i % 10 === 9;
        const summary = textOf(400, i);
        textChars += summary.length;
        return {
          userId,
          publicId: voice ? `voice_${at.getTime()}_${i.toString(16).padStart(8, "0")}` : `bench-${i}`,
          subjectId,
          subjectName,
          type: voice ? ("VOICE" as const) : ("CHAT" as const),
          status: "COMPLETED" as const,
          topic: textOf(40, i + 7),
          lastActiveAt: new Date(at.getTime() + 25 * 60_000),
          activeSeconds: 1500,
          summary,
          transcript: voice
            ? Array.from({ length: MESSAGES_PER_SESSION }, (_, m) => ({
                type: m % 2 ? "assistant" : "user",
                text: textOf(200, i * 100 + m),
                timestamp: new Date(at.getTime() + m * 30_000).toISOString(),
              }))
            : null,
          completion: { messageCount: MESSAGES_PER_SESSION, notes: textOf(200, i + 3) },
          preparation:
            i % 20 === 0
              ? { question: textOf(120, i), generatedPlan: { learning_objectives: [textOf(80, i)] } }
              : null,
          safetyEvents: [],
          createdAt: at,
          completedAt: new Date(at.getTime() + 30 * 60_000),
        };
      });
      const inserted = await db.insert(tutoringSessions).values(rows).returning({ id: tutoringSessions.id });
      sessionIds.push(...inserted.map((r) => r.id));
    }
    let messages = 0;
    for (let s = 0; s < sessionIds.length; s += 25) {
      const rows = sessionIds.slice(s, s + 25).flatMap((sessionId, k) => {
        const base = start + (s + k) * 6 * 3600_000;
        return Array.from({ length: MESSAGES_PER_SESSION }, (_, m) => {
          const content = textOf(m % 2 ? 420 : 140, (s + k) * 100 + m);
          textChars += content.length;
          return {
            sessionId,
            role: m % 2 ? ("assistant" as const) : ("user" as const),
            content,
            metadata: m % 2 ? { fastPath: false } : {},
            createdAt: new Date(base + m * 30_000),
          };
        });
      });
      await db.insert(sessionMessages).values(rows);
      messages += rows.length;
    }
    for (let from = 0; from < FILES; from += 10) {
      const rows = Array.from({ length: Math.min(10, FILES - from) }, (_, k) => {
        const i = from + k;
        const content = textOf(FILE_CHARS, 9000 + i);
        textChars += content.length;
        return {
          userId,
          sessionPublicId: `bench-${i * 10}`,
          scope: "session" as const,
          fileName: `Arbeitsblatt ${i % 50}.pdf`,
          kind: "document" as const,
          format: "pdf",
          sizeBytes: 150_000 + i,
          sha256: i.toString(16).padStart(64, "0"),
          content,
          createdAt: new Date(start + i * 60 * 3600_000),
        };
      });
      await db.insert(sessionFiles).values(rows);
    }
    const analysed = sessionIds.slice(0, ANALYSES);
    await db.insert(sessionAnalyses).values(
      analysed.map((sessionId, i) => ({
        sessionId,
        userId,
        status: "completed" as const,
        attempts: 1,
        result: {
          timestamp: new Date(start + i * 6 * 3600_000).toISOString(),
          summary: textOf(300, 5000 + i),
          nextSteps: [textOf(120, 6000 + i), textOf(120, 7000 + i)],
          insights: [textOf(120, 8000 + i)],
        } as never,
        completedAt: new Date(start + i * 6 * 3600_000 + 31 * 60_000),
      })),
    );
    for (let from = 0; from < COMPETENCY_EVENTS; from += 200) {
      await db.insert(competencyEvents).values(
        Array.from({ length: Math.min(200, COMPETENCY_EVENTS - from) }, (_, k) => {
          const i = from + k;
          return {
            userId,
            competencyId: `mathematik-ma-1-a-${(i % 5) + 1}`,
            subjectId: "mathematik",
            sessionId: sessionIds[i % ANALYSES] ?? null,
            source: "analysis" as const,
            status: "in_progress" as const,
            confidence: 40 + (i % 50),
            timeSpentMinutes: 10,
            notes: textOf(100, 10_000 + i),
            evidence: [textOf(80, 11_000 + i)],
            at: new Date(start + i * 6 * 3600_000),
          };
        }),
      );
    }
    return {
      sessions: SESSIONS,
      messages,
      files: FILES,
      analyses: ANALYSES,
      competencyEvents: COMPETENCY_EVENTS,
      textChars,
    };
  } finally {
    await database.close();
  }
}
