import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// Shared by the progress suites: pupils, session rows and the five calls, through the real app.

export const FRACTIONS = "mathematik-ma-1-a-3"; // cycles 1–3
export const PROOFS = "mathematik-ma-2-b-2"; // starts in Zyklus 2

export function progressClient(t: TestApp) {
  return {
    /** A signed-up pupil, onboarded unless null is given. */
    async pupil(
      onboarding: { schoolType: string; grade: number } | null = { schoolType: "PRIMARY", grade: 5 },
    ) {
      return t.pupil(onboarding ?? undefined);
    },

    /** A tutoring session through the API; its internal id, for rows the analysis would write. */
    async sessionRow(token: string, userId: string, id: string, subjectId = "mathematik") {
      expect((await t.json("POST", "/api/sessions", { id, subjectId }, token)).status).toBe(201);
      const [row] = await t.database.db
        .select({ id: tutoringSessions.id })
        .from(tutoringSessions)
        .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, id)));
      if (!row) throw new Error("session row missing");
      return row.id;
    },

    get: (path: string, token?: string) => t.json("GET", `/api/progress${path}`, undefined, token),
    post: (path: string, body: unknown, token?: string) =>
      t.json("POST", `/api/progress${path}`, body, token),
  };
}
