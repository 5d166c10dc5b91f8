import { Hono } from "hono";
import type { Models } from "#server/ai/models.ts";
import { AppError, INTERNAL_ERROR } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { Logger } from "#server/lib/logger.ts";
import { jsonBody } from "#server/lib/validate.ts";
import {
  type ChatCompletionResponse,
  type ChatHealth,
  chatCompletionSchema,
} from "#shared/contracts/chat.ts";
import type { ChatService } from "./chat.service.ts";
import { deltaBatcher, sseEvent, sseResponse } from "./sse-stream.ts";

// POST /api/chat/completion answers with the whole reply as JSON (docs/product.md §4.6);
// POST /api/chat/stream sends the same turn as server-sent events so words appear as they are
// generated: `session` {sessionId}, `delta` {text}, then `done` {message, helpCard?} or
// `error` {message, code}. Errors found before the reply starts are ordinary JSON errors.
// A failure after the stream has begun (the reply could not be stored) is logged here by code
// and answered with the generic `error` event: without this the stream would simply end (Hono's
// streamSSE, used before decision 060, even printed the whole error, a failed query's values
// included), and the pupil's screen waits.
// Each event's data is typed by its shared schema (contracts/chat-stream.ts, decision 027).
// The events are written by sse-stream.ts; deltas close together leave as one (decision 060).

/**
 * Pieces of the reply after the first leave at most this often, joined (decision 060): one
 * socket write and one event for several model tokens, 20 updates a second on the screen.
 */
const DELTA_EVERY_MS = 50;

export function chatRoutes(service: ChatService, models: Models, logger: Logger) {
  return new Hono<AppEnv>()
    .get("/health", (c) =>
      c.json({
        status: "ok",
        provider: models.provider,
        model: models.modelId,
        offline: models.isOffline,
      } satisfies ChatHealth),
    )
    .post("/completion", jsonBody(chatCompletionSchema), async (c) => {
      const prepared = await service.prepare(c.var.user.id, c.req.valid("json"));
      for await (const event of service.events(prepared)) {
        if (event.type === "done") {
          const body: ChatCompletionResponse = {
            message: event.message,
            sessionId: prepared.session.publicId,
            ...(event.helpCard ? { helpCard: event.helpCard } : {}),
          };
          return c.json(body);
        }
        if (event.type === "error") {
          throw new AppError(503, event.code, event.message);
        }
      }
      throw new AppError(503, "model_unavailable", "Der KI-Tutor hat nicht geantwortet.");
    })
    .post("/stream", jsonBody(chatCompletionSchema), async (c) => {
      const prepared = await service.prepare(c.var.user.id, c.req.valid("json"));
      const sessionId = prepared.session.publicId;
      return sseResponse(c, async (stream) => {
        const deltas = deltaBatcher(stream, DELTA_EVERY_MS);
        try {
          stream.send(sseEvent("session", { sessionId }));
          for await (const event of service.events(prepared)) {
            if (stream.aborted) break;
            if (event.type === "text") deltas.add(event.delta);
            else if (event.type === "done") {
              stream.send(
                ...deltas.take(),
                sseEvent("done", { message: event.message, helpCard: event.helpCard ?? null }),
              );
            } else {
              stream.send(...deltas.take(), sseEvent("error", { message: event.message, code: event.code }));
            }
          }
        } catch (err) {
          logger.error({ err, sessionId }, "chat stream failed");
          if (!stream.aborted) stream.send(...deltas.take(), sseEvent("error", INTERNAL_ERROR));
        } finally {
          deltas.stop();
        }
      });
    });
}
