import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { findDamage } from "./damage-check.ts";

// The start-up damage check on a migrated embedded database that is broken on purpose, the two
// ways issue 14 found after two processes had shared a folder: an index without some of its
// table's rows, and rows whose parent is gone. Always PGlite: only the embedded database is checked.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
let pg: PGlite;
const query = (sql: string, params?: unknown[]) => pg.query(sql, params);

beforeAll(async () => {
  pg = await PGlite.create({ extensions: { amcheck } });
  await migrate(drizzle(pg), { migrationsFolder });
});
afterAll(() => pg.close());
// One database for the file (PGlite starts slowly): each test's damage is repaired the way the
// refusal message says (REINDEX for an index) and must then be gone.
afterEach(async () => {
  await query("reindex table tutoring_sessions");
  await query(
    "delete from session_messages m where not exists (select 1 from tutoring_sessions s where s.id = m.session_id)",
  );
  expect(await findDamage(query)).toEqual([]);
});

const insertSession = (publicId: string) =>
  query(
    "insert into tutoring_sessions (user_id, public_id, type, status) values (gen_random_uuid(), $1, 'CHAT', 'ACTIVE')",
    [publicId],
  );

describe("findDamage", () => {
  it("finds nothing in a healthy database", async () => {
    await insertSession("gesund");
    expect(await findDamage(query)).toEqual([]);
  });

  it("names an index that lacks a row of its table", async () => {
    await insertSession("vorher");
    // PostgreSQL leaves an index that is not "ready" out of inserts: the row lands only in the heap.
    await query(
      "update pg_index set indisready = false where indexrelid = 'tutoring_sessions_user_public_idx'::regclass",
    );
    await insertSession("ohne-index");
    await query(
      "update pg_index set indisready = true where indexrelid = 'tutoring_sessions_user_public_idx'::regclass",
    );

    const damage = await findDamage(query);
    expect(damage).toEqual([
      expect.objectContaining({ check: "index", relation: "tutoring_sessions_user_public_idx" }),
    ]);
    expect(damage[0]?.detail).toMatch(/lacks matching index tuple/);
  });

  it("names a foreign key whose rows lost their parent", async () => {
    // Triggers off (the replica role), as when another process's pages overwrote the parent's.
    await query("set session_replication_role = replica");
    await query(
      "insert into session_messages (session_id, role, content) values (gen_random_uuid(), 'user', 'x'), (gen_random_uuid(), 'user', 'y')",
    );
    await query("set session_replication_role = default");

    expect(await findDamage(query)).toEqual([
      {
        check: "foreign key",
        relation: "session_messages_session_id_tutoring_sessions_id_fk",
        detail: "2 rows without parent / Zeilen ohne Elternzeile",
      },
    ]);
  });
});
