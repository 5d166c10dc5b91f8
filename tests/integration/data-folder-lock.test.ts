import type { ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { LOCK_FILE, type LockOwner, lockDataFolder } from "#server/db/data-folder-lock.ts";
import {
  api,
  killHard,
  randomPort,
  runToExit,
  type ServerData,
  serverData,
  startServer,
  stopServer,
  tokenFor,
} from "#tests/support/server-process.ts";

// One writer per data folder (issue 14, decision 020), with real server processes: a second
// server on the same DATA_DIR is refused at once while the first keeps serving; a lock left by
// a killed server is taken over; `npm run user:create` works while the server runs; a damaged
// folder is refused. The lock belongs to the embedded database: those tests use a PGlite folder
// on every run; user:create while serving runs on the suite's driver (PostgreSQL with
// TEST_DATABASE_URL, where it writes straight to the database).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Each test starts real servers; a busy CI machine takes up to a minute per start. */
const SLOW = 180_000;
/**
 * A Node flag that writes "loaded src/server/…" to stderr for each server module loaded: "at
 * once" means before the app's modules (compose.ts, about 2 s to load), whatever the load.
 */
const REPORT_SERVER_MODULES = `--import=data:text/javascript,${encodeURIComponent(`
  import { registerHooks } from "node:module";
  registerHooks({
    load(url, context, next) {
      const at = url.indexOf("/src/server/");
      if (at >= 0) process.stderr.write("loaded " + url.slice(at + 1) + "\\n");
      return next(url, context);
    },
  });`)}`;
let data: ServerData;
let servers: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map(killHard));
  servers = [];
  await data.remove();
});

async function start(port: number) {
  const server = await startServer(port, data, { ANALYSIS_WORKER: "false" });
  servers.push(server);
  return server;
}
const lockOwner = () => JSON.parse(readFileSync(join(data.dataDir, LOCK_FILE), "utf8")) as LockOwner;
const userCreate = (email: string, password: string) =>
  runToExit(["scripts/user-create.ts", "--email", email, "--password", password, "--name", "Mia"], data);

async function signInStatus(base: string, email: string, password: string) {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe("npm run user:create while the server runs", () => {
  beforeEach(async () => {
    data = await serverData("lock");
  });

  it(
    "creates an account while the server runs that signs in, also after a restart",
    async () => {
      const port = randomPort();
      const base = `http://127.0.0.1:${port}`;
      const first = await start(port);

      const created = await userCreate("mia.lock@schule.ch", "Konto-Test-2026");
      expect(created.stderr).toBe("");
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(/^Konto erstellt: mia\.lock@schule\.ch \(id [0-9a-f-]{36}\)/);
      expect(await signInStatus(base, "mia.lock@schule.ch", "Konto-Test-2026")).toBe(200);

      // Never a silent success: the same address again is refused with the server's reason.
      const again = await userCreate("mia.lock@schule.ch", "Konto-Test-2026");
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("Für diese E-Mail-Adresse gibt es schon ein Konto.");

      expect(await stopServer(first)).toBe(0);
      if (!onPostgres) expect(existsSync(join(data.dataDir, LOCK_FILE))).toBe(false);
      await start(port);
      expect(await signInStatus(base, "mia.lock@schule.ch", "Konto-Test-2026")).toBe(200);
    },
    SLOW,
  );
});

describe("one server per data folder (the embedded database)", () => {
  beforeEach(async () => {
    data = await serverData("lock", { embedded: true });
  });

  it(
    "opens the folder itself when no server runs, and releases it",
    async () => {
      const created = await userCreate("lea.lock@schule.ch", "Konto-Test-2026");
      expect(created.code).toBe(0);
      expect(existsSync(join(data.dataDir, LOCK_FILE))).toBe(false);
      const port = randomPort();
      await start(port);
      expect(await signInStatus(`http://127.0.0.1:${port}`, "lea.lock@schule.ch", "Konto-Test-2026")).toBe(
        200,
      );
    },
    SLOW,
  );
  it(
    "refuses a second server at once and keeps the first serving its data",
    async () => {
      const port = randomPort();
      const base = `http://127.0.0.1:${port}`;
      const first = await start(port);
      const token = await tokenFor(base, "erste@schule.ch", "Erster-Server-2026", true);
      const call = api(base, token);
      expect(
        (await call("POST", "/api/onboarding", { name: "Mia", schoolType: "SECONDARY", grade: 2 })).status,
      ).toBe(200);

      const second = await runToExit([REPORT_SERVER_MODULES, "src/server/main.ts"], data, {
        PORT: String(port + 1),
      });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain("loaded src/server/db/data-folder-lock.ts");
      expect(second.stderr).not.toContain("loaded src/server/compose.ts");
      expect(second.stderr).toContain(
        `Der Datenordner ${data.dataDir} wird schon von einem Lernfunke-Prozess benutzt`,
      );
      expect(second.stderr).toContain(`The data folder ${data.dataDir} is already in use`);
      expect(second.stderr).toContain(`PID ${first.pid}`);
      expect(second.stderr).toContain(lockOwner().startedAt);

      expect(lockOwner().pid).toBe(first.pid);
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const onboarding = await (await call("GET", "/api/onboarding")).json();
      expect(onboarding).toMatchObject({ onboarding: { name: "Mia" } });
      expect(await signInStatus(base, "erste@schule.ch", "Erster-Server-2026")).toBe(200);
    },
    SLOW,
  );

  it(
    "takes over the lock a killed server left behind (kill -9)",
    async () => {
      const port = randomPort();
      const first = await start(port);
      await killHard(first);
      expect(lockOwner().pid).toBe(first.pid); // left behind, its PID now dead

      const next = await start(port);
      expect(lockOwner().pid).toBe(next.pid);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "user:create refuses when the folder's owner lives but does not answer",
    async () => {
      // This test process plays a live owner without an admin channel (a server still starting).
      const lock = lockDataFolder(data.dataDir);
      try {
        const refused = await userCreate("niemand@schule.ch", "Konto-Test-2026");
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toContain("Konto nicht erstellt / account not created.");
        expect(refused.stderr).toContain(`PID ${process.pid}`);
      } finally {
        lock.release();
      }
      const database = await openDatabase({ dataDir: data.dataDir });
      const rows = await database.db.execute(sql`select 1 from users where email = 'niemand@schule.ch'`);
      await database.close();
      expect(rows.rows).toEqual([]);
    },
    SLOW,
  );

  it(
    "refuses to serve a damaged folder, naming the damage",
    async () => {
      const database = await openDatabase({ dataDir: data.dataDir }); // a migrated folder
      await database.db.execute(
        sql`insert into users (email, password_hash) values ('kaputt@schule.ch', 'x')`,
      );
      await database.close();
      // An index that misses a row of its table, as two writers left one in issue 14.
      const pg = await PGlite.create(data.dataDir);
      await pg.exec(
        "update pg_index set indisready = false where indexrelid = 'auth_sessions_user_idx'::regclass",
      );
      await pg.exec("insert into auth_sessions (user_id) select id from users");
      await pg.exec(
        "update pg_index set indisready = true where indexrelid = 'auth_sessions_user_idx'::regclass",
      );
      await pg.close();

      const refused = await runToExit(["src/server/main.ts"], data, { PORT: String(randomPort()) }, 30_000);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Die Datenbank im Datenordner ${data.dataDir} ist beschädigt`);
      expect(refused.stderr).toContain(`The database in the data folder ${data.dataDir} is damaged`);
      expect(refused.stderr).toMatch(/index auth_sessions_user_idx: .*lacks matching index tuple/);
      expect(existsSync(join(data.dataDir, LOCK_FILE))).toBe(false);
    },
    SLOW,
  );
});
