// npm run user:create -- --email mia@schule.ch [--name Mia] [--password …]
// Creates a confirmed pupil account in the embedded auth, for operators who switch off
// self-registration (ALLOW_SIGNUP=false). Without --password a strong one is generated and
// printed once, to hand to the pupil.
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { compose } from "#server/compose.ts";
import { parseEnv } from "#server/env.ts";
import { AppError } from "#server/lib/errors.ts";
import { loginSchema } from "#shared/contracts/auth.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});
if (!values.email) {
  console.error("Usage: npm run user:create -- --email mia@schule.ch [--name Mia] [--password …]");
  process.exit(2);
}

// Easy to read out loud to a child: no 0/O or 1/l/I.
function generatePassword(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(""),
  );
  return groups.join("-");
}

const email = loginSchema.shape.email.safeParse(values.email);
if (!email.success) {
  console.error(`Ungültige E-Mail-Adresse: ${values.email}`);
  process.exit(2);
}

// No analysis worker: this command only creates an account.
const env = parseEnv({ ...process.env, LOG_LEVEL: "warn", ANALYSIS_WORKER: "false" });
const { auth, database } = await compose(env);
try {
  if (!auth) throw new Error("SUPABASE_URL is set: create accounts in the Supabase project instead.");
  const password = values.password ?? generatePassword();
  const user = await auth.createUser({
    email: email.data,
    password,
    data: values.name ? { name: values.name } : {},
  });
  console.log(`Konto erstellt: ${user.email} (id ${user.id})`);
  if (!values.password) console.log(`Passwort: ${password}`);
} catch (err) {
  console.error(err instanceof AppError || err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
