import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeSession, waitForStatus } from "#server/features/analysis/analysis-test-client.ts";
import { sessionAnalysisSchema } from "#shared/contracts/analysis.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// Issue 16's honest clock through the real app, with the sessions' clock under the test's control
// (docs/decisions/038-honest-session-clock.md): a session left alone longer than the idle limit
// shows the same minutes in the list, the detail and the analysis, and is ended and analysed by
// the server after the auto-end limit.
const START = Date.parse("2026-11-22T08:00:00Z");
let seconds = 0;
const at = (s: number) => {
  seconds = s;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { AI_REQUESTS_PER_MINUTE: "100", SESSION_IDLE_MINUTES: "15", SESSION_AUTO_END_HOURS: "12" },
    { analysisPollMs: 50, clock: () => new Date(START + seconds * 1000) },
  );
});
afterAll(() => t.close());

const onboarded = async () => (await t.pupil({ schoolType: "SECONDARY", grade: 2 })).token;
const get = (token: string, path: string) => t.json("GET", path, undefined, token);
const ping = (token: string, id: string, returning = false) =>
  t.json("POST", `/api/sessions/${id}/activity`, { returning }, token);

/** The session's minutes as the list (home, overview) and the detail (analysis header) answer them. */
async function minutesEverywhere(token: string, id: string) {
  const listed = (await get(token, "/api/sessions")).body.data.find((s: { id: string }) => s.id === id);
  const detail = (await get(token, `/api/sessions/${id}`)).body.session;
  return { listed: listed.durationMinutes, detail: detail.durationMinutes, seconds: detail.duration };
}

describe("an abandoned session", () => {
  it("stops counting after the idle limit, then is ended and analysed after the auto-end limit", async () => {
    const token = await onboarded();
    at(0);
    await t.chatTurns(token, "verlassen", ["Brüche bitte"]);
    at(60);
    expect((await ping(token, "verlassen")).status).toBe(204);
    at(120);
    await t.chatTurns(token, "verlassen", ["3/4"]);
    at(240);
    await t.chatTurns(token, "verlassen", ["7/8"]);
    expect(await minutesEverywhere(token, "verlassen")).toEqual({ listed: 4, detail: 4, seconds: 240 });

    // Left alone for far longer than the idle limit: the minutes stand still, the same everywhere.
    at(240 + 3 * 3600);
    expect(await minutesEverywhere(token, "verlassen")).toEqual({ listed: 4, detail: 4, seconds: 240 });

    // Not yet at the auto-end limit: still running.
    at(240 + 12 * 3600 - 60);
    await t.autoEnd.sweep();
    expect((await get(token, "/api/sessions/verlassen")).body.session.status).toBe("ACTIVE");
    expect((await get(token, "/api/sessions/verlassen/analysis-status")).body.status).toBe("not_found");

    at(240 + 12 * 3600 + 60);
    expect(await t.autoEnd.sweep()).toBe(1);
    const ended = (await get(token, "/api/sessions/verlassen")).body.session;
    expect(ended).toMatchObject({ status: "COMPLETED", durationMinutes: 4, duration: 240 });
    expect(ended.completedAt).toBe(new Date(START + (240 + 12 * 3600 + 60) * 1000).toISOString());
    await waitForStatus(t, token, "verlassen", "completed");
    const analysis = sessionAnalysisSchema.parse(
      (await get(token, "/api/sessions/verlassen/analysis")).body.analysis,
    );
    expect(analysis.care).toBeUndefined();
    if (analysis.care) return;
    // The analysis splits the same measured minutes over the competencies it credits.
    expect(analysis.competencyUpdates.length).toBeGreaterThan(0);
    expect(analysis.competencyUpdates.reduce((sum, u) => sum + u.timeSpentMinutes, 0)).toBe(4);
    expect(await minutesEverywhere(token, "verlassen")).toEqual({ listed: 4, detail: 4, seconds: 240 });

    // Ended is ended: a later ping or sweep changes nothing, a pupil's late "Beenden" neither.
    at(240 + 13 * 3600);
    expect((await ping(token, "verlassen")).status).toBe(204);
    expect(await t.autoEnd.sweep()).toBe(0);
    expect((await completeSession(t, token, "verlassen")).body.session.duration).toBe(240);
  });

  it("is not created by a ping, and is not another pupil's to stamp", async () => {
    const token = await onboarded();
    const stranger = await onboarded();
    at(50_000);
    expect((await ping(token, "nie-benutzt")).status).toBe(204);
    expect((await get(token, "/api/sessions")).body.total).toBe(0);
    await t.chatTurns(token, "meine", ["Brüche bitte"]);
    at(50_120);
    expect((await ping(stranger, "meine")).status).toBe(204);
    expect((await get(token, "/api/sessions/meine")).body.session.duration).toBe(0);
    expect((await ping(token, "ungültig!")).status).toBe(400);
  });
});
