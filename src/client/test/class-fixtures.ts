import { vi } from "vitest";
import type {
  ClassAlerts,
  ClassDetail,
  ClassMember,
  ClassOverview,
  OverviewPupil,
} from "#shared/contracts/classes.ts";
import { fakeSession, fakeUser } from "./fake-auth-client.ts";
import { json, mockFetch } from "./render-app.tsx";

// The classes feature's test data (issue 20): a teacher's session and the shapes of
// src/shared/contracts/classes.ts, so every answer passes the client's schema check.

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
export const CLASS_ID = uuid(100);

export const teacherSession = () =>
  fakeSession(
    fakeUser({
      id: uuid(1),
      email: "frau.keller@schule.ch",
      app_metadata: { provider: "email", providers: ["email"], role: "teacher" },
      user_metadata: { name: "Frau Keller" },
    }),
  );

export const member = (n: number, overrides: Partial<ClassMember> = {}): ClassMember => ({
  id: uuid(n),
  displayName: `Kind ${n}`,
  username: `kind.${n}.5b`,
  createdByTeacher: true,
  joinedAt: "2026-11-02T08:00:00.000Z",
  ...overrides,
});

export const classDetail = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: CLASS_ID,
  name: "5b",
  schoolType: "PRIMARY",
  grade: 5,
  joinCode: "ABCD2345",
  joinCodeEnabled: true,
  memberCount: 0,
  createdAt: "2026-11-01T08:00:00.000Z",
  members: [],
  ...overrides,
});

export const overviewPupil = (n: number, overrides: Partial<OverviewPupil> = {}): OverviewPupil => ({
  id: uuid(n),
  displayName: `Kind ${n}`,
  username: `kind.${n}.5b`,
  minutesThisWeek: 0,
  minutesInRange: 0,
  sessionsBySubject: {},
  competencies: { inProgress: [], mastered: [] },
  independence: [],
  lastActivityAt: null,
  ...overrides,
});

export const overview = (overrides: Partial<ClassOverview> = {}): ClassOverview => ({
  classId: CLASS_ID,
  range: { from: "2026-10-30", to: "2026-11-26" },
  subject: null,
  pupils: [],
  heatmap: [],
  untouched: [],
  ...overrides,
});

export const noAlerts: ClassAlerts = { alerts: [], unseen: 0 };

type Handler = (init?: RequestInit) => Response | Promise<Response>;

/**
 * Answers the teacher's API calls; `routes` add or replace. Overview requests carry a query
 * string, so they are matched by their path alone through `overviewFor`.
 */
export function serveTeacherApi(
  routes: Record<string, Handler> = {},
  overviewFor: (url: URL) => Response = () => json(overview()),
) {
  const base = mockFetch({
    "GET /api/classes": () => json({ classes: [], teacherSeesTranscripts: false }),
    [`GET /api/classes/${CLASS_ID}`]: () => json(classDetail()),
    [`GET /api/classes/${CLASS_ID}/alerts`]: () => json(noAlerts),
    ...routes,
  });
  const overviewCalls: URL[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if ((init?.method ?? "GET") === "GET" && url.pathname === `/api/classes/${CLASS_ID}/overview`) {
      overviewCalls.push(url);
      return overviewFor(url);
    }
    return base.fetchMock(input, init);
  };
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return { calls: base.calls, overviewCalls };
}
