import { Worker } from "node:worker_threads";
import type { QueryResult, WorkerReply, WorkerRequest } from "./pglite-protocol.ts";

type Query = (
  sql: string,
  params?: unknown[],
  options?: { rowMode?: "array" | "object" },
) => Promise<QueryResult>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Payload = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/**
 * PGlite running in a worker thread (pglite-worker.ts), with the part of PGlite's client that
 * Drizzle's pglite driver uses: query() and transaction(). The worker keeps the process alive
 * only while a request is on its way.
 */
export class RemotePGlite {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | null = null;
  /** Told of every hot-read note before the reply that carries it settles (hot-reads.ts). */
  readonly writeListeners = new Set<(note: string) => void>();

  private readonly worker: Worker;
  /** How the database was opened: an existing one, loaded from the seed, or initdb and why (decision 061). */
  opened = "";

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (reply: WorkerReply) => this.settle(reply));
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and waits until the database is open: in memory from `templateFile` when
   * given (tests); on disk, a new folder from `seedFile` when usable (decision 061).
   */
  static async open(
    dataDir: string,
    from: { templateFile?: string | undefined; seedFile?: string | undefined } = {},
  ): Promise<RemotePGlite> {
    const worker = new Worker(new URL("./pglite-worker.ts", import.meta.url), {
      workerData: { dataDir, templateFile: from.templateFile, seedFile: from.seedFile },
    });
    const client = new RemotePGlite(worker);
    await new Promise<void>((resolve, reject) =>
      client.pending.set(0, {
        resolve: (opened) => {
          client.opened = String(opened);
          resolve();
        },
        reject,
      }),
    );
    worker.unref();
    return client;
  }

  query: Query = (sql, params = [], options = {}) =>
    this.send({ op: "query", sql, params, rowMode: options.rowMode ?? "object" }) as Promise<QueryResult>;

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: { query: Query }) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.send({ op: "begin", txId });
    const tx: { query: Query } = {
      query: (sql, params = [], options = {}) =>
        this.send({
          op: "query",
          sql,
          params,
          rowMode: options.rowMode ?? "object",
          txId,
        }) as Promise<QueryResult>,
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.send({ op: "end", txId, commit: false });
      throw error;
    }
    await this.send({ op: "end", txId, commit: true });
    return result;
  }

  async close() {
    if (!this.failure) await this.send({ op: "close" });
    await this.worker.terminate();
  }

  private send(payload: Payload): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...payload, id } as WorkerRequest);
    });
  }

  private settle(reply: WorkerReply) {
    for (const note of reply.writes ?? []) for (const listener of this.writeListeners) listener(note);
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
    else waiting.resolve(reply.result);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
  }
}
