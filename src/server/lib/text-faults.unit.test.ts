import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUtf8, jsonTextFault, MAX_JSON_DEPTH, urlTextFault } from "./text-faults.ts";

/** Any code point, with NUL, surrogate halves (which may pair up) and JSON's own marks often. */
const hostileUnit = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "\\", '"', "[", "{"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);

/** No unpaired surrogate (encodeURIComponent throws on one; the lib target lacks isWellFormed). */
function wellFormed(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("jsonTextFault", () => {
  it.each([
    ["a NUL escape", String.raw`{"name":"a\u0000b"}`, "nul"],
    ["a raw NUL", '{"name":"a\u0000b"}', "nul"],
    ["a lone high surrogate escape", String.raw`{"topic":"\ud800"}`, "lone_surrogate"],
    ["a high surrogate escape before text", String.raw`{"topic":"\uD83Dx"}`, "lone_surrogate"],
    ["a lone low surrogate escape", String.raw`{"topic":"\udc00"}`, "lone_surrogate"],
    ["a raw lone surrogate", '{"topic":"\ud800"}', "lone_surrogate"],
    ["nesting one level too deep", nested(MAX_JSON_DEPTH + 1), "too_deep"],
    ["100 000 levels of arrays", "[".repeat(100_000), "too_deep"],
  ])("finds %s", (_, text, fault) => {
    expect(jsonTextFault(text)).toBe(fault);
  });

  it.each([
    ["an escaped pair", String.raw`{"t":"\ud83d\ude00"}`],
    ["a raw pair", '{"t":"😀"}'],
    ["an escaped backslash before u0000", String.raw`{"t":"C:\\u0000"}`],
    ["brackets inside strings", `{"t":"${"[".repeat(500)}"}`],
    ["an escaped quote before brackets", String.raw`{"t":"\"[[[["}`],
    ["nesting at the cap", nested(MAX_JSON_DEPTH)],
    ["malformed JSON (left to JSON.parse)", '{"a": \\u12'],
  ])("passes %s", (_, text) => {
    expect(jsonTextFault(text)).toBeNull();
  });

  it("agrees with JSON.parse about what a string decodes to", () => {
    fc.assert(
      fc.property(fc.string({ unit: hostileUnit, maxLength: 40 }), (value) => {
        const text = JSON.stringify({ value });
        const decoded = (JSON.parse(text) as { value: string }).value;
        const storable = !decoded.includes("\u0000") && wellFormed(decoded);
        expect(jsonTextFault(text) === null).toBe(storable);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("urlTextFault", () => {
  it.each([
    ["/api/x?topic=a%00b", "nul"],
    ["/api/subjects/%00/enroll", "nul"],
    ["/api/x?topic=%ED%A0%80", "invalid_utf8"],
    ["/api/x?topic=%C3", "invalid_utf8"],
  ])("finds a fault in %s", (url, fault) => {
    expect(urlTextFault(url)).toBe(fault);
  });

  it.each(["/api/x?topic=Br%C3%BCche", "/api/x?topic=100%", "/api/x?topic=%25C3", "/api/sessions"])(
    "passes %s",
    (url) => {
      expect(urlTextFault(url)).toBeNull();
    },
  );
});

describe("decodeUtf8", () => {
  it("refuses a surrogate encoded as bytes and passes UTF-8", () => {
    expect(decodeUtf8(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]).buffer)).toBeNull();
    expect(decodeUtf8(new TextEncoder().encode('"Brüche"').buffer as ArrayBuffer)).toBe('"Brüche"');
  });
});
