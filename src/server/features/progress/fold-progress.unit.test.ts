import { describe, expect, it } from "vitest";
import { foldProgress, groupByCompetency, type ProgressEvent } from "./fold-progress.ts";

const event = (minute: number, overrides: Partial<ProgressEvent> = {}): ProgressEvent => ({
  id: `00000000-0000-4000-8000-${String(minute).padStart(12, "0")}`,
  competencyId: "mathematik-ma-1-a-2",
  sessionId: null,
  status: "in_progress",
  confidence: null,
  timeSpentMinutes: 0,
  notes: null,
  evidence: [],
  at: new Date(Date.UTC(2026, 10, 24, 9, minute)),
  ...overrides,
});

describe("foldProgress", () => {
  it("is pending with nothing known when there are no events", () => {
    expect(foldProgress([])).toEqual({
      status: "pending",
      confidenceScore: null,
      timeSpentMinutes: 0,
      notes: null,
      evidence: [],
      sessions: 0,
      lastUpdatedAt: null,
    });
  });

  it("takes the newest status, confidence and note, adds minutes and counts distinct sessions", () => {
    const folded = foldProgress([
      event(3, { status: "mastered", timeSpentMinutes: 5 }),
      event(1, { sessionId: "s1", confidence: 40, timeSpentMinutes: 20, notes: "Erster Versuch" }),
      event(2, { sessionId: "s1", confidence: 85, timeSpentMinutes: 15, notes: "Sicherer" }),
      event(0, { sessionId: "s2", status: "pending", confidence: 10, timeSpentMinutes: 10 }),
    ]);
    expect(folded).toMatchObject({
      status: "mastered",
      confidenceScore: 85,
      timeSpentMinutes: 50,
      notes: "Sicherer",
      sessions: 2,
      lastUpdatedAt: new Date(Date.UTC(2026, 10, 24, 9, 3)),
    });
  });

  it("lets the pupil's newer change win over an older analysis, and the other way round", () => {
    const analysis = event(1, { sessionId: "s1", status: "mastered", confidence: 90 });
    expect(foldProgress([analysis, event(2, { status: "in_progress" })]).status).toBe("in_progress");
    expect(foldProgress([event(0, { status: "pending" }), analysis]).status).toBe("mastered");
  });

  it("breaks a tie in time by id, whatever order the events come in", () => {
    const at = new Date(Date.UTC(2026, 10, 24, 9, 0));
    const a = event(1, { at, status: "in_progress" });
    const b = event(2, { at, status: "mastered" });
    expect(foldProgress([a, b]).status).toBe("mastered");
    expect(foldProgress([b, a]).status).toBe("mastered");
  });

  it("keeps the newest five pieces of evidence, newest event first", () => {
    const folded = foldProgress([
      event(1, { evidence: ["a1", "a2", "a3"] }),
      event(2, { evidence: ["b1", "b2"] }),
      event(3, { evidence: ["c1", "c2"] }),
    ]);
    expect(folded.evidence).toEqual(["c1", "c2", "b1", "b2", "a1"]);
  });

  it("keeps a confidence of 0 as a statement, not as missing", () => {
    expect(foldProgress([event(1, { confidence: 70 }), event(2, { confidence: 0 })]).confidenceScore).toBe(0);
  });
});

describe("groupByCompetency", () => {
  it("groups events by competency id", () => {
    const groups = groupByCompetency([event(1), event(2, { competencyId: "deutsch-d-1-a-1" }), event(3)]);
    expect([...groups.keys()]).toEqual(["mathematik-ma-1-a-2", "deutsch-d-1-a-1"]);
    expect(groups.get("mathematik-ma-1-a-2")).toHaveLength(2);
  });
});
