import { careReply } from "#server/ai/safety/care-mode.ts";
import type { CrisisKind } from "#server/ai/safety/crisis-kinds.ts";
import { crisisFollowUp, crisisReply, HELP_CARD } from "#server/ai/safety/crisis-replies.ts";
import type { SessionRow } from "#server/features/sessions/session-view.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ChatEvent } from "./chat.service.ts";
import type { chatTurns } from "./chat-turns.ts";

type Deps = {
  store: ReturnType<typeof chatTurns>["store"];
  sessions: SessionsService;
  logger: Logger;
  /** Told after a crisis answer is stored (help alerts); not awaited, so it cannot slow the reply. */
  onCrisis?: ((session: SessionRow) => void) | undefined;
};

/**
 * The answers the server gives itself, with every provider (decision 019): a crisis answer and
 * care-mode replies, each stored as the tutor's turn and shown with the 147 card. A crisis is
 * noted on the session (it is then not graded). The pupil's words are never logged.
 */
export function careAnswers({ store, sessions, logger, onCrisis }: Deps) {
  return {
    async *crisis(
      session: SessionRow,
      kind: CrisisKind,
      source: "rules" | "model",
      caring: boolean,
    ): AsyncGenerator<ChatEvent> {
      const reply = caring ? crisisFollowUp(kind) : crisisReply(kind);
      await store(session.id, "assistant", reply, { crisis: kind, source });
      await sessions.recordSafetyEvent(session, kind, source);
      try {
        onCrisis?.(session);
      } catch (error) {
        // Never the pupil's reply's problem; the error names no words of theirs.
        logger.error({ err: error, sessionId: session.id }, "crisis hook failed");
      }
      logger.warn({ sessionId: session.id, kind, source }, "crisis message answered with the help card");
      yield { type: "text", delta: reply };
      yield { type: "done", message: reply, helpCard: HELP_CARD };
    },

    async *care(session: SessionRow, text: string): AsyncGenerator<ChatEvent> {
      const reply = careReply(text);
      await store(session.id, "assistant", reply, { care: true });
      yield { type: "text", delta: reply };
      yield { type: "done", message: reply, helpCard: HELP_CARD };
    },
  };
}
