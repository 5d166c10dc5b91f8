import { and, count, eq, gt, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { voiceConversations as table } from "#server/db/schema/voice.ts";

// How many voice conversations a pupil has open, across every instance
// (docs/decisions/024-voice-limits.md). The count lives in the database, not in one process:
// on PostgreSQL many instances serve sockets, and a pupil's sockets may land on different ones.
//
// A pupil has slots 1…perPupil (primary key user + slot). Claiming is one INSERT … ON CONFLICT
// DO UPDATE … WHERE the slot's lease ran out, per slot until one is won: PostgreSQL locks the
// conflicting row and re-checks the WHERE on its newest version, so two instances racing for
// the last slot cannot both win it, with no transaction and no advisory lock. A slot is held by
// a lease that its instance renews (renew()) while the socket is open; when an instance dies
// its leases run out and the slots are free again. Times are the database's clock (instances
// may drift), as for the voice tickets, unless a test passes a clock.

export type ConversationSlotsOptions = {
  perPupil: number;
  /** How long a claim holds without renewal (the instance renews every third of it). */
  leaseMs?: number;
  /** This process; random per start. */
  instanceId?: string;
  /** Replaces the database's clock (tests). */
  clock?: () => Date;
};

export const DEFAULT_LEASE_MS = 60_000;

export function conversationSlots(
  db: Db,
  { perPupil, leaseMs = DEFAULT_LEASE_MS, instanceId = crypto.randomUUID(), clock }: ConversationSlotsOptions,
) {
  const now = (): SQL => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);
  const leaseEnd = () => sql`${now()} + ${`${leaseMs} milliseconds`}::interval`;

  return {
    perPupil,
    leaseMs,
    instanceId,

    /** The pupil's conversations whose lease still holds (on any instance). */
    async open(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.userId, userId), gt(table.leaseUntil, now())));
      return row?.n ?? 0;
    },

    /** Takes a free slot for this conversation; false when all the pupil's slots are held. */
    async claim(userId: string, conversationId: string): Promise<boolean> {
      for (let slot = 1; slot <= perPupil; slot++) {
        const won = await db
          .insert(table)
          .values({
            userId,
            slot,
            conversationId,
            instanceId,
            startedAt: sql`${now()}`,
            leaseUntil: leaseEnd(),
          })
          .onConflictDoUpdate({
            target: [table.userId, table.slot],
            set: { conversationId, instanceId, startedAt: sql`${now()}`, leaseUntil: leaseEnd() },
            setWhere: lt(table.leaseUntil, now()),
          })
          .returning({ slot: table.slot });
        if (won.length > 0) return true;
      }
      return false;
    },

    /** The conversation ended: its slot is free (only its own, even if the lease ran out meanwhile). */
    async release(userId: string, conversationId: string): Promise<void> {
      await db.delete(table).where(and(eq(table.userId, userId), eq(table.conversationId, conversationId)));
    },

    /**
     * The conversation ended for a policy violation (a flood): its slot stays taken for
     * `cooldownMs` and no instance renews it, so a client closed for flooding cannot come
     * straight back on a fresh socket (decision 024).
     */
    async cool(userId: string, conversationId: string, cooldownMs: number): Promise<void> {
      await db
        .update(table)
        .set({ instanceId: "", leaseUntil: sql`${now()} + ${`${cooldownMs} milliseconds`}::interval` })
        .where(and(eq(table.userId, userId), eq(table.conversationId, conversationId)));
    },

    /** Extends the leases of every conversation this instance holds; the number renewed. */
    async renew(): Promise<number> {
      const renewed = await db
        .update(table)
        .set({ leaseUntil: leaseEnd() })
        .where(eq(table.instanceId, instanceId))
        .returning({ slot: table.slot });
      return renewed.length;
    },
  };
}
export type ConversationSlots = ReturnType<typeof conversationSlots>;
