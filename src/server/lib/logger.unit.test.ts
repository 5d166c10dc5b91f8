import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, errorForLog } from "./logger.ts";

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
