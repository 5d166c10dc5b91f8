import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "#server/db/client.ts";
import { rateLimits } from "#server/db/schema/limits.ts";

type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// Counters every instance shares, in the database (docs/decisions/052-shared-limits.md): one
// atomic upsert per count (rate-limiter-flexible's Drizzle store), so two instances on one
// PostgreSQL allow exactly what one allows, and PGlite works the same for one instance.

/** What a count says: whether the action may go on, and when a refused one may try again. */
export type LimitDecision = {
  allowed: boolean;
  used: number;
  /** When a refused action may try again; 0 when allowed. */
  retryAfterMs: number;
  /** When the current window ends and the count starts again; 0 without a window. */
  resetInMs: number;
};

export type SharedLimit = {
  readonly points: number;
  /** Counts `points` for the key (refused or not) and says whether it stayed within the limit. */
  consume(key: string, points?: number): Promise<LimitDecision>;
  /** Reads the key's count without counting. */
  peek(key: string): Promise<LimitDecision>;
  /** Gives back points counted earlier (an action that did not happen after all). */
  giveBack(key: string, points?: number): Promise<void>;
  /** Refuses the key for `ms`, whatever its count. */
  block(key: string, ms: number): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
};

export type LimitOptions = {
  /** A short name, part of every key (several limits share the table). */
  name: string;
  points: number;
  windowMs: number;
};

/**
 * Keys are hashed: the table never holds an address or an e-mail in clear (decision 052).
 * Parts are joined with NUL, which no address, e-mail or id contains.
 */
export function limitKey(...parts: string[]): string {
  return createHash("sha256").update(parts.join("\0")).digest("base64url").slice(0, 27);
}

/** A count's row as the store returns it, turned into a decision against `points`. */
function decisionOf(
  points: number,
  res: { consumedPoints: number; msBeforeNext: number } | null,
): LimitDecision {
  const used = res?.consumedPoints ?? 0;
  const resetInMs = Math.max(res?.msBeforeNext ?? 0, 0);
  return {
    allowed: used <= points,
    used,
    retryAfterMs: used > points ? Math.max(resetInMs, 1000) : 0,
    resetInMs,
  };
}

export function sharedLimit(db: Db, options: LimitOptions): SharedLimit {
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowMs / 1000,
    // The retention sweep deletes expired rows (sweepExpiredLimits), under its lock: no timer
    // of the library's in every instance.
    clearExpiredByTimeout: false,
  });
  const decision = (res: RateLimiterRes | null): LimitDecision => decisionOf(options.points, res);
  return {
    points: options.points,
    async consume(key, points = 1) {
      try {
        return decision(await store.consume(key, points));
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return decision(refusal);
        throw refusal;
      }
    },
    async peek(key) {
      return decision(await store.get(key));
    },
    async giveBack(key, points = 1) {
      await store.reward(key, points);
    },
    async block(key, ms) {
      await store.block(key, Math.max(1, Math.ceil(ms / 1000)));
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/**
 * Several limits counted for one key in ONE statement (docs/decisions/058-chat-burst.md): each
 * row is written exactly as its own `consume` would write it (rate-limiter-flexible's upsert: a
 * window that has ended starts again at this count), so the limits stay shared by every instance
 * (decision 052) at one round trip instead of one per limit. The rows are locked in the order
 * given, the same for every caller, so two instances cannot deadlock on them.
 */
export function consumeTogether(db: Db, limits: LimitOptions[]) {
  // Prepared once: Drizzle's query building costs more CPU than the statement's run.
  const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
  const expired = sql`${rateLimits.expire} <= ${at("now")}`;
  const statement = db
    .insert(rateLimits)
    .values(
      limits.map((_, i) => ({
        key: sql.placeholder(`key${i}`),
        points: sql.placeholder("points"),
        expire: at(`expire${i}`),
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`CASE WHEN ${expired} THEN excluded.points ELSE ${rateLimits.points} + excluded.points END`,
        expire: sql`CASE WHEN ${expired} THEN excluded.expire ELSE ${rateLimits.expire} END`,
      },
    })
    .returning()
    .prepare(`consume_${limits.map((limit) => limit.name.replaceAll("-", "_")).join("_")}`);
  return async (key: string, points = 1): Promise<LimitDecision[]> => {
    const now = Date.now();
    // rate-limiter-flexible's keys: "<keyPrefix>:<key>".
    const keys = limits.map((limit) => `${limit.name}:${key}`);
    const params: Record<string, unknown> = { points, now: new Date(now).toISOString() };
    limits.forEach((limit, i) => {
      params[`key${i}`] = keys[i];
      params[`expire${i}`] = new Date(now + limit.windowMs).toISOString();
    });
    const rows = await statement.execute(params);
    const read = Date.now();
    return limits.map((limit, i) => {
      const row = rows.find((r) => r.key === keys[i]);
      if (!row) throw new Error("limit row missing");
      const msBeforeNext = row.expire === null ? -1 : Math.max(row.expire.getTime() - read, 0);
      return decisionOf(limit.points, { consumedPoints: row.points, msBeforeNext });
    });
  };
}

/** Deletes counters whose window ended (the retention sweep calls it). */
export async function sweepExpiredLimits(db: Db | DbTx, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}
