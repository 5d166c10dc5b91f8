import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrationsFolder, openDatabase } from "#server/db/client.ts";
import { LOCK_FILE } from "#server/db/data-folder-lock.ts";
import { buildSeed, chooseSeed } from "#server/db/database-seed.ts";
import { RemotePGlite } from "#server/db/pglite-remote.ts";
import { createTestApp } from "#tests/support/test-app.ts";

// The database seed (decision 061): a new DATA_DIR is loaded from the build's seed instead of
// running initdb; an older seed gets the newer migrations; without a usable seed it is initdb.
type Journal = { entries: { tag: string }[] };
const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
const ALL = journal.entries.length;

let root: string;
let seedFile: string;
let staleSeedFile: string;
const folder = () => mkdtempSync(join(root, "data-"));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "lernfunke-seed-"));
  seedFile = join(root, "seed.tar.gz");
  await buildSeed(seedFile, migrationsFolder);
  // An older build's seed: every migration but the last.
  const older = join(root, "older-migrations");
  cpSync(migrationsFolder, older, { recursive: true });
  const last = journal.entries.at(-1)?.tag as string;
  rmSync(join(older, `${last}.sql`));
  writeFileSync(
    join(older, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }),
  );
  staleSeedFile = join(root, "stale-seed.tar.gz");
  await buildSeed(staleSeedFile, older);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Opens `dataDir` as the server does; `opened` says whether the seed was loaded. */
async function open(dataDir: string, from: string) {
  const pglite = RemotePGlite.open(dataDir, { seedFile: from });
  const database = await openDatabase({ dataDir, pglite });
  return { database, opened: (await pglite).opened };
}

async function count(database: Database, table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (result.rows[0] as { n: number }).n;
}

describe("the database seed", () => {
  it("holds the migrated schema and no app rows (no signing keys, no users)", async () => {
    const dataDir = folder();
    const { database, opened } = await open(dataDir, seedFile);
    try {
      expect(opened).toBe("new database loaded from the seed");
      expect(await count(database, "drizzle.__drizzle_migrations")).toBe(ALL);
      expect(await count(database, "signing_keys")).toBe(0);
      expect(await count(database, "users")).toBe(0);
    } finally {
      await database.close();
    }
  });

  it("makes a server with the full schema whose app makes its own signing key; a restart keeps it", async () => {
    const dataDir = folder();
    const first = await open(dataDir, seedFile);
    expect(first.opened).toBe("new database loaded from the seed");
    const app = await createTestApp({}, { database: first.database });
    await app.signUp();
    const kid = await first.database.db.execute(sql`select kid from signing_keys`);
    expect(kid.rows).toHaveLength(1);
    await app.close();
    await first.database.close();

    // A folder with data is never loaded over: the restart opens what is there.
    const again = await open(dataDir, seedFile);
    try {
      expect(again.opened).toBe("existing folder");
      expect((await again.database.db.execute(sql`select kid from signing_keys`)).rows).toEqual(kid.rows);
      expect(await count(again.database, "users")).toBe(1);
    } finally {
      await again.database.close();
    }
  });

  it("an older build's seed gets the migrations it lacks", async () => {
    const { database, opened } = await open(folder(), staleSeedFile);
    try {
      expect(opened).toBe("new database loaded from the seed");
      expect(await count(database, "drizzle.__drizzle_migrations")).toBe(ALL);
    } finally {
      await database.close();
    }
  });

  it("without a seed the new folder is made by initdb, with the full schema", async () => {
    const { database, opened } = await open(folder(), join(root, "missing.tar.gz"));
    try {
      expect(opened).toBe("no usable seed (ENOENT): initdb");
      expect(await count(database, "drizzle.__drizzle_migrations")).toBe(ALL);
    } finally {
      await database.close();
    }
  });

  it("a damaged seed is not loaded; one PGlite cannot load is cleared away; both get initdb", async () => {
    const truncated = join(root, "truncated.tar.gz");
    writeFileSync(truncated, readFileSync(seedFile).subarray(0, 200_000));
    cpSync(`${seedFile}.json`, `${truncated}.json`);
    expect(await chooseSeed(folder(), truncated)).toEqual({
      load: undefined,
      note: "no usable seed (Z_BUF_ERROR): initdb",
    });

    const notATar = join(root, "not-a-tar.tar.gz");
    writeFileSync(notATar, gzipSync(Buffer.alloc(100_000, "Lernfunke ")));
    cpSync(`${seedFile}.json`, `${notATar}.json`);
    expect((await chooseSeed(folder(), notATar)).note).toBe("no usable seed (not a tar): initdb");

    // A tar, but no database: PGlite unpacks it and fails to start on it.
    const files = folder();
    writeFileSync(join(files, "hallo.txt"), "Hallo");
    const noDatabase = join(root, "no-database.tar.gz");
    execFileSync("tar", ["-czf", noDatabase, "-C", files, "hallo.txt"]);
    cpSync(`${seedFile}.json`, `${noDatabase}.json`);
    const { database, opened } = await open(folder(), noDatabase);
    try {
      expect(opened).toMatch(/^seed not loaded \(.*\): initdb$/);
      expect(await count(database, "drizzle.__drizzle_migrations")).toBe(ALL);
    } finally {
      await database.close();
    }
  });

  it("a seed of another PGlite version or an unreadable label is not loaded", async () => {
    const other = join(root, "other.tar.gz");
    cpSync(seedFile, other);
    writeFileSync(`${other}.json`, JSON.stringify({ pglite: "0.0.1" }));
    expect((await chooseSeed(folder(), other)).load).toBeUndefined();
    writeFileSync(`${other}.json`, "{not json");
    expect((await chooseSeed(folder(), other)).load).toBeUndefined();
    expect((await chooseSeed(folder(), seedFile)).load).toBeInstanceOf(Blob);
  });

  it("is loaded only into a new folder: nothing in it but the server's lock", async () => {
    const locked = folder();
    writeFileSync(join(locked, LOCK_FILE), "{}");
    expect((await chooseSeed(locked, seedFile)).note).toBe("new database loaded from the seed");
    const other = folder();
    writeFileSync(join(other, "notizen.txt"), "");
    expect(await chooseSeed(other, seedFile)).toEqual({ load: undefined, note: "existing folder" });
    expect((await chooseSeed(join(root, "not-yet-made"), seedFile)).load).toBeInstanceOf(Blob);
  });
});
