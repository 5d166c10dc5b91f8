// npm run user:create -- --email mia@schule.ch [--name Mia] [--password …] [--role teacher]
// Creates a confirmed pupil account in the embedded auth, for operators who switch off
// self-registration (ALLOW_SIGNUP=false), or with --role teacher a teacher's, who sets up classes
// (docs/decisions/053-classes-and-teachers.md); only the operator makes teachers. Without
// --password a strong one is generated and printed once, to hand to the pupil or teacher.
// With the embedded database the data folder has one writer (decision 020): while a server runs
// on it, the account is created by that server through its admin socket; otherwise this command
// opens the folder itself. With DATABASE_URL it writes to PostgreSQL directly.
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { createUserThroughServer } from "#server/admin/admin-client.ts";
import { type AdminCreateUser, adminSocketPath } from "#server/admin/admin-protocol.ts";
import { DataFolderLockedError, lockDataFolder } from "#server/db/data-folder-lock.ts";
import { parseEnv } from "#server/env.ts";
import { AppError } from "#server/lib/errors.ts";
import { startupReason } from "#server/lib/log-scrub.ts";
import { registerSchema } from "#shared/contracts/auth.ts";
import { ROLES, type Role } from "#shared/contracts/classes.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    role: { type: "string" },
  },
});
const USAGE =
  "Usage: npm run user:create -- --email mia@schule.ch [--name Mia] [--password …] [--role teacher]";
if (!values.email) {
  console.error(USAGE);
  process.exit(2);
}
if (values.role !== undefined && !ROLES.includes(values.role as Role)) {
  console.error(`Unbekannte Rolle: ${values.role} (pupil oder teacher).\n${USAGE}`);
  process.exit(2);
}
const role = (values.role as Role | undefined) ?? "pupil";

// Easy to read out loud to a child: no 0/O or 1/l/I.
function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
  return groups.join("-");
}

const email = registerSchema.shape.email.safeParse(values.email);
if (!email.success) {
  console.error(`Ungültige E-Mail-Adresse: ${values.email}`);
  process.exit(2);
}

// No analysis worker: this command only creates an account.
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", ANALYSIS_WORKER: "false" });
if (env.SUPABASE_URL) {
  console.error("SUPABASE_URL is set: create accounts in the Supabase project instead.");
  process.exit(1);
}
const input: AdminCreateUser = {
  email: email.data,
  password: values.password ?? generatePassword(),
  ...(values.name ? { data: { name: values.name } } : {}),
  ...(role === "teacher" ? { role } : {}),
};

const created = await (env.DATABASE_URL || env.DATA_DIR.startsWith("memory://")
  ? createHere()
  : createOnFolder()
).catch((error: unknown) => {
  // A damaged folder, an unreachable PostgreSQL: the message says what and where.
  console.error(reasonFor(error));
  return null;
});
if (created) {
  console.log(
    `${role === "teacher" ? "Lehrpersonen-Konto" : "Konto"} erstellt: ${created.email} (id ${created.id})`,
  );
  if (!values.password) console.log(`Passwort: ${input.password}`);
} else {
  process.exitCode = 1;
}

/** The embedded database: through the server that holds the folder, or here with its lock. */
async function createOnFolder() {
  try {
    return await createHere(lockDataFolder(env.DATA_DIR));
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    const socket = adminSocketPath(env.DATA_DIR);
    const answer = socket
      ? await createUserThroughServer(socket, input)
      : { ok: false as const, status: null, message: "DATA_DIR path too long for a socket" };
    if (answer.ok) return answer.user;
    if (answer.status !== null) {
      console.error(answer.message); // the server's own refusal (account exists, weak password …)
      return null;
    }
    console.error(
      [
        "Konto nicht erstellt / account not created.",
        error.message,
        `Der Server antwortet nicht über seinen Verwaltungskanal ${socket ?? ""} (${answer.message}). Halte ihn an und versuche es nochmals.`,
        `The server does not answer on its admin channel ${socket ?? ""} (${answer.message}). Stop it and try again.`,
      ].join("\n"),
    );
    return null;
  }
}

async function createHere(lock?: ReturnType<typeof lockDataFolder>) {
  const { compose } = await import("#server/compose.ts");
  const { auth, database } = await compose(env, { dataFolderLock: lock });
  try {
    if (!auth) throw new Error("no embedded auth");
    return await auth.createUser(input);
  } catch (err) {
    console.error(reasonFor(err));
    return null;
  } finally {
    await database.close();
  }
}

/**
 * What the operator reads: our own refusals whole (account exists, weak password, a locked or
 * damaged folder); anything else by class and code, because a failed query's message carries
 * its parameters, the new e-mail address and password hash among them (decision 022).
 */
function reasonFor(error: unknown): string {
  const ours =
    error instanceof AppError ||
    (error instanceof Error && ["DataFolderLockedError", "DataFolderDamagedError"].includes(error.name));
  return ours ? (error as Error).message : startupReason(error);
}
