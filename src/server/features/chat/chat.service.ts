import type { JSONValue } from "@ai-sdk/provider";
import { desc, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ModelLimiter } from "#server/ai/model-limits.ts";
import type { Models } from "#server/ai/models.ts";
import { buildTutorSystemPrompt } from "#server/ai/prompts/tutor-prompt.ts";
import { buildUntrustedContext } from "#server/ai/prompts/untrusted-context.ts";
import { type CrisisMatch, crisisReply, detectCrisis, HELP_CARD } from "#server/ai/safety/crisis.ts";
import {
  type StreamTutorReplyInput,
  streamTutorReply,
  type TutorStreamEvent,
  type TutorTurn,
} from "#server/ai/tutor-stream.ts";
import type { Db } from "#server/db/client.ts";
import { sessionMessages } from "#server/db/schema/sessions.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import type { SessionRow } from "#server/features/sessions/session-view.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { requireSubject } from "#server/features/subjects/subjects.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ChatCompletionInput } from "#shared/contracts/chat.ts";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";
import type { Onboarding } from "#shared/contracts/onboarding.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { stripInvisible } from "#shared/format/invisible.ts";

/** The model sees at most this many stored turns (the newest). */
const HISTORY_TURNS = 40;

export type ChatEvent =
  | { type: "text"; delta: string }
  | { type: "done"; message: string; helpCard?: typeof HELP_CARD }
  | { type: "error"; message: string; code: string; partial: string };

/** A pupil's turn, stored and checked; the tutor's reply is already on its way. */
export type PreparedTurn = {
  session: SessionRow;
  text: string;
  crisis: CrisisMatch | null;
  /** The model's reply, requested while the pupil's message was being stored (null in a crisis). */
  reply: PendingReply | null;
};

type Deps = {
  db: Db;
  sessions: SessionsService;
  onboarding: OnboardingService;
  models: Models;
  limiter: ModelLimiter;
  logger: Logger;
  /**
   * Keep each session's recent turns in memory. Only when this process is the database's only
   * writer (embedded PGlite): every turn is stored through `store` below, which keeps it exact.
   */
  cacheReads?: boolean;
};

/**
 * One chat turn. `prepare` does everything that can fail with a plain HTTP error, asks the model,
 * and returns once the pupil's message is stored: nothing is acknowledged before it is safe, and
 * the model request does not wait for the write. `events` then yields the tutor's reply and
 * stores it when it is finished. The stored turns, not the client's list, are what the model sees.
 */
export function chatService({ db, sessions, onboarding, models, limiter, logger, cacheReads }: Deps) {
  /** Session row id → its newest turns, as stored. */
  const recentTurns = cacheReads ? new LRUCache<string, TutorTurn[]>({ max: 10_000 }) : null;

  // Built once: Drizzle's query building is a large share of a chat turn's CPU time.
  const insertMessage = db
    .insert(sessionMessages)
    .values({
      sessionId: sql.placeholder("sessionId"),
      role: sql.placeholder("role"),
      content: sql.placeholder("content"),
      metadata: sql.placeholder("metadata"),
    })
    .prepare("insert_session_message");

  async function store(sessionId: string, role: TutorTurn["role"], content: string, metadata = {}) {
    await insertMessage.execute({ sessionId, role, content, metadata });
    const turns = recentTurns?.get(sessionId);
    if (turns) {
      turns.push({ role, content });
      if (turns.length > HISTORY_TURNS) turns.splice(0, turns.length - HISTORY_TURNS);
    }
  }

  async function history(sessionId: string, isNew: boolean): Promise<TutorTurn[]> {
    const cached = isNew ? [] : recentTurns?.get(sessionId);
    if (cached) {
      recentTurns?.set(sessionId, cached);
      return [...cached];
    }
    const rows = await db
      .select({ role: sessionMessages.role, content: sessionMessages.content })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, sessionId))
      .orderBy(desc(sessionMessages.createdAt), desc(sessionMessages.id))
      .limit(HISTORY_TURNS);
    const turns = rows.reverse().map((row) => ({ role: row.role, content: row.content }));
    recentTurns?.set(sessionId, turns);
    return [...turns];
  }

  /** What this process holds of the session: its row and newest turns, or a new session. */
  function recentGuess(userId: string, publicId: string): Guess | null {
    if (!recentTurns) return null;
    const known = sessions.peek(userId, publicId);
    if (!known) return { session: null, turns: [] } satisfies Guess;
    const turns = recentTurns.get(known.id);
    return turns && known.status !== "COMPLETED"
      ? ({ session: known, turns: [...turns] } satisfies Guess)
      : null;
  }

  function instructionsFor(
    subject: Subject,
    session: Setting,
    pupil: Onboarding | null,
    input: ChatCompletionInput,
  ) {
    return [
      buildTutorSystemPrompt({
        subject: subject.id,
        schoolType: pupil?.schoolType ?? null,
        grade: pupil?.grade ?? null,
        learningProfile: pupil?.answers.learning_profile as LearningProfile | undefined,
        topic: session.topic,
        sessionType: "chat",
      }),
      buildUntrustedContext({ preparation: input.preparationData ?? session.preparation ?? undefined }),
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  return {
    async prepare(userId: string, input: ChatCompletionInput): Promise<PreparedTurn> {
      const subject = requireSubject(input.subject);
      const newest = input.messages.findLast((m) => m.sender === "user");
      const text = stripInvisible(newest?.text ?? "").trim();
      if (!text) throw new AppError(400, "empty_message", "Die Nachricht ist leer.");
      if (text.length > MAX_CHAT_MESSAGE_LENGTH) {
        throw new AppError(
          400,
          "message_too_long",
          `Die Nachricht ist zu lang (höchstens ${MAX_CHAT_MESSAGE_LENGTH} Zeichen).`,
        );
      }
      const id = input.sessionId ?? `session_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`;
      const pupil = await onboarding.get(userId);
      const crisis = detectCrisis(text);
      let refusal: unknown = null;
      if (!crisis) {
        try {
          limiter.take(userId);
        } catch (error) {
          refusal = error; // after the message is stored: the pupil's words are kept
        }
      }
      const askModel = (session: Setting, earlier: TutorTurn[]) =>
        startReply({
          model: models.tutor,
          resilience: models.resilience,
          instructions: instructionsFor(subject, session, pupil, input),
          messages: [...earlier, { role: "user", content: text }],
          context: {
            subjectId: subject.id,
            schoolType: pupil?.schoolType ?? null,
            grade: pupil?.grade ?? null,
            topic: session.topic,
            learningProfile: (pupil?.answers.learning_profile ?? null) as JSONValue | null,
          },
        });

      // With the turns in memory the model is asked at once, while the database catches up:
      // a session this process does not know is taken to be new. The guess is checked against
      // the stored session below, and a wrong one is thrown away before the pupil sees a word.
      const guess = recentGuess(userId, id);
      const guessed = guess?.session ?? { topic: input.topic ?? null, preparation: null };
      let reply = guess && !crisis && !refusal ? askModel(guessed, guess.turns) : null;
      let session: SessionRow;
      let created: boolean;
      let earlier: TutorTurn[];
      try {
        ({ row: session, created } = await sessions.ensure(userId, {
          id,
          subjectId: subject.id,
          type: "chat",
          topic: input.topic,
        }));
        if (session.status === "COMPLETED") {
          throw new AppError(
            409,
            "session_completed",
            "Diese Session ist schon beendet. Starte eine neue Session.",
          );
        }
        earlier = await history(session.id, created);
      } catch (error) {
        reply?.abort();
        throw error;
      }
      if (reply && guess && !guessHolds(guess, session, created, earlier)) {
        reply.abort();
        reply = null;
      }
      const stored = store(session.id, "user", text);
      if (!reply && !crisis && !refusal) reply = askModel(session, earlier);
      try {
        await stored;
      } catch (error) {
        reply?.abort();
        throw error;
      }
      if (refusal) throw refusal;
      return { session, text, crisis, reply };
    },

    async *events(prepared: PreparedTurn): AsyncGenerator<ChatEvent> {
      const { session, crisis } = prepared;
      if (crisis) {
        // Before any model, with every provider: a calm answer with Pro Juventute 147, and a
        // note on the session for the analysis. The pupil's words are not logged.
        const reply = crisisReply(crisis.kind);
        await store(session.id, "assistant", reply, { crisis: crisis.kind });
        await sessions.recordSafetyEvent(session, crisis.kind);
        logger.warn(
          { sessionId: session.id, kind: crisis.kind },
          "crisis message answered with the help card",
        );
        yield { type: "text", delta: reply };
        yield { type: "done", message: reply, helpCard: HELP_CARD };
        return;
      }
      if (!prepared.reply) return;
      for await (const event of prepared.reply) {
        if (event.type === "text") {
          yield event;
        } else if (event.type === "done") {
          await store(session.id, "assistant", event.text);
          yield { type: "done", message: event.text };
        } else {
          if (event.text)
            await store(session.id, "assistant", event.text, { error: event.error.code, partial: true });
          logger.warn({ sessionId: session.id, ...event.error.toLog() }, "tutor reply failed");
          yield { type: "error", message: event.error.message, code: event.error.code, partial: event.text };
        }
      }
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;

/** Whether the guessed context is the stored one: the same session row, the same turns. */
function guessHolds(guess: Guess, session: SessionRow, created: boolean, stored: TutorTurn[]) {
  const sameSession = guess.session ? guess.session === session : created;
  return (
    sameSession &&
    guess.turns.length === stored.length &&
    guess.turns.every((turn, i) => turn.role === stored[i]?.role && turn.content === stored[i]?.content)
  );
}

type Guess = { session: SessionRow | null; turns: TutorTurn[] };
type Setting = Pick<SessionRow, "topic" | "preparation">;

/** A tutor reply whose model request has been sent; read it once, or abort it. */
type PendingReply = AsyncIterable<TutorStreamEvent> & { abort(): void };

function startReply(input: StreamTutorReplyInput): PendingReply {
  const controller = new AbortController();
  const events = streamTutorReply({ ...input, abortSignal: controller.signal });
  // Asking for the first event runs the generator up to the model request: it leaves now.
  const first = events.next();
  first.catch(() => undefined);
  return {
    abort: () => controller.abort(),
    async *[Symbol.asyncIterator]() {
      let finished = false;
      try {
        for (let next = await first; !next.done; next = await events.next()) yield next.value;
        finished = true;
      } finally {
        // The reader stopped early (the pupil left): end the model request too.
        if (!finished) controller.abort();
      }
    },
  };
}
