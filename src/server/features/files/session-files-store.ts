import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { listSessionFiles, type SessionFileForTutor, sessionsWithFiles } from "./session-files.queries.ts";

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
  // Per pupil, which of their sessions have files at all: most turns are in sessions without any,
  // and a new session's first turn then asks the database nothing (docs/decisions/058-chat-burst.md).
  // Any file written for the pupil drops the entry (its note's key is "user_id/session_public_id").
  const ownerOf = (noteKey: string) => noteKey.slice(0, noteKey.indexOf("/"));
  const withFiles = hot?.cache<Set<string>>("session_files", { max: 10_000 }, ownerOf) ?? null;
  const key = (userId: string, publicId: string) => `${userId}/${publicId}`;
  return {
    async list(userId: string, publicId: string): Promise<SessionFileForTutor[]> {
      const hit = held?.get(key(userId, publicId));
      if (hit) return hit;
      if (withFiles) {
        let sessions = withFiles.get(userId);
        if (!sessions) {
          sessions = new Set(await sessionsWithFiles(db, userId));
          withFiles.set(userId, sessions);
        }
        if (!sessions.has(publicId)) return [];
      }
      const files = await listSessionFiles(db, userId, publicId);
      held?.set(key(userId, publicId), files);
      return files;
    },
    /** After a write: the next list() reads the database again. */
    forget(userId: string, publicId: string) {
      held?.delete(key(userId, publicId));
      withFiles?.delete(userId);
    },
  };
}
export type SessionFilesStore = ReturnType<typeof sessionFilesStore>;
