import type {
  AgentResponseClientEvent,
  AudioClientEvent,
  ConversationMetadata,
  Interruption,
  Ping,
  UserTranscriptionClientEvent,
} from "@elevenlabs/types";
import { z } from "zod";
import { INSTANCE_FULL_MESSAGE, tooManyConversationsMessage } from "#server/voice/voice-limits.ts";

// The ElevenLabs Agents websocket protocol as @elevenlabs/client 1.25 speaks it
// (docs/decisions/018-voice.md, checked against node_modules/@elevenlabs/client/dist):
// zod for what the browser sends, builders for what the agent sends. The message types come
// from @elevenlabs/types (installed with the client; types only). Unknown extra fields are
// allowed (newer SDKs add some); types and lengths are checked.

/**
 * A file's analysis arrives as a user message ("[DOKUMENT ANALYSIERT: name] …"): up to 50 000
 * characters of text plus the prefix, as in the chat (chat.service.ts MAX_FILE_MESSAGE_LENGTH).
 */
export const MAX_USER_MESSAGE_CHARS = 60_000;
export const MAX_CONTEXT_CHARS = 20_000;
/** The SDK sends ~25 ms per chunk (1.1 KB of base64 at 16 kHz); one second is 43 KB. */
export const MAX_AUDIO_CHUNK_BASE64 = 64 * 1024;
/** The whole frame; ws closes with 1009 above it. A 60 000-character message fits escaped. */
export const MAX_FRAME_BYTES = 512 * 1024;

const shortText = (max: number) => z.string().max(max);
const eventId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const record = z.record(z.string(), z.unknown());

export const initiationSchema = z.looseObject({
  type: z.literal("conversation_initiation_client_data"),
  conversation_config_override: z
    .looseObject({
      agent: z
        .looseObject({
          prompt: z.looseObject({ prompt: shortText(50_000).optional() }).optional(),
          first_message: shortText(5_000).optional(),
          language: shortText(10).optional(),
        })
        .optional(),
      tts: record.optional(),
      conversation: z.looseObject({ text_only: z.boolean().optional() }).optional(),
    })
    .optional(),
  custom_llm_extra_body: record.optional(),
  dynamic_variables: z
    .record(z.string().max(100), z.union([z.string().max(5_000), z.number(), z.boolean(), z.null()]))
    .refine((v) => Object.keys(v).length <= 50, "too many dynamic variables")
    .optional(),
  user_id: shortText(200).optional(),
  source_info: z
    .looseObject({ source: shortText(50).optional(), version: shortText(50).optional() })
    .optional(),
});
export type InitiationData = z.infer<typeof initiationSchema>;

/** Every client message after the first (the audio chunk has no type). */
const typedMessageSchema = z.discriminatedUnion("type", [
  initiationSchema,
  z.looseObject({ type: z.literal("pong"), event_id: eventId }),
  z.looseObject({ type: z.literal("user_message"), text: shortText(MAX_USER_MESSAGE_CHARS).optional() }),
  z.looseObject({ type: z.literal("user_activity") }),
  z.looseObject({ type: z.literal("contextual_update"), text: shortText(MAX_CONTEXT_CHARS) }),
  z.looseObject({
    type: z.literal("feedback"),
    score: z.enum(["like", "dislike"]).nullable(),
    event_id: eventId,
  }),
  z.looseObject({
    type: z.literal("client_tool_result"),
    tool_call_id: shortText(200),
    result: shortText(20_000).optional(),
    is_error: z.boolean().optional(),
  }),
  z.looseObject({
    type: z.literal("mcp_tool_approval_result"),
    tool_call_id: shortText(200),
    is_approved: z.boolean(),
  }),
  z.looseObject({ type: z.literal("multimodal_message") }),
]);

/**
 * The audio chunk, 40 a second per pupil, is checked by hand rather than by a zod schema
 * (decision 060): a string of at most MAX_AUDIO_CHUNK_BASE64 base64 characters, as before.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isAudioChunk = (value: unknown): value is string =>
  typeof value === "string" && value.length <= MAX_AUDIO_CHUNK_BASE64 && BASE64.test(value);

export type ClientMessage =
  | z.infer<typeof typedMessageSchema>
  | { type: "user_audio_chunk"; user_audio_chunk: string }
  /** A type this agent does not know (a newer SDK): ignored. */
  | { type: "unknown"; name: string };

export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; problem: string };

/**
 * One websocket frame → a client message. Invalid JSON, a known type with wrong fields, or a
 * frame that is no message at all is a problem (the connection closes with 1008); a type this
 * agent does not know is passed on as "unknown" and ignored, as the SDK ignores unknown events.
 */
export function parseClientMessage(frame: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return { ok: false, problem: "invalid_json" };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, problem: "not_an_object" };
  }
  const type = (data as { type?: unknown }).type;
  if (type === undefined && "user_audio_chunk" in data) {
    const audio = (data as { user_audio_chunk: unknown }).user_audio_chunk;
    return isAudioChunk(audio)
      ? { ok: true, message: { type: "user_audio_chunk", user_audio_chunk: audio } }
      : { ok: false, problem: "invalid_audio_chunk" };
  }
  if (typeof type !== "string" || type.length > 100) return { ok: false, problem: "no_type" };
  const parsed = typedMessageSchema.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  const known = typedMessageSchema.options.some((option) => option.shape.type.value === type);
  return known
    ? { ok: false, problem: `invalid_${type}` }
    : { ok: true, message: { type: "unknown", name: type.slice(0, 100) } };
}

// ---- what the agent sends ----

/** The first server message: without it startSession never resolves. PCM16 at 16 kHz both ways. */
export const metadataMessage = (conversationId: string): ConversationMetadata => ({
  type: "conversation_initiation_metadata",
  conversation_initiation_metadata_event: {
    conversation_id: conversationId,
    agent_output_audio_format: "pcm_16000",
    user_input_audio_format: "pcm_16000",
  },
});

/** PCM16 little-endian mono, as base64 of an even number of bytes. */
export const audioMessage = (audioBase64: string, eventIdValue: number): AudioClientEvent => ({
  type: "audio",
  audio_event: { audio_base_64: audioBase64, event_id: eventIdValue },
});

export const agentResponseMessage = (text: string, eventIdValue: number): AgentResponseClientEvent => ({
  type: "agent_response",
  agent_response_event: { agent_response: text, event_id: eventIdValue },
});

export const userTranscriptMessage = (text: string, eventIdValue: number): UserTranscriptionClientEvent => ({
  type: "user_transcript",
  user_transcription_event: { user_transcript: text, event_id: eventIdValue },
});

/** The client fades out and drops audio of older events; newer audio plays again. */
export const interruptionMessage = (eventIdValue: number): Interruption => ({
  type: "interruption",
  interruption_event: { event_id: eventIdValue },
});

/** Answered by the SDK with {type: "pong", event_id}; ping_ms is the last measured round trip. */
export const pingMessage = (eventIdValue: number, pingMs: number | null): Ping => ({
  type: "ping",
  ping_event: { event_id: eventIdValue, ping_ms: pingMs },
});

export type ServerMessage =
  | ConversationMetadata
  | AudioClientEvent
  | AgentResponseClientEvent
  | UserTranscriptionClientEvent
  | Interruption
  | Ping;

// ---- close codes ----
// The SDK reports 1000 as a normal end by the agent (disconnect reason "agent") and every other
// code as an error whose message is the close reason; before the session is established a
// close rejects startSession with the reason. So every refusal carries a German reason the
// voice screen can show ("Verbindungsfehler: …"). A reason is at most 123 bytes of UTF-8.
export const CLOSE = {
  /** The conversation ended normally (the agent's side). */
  done: { code: 1000, reason: "Das Gespräch ist beendet." },
  shutdown: { code: 1001, reason: "Der Server startet neu. Bitte starte die Session gleich noch einmal." },
  invalidMessage: { code: 1008, reason: "Ungültige Nachricht an den Sprach-Tutor." },
  tooManyMessages: { code: 1008, reason: "Zu viele Nachrichten auf einmal. Bitte starte die Session neu." },
  internal: { code: 1011, reason: "Interner Fehler im Sprach-Tutor. Bitte starte die Session neu." },
  initTimeout: { code: 4000, reason: "Das Gespräch wurde nicht rechtzeitig gestartet." },
  invalidTicket: {
    code: 4001,
    reason: "Die Verbindung ist ungültig oder abgelaufen. Bitte starte die Session neu.",
  },
  notSignedIn: { code: 4001, reason: "Anmeldung abgelaufen - bitte neu anmelden." },
  otherPupil: { code: 4001, reason: "Diese Verbindung gehört zu einer anderen Anmeldung." },
  noPong: { code: 4002, reason: "Die Verbindung ist abgebrochen. Bitte starte die Session neu." },
  sessionCompleted: { code: 4003, reason: "Diese Session ist schon beendet. Starte eine neue Session." },
  unknownSubject: { code: 4004, reason: "Fach nicht gefunden." },
  /** 1013 "Try Again Later" (RFC 6455 registry): VOICE_MAX_CONVERSATIONS_PER_INSTANCE reached. */
  instanceFull: { code: 1013, reason: INSTANCE_FULL_MESSAGE },
} as const satisfies Record<string, { code: number; reason: string }>;

/** The pupil has VOICE_MAX_CONVERSATIONS_PER_PUPIL conversations open (decision 024). */
export const tooManyConversationsClose = (limit: number): CloseReason => ({
  code: 4005,
  reason: tooManyConversationsMessage(limit),
});
export type CloseReason = { code: number; reason: string };
