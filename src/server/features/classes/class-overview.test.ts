import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { careAnalysis } from "#server/analysis/care-analysis.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { helpAlerts } from "#server/db/schema/classes.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { completeSession, waitForStatus } from "#server/features/analysis/analysis-test-client.ts";
import {
  type ClassOverview,
  classAlertsSchema,
  classCreatedSchema,
  classOverviewSchema,
} from "#shared/contracts/classes.ts";
import { competenciesFor, findCompetency } from "#shared/domain/competencies.ts";
import { gradedAnalysis } from "#tests/support/analysis-fixtures.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { helpAlertsService } from "./help-alerts.ts";

// The class overview and help alerts through the real app (issue 20,
// docs/decisions/054-class-overview-and-alerts.md). The sessions' clock is the test's: Wednesday
// 25 November 2026, 09:00 in Zurich; the week began on Monday the 23rd.
const START = Date.parse("2026-11-25T08:00:00Z");
let seconds = 0;
const at = (s: number) => {
  seconds = s;
};
const t = testAppPerFile(
  { AI_REQUESTS_PER_MINUTE: "100" },
  { analysisPollMs: 50, clock: () => new Date(START + seconds * 1000) },
);

const TEACHER_PASSWORD = "Klassen-Lehrerin-2026";

async function teacher(name: string) {
  const email = `lehrerin-${crypto.randomUUID()}@schule.ch`;
  if (!t.auth) throw new Error("embedded auth expected");
  await t.auth.createUser({ email, password: TEACHER_PASSWORD, role: "teacher", data: { name } });
  const res = await t.json("POST", "/auth/v1/token?grant_type=password", {
    email,
    password: TEACHER_PASSWORD,
  });
  expect(res.status).toBe(200);
  return { token: res.body.access_token as string, id: res.body.user.id as string };
}

/** A pupil of the 5th class, onboarded under `name`. */
async function pupil(name: string) {
  const { session } = await t.signUp();
  const token = session.access_token;
  const res = await t.json("POST", "/api/onboarding", { name, schoolType: "PRIMARY", grade: 5 }, token);
  expect(res.status).toBe(200);
  return { token, id: session.user.id, name };
}

async function newClass(token: string) {
  const res = await t.json("POST", "/api/classes", { name: "5b", schoolType: "PRIMARY", grade: 5 }, token);
  expect(res.status).toBe(201);
  return classCreatedSchema.parse(res.body);
}

async function join(token: string, code: string) {
  expect([200, 201]).toContain((await t.json("POST", "/api/classes/join", { code }, token)).status);
}

const overview = async (token: string, classId: string, query = "") => {
  const res = await t.json("GET", `/api/classes/${classId}/overview${query}`, undefined, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return classOverviewSchema.parse(res.body);
};

const pupilIn = (view: ClassOverview, id: string) => {
  const found = view.pupils.find((p) => p.id === id);
  if (!found) throw new Error("pupil not in the overview");
  return found;
};

// Ben's competencies: the first Deutsch and Englisch ones of the 5th class.
const [benDeutsch] = competenciesFor("deutsch", "PRIMARY", 5);
const [benEnglisch] = competenciesFor("englisch", "PRIMARY", 5);

/**
 * Ben's practice, written as the sessions and the analysis write it (a real path would take a
 * minute per session): English last week, German twice this week (once with the crisis card,
 * not graded), Maths in October, outside the default four weeks.
 */
async function benPractised(userId: string) {
  const session = async (
    publicId: string,
    subjectId: string,
    startedAt: string,
    activeSeconds: number,
    crisis = false,
  ) => {
    const createdAt = new Date(startedAt);
    const [row] = await t.database.db
      .insert(tutoringSessions)
      .values({
        userId,
        publicId,
        subjectId,
        subjectName: subjectId,
        type: "CHAT",
        status: "COMPLETED",
        activeSeconds,
        createdAt,
        lastActiveAt: new Date(createdAt.getTime() + activeSeconds * 1000),
        completedAt: new Date(createdAt.getTime() + activeSeconds * 1000),
        safetyEvents: crisis ? [{ kind: "suicide", source: "rules", at: startedAt }] : [],
      })
      .returning({ id: tutoringSessions.id });
    if (!row) throw new Error("session insert returned nothing");
    return row.id;
  };
  const english = await session("ben-en", "englisch", "2026-11-18T10:00:00Z", 1800);
  const german = await session("ben-de", "deutsch", "2026-11-24T10:00:00Z", 630);
  const crisis = await session("ben-krise", "deutsch", "2026-11-24T12:00:00Z", 300, true);
  await session("ben-ma", "mathematik", "2026-10-01T10:00:00Z", 600);
  await t.database.db.insert(sessionAnalyses).values([
    { sessionId: english, userId, status: "completed", result: gradedAnalysis({ independence: 0.4 }) },
    { sessionId: german, userId, status: "completed", result: gradedAnalysis({ independence: 0.8 }) },
    { sessionId: crisis, userId, status: "completed", result: careAnalysis(new Date(START)) },
  ]);
  const event = (
    sessionId: string,
    competencyId: string,
    subjectId: string,
    status: "in_progress" | "mastered",
    when: string,
  ) => ({
    userId,
    competencyId,
    subjectId,
    sessionId,
    source: "analysis" as const,
    status,
    timeSpentMinutes: 10,
    at: new Date(when),
  });
  if (!benDeutsch || !benEnglisch) throw new Error("catalogue without Deutsch/Englisch for the 5th class");
  await t.database.db
    .insert(competencyEvents)
    .values([
      event(english, benEnglisch.id, "englisch", "in_progress", "2026-11-18T10:30:00Z"),
      event(german, benDeutsch.id, "deutsch", "in_progress", "2026-11-24T10:10:00Z"),
      event(german, benDeutsch.id, "deutsch", "mastered", "2026-11-24T10:11:00Z"),
    ]);
}

/** Anna practises Maths through the real chat (the offline tutor) and the analysis worker. */
async function annaPractised(token: string) {
  at(0);
  await t.chatTurns(token, "anna-1", ["Brüche bitte"]);
  at(120);
  await t.chatTurns(token, "anna-1", ["3/4"]);
  at(240);
  await t.chatTurns(token, "anna-1", ["7/8"]);
  expect((await completeSession(t, token, "anna-1")).status).toBe(200);
  await waitForStatus(t, token, "anna-1", "completed");
}

describe("the class overview", () => {
  it("shows each pupil's minutes, sessions, LP21 codes and independence, and the class's heat-map", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const anna = await pupil("Anna");
    const ben = await pupil("Ben");
    await join(ben.token, cls.joinCode);
    await join(anna.token, cls.joinCode);
    await annaPractised(anna.token);
    await benPractised(ben.id);

    const view = await overview(lehrerin.token, cls.id);
    expect(view.range).toEqual({ from: "2026-10-28", to: "2026-11-25" });
    expect(view.subject).toBeNull();
    // By name, whoever joined first.
    expect(view.pupils.map((p) => p.displayName)).toEqual(["Anna", "Ben"]);

    const a = pupilIn(view, anna.id);
    // The same minutes the pupil's own list shows (decision 038).
    const listed = (await t.json("GET", "/api/sessions/anna-1", undefined, anna.token)).body.session;
    expect(listed.durationMinutes).toBe(4);
    expect(a).toMatchObject({ minutesThisWeek: 4, minutesInRange: 4, sessionsBySubject: { mathematik: 1 } });
    const annaCodes = [...a.competencies.inProgress, ...a.competencies.mastered];
    expect(annaCodes.length).toBeGreaterThan(0);
    expect(annaCodes.every((code) => code.startsWith("MA."))).toBe(true);
    expect(a.independence).toHaveLength(1);
    expect(a.lastActivityAt).toBe(new Date(START + 240_000).toISOString());

    const b = pupilIn(view, ben.id);
    expect(b).toEqual({
      id: ben.id,
      displayName: "Ben",
      username: null,
      // 10.5 minutes round to 11, as in the pupil's list; the crisis session's 5 count too.
      minutesThisWeek: 16,
      minutesInRange: 46,
      sessionsBySubject: { englisch: 1, deutsch: 2 },
      competencies: { inProgress: [benEnglisch?.code], mastered: [benDeutsch?.code] },
      // The crisis session is not graded; oldest first.
      independence: [0.4, 0.8],
      lastActivityAt: "2026-11-24T12:05:00.000Z",
    });

    // The heat-map: codes down, pupils across (in the pupils' order).
    expect(view.heatmap.map((h) => h.subjectId)).toEqual(["mathematik", "deutsch", "englisch"]);
    const deutschRows = view.heatmap.find((h) => h.subjectId === "deutsch")?.rows;
    expect(deutschRows).toEqual([
      {
        competencyId: benDeutsch?.id,
        code: benDeutsch?.code,
        title: benDeutsch?.title,
        levels: [null, "mastered"],
      },
    ]);
    const mathRows = view.heatmap.find((h) => h.subjectId === "mathematik")?.rows ?? [];
    expect(mathRows.map((r) => r.code).sort()).toEqual([...annaCodes].sort());
    expect(mathRows.every((r) => r.levels[0] !== null && r.levels[1] === null)).toBe(true);

    // Nobody practised: the class's applicable competencies only, without the practised ones.
    const untouchedDeutsch = view.untouched.find((u) => u.subjectId === "deutsch")?.competencies ?? [];
    expect(untouchedDeutsch.map((c) => c.competencyId)).not.toContain(benDeutsch?.id);
    expect(untouchedDeutsch).toHaveLength(competenciesFor("deutsch", "PRIMARY", 5).length - 1);
    // The Bewerbungsgespräch is Zyklus 3: nothing of it applies to a 5th class.
    expect(view.untouched.map((u) => u.subjectId)).not.toContain("bewerbungsgespraech");
    for (const group of view.untouched) {
      for (const c of group.competencies) expect(findCompetency(c.competencyId)?.cycles).toContain(2);
    }

    // Transcripts never appear.
    const raw = JSON.stringify(view);
    expect(raw).not.toMatch(/Brüche bitte|7\/8|3\/4/);

    // Filters: one subject; a shorter range; a range ending before Ben's German.
    const deutsch = await overview(lehrerin.token, cls.id, "?subject=deutsch");
    expect(deutsch.subject).toBe("deutsch");
    expect(pupilIn(deutsch, ben.id)).toMatchObject({
      minutesThisWeek: 16,
      minutesInRange: 16,
      sessionsBySubject: { deutsch: 2 },
      competencies: { inProgress: [], mastered: [benDeutsch?.code] },
      independence: [0.8],
    });
    expect(pupilIn(deutsch, anna.id)).toMatchObject({ minutesInRange: 0, sessionsBySubject: {} });
    expect(deutsch.heatmap.map((h) => h.subjectId)).toEqual(["deutsch"]);
    expect(deutsch.untouched.map((u) => u.subjectId)).toEqual(["deutsch"]);

    const thisWeek = await overview(lehrerin.token, cls.id, "?from=2026-11-23&to=2026-11-25");
    expect(pupilIn(thisWeek, ben.id)).toMatchObject({
      minutesInRange: 16,
      sessionsBySubject: { deutsch: 2 },
    });

    const before = await overview(lehrerin.token, cls.id, "?from=2026-09-01&to=2026-11-20");
    expect(pupilIn(before, ben.id)).toMatchObject({
      minutesInRange: 40,
      sessionsBySubject: { englisch: 1, mathematik: 1 },
      competencies: { inProgress: [benEnglisch?.code], mastered: [] },
      independence: [0.4],
    });
    expect(pupilIn(before, anna.id).competencies).toEqual({ inProgress: [], mastered: [] });
  });

  it("is the class's teacher's only: another teacher 404, a pupil 403", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const other = await teacher("Herr Huber");
    const mia = await pupil("Mia");
    await join(mia.token, cls.joinCode);
    for (const path of [
      `/api/classes/${cls.id}/overview`,
      `/api/classes/${cls.id}/alerts`,
      "/api/classes/kaputt/overview",
    ]) {
      const res = await t.json("GET", path, undefined, other.token);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe("Diese Klasse gibt es nicht (oder sie gehört einer anderen Lehrperson).");
    }
    const routes: Array<[string, string]> = [
      ["GET", `/api/classes/${cls.id}/overview`],
      ["GET", `/api/classes/${cls.id}/alerts`],
      ["POST", `/api/classes/${cls.id}/alerts/${crypto.randomUUID()}/seen`],
    ];
    for (const [method, path] of routes) {
      const res = await t.json(method, path, undefined, mia.token);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe("teacher_only");
      expect((await t.json(method, path)).status).toBe(401);
    }
  });

  it("loses a pupil the moment they leave the class", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const ben = await pupil("Ben");
    const mia = await pupil("Mia");
    await join(ben.token, cls.joinCode);
    await join(mia.token, cls.joinCode);
    await benPractised(ben.id);
    const before = await overview(lehrerin.token, cls.id);
    expect(before.pupils.map((p) => p.id)).toEqual([ben.id, mia.id]);
    expect(before.heatmap.map((h) => h.subjectId)).toEqual(["deutsch", "englisch"]);

    expect((await t.json("DELETE", `/api/classes/${cls.id}/members/me`, undefined, ben.token)).status).toBe(
      204,
    );
    const after = await overview(lehrerin.token, cls.id);
    expect(after.pupils.map((p) => p.id)).toEqual([mia.id]);
    expect(after.heatmap).toEqual([]);
    expect(
      after.untouched.find((u) => u.subjectId === "deutsch")?.competencies.map((c) => c.competencyId),
    ).toContain(benDeutsch?.id);
    expect(JSON.stringify(after)).not.toContain(ben.id);
  });

  it("shows a new competency status at once, whoever writes it", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const mia = await pupil("Mia");
    await join(mia.token, cls.joinCode);
    const [first, second] = competenciesFor("mathematik", "PRIMARY", 5);
    if (!first || !second) throw new Error("catalogue without Mathematik for the 5th class");
    expect(pupilIn(await overview(lehrerin.token, cls.id), mia.id).competencies).toEqual({
      inProgress: [],
      mastered: [],
    });
    // The pupil's own change through the progress API.
    const done = await t.json("POST", `/api/progress/competency/${first.id}/complete`, {}, mia.token);
    expect(done.status).toBe(200);
    expect(pupilIn(await overview(lehrerin.token, cls.id), mia.id).competencies).toEqual({
      inProgress: [],
      mastered: [first.code],
    });
    // A row written by other code (an analysis, an operator's SQL).
    await t.database.db.insert(competencyEvents).values({
      userId: mia.id,
      competencyId: second.id,
      subjectId: "mathematik",
      source: "analysis",
      status: "in_progress",
      at: new Date(START),
    });
    const view = await overview(lehrerin.token, cls.id);
    expect(pupilIn(view, mia.id).competencies).toEqual({ inProgress: [second.code], mastered: [first.code] });
    expect(view.heatmap.find((h) => h.subjectId === "mathematik")?.rows.map((r) => r.levels)).toEqual([
      ["mastered"],
      ["in_progress"],
    ]);
  });

  it("refuses a bad filter in German", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const cases: Array<[string, string]> = [
      ["?subject=geschichte", "Unbekanntes Fach."],
      ["?from=2026-11-20&to=2026-11-01", "Das Startdatum liegt nach dem Enddatum."],
      ["?from=2026-12-01", "Das Startdatum liegt nach dem Enddatum."],
      ["?from=2026-13-01", "Bitte gib ein Datum als JJJJ-MM-TT an."],
      ["?to=gestern", "Bitte gib ein Datum als JJJJ-MM-TT an."],
      ["?from=2026-02-30", "Bitte gib ein Datum als JJJJ-MM-TT an."],
      ["?from=2020-01-01&to=2026-11-25", "Der Zeitraum ist zu lang (höchstens 400 Tage)."],
    ];
    for (const [query, message] of cases) {
      const res = await t.json("GET", `/api/classes/${cls.id}/overview${query}`, undefined, lehrerin.token);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ code: "validation_failed", message });
    }
    // An empty filter is no filter.
    expect((await overview(lehrerin.token, cls.id, "?subject=&from=")).subject).toBeNull();
  });
});

describe("help alerts", () => {
  const alerts = async (token: string, classId: string) => {
    const res = await t.json("GET", `/api/classes/${classId}/alerts`, undefined, token);
    expect(res.status).toBe(200);
    return { parsed: classAlertsSchema.parse(res.body), raw: JSON.stringify(res.body) };
  };
  /** Waits (at most about five seconds) until the class has `n` alerts: they are written beside the reply. */
  async function alertsReach(token: string, classId: string, n: number) {
    for (let i = 0; i < 200; i++) {
      const found = await alerts(token, classId);
      if (found.parsed.alerts.length >= n) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`the class never had ${n} alerts`);
  }

  it("a crisis card in a member's chat tells each of their teachers once per session, without any words", async () => {
    const lehrerin = await teacher("Frau Keller");
    const cls = await newClass(lehrerin.token);
    const huber = await teacher("Herr Huber");
    const chor = await newClass(huber.token);
    const clara = await pupil("Clara");
    const dora = await pupil("Dora");
    await join(clara.token, cls.joinCode);
    await join(clara.token, chor.joinCode);
    expect((await alerts(lehrerin.token, cls.id)).parsed).toEqual({ alerts: [], unseen: 0 });

    const first = await t.chatTurn(clara.token, "ich will nicht mehr leben", "krise-1");
    expect(first.status).toBe(200);
    expect(first.body.helpCard).toMatchObject({ phone: "147" });
    // Again in the same session (care mode, then a second crisis): no second alert.
    await t.chatTurn(clara.token, "ok", "krise-1");
    await t.chatTurn(clara.token, "ich hab schon tabletten gesammelt", "krise-1");
    // Dora is in no class: her card tells nobody here.
    expect((await t.chatTurn(dora.token, "ich will nicht mehr leben", "dora-1")).body.helpCard).toBeDefined();
    // A crisis in a new session is a new alert; once it is there, the ones before are too.
    await t.chatTurn(clara.token, "ich ritze mich", "krise-2", "deutsch");
    const { parsed, raw } = await alertsReach(lehrerin.token, cls.id, 2);
    expect(parsed.alerts).toHaveLength(2);
    expect(parsed.unseen).toBe(2);
    expect(parsed.alerts.map((a) => [a.pupilId, a.displayName, a.subjectId, a.seenAt])).toEqual([
      [clara.id, "Clara", "deutsch", null],
      [clara.id, "Clara", "mathematik", null],
    ]);
    expect(raw).not.toMatch(/leben|tabletten|ritze|nicht mehr/i);
    expect((await alertsReach(huber.token, chor.id, 2)).parsed.alerts).toHaveLength(2);

    // The rows hold ids, the subject and times: nothing the pupil wrote.
    const rows = await t.database.db.select().from(helpAlerts).where(eq(helpAlerts.pupilId, clara.id));
    expect(rows).toHaveLength(4);
    const [session] = await t.database.db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.userId, clara.id), eq(tutoringSessions.publicId, "krise-1")));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        "classId",
        "createdAt",
        "id",
        "pupilId",
        "seenAt",
        "sessionId",
        "subjectId",
      ]);
      expect(JSON.stringify(row)).not.toMatch(/leben|tabletten|ritze/i);
    }
    expect(rows.filter((r) => r.sessionId === session?.id)).toHaveLength(2);
    expect(await t.database.db.select().from(helpAlerts).where(eq(helpAlerts.pupilId, dora.id))).toEqual([]);

    // Marking one seen: the count drops, twice is fine, the time stays.
    const newest = parsed.alerts[0];
    if (!newest) throw new Error("no alert");
    const seen = await t.json(
      "POST",
      `/api/classes/${cls.id}/alerts/${newest.id}/seen`,
      undefined,
      lehrerin.token,
    );
    expect(seen.status).toBe(204);
    const afterSeen = (await alerts(lehrerin.token, cls.id)).parsed;
    expect(afterSeen.unseen).toBe(1);
    const seenAt = afterSeen.alerts[0]?.seenAt;
    expect(seenAt).not.toBeNull();
    expect(
      (await t.json("POST", `/api/classes/${cls.id}/alerts/${newest.id}/seen`, undefined, lehrerin.token))
        .status,
    ).toBe(204);
    expect((await alerts(lehrerin.token, cls.id)).parsed.alerts[0]?.seenAt).toBe(seenAt);
    // Herr Huber's copy is his own; he cannot mark Frau Keller's.
    expect((await alerts(huber.token, chor.id)).parsed.unseen).toBe(2);
    const foreign = await t.json(
      "POST",
      `/api/classes/${cls.id}/alerts/${newest.id}/seen`,
      undefined,
      huber.token,
    );
    expect(foreign.status).toBe(404);
    const crossed = await t.json(
      "POST",
      `/api/classes/${chor.id}/alerts/${newest.id}/seen`,
      undefined,
      huber.token,
    );
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe("Diesen Hinweis gibt es nicht.");
    expect(
      (await t.json("POST", `/api/classes/${cls.id}/alerts/kaputt/seen`, undefined, lehrerin.token)).status,
    ).toBe(404);

    // Clara leaves Frau Keller's class: her alerts there go with her, Herr Huber's stay.
    expect((await t.json("DELETE", `/api/classes/${cls.id}/members/me`, undefined, clara.token)).status).toBe(
      204,
    );
    expect((await alerts(lehrerin.token, cls.id)).parsed).toEqual({ alerts: [], unseen: 0 });
    expect((await alerts(huber.token, chor.id)).parsed.alerts).toHaveLength(2);
  });

  it("a failed alert is logged without words and leaves the reply alone", async () => {
    const logged: unknown[] = [];
    const logger = { error: (...args: unknown[]) => logged.push(args) } as never;
    const failing = {
      insert: () => {
        throw Object.assign(new Error("kaputt"), { code: "57P01" });
      },
    } as never;
    const service = helpAlertsService(failing, { logger });
    await expect(
      service.raise({ id: crypto.randomUUID(), userId: crypto.randomUUID(), subjectId: "mathematik" }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toMatch(/57P01/);
    expect(JSON.stringify(logged)).toMatch(/help alert not written/);
  });
});
