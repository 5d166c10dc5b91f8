import { describe, expect, it } from "vitest";
import { INTERVIEW_PLAN, PLAN } from "#client/test/preparation-fixtures.ts";
import { analyzedContentOf, preparationDataOf, readPlan } from "./plan-data.ts";

describe("plan data", () => {
  it("reads either plan variant and nothing else", () => {
    expect(readPlan(PLAN)).toEqual(PLAN);
    expect(readPlan(INTERVIEW_PLAN)).toEqual(INTERVIEW_PLAN);
    expect(readPlan({ ...PLAN, learning_objectives: [] })).toBeNull();
    expect(readPlan("Ein Plan als Text")).toBeNull();
    expect(readPlan(undefined)).toBeNull();
  });

  it("joins the usable analyses with their prefixes and saves every file's result", () => {
    const results = [
      { type: "document" as const, fileName: "a.pdf", content: "Seite 1" },
      { type: "error" as const, fileName: "b.png", content: "", error: "unlesbar" },
      { type: "image" as const, fileName: "c.png", content: "Ein Diagramm" },
    ];
    expect(analyzedContentOf(results)).toBe(
      "[DOKUMENT ANALYSIERT: a.pdf] Seite 1\n\n[BILD ANALYSIERT: c.png] Ein Diagramm",
    );
    const data = preparationDataOf("  Brüche  ", results, null, new Date("2026-11-22T08:00:00Z"));
    expect(data).toEqual({
      question: "Brüche",
      analyzedContent: analyzedContentOf(results),
      uploadedFiles: results.map(({ type, content, fileName }) => ({ type, content, fileName })),
      generatedPlan: null,
      timestamp: "2026-11-22T08:00:00.000Z",
    });
  });
});
