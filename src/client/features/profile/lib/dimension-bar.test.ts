import { describe, expect, it } from "vitest";
import { barSpan } from "./dimension-bar.ts";

describe("barSpan", () => {
  it("grows right from the middle for positive values and left for negative ones", () => {
    expect(barSpan(0.5)).toEqual({ left: 50, width: 25 });
    expect(barSpan(-0.5)).toEqual({ left: 25, width: 25 });
    expect(barSpan(0)).toEqual({ left: 50, width: 0 });
    expect(barSpan(-2)).toEqual({ left: 0, width: 50 });
  });
});
