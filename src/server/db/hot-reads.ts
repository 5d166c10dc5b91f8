import { LRUCache } from "lru-cache";
import type { Database } from "./client.ts";

/**
 * Every database read this process keeps in memory, in one place (docs/decisions/031-hot-reads.md).
 * A cache exists only when this process is the database's only writer (embedded PGlite); with
 * PostgreSQL `cache` returns null and the services read every time. A cache is exact whoever
 * writes: migration 0008's triggers note each written row as "table:key", the note arrives before
 * the writing query returns (pglite-worker.ts), and the key is dropped here.
 */
export type HotTable =
  | "onboarding"
  | "tutoring_sessions"
  | "session_messages"
  | "session_files"
  | "auth_sessions"
  | "competency_events";

export type HotReads = {
  /**
   * A bounded cache of `table`'s reads. Its keys are the notes' keys (onboarding: user_id;
   * tutoring_sessions: user_id/public_id; session_messages: session_id; session_files:
   * user_id/session_public_id; auth_sessions: id; competency_events: user_id, migration 0012),
   * or what `keyOf` makes of them (a pupil's session list: the user id of "user_id/public_id").
   */
  cache<V extends {}>(
    table: HotTable,
    options: LRUCache.Options<string, V, unknown>,
    keyOf?: (noteKey: string) => string,
  ): HotCache<V> | null;
};

/** An LRU cache that forgets a key whenever its table notes a write to it. */
export class HotCache<V extends {}> extends LRUCache<string, V> {
  readonly #ownWrites = new Map<string, number>();

  /**
   * A service's own write of ONE row under `key`, after which the service updates the entry
   * itself (a chat turn appended): its note is not taken as someone else's. A note that comes
   * while it runs still drops the entry, since either note may be the other writer's.
   */
  async ownWrite<T>(key: string, write: () => Promise<T>): Promise<T> {
    this.#ownWrites.set(key, (this.#ownWrites.get(key) ?? 0) + 1);
    try {
      return await write();
    } catch (error) {
      // No row, no note: this write's expectation goes, and so does the entry, to be safe.
      this.#expectOne(key);
      this.delete(key);
      throw error;
    }
  }

  /** A row under `key` was written. */
  noted(key: string) {
    if (!this.#expectOne(key)) this.delete(key);
  }

  #expectOne(key: string): boolean {
    const expected = this.#ownWrites.get(key) ?? 0;
    if (expected === 0) return false;
    if (expected === 1) this.#ownWrites.delete(key);
    else this.#ownWrites.set(key, expected - 1);
    return true;
  }
}

/** What a write's note needs of a cache: its table, how to drop a key, and how keys map. */
type NotedCache = { table: HotTable; noted: (key: string) => void; keyOf: (noteKey: string) => string };

export function hotReads(database: Pick<Database, "exclusive" | "onWrite">): HotReads {
  const caches: NotedCache[] = [];
  if (database.exclusive) {
    database.onWrite((note) => {
      const split = note.indexOf(":");
      const table = note.slice(0, split);
      const key = note.slice(split + 1);
      for (const entry of caches) if (entry.table === table) entry.noted(entry.keyOf(key));
    });
  }
  return {
    cache(table, options, keyOf = (key) => key) {
      if (!database.exclusive) return null;
      const cache = new HotCache(options);
      caches.push({ table, noted: (key) => cache.noted(key), keyOf });
      return cache;
    },
  };
}
