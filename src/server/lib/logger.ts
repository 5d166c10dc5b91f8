import { pino } from "pino";
import type { Env } from "#server/env.ts";
import { capLine, errorForLog, scrubMessage, scrubRecord, scrubValue } from "./log-scrub.ts";

export { errorForLog } from "./log-scrub.ts";

// Structured JSON logs on stdout. Tokens, passwords, e-mail addresses and pupils' texts are
// never logged, whatever a call passes (decision 022): the rule lives here, not in each call.
// - formatters.log scrubs every record, and child() every child logger's fields (log-scrub.ts):
//   errors anywhere become class, codes and frames; secret and text fields are replaced;
//   addresses, hashes and tokens are cut out of strings; long strings are shortened. (pino's
//   formatters.bindings would only see the root's fields, not a child's.)
// - hooks.logMethod scrubs the message, and names an error's class where pino would use its
//   message (logger.error(err), or { err } without a message).
// - hooks.streamWrite caps every line at MAX_LINE_BYTES (16 KB).
// pino's `redact` is not used: it needs every path in advance and cannot look into strings.
export function createLogger(env: Pick<Env, "LOG_LEVEL">, destination?: pino.DestinationStream) {
  const logger = pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "lernfunke" },
      formatters: { log: scrubRecord },
      // formatters.log has already turned errors into errorForLog records; pino's default err
      // serializer would only copy them.
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          method.apply(this, safeArguments(args) as Parameters<typeof method>);
        },
        streamWrite: capLine,
      },
    },
    destination,
  );
  // Children are created from their parent's prototype, so they inherit this child() too.
  const child = logger.child;
  logger.child = function (this: typeof logger, bindings, options) {
    return child.call(this, scrubRecord(bindings), options);
  } as typeof child;
  return logger;
}
export type Logger = ReturnType<typeof createLogger>;

function safeArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  let record: Record<string, unknown> | undefined;
  let message = args;
  if (first instanceof Error) {
    record = { err: first };
    message = rest;
  } else if (first !== null && typeof first === "object") {
    record = first as Record<string, unknown>;
    message = rest;
  }
  if (message.length === 0 && record?.err instanceof Error) {
    // pino would write err.message as the line's message.
    message = [`${errorForLog(record.err).type} (message not logged)`];
  }
  const [template, ...values] = message;
  const safe = [
    ...(template === undefined
      ? []
      : [typeof template === "string" ? scrubMessage(template) : scrubValue(template)]),
    ...values.map((value) => (typeof value === "string" ? scrubMessage(value) : scrubValue(value))),
  ];
  return record ? [record, ...safe] : safe;
}

/**
 * Sends what libraries print with console.* (Hono's fallback error handler, @hono/node-server's
 * response errors) through the logger, so it is scrubbed like the rest: errors by class and
 * code, strings scrubbed, other objects dropped. For the server process (serve.ts); returns a
 * function that restores the console.
 */
export function routeConsoleTo(logger: Logger): () => void {
  const saved = {
    log: console.log,
    info: console.info,
    debug: console.debug,
    warn: console.warn,
    error: console.error,
  };
  const to =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = args.filter((arg) => typeof arg === "string" || typeof arg === "number").join(" ");
      logger[level]({ source: "console", ...(err ? { err } : {}) }, text || "console output");
    };
  console.log = to("info");
  console.info = to("info");
  console.debug = to("debug");
  console.warn = to("warn");
  console.error = to("error");
  return () => Object.assign(console, saved);
}
