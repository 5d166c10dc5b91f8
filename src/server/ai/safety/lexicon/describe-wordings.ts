import { beforeAll, describe, expect, it } from "vitest";
import { detectByRules, detectCrisis } from "../crisis.ts";

/**
 * V8 compiles a regular expression the first time it runs, and the first message checked runs
 * every rule's pattern: about a second, several on busy cores (two test workers:
 * docs/decisions/034-ci-speed.md). Done once before a file's tests, under the hook's own
 * timeout, so no single test carries it.
 */
export function compileRulesFirst() {
  beforeAll(() => {
    detectCrisis("Wie geht Bruchrechnen?");
  });
}

/**
 * A lexicon file's unit cases (decision 019), for its tests only: the rules alone catch every
 * wording that must get the card and leave every harmless one alone. The classifier beside the
 * rules is measured on the corpus instead (crisis-corpus.unit.test.ts, npm run eval:safety).
 */
export function describeWordings(title: string, cases: { mustTrigger: string[]; mustNotTrigger: string[] }) {
  describe(title, () => {
    compileRulesFirst();

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
