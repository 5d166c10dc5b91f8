import { Hono } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { sessionIdParam } from "#server/lib/session-id-param.ts";
import { jsonBody } from "#server/lib/validate.ts";
import { type AccountInfo, deleteAccountSchema } from "#shared/contracts/account.ts";
import type { AccountService } from "./account.service.ts";

// The pupil's own account (src/shared/contracts/account.ts, issue 18). The export is
// export/export.routes.ts; deleting one session is DELETE /api/sessions/{id} (sessions.routes.ts).
export function accountRoutes(service: AccountService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json((await service.info(c.var.user)) satisfies AccountInfo))
    .delete("/", jsonBody(deleteAccountSchema), async (c) => {
      await service.deleteAccount(c.var.user, c.req.valid("json").password);
      return c.body(null, 204);
    });
}

/** DELETE /api/sessions/{id}: the session with its messages, files, analysis and jobs. */
export function sessionDeletionRoutes(service: AccountService) {
  return new Hono<AppEnv>().delete("/:id", async (c) => {
    await service.deleteSession(c.var.user.id, sessionIdParam(c.req.param("id")));
    return c.body(null, 204);
  });
}
