import { describe, expect, it } from "vitest";
import { nextAnalysisPoll } from "./analysis-polling.ts";

const poll = { kind: "poll", delayMs: 2000 };

describe("nextAnalysisPoll", () => {
  it("stops at a final status", () => {
    expect(nextAnalysisPoll("completed", 0)).toEqual({ kind: "done" });
    expect(nextAnalysisPoll("failed", 12)).toEqual({ kind: "done" });
  });

  it("polls every 2 s while processing, 60 times", () => {
    expect(nextAnalysisPoll("processing", 0)).toEqual(poll);
    expect(nextAnalysisPoll("processing", 59)).toEqual(poll);
    expect(nextAnalysisPoll("processing", 60)).toEqual({ kind: "exhausted" });
  });

  it("polls 30 times while the analysis is not found", () => {
    expect(nextAnalysisPoll("not_found", 29)).toEqual(poll);
    expect(nextAnalysisPoll("not_found", 30)).toEqual({ kind: "exhausted" });
    // One count for both: 40 polls spent not found leave 20 for processing.
    expect(nextAnalysisPoll("processing", 40)).toEqual(poll);
  });
});
