import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { voiceTickets as table, type VoiceTicketOptions } from "#server/db/schema/voice.ts";

// Tickets for the local voice agent's websocket (docs/decisions/018-voice.md). The browser's
// voice SDK cannot send headers, so the signed URL carries a ticket: 256 random bits, stored as
// their SHA-256, bound to the pupil and session, valid 60 seconds and usable once. Consuming is
// one conditional UPDATE … RETURNING, so two instances on one PostgreSQL cannot both accept it.
// Times come from the database's clock (instances may drift) unless a test passes a clock.

export type VoiceTicket = {
  userId: string;
  sessionId: string;
  subjectId: string;
  options: VoiceTicketOptions;
};

export type VoiceTicketsOptions = {
  ttlMs?: number;
  /** Replaces the database's clock (tests). */
  clock?: () => Date;
};

const TICKET = /^[A-Za-z0-9_-]{43}$/; // 32 bytes in base64url, no padding
/** Rows are kept a day after they expired (a trace for support), then swept. */
const KEEP_EXPIRED = "1 day";
/** At most one sweep a minute per process: issuing stays one insert in the common case. */
const SWEEP_EVERY_MS = 60_000;

const hash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export function voiceTickets(db: Db, { ttlMs = 60_000, clock }: VoiceTicketsOptions = {}) {
  const now = (): SQL => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep() {
    const at = Date.now();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await db.delete(table).where(lt(table.expiresAt, sql`${now()} - ${KEEP_EXPIRED}::interval`));
  }

  return {
    /** A new ticket for this pupil's session: base64url, 43 characters. */
    async issue(userId: string, ticket: Omit<VoiceTicket, "userId">): Promise<string> {
      const value = randomBytes(32).toString("base64url");
      await db.insert(table).values({
        tokenHash: hash(value),
        userId,
        sessionPublicId: ticket.sessionId,
        subjectId: ticket.subjectId,
        options: ticket.options,
        createdAt: sql`${now()}`,
        expiresAt: sql`${now()} + ${`${ttlMs} milliseconds`}::interval`,
      });
      await sweep();
      return value;
    },

    /** The ticket's pupil, session and options, once; null when unknown, used or expired. */
    async consume(ticket: string): Promise<VoiceTicket | null> {
      if (!TICKET.test(ticket)) return null;
      const [row] = await db
        .update(table)
        .set({ usedAt: sql`${now()}` })
        .where(and(eq(table.tokenHash, hash(ticket)), isNull(table.usedAt), gt(table.expiresAt, now())))
        .returning({
          userId: table.userId,
          sessionId: table.sessionPublicId,
          subjectId: table.subjectId,
          options: table.options,
        });
      return row ?? null;
    },
  };
}
export type VoiceTickets = ReturnType<typeof voiceTickets>;
