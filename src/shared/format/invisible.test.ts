import { describe, expect, it } from "vitest";
import { hasInvisible, stripInvisible } from "./invisible.ts";

describe("stripInvisible", () => {
  it("removes zero-width, bidi, tag, variation-selector and control characters", () => {
    const text = "a\u200Bb\u200Cc\u200Dd\u2060e\uFEFFf\u00ADg\u202Eh\u2066i\u200Fj\u{E0041}k\uFE0Fl\u0007m";
    expect(stripInvisible(text)).toBe("abcdefghijklm");
    expect(hasInvisible(text)).toBe(true);
  });

  it("keeps what people see: umlauts, accents, tabs, line breaks, emoji", () => {
    const text = "Grüezi é\tß\nZeile 2 🙂";
    expect(stripInvisible(text)).toBe(text);
    expect(hasInvisible(text)).toBe(false);
  });

  it("turns Unicode line separators into line breaks", () => {
    expect(stripInvisible("a\u2028b\u2029c")).toBe("a\nb\nc");
  });
});
