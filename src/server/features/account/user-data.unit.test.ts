import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { schema } from "#server/db/client.ts";
import { CASCADED_TABLES, IMPERSONAL_TABLES, OWNED_TABLES, tableName } from "./user-data.ts";

// Deletion, export and retention reach a pupil's data through user-data.ts: a new table that is
// not listed there would survive "Konto löschen" (issue 18).
describe("the list of where a pupil's data lives", () => {
  it("names every table of the schema exactly once", () => {
    const inSchema = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map(tableName)
      .sort();
    const listed = [
      ...OWNED_TABLES.map((t) => t.table),
      ...CASCADED_TABLES.map((t) => t.table),
      ...IMPERSONAL_TABLES,
    ]
      .map(tableName)
      .sort();
    expect(listed).toEqual(inSchema);
  });
});
