import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// Column shapes every table repeats, written once. The SQL they stand for is in the applied
// migrations: a change here changes every table, so `npm run db:generate` must still report no
// changes afterwards unless a new migration is meant.

/** A random uuid primary key, "id". */
export const uuidId = () => uuid("id").primaryKey().defaultRandom();

/** A point in time; the database always stores it with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written: `created_at`, set by the database. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** The parent row this one belongs to; deleting the parent deletes it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });
