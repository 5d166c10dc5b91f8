import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { competencyEvents } from "#server/db/schema/analysis.ts";
import { competenciesFor } from "#shared/domain/competencies.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { FRACTIONS, PROOFS, progressClient } from "./progress-test-client.ts";

// The pupil's side of the progress API through the real app; the analysis side is in
// progress-analysis.test.ts.
const t = testAppPerFile();
const api = progressClient(t);

describe("progress API", () => {
  it("starts empty", async () => {
    const { token } = await api.pupil();
    const overview = await api.get("", token);
    expect(overview.status).toBe(200);
    expect(overview.body.totals).toEqual({
      mastered: 0,
      inProgress: 0,
      timeSpentMinutes: 0,
      sessionsAnalysed: 0,
    });
    expect(overview.body.competencies).toEqual([]);
    expect(overview.body.subjects).toHaveLength(9);
    expect(overview.body.subjects[0]).toEqual({
      subjectId: "mathematik",
      subjectName: "Mathematik",
      emoji: "🧮",
      applicable: competenciesFor("mathematik", "PRIMARY", 5).length,
      inProgress: 0,
      mastered: 0,
      timeSpentMinutes: 0,
      lastActivityAt: null,
    });
    expect((await api.get("/analytics", token)).body).toEqual({
      sessionsAnalysed: 0,
      averages: null,
      recent: [],
      minutesBySubject: {},
    });
  });

  it("folds the pupil's updates and completion into the competency's progress", async () => {
    const { token, userId } = await api.pupil();
    const first = await api.post(
      "/update",
      { competencyId: FRACTIONS, timeSpentMinutes: 15, confidenceScore: 40 },
      token,
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      competency: {
        competencyId: FRACTIONS,
        code: "MA.1.A.3",
        subjectId: "mathematik",
        area: "MA.1 Zahl und Variable",
        status: "in_progress", // logged work starts a pending competency
        statusLabel: "In Bearbeitung",
        confidenceScore: 40,
        timeSpentMinutes: 15,
        evidence: [],
        sessions: 0,
        lastUpdatedAt: expect.any(String),
      },
    });
    const second = await api.post(
      "/update",
      { competencyId: FRACTIONS, timeSpentMinutes: 10, notes: " Kürzen geübt " },
      token,
    );
    expect(second.body.competency).toMatchObject({
      timeSpentMinutes: 25,
      confidenceScore: 40,
      notes: "Kürzen geübt",
    });

    const done = await api.post(`/competency/${FRACTIONS}/complete`, undefined, token);
    expect(done.status).toBe(200);
    expect(done.body.competency).toMatchObject({
      status: "mastered",
      statusLabel: "Gemeistert",
      timeSpentMinutes: 25,
    });
    const again = await api.post(`/competency/${FRACTIONS}/complete`, "", token); // empty body, JSON type
    expect(again.body.competency).toEqual(done.body.competency);

    const overview = (await api.get("", token)).body;
    expect(overview.totals).toEqual({
      mastered: 1,
      inProgress: 0,
      timeSpentMinutes: 25,
      sessionsAnalysed: 0,
    });
    expect(overview.competencies).toEqual([done.body.competency]);
    expect(overview.subjects[0]).toMatchObject({
      mastered: 1,
      timeSpentMinutes: 25,
      lastActivityAt: done.body.competency.lastUpdatedAt,
    });

    const reset = await api.post("/update", { competencyId: FRACTIONS, status: "pending" }, token);
    expect(reset.body.competency).toMatchObject({ status: "pending", statusLabel: "Ausstehend" });
    const rows = await t.database.db
      .select()
      .from(competencyEvents)
      .where(eq(competencyEvents.userId, userId));
    expect(rows).toHaveLength(4); // the repeated completion stored nothing
    expect(rows.every((r) => r.source === "manual" && r.sessionId === null)).toBe(true);
  });

  it("lists a subject's applicable competencies for the pupil's cycle, pending ones included", async () => {
    const { token } = await api.pupil({ schoolType: "PRIMARY", grade: 2 });
    const list = await api.get("/subject/math", token);
    expect(list.status).toBe(200);
    expect(list.body.subject).toEqual({ id: "mathematik", name: "Mathematik", emoji: "🧮" });
    expect(list.body.cycle).toBe(1);
    const ids = list.body.competencies.map((c: { competencyId: string }) => c.competencyId);
    expect(ids).toEqual(competenciesFor("mathematik", "PRIMARY", 2).map((c) => c.id));
    expect(ids).not.toContain(PROOFS);
    expect(list.body.competencies[0]).toMatchObject({
      status: "pending",
      statusLabel: "Ausstehend",
      lastUpdatedAt: null,
    });
    expect(list.body.totals).toEqual({
      competencies: ids.length,
      pending: ids.length,
      inProgress: 0,
      mastered: 0,
      timeSpentMinutes: 0,
    });

    // Work outside the cycle still shows, in catalogue order.
    await api.post(`/competency/${PROOFS}/complete`, {}, token);
    const after = (await api.get("/subject/mathematik", token)).body;
    expect(after.competencies.map((c: { competencyId: string }) => c.competencyId)).toContain(PROOFS);
    expect(after.totals).toMatchObject({ competencies: ids.length + 1, mastered: 1 });

    const newcomer = await api.pupil(null);
    const all = (await api.get("/subject/biologie", newcomer.token)).body;
    expect(all.cycle).toBeNull();
    expect(all.competencies.length).toBeGreaterThan(competenciesFor("biologie", "PRIMARY", 1).length);
  });

  it.each([
    [{}, "Bitte gib eine Kompetenz an (competencyId)."],
    [[], "Der Inhalt muss ein JSON-Objekt sein."],
    [
      { competencyId: FRACTIONS },
      "Bitte gib mindestens eine Änderung an: status, confidenceScore, timeSpentMinutes oder notes.",
    ],
    [
      { competencyId: FRACTIONS, timeSpentMinutes: 0, notes: "  " },
      "Bitte gib mindestens eine Änderung an: status, confidenceScore, timeSpentMinutes oder notes.",
    ],
    [{ competencyId: FRACTIONS, status: "done" }, "status muss pending, in_progress oder mastered sein."],
    [
      { competencyId: FRACTIONS, confidenceScore: 101 },
      "confidenceScore muss eine ganze Zahl von 0 bis 100 sein.",
    ],
    [
      { competencyId: FRACTIONS, confidenceScore: "80" },
      "confidenceScore muss eine ganze Zahl von 0 bis 100 sein.",
    ],
    [
      { competencyId: FRACTIONS, timeSpentMinutes: 601 },
      "timeSpentMinutes muss eine ganze Zahl von 0 bis 600 sein.",
    ],
    [
      { competencyId: FRACTIONS, timeSpentMinutes: 1.5 },
      "timeSpentMinutes muss eine ganze Zahl von 0 bis 600 sein.",
    ],
    [
      { competencyId: FRACTIONS, notes: "x".repeat(1001) },
      "Die Notiz darf höchstens 1000 Zeichen lang sein.",
    ],
    ["{kein json", "Ungültige Anfrage: Der Inhalt ist kein gültiges JSON."],
  ])("refuses the update body %j with 400", async (body, message) => {
    const { token } = await api.pupil();
    const res = await api.post("/update", body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses a bad completion body with 400", async () => {
    const { token } = await api.pupil();
    expect((await api.post(`/competency/${FRACTIONS}/complete`, "{kein json", token)).status).toBe(400);
    const res = await api.post(`/competency/${FRACTIONS}/complete`, { notes: 5 }, token);
    expect(res).toMatchObject({ status: 400, body: { message: "notes muss ein Text sein." } });
    expect((await api.get("", token)).body.competencies).toEqual([]);
  });

  it("answers unknown competencies and subjects with 404", async () => {
    const { token } = await api.pupil();
    for (const res of [
      await api.post("/update", { competencyId: "mathematik-ma-9-z-9", status: "mastered" }, token),
      await api.post("/competency/mathematik-ma-9-z-9/complete", undefined, token),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { message: "Kompetenz nicht gefunden." } });
    }
    expect(await api.get("/subject/geschichte", token)).toMatchObject({
      status: 404,
      body: { message: "Fach nicht gefunden." },
    });
  });

  it("keeps each pupil's progress their own", async () => {
    const a = await api.pupil();
    const b = await api.pupil();
    await api.post("/update", { competencyId: FRACTIONS, timeSpentMinutes: 30, notes: "nur für A" }, a.token);
    await api.post(`/competency/${PROOFS}/complete`, undefined, a.token);
    expect((await api.get("", b.token)).body.competencies).toEqual([]);
    const bMath = (await api.get("/subject/mathematik", b.token)).body;
    expect(bMath.totals).toMatchObject({ inProgress: 0, mastered: 0, timeSpentMinutes: 0 });

    await api.post(`/competency/${FRACTIONS}/complete`, undefined, b.token);
    const aFractions = (await api.get("", a.token)).body.competencies.find(
      (c: { competencyId: string }) => c.competencyId === FRACTIONS,
    );
    expect(aFractions).toMatchObject({ status: "in_progress", timeSpentMinutes: 30, notes: "nur für A" });
  });

  it("requires a sign-in", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["GET", "/subject/mathematik"],
      ["GET", "/analytics"],
      ["POST", "/update"],
      ["POST", `/competency/${FRACTIONS}/complete`],
    ] as const) {
      expect((await t.json(method, `/api/progress${path}`)).status, `${method} ${path}`).toBe(401);
    }
  });
});
