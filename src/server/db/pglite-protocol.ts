// Messages between the server's main thread (pglite-remote.ts) and the PGlite worker thread.
export type WorkerRequest = { id: number } & (
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; txId?: number }
  | { op: "begin"; txId: number }
  | { op: "end"; txId: number; commit: boolean }
  | { op: "close" }
);

export type WorkerReply = {
  id: number;
  result?: unknown;
  error?: { message: string; fields?: Record<string, unknown> };
  /** The hot-read notes ("table:key") written since the last reply (hot-reads.ts). */
  writes?: string[];
};

export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
