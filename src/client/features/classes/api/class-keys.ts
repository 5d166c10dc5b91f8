import type { ClassOverviewQuery } from "#shared/contracts/classes.ts";

// Query keys of the classes feature. The auth provider clears the whole cache when another
// account signs in, so no key needs the user's id.
export const classKeys = {
  all: ["classes"] as const,
  list: () => ["classes", "list"] as const,
  detail: (classId: string) => ["classes", "detail", classId] as const,
  overview: (classId: string, query: ClassOverviewQuery) => ["classes", "overview", classId, query] as const,
  alerts: (classId: string) => ["classes", "alerts", classId] as const,
  memberships: () => ["classes", "memberships"] as const,
  pupilSessions: (classId: string, pupilId: string) => ["classes", "sessions", classId, pupilId] as const,
  transcript: (classId: string, pupilId: string, sessionId: string) =>
    ["classes", "transcript", classId, pupilId, sessionId] as const,
};
