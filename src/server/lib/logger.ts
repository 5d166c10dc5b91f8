import { pino } from "pino";
import type { Env } from "#server/env.ts";

// Structured JSON logs on stdout. Tokens, passwords and pupils' texts are never logged.
// An error's message can carry what was sent (a failed query's parameters: e-mail addresses,
// password hashes, a pupil's message; a JSON parser's snippet of the body), so errors are
// logged by class, code and place only (errorForLog): never their message or values.
export function createLogger(env: Pick<Env, "LOG_LEVEL">, destination?: pino.DestinationStream) {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "lernfunke" },
      redact: { paths: ["*.password", "*.authorization", "*.refresh_token", "*.access_token"], remove: true },
      serializers: { err: errorForLog },
    },
    destination,
  );
}
export type Logger = ReturnType<typeof createLogger>;

const IDENTIFIERS = ["code", "routine", "constraint", "table", "column", "errno", "syscall"] as const;

/** An error as the log keeps it: class, codes (PostgreSQL's among them) and stack frames. */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const out: Record<string, unknown> = { type: error.name };
  for (const source of [error, error.cause]) {
    if (!source || typeof source !== "object") continue;
    for (const key of IDENTIFIERS) {
      const value = (source as Record<string, unknown>)[key];
      if ((typeof value === "string" && value.length <= 100) || typeof value === "number") out[key] ??= value;
    }
  }
  if (error.cause instanceof Error) out.cause = error.cause.name;
  // The first line of a stack is the message; the frames are places in the code.
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
  if (frames?.length) out.stack = frames.slice(0, 8).join("\n");
  return out;
}
