import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";
import { EVAL_SETS, readSubjectSets } from "./conversations.ts";

// The tune set and the hold-out set of `npm run eval:tutor` stay apart
// (docs/decisions/048-tutor-eval-holdout.md): the hold-out folder sits inside the tune set's
// folder, so reading the tune set must not pick it up, and no pupil turn may be in both.
const tune = readSubjectSets(EVAL_SETS.tune);
const holdout = readSubjectSets(EVAL_SETS.holdout);
const pupilTurns = (sets: typeof tune) =>
  sets.flatMap((s) => s.conversations.flatMap((c) => c.turns.map((t) => t.pupil)));

describe("the hold-out set", () => {
  it("parses and has at least 8 conversations for every subject, each marked as hold-out", () => {
    expect(holdout.map((s) => s.subject)).toEqual([...SUBJECT_IDS]);
    for (const set of holdout) {
      expect(set.conversations.length, set.subject).toBeGreaterThanOrEqual(8);
      for (const c of set.conversations) expect(c.about, `${set.subject}/${c.id}`).toBe("hold-out");
    }
  });

  it("is not read with the tune set, and shares no pupil turn with it", () => {
    const topLevel = readdirSync(EVAL_SETS.tune).filter((name) => name.endsWith(".json"));
    expect(tune).toHaveLength(topLevel.length);
    expect(tune.flatMap((s) => s.conversations).some((c) => c.about === "hold-out")).toBe(false);
    const tuneTurns = new Set(pupilTurns(tune));
    expect(pupilTurns(holdout).filter((text) => tuneTurns.has(text))).toEqual([]);
  });
});
