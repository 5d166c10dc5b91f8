import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate", () => {
  it("writes dates the German way", () => {
    expect(formatDate(new Date(2025, 2, 7, 12))).toBe("07.03.2025");
  });

  it("gives an empty string for an unreadable value", () => {
    expect(formatDate("kein Datum")).toBe("");
  });
});
