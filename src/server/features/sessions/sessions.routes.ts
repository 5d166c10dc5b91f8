import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { sendRenderedJson } from "#server/lib/rendered-json.ts";
import { sessionIdParam } from "#server/lib/session-id-param.ts";
import { jsonBody } from "#server/lib/validate.ts";
import {
  type CompleteSessionResponse,
  completionPayloadSchema,
  createSessionSchema,
  type SessionDetailResponse,
  sessionActivitySchema,
} from "#shared/contracts/sessions.ts";
import type { SessionsService } from "./sessions.service.ts";

const limitSchema = z.coerce.number().int().min(1).max(1000).catch(1000);

export type SessionsRoutesOptions = {
  /** After a completion was stored (the analysis feature queues the session's analysis). */
  afterComplete?: (userId: string, publicId: string) => Promise<void>;
};

// docs/product.md §4.5. The analysis routes are features/analysis/analysis.routes.ts.
export function sessionsRoutes(service: SessionsService, options: SessionsRoutesOptions = {}) {
  return (
    new Hono<AppEnv>()
      .get("/", async (c) =>
        sendRenderedJson(
          c,
          await service.listRendered(c.var.user.id, limitSchema.parse(c.req.query("limit"))),
        ),
      )
      .post("/", jsonBody(createSessionSchema), async (c) => {
        const { created, session } = await service.create(c.var.user.id, c.req.valid("json"));
        return c.json({ session }, created ? 201 : 200);
      })
      .get("/:id", async (c) =>
        c.json({
          session: await service.detail(c.var.user.id, sessionIdParam(c.req.param("id"))),
        } satisfies SessionDetailResponse),
      )
      .post("/:id/start", async (c) => {
        const session = await service.start(c.var.user.id, sessionIdParam(c.req.param("id")));
        return c.json({ success: true, session });
      })
      .post("/:id/pause", async (c) => {
        const session = await service.pause(c.var.user.id, sessionIdParam(c.req.param("id")));
        return c.json({ success: true, session });
      })
      // The browser's "still here" while the session's tab is visible (docs/decisions/038).
      .post("/:id/activity", jsonBody(sessionActivitySchema), async (c) => {
        await service.ping(c.var.user.id, sessionIdParam(c.req.param("id")), c.req.valid("json"));
        return c.body(null, 204);
      })
      .post("/:id/complete", jsonBody(completionPayloadSchema), async (c) => {
        const id = sessionIdParam(c.req.param("id"));
        const session = await service.complete(c.var.user.id, id, c.req.valid("json"));
        await options.afterComplete?.(c.var.user.id, id);
        return c.json({ success: true, session } satisfies CompleteSessionResponse);
      })
  );
}
