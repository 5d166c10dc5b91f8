import { describe, expect, it } from "vitest";
import { COMPETENCIES } from "#shared/domain/competencies.ts";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";
import { CORE_TOPICS, MIN_CORE_TOPICS } from "./core-topics.ts";
import { talk } from "./test-conversation.ts";

// Issue 17, «Explain, then practise»: at least 15 core topics per subject, each mapped to
// Lehrplan 21 codes of that subject, explained when a pupil asks, then checked with a question.
describe.each(SUBJECT_IDS)("core topics of %s", (subjectId) => {
  const topics = CORE_TOPICS[subjectId];
  const codes = new Set(COMPETENCIES.filter((c) => c.subjectId === subjectId).map((c) => c.code));

  it(`has at least ${MIN_CORE_TOPICS} distinct topics`, () => {
    const labels = topics.map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.length).toBeGreaterThanOrEqual(MIN_CORE_TOPICS);
  });

  it("maps every topic to Lehrplan 21 codes of this subject", () => {
    for (const topic of topics) {
      expect(topic.lp21.length, topic.label).toBeGreaterThan(0);
      for (const code of topic.lp21) expect(codes.has(code), `${topic.label}: ${code}`).toBe(true);
    }
  });

  it("explains in Swiss spelling and short enough for a pupil", () => {
    for (const topic of topics) {
      expect(topic.explanation, topic.label).not.toMatch(/ß/);
      expect(topic.explanation.length, topic.label).toBeGreaterThan(60);
      expect(topic.explanation.length, topic.label).toBeLessThan(700);
    }
  });

  it.each(topics.map((t) => [t.label, t] as const))(
    "explains «%s» when asked, then asks a question that checks it",
    (label, topic) => {
      const [reply] = talk(subjectId, [`Kannst du mir ${label} erklären?`]);
      expect(reply).toContain(topic.explanation);
      const after = reply?.slice((reply.indexOf(topic.explanation) ?? 0) + topic.explanation.length) ?? "";
      expect(after).toMatch(/\?/);
    },
  );
});
