import type { SessionFileForTutor as StoredFile } from "#server/features/files/session-files.queries.ts";
import { type SessionFilesStore, sessionFilesCache } from "#server/features/files/session-files-store.ts";

export type { StoredFile };

/**
 * A session's uploaded files for the tutor. The upload feature writes them, not the chat: every
 * turn asks the files store (held in memory with the embedded database, exact because uploads
 * forget what it holds), and the early model request's guess is compared with it (`sameFiles`).
 */
export function chatFiles(store: SessionFilesStore, cacheReads: boolean | undefined) {
  /** Session row id → its files as last read. */
  const recent = cacheReads ? sessionFilesCache() : null;
  return {
    read: (userId: string, publicId: string) => store.list(userId, publicId),
    peek: (sessionId: string) => recent?.get(sessionId),
    remember: (sessionId: string, files: StoredFile[]) => void recent?.set(sessionId, files),
  };
}

export function sameFiles(a: readonly StoredFile[], b: readonly StoredFile[]): boolean {
  return (
    a.length === b.length &&
    a.every((f, i) => f.fileName === b[i]?.fileName && f.kind === b[i]?.kind && f.content === b[i]?.content)
  );
}
