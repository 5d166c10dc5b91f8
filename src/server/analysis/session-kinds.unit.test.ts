import { beforeAll, describe, expect, it } from "vitest";
import { detectByRules } from "#server/ai/safety/crisis.ts";
import { careAnalysisSchema, type GradedAnalysis, gradedAnalysisSchema } from "#shared/contracts/analysis.ts";
import { DIMENSIONS, type DimensionValues, strengthWord } from "#shared/domain/learning-profile.ts";
import { analysisInput, conversation } from "./analysis-fixtures.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import type { ModelAnalysisOutput } from "./analysis-prompts.ts";
import { type SessionKind, transcriptsOf } from "./analysis-transcripts.ts";
import { careAnalysis } from "./care-analysis.ts";
import { candidateCompetencies } from "./competency-common.ts";
import { checkedAnalysis } from "./model-analysis.ts";
import { analyseOffline } from "./offline-analysis.ts";

// Issue 16, "a believable analysis": transcripts of five kinds of session
// (analysis-transcripts.ts), and what the analysis must make of each of them.

type Analysed = { name: string; input: AnalysisInput; analysis: GradedAnalysis };
const analysed = (kind: SessionKind): Analysed[] =>
  transcriptsOf(kind).map(({ name, input }) => ({ name, input, analysis: analyseOffline(input) }));

const ENGAGED = analysed("engaged");
const COPYING = analysed("copying");
const PASSIVE = analysed("passive");
const OFF_TOPIC = analysed("offTopic");

const pupilTurns = (input: AnalysisInput) => input.turns.filter((t) => t.role === "user").map((t) => t.text);
const tutorTurns = (input: AnalysisInput) =>
  input.turns.filter((t) => t.role === "assistant").map((t) => t.text);
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/** Asking for the solution or a hint, and filler, written independently of signal-words.ts. */
const REQUEST_OR_FILLER =
  /\b(sag|säg|gib|gimmer|mach du|lösung|lösig|antwort|tipp|weiss (es )?(nicht|nöd)|keine ahnung|kei ahnig)\b|^(ok|okay|k|hmm|mhm|ja|jo|\?|ok…)$/i;

const MEASURES = {
  comprehension: (a: GradedAnalysis) => a.sessionQuality.comprehension,
  independence: (a: GradedAnalysis) => a.independence.score,
  competencies: (a: GradedAnalysis) => a.competencyUpdates.length,
} as const;

describe("transcripts of each kind of session", () => {
  it.each(["engaged", "copying", "passive", "offTopic", "crisis"] as const)(
    "has at least 10 varied %s transcripts: three subjects, short and long, some in dialect",
    (kind) => {
      const cases = transcriptsOf(kind);
      expect(cases.length).toBeGreaterThanOrEqual(10);
      expect(new Set(cases.map((c) => c.input.subjectId))).toEqual(
        new Set(["mathematik", "deutsch", "biologie"]),
      );
      const lengths = cases.map((c) => c.input.turns.length);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeGreaterThanOrEqual(4);
      const dialect = /\b(chönd|üebe|säg|mer|git|isch|nöd|ahnig|hüt|will .* glich)\b/i;
      expect(cases.some((c) => pupilTurns(c.input).some((t) => dialect.test(t)))).toBe(true);
      expect(new Set(cases.map((c) => JSON.stringify(c.input.turns))).size).toBe(cases.length);
    },
  );
});

describe("the offline analysis orders the kinds of session", () => {
  it.each(Object.keys(MEASURES) as (keyof typeof MEASURES)[])(
    "engaged > copying > passive in %s, for every transcript",
    (measure) => {
      const value = MEASURES[measure];
      for (const [higher, lower] of [
        [ENGAGED, COPYING],
        [COPYING, PASSIVE],
      ] as const) {
        for (const h of higher) {
          for (const l of lower) {
            expect(value(h.analysis), `${h.name} > ${l.name}`).toBeGreaterThan(value(l.analysis));
          }
        }
      }
    },
  );

  it("credits competencies only on the pupil's own right answers, never on a request or the tutor's words", () => {
    for (const { name, input, analysis } of [...ENGAGED, ...COPYING, ...PASSIVE, ...OFF_TOPIC]) {
      const pupil = pupilTurns(input);
      const tutor = tutorTurns(input).map(fold);
      for (const update of analysis.competencyUpdates) {
        expect(update.evidenceText.length, name).toBeGreaterThan(0);
        for (const quote of update.evidenceText) {
          const turn = pupil.find((t) => t.includes(quote));
          expect(turn, `${name}: «${quote}» is the pupil's`).toBeDefined();
          expect(REQUEST_OR_FILLER.test(quote), `${name}: «${quote}» is no request`).toBe(false);
          expect(
            tutor.some((t) => t.includes(fold(quote))),
            `${name}: «${quote}» was not the tutor's`,
          ).toBe(false);
          const at = input.turns.findIndex((t) => t.role === "user" && t.text === turn);
          expect(input.turns[at + 1]?.text, `${name}: «${quote}» was judged right`).toMatch(
            /^(Richtig|Genau|Stark|Sehr gut|Korrekt|Bravo)/,
          );
        }
      }
    }
  });

  it("scores a passive session low: below a pupil who solved 2/3 + 3/5 and 3/4 + 1/8", () => {
    const solver = analyseOffline(
      analysisInput(
        conversation(
          [
            ["19/15", "Richtig, super gemacht! Nächste Aufgabe: Was ist 3/4 + 1/8?"],
            ["7/8", "Genau, das stimmt!"],
          ],
          "Gut, wir üben Brüche.\n\nWas ist 2/3 + 3/5?",
        ),
      ),
    );
    for (const { name, analysis } of PASSIVE) {
      expect(analysis.sessionQuality.comprehension, name).toBeLessThan(solver.sessionQuality.comprehension);
      expect(analysis.sessionQuality.engagement, name).toBeLessThan(solver.sessionQuality.engagement);
      expect(analysis.sessionQuality.comprehension, name).toBeLessThanOrEqual(0.2);
      expect(analysis.sessionQuality.engagement, name).toBeLessThanOrEqual(0.2);
      expect(analysis.competencyUpdates, name).toEqual([]);
      // Kind: an invitation for next time, no praise for work that was not there.
      expect(analysis.insights[0], name).toMatch(/^Nächstes Mal:/);
      expect(analysis.insights.join(" "), name).not.toMatch(/stark|richtig/i);
    }
  });

  it("gives off-topic chat no competency and less than any engaged session", () => {
    const least = (pick: (a: GradedAnalysis) => number) => Math.min(...ENGAGED.map((e) => pick(e.analysis)));
    for (const { name, analysis } of OFF_TOPIC) {
      expect(analysis.competencyUpdates, name).toEqual([]);
      expect(analysis.sessionQuality.comprehension, name).toBeLessThan(
        least((a) => a.sessionQuality.comprehension),
      );
      expect(analysis.sessionQuality.engagement, name).toBeLessThan(
        least((a) => a.sessionQuality.engagement),
      );
      expect(analysis.independence.score, name).toBeLessThan(least((a) => a.independence.score));
    }
  });

  it("shows only what the session showed in the profile, never the quiz, never «Sehr schwach»", () => {
    const lowQuiz = Object.fromEntries(DIMENSIONS.map((d) => [d, -0.9])) as DimensionValues;
    for (const { name, input, analysis } of [...ENGAGED, ...COPYING, ...PASSIVE, ...OFF_TOPIC]) {
      expect(gradedAnalysisSchema.safeParse(analysis).success, name).toBe(true);
      const withQuiz = analyseOffline({
        ...input,
        pupil: { schoolType: "SECONDARY", grade: 1, learningProfile: lowQuiz },
      });
      expect(withQuiz.learningProfile, name).toEqual(analysis.learningProfile);
      for (const value of Object.values(analysis.learningProfile)) {
        expect(strengthWord(value ?? 0), name).not.toBe("Sehr schwach");
      }
    }
    for (const { name, analysis } of [...PASSIVE, ...OFF_TOPIC]) {
      expect(analysis.learningProfile, name).toEqual({});
    }
  });
});

describe("crisis sessions", () => {
  // The first call builds the crisis rules, which takes seconds on a busy machine.
  beforeAll(() => void detectByRules("hallo"), 60_000);

  it.each(transcriptsOf("crisis").map((c) => [c.name, c.input] as const))(
    "%s: the crisis is detected, and the analysis neither scores nor quotes it",
    (_name, input) => {
      // The chat answers the crisis line with the help and records a safety event, so the
      // worker stores the fixed caring result (care-analysis.ts) instead of a grade.
      const crisisTurns = pupilTurns(input).filter((t) => detectByRules(t) !== null);
      expect(crisisTurns.length).toBeGreaterThan(0);
      const care = careAnalysisSchema.parse(careAnalysis(input.now));
      expect(care).toMatchObject({
        sessionQuality: null,
        independence: null,
        competencyUpdates: [],
        insights: [],
        nextSteps: [],
        learningProfile: {},
      });
      for (const line of crisisTurns) expect(JSON.stringify(care)).not.toContain(line);
      // Were the event ever missing, the offline producer still never quotes the crisis turn.
      const fallback = JSON.stringify(analyseOffline(input));
      for (const line of crisisTurns) expect(fallback).not.toContain(line);
    },
  );
});

describe("a model's competencies are checked the same way", () => {
  const everything = (input: AnalysisInput): ModelAnalysisOutput => ({
    summary: "Du hast geübt.",
    sessionQuality: {
      difficulty: 0.5,
      engagement: 0.9,
      quality: 0.9,
      comprehension: 0.9,
      sessionQuality: 0.9,
    },
    // A careless model: every candidate competency, with every turn of the session as evidence.
    competencies: candidateCompetencies(input)
      .slice(0, 12)
      .map((c) => ({
        competencyId: c.id,
        confidenceScore: 90,
        detectionConfidence: 0.9,
        progressNotes: "Gut gemacht.",
        demonstratedSkills: ["geübt"],
        evidenceText: input.turns.map((t) => t.text),
      })),
    insights: [],
    nextSteps: [],
    learningProfile: {},
  });

  it("keeps no quote that is a request, filler, a copied solution, a wrong answer or the tutor's", () => {
    for (const { name, input } of [...transcriptsOf("copying"), ...transcriptsOf("passive")]) {
      const analysis = checkedAnalysis(input, everything(input));
      const tutor = tutorTurns(input).map(fold);
      for (const quote of analysis.competencyUpdates.flatMap((u) => u.evidenceText)) {
        expect(
          pupilTurns(input).some((t) => t.includes(quote)),
          `${name}: «${quote}»`,
        ).toBe(true);
        expect(REQUEST_OR_FILLER.test(quote), `${name}: «${quote}» is no request`).toBe(false);
        expect(
          tutor.some((t) => t.includes(fold(quote))),
          `${name}: «${quote}» not the tutor's`,
        ).toBe(false);
      }
    }
  });

  it("drops every competency of a passive or off-topic session and keeps its scores low", () => {
    for (const { name, input } of [...transcriptsOf("passive"), ...transcriptsOf("offTopic")]) {
      const analysis = checkedAnalysis(input, everything(input)); // the model says 0.9
      expect(analysis.competencyUpdates, name).toEqual([]);
      expect(analysis.sessionQuality.engagement, name).toBeLessThanOrEqual(0.2);
      expect(analysis.sessionQuality.comprehension, name).toBeLessThanOrEqual(0.2);
      expect(analysis.sessionQuality.sessionQuality, name).toBeLessThanOrEqual(0.2);
    }
    // With own work the model's judgement stands.
    const [engaged] = transcriptsOf("engaged");
    if (!engaged) throw new Error("no engaged transcript");
    expect(checkedAnalysis(engaged.input, everything(engaged.input)).sessionQuality.comprehension).toBe(0.9);
  });
});
