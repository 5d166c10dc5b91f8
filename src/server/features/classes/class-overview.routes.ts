import { Hono } from "hono";
import { validator } from "hono/validator";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { describeIssues } from "#server/lib/validate.ts";
import { type ClassAlerts, type ClassOverview, classOverviewQuerySchema } from "#shared/contracts/classes.ts";
import type { ClassOverviewService } from "./class-overview.ts";
import { requireTeacher } from "./classes.routes.ts";
import type { HelpAlertsService } from "./help-alerts.ts";

// The teacher's overview and help alerts, beside classes.routes.ts under /api/classes
// (src/shared/contracts/classes.ts). Teachers only (a pupil: 403); another teacher's class: 404.

const overviewQuery = validator("query", (value) => {
  // A repeated parameter counts once, with its first value; an empty one is as if left out
  // (a filter form's "Alle Fächer").
  const first = Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) => {
      const one = Array.isArray(v) ? v[0] : v;
      return one ? [[key, one]] : [];
    }),
  );
  const result = classOverviewQuerySchema.safeParse(first);
  if (!result.success) throw new AppError(400, "validation_failed", describeIssues(result.error));
  return result.data;
});

export function classOverviewRoutes(overview: ClassOverviewService, alerts: HelpAlertsService) {
  return new Hono<AppEnv>()
    .get("/:id/overview", requireTeacher, overviewQuery, async (c) => {
      const answer = await overview.overview(c.var.user.id, c.req.param("id"), c.req.valid("query"));
      // Pupils' progress: no shared cache may keep it.
      c.header("Cache-Control", "private, no-store");
      return c.json(answer satisfies ClassOverview);
    })
    .get("/:id/alerts", requireTeacher, async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json((await alerts.list(c.var.user.id, c.req.param("id"))) satisfies ClassAlerts);
    })
    .post("/:id/alerts/:alertId/seen", requireTeacher, async (c) => {
      await alerts.markSeen(c.var.user.id, c.req.param("id"), c.req.param("alertId"));
      return c.body(null, 204);
    });
}
