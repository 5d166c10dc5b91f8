import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, uuidId } from "./columns.ts";

// Files a pupil uploaded for a session: before it (scope 'preparation') or during a chat or
// voice session (scope 'session'). Originals are not kept (data minimisation): only what was
// extracted or described, with size, type and a sha256 to recognise the same file again.
// `session_public_id` is the browser's session id: preparation uploads come before the session
// row exists. Counting a session's files for its limit uses (user_id, session_public_id, scope).
export const sessionFiles = pgTable(
  "session_files",
  {
    id: uuidId(),
    userId: uuid("user_id").notNull(),
    sessionPublicId: text("session_public_id").notNull(),
    scope: text("scope").$type<"preparation" | "session">().notNull(),
    fileName: text("file_name").notNull(),
    /** 'image' or 'document' (an 'error' result is answered but not stored). */
    kind: text("kind").$type<"image" | "document">().notNull(),
    /** The type decided from the content: jpg, png, pdf, txt or docx. */
    format: text("format").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** Extracted text (documents) or a description (images), capped and cleaned. */
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("session_files_user_session_idx").on(t.userId, t.sessionPublicId, t.scope)],
);
