import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as analysisSchema from "#server/db/schema/analysis.ts";
import * as authSchema from "#server/db/schema/auth.ts";
import * as classesSchema from "#server/db/schema/classes.ts";
import * as filesSchema from "#server/db/schema/files.ts";
import * as limitsSchema from "#server/db/schema/limits.ts";
import * as onboardingSchema from "#server/db/schema/onboarding.ts";
import * as sessionsSchema from "#server/db/schema/sessions.ts";
import * as subjectsSchema from "#server/db/schema/subjects.ts";
import * as voiceSchema from "#server/db/schema/voice.ts";
import type { Logger } from "#server/lib/logger.ts";
import { DataFolderDamagedError, findDamage } from "./damage-check.ts";
import { type DataFolderLock, lockDataFolder } from "./data-folder-lock.ts";
import { RemotePGlite } from "./pglite-remote.ts";

export const schema = {
  ...authSchema,
  ...onboardingSchema,
  ...subjectsSchema,
  ...sessionsSchema,
  ...filesSchema,
  ...analysisSchema,
  ...voiceSchema,
  ...limitsSchema,
  ...classesSchema,
};

// Both drivers expose the same Drizzle query builder; the app is typed against one of them.
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * True when this process is the only one that can write to the database (embedded PGlite
   * holds its data directory alone). Services then keep hot reads in memory (hot-reads.ts); with
   * PostgreSQL other instances may write, so they read every time.
   */
  exclusive: boolean;
  /**
   * Calls `listener` with "table:key" for every row written to a table with hot reads, whoever
   * wrote it, before the writing query returns (docs/decisions/031-hot-reads.md). PostgreSQL: never.
   */
  onWrite(listener: (note: string) => void): () => void;
  /** The data folder's lock (embedded database on disk); null otherwise. */
  lock: DataFolderLock | null;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * In-memory PGlite only: start from this dump of a migrated data folder (a tar file from
   * PGlite's dumpDataDir) instead of an empty one. Tests start every suite from one template
   * (tests/setup/db-template.ts, decision 026); the migrations still run and find nothing to do.
   */
  templateFile?: string | undefined;
  /**
   * PGlite on disk: the seed loaded into a new folder instead of initdb (decision 061); by
   * default the build's (dist/server/database-seed.tar). Tests name their own.
   */
  seedFile?: string | undefined;
  /** The data folder's lock when the caller took it already (serve.ts, before its slow imports). */
  lock?: DataFolderLock | undefined;
  /**
   * PostgreSQL closed an idle pooled connection (a restart, an operator, a dropped test
   * database). The pool drops that connection and opens a new one on the next query; without a
   * listener node-postgres throws the error out of the process (pg-pool "error" event).
   */
  onConnectionLost?: (error: Error & { code?: string }) => void;
  /**
   * PGlite's thread on `dataDir`, already opening: serve.ts starts it before this module's
   * imports load, since on a new folder its initdb is the start's critical path (decision 057).
   */
  pglite?: Promise<RemotePGlite> | undefined;
};

/** The database the settings name (DATABASE_URL, else PGlite in DATA_DIR), losses logged. */
export function openDatabaseFor(
  env: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  options: Pick<DatabaseOptions, "lock" | "pglite"> & { logger: Pick<Logger, "warn"> },
): Promise<Database> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    lock: options.lock,
    pglite: options.pglite,
    onConnectionLost: (error) =>
      options.logger.warn({ code: error.code }, "database connection lost; the next query opens a new one"),
  });
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite: in `dataDir` on disk, or in memory when
 * dataDir is "memory://" (tests). Migrations are applied before the database is returned.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on("error", (error) => options.onConnectionLost?.(error));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      driver: "postgres",
      exclusive: false,
      onWrite: () => () => undefined,
      lock: null,
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (dataDir.startsWith("memory://")) {
    return openPglite(
      options.pglite ?? RemotePGlite.open(dataDir, { templateFile: options.templateFile }),
      null,
    );
  }
  // One writer per data folder (decision 020): refused here, before PGlite touches a file.
  const lock = options.lock ?? lockDataFolder(dataDir);
  try {
    return await openPglite(
      options.pglite ?? RemotePGlite.open(dataDir, { seedFile: options.seedFile }),
      lock,
    );
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** `opening`: PGlite in a worker thread, whose queries would otherwise stall the requests' thread. */
async function openPglite(opening: Promise<RemotePGlite>, lock: DataFolderLock | null): Promise<Database> {
  const client = await opening;
  try {
    if (lock) {
      const damage = await findDamage(client.query);
      if (damage.length > 0) throw new DataFolderDamagedError(lock.folder, damage);
    }
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      exclusive: true,
      onWrite(listener) {
        client.writeListeners.add(listener);
        return () => client.writeListeners.delete(listener);
      },
      lock,
      ping: () => ping(db as unknown as Db),
      close: async () => {
        await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
