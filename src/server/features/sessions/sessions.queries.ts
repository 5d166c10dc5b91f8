import { and, asc, count, desc, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { type SessionRow, type SummaryRow, summaryColumns } from "./session-view.ts";

export type NewSessionValues = {
  userId: string;
  publicId: string;
  subjectId: string | null;
  subjectName: string | null;
  type: SessionRow["type"];
  topic: string | null;
  now: Date;
};

/** One turn of a session, as session_messages stores it. */
export type NewTurn = {
  sessionId: string;
  role: "user" | "assistant";
  content: string;
  metadata: Record<string, unknown>;
};

/**
 * The SQL of tutoring sessions, always through the owner's id. The statements of every chat
 * turn are prepared once: Drizzle's query building costs more than PGlite's work for them.
 */
export function sessionQueries(db: Db) {
  const selectSession = db
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.userId, sql.placeholder("userId")),
        eq(tutoringSessions.publicId, sql.placeholder("publicId")),
      ),
    )
    .prepare("select_session");
  // A new session's row, from the statement's placeholders (both inserts below).
  const newSessionRow = {
    userId: sql.placeholder("userId"),
    publicId: sql.placeholder("publicId"),
    subjectId: sql.placeholder("subjectId"),
    subjectName: sql.placeholder("subjectName"),
    type: sql.placeholder("type"),
    status: "ACTIVE",
    topic: sql.placeholder("topic"),
    lastActiveAt: sql.placeholder("now"),
    createdAt: sql.placeholder("now"),
  } as const;
  const insertSession = db
    .insert(tutoringSessions)
    .values(newSessionRow)
    .onConflictDoNothing()
    .returning()
    .prepare("insert_session");
  // A new session with its first turn in one statement (docs/decisions/058-chat-burst.md): the
  // turn is stored only when the session is (a concurrent insert of the same id stores neither).
  const newSession = db
    .$with("new_session")
    .as(db.insert(tutoringSessions).values(newSessionRow).onConflictDoNothing().returning());
  // All of session_messages' columns, in its order: id, session_id, role, content, metadata, created_at.
  const firstTurn = db.$with("first_turn").as(
    db
      .insert(sessionMessages)
      .select(
        sql`select gen_random_uuid(), ${newSession.id}, ${sql.placeholder("role")}, ${sql.placeholder("content")}, ${sql.placeholder("metadata")}::jsonb, now() from ${newSession}`,
      )
      .returning({ id: sessionMessages.id }),
  );
  const insertSessionWithTurn = db
    .with(newSession, firstTurn)
    .select()
    .from(newSession)
    .prepare("insert_session_with_turn");

  /** The stamp's SQL at `at` (see `stamp`); `longestGap` in seconds. */
  const stampSet = (at: SQL, longestGap: SQL | number) => {
    const last = tutoringSessions.lastActiveAt;
    const gap = sql`floor(extract(epoch from ${at})) - floor(extract(epoch from ${last}))`;
    const counted = sql`case when ${tutoringSessions.status} = 'ACTIVE' and ${last} <= ${at}
      and ${gap} <= ${longestGap} then ${gap} else 0 end`;
    return {
      activeSeconds: sql`${tutoringSessions.activeSeconds} + (${counted})::integer`,
      lastActiveAt: sql`greatest(${last}, ${at})`,
    };
  };
  const stampOpen = and(
    eq(tutoringSessions.id, sql.placeholder("sessionId")),
    ne(tutoringSessions.status, "COMPLETED"),
  );
  // A turn and its activity stamp in one statement (docs/decisions/058-chat-burst.md): one round
  // trip per stored turn. PostgreSQL runs a data-modifying WITH to completion whatever the
  // UPDATE finds, so the turn is stored in a completed session too, as before, which stays
  // unstamped.
  const turn = db.$with("turn").as(
    db
      .insert(sessionMessages)
      .values({
        sessionId: sql.placeholder("sessionId"),
        role: sql.placeholder("role"),
        content: sql.placeholder("content"),
        metadata: sql.placeholder("metadata"),
      })
      .returning({ id: sessionMessages.id }),
  );
  const insertTurnAndStamp = db
    .with(turn)
    .update(tutoringSessions)
    .set(
      stampSet(sql`${sql.placeholder("now")}::timestamptz`, sql`${sql.placeholder("longestGap")}::integer`),
    )
    .where(stampOpen)
    .returning()
    .prepare("insert_turn_and_stamp");

  const selectPublicIds = db
    .select({ publicId: tutoringSessions.publicId })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.userId, sql.placeholder("userId")))
    .prepare("select_session_public_ids");

  return {
    /** Every session id the pupil has (decision 059: which ids are new, for certain). */
    async publicIds(userId: string): Promise<string[]> {
      return (await selectPublicIds.execute({ userId })).map((row) => row.publicId);
    },

    async find(userId: string, publicId: string): Promise<SessionRow | undefined> {
      return (await selectSession.execute({ userId, publicId }))[0];
    },

    /** The new row, or undefined when the pupil already has a session with this id. */
    async insert(values: NewSessionValues): Promise<SessionRow | undefined> {
      return (await insertSession.execute(values))[0];
    },

    /** As `insert`, and the session's first turn with it; undefined: neither was stored. */
    async insertWithTurn(
      values: NewSessionValues,
      turn: Omit<NewTurn, "sessionId">,
    ): Promise<SessionRow | undefined> {
      const metadata = JSON.stringify(turn.metadata);
      return (await insertSessionWithTurn.execute({ ...values, ...turn, metadata }))[0];
    },

    async update(
      id: string,
      set: PgUpdateSetSource<typeof tutoringSessions>,
    ): Promise<SessionRow | undefined> {
      return (await db.update(tutoringSessions).set(set).where(eq(tutoringSessions.id, id)).returning())[0];
    },

    /**
     * One activity stamp at `now`, in one statement so that instances sharing the database never
     * lose or double a gap: while ACTIVE, the gap since the previous stamp is added when it is no
     * longer than `longestGap` seconds (the idle limit; 0: none counts) (whole seconds of both stamps, so the gaps add up without
     * rounding drift). A completed session is not changed (undefined).
     */
    async stamp(id: string, now: Date, longestGap: number): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(tutoringSessions)
        .set(stampSet(sql`${now.toISOString()}::timestamptz`, longestGap))
        .where(and(eq(tutoringSessions.id, id), ne(tutoringSessions.status, "COMPLETED")))
        .returning();
      return row;
    },

    /**
     * Stores one turn of the session and stamps its activity at `now`, as `stamp` does, in one
     * statement; the stamped row, or undefined for a completed session (whose turn is stored).
     */
    async insertTurn(turn: NewTurn, now: Date, longestGap: number): Promise<SessionRow | undefined> {
      const [row] = await insertTurnAndStamp.execute({ ...turn, now: now.toISOString(), longestGap });
      return row;
    },

    /**
     * Completes up to `max` open sessions whose newest stamp is older than `before`. Rows another
     * instance is completing are skipped (SKIP LOCKED), and the status condition is checked again
     * on update, so each session is ended once however many instances sweep.
     */
    endIdle(before: Date, now: Date, max: number): Promise<SessionRow[]> {
      const idle = db
        .select({ id: tutoringSessions.id })
        .from(tutoringSessions)
        .where(and(ne(tutoringSessions.status, "COMPLETED"), lt(tutoringSessions.lastActiveAt, before)))
        .limit(max)
        .for("update", { skipLocked: true });
      return db
        .update(tutoringSessions)
        .set({ status: "COMPLETED", completedAt: now })
        .where(and(inArray(tutoringSessions.id, idle), ne(tutoringSessions.status, "COMPLETED")))
        .returning();
    },

    /** The pupil's newest sessions (list columns only) and how many there are in all. */
    async list(userId: string, max: number): Promise<{ rows: SummaryRow[]; total: number }> {
      const rows = await db
        .select(summaryColumns)
        .from(tutoringSessions)
        .where(eq(tutoringSessions.userId, userId))
        .orderBy(desc(tutoringSessions.createdAt))
        .limit(max);
      if (rows.length < max) return { rows, total: rows.length };
      const [total] = await db
        .select({ value: count() })
        .from(tutoringSessions)
        .where(eq(tutoringSessions.userId, userId));
      return { rows, total: total?.value ?? 0 };
    },

    messages(sessionRowId: string) {
      return db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.sessionId, sessionRowId))
        .orderBy(asc(sessionMessages.createdAt));
    },
  };
}
