import { randomUUID } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/client.ts";

/** A test database, and a way to connect to it a second time, as another server would. */
export type TestDatabase = Database & { reopen(): Promise<Database> };

/**
 * A fresh, migrated database for one suite: PGlite in memory by default; with
 * TEST_DATABASE_URL a throwaway PostgreSQL database created on that server and dropped after.
 * Both start as a copy of the run's migrated template (tests/setup/db-template.ts, decision 026)
 * when the `db` project's global setup made one; openDatabase's migrations then find nothing to do.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates = await runTemplates();
  if (!adminUrl) {
    const templateFile = templates.pgliteTemplateFile ?? undefined;
    const database = await openDatabase({ dataDir: "memory://", templateFile });
    // PGlite has one user: a second "instance" shares the same database object.
    return { ...database, reopen: async () => ({ ...database, close: async () => undefined }) };
  }

  const name = `lernfunke_test_${randomUUID().replaceAll("-", "")}`;
  const template = templates.postgresTemplate;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database `with (force)` ends connections that pool.end() has let go of but
  // that are still closing; a lost connection at any other time is a failure, as in the app.
  let dropping = false;
  const onConnectionLost = (error: Error) => {
    if (!dropping) throw error;
  };
  const open = () => openDatabase({ databaseUrl: url.toString(), onConnectionLost });
  const database = await open();
  return {
    ...database,
    reopen: open,
    async close() {
      await database.close();
      dropping = true;
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The templates the global setup provided. Imported here, not at the top: bench/ imports
 * adminQuery from this file outside vitest.
 */
async function runTemplates() {
  const { inject } = await import("vitest");
  return { pgliteTemplateFile: inject("pgliteTemplateFile"), postgresTemplate: inject("postgresTemplate") };
}

/** Runs one statement on its own connection (create or drop a throwaway database). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
