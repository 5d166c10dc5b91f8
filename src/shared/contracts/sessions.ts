import { z } from "zod";

// The sessions API (docs/product.md §3.1 and §4.5). Its shapes are documented in
// docs/decisions/009-sessions-api.md.

/** Client-chosen ids: the sessionId query parameter, or generated (voice: voice_{timestamp}_{random}). */
export const sessionIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,100}$/,
    "Ungültige Session-ID: erlaubt sind Buchstaben, Ziffern, - und _ (höchstens 100).",
  );

export const SESSION_TYPES = ["CHAT", "VOICE"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_STATUSES = ["ACTIVE", "PAUSED", "COMPLETED"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const createSessionSchema = z.object({
  id: sessionIdSchema.optional(),
  subjectId: z.string().trim().max(64).optional(),
  type: z.enum(["chat", "voice"], { error: "type muss chat oder voice sein." }).optional(),
  topic: z.string().trim().max(500, "Das Thema darf höchstens 500 Zeichen lang sein.").optional(),
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

const MAX_TRANSCRIPT_ENTRIES = 2000;

export const transcriptEntrySchema = z.object({
  type: z.enum(["user", "assistant"], {
    error: "Jeder Transkript-Eintrag braucht type user oder assistant.",
  }),
  text: z
    .string({ error: "Jeder Transkript-Eintrag braucht einen Text." })
    .max(20_000, "Ein Transkript-Eintrag ist zu lang."),
  timestamp: z.iso.datetime({ offset: true, error: "timestamp muss ein ISO-Datum sein." }),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

/** POST /api/sessions/{id}/complete: the completion payload of docs/product.md §3.1. */
export const completionPayloadSchema = z.object({
  conversationTranscript: z
    .array(transcriptEntrySchema, { error: "conversationTranscript muss eine Liste sein." })
    .max(MAX_TRANSCRIPT_ENTRIES, `Das Transkript darf höchstens ${MAX_TRANSCRIPT_ENTRIES} Einträge haben.`),
  sessionType: z.enum(["text", "voice"], { error: "sessionType muss text oder voice sein." }),
  subjectId: z.string().trim().max(64).optional(),
  topicsCovered: z.union([z.string().max(500), z.array(z.string().max(500)).max(50)]).optional(),
  competenciesDiscussed: z.array(z.string().max(200)).max(100).default([]),
  notes: z.string().max(2000).optional(),
  metadata: z
    .object({
      messageCount: z.number().int().min(0).optional(),
      subjectName: z.string().max(200).optional(),
      uploadedFilesCount: z.number().int().min(0).optional(),
      sessionDuration: z.number().min(0).optional(),
    })
    .partial()
    .default({}),
});
export type CompletionPayload = z.infer<typeof completionPayloadSchema>;

/**
 * POST /api/sessions/{id}/activity: the browser's "still here" while the session's tab is
 * visible (docs/decisions/038-honest-session-clock.md). `returning`: the tab was hidden until now,
 * so the time since the previous sign of activity does not count. Answers 204.
 */
export const sessionActivitySchema = z.object({ returning: z.boolean().default(false) });
export type SessionActivity = z.infer<typeof sessionActivitySchema>;

// Responses: the server's services return these types, the browser parses with these schemas
// (decision 027). Transcript entries are read back as stored, without the input limits.

/** A session as the list shows it (no transcript). */
export const sessionSummarySchema = z.object({
  id: z.string(),
  subjectId: z.string().nullable(),
  subjectName: z.string().nullable(),
  subject: z.object({ name: z.string(), emoji: z.string() }).nullable(),
  type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES),
  topic: z.string().nullable(),
  durationMinutes: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  sessionSummary: z.string().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** GET /api/sessions/{id}: with duration in seconds and the transcript. */
export const sessionDetailSchema = sessionSummarySchema.extend({
  duration: z.number(),
  conversationTranscript: z.array(
    z.object({ type: z.enum(["user", "assistant"]), text: z.string(), timestamp: z.string() }),
  ),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/** GET /api/sessions/{id} */
export const sessionDetailResponseSchema = z.object({ session: sessionDetailSchema });
export type SessionDetailResponse = z.infer<typeof sessionDetailResponseSchema>;

/** POST /api/sessions/{id}/complete */
export const completeSessionResponseSchema = z.object({
  success: z.literal(true),
  session: sessionDetailSchema,
});
export type CompleteSessionResponse = z.infer<typeof completeSessionResponseSchema>;
/** What the browser reads of it: only that the completion was stored (it then opens the analysis). */
export const completionStoredSchema = completeSessionResponseSchema.pick({ success: true });

/** GET /api/sessions → { data, total } (what this server sends). */
export const sessionListResponseSchema = z.object({ data: z.array(sessionSummarySchema), total: z.number() });
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** What the browser accepts from GET /api/sessions: also a bare array (docs/product.md §4.5). */
export const sessionListBodySchema = z.union([sessionListResponseSchema, z.array(sessionSummarySchema)]);
