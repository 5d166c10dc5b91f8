import { Hono } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { sessionIdParam } from "#server/lib/session-id-param.ts";
import type { AnalyzeResponse } from "#shared/contracts/analysis.ts";
import type { AnalysisService } from "./analysis.service.ts";

// docs/product.md §4.8: analyze, analysis-status, analysis, reanalyze (mounted under
// /api/sessions beside the sessions routes). Shapes: docs/decisions/016-session-analysis.md.
export function analysisRoutes(service: AnalysisService) {
  return new Hono<AppEnv>()
    .get("/:id/analysis-status", async (c) =>
      c.json(await service.status(c.var.user.id, sessionIdParam(c.req.param("id")))),
    )
    .get("/:id/analysis", async (c) =>
      c.json(await service.result(c.var.user.id, sessionIdParam(c.req.param("id")))),
    )
    .post("/:id/analyze", async (c) => {
      const { status } = await service.analyze(c.var.user.id, sessionIdParam(c.req.param("id")));
      return c.json({ success: true, status } satisfies AnalyzeResponse, 202);
    })
    .post("/:id/reanalyze", async (c) => {
      const { status } = await service.reanalyze(c.var.user.id, sessionIdParam(c.req.param("id")));
      return c.json({ success: true, status } satisfies AnalyzeResponse, 202);
    });
}
