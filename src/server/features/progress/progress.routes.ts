import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { describeIssues, jsonBody } from "#server/lib/validate.ts";
import {
  type CompetencyChangeResponse,
  competencyCompleteSchema,
  progressUpdateSchema,
} from "#shared/contracts/progress.ts";
import type { ProgressService } from "./progress.service.ts";

/**
 * A body that may be absent or empty (read as `{}`), or JSON matching the schema. Hono's JSON
 * validator refuses an empty body sent with a JSON content type, which clients do for a bare POST.
 */
async function optionalJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = (await c.req.text()).trim();
  let value: unknown = {};
  if (text) {
    try {
      value = JSON.parse(text);
    } catch {
      throw new AppError(400, "bad_request", "Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.");
    }
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, "validation_failed", describeIssues(result.error));
  return result.data;
}

// docs/product.md §4.9; shapes in docs/decisions/017-progress-api.md. Everything is the
// signed-in pupil's own: competency and subject ids are catalogue ids, never another's rows.
export function progressRoutes(service: ProgressService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.overview(c.var.user.id)))
    .get("/analytics", async (c) => c.json(await service.analytics(c.var.user.id)))
    .get("/subject/:id", async (c) => c.json(await service.subject(c.var.user.id, c.req.param("id"))))
    .post("/update", jsonBody(progressUpdateSchema), async (c) => {
      const competency = await service.update(c.var.user.id, c.req.valid("json"));
      return c.json({ success: true, competency } satisfies CompetencyChangeResponse);
    })
    .post("/competency/:id/complete", async (c) => {
      const input = await optionalJsonBody(c, competencyCompleteSchema);
      const competency = await service.complete(c.var.user.id, c.req.param("id"), input);
      return c.json({ success: true, competency } satisfies CompetencyChangeResponse);
    });
}
