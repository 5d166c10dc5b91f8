import { TutorError } from "#server/ai/model-errors.ts";
import { HELP_CARD } from "#server/ai/safety/crisis-replies.ts";
import type { Env } from "#server/env.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { requireSubject } from "#server/features/subjects/subjects.service.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ModelLimiter } from "#server/limits/model-limits.ts";
import { elevenLabsSignedUrl } from "#server/voice/elevenlabs.ts";
import { tooManyConversationsMessage } from "#server/voice/voice-limits.ts";
import { buildVoicePrompt, voiceFirstMessage } from "#server/voice/voice-prompt.ts";
import type { HelpCard } from "#shared/contracts/chat.ts";
import {
  type SignedUrlResponse,
  VOICE_AGENT_PATH,
  type VoiceDynamicVariables,
  type VoiceHealthResponse,
  type VoiceSessionQuery,
} from "#shared/contracts/voice.ts";
import type { ConversationSlots } from "./conversation-slots.ts";
import type { VoiceTickets } from "./voice-tickets.ts";

type VoiceEnv = Pick<
  Env,
  "ELEVENLABS_API_KEY" | "ELEVENLABS_AGENT_ID" | "ELEVENLABS_API_URL" | "STT_BASE_URL" | "TTS_BASE_URL"
>;

type Deps = {
  env: VoiceEnv;
  sessions: SessionsService;
  onboarding: OnboardingService;
  limiter: ModelLimiter;
  logger: Logger;
  tickets: VoiceTickets;
  /** The pupils' open conversations with the local agent (decision 024). */
  conversations: Pick<ConversationSlots, "open" | "perPupil">;
  /** ElevenLabs' HTTP client (tests may pass another; the fake API is a real server). */
  fetch?: typeof fetch;
  /**
   * Called when a ticket for the local agent is issued: its voice loads while the browser
   * connects, not at the server's start (docs/decisions/057-server-memory.md).
   */
  onLocalTicket?: () => void;
};

/** The chat's help card, for the voice screen to show beside a crisis answer. */
const helpCard: HelpCard = { ...HELP_CARD, lines: [...HELP_CARD.lines] };

export const VOICE_LIMIT_MESSAGES = {
  minute:
    "Du hast gerade sehr oft eine Sprach-Session gestartet. Warte kurz, in einer Minute geht es weiter.",
  day: "Für heute hast du die maximale Anzahl Gespräche und Nachrichten mit dem KI-Tutor erreicht. Morgen geht es weiter – deine Sitzungen sind gespeichert.",
} as const;

/**
 * Starting a voice session (docs/product.md §4.10; docs/decisions/018-voice.md): the
 * URL the browser's @elevenlabs/client connects to, and the options it starts the session with.
 * With ELEVENLABS_API_KEY and ELEVENLABS_AGENT_ID that is ElevenLabs; otherwise this server's
 * own agent, reached with a one-time ticket.
 *
 * Model limits: with ElevenLabs the conversation's model runs there, out of reach of the
 * per-turn limiter, so starting the session counts as one model request (the only point where
 * the pupil's minute and day budget can apply). The local agent answers through the chat
 * service, which counts every turn: issuing its ticket costs nothing, but a pupil with
 * VOICE_MAX_CONVERSATIONS_PER_PUPIL conversations open gets none (docs/decisions/024).
 */
export function voiceService({
  env,
  sessions,
  onboarding,
  limiter,
  logger,
  tickets,
  conversations,
  fetch,
  onLocalTicket,
}: Deps) {
  const elevenLabs =
    env.ELEVENLABS_API_KEY && env.ELEVENLABS_AGENT_ID
      ? { apiUrl: env.ELEVENLABS_API_URL, apiKey: env.ELEVENLABS_API_KEY, agentId: env.ELEVENLABS_AGENT_ID }
      : null;

  async function chargeSessionStart(userId: string) {
    try {
      await limiter.take(userId);
    } catch (error) {
      if (error instanceof TutorError && error.code === "model_limit_minute")
        throw new AppError(429, error.code, VOICE_LIMIT_MESSAGES.minute);
      if (error instanceof TutorError && error.code === "model_limit_day")
        throw new AppError(429, error.code, VOICE_LIMIT_MESSAGES.day);
      throw error;
    }
  }

  return {
    health(): VoiceHealthResponse {
      return elevenLabs
        ? { status: "ok", backend: "elevenlabs", speechRecognition: true, voice: "elevenlabs" }
        : {
            status: "ok",
            backend: "local",
            speechRecognition: Boolean(env.STT_BASE_URL),
            voice: env.TTS_BASE_URL ? "openai-compatible" : "offline",
          };
    },

    /**
     * @param agentBase ws:// or wss:// address of this server as the browser reaches it (the
     *   local agent's URL).
     */
    async signedUrl(userId: string, query: VoiceSessionQuery, agentBase: string): Promise<SignedUrlResponse> {
      if (!query.subject) throw new AppError(400, "validation_failed", "Das Fach fehlt.");
      const subject = requireSubject(query.subject);
      const sessionId = query.sessionId ?? `voice_${Date.now()}_${crypto.randomUUID().slice(0, 8)}`;
      const [stored, pupil] = await Promise.all([
        query.sessionId ? sessions.find(userId, query.sessionId) : undefined,
        onboarding.get(userId),
      ]);
      if (stored?.status === "COMPLETED") {
        throw new AppError(
          409,
          "session_completed",
          "Diese Session ist schon beendet. Starte eine neue Session.",
        );
      }
      const topic = query.topic ?? stored?.topic ?? undefined;
      const preparation = stored?.preparation ?? undefined;
      const firstMessage = voiceFirstMessage({ subject, topic, preparation });
      const dynamicVariables: VoiceDynamicVariables = {
        subject: subject.name,
        subject_id: subject.id,
        topic: topic ?? "",
        session_id: sessionId,
        session_type: query.sessionType ?? "voice",
        user_class: query.userClass ?? "",
        user_name: pupil?.name ?? "",
      };

      if (elevenLabs) {
        await chargeSessionStart(userId);
        const prompt = buildVoicePrompt({
          subject,
          pupil,
          topic,
          customInstructions: query.customInstructions,
          preparation,
        });
        const signedUrl = await elevenLabsSignedUrl({ ...elevenLabs, logger, ...(fetch ? { fetch } : {}) });
        return {
          signedUrl,
          sessionId,
          sessionOptions: {
            backend: "elevenlabs",
            overrides: { agent: { prompt: { prompt }, firstMessage, language: "de" } },
            dynamicVariables,
          },
          helpCard,
        };
      }

      // The early check, so the pupil reads why before anything connects; the agent's claim on
      // a slot is the one that holds (a ticket fetched ahead finds the slots taken).
      if ((await conversations.open(userId)) >= conversations.perPupil) {
        throw new AppError(
          429,
          "voice_conversation_limit",
          tooManyConversationsMessage(conversations.perPupil),
        );
      }
      const ticket = await tickets.issue(userId, {
        sessionId,
        subjectId: subject.id,
        options: {
          ...(query.topic ? { topic: query.topic } : {}),
          ...(query.sessionType ? { sessionType: query.sessionType } : {}),
          ...(query.userClass ? { userClass: query.userClass } : {}),
          ...(query.customInstructions ? { customInstructions: query.customInstructions } : {}),
        },
      });
      onLocalTicket?.();
      return {
        signedUrl: `${agentBase}${VOICE_AGENT_PATH}?${new URLSearchParams({ ticket })}`,
        sessionId,
        sessionOptions: {
          backend: "local",
          overrides: { agent: { firstMessage, language: "de" } },
          dynamicVariables,
        },
        helpCard,
      };
    },
  };
}
export type VoiceService = ReturnType<typeof voiceService>;
