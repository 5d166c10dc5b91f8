import { describe, expect, it } from "vitest";
import { ANALYSIS_DIMENSIONS, DIMENSIONS, type DimensionValues } from "#shared/domain/learning-profile.ts";
import { axisAngle, profilePoints, radarSummary, toPointList, valueRadius } from "./radar-geometry.ts";

const flat = (value: number) => Object.fromEntries(DIMENSIONS.map((d) => [d, value])) as DimensionValues;

describe("radar geometry", () => {
  it("maps -1 to the centre, 0 to half the radius and +1 to the rim, clamping outliers", () => {
    expect(valueRadius(-1, 100)).toBe(0);
    expect(valueRadius(0, 100)).toBe(50);
    expect(valueRadius(1, 100)).toBe(100);
    expect(valueRadius(3, 100)).toBe(100);
  });

  it("puts the first axis at the top and goes clockwise", () => {
    const points = profilePoints({ ...flat(0), VIS: 1, TXT: 1 }, { x: 0, y: 0 }, 100);
    expect(points).toHaveLength(12);
    expect(points[0]).toEqual({ x: 0, y: -100 });
    expect(points[3]).toEqual({ x: 100, y: 0 });
    expect(points[6]).toEqual({ x: 0, y: 50 });
    expect(axisAngle(9)).toBeCloseTo(Math.PI);
    expect(
      toPointList([
        { x: 1, y: 2 },
        { x: 3.5, y: 4 },
      ]),
    ).toBe("1,2 3.5,4");
  });

  it("summarises the strongest dimensions in German", () => {
    expect(radarSummary({ ...flat(0), VIS: 0.9, SOC: 0.6, PLAN: 0.4, KIN: 0.2 })).toBe(
      "Netzdiagramm deines Lernprofils mit 12 Dimensionen. Am stärksten ausgeprägt: Visuell, Sozial und " +
        "Planung. Alle Werte stehen in der Liste darunter.",
    );
    expect(radarSummary(flat(-0.2))).toContain("Keine Dimension ist besonders ausgeprägt.");
  });

  it("draws only the axes it is given, spread evenly (the analysis: 11, no TXT)", () => {
    const points = profilePoints({ ...flat(1), TXT: -1 }, { x: 0, y: 0 }, 100, ANALYSIS_DIMENSIONS);
    expect(points).toHaveLength(11);
    expect(points[0]).toEqual({ x: 0, y: -100 });
    expect(axisAngle(1, 11) - axisAngle(0, 11)).toBeCloseTo((2 * Math.PI) / 11);
    expect(radarSummary({ VIS: 0.5 }, ANALYSIS_DIMENSIONS)).toBe(
      "Netzdiagramm deines Lernprofils mit 11 Dimensionen. Am stärksten ausgeprägt: Visuell. Alle Werte " +
        "stehen in der Liste darunter.",
    );
  });
});
