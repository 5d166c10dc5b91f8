import { describe, expect, it } from "vitest";
import { cutText, truncate } from "./truncate.ts";

describe("truncate", () => {
  it("keeps a text that fits", () => {
    expect(truncate("Brüche addieren", 60)).toBe("Brüche addieren");
    expect(truncate("x".repeat(60), 60)).toBe("x".repeat(60));
  });

  it("cuts a longer text to the limit and adds an ellipsis", () => {
    expect(truncate("x".repeat(61), 60)).toBe(`${"x".repeat(60)}…`);
    expect(truncate("a".repeat(150), 100)).toBe(`${"a".repeat(100)}…`);
  });

  it("drops spaces before the ellipsis and around the text", () => {
    expect(truncate("Wir haben heute viel geübt", 10)).toBe("Wir haben…");
    expect(truncate("  kurz  ", 60)).toBe("kurz");
  });

  it("never splits an emoji", () => {
    expect(truncate("🧮🧮🧮", 2)).toBe("🧮🧮…");
  });
});

describe("cutText", () => {
  it("cuts to the limit with an ellipsis, never in half an emoji", () => {
    expect(cutText("abcdef", 6)).toBe("abcdef");
    expect(cutText("abcdef", 4)).toBe("abc…");
    expect(cutText("ab😀cd", 4)).toBe("ab…");
  });
});
