import { describe, expect, it } from "vitest";
import {
  careAnalysisSchema,
  gradedAnalysisSchema,
  sessionAnalysisSchema,
} from "#shared/contracts/analysis.ts";
import { gradedAnalysis } from "#tests/support/analysis-fixtures.ts";
import { careAnalysis, isCrisisSession } from "./care-analysis.ts";

describe("the analysis of a crisis session", () => {
  it("counts any safety event, whatever it carries", () => {
    expect(isCrisisSession({ safetyEvents: [] })).toBe(false);
    expect(isCrisisSession({ safetyEvents: null })).toBe(false);
    expect(isCrisisSession({ safetyEvents: [{ kind: "suicide", at: "2026-11-25T09:00:00Z" }] })).toBe(true);
    expect(isCrisisSession({ safetyEvents: [{ kind: "bullying", source: "model" }] })).toBe(true);
    expect(isCrisisSession({ safetyEvents: [{}] })).toBe(true);
  });

  it("is ungraded, matches the contract and names Pro Juventute 147, a trusted adult and 144/117", () => {
    const analysis = careAnalysis(new Date("2026-11-25T09:00:00Z"));
    expect(sessionAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(careAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(gradedAnalysisSchema.safeParse(analysis).success).toBe(false);
    expect(analysis).toMatchObject({
      timestamp: "2026-11-25T09:00:00.000Z",
      sessionQuality: null,
      independence: null,
      competencyUpdates: [],
      nextSteps: [],
      insights: [],
      learningProfile: {},
      producer: "offline",
      summary: "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.",
      care: { reason: "crisis", helpCard: { phone: "147", url: "https://www.147.ch" } },
    });
    const text = JSON.stringify(analysis);
    for (const words of ["gratis", "rund um die Uhr", "Anonym", "Chat", "144", "117", "vertraust"]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("ß");
    expect(text).not.toMatch(/Bewertung:|schwierigere|Selbstständigkeit|Befriedigend/);
  });

  it("refuses a graded analysis that claims to be a care result", () => {
    const analysis = careAnalysis(new Date());
    expect(
      sessionAnalysisSchema.safeParse({ ...analysis, nextSteps: ["Nimm dir eine schwierigere Aufgabe vor."] })
        .success,
    ).toBe(false);
    expect(
      sessionAnalysisSchema.safeParse({ ...analysis, sessionQuality: gradedAnalysis().sessionQuality })
        .success,
    ).toBe(false);
  });
});
