import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_LINE_BYTES } from "./log-scrub.ts";
import { createLogger, errorForLog, routeConsoleTo } from "./logger.ts";

function capture(level = "debug") {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: level as "debug" }, sink) };
}

const EMAIL = "mia.muster@schule.ch";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo";
const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "users" ("id", "email", "password_hash") values ($1, $2, $3)',
    ["0b8f4e36-6a55-4a1e-9d57-1f7f3c1c2b9a", EMAIL, HASH],
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: "23505",
      constraint: "users_email_key",
      detail: `Key (email)=(${EMAIL}) already exists.`,
    }),
  );

describe("errorForLog", () => {
  it("keeps class, codes and frames of a failed query, never its values or message", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: "23505",
        constraint: "users_email_key",
        detail: "Key (email)=(mia@schule.ch) already exists.",
      },
    );
    const error = new Error(
      "Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: mia@schule.ch,$argon2id$v=19$m=19456",
      { cause },
    );
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"constraint":"users_email_key"');
    expect(logged).toContain("logger.unit.test.ts");
    for (const secret of ["mia@schule.ch", "argon2id", "Failed query", "already exists"]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("is what a logger writes for err, and keeps non-errors to their type", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: "info" }, sink);
    logger.error({ err: new SyntaxError("Unexpected token i in JSON: ich will nicht mehr leben") }, "failed");
    expect(lines.join("")).toContain('"type":"SyntaxError"');
    expect(lines.join("")).not.toContain("leben");
    expect(errorForLog("ich will nicht mehr leben")).toEqual({ type: "string" });
  });
});

describe("the logger's central rule", () => {
  it("keeps a failed Drizzle query to its class, code, constraint and table, however it is passed", () => {
    const { lines, logger } = capture();
    logger.error(failedInsert());
    logger.error({ err: failedInsert() });
    logger.warn({ error: failedInsert(), nested: { deeper: [failedInsert()] } }, "failed");
    logger.info({ userId: "u-1" }, "text %s and %j", failedInsert().message, { failed: failedInsert() });
    expect(lines).toHaveLength(4);
    const first = JSON.parse(lines[0] ?? "");
    expect(first.err).toMatchObject({
      type: "DrizzleQueryError",
      code: "23505",
      constraint: "users_email_key",
      table: "users",
      operation: "insert",
    });
    expect(first.msg).toBe("DrizzleQueryError (message not logged)");
    for (const line of lines) {
      for (const secret of [EMAIL, "argon2id", "already exists"]) expect(line).not.toContain(secret);
    }
  });

  it("replaces secret and text fields anywhere, and cuts addresses, hashes and tokens out of strings", () => {
    const { lines, logger } = capture();
    const jwt = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlc2lnbmF0dXJl";
    logger.info(
      {
        sessionId: "0b8f4e36-6a55-4a1e-9d57-1f7f3c1c2b9a",
        request: {
          body: { email: EMAIL, password: "Lernen-macht-Spass-7" },
          headers: { authorization: `Bearer ${jwt}` },
        },
        user: {
          refresh_token: "q7Wm2xK9pL4nB8vT3rY6cZ1",
          password_hash: HASH,
          text: "Ich habe Angst vor der Prüfung",
        },
        note: `from ${EMAIL} with ${HASH} and Bearer ${jwt}`,
      },
      `sign-in of ${EMAIL}`,
    );
    logger
      .child({ email: EMAIL, sessionId: "s-1" })
      .child({ ticket: "t".repeat(40) })
      .info("child");
    const all = lines.join("\n");
    for (const secret of [
      EMAIL,
      "argon2id",
      "Lernen-macht-Spass",
      jwt,
      "q7Wm2xK9pL4nB8vT3rY6cZ1",
      "Angst",
      "tttt",
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('"sessionId":"0b8f4e36-6a55-4a1e-9d57-1f7f3c1c2b9a"');
    expect(all).toContain('"sessionId":"s-1"');
    expect(all).toContain('"msg":"sign-in of [e-mail]"');
  });

  it("writes no line over 16 KB", () => {
    const { lines, logger } = capture();
    logger.error({ sessionId: "s-1", huge: "x".repeat(3_000_000) }, "huge");
    logger.error({ many: Array.from({ length: 5000 }, () => "y".repeat(900)) }, "many");
    logger.error(
      { wide: Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, "z".repeat(900)])) },
      "w",
    );
    logger.error("m".repeat(100_000));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(MAX_LINE_BYTES);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ sessionId: "s-1", msg: "huge", level: 50 });
  });

  it("sends console output of libraries through the same rule", () => {
    const { lines, logger } = capture();
    const restore = routeConsoleTo(logger);
    try {
      console.error(failedInsert());
      console.info(`The user ${EMAIL} aborted a request.`, { password: "x" });
    } finally {
      restore();
    }
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: 50,
      source: "console",
      err: { code: "23505" },
    });
    expect(lines.join("\n")).not.toContain(EMAIL);
    expect(lines.join("\n")).not.toContain("argon2id");
  });
});
