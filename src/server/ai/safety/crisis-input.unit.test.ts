import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { careReply, returnsToSubject } from "./care-mode.ts";
import { detectCrisis } from "./crisis.ts";
import { CRISIS_KINDS } from "./crisis-kinds.ts";

// Whatever a pupil sends, detection and the care replies answer: no throw, a known kind or
// none. Invisible characters, capitals, emojis and noise around a crisis message do not hide it.
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({
    unit: fc.constantFrom("\u0000", "\u0007", "\u001b", "\u200b", "\ud800", "\udfff", "😭", "💊", " "),
    maxLength: 200,
  }),
);

describe("crisis detection on any input", () => {
  it("never throws and returns a known kind or nothing", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const found = detectCrisis(text);
        expect(found === null || CRISIS_KINDS.includes(found.kind)).toBe(true);
        expect(careReply(text)).toContain("147.ch");
        expect(typeof returnsToSubject(text)).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  }, 60_000); // 2000 messages of up to 300 characters: seconds on a busy machine

  it("handles 10 000 characters of words, emojis or one letter", () => {
    for (const text of [
      "ich ".repeat(2500),
      "😭".repeat(5000),
      "a".repeat(10_000),
      `${"mathe ".repeat(1600)} ich will nicht mehr leben`,
    ]) {
      expect(() => detectCrisis(text)).not.toThrow();
    }
    expect(detectCrisis(`${"mathe ".repeat(1600)} ich will nicht mehr leben`)).not.toBeNull();
  });

  it("sees a crisis message through invisible characters, capitals and noise around it", () => {
    const invisible = fc.constantFrom("\u200b", "\u200d", "\u2060", "\u00ad", "\ufeff");
    fc.assert(
      fc.property(
        fc.constantFrom("ich will nicht mehr leben", "ich ritze mich", "mein vater schlägt mich"),
        fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 5 }),
        fc.boolean(),
        fc.constantFrom("", "hallo ", "😭😭 ", "Mathe ist blöd. "),
        fc.constantFrom("", " 😔", "...", " bitte hilf mir"),
        (message, inserts, shout, before, after) => {
          let text = shout ? message.toUpperCase() : message;
          for (const [at, mark] of inserts) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + mark + text.slice(i);
          }
          expect(detectCrisis(before + text + after)).not.toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});
