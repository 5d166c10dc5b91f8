import { describe, expect, it } from "vitest";
import { COMPETENCIES } from "#shared/domain/competencies.ts";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";
import { analysisInput, conversation } from "./analysis-fixtures.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import { candidateCompetencies, quoteOf, splitMinutes, statusChange } from "./competency-common.ts";
import { COMPETENCY_RULES } from "./competency-rules.ts";
import { findQuote } from "./model-checks.ts";
import { readTranscript } from "./transcript-signals.ts";

describe("competency rules", () => {
  it("name only codes the catalogue has for that subject", () => {
    for (const subjectId of SUBJECT_IDS) {
      expect(COMPETENCY_RULES[subjectId].length).toBeGreaterThan(0);
      for (const rule of COMPETENCY_RULES[subjectId]) {
        for (const code of rule.codes) {
          expect(
            COMPETENCIES.some((c) => c.subjectId === subjectId && c.code === code),
            `${subjectId} ${code}`,
          ).toBe(true);
        }
      }
    }
  });

  it("offer the pupil's cycle, and Zyklus 3 when the pupil is unknown", () => {
    const codes = (pupil: AnalysisInput["pupil"]) =>
      candidateCompetencies({ subjectId: "physik", pupil }).map((c) => c.code);
    expect(codes({ schoolType: "PRIMARY", grade: 4, learningProfile: null })).toContain("NMG.3.1");
    expect(codes(null)).toContain("NT.5.1");
    expect(codes(null)).not.toContain("NMG.3.1");
    expect(candidateCompetencies({ subjectId: null, pupil: null })).toEqual([]);
  });
});

describe("shared decisions", () => {
  it("splits minutes by weight into whole numbers that add up", () => {
    expect(splitMinutes(25, [2, 1, 1])).toEqual([13, 6, 6]);
    expect(splitMinutes(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitMinutes(0, [1, 2])).toEqual([0, 0]);
    expect(splitMinutes(5, [])).toEqual([]);
  });

  it("reads the previous status from the input (absent = pending)", () => {
    expect(statusChange({ competencyStatus: {} }, "x", 95)).toEqual({
      previousStatus: "pending",
      newStatus: "in_progress",
    });
    expect(statusChange({ competencyStatus: { x: "mastered" } }, "x", 5)).toEqual({
      previousStatus: "mastered",
      newStatus: "mastered",
    });
  });

  it("quotes whole turns, and cuts only long ones at a word boundary", () => {
    expect(quoteOf("  7/8  ")).toBe("7/8");
    const cut = quoteOf("wort ".repeat(100));
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toMatch(/wort…$/);
  });

  it("finds a model's quote in the pupil's own wording", () => {
    const turns = readTranscript(
      analysisInput(
        conversation([
          ["Das Ergebnis ist   gross: Die Strasse ist 1/2 km lang", "Richtig!"],
          ["Ich weiß es: Mu\u0308ller rechnet 3/4", "Richtig!"],
        ]),
      ),
    ).pupil;
    expect(findQuote("«das ergebnis ist gross»", turns)).toBe("Das Ergebnis ist   gross");
    expect(findQuote("Ich weiss es: Müller rechnet 3/4", turns)).toBe(
      "Ich weiß es: Mu\u0308ller rechnet 3/4",
    );
    expect(findQuote("Die Strasse ist 2 km lang", turns)).toBeNull();
    expect(findQuote("ab", turns)).toBeNull();
    expect(findQuote(42, turns)).toBeNull();
  });
});
