import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RemotePGlite } from "./pglite-remote.ts";

// PGlite in its worker thread, as Drizzle uses it: queries, transactions, errors.
let db: RemotePGlite;
beforeAll(async () => {
  db = await RemotePGlite.open("memory://");
  await db.query("create table notes (id serial primary key, body text not null unique, at timestamptz)");
});
afterAll(() => db.close());

describe("PGlite in a worker thread", () => {
  it("answers queries in object or array rows, with timestamps left as text for Drizzle", async () => {
    await db.query("insert into notes (body, at) values ($1, $2)", ["eins", "2026-11-22T08:00:00Z"]);
    const objects = await db.query("select body, at from notes where body = $1", ["eins"]);
    expect(objects.rows).toEqual([{ body: "eins", at: expect.stringMatching(/^2026-11-22 08:00:00/) }]);
    const arrays = await db.query("select body from notes", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([["eins"]]);
  });

  it("commits a transaction that succeeds and rolls back one that throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('zwei')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('drei')");
        throw new Error("abgebrochen");
      }),
    ).rejects.toThrow("abgebrochen");
    const { rows } = await db.query("select body from notes order by id", [], { rowMode: "array" });
    expect(rows).toEqual([["eins"], ["zwei"]]);
  });

  it("passes PostgreSQL's error fields on", async () => {
    const failure = await db
      .query("insert into notes (body) values ('eins')")
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: "23505", constraint: "notes_body_key" });
  });

  it("refuses further work once closed", async () => {
    const other = await RemotePGlite.open("memory://");
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/stopped/);
  });
});
