// What a log line may hold (decision 022). Logs leave the school's hands (hosting consoles,
// support tickets), so they keep what an operator needs to find a fault (codes, names of tables
// and constraints, ids, places in the code) and nothing a pupil wrote or a secret that signs
// them in. The logger (logger.ts) runs every record through scrubRecord, so a careless call
// cannot leak: an error anywhere in it becomes errorForLog, fields named like secrets or texts
// are replaced, and e-mail addresses, password hashes and tokens are cut out of every string.

/** No log line is longer than this (issue 14: one line of a failed query reached 2.7 MB). */
export const MAX_LINE_BYTES = 16 * 1024;
const MAX_STRING = 1000;
const MAX_MESSAGE = 500;
const MAX_ITEMS = 20;
const MAX_KEYS = 40;
const MAX_DEPTH = 5;

export const REDACTED = "[redacted]";

// Fields whose value is a secret, an address or someone's words, wherever they sit.
const SECRET_KEY =
  /password|passwd|secret|token|authori[sz]ation|cookie|e-?mail|ticket|api[-_]?key|hash|jwt|credential|signature|private[-_]?key/i;
const TEXT_KEYS = new Set([
  "answer",
  "body",
  "content",
  "data",
  "detail",
  "input",
  "message",
  "messages",
  "metadata",
  "name",
  "params",
  "prompt",
  "query",
  "question",
  "reply",
  "sql",
  "text",
  "transcript",
  "user_metadata",
]);

const EMAIL = /[\p{L}\p{N}._%+-]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;
// A PHC string ($argon2id$v=19$m=…$salt$hash) up to its end; the algorithm's name alone too, so
// a search of the log for "argon2id" finds nothing (issue 14).
const PASSWORD_HASH = /\$?argon2(?:id|i|d)?(?:\$[^\s"',;]*)?/gi;
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(bearer\s+)\S+/gi;
// Opaque tokens (refresh tokens, voice tickets, API keys): long runs of letters and digits.
// UUIDs are ids and stay; a run without digits is a word (a file or function name).
const OPAQUE = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A string with addresses, password hashes and tokens cut out, at most `max` characters. */
export function scrubText(text: string, max = MAX_STRING): string {
  // Cut first: the patterns are not linear on a string of megabytes. The cut keeps a margin so
  // an address that straddles it is still found whole.
  const head = text.length > max + 200 ? text.slice(0, max + 200) : text;
  const clean = head
    .replace(EMAIL, "[e-mail]")
    .replace(PASSWORD_HASH, "[hash]")
    .replace(JWT, "[token]")
    .replace(BEARER, "$1[token]")
    .replace(OPAQUE, (run) => (UUID.test(run) || !/\d/.test(run) || !/[A-Za-z]/.test(run) ? run : "[token]"));
  const more = clean.length - max + (text.length - head.length);
  return more > 0 ? `${clean.slice(0, max)}…[${more} more]` : clean;
}

/** The message of a log call: scrubbed and short. */
export function scrubMessage(text: string): string {
  return scrubText(text, MAX_MESSAGE);
}

/** A log record (or a child logger's bindings) as it may be written. */
export function scrubRecord(record: Record<string, unknown>): Record<string, unknown> {
  return scrubObject(record, 0, new WeakSet());
}

/** Any value as it may be written: see the rules at the top. */
export function scrubValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return scrubText(value);
  if (typeof value === "bigint") return value.toString();
  if (typeof value !== "object") return undefined; // functions, symbols, undefined
  if (value instanceof Error) return scrubObject(errorForLog(value), depth, seen);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    return { type: value.constructor.name, bytes: value.byteLength };
  }
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[nested]";
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ITEMS).map((item) => scrubValue(item, depth + 1, seen));
      if (value.length > MAX_ITEMS) items.push(`…[${value.length - MAX_ITEMS} more]`);
      return items;
    }
    if (value instanceof Map || value instanceof Set)
      return { type: value.constructor.name, size: value.size };
    return scrubObject(value as Record<string, unknown>, depth, seen);
  } finally {
    seen.delete(value);
  }
}

function scrubObject(
  record: Record<string, unknown>,
  depth: number,
  seen: WeakSet<object>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = Object.keys(record);
  for (const key of keys.slice(0, MAX_KEYS)) {
    const value = record[key];
    if (value === undefined) continue;
    const safeKey = scrubText(key, 100);
    if (SECRET_KEY.test(key) || TEXT_KEYS.has(key.toLowerCase())) out[safeKey] = REDACTED;
    else out[safeKey] = scrubValue(value, depth + 1, seen);
  }
  if (keys.length > MAX_KEYS) out.moreKeys = keys.length - MAX_KEYS;
  return out;
}

// Fields of an error (PostgreSQL's and Node's among them) that name a fault, not its data.
const IDENTIFIERS = [
  "code",
  "errno",
  "syscall",
  "routine",
  "severity",
  "constraint",
  "schema",
  "table",
  "column",
  "status",
  "statusCode",
] as const;
const IDENTIFIER_VALUE = /^[\p{L}\p{N}_.:$-]{1,100}$/u;
// The table a failed statement touched, from its text (Drizzle's placeholders, never values).
const STATEMENT_TABLE = /\b(?:from|into|update|table)\s+"?([A-Za-z_][\w.]{0,62})"?/i;

/**
 * An error as the log keeps it: class, codes (PostgreSQL's among them), the classes of its
 * causes and stack frames; never its message, which can carry what was sent. Drizzle's
 * DrizzleQueryError says "Failed query: <sql> params: <every value>", PostgreSQL's `detail`
 * repeats a row's values, a JSON parser quotes the body.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const out: Record<string, unknown> = { type: errorType(error) };
  const chain = causes(error);
  for (const source of chain) {
    for (const key of IDENTIFIERS) {
      const value = (source as unknown as Record<string, unknown>)[key];
      if ((typeof value === "string" && IDENTIFIER_VALUE.test(value)) || typeof value === "number") {
        out[key] ??= value;
      }
    }
  }
  // Only then the statement's text: the database's own `table` names the one that refused, where
  // a statement may write several (a data-modifying WITH, decision 058).
  for (const source of chain) {
    const statement = (source as { query?: unknown }).query;
    if (typeof statement === "string") {
      out.operation ??= /^\s*(\w+)/.exec(statement)?.[1]?.toLowerCase();
      out.table ??= STATEMENT_TABLE.exec(statement)?.[1];
    }
  }
  if (chain.length > 1) out.cause = chain.slice(1).map(errorType).join(" < ");
  // The first line of a stack is the message; the frames are places in the code.
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line));
  if (frames?.length) out.stack = frames.slice(0, 8).join("\n");
  return out;
}

/** A line for the console when the server cannot start: the reason, without a query's values. */
export function startupReason(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const failedQuery = causes(error).some((source) => "query" in source || "params" in source);
  if (failedQuery) {
    const { stack: _frames, ...fields } = errorForLog(error);
    return JSON.stringify(fields);
  }
  return `${errorType(error)}: ${scrubText(error.message)}`;
}

function causes(error: Error): Error[] {
  const chain = [error];
  for (let next = error.cause; next instanceof Error && chain.length < 5; next = next.cause) {
    if (chain.includes(next)) break;
    chain.push(next);
  }
  return chain;
}

/** The class of an error: Drizzle's DrizzleQueryError keeps the name "Error". */
function errorType(error: Error): string {
  const name = error.name === "Error" ? error.constructor.name || "Error" : error.name;
  return IDENTIFIER_VALUE.test(name) ? name : "Error";
}

/**
 * The last guard before a line is written: a line over MAX_LINE_BYTES keeps its level, time,
 * ids and short fields, and says how long it was.
 */
export function capLine(line: string): string {
  const bytes = Buffer.byteLength(line);
  if (bytes <= MAX_LINE_BYTES) return line;
  let record: Record<string, unknown> = {};
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    // not JSON: only the note below is kept
  }
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === "number" || typeof value === "boolean") kept[key] = value;
    else if (typeof value === "string") kept[key] = value.length > 200 ? `${value.slice(0, 200)}…` : value;
  }
  kept.lineTruncatedFrom = bytes;
  const capped = `${JSON.stringify(kept)}\n`;
  if (Buffer.byteLength(capped) <= MAX_LINE_BYTES) return capped;
  return `${JSON.stringify({ level: record.level, time: record.time, lineTruncatedFrom: bytes })}\n`;
}
