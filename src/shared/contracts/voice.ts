import { z } from "zod";
import { helpCardSchema } from "./analysis.ts";
import { sessionIdSchema } from "./sessions.ts";

// The voice provider's API (docs/product.md §4.10; docs/decisions/018-voice.md).

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const text = (max: number, message: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, message).optional());

/** GET /api/elevenlabs/signed-url: every parameter is optional in the query; the subject is needed. */
export const voiceSessionQuerySchema = z.object({
  subject: text(64, "Das Fach ist zu lang (höchstens 64 Zeichen)."),
  topic: text(500, "Das Thema darf höchstens 500 Zeichen lang sein."),
  sessionType: text(40, "sessionType darf höchstens 40 Zeichen lang sein."),
  userClass: text(40, "userClass darf höchstens 40 Zeichen lang sein."),
  customInstructions: text(2000, "Die Wünsche für die Session dürfen höchstens 2000 Zeichen lang sein."),
  sessionId: z.preprocess(emptyToUndefined, sessionIdSchema.optional()),
});
export type VoiceSessionQuery = z.infer<typeof voiceSessionQuerySchema>;

/** Strings only: ElevenLabs substitutes them into {{name}} placeholders of the agent's prompt. */
export const voiceDynamicVariablesSchema = z.object({
  subject: z.string(),
  subject_id: z.string(),
  topic: z.string(),
  session_id: z.string(),
  session_type: z.string(),
  user_class: z.string(),
  user_name: z.string(),
});
export type VoiceDynamicVariables = z.infer<typeof voiceDynamicVariablesSchema>;

/**
 * Spread into `Conversation.startSession({ signedUrl, ...sessionOptions })` of @elevenlabs/client
 * (its camelCase `overrides` and `dynamicVariables`; the SDK ignores `backend`). Only ElevenLabs
 * receives the prompt; the local agent builds its own from the ticket in the signed URL.
 */
export const voiceSessionOptionsSchema = z.discriminatedUnion("backend", [
  z.object({
    backend: z.literal("elevenlabs"),
    overrides: z.object({
      agent: z.object({
        prompt: z.object({ prompt: z.string() }),
        firstMessage: z.string(),
        language: z.literal("de"),
      }),
    }),
    dynamicVariables: voiceDynamicVariablesSchema,
  }),
  z.object({
    backend: z.literal("local"),
    overrides: z.object({ agent: z.object({ firstMessage: z.string(), language: z.literal("de") }) }),
    dynamicVariables: voiceDynamicVariablesSchema,
  }),
]);
export type VoiceSessionOptions = z.infer<typeof voiceSessionOptionsSchema>;

/** GET /api/elevenlabs/signed-url */
export const signedUrlResponseSchema = z.object({
  /** wss://…: ElevenLabs' signed URL, or this server's agent: {ws|wss}://host/api/voice/agent?ticket=… */
  signedUrl: z.string().min(1),
  /** The session id used: the query's sessionId, or a new voice_{timestamp}_{random}. */
  sessionId: z.string(),
  sessionOptions: voiceSessionOptionsSchema,
  /**
   * The chat's help card (Pro Juventute 147): the voice screen shows it once the tutor's answer
   * names the helpline (isHelplineAnswer in shared/domain/helpline.ts), as the chat does beside a
   * crisis answer. Sent with every URL, so it is there before any answer.
   */
  helpCard: helpCardSchema,
});
export type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;

/** GET /api/elevenlabs/health */
export const voiceHealthResponseSchema = z.object({
  status: z.literal("ok"),
  backend: z.enum(["elevenlabs", "local"]),
  /** Whether spoken words are understood (ElevenLabs, or the local agent with STT_BASE_URL). */
  speechRecognition: z.boolean(),
  voice: z.enum(["elevenlabs", "openai-compatible", "offline"]),
});
export type VoiceHealthResponse = z.infer<typeof voiceHealthResponseSchema>;

/** The local agent's websocket path (decision 018). */
export const VOICE_AGENT_PATH = "/api/voice/agent";
