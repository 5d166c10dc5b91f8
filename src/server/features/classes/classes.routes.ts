import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { jsonBody } from "#server/lib/validate.ts";
import {
  type BulkPupilsCreated,
  bulkPupilsInputSchema,
  type ClassCreated,
  type ClassDetail,
  classInputSchema,
  type JoinCodeState,
  type JoinPreview,
  joinCodeSwitchSchema,
  joinInputSchema,
  type PasswordReset,
  type PupilClass,
  type PupilClassesResponse,
  type TeacherClassesResponse,
} from "#shared/contracts/classes.ts";
import type { ClassPupilsService } from "./class-pupils.ts";
import { teacherOnly } from "./class-queries.ts";
import type { ClassesService } from "./classes.service.ts";

// /api/classes (src/shared/contracts/classes.ts, issue 20). The pupil's routes come first, so
// that /join and /memberships are never read as a class id. The overview and the alerts mount
// their routes beside these (classes.routes is one Hono app per concern).

/** A pupil's token on a teacher route: 403 in German. */
export const requireTeacher: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user.role !== "teacher") throw teacherOnly();
  await next();
};

export function classesRoutes(classes: ClassesService, pupils: ClassPupilsService) {
  return (
    new Hono<AppEnv>()
      // Any signed-in pupil.
      .post("/join/preview", jsonBody(joinInputSchema), async (c) =>
        c.json((await classes.preview(c.var.user, c.req.valid("json").code)) satisfies JoinPreview),
      )
      .post("/join", jsonBody(joinInputSchema), async (c) => {
        const { created, cls } = await classes.join(c.var.user, c.req.valid("json").code);
        return c.json(cls satisfies PupilClass, created ? 201 : 200);
      })
      .get("/memberships", async (c) =>
        c.json((await classes.memberships(c.var.user.id)) satisfies PupilClassesResponse),
      )
      .delete("/:id/members/me", async (c) => {
        await classes.leave(c.var.user.id, c.req.param("id"));
        return c.body(null, 204);
      })
      // Teachers only.
      .post("/", requireTeacher, jsonBody(classInputSchema), async (c) =>
        c.json((await classes.create(c.var.user.id, c.req.valid("json"))) satisfies ClassCreated, 201),
      )
      .get("/", requireTeacher, async (c) =>
        c.json((await classes.list(c.var.user.id)) satisfies TeacherClassesResponse),
      )
      .get("/:id", requireTeacher, async (c) =>
        c.json((await classes.detail(c.var.user.id, c.req.param("id"))) satisfies ClassDetail),
      )
      .delete("/:id", requireTeacher, async (c) => {
        await classes.remove(c.var.user.id, c.req.param("id"));
        return c.body(null, 204);
      })
      .post("/:id/join-code", requireTeacher, async (c) =>
        c.json((await classes.renewCode(c.var.user.id, c.req.param("id"))) satisfies JoinCodeState),
      )
      .put("/:id/join-code", requireTeacher, jsonBody(joinCodeSwitchSchema), async (c) =>
        c.json(
          (await classes.switchCode(
            c.var.user.id,
            c.req.param("id"),
            c.req.valid("json").enabled,
          )) satisfies JoinCodeState,
        ),
      )
      .post("/:id/pupils", requireTeacher, jsonBody(bulkPupilsInputSchema), async (c) => {
        const created = await pupils.createFromList(
          c.var.user.id,
          c.req.param("id"),
          c.req.valid("json").csv,
        );
        // The passphrases are in this answer only: no cache may keep it.
        c.header("Cache-Control", "no-store");
        return c.json(created satisfies BulkPupilsCreated, 201);
      })
      .post("/:id/pupils/:pupilId/reset-password", requireTeacher, async (c) => {
        const reset = await pupils.resetPassword(c.var.user.id, c.req.param("id"), c.req.param("pupilId"));
        c.header("Cache-Control", "no-store");
        return c.json(reset satisfies PasswordReset);
      })
      .delete("/:id/pupils/:pupilId", requireTeacher, async (c) => {
        await pupils.deletePupil(c.var.user.id, c.req.param("id"), c.req.param("pupilId"));
        return c.body(null, 204);
      })
  );
}
