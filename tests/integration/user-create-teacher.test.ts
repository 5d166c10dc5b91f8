import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import {
  killHard,
  randomPort,
  runToExit,
  type ServerData,
  serverData,
  startServer,
} from "#tests/support/server-process.ts";

// `npm run user:create -- --role teacher`: only the operator makes teachers (issue 20,
// docs/decisions/053-classes-and-teachers.md). Runs the real script on the suite's driver.
let data: ServerData;
beforeEach(async () => {
  data = await serverData("teacher");
});
afterEach(() => data.remove());

const SLOW = 120_000;

describe("npm run user:create --role", () => {
  it(
    "makes a teacher's account with --role teacher, a pupil's without, and refuses another role",
    async () => {
      const teacher = await runToExit(
        [
          "scripts/user-create.ts",
          "--email",
          "frau.keller@schule.ch",
          "--password",
          "Klassen-Lehrerin-2026",
          "--role",
          "teacher",
        ],
        data,
      );
      expect(teacher.stderr).toBe("");
      expect(teacher.code).toBe(0);
      expect(teacher.stdout).toMatch(
        /^Lehrpersonen-Konto erstellt: frau\.keller@schule\.ch \(id [0-9a-f-]{36}\)/,
      );
      const pupil = await runToExit(
        ["scripts/user-create.ts", "--email", "mia@schule.ch", "--password", "Lernen-macht-Spass-7"],
        data,
      );
      expect(pupil.code).toBe(0);
      expect(pupil.stdout).toMatch(/^Konto erstellt: mia@schule\.ch/);
      const boss = await runToExit(
        ["scripts/user-create.ts", "--email", "chef@schule.ch", "--role", "boss"],
        data,
      );
      expect(boss.code).toBe(2);
      expect(boss.stderr).toContain("Unbekannte Rolle: boss (pupil oder teacher).");

      const database = await openDatabase({ databaseUrl: data.databaseUrl, dataDir: data.dataDir });
      try {
        const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
        expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
          { email: "frau.keller@schule.ch", role: "teacher" },
          { email: "mia@schule.ch", role: "pupil" },
        ]);
        const [chef] = await database.db.select().from(users).where(eq(users.email, "chef@schule.ch"));
        expect(chef).toBeUndefined();
      } finally {
        await database.close();
      }
    },
    SLOW,
  );

  it(
    "makes a teacher through the running server's admin channel, who signs in as a teacher",
    async () => {
      const port = randomPort();
      const server = await startServer(port, data, { ANALYSIS_WORKER: "false" });
      try {
        const created = await runToExit(
          [
            "scripts/user-create.ts",
            "--email",
            "herr.huber@schule.ch",
            "--password",
            "Klassen-Lehrer-2026",
            "--role",
            "teacher",
          ],
          data,
        );
        expect(created.stderr).toBe("");
        expect(created.code).toBe(0);
        const res = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "herr.huber@schule.ch", password: "Klassen-Lehrer-2026" }),
        });
        expect(res.status).toBe(200);
        const session = (await res.json()) as { access_token: string };
        expect(decodeJwt(session.access_token).app_metadata).toMatchObject({ role: "teacher" });
      } finally {
        await killHard(server);
      }
    },
    SLOW,
  );
});
