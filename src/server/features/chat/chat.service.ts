import type { Models } from "#server/ai/models.ts";
import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import { inCareMode, returnsToSubject } from "#server/ai/safety/care-mode.ts";
import { type CrisisMatch, detectCrisis } from "#server/ai/safety/crisis.ts";
import { HELP_CARD } from "#server/ai/safety/crisis-replies.ts";
import type { SafetyVerdict } from "#server/ai/safety/model-opinion.ts";
import type { TutorTurn } from "#server/ai/tutor-stream.ts";
import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import type { SessionFilesStore } from "#server/features/files/session-files-store.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import type { SessionRow } from "#server/features/sessions/session-view.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { requireSubject } from "#server/features/subjects/subjects.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ModelLimiter } from "#server/limits/model-limits.ts";
import type { ChatCompletionInput } from "#shared/contracts/chat.ts";
import { MAX_CHAT_MESSAGE_LENGTH } from "#shared/contracts/chat.ts";
import { stripInvisible } from "#shared/format/invisible.ts";
import { careAnswers } from "./care-answers.ts";
import { chatTurns } from "./chat-turns.ts";
import { modelContext } from "./model-context.ts";
import { type PendingReply, startReply } from "./pending-reply.ts";

/**
 * A file's analysis passed as a chat message ("[DOKUMENT ANALYSIERT: …] …") may be longer than a
 * pupil's message: the model never reads its content as a turn (model-context.ts). The upload
 * analysis keeps at most 50 000 characters of a file's text (server/files/limits.ts), plus room
 * for the prefix.
 */
const MAX_FILE_MESSAGE_LENGTH = 60_000;

export type ChatEvent =
  | { type: "text"; delta: string }
  | { type: "done"; message: string; helpCard?: typeof HELP_CARD }
  | { type: "error"; message: string; code: string; partial: string };

/** How a turn is taken: by the chat (default) or by the local voice agent (decision 018). */
export type PrepareOptions = {
  /** The session's type if this turn creates it, and the reply's form ("voice": spoken, no Markdown). */
  sessionType?: "chat" | "voice";
  /**
   * Store the pupil's turn without asking the model: the voice agent stores each file analysis
   * the voice screen sends and answers only the message that follows. A crisis is still answered.
   */
  storeOnly?: boolean;
};

/** A pupil's turn, stored and checked; the tutor's reply is already on its way. */
export type PreparedTurn = {
  session: SessionRow;
  text: string;
  crisis: CrisisMatch | null;
  /** The session was in care mode before this turn (decision 019): the last reply was a crisis or care reply. */
  caring: boolean;
  /** Care mode goes on: this turn gets a care reply, not the tutor's. */
  care: boolean;
  /** The model's reply, requested while the pupil's message was being stored (null in a crisis or care). */
  reply: PendingReply | null;
  /** The configured model's second opinion on the message, asked alongside the reply (decision 019). */
  verdict: Promise<SafetyVerdict> | null;
  /** The message was sent again and its reply is stored: that reply is answered again (decision 039). */
  replay?: string;
};

type Deps = {
  db: Db;
  sessions: SessionsService;
  onboarding: OnboardingService;
  models: Models;
  limiter: ModelLimiter;
  logger: Logger;
  /** The sessions' uploaded files (written by the upload feature). */
  sessionFiles: SessionFilesStore;
  /** Keep each session's recent turns in memory (docs/decisions/031-hot-reads.md). */
  hot?: HotReads;
  /** Told once a crisis card is shown (the teachers' help alerts); must not throw or wait. */
  onCrisis?: (session: SessionRow) => void;
};

/**
 * One chat turn. `prepare` does everything that can fail with a plain HTTP error, asks the model
 * once the session is confirmed, and returns once the pupil's message is stored: nothing is
 * acknowledged before it is safe, and the model request does not wait for that write. `events` then yields the tutor's reply and
 * stores it when it is finished. The stored turns, not the client's list, are what the model sees.
 */
export function chatService({
  db,
  sessions,
  onboarding,
  models,
  limiter,
  logger,
  sessionFiles,
  hot,
  onCrisis,
}: Deps) {
  // Every stored turn, the pupil's or the tutor's, is a sign of activity for the session's
  // clock (decision 038): the sessions service stores it and stamps it in one statement (058).
  const { store, storedWithSession, history, sent } = chatTurns(db, hot, sessions.recordTurn);
  const answer = careAnswers({ store, sessions, logger, onCrisis });

  return {
    async prepare(
      userId: string,
      input: ChatCompletionInput,
      options: PrepareOptions = {},
    ): Promise<PreparedTurn> {
      const sessionType = options.sessionType ?? "chat";
      const subject = requireSubject(input.subject);
      const newest = input.messages.findLast((m) => m.sender === "user");
      const text = stripInvisible(newest?.text ?? "").trim();
      if (!text) throw new AppError(400, "empty_message", "Die Nachricht ist leer.");
      const maxLength = parseFileMessage(text) ? MAX_FILE_MESSAGE_LENGTH : MAX_CHAT_MESSAGE_LENGTH;
      if (text.length > maxLength) {
        throw new AppError(
          400,
          "message_too_long",
          `Die Nachricht ist zu lang (höchstens ${maxLength} Zeichen).`,
        );
      }
      const id = input.sessionId ?? `session_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`;
      const crisis = detectCrisis(text);
      const mayAsk = !crisis && !options.storeOnly;
      // The pupil's last count in this process left room (decision 059): the model request need
      // not wait for this count, which still decides before anything is acknowledged.
      const optimistic = mayAsk && limiter.likelyAllowed(userId);
      // The pupil's model limits are counted in the database (decision 052) while the session
      // is read, so the count adds no round trip before the model is asked. A refusal comes
      // after the message is stored: the pupil's words are kept.
      const charged = mayAsk
        ? limiter.take(userId).then(
            () => null,
            (error: unknown) => error,
          )
        : null;
      // The session's files are read on every turn the model may answer (another feature stores
      // them), alongside the session and its turns.
      const filesRead = mayAsk ? sessionFiles.list(userId, id) : null;
      filesRead?.catch(() => undefined);
      const pupilRead = onboarding.get(userId);
      // Asked before `ensure`, which counts the id as the pupil's from its start; asked on every
      // turn that may reach the model, so the pupil's ids are read once, for the turns to come.
      const fresh = mayAsk && sessions.isNew(userId, id) && optimistic;
      // A session this turn creates is created with the turn stored, in one statement (058).
      const metadata = input.clientMessageId ? { clientMessageId: input.clientMessageId } : {};
      const ensured = sessions.ensure(
        userId,
        { id, subjectId: subject.id, type: sessionType, topic: input.topic },
        { role: "user", content: text, metadata },
      );
      const ask = (context: ReturnType<typeof modelContext>) =>
        startReply({ model: models.tutor, resilience: models.resilience, ...context });
      // A session the pupil does not have yet (decision 059): its prompt is built from this
      // pupil's own data only (profile, own files, no turns, the request's topic), exactly as it
      // will be once the insert returns, so the request leaves while the insert runs. Should the
      // insert find the id taken after all, this request is aborted and the turn goes on as before.
      let early: Promise<PendingReply> | null = null;
      if (fresh && filesRead) {
        early = Promise.all([pupilRead, filesRead]).then(([pupil, files]) =>
          ask(
            modelContext({
              subject,
              setting: { topic: input.topic ?? null, preparation: null },
              pupil,
              clientPreparation: input.preparationData,
              files,
              earlier: [],
              text,
              sessionType,
            }),
          ),
        );
        early.catch(() => undefined);
      }
      const dropEarly = () => {
        early?.then(
          (r) => r.abort(),
          () => undefined,
        );
        early = null;
      };
      const judging = new AbortController();
      let reply: PendingReply | null = null;
      try {
        // Otherwise the model hears of the pupil's message only once the database (or a hot
        // read, exact by decision 031) has confirmed the session: it is this pupil's and open.
        const [pupil, { row: session, created }, counted] = await Promise.all([
          pupilRead,
          ensured,
          optimistic ? null : charged,
        ]);
        if (!created) dropEarly();
        if (session.status === "COMPLETED") {
          throw new AppError(
            409,
            "session_completed",
            "Diese Session ist schon beendet. Starte eine neue Session.",
          );
        }
        // A new session has no message to find; an existing one is searched alongside its history.
        const [turns, seen] = await Promise.all([
          history(session.id, created),
          input.clientMessageId && !created ? sent(session.id, input.clientMessageId) : null,
        ]);
        if (created) storedWithSession(session.id, "user", text);
        // "Nochmals senden" of a message the server has (decision 039): its reply again, or a
        // reply to it, without storing it twice.
        if (seen?.reply != null) {
          return {
            session,
            text,
            crisis,
            caring: false,
            care: false,
            reply: null,
            verdict: null,
            replay: seen.reply,
          };
        }
        const earlier = seen ? withoutRepeat(turns, text) : turns;
        const caring = inCareMode(earlier);
        // In care mode the server answers, not the model, until the pupil returns to the subject.
        const care = !crisis && !options.storeOnly && caring && !returnsToSubject(text);
        // The model request does not wait for the pupil's turn to be stored; the reply is
        // acknowledged only once it is (docs/decisions/031-hot-reads.md).
        const stored = seen || created ? Promise.resolve() : store(session.id, "user", text, metadata);
        stored.catch(() => undefined);
        if (early) {
          reply = await early;
          early = null;
        } else if (filesRead && !care && !counted) {
          reply = ask(
            modelContext({
              subject,
              setting: session,
              pupil,
              clientPreparation: input.preparationData,
              files: await filesRead,
              earlier,
              text,
              sessionType,
            }),
          );
        }
        // Either signal shows the card: the rules found nothing, so the model judges too. Asked
        // alongside the reply; aborted if the turn is refused after all.
        const verdict = reply && models.safetyJudge ? models.safetyJudge(text, judging.signal) : null;
        await stored;
        // The count the optimistic request did not wait for decides now, before anything is
        // acknowledged: a refused pupil gets the same 429, and the request is aborted.
        const refusal = optimistic ? await charged : counted;
        // A pupil in care mode is always answered: care replies ask no model.
        if (refusal && !care) throw refusal;
        return { session, text, crisis, caring, care, reply, verdict };
      } catch (error) {
        reply?.abort();
        dropEarly();
        judging.abort();
        throw error;
      }
    },

    async *events(prepared: PreparedTurn): AsyncGenerator<ChatEvent> {
      const { session, crisis } = prepared;
      if (prepared.replay !== undefined) {
        yield { type: "done", message: prepared.replay, ...(crisis ? { helpCard: HELP_CARD } : {}) };
        return;
      }
      if (crisis) {
        yield* answer.crisis(session, crisis.kind, "rules", prepared.caring);
        return;
      }
      if (prepared.care) {
        yield* answer.care(session, prepared.text);
        return;
      }
      if (!prepared.reply) return;
      // The reply waits for the model's second opinion (at most SAFETY_MODEL_TIMEOUT_MS): a
      // crisis it sees is answered like one the rules see.
      const verdict = await prepared.verdict;
      if (verdict && "crisis" in verdict && verdict.crisis) {
        prepared.reply.abort();
        yield* answer.crisis(session, verdict.kind, "model", prepared.caring);
        return;
      }
      if (verdict && "unavailable" in verdict && verdict.unavailable !== "aborted") {
        logger.warn(
          { sessionId: session.id, reason: verdict.unavailable },
          "safety second opinion unavailable",
        );
      }
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

/** The stored turns without the resent message at their end: the model reads it as the newest turn. */
function withoutRepeat(turns: TutorTurn[], text: string): TutorTurn[] {
  const last = turns.at(-1);
  return last?.role === "user" && last.content === text ? turns.slice(0, -1) : turns;
}
