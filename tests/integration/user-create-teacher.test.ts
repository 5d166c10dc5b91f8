import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema/auth.ts";
import { runToExit, type ServerData, serverData } from "#tests/support/server-process.ts";

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
});
