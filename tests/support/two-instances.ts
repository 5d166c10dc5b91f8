import { afterAll, beforeAll } from "vitest";
import type { Database } from "#server/db/client.ts";
import { freshDatabase, type TestDatabase } from "./test-db.ts";

/**
 * A suite's database and a second connection to it, as a second server instance would open (a
 * second pool on PostgreSQL; on PGlite the same database): opened before the suite's tests,
 * closed after them. Its own file: bench/ imports test-db.ts outside vitest.
 */
export function twoInstancesPerFile() {
  const handles: { database?: TestDatabase; second?: Database } = {};
  beforeAll(async () => {
    handles.database = await freshDatabase();
    handles.second = await handles.database.reopen();
  });
  afterAll(async () => {
    await handles.second?.close();
    await handles.database?.close();
  });
  function opened<T>(handle: T | undefined): T {
    if (!handle) throw new Error("the suite's databases open in beforeAll");
    return handle;
  }
  return { database: () => opened(handles.database), second: () => opened(handles.second) };
}
