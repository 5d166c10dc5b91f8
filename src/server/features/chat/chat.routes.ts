import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
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
import type { ChatStreamEventData, ChatStreamEventName } from "#shared/contracts/chat-stream.ts";
import type { ChatService } from "./chat.service.ts";

// POST /api/chat/completion answers with the whole reply as JSON (docs/product.md §4.6);
// POST /api/chat/stream sends the same turn as server-sent events so words appear as they are
// generated: `session` {sessionId}, `delta` {text}, then `done` {message, helpCard?} or
// `error` {message, code}. Errors found before the reply starts are ordinary JSON errors.
// A failure after the stream has begun (the reply could not be stored) is logged here by code
// and answered with the generic `error` event: without this, Hono's streamSSE prints the whole
// error to the console, a failed query's values included, and the pupil's screen waits.
// Each event's data is typed by its shared schema (contracts/chat-stream.ts, decision 027).

/** One server-sent event whose data is the shared schema's type for its name. */
const sse = <N extends ChatStreamEventName>(event: N, data: ChatStreamEventData<N>) => ({
  event,
  data: JSON.stringify(data),
});

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
      return streamSSE(c, async (stream) => {
        try {
          await stream.writeSSE(sse("session", { sessionId }));
          for await (const event of service.events(prepared)) {
            if (stream.aborted) break;
            if (event.type === "text") await stream.writeSSE(sse("delta", { text: event.delta }));
            else if (event.type === "done") {
              await stream.writeSSE(
                sse("done", { message: event.message, helpCard: event.helpCard ?? null }),
              );
            } else await stream.writeSSE(sse("error", { message: event.message, code: event.code }));
          }
        } catch (err) {
          logger.error({ err, sessionId }, "chat stream failed");
          if (!stream.aborted) {
            await stream.writeSSE(sse("error", INTERNAL_ERROR)).catch(() => undefined);
          }
        }
      });
    });
}
