import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { notFound } from "#server/lib/errors.ts";
import type { CompletionPayload, CreateSessionInput, SessionDetail } from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { elapsedSeconds, type SessionRow, toDetail, toSummary } from "./session-view.ts";

const MAX_LIST = 1000;
const sessionNotFound = () => notFound("Session nicht gefunden.");

function generatedId(type: "CHAT" | "VOICE", now: Date) {
  const random = crypto.randomUUID().replaceAll("-", "").slice(0, 9);
  return type === "VOICE" ? `voice_${now.getTime()}_${random}` : `session_${now.getTime()}_${random}`;
}

/** Tutoring sessions, always reached through the owner's id. */
export function sessionsService(db: Db, clock: () => Date = () => new Date()) {
  async function find(userId: string, publicId: string): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, publicId)));
    return row;
  }

  /** Creates the pupil's session with this id, or returns the one that exists. */
  async function ensure(userId: string, input: CreateSessionInput & { id: string }): Promise<SessionRow> {
    const existing = await find(userId, input.id);
    if (existing) return existing;
    const now = clock();
    const subject = findSubject(input.subjectId);
    const type = input.type === "voice" || input.id.startsWith("voice_") ? "VOICE" : "CHAT";
    // One round trip for a new session; a concurrent insert of the same id loses the conflict
    // and reads the winner's row.
    const [inserted] = await db
      .insert(tutoringSessions)
      .values({
        userId,
        publicId: input.id,
        subjectId: subject?.id ?? null,
        subjectName: subject?.name ?? null,
        type,
        status: "ACTIVE",
        topic: input.topic ?? null,
        activeSince: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const row = inserted ?? (await find(userId, input.id));
    if (!row) throw new Error("session insert failed");
    return row;
  }

  async function transcriptOf(row: SessionRow): Promise<SessionDetail["conversationTranscript"]> {
    const messages = await db
      .select()
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, row.id))
      .orderBy(asc(sessionMessages.createdAt));
    if (messages.length > 0) {
      return messages.map((m) => ({ type: m.role, text: m.content, timestamp: m.createdAt.toISOString() }));
    }
    return (row.transcript ?? []).map((e) => ({
      type: e.type === "user" ? "user" : "assistant",
      text: e.text,
      timestamp: e.timestamp,
    }));
  }

  async function update(row: SessionRow, set: Partial<typeof tutoringSessions.$inferInsert>) {
    const [updated] = await db
      .update(tutoringSessions)
      .set(set)
      .where(eq(tutoringSessions.id, row.id))
      .returning();
    if (!updated) throw sessionNotFound();
    return updated;
  }

  return {
    find,
    ensure,

    async create(userId: string, input: CreateSessionInput) {
      const now = clock();
      const id = input.id ?? generatedId(input.type === "voice" ? "VOICE" : "CHAT", now);
      const existed = Boolean(await find(userId, id));
      const row = await ensure(userId, { ...input, id });
      return { created: !existed, session: toSummary(row, clock()) };
    },

    async list(userId: string, limit = MAX_LIST) {
      const now = clock();
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tutoringSessions)
          .where(eq(tutoringSessions.userId, userId))
          .orderBy(desc(tutoringSessions.createdAt))
          .limit(Math.min(limit, MAX_LIST)),
        db.select({ value: count() }).from(tutoringSessions).where(eq(tutoringSessions.userId, userId)),
      ]);
      return { data: rows.map((row) => toSummary(row, now)), total: total?.value ?? 0 };
    },

    async detail(userId: string, publicId: string): Promise<SessionDetail> {
      const row = await find(userId, publicId);
      if (!row) throw sessionNotFound();
      return toDetail(row, clock(), await transcriptOf(row));
    },

    /** (Re)starts the clock; a completed session stays completed. */
    async start(userId: string, publicId: string) {
      const row = await ensure(userId, { id: publicId });
      if (row.status !== "PAUSED") return toSummary(row, clock());
      return toSummary(await update(row, { status: "ACTIVE", activeSince: clock() }), clock());
    },

    async pause(userId: string, publicId: string) {
      const row = await find(userId, publicId);
      if (!row) throw sessionNotFound();
      if (row.status !== "ACTIVE") return toSummary(row, clock());
      const now = clock();
      const updated = await update(row, {
        status: "PAUSED",
        activeSeconds: elapsedSeconds(row, now),
        activeSince: null,
      });
      return toSummary(updated, now);
    },

    /**
     * Stops the clock and stores the completion payload. A session the server has not seen yet
     * (a voice session talks to the voice service directly) is created first. Completing twice
     * changes nothing.
     */
    async complete(userId: string, publicId: string, payload: CompletionPayload): Promise<SessionDetail> {
      const row = await ensure(userId, {
        id: publicId,
        subjectId: payload.subjectId,
        type: payload.sessionType === "voice" ? "voice" : "chat",
      });
      if (row.status === "COMPLETED") return toDetail(row, clock(), await transcriptOf(row));
      const now = clock();
      const subject = findSubject(payload.subjectId) ?? findSubject(row.subjectId);
      const updated = await update(row, {
        status: "COMPLETED",
        activeSeconds: elapsedSeconds(row, now),
        activeSince: null,
        completedAt: now,
        subjectId: subject?.id ?? row.subjectId,
        subjectName: subject?.name ?? payload.metadata.subjectName?.slice(0, 200) ?? row.subjectName,
        transcript: payload.conversationTranscript,
        completion: {
          topicsCovered: payload.topicsCovered ?? null,
          competenciesDiscussed: payload.competenciesDiscussed,
          notes: payload.notes ?? null,
          metadata: payload.metadata,
        },
      });
      return toDetail(updated, now, await transcriptOf(updated));
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
