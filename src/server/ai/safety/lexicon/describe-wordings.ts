import { describe, expect, it } from "vitest";
import { detectByRules } from "../crisis.ts";

/**
 * A lexicon file's unit cases (decision 019), for its tests only: the rules alone catch every
 * wording that must get the card and leave every harmless one alone. The classifier beside the
 * rules is measured on the corpus instead (crisis-corpus.unit.test.ts, npm run eval:safety).
 */
export function describeWordings(title: string, cases: { mustTrigger: string[]; mustNotTrigger: string[] }) {
  describe(title, () => {
    it("has enough cases", () => {
      expect(cases.mustTrigger.length).toBeGreaterThanOrEqual(30);
      expect(cases.mustNotTrigger.length).toBeGreaterThanOrEqual(30);
    });

    it.each(cases.mustTrigger)("detects %j", (text) => {
      expect(detectByRules(text)).not.toBeNull();
    });

    it.each(cases.mustNotTrigger)("leaves %j alone", (text) => {
      expect(detectByRules(text)).toBeNull();
    });
  });
}
