import { describe, expect, it } from "vitest";
import { sessionSummary } from "#client/test/session-fixtures.ts";
import { sessionSubjectEmoji, sessionSubjectName } from "./session-display.ts";
import { sessionStats } from "./session-stats.ts";

describe("sessionStats", () => {
  it("counts sessions, rounds the summed minutes and counts distinct subject names", () => {
    const stats = sessionStats([
      sessionSummary({ durationMinutes: 10.4 }),
      sessionSummary({ durationMinutes: 0.3 }),
      sessionSummary({ subjectId: "physik", subjectName: "Physik", subject: null, durationMinutes: 5 }),
      sessionSummary({ subjectId: null, subjectName: null, subject: null, durationMinutes: 1 }),
    ]);
    expect(stats).toEqual({ sessions: 4, minutes: 17, subjects: 2 });
  });

  it("is all zeros without sessions", () => {
    expect(sessionStats([])).toEqual({ sessions: 0, minutes: 0, subjects: 0 });
  });

  it("ignores negative or unreadable durations", () => {
    expect(
      sessionStats([
        sessionSummary({ durationMinutes: -5 }),
        sessionSummary({ durationMinutes: Number.NaN }),
      ]),
    ).toMatchObject({ minutes: 0 });
  });
});

describe("session display", () => {
  it("prefers the subject's name, then subjectName, else null", () => {
    expect(sessionSubjectName(sessionSummary())).toBe("Mathematik");
    expect(sessionSubjectName(sessionSummary({ subject: null, subjectName: "Geschichte" }))).toBe(
      "Geschichte",
    );
    expect(sessionSubjectName(sessionSummary({ subject: null, subjectName: "  " }))).toBeNull();
  });

  it("takes the emoji from the session, then the catalogue, else a book", () => {
    expect(sessionSubjectEmoji(sessionSummary())).toBe("🧮");
    expect(
      sessionSubjectEmoji(sessionSummary({ subject: null, subjectId: "chemie", subjectName: null })),
    ).toBe("🧪");
    expect(sessionSubjectEmoji(sessionSummary({ subject: null, subjectId: null, subjectName: null }))).toBe(
      "📖",
    );
  });
});
