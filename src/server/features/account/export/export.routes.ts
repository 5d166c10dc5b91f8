import { Hono } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { AccountExportService } from "./export.service.ts";

// GET /api/account/export (src/shared/contracts/account.ts): the signed-in pupil's data as a zip
// download, streamed (docs/decisions/049-data-export.md). The bearer check on /api/* answers 401
// before this runs.
export function accountExportRoutes(service: AccountExportService) {
  return new Hono<AppEnv>().get("/export", (c) => {
    const { fileName, stream } = service.download(c.var.user);
    return c.body(stream, 200, {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="${fileName}"`,
      // Personal data: never kept by a browser or proxy cache.
      "cache-control": "no-store",
    });
  });
}
