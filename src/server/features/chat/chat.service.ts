import type { JSONValue } from "@ai-sdk/provider";
import type { ModelMessage } from "ai";
import { asc, eq, sql } from "drizzle-orm";
import type { ModelLimiter } from "#server/ai/model-limits.ts";
import type { Models } from "#server/ai/models.ts";
import { buildTutorSystemPrompt } from "#server/ai/prompts/tutor-prompt.ts";
import { buildUntrustedContext } from "#server/ai/prompts/untrusted-context.ts";
import { type CrisisMatch, crisisReply, detectCrisis, HELP_CARD } from "#server/ai/safety/crisis.ts";
import { streamTutorReply } from "#server/ai/tutor-stream.ts";
import type { Db } from "#server/db/client.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
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

/** A pupil's turn, stored and checked, ready for the tutor's reply. */
export type PreparedTurn = {
  session: SessionRow;
  subject: Subject;
  text: string;
  crisis: CrisisMatch | null;
  pupil: Onboarding | null;
  preparation: Record<string, unknown> | null;
};

type Deps = {
  db: Db;
  sessions: SessionsService;
  onboarding: OnboardingService;
  models: Models;
  limiter: ModelLimiter;
  logger: Logger;
};

/**
 * One chat turn. `prepare` does everything that can fail with a plain HTTP error and stores the
 * pupil's message before any model is asked; `events` then yields the tutor's reply and stores
 * it when it is finished. The stored turns, not the client's list, are what the model sees.
 */
export function chatService({ db, sessions, onboarding, models, limiter, logger }: Deps) {
  async function store(sessionId: string, role: "user" | "assistant", content: string, metadata = {}) {
    await db.insert(sessionMessages).values({ sessionId, role, content, metadata });
  }

  async function history(sessionId: string): Promise<ModelMessage[]> {
    const rows = await db
      .select({ role: sessionMessages.role, content: sessionMessages.content })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, sessionId))
      .orderBy(asc(sessionMessages.createdAt));
    return rows.slice(-HISTORY_TURNS).map((row) => ({ role: row.role, content: row.content }));
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
      const session = await sessions.ensure(userId, {
        id: input.sessionId ?? `session_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`,
        subjectId: subject.id,
        type: "chat",
        topic: input.topic,
      });
      if (session.status === "COMPLETED") {
        throw new AppError(
          409,
          "session_completed",
          "Diese Session ist schon beendet. Starte eine neue Session.",
        );
      }
      await store(session.id, "user", text);

      const crisis = detectCrisis(text);
      if (!crisis) limiter.take(userId);
      const pupil = await onboarding.get(userId);
      return { session, subject, text, crisis, pupil, preparation: input.preparationData ?? null };
    },

    async *events(prepared: PreparedTurn): AsyncGenerator<ChatEvent> {
      const { session, subject, crisis, pupil } = prepared;
      if (crisis) {
        // Before any model, with every provider: a calm answer with Pro Juventute 147, and a
        // note on the session for the analysis. The pupil's words are not logged.
        const reply = crisisReply(crisis.kind);
        await store(session.id, "assistant", reply, { crisis: crisis.kind });
        await db
          .update(tutoringSessions)
          .set({
            safetyEvents: sql`${tutoringSessions.safetyEvents} || ${JSON.stringify([{ kind: crisis.kind, at: new Date().toISOString() }])}::jsonb`,
          })
          .where(eq(tutoringSessions.id, session.id));
        logger.warn(
          { sessionId: session.id, kind: crisis.kind },
          "crisis message answered with the help card",
        );
        yield { type: "text", delta: reply };
        yield { type: "done", message: reply, helpCard: HELP_CARD };
        return;
      }
      const learningProfile = (pupil?.answers.learning_profile ?? null) as JSONValue | null;
      const instructions = [
        buildTutorSystemPrompt({
          subject: subject.id,
          schoolType: pupil?.schoolType ?? null,
          grade: pupil?.grade ?? null,
          learningProfile: pupil?.answers.learning_profile as LearningProfile | undefined,
          topic: session.topic,
          sessionType: "chat",
        }),
        buildUntrustedContext({ preparation: prepared.preparation ?? session.preparation ?? undefined }),
      ]
        .filter(Boolean)
        .join("\n\n");
      for await (const event of streamTutorReply({
        model: models.tutor,
        resilience: models.resilience,
        instructions,
        messages: await history(session.id),
        context: {
          subjectId: subject.id,
          schoolType: pupil?.schoolType ?? null,
          grade: pupil?.grade ?? null,
          topic: session.topic,
          learningProfile,
        },
      })) {
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
