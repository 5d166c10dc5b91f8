import { Hono } from "hono";
import { z } from "zod";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { sendRenderedJson } from "#server/lib/rendered-json.ts";
import { describeIssues, jsonBody } from "#server/lib/validate.ts";
import { completionPayloadSchema, createSessionSchema, sessionIdSchema } from "#shared/contracts/sessions.ts";
import type { SessionsService } from "./sessions.service.ts";

const limitSchema = z.coerce.number().int().min(1).max(1000).catch(1000);

function sessionId(raw: string): string {
  const parsed = sessionIdSchema.safeParse(raw);
  if (!parsed.success) throw new AppError(400, "invalid_session_id", describeIssues(parsed.error));
  return parsed.data;
}

// Spec section 7, Sessions. Analysis routes come with the analysis feature.
export function sessionsRoutes(service: SessionsService) {
  return new Hono<AppEnv>()
    .get("/", async (c) =>
      sendRenderedJson(c, await service.listRendered(c.var.user.id, limitSchema.parse(c.req.query("limit")))),
    )
    .post("/", jsonBody(createSessionSchema), async (c) => {
      const { created, session } = await service.create(c.var.user.id, c.req.valid("json"));
      return c.json({ session }, created ? 201 : 200);
    })
    .get("/:id", async (c) =>
      c.json({ session: await service.detail(c.var.user.id, sessionId(c.req.param("id"))) }),
    )
    .post("/:id/start", async (c) => {
      const session = await service.start(c.var.user.id, sessionId(c.req.param("id")));
      return c.json({ success: true, session });
    })
    .post("/:id/pause", async (c) => {
      const session = await service.pause(c.var.user.id, sessionId(c.req.param("id")));
      return c.json({ success: true, session });
    })
    .post("/:id/complete", jsonBody(completionPayloadSchema), async (c) => {
      const session = await service.complete(
        c.var.user.id,
        sessionId(c.req.param("id")),
        c.req.valid("json"),
      );
      return c.json({ success: true, session });
    });
}
