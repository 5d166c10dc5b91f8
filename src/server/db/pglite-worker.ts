// The embedded PostgreSQL (PGlite) in its own thread. PGlite is WebAssembly and runs every query
// synchronously on the thread that owns it: on the server's main thread each query stalled HTTP,
// model streams and timers for its whole run (measured in bench/chat.ts). Here it works on the
// second core while the main thread goes on; pglite-remote.ts is the other end.
import { readFile } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";
import { collectGarbage } from "#server/lib/collect-garbage.ts";
import { chooseSeed, clearNewFolder, DEFAULT_SEED_FILE } from "./database-seed.ts";
import type { WorkerReply, WorkerRequest } from "./pglite-protocol.ts";

if (!parentPort) throw new Error("pglite-worker.ts runs as a worker thread");
const port = parentPort;

// Drizzle reads dates and intervals as the text PostgreSQL sends and converts them itself.
const keepText = (value: string) => value;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepText],
  ),
);

type Tx = Pick<PGlite, "query">;
type OpenTransaction = { tx: Tx; end: (commit: boolean) => void; done: Promise<void> };
/** Open transactions: where their queries go, and how each one ends. */
const transactions = new Map<number, OpenTransaction>();
const ROLLBACK = new Error("rollback");

// amcheck only for a folder on disk: the start-up damage check uses it (damage-check.ts).
const onDisk = !(workerData.dataDir as string).startsWith("memory://");
// A template (tests, decision 026): a migrated data folder's dump, loaded instead of an empty one.
const templateFile = workerData.templateFile as string | undefined;
// A new folder on disk: the build's seed instead of initdb, when it fits (decision 061).
const seed = onDisk
  ? await chooseSeed(
      workerData.dataDir as string,
      (workerData.seedFile as string | undefined) ?? DEFAULT_SEED_FILE,
    )
  : { load: undefined, note: "in memory" };
let openedHow = seed.note;
// PostgreSQL's shared buffers are zeroed at start, so every megabyte of them is resident from
// the first second: PostgreSQL's default of 128 MB was the largest single part of the idle
// server's memory. A school's database is read through the operating system's file cache
// anyway; 16 MB hold its hot tables (decisions 057, 062: 16 instead of 32 MB, 29 MB less RSS).
const SHARED_BUFFERS = "16MB";
const open = (loadDataDir: Blob | undefined) =>
  PGlite.create(workerData.dataDir as string, {
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
    ...(onDisk ? { extensions: { amcheck } } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
/** Opens the database; a seed that fails to load is cleared away and initdb runs instead. */
async function openDatabase(): Promise<PGlite> {
  if (templateFile) return open(new Blob([await readFile(templateFile)]));
  if (!seed.load) return open(undefined);
  const load = seed.load;
  seed.load = undefined; // held only until PGlite has unpacked it
  try {
    return await open(load);
  } catch (error) {
    openedHow = `seed not loaded (${(error as Error).message.slice(0, 80)}): initdb`;
    clearNewFolder(workerData.dataDir as string);
    return open(undefined);
  }
}
const db = await openDatabase();

// Hot reads (docs/decisions/031-hot-reads.md): the triggers of migration 0008 note every write to
// a cached table; PGlite delivers the notes before the writing query (or COMMIT) returns, so each
// reply carries its own writes' notes to the main thread, ahead of the result.
await db.exec("SET lernfunke.hot_reads = 'on'");
let writes: string[] = [];
await db.listen("hot_reads", (note) => writes.push(note));
function takeWrites(): { writes?: string[] } {
  if (writes.length === 0) return {};
  const taken = writes;
  writes = [];
  return { writes: taken };
}

/** Opens a transaction that stays open until an "end" message commits or rolls it back. */
function begin(txId: number): Promise<void> {
  return new Promise((opened, failed) => {
    const done = db
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            transactions.set(txId, { tx, done, end: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
            opened();
          }),
      )
      .then(() => undefined)
      .finally(() => transactions.delete(txId));
    done.catch(failed); // before it opened: BEGIN failed; afterwards a no-op
  });
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const target = request.txId === undefined ? db : transactions.get(request.txId)?.tx;
      if (!target) throw new Error(`transaction ${request.txId} is not open`);
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "begin":
      return begin(request.txId);
    case "end": {
      const open = transactions.get(request.txId);
      if (!open) throw new Error(`transaction ${request.txId} is not open`);
      open.end(request.commit);
      await open.done.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
      return null;
    }
    case "close":
      await db.close();
      return null;
  }
}

port.on("message", (request: WorkerRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result, ...takeWrites() } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: describeError(error),
        ...takeWrites(),
      } satisfies WorkerReply),
  );
});
port.postMessage({ id: 0, result: openedHow } satisfies WorkerReply);
// On a new folder PGlite ran initdb in a second PostgreSQL and an initdb program, each
// WebAssembly with its own memory and code (about 300 MB), and closed them. This thread's own
// heap is small, so V8 would not collect them soon (decision 057).
collectGarbage();

/**
 * A PostgreSQL error's identifying fields survive the trip to the main thread (code, constraint,
 * table…). Not `detail`: it repeats the row's values (Key (email)=(mia@…)), and nothing reads it
 * (decision 022).
 */
function describeError(error: unknown): WorkerReply["error"] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const key of ["code", "constraint", "schema", "table", "column", "dataType", "severity", "routine"]) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = value;
  }
  return { message: error.message, fields };
}
