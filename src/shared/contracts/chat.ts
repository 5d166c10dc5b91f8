import { z } from "zod";
import { helpCardSchema } from "./analysis.ts";
import { sessionIdSchema } from "./sessions.ts";

// POST /api/chat/completion (docs/product.md §4.6). The server keeps its own record of the
// conversation: of `messages` it takes only the pupil's newest text; earlier turns come from
// the stored session, so a client cannot put words in the tutor's mouth.
export const MAX_CHAT_MESSAGE_LENGTH = 8000;

export const chatMessageSchema = z.object({
  text: z.string({ error: "Jede Nachricht braucht einen Text." }),
  sender: z.enum(["user", "tutor"], { error: "sender muss user oder tutor sein." }),
});

/**
 * The browser's own id for the pupil's newest message, sent again with "Nochmals senden": the
 * server stores a message with an id it has seen only once (docs/decisions/039-resume-and-resend.md).
 */
export const clientMessageIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "Ungültige Nachrichten-ID: 8 bis 64 Buchstaben, Ziffern, - und _.");

export const chatCompletionSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: "messages muss eine Liste sein." })
    .min(1, "Es fehlt eine Nachricht.")
    .max(500, "Zu viele Nachrichten auf einmal."),
  subject: z.string({ error: "Das Fach fehlt." }).trim().min(1, "Das Fach fehlt.").max(64),
  sessionId: sessionIdSchema.optional(),
  clientMessageId: clientMessageIdSchema.optional(),
  topic: z.string().trim().max(500).optional(),
  sessionType: z.string().max(40).default("general"),
  userClass: z.string().max(40).default(""),
  preparationData: z.record(z.string(), z.unknown()).nullish(),
});
export type ChatCompletionInput = z.infer<typeof chatCompletionSchema>;

/** Shown in the chat as a help card when a message points to a crisis (Pro Juventute 147). */
export type HelpCard = z.infer<typeof helpCardSchema>;

export const chatCompletionResponseSchema = z.object({
  message: z.string(),
  sessionId: z.string(),
  helpCard: helpCardSchema.optional(),
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;

/** GET /api/chat/health: which tutor answers. `offline` is Lernfunke's built-in practice tutor. */
export const chatHealthSchema = z.object({
  status: z.literal("ok"),
  provider: z.string(),
  model: z.string(),
  offline: z.boolean(),
});
export type ChatHealth = z.infer<typeof chatHealthSchema>;
