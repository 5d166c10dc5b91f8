import { sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import type { HotCache, HotReads } from "#server/db/hot-reads.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import { type RenderedJson, renderJson } from "#server/lib/rendered-json.ts";
import { limitKey, sharedLimit } from "#server/limits/shared-limit.ts";
import type {
  CompletionPayload,
  CreateSessionInput,
  SessionDetail,
  SessionListResponse,
} from "#shared/contracts/sessions.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { type SessionRow, toDetail, toSummary } from "./session-view.ts";
import { type NewSessionValues, type NewTurn, sessionQueries } from "./sessions.queries.ts";

const MAX_LIST = 1000;

/** A pupil's rendered session list, valid until a write: durations change only with a stamp. */
type ListEntry = SessionListResponse & { rendered: RenderedJson };

/** Defaults of SESSION_IDLE_MINUTES and SESSION_AUTO_END_HOURS (src/server/env.ts). */
export const DEFAULT_IDLE_SECONDS = 15 * 60;
export const DEFAULT_AUTO_END_SECONDS = 12 * 3600;
/** A "still here" ping closer than this to the previous stamp is not written. */
const PING_EVERY_MS = 20_000;
/** Pings a pupil may send a minute, over all their tabs (one a minute per visible tab is normal). */
const PINGS_PER_MINUTE = 30;
/** Session ids held in memory over all pupils (decision 059), a few MB. */
const HELD_IDS = 200_000;
/** Sessions ended per auto-end statement: a sweep repeats until none is left. */
const AUTO_END_BATCH = 100;

export type SessionsOptions = {
  clock?: () => Date;
  /** A gap between two activity stamps longer than this does not count (docs/decisions/038). */
  idleSeconds?: number;
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
  const idleSeconds = options.idleSeconds ?? DEFAULT_IDLE_SECONDS;
  // Counted in the database, so several instances allow together what one allows (decision 052).
  const pings = sharedLimit(db, { name: "session-pings", points: PINGS_PER_MINUTE, windowMs: 60_000 });
  const rows = options.hot?.cache<SessionRow>("tutoring_sessions", { max: 10_000 }) ?? null;
  const ownerOf = (rowKey: string) => rowKey.slice(0, rowKey.indexOf("/"));
  const lists = options.hot?.cache<ListEntry>("tutoring_sessions", { max: 1_000 }, ownerOf) ?? null;
  const rowKey = (userId: string, publicId: string) => `${userId}/${publicId}`;
  const queries = sessionQueries(db);
  // Per pupil, every session id they have (decision 059), so a chat turn knows for certain that
  // its session is new. `ensure` adds an id before inserting it; a note of a row whose id the set
  // lacks (an insert by anyone else) drops the pupil's set, a note of a known id (a stamp, an
  // update, a delete) keeps it: an id it holds too many only makes a turn wait as before.
  const idsKey = (noteKey: string): string => {
    const userId = ownerOf(noteKey);
    return idSets?.get(userId)?.has(noteKey.slice(userId.length + 1)) ? "" : userId;
  };
  const idSets: HotCache<Set<string>> | null =
    options.hot?.cache<Set<string>>(
      "tutoring_sessions",
      // Bounded by ids held (counted when a set is read; ids added later are not counted).
      { max: 10_000, maxSize: HELD_IDS, sizeCalculation: (ids) => ids.size + 1 },
      idsKey,
    ) ?? null;
  /** Pupils whose ids are being read, with the ids `ensure` inserts meanwhile (the read may miss them). */
  const loadingIds = new Map<string, Set<string>>();
  function loadIds(userId: string) {
    if (!idSets || loadingIds.has(userId)) return;
    const inserted = new Set<string>();
    loadingIds.set(userId, inserted);
    queries.publicIds(userId).then(
      (ids) => {
        loadingIds.delete(userId);
        if (!idSets.has(userId)) idSets.set(userId, new Set([...ids, ...inserted]));
      },
      () => loadingIds.delete(userId),
    );
  }
  /** An id `ensure` is about to insert: known from now on, so its note does not drop the set. */
  function addId(userId: string, publicId: string) {
    (idSets?.get(userId) ?? loadingIds.get(userId))?.add(publicId);
  }

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

  /**
   * Creates the pupil's session with this id, or returns the one that exists. With `firstTurn`,
   * a session it creates is created with that turn stored (one statement, decision 058):
   * `created` then says the turn is stored; otherwise the caller stores it.
   */
  async function ensure(
    userId: string,
    input: CreateSessionInput & { id: string },
    firstTurn?: Omit<NewTurn, "sessionId">,
  ): Promise<{ row: SessionRow; created: boolean }> {
    // Without a cache, most sessions asked for exist already: look first. With one, a session
    // that is not in it is most likely new: try the insert first.
    const existing = rows ? rows.get(rowKey(userId, input.id)) : await find(userId, input.id);
    if (existing) return { row: existing, created: false };
    // Known before the insert's note arrives (decision 059), so the note does not drop the set.
    addId(userId, input.id);
    const now = clock();
    const subject = findSubject(input.subjectId);
    const type = input.type === "voice" || input.id.startsWith("voice_") ? "VOICE" : "CHAT";
    // One round trip for a new session; a concurrent insert of the same id loses the conflict
    // and reads the winner's row.
    const values: NewSessionValues = {
      userId,
      publicId: input.id,
      subjectId: subject?.id ?? null,
      subjectName: subject?.name ?? null,
      type,
      topic: input.topic ?? null,
      now,
    };
    const inserted = await (firstTurn ? queries.insertWithTurn(values, firstTurn) : queries.insert(values));
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

  /** One activity stamp now (docs/decisions/038-honest-session-clock.md); a completed session stays. */
  async function stamp(rowId: string, longestGap = idleSeconds): Promise<SessionRow | undefined> {
    const row = await queries.stamp(rowId, clock(), longestGap);
    return row && changed(row);
  }

  async function renderList(userId: string): Promise<ListEntry> {
    const cached = lists?.get(userId);
    if (cached) return cached;
    const { rows: found, total } = await queries.list(userId, MAX_LIST);
    const data = found.map(toSummary);
    const rendered = renderJson({ data, total } satisfies SessionListResponse);
    const entry = { data, total, rendered };
    lists?.set(userId, entry);
    return entry;
  }

  return {
    find,
    ensure,
    /**
     * Whether the pupil has no session with this id, for certain (decision 059; as exact as any
     * hot read, decision 031). False when not known: without hot reads, or while the pupil's ids
     * are read (the first turn after a start reads them, for the next).
     */
    isNew(userId: string, publicId: string): boolean {
      if (!idSets) return false;
      const ids = idSets.get(userId);
      if (!ids) {
        loadIds(userId);
        return false;
      }
      return !ids.has(publicId);
    },
    /** The stored turns, else the transcript of the completion payload (voice). */
    transcript: transcriptOf,
    /** Another feature wrote to the session (the analysis's summary): read it anew next time. */
    forget(userId: string, publicId: string) {
      rows?.delete(rowKey(userId, publicId));
      lists?.delete(userId);
    },

    /** A stored turn of either side (chat, voice agent) is activity: the session's clock. */
    recordActivity: (rowId: string) => stamp(rowId),

    /**
     * Stores a turn and records it as activity (the session's clock, decision 038) in one
     * statement (decision 058); a completed session keeps the turn but is not stamped.
     */
    async recordTurn(turn: NewTurn): Promise<void> {
      const row = await queries.insertTurn(turn, clock(), idleSeconds);
      if (row) changed(row);
    },

    /**
     * The browser's "still here" while the session's tab is visible. Stamps only a session that
     * exists and is open (a tab with no message yet creates nothing), at most every 20 s. A tab
     * `returning` from hidden starts a new stretch: the hidden time does not count.
     */
    async ping(userId: string, publicId: string, { returning = false } = {}): Promise<void> {
      const allowed = await pings.consume(limitKey(userId));
      if (!allowed.allowed)
        throw new AppError(429, "too_many_pings", "Zu viele Anfragen. Bitte warte kurz.", undefined, {
          retryAfterMs: allowed.retryAfterMs,
        });
      const row = await find(userId, publicId);
      if (!row || row.status === "COMPLETED") return;
      if (returning) {
        await stamp(row.id, 0);
        return;
      }
      if (row.lastActiveAt && clock().getTime() - row.lastActiveAt.getTime() < PING_EVERY_MS) return;
      await stamp(row.id);
    },

    /**
     * Completes every open session without a stamp for `idleForSeconds` (SESSION_AUTO_END_HOURS),
     * as a pupil ending it would, without the gap; returns them for their analyses.
     */
    async endIdle(idleForSeconds = DEFAULT_AUTO_END_SECONDS): Promise<SessionRow[]> {
      const ended: SessionRow[] = [];
      for (;;) {
        const now = clock();
        const batch = await queries.endIdle(
          new Date(now.getTime() - idleForSeconds * 1000),
          now,
          AUTO_END_BATCH,
        );
        ended.push(...batch.map(changed));
        if (batch.length < AUTO_END_BATCH) return ended;
      }
    },

    async create(userId: string, input: CreateSessionInput) {
      const id = input.id ?? generatedId(input.type === "voice" ? "VOICE" : "CHAT", clock());
      const { row, created } = await ensure(userId, { ...input, id });
      return { created, session: toSummary(row) };
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
      return toSummary(updated);
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
      return toDetail(row, await transcriptOf(row));
    },

    /** Resumes a paused session: time counts again from now, not across the pause. */
    async start(userId: string, publicId: string) {
      const { row } = await ensure(userId, { id: publicId });
      if (row.status !== "PAUSED") return toSummary(row);
      return toSummary(await update(row, { status: "ACTIVE", lastActiveAt: clock() }));
    },

    /** Counts the gap up to now (pausing is activity), then stops counting. */
    async pause(userId: string, publicId: string) {
      const row = await find(userId, publicId);
      if (!row) throw sessionNotFound();
      if (row.status !== "ACTIVE") return toSummary(row);
      const stamped = (await stamp(row.id)) ?? row;
      return toSummary(await update(stamped, { status: "PAUSED" }));
    },

    /**
     * Counts the gap up to now (ending is activity) and stores the completion payload. A session the server has not seen yet
     * (a voice session talks to the voice service directly) is created first. Completing twice
     * changes nothing.
     */
    async complete(userId: string, publicId: string, payload: CompletionPayload): Promise<SessionDetail> {
      const { row } = await ensure(userId, {
        id: publicId,
        subjectId: payload.subjectId,
        type: payload.sessionType === "voice" ? "voice" : "chat",
      });
      if (row.status === "COMPLETED") return toDetail(row, await transcriptOf(row));
      const stamped = (await stamp(row.id)) ?? row;
      const subject = findSubject(payload.subjectId) ?? findSubject(row.subjectId);
      const updated = await update(stamped, {
        status: "COMPLETED",
        completedAt: clock(),
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
      return toDetail(updated, await transcriptOf(updated));
    },
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
