import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

// Rate-limit counters shared by every instance (docs/decisions/052-shared-limits.md), in the
// shape rate-limiter-flexible's RateLimiterDrizzle reads and writes. Keys hold hashes, never an
// address or an e-mail in clear; a row is useless once `expire` has passed and is swept within
// the hour.
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: instant("expire"),
});
