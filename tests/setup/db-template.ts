// Vitest global setup of the `db` project: migrate one template database per run instead of one
// database per suite (decision 026). Suites then copy the template (tests/support/test-db.ts).
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase } from "#server/db/client.ts";
import { adminQuery } from "#tests/support/test-db.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** The dump of a migrated in-memory PGlite (a tar file), when the suites run on PGlite. */
    pgliteTemplateFile: string | null;
    /** The migrated template database on TEST_DATABASE_URL's server, when they run on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide("pgliteTemplateFile", null);
    project.provide("postgresTemplate", await postgresTemplate(adminUrl));
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "lernfunke-db-template-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, await pgliteDump());
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", null);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** A migrated PGlite data folder as an uncompressed tar (measured faster to load than gzip). */
async function pgliteDump(): Promise<Uint8Array> {
  const pglite = await PGlite.create("memory://");
  try {
    await migrate(drizzle(pglite), { migrationsFolder });
    return new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer());
  } finally {
    await pglite.close();
  }
}

/**
 * The name of a migrated template database on the server, created when missing. It is named by a
 * hash of the migrations folder, so a changed or added migration makes a new template and a
 * second run on the same server migrates nothing. Built under a temporary name and renamed when
 * complete: a run that stops half-way, or two runs at once, never leave a half-migrated template.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `lernfunke_template_${migrationsHash().slice(0, 16)}`;
  if (await databaseExists(adminUrl, name)) return name;

  const building = `lernfunke_building_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(adminUrl, `create database ${building}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    await adminQuery(adminUrl, `alter database ${building} rename to ${name}`);
  } catch (error) {
    await adminQuery(adminUrl, `drop database if exists ${building} with (force)`);
    // Another run renamed its own copy first: that one is as good as ours.
    if (await databaseExists(adminUrl, name)) return name;
    throw error;
  }
  return name;
}

function migrationsHash(): string {
  const hash = createHash("sha256");
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(migrationsFolder, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const rows = await adminRows(adminUrl, "select 1 from pg_database where datname = $1", [name]);
  return rows.length > 0;
}

async function adminRows(url: string, sql: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
