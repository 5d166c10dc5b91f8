import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { careAnalysis } from "#server/analysis/care-analysis.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { onboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { gradedAnalysis } from "#tests/support/analysis-fixtures.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { progressService } from "./progress.service.ts";
import { FRACTIONS, progressClient } from "./progress-test-client.ts";

// What the analysis writes (competency events, completed analyses), inserted directly, as the
// progress API folds and averages it.
const t = testAppPerFile();
const api = progressClient(t);

describe("progress from analyses", () => {
  it("folds analysis events with the pupil's own, and statuses() answers the newest status", async () => {
    const { token, userId } = await api.pupil();
    const s1 = await api.sessionRow(token, userId, "fold-1");
    const s2 = await api.sessionRow(token, userId, "fold-2");
    const event = (
      sessionId: string,
      minute: number,
      status: "in_progress" | "mastered",
      evidence: string[],
    ) => ({
      userId,
      competencyId: FRACTIONS,
      subjectId: "mathematik",
      sessionId,
      source: "analysis" as const,
      status,
      confidence: 60 + minute,
      timeSpentMinutes: 20,
      evidence,
      at: new Date(Date.UTC(2026, 10, 20, 9, minute)),
    });
    await t.database.db
      .insert(competencyEvents)
      .values([
        event(s1, 0, "in_progress", ["a1", "a2", "a3"]),
        event(s2, 5, "mastered", ["b1", "b2", "b3"]),
      ]);
    const { competency } = (
      await api.post("/update", { competencyId: FRACTIONS, timeSpentMinutes: 5 }, token)
    ).body;
    expect(competency).toMatchObject({
      status: "mastered",
      confidenceScore: 65,
      timeSpentMinutes: 45,
      sessions: 2,
      evidence: ["b1", "b2", "b3", "a1", "a2"],
    });
    const service = progressService(t.database.db, onboardingService(t.database.db));
    expect(await service.statuses(userId)).toEqual({ [FRACTIONS]: "mastered" });
  });

  it("averages the completed analyses and lists the newest", async () => {
    const { token, userId } = await api.pupil();
    const rows = [
      { id: "ana-1", subject: "mathematik", q: 0.6, ind: 0.5, day: 20, seconds: 1500 },
      { id: "ana-2", subject: "englisch", q: 0.8, ind: 1, day: 21, seconds: 630 },
    ];
    for (const r of rows) {
      const sessionId = await api.sessionRow(token, userId, r.id, r.subject);
      const completedAt = new Date(Date.UTC(2026, 10, r.day));
      await t.database.db
        .update(tutoringSessions)
        .set({ status: "COMPLETED", activeSeconds: r.seconds, completedAt })
        .where(eq(tutoringSessions.id, sessionId));
      await t.database.db.insert(sessionAnalyses).values({
        sessionId,
        userId,
        status: "completed",
        result: gradedAnalysis({ quality: r.q, comprehension: r.q / 2, independence: r.ind }),
        completedAt,
      });
    }
    const queued = await api.sessionRow(token, userId, "ana-3");
    await t.database.db.insert(sessionAnalyses).values({ sessionId: queued, userId, status: "queued" });

    const res = await api.get("/analytics", token);
    expect(res.body).toEqual({
      sessionsAnalysed: 2,
      averages: {
        difficulty: 0.7,
        engagement: 0.7,
        quality: 0.7,
        comprehension: 0.35,
        sessionQuality: 0.7,
        independence: 0.75,
      },
      recent: [
        {
          sessionId: "ana-2",
          subjectId: "englisch",
          subjectName: "Englisch",
          completedAt: "2026-11-21T00:00:00.000Z",
          sessionQuality: 0.8,
          comprehension: 0.4,
          independence: 1,
        },
        {
          sessionId: "ana-1",
          subjectId: "mathematik",
          subjectName: "Mathematik",
          completedAt: "2026-11-20T00:00:00.000Z",
          sessionQuality: 0.6,
          comprehension: 0.3,
          independence: 0.5,
        },
      ],
      minutesBySubject: { mathematik: 25, englisch: 11 },
    });
    expect((await api.get("", token)).body.totals.sessionsAnalysed).toBe(2);
    // Another pupil sees none of it.
    expect((await api.get("/analytics", (await api.pupil()).token)).body.sessionsAnalysed).toBe(0);
  });

  it("leaves crisis sessions out of the count, the averages and the recent list", async () => {
    const { token, userId } = await api.pupil();
    const graded = gradedAnalysis();
    const crisis = [{ kind: "suicide", at: new Date().toISOString() }];
    const rows = [
      // A crisis session analysed with care, and one graded before crisis sessions were not.
      { id: "krise-care", result: careAnalysis(new Date()), safetyEvents: crisis, day: 22 },
      {
        id: "krise-alt",
        result: { ...graded, sessionQuality: { ...graded.sessionQuality, sessionQuality: 0.1 } },
        safetyEvents: crisis,
        day: 23,
      },
      { id: "normal", result: graded, safetyEvents: [], day: 20 },
    ];
    for (const r of rows) {
      const sessionId = await api.sessionRow(token, userId, r.id);
      const completedAt = new Date(Date.UTC(2026, 10, r.day));
      await t.database.db
        .update(tutoringSessions)
        .set({ status: "COMPLETED", completedAt, safetyEvents: r.safetyEvents })
        .where(eq(tutoringSessions.id, sessionId));
      await t.database.db
        .insert(sessionAnalyses)
        .values({ sessionId, userId, status: "completed", result: r.result, completedAt });
    }
    const res = await api.get("/analytics", token);
    expect(res.body.sessionsAnalysed).toBe(1);
    expect(res.body.averages).toMatchObject({ sessionQuality: 0.5, independence: 1 });
    expect(res.body.recent.map((r: { sessionId: string }) => r.sessionId)).toEqual(["normal"]);
    expect((await api.get("", token)).body.totals.sessionsAnalysed).toBe(1);

    // Only crisis sessions: no averages at all (not zeros).
    const other = await api.pupil();
    const sessionId = await api.sessionRow(other.token, other.userId, "nur-krise");
    await t.database.db
      .update(tutoringSessions)
      .set({ status: "COMPLETED", safetyEvents: crisis })
      .where(eq(tutoringSessions.id, sessionId));
    await t.database.db.insert(sessionAnalyses).values({
      sessionId,
      userId: other.userId,
      status: "completed",
      result: careAnalysis(new Date()),
      completedAt: new Date(),
    });
    expect((await api.get("/analytics", other.token)).body).toMatchObject({
      sessionsAnalysed: 0,
      averages: null,
      recent: [],
    });
  });
});
