import { sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import { type RenderedJson, renderJson } from "#server/lib/rendered-json.ts";
import type {
  CompletionPayload,
  CreateSessionInput,
  SessionDetail,
  SessionListResponse,
} from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { elapsedSeconds, nextDurationChange, type SessionRow, toDetail, toSummary } from "./session-view.ts";
import { sessionQueries } from "./sessions.queries.ts";

const MAX_LIST = 1000;

/** A pupil's rendered session list, valid until a write or until a running duration ticks over. */
type ListEntry = SessionListResponse & { rendered: RenderedJson; expiresAt: number };

export type SessionsOptions = {
  clock?: () => Date;
  /** Keep session rows and each pupil's rendered list in memory (docs/decisions/031-hot-reads.md). */
  hot?: HotReads;
};

const sessionNotFound = () => notFound("Session nicht gefunden.");

function generatedId(type: "CHAT" | "VOICE", now: Date) {
  const random = crypto.randomUUID().replaceAll("-", "").slice(0, 9);
  return type === "VOICE" ? `voice_${now.getTime()}_${random}` : `session_${now.getTime()}_${random}`;
}

/** Tutoring sessions, always reached through the owner's id. */
export function sessionsService(db: Db, options: SessionsOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const rows = options.hot?.cache<SessionRow>("tutoring_sessions", { max: 10_000 }) ?? null;
  const ownerOf = (rowKey: string) => rowKey.slice(0, rowKey.indexOf("/"));
  const lists = options.hot?.cache<ListEntry>("tutoring_sessions", { max: 1_000 }, ownerOf) ?? null;
  const rowKey = (userId: string, publicId: string) => `${userId}/${publicId}`;
  const queries = sessionQueries(db);

  /** After every write: the row as stored, and the pupil's list is rendered anew. */
  function changed(row: SessionRow): SessionRow {
    rows?.set(rowKey(row.userId, row.publicId), row);
    lists?.delete(row.userId);
    return row;
  }

  async function find(userId: string, publicId: string): Promise<SessionRow | undefined> {
    const hit = rows?.get(rowKey(userId, publicId));
    if (hit) return hit;
    const row = await queries.find(userId, publicId);
    if (row) rows?.set(rowKey(userId, publicId), row);
    return row;
  }

  /** Creates the pupil's session with this id, or returns the one that exists. */
  async function ensure(
    userId: string,
    input: CreateSessionInput & { id: string },
  ): Promise<{ row: SessionRow; created: boolean }> {
    // Without a cache, most sessions asked for exist already: look first. With one, a session
    // that is not in it is most likely new: try the insert first.
    const existing = rows ? rows.get(rowKey(userId, input.id)) : await find(userId, input.id);
    if (existing) return { row: existing, created: false };
    const now = clock();
    const subject = findSubject(input.subjectId);
    const type = input.type === "voice" || input.id.startsWith("voice_") ? "VOICE" : "CHAT";
    // One round trip for a new session; a concurrent insert of the same id loses the conflict
    // and reads the winner's row.
    const inserted = await queries.insert({
      userId,
      publicId: input.id,
      subjectId: subject?.id ?? null,
      subjectName: subject?.name ?? null,
      type,
      topic: input.topic ?? null,
      now,
    });
    if (inserted) return { row: changed(inserted), created: true };
    const row = await find(userId, input.id);
    if (!row) throw new Error("session insert failed");
    return { row, created: false };
  }

  async function transcriptOf(row: SessionRow): Promise<SessionDetail["conversationTranscript"]> {
    const messages = await queries.messages(row.id);
    if (messages.length > 0) {
      return messages.map((m) => ({ type: m.role, text: m.content, timestamp: m.createdAt.toISOString() }));
    }
    return (row.transcript ?? []).map((e) => ({
      type: e.type === "user" ? "user" : "assistant",
      text: e.text,
      timestamp: e.timestamp,
    }));
  }

  async function update(row: SessionRow, set: PgUpdateSetSource<typeof tutoringSessions>) {
    const updated = await queries.update(row.id, set);
    if (!updated) throw sessionNotFound();
    return changed(updated);
  }

  async function renderList(userId: string): Promise<ListEntry> {
    const now = clock();
    const cached = lists?.get(userId);
    if (cached && cached.expiresAt > now.getTime()) return cached;
    const { rows: found, total } = await queries.list(userId, MAX_LIST);
    const data = found.map((row) => toSummary(row, now));
    const rendered = renderJson({ data, total } satisfies SessionListResponse);
    const entry = { data, total, rendered, expiresAt: nextDurationChange(found, now) };
    lists?.set(userId, entry);
    return entry;
  }

  return {
    find,
    ensure,
    /** The stored turns, else the transcript of the completion payload (voice). */
    transcript: transcriptOf,
    /** Another feature wrote to the session (the analysis's summary): read it anew next time. */
    forget(userId: string, publicId: string) {
      rows?.delete(rowKey(userId, publicId));
      lists?.delete(userId);
    },

    async create(userId: string, input: CreateSessionInput) {
      const id = input.id ?? generatedId(input.type === "voice" ? "VOICE" : "CHAT", clock());
      const { row, created } = await ensure(userId, { ...input, id });
      return { created, session: toSummary(row, clock()) };
    },

    /** The pupil's newest sessions (at most 1000) and how many there are. */
    async list(userId: string, limit = MAX_LIST): Promise<SessionListResponse> {
      const { data, total } = await renderList(userId);
      return { data: data.slice(0, limit), total };
    },

    /** The same list rendered as a response body; the full list is rendered once per change. */
    async listRendered(userId: string, limit = MAX_LIST): Promise<RenderedJson> {
      const entry = await renderList(userId);
      if (limit >= entry.data.length) return entry.rendered;
      return renderJson({
        data: entry.data.slice(0, limit),
        total: entry.total,
      } satisfies SessionListResponse);
    },

    /**
     * Stores what the pupil prepared (docs/product.md §3.4, the saved preparation) on the session,
     * creating the session first. The preparation's question becomes the topic; the subject is
     * filled in only where the session has none; a completed session is not changed.
     */
    async savePreparation(
      userId: string,
      input: CreateSessionInput & { id: string },
      preparation: Record<string, unknown>,
    ) {
      const { row } = await ensure(userId, input);
      if (row.status === "COMPLETED") {
        throw new AppError(
          409,
          "session_completed",
          "Diese Session ist schon beendet. Starte eine neue Session.",
        );
      }
      const subject = row.subjectId ? null : findSubject(input.subjectId);
      const updated = await update(row, {
        preparation,
        topic: input.topic ?? row.topic,
        ...(subject ? { subjectId: subject.id, subjectName: subject.name } : {}),
      });
      return toSummary(updated, clock());
    },

    /** Notes a crisis answer on the session (found by the rules or the model), for the analysis. */
    async recordSafetyEvent(row: SessionRow, kind: string, source: "rules" | "model") {
      const event = { kind, source, at: clock().toISOString() };
      await update(row, {
        safetyEvents: sql`${tutoringSessions.safetyEvents} || ${JSON.stringify([event])}::jsonb`,
      });
    },

    async detail(userId: string, publicId: string): Promise<SessionDetail> {
      const row = await find(userId, publicId);
      if (!row) throw sessionNotFound();
      return toDetail(row, clock(), await transcriptOf(row));
    },

    /** (Re)starts the clock; a completed session stays completed. */
    async start(userId: string, publicId: string) {
      const { row } = await ensure(userId, { id: publicId });
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
      const { row } = await ensure(userId, {
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
