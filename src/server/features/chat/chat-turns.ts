import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { TutorTurn } from "#server/ai/tutor-stream.ts";
import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { sessionMessages } from "#server/db/schema/sessions.ts";
import type { NewTurn } from "#server/features/sessions/sessions.queries.ts";
import { HISTORY_TURNS } from "./model-context.ts";

/**
 * A session's turns, one row per turn, written as they happen. With hot reads (embedded PGlite,
 * docs/decisions/031-hot-reads.md) each session's newest turns stay in memory: `store` extends
 * them with its own row, and a row written by anyone else drops them.
 */
export function chatTurns(
  db: Db,
  hot: HotReads | undefined,
  /**
   * Writes ONE session_messages row for the turn: the sessions service's, which stamps the
   * session's activity in the same statement (decision 058).
   */
  insertTurn: (turn: NewTurn) => Promise<unknown>,
) {
  /** Session row id → its newest turns, as stored. */
  const recent = hot?.cache<TutorTurn[]>("session_messages", { max: 10_000 }) ?? null;

  /** Extends the held turns with one this process stored. */
  function remember(sessionId: string, role: TutorTurn["role"], content: string) {
    const turns = recent?.get(sessionId);
    if (turns) {
      turns.push({ role, content });
      if (turns.length > HISTORY_TURNS) turns.splice(0, turns.length - HISTORY_TURNS);
    }
  }

  return {
    async store(sessionId: string, role: TutorTurn["role"], content: string, metadata = {}) {
      const insert = () => insertTurn({ sessionId, role, content, metadata });
      // Our own row: its note leaves the held turns for us to extend (hot-reads.ts).
      await (recent ? recent.ownWrite(sessionId, insert) : insert());
      remember(sessionId, role, content);
    },

    /** A turn stored with its session, before its turns were read (sessions.ensure's first turn). */
    storedWithSession: remember,

    /**
     * The pupil's message with this client id, if it was stored (docs/decisions/039-resume-and-resend.md),
     * and the tutor's finished reply to it, if there is one (null: none, or one that broke off).
     */
    async sent(sessionId: string, clientMessageId: string): Promise<{ reply: string | null } | null> {
      const [message] = await db
        .select({ id: sessionMessages.id })
        .from(sessionMessages)
        .where(
          and(
            eq(sessionMessages.sessionId, sessionId),
            sql`${sessionMessages.metadata}->>'clientMessageId' = ${clientMessageId}`,
          ),
        )
        .limit(1);
      if (!message) return null;
      const [next] = await db
        .select({
          role: sessionMessages.role,
          content: sessionMessages.content,
          metadata: sessionMessages.metadata,
        })
        .from(sessionMessages)
        .where(
          // Compared in SQL: a JS Date keeps milliseconds only, PostgreSQL's stamps have
          // microseconds, and the message itself would then count as coming after itself.
          and(
            eq(sessionMessages.sessionId, sessionId),
            sql`${sessionMessages.createdAt} > (select created_at from session_messages where id = ${message.id})`,
          ),
        )
        .orderBy(asc(sessionMessages.createdAt), asc(sessionMessages.id))
        .limit(1);
      const answered = next?.role === "assistant" && !("error" in next.metadata);
      return { reply: answered ? next.content : null };
    },

    async history(sessionId: string, isNew: boolean): Promise<TutorTurn[]> {
      const cached = isNew ? [] : recent?.get(sessionId);
      if (cached) {
        recent?.set(sessionId, cached);
        return [...cached];
      }
      const rows = await db
        .select({ role: sessionMessages.role, content: sessionMessages.content })
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, sessionId))
        .orderBy(desc(sessionMessages.createdAt), desc(sessionMessages.id))
        .limit(HISTORY_TURNS);
      const turns = rows.reverse().map((row) => ({ role: row.role, content: row.content }));
      recent?.set(sessionId, turns);
      return [...turns];
    },
  };
}
