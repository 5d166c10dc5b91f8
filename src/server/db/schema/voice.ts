import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, instant } from "./columns.ts";

/** What the pupil asked for when the voice session started (the validated query). */
export type VoiceTicketOptions = {
  topic?: string;
  sessionType?: string;
  userClass?: string;
  customInstructions?: string;
};

// The local voice agent's signed URLs (docs/decisions/018-voice.md): a ticket is a random 256-bit
// value the browser puts in the websocket URL; only its SHA-256 is stored, so a database read
// does not yield usable tickets. A ticket is bound to the pupil and session it was issued for,
// lives 60 seconds and works once (used_at). Rows are swept a day after they expired.
export const voiceTickets = pgTable(
  "voice_tickets",
  {
    /** SHA-256 of the ticket, hex. */
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id").notNull(),
    /** The browser's session id (voice_{timestamp}_{random} or the one from the URL). */
    sessionPublicId: text("session_public_id").notNull(),
    subjectId: text("subject_id").notNull(),
    options: jsonb("options").$type<VoiceTicketOptions>().notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [index("voice_tickets_expires_idx").on(t.expiresAt)],
);

// Open conversations of the local voice agent (docs/decisions/024-voice-limits.md): a pupil has
// at most VOICE_MAX_CONVERSATIONS_PER_PUPIL slots, numbered from 1, across every instance on one
// PostgreSQL. A conversation holds its slot with a lease that its instance renews while the
// socket is open; a slot whose lease ran out (the instance died) is free again, so a crashed
// server never locks a pupil out. The row is deleted when the socket closes.
export const voiceConversations = pgTable(
  "voice_conversations",
  {
    userId: uuid("user_id").notNull(),
    slot: integer("slot").notNull(),
    /** The agent's conversation id (conv_…), for releasing exactly this conversation's slot. */
    conversationId: text("conversation_id").notNull(),
    /** The instance serving the socket: random per process start. */
    instanceId: text("instance_id").notNull(),
    startedAt: instant("started_at").notNull().defaultNow(),
    leaseUntil: instant("lease_until").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    index("voice_conversations_instance_idx").on(t.instanceId),
  ],
);
