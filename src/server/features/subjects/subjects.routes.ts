import { Hono } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { EnrollSubjectResponse } from "#shared/contracts/subjects.ts";
import { SUBJECTS } from "#shared/domain/subjects.ts";
import { requireSubject, type SubjectsService } from "./subjects.service.ts";

// GET /api/subjects, /api/subjects/user, /api/subjects/{id}; POST /api/subjects/{id}/enroll.
// POST /api/subjects is refused: the catalogue is part of the product (docs/decisions/007).
export function subjectsRoutes(service: SubjectsService) {
  return new Hono<AppEnv>()
    .get("/", (c) => c.json({ subjects: SUBJECTS }))
    .post("/", (c) => {
      c.header("Allow", "GET");
      return c.json(
        {
          message:
            "Der Fächerkatalog ist fest eingebaut. Neue Fächer kommen mit einer neuen Version von Lernfunke.",
          code: "catalogue_read_only",
        },
        405,
      );
    })
    .get("/user", async (c) => c.json({ subjects: await service.forUser(c.var.user.id) }))
    .get("/:id", (c) => c.json({ subject: requireSubject(c.req.param("id")) }))
    .post("/:id/enroll", async (c) => {
      const enrolled = await service.enroll(c.var.user.id, c.req.param("id"));
      const { enrolledAt, ...subject } = enrolled;
      return c.json({ success: true, subject, enrolledAt } satisfies EnrollSubjectResponse);
    });
}
