import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { Semaphore } from "#server/files/semaphore.ts";
import { collectWhenQuiet } from "#server/lib/collect-garbage.ts";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { describeIssues } from "#server/lib/validate.ts";
import { sessionIdSchema } from "#shared/contracts/sessions.ts";
import {
  MB,
  PREPARATION_MAX_BYTES,
  PREPARATION_MAX_FILES,
  SESSION_MAX_BYTES,
  SESSION_MAX_FILES,
} from "#shared/domain/file-limits.ts";
import type { FilesService } from "./files.service.ts";

// docs/product.md §4.7, preparation and files. Mounted under /api, behind the bearer guard:
// the uploader is always the token's pupil. These two paths are exempt from the app's 1 MB body
// limit (app.ts) and carry their own: all files at their largest, plus room for the form.
export const PREPARATION_UPLOAD_PATH = "/api/session-preparation/upload-files";
export const SESSION_UPLOAD_PATH = "/api/session-files/upload";
export const isUploadPath = (path: string) =>
  path === PREPARATION_UPLOAD_PATH || path === SESSION_UPLOAD_PATH;

const FORM_OVERHEAD = MB;

const limit = (files: number, bytesEach: number) =>
  bodyLimit({
    maxSize: files * bytesEach + FORM_OVERHEAD,
    onError: () => {
      throw new AppError(
        413,
        "payload_too_large",
        `Die Dateien sind zusammen zu gross. Erlaubt sind höchstens ${files} Dateien mit je ${bytesEach / MB} MB.`,
      );
    },
  });

type Form = Record<string, string | File | (string | File)[]>;

/**
 * Uploads read and analysed at once, and how many may wait. A request holds up to about three
 * times its size in memory while it is read and analysed (decision 013), so this bounds the
 * server's memory; a waiting request has not been read yet (its bytes wait in the socket).
 */
const UPLOADS_AT_ONCE = 2;
const UPLOADS_WAITING = 20;

/**
 * After the last upload, the server waits this long and then collects its garbage: the
 * uploads' buffers are large objects outside V8's young generation, and an idle server would
 * keep hundreds of MB of them for minutes (docs/decisions/057-server-memory.md).
 */
const COLLECT_AFTER_UPLOADS_MS = 2_000;

function uploadGate(): MiddlewareHandler<AppEnv> {
  const gate = new Semaphore(UPLOADS_AT_ONCE);
  const collect = collectWhenQuiet(COLLECT_AFTER_UPLOADS_MS);
  return async (_c, next) => {
    if (gate.queued >= UPLOADS_WAITING) {
      throw new AppError(
        503,
        "uploads_busy",
        "Gerade werden sehr viele Dateien hochgeladen. Bitte versuche es in einer Minute noch einmal.",
      );
    }
    try {
      await gate.run(next);
    } finally {
      collect();
    }
  };
}

export function filesRoutes(service: FilesService) {
  const gate = uploadGate();
  return new Hono<AppEnv>()
    .post(
      "/session-preparation/upload-files",
      gate,
      limit(PREPARATION_MAX_FILES, PREPARATION_MAX_BYTES),
      async (c) => {
        const form = await readForm(c);
        const userId = c.var.user.id;
        // The form's userId is only checked, never used: a pupil cannot upload for someone else.
        const claimed = text(form, "userId");
        if (claimed && claimed !== userId) {
          throw new AppError(403, "forbidden", "Du kannst nur für dich selbst Dateien hochladen.");
        }
        const sessionId = parseSessionId(text(form, "sessionId"));
        return c.json(await service.uploadForPreparation(userId, sessionId, files(form)));
      },
    )
    .post("/session-files/upload", gate, limit(SESSION_MAX_FILES, SESSION_MAX_BYTES), async (c) => {
      const form = await readForm(c);
      const sessionId = parseSessionId(text(form, "sessionId"));
      return c.json(await service.uploadForSession(c.var.user.id, sessionId, files(form)));
    });
}

async function readForm(c: Context<AppEnv>): Promise<Form> {
  if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError(
      415,
      "unsupported_media_type",
      "Dateien bitte als Formular (multipart/form-data) senden.",
    );
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError(400, "bad_request", "Das Formular mit den Dateien liess sich nicht lesen.");
  }
}

/** The files under `files` and `files[]` (docs/product.md §4.7 names both), in their order. */
function files(form: Form): File[] {
  return ["files", "files[]"]
    .flatMap((key) => [form[key] ?? []].flat())
    .filter((v): v is File => v instanceof File);
}

function text(form: Form, key: string): string | undefined {
  const value = [form[key]].flat()[0];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function parseSessionId(raw: string | undefined): string {
  if (raw === undefined) throw new AppError(400, "invalid_session_id", "Die Session-ID fehlt.");
  const parsed = sessionIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(400, "invalid_session_id", describeIssues(parsed.error));
  return parsed.data;
}
