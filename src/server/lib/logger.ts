import { pino } from "pino";
import type { Env } from "#server/env.ts";

// Structured JSON logs on stdout. Tokens, passwords and pupils' texts are never logged.
export function createLogger(env: Pick<Env, "LOG_LEVEL">) {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "lernfunke" },
    redact: { paths: ["*.password", "*.authorization", "*.refresh_token", "*.access_token"], remove: true },
  });
}
export type Logger = ReturnType<typeof createLogger>;
