import { Hono } from "hono";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { describeIssues, jsonBody } from "#server/lib/validate.ts";
import { generatePlanSchema, savePreparationSchema } from "#shared/contracts/preparation.ts";
import { sessionIdSchema } from "#shared/contracts/sessions.ts";
import type { PreparationService } from "./preparation.service.ts";

// docs/product.md §4.7, preparation: the plan, saving the preparation, and reading it back.
// The upload endpoint on the same prefix is the files feature's own router.
export function preparationRoutes(service: PreparationService) {
  return new Hono<AppEnv>()
    .post("/generate-plan", jsonBody(generatePlanSchema), async (c) =>
      c.json(await service.generatePlan(c.var.user.id, c.req.valid("json"))),
    )
    .post("/save-preparation", jsonBody(savePreparationSchema), async (c) =>
      c.json(await service.save(c.var.user.id, c.req.valid("json"))),
    )
    .get("/session/:id", async (c) => {
      const id = sessionIdSchema.safeParse(c.req.param("id"));
      if (!id.success) throw new AppError(400, "invalid_session_id", describeIssues(id.error));
      return c.json(await service.get(c.var.user.id, id.data));
    });
}
