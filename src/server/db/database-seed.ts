// The database seed (docs/decisions/061-database-seed.md): a dump of a PGlite data folder with
// every migration applied, made at build time and loaded into a new DATA_DIR instead of running
// initdb there, the largest part of a first start (decision 057). The migrator still runs after
// it, so an older seed only gets the migrations it lacks.
import { existsSync, readdirSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { LOCK_FILE } from "./data-folder-lock.ts";

const gunzipAsync = promisify(gunzip);

/** Where `npm run build` writes the seed (scripts/build-database-seed.ts). */
export const DEFAULT_SEED_FILE = fileURLToPath(
  new URL("../../../dist/server/database-seed.tar.gz", import.meta.url),
);

/** The seed's label beside it: the PGlite version that made it. */
type SeedLabel = { pglite: string };
const labelFile = (seedFile: string) => `${seedFile}.json`;

/** The installed PGlite's version (its package.json is not among its exports). */
export async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  let dir = dirname(entry);
  while (!existsSync(join(dir, "package.json"))) dir = dirname(dir);
  return (JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as { version: string }).version;
}

export type SeedChoice = { load: Blob | undefined; note: string };

/**
 * The seed to load into `dataDir`, or why not. Only a new, empty folder gets one (a folder with
 * data is opened as it is, one with other files gets initdb as before); a missing, unreadable or
 * other PGlite version's seed means initdb, as without a seed.
 */
export async function chooseSeed(dataDir: string, seedFile: string): Promise<SeedChoice> {
  if (holdsFiles(dataDir)) return { load: undefined, note: "existing folder" };
  try {
    const label = JSON.parse(await readFile(labelFile(seedFile), "utf8")) as Partial<SeedLabel>;
    const installed = await pgliteVersion();
    if (label.pglite !== installed) {
      return { load: undefined, note: `seed made by PGlite ${label.pglite}, installed ${installed}: initdb` };
    }
    // Unpacked here, not by PGlite: a damaged gzip then fails here (its checksum), where PGlite's
    // decompression stream would throw outside of any caller's reach.
    const tar = await gunzipAsync(await readFile(seedFile));
    // PGlite would also take a tar that is none for a gzip and fail the same way.
    if (tar.subarray(257, 262).toString("latin1") !== "ustar") {
      return { load: undefined, note: "no usable seed (not a tar): initdb" };
    }
    return {
      load: new Blob([tar], { type: "application/x-tar" }),
      note: "new database loaded from the seed",
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).name;
    return { load: undefined, note: `no usable seed (${code}): initdb` };
  }
}

/**
 * Anything in the folder but the server's lock file (taken before the database opens, decision
 * 020): PostgreSQL's files, or whatever an operator keeps there. Then it is no new folder, and
 * nothing is loaded over it.
 */
function holdsFiles(dataDir: string): boolean {
  if (!existsSync(dataDir)) return false;
  return readdirSync(dataDir).some((name) => name !== LOCK_FILE);
}

/**
 * Removes what a seed that failed to load left in a new folder: everything but the lock file
 * (the folder held nothing else before, `chooseSeed`).
 */
export function clearNewFolder(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (name !== LOCK_FILE) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
}

/**
 * Makes a seed: a new in-memory PGlite, migrated, dumped as a gzip tar (4.7 MB instead of 41,
 * and loaded as fast or faster than the plain tar, decision 061), with its label. `migrationsFolder` lets tests make an older seed.
 */
export async function buildSeed(seedFile: string, migrationsFolder: string): Promise<void> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const pglite = await PGlite.create("memory://");
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    const dump = new Uint8Array(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
    await writeFile(seedFile, dump);
    await writeFile(
      labelFile(seedFile),
      `${JSON.stringify({ pglite: await pgliteVersion() } satisfies SeedLabel)}\n`,
    );
  } finally {
    await pglite.close();
  }
}
