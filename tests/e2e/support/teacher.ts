import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../../..");
// The pinned Node 24 (scripts are .ts files), as playwright.config.ts starts the server with.
const pinnedNode = join(root, "node_modules/.bin/node");

export type Teacher = { name: string; email: string; password: string };

/**
 * A teacher's account the way an operator makes one: `npm run user:create -- --role teacher` on
 * the journey server's data folder (playwright.config.ts), which the running server creates
 * through its admin channel (decision 020: the folder has one writer).
 */
export async function createTeacher(teacher: Teacher): Promise<void> {
  const dataDir = process.env.LERNFUNKE_E2E_DATA_DIR;
  if (!dataDir) throw new Error("LERNFUNKE_E2E_DATA_DIR is not set: run through playwright.config.ts");
  const { stdout } = await run(
    existsSync(pinnedNode) ? pinnedNode : "node",
    [
      "scripts/user-create.ts",
      "--email",
      teacher.email,
      "--password",
      teacher.password,
      "--name",
      teacher.name,
      "--role",
      "teacher",
    ],
    { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" }, timeout: 60_000 },
  );
  if (!stdout.startsWith("Lehrpersonen-Konto erstellt:")) throw new Error(`user:create said: ${stdout}`);
}
