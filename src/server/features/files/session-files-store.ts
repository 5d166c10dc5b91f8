import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { listSessionFiles, type SessionFileForTutor } from "./session-files.queries.ts";

/** Characters of file content held in memory, all sessions together. */
const HELD_CHARS = 20_000_000;

/**
 * A session's stored files for the tutor, read on every chat turn. With the embedded database
 * (decision 012: this process is the only writer) they are held in memory, and the files
 * service forgets a session's entry whenever it stores files for it; otherwise they are read
 * from the database every time.
 */
export function sessionFilesStore(db: Db, hot: HotReads | undefined) {
  const held =
    hot?.cache<SessionFileForTutor[]>("session_files", {
      max: 10_000,
      maxSize: HELD_CHARS,
      sizeCalculation: (files) => files.reduce((sum, f) => sum + f.content.length, 1),
    }) ?? null;
  const key = (userId: string, publicId: string) => `${userId}/${publicId}`;
  return {
    async list(userId: string, publicId: string): Promise<SessionFileForTutor[]> {
      const hit = held?.get(key(userId, publicId));
      if (hit) return hit;
      const files = await listSessionFiles(db, userId, publicId);
      held?.set(key(userId, publicId), files);
      return files;
    },
    /** After a write: the next list() reads the database again. */
    forget(userId: string, publicId: string) {
      held?.delete(key(userId, publicId));
    },
  };
}
export type SessionFilesStore = ReturnType<typeof sessionFilesStore>;
