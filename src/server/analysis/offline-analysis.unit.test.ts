import { describe, expect, it } from "vitest";
import { type SessionAnalysis, sessionAnalysisSchema } from "#shared/contracts/analysis.ts";
import { findCompetency } from "#shared/domain/competencies.ts";
import { nextCompetencyStatus } from "#shared/domain/competency-progress.ts";
import { DIMENSIONS, type DimensionValues } from "#shared/domain/learning-profile.ts";
import { SUBJECT_IDS } from "#shared/domain/subjects.ts";
import { analysisInput, conversation, ENGAGED_MATH, PASSIVE_MATH } from "./analysis-fixtures.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import { analyseOffline } from "./offline-analysis.ts";
import { sampleMathTranscript } from "./sample-transcript.ts";

const analyse = (turns: AnalysisInput["turns"], extra: Partial<AnalysisInput> = {}) =>
  analyseOffline(analysisInput(turns, extra));

const pupilTexts = (input: AnalysisInput) =>
  input.turns.filter((t) => t.role === "user" && !t.text.startsWith("[")).map((t) => t.text);

function expectGrounded(analysis: SessionAnalysis, input: AnalysisInput) {
  const texts = pupilTexts(input);
  for (const update of analysis.competencyUpdates) {
    expect(update.evidenceText.length).toBeGreaterThan(0);
    for (const quote of update.evidenceText) expect(texts.some((t) => t.includes(quote))).toBe(true);
    expect(findCompetency(update.competencyId)?.subjectId).toBe(input.subjectId);
  }
}

const allText = (a: SessionAnalysis) =>
  [a.summary, ...a.insights, ...a.nextSteps, ...a.competencyUpdates.map((u) => u.progressNotes)].join("\n");

describe("offline analysis", () => {
  it("matches the contract and is grounded in the transcript", () => {
    const input = analysisInput(sampleMathTranscript(60));
    const analysis = analyseOffline(input);
    expect(sessionAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.producer).toBe("offline");
    expect(analysis.timestamp).toBe("2025-03-03T14:30:00.000Z");
    expectGrounded(analysis, input);
    expect(analysis.competencyUpdates.map((u) => u.competencyId)).toContain("mathematik-ma-1-a-3");
    expect(analysis.competencyUpdates.reduce((n, u) => n + u.timeSpentMinutes, 0)).toBe(20);
  });

  it("scores an engaged, correct session above a passive one", () => {
    const engaged = analyse(ENGAGED_MATH);
    const passive = analyse(PASSIVE_MATH);
    expect(engaged.sessionQuality.engagement).toBeGreaterThan(passive.sessionQuality.engagement);
    expect(engaged.sessionQuality.comprehension).toBeGreaterThan(passive.sessionQuality.comprehension);
    expect(engaged.sessionQuality.sessionQuality).toBeGreaterThan(passive.sessionQuality.sessionQuality);
    expect(engaged.sessionQuality.difficulty).toBeLessThan(passive.sessionQuality.difficulty);
    expect(engaged.independence.score).toBeGreaterThan(passive.independence.score);
    expect(engaged.insights[0]).toMatch(/stark/);
    expect(passive.insights[0]).toMatch(/^Nächstes Mal: Probier zuerst selbst/);
    expect(passive.competencyUpdates).toEqual([]); // asking for the answer is no work on a competency
  });

  it("writes kind German with true counts and no ß", () => {
    const analysis = analyse(ENGAGED_MATH);
    expect(analysis.summary).toMatch(/^In dieser Session in Mathematik ging es um Brüche\./);
    expect(analysis.summary).toContain("7 Nachrichten");
    expect(analysis.summary).toContain("5 Antworten prüfen lassen (5 davon richtig)");
    expect(analysis.summary).toContain("2 eigene Fragen");
    expect(analysis.insights[0]).toBe(
      "Du hast 5 Antworten selbst erarbeitet und 2 eigene Fragen gestellt – stark, so lernst du am meisten!",
    );
    expect(analysis.insights.filter((i) => i.includes("eigene Frage"))).toHaveLength(1);
    expect(analysis.insights.length).toBeGreaterThanOrEqual(2);
    expect(analysis.insights.length).toBeLessThanOrEqual(5);
    expect(analysis.nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(analysis.nextSteps.length).toBeLessThanOrEqual(4);
    for (const a of [analysis, analyse(PASSIVE_MATH), analyse(sampleMathTranscript(60))]) {
      expect(allText(a)).not.toContain("ß");
    }
  });

  it("names a single checked answer in correct German, never «1 von 1 geprüften Antwort(en)»", () => {
    const one = analyse(
      conversation([["3/4 + 1/8 = 7/8", "Richtig, super gemacht!"]], "Was gibt 3/4 + 1/8?"),
    );
    expect(allText(one)).not.toMatch(/von 1 geprüften/);
    expect(one.summary).toContain("1 Antwort prüfen lassen (sie war richtig)");
    expect(one.insights.join("\n")).toContain("Deine geprüfte Antwort war richtig");
    expect(one.competencyUpdates.map((u) => u.progressNotes).join("\n")).toContain(
      "war deine geprüfte Antwort richtig",
    );
  });

  it("never quotes file messages", () => {
    const turns = conversation([
      ["[DOKUMENT ANALYSIERT: blatt.pdf] Aufgabe 1: 3/4 + 1/8 = ? Bruch kürzen, Nenner gleich", "Danke!"],
      ["3/4 + 1/8 = 7/8", "Richtig, super gemacht!"],
      ["[DATEI-KONTEXT] Brüche: 1/2 + 1/2", ""],
    ]);
    const analysis = analyse(turns);
    const evidence = analysis.competencyUpdates.flatMap((u) => u.evidenceText);
    expect(evidence).toEqual(["3/4 + 1/8 = 7/8"]);
    expect(allText(analysis)).not.toMatch(/blatt\.pdf|kürzen/);
  });

  it("takes the previous status from the input and the new one by the shared rule", () => {
    const fresh = analyse(ENGAGED_MATH);
    const fractions = fresh.competencyUpdates.find((u) => u.competencyId === "mathematik-ma-1-a-3");
    expect(fractions).toMatchObject({ previousStatus: "pending", newStatus: "in_progress" });
    expect(fractions?.confidenceScore).toBeGreaterThanOrEqual(80);

    const again = analyse(ENGAGED_MATH, { competencyStatus: { "mathematik-ma-1-a-3": "in_progress" } });
    const update = again.competencyUpdates.find((u) => u.competencyId === "mathematik-ma-1-a-3");
    expect(update).toMatchObject({ previousStatus: "in_progress", newStatus: "mastered" });
    for (const u of again.competencyUpdates) {
      expect(u.newStatus).toBe(nextCompetencyStatus(u.previousStatus, u.confidenceScore));
    }
    expect(update?.demonstratedSkills[0]).toBe("Brüche berechnet (5 richtig)");
  });

  it("reports only competencies of the pupil's cycle and subject, at most 3", () => {
    const primary = { schoolType: "PRIMARY" as const, grade: 1, learningProfile: null };
    const english = conversation([["dog heisst Hund", "Richtig!"]], "Was heisst «Hund» auf Englisch?");
    expect(
      analyse(english, { subjectId: "englisch", subjectName: "Englisch", pupil: primary }).competencyUpdates,
    ).toEqual([]);
    const older = analyse(english, { subjectId: "englisch", subjectName: "Englisch", pupil: null });
    expect(older.competencyUpdates.map((u) => u.competencyId)).toEqual(["englisch-fs1e-5-b-1"]);

    const physics = conversation([["Die Kraft ist 20 Newton, und die Geschwindigkeit 5 m/s", "Richtig!"]]);
    const young = analyse(physics, { subjectId: "physik", pupil: { ...primary, grade: 5 } });
    expect(young.competencyUpdates.map((u) => u.competencyId)).toEqual(["physik-nmg-3-1"]);
    const teen = analyse(physics, { subjectId: "physik" });
    expect(teen.competencyUpdates.map((u) => u.competencyId)).toEqual(["physik-nt-5-1"]);

    const busy = conversation([
      ["Brüche: 1/2 + 1/4 = 3/4", "Richtig!"],
      ["2x + 3 = 11, also x = 4", "Richtig!"],
      ["Die Fläche ist 12 cm²", "Richtig!"],
      ["Der Winkel ist 90 Grad", "Richtig!"],
    ]);
    expect(analyse(busy).competencyUpdates).toHaveLength(3);
  });

  it("shows only what this session showed, within ±0.2, never the quiz's values or TXT", () => {
    const quiz = Object.fromEntries(DIMENSIONS.map((d) => [d, 0.9])) as DimensionValues;
    const curious = conversation([
      ["Warum ist das so?", "Gute Frage!"],
      ["Wieso geht das?", "Gute Frage!"],
      ["Weshalb funktioniert das?", "Gute Frage!"],
      ["Stimmt das?", "Ja."],
      ["Stimmt das so?", "Ja."],
      ["Stimmt das jetzt?", "Ja."],
      ["Ist das richtig?", "Ja."],
    ]);
    const withQuiz = analyse(curious, {
      pupil: { schoolType: "SECONDARY", grade: 2, learningProfile: quiz },
    });
    expect(withQuiz.learningProfile).toEqual({ MOT: 0.2, FB: -0.2, PROC: -0.1 }); // short turns: quick
    expect(analyse(curious).learningProfile).toEqual(withQuiz.learningProfile);
    expect(analyse(conversation([["ok", "Gut."]])).learningProfile).toEqual({});
    // Going on after a mistake shows; giving up once is not shown as low «Fehlerfreundlichkeit».
    const wrong: [string, string] = ["5/8", "Das stimmt noch nicht ganz. Mach zuerst die Nenner gleich."];
    expect(analyse(conversation([wrong, ["19/15", "Richtig!"]])).learningProfile).toEqual({ ERR: 0.2 });
    expect(
      analyse(conversation([wrong, ["sag mir die Lösung", "Hier ist sie: 19/15."]])).learningProfile,
    ).toEqual({});
    // «ok», «weiss nicht» and requests for the answer show no way of learning.
    expect(
      analyse(PASSIVE_MATH, { pupil: { schoolType: "SECONDARY", grade: 2, learningProfile: quiz } })
        .learningProfile,
    ).toEqual({});
  });

  it("never quotes a turn the tutor answered with the crisis help", () => {
    // Crisis sessions are not graded at all (care-analysis.ts); this guards a transcript whose
    // crisis answer was not recorded as a safety event.
    const turns = conversation([
      ["1/2 + 1/4 = 3/4", "Richtig, super gemacht!"],
      [
        "Ich will nicht mehr, 1/2 ist mir egal",
        "Danke, dass du mir das schreibst. Bei Pro Juventute kannst du jederzeit reden: Ruf die 147 an oder schreib im Chat auf 147.ch.",
      ],
    ]);
    const analysis = analyse(turns);
    expect(allText(analysis)).not.toContain("egal");
    expect(analysis.competencyUpdates.flatMap((u) => u.evidenceText)).toEqual(["1/2 + 1/4 = 3/4"]);
  });

  it("judges the interview by substance, not by right answers", () => {
    const turns = conversation(
      [
        [
          "Ich möchte Koch werden, weil ich gern koche. In der Schnupperlehre im Restaurant Sonne durfte ich zum Beispiel Gemüse rüsten.",
          "Danke! Was sind deine Stärken?",
        ],
        [
          "Ich bin zuverlässig und pünktlich, im Verein helfe ich beim Training der Kleinen.",
          "Richtig gut! Hast du noch Fragen an uns?",
        ],
        ["Wie sieht ein typischer Tag in der Lehre aus?", "Gute Frage!"],
      ],
      "Grüezi! Warum möchtest du diese Lehre machen?",
    );
    const input = analysisInput(turns, {
      subjectId: "bewerbungsgespraech",
      subjectName: "Bewerbungsgespräch",
    });
    const analysis = analyseOffline(input);
    expect(sessionAnalysisSchema.safeParse(analysis).success).toBe(true);
    expectGrounded(analysis, input);
    expect(analysis.insights[0]).toBe(
      "Du hast 2 Fragen im Gespräch selbst beantwortet und 1 eigene Frage gestellt – stark!",
    );
    expect(analysis.insights.join(" ")).toContain("kein Richtig oder Falsch");
    expect(analysis.summary).toContain("2 Fragen im Gespräch beantwortet");
    expect(analysis.competencyUpdates.map((u) => u.competencyId)).toContain("bewerbungsgespraech-bo-1-1");
    for (const u of analysis.competencyUpdates) expect(u.confidenceScore).toBeLessThanOrEqual(75);
  });

  it("copes with a single message, any subject and no pupil data", () => {
    for (const subjectId of [...SUBJECT_IDS, null]) {
      const input = analysisInput(conversation([["Hallo", ""]]), {
        subjectId,
        subjectName: null,
        pupil: null,
        durationSeconds: 0,
      });
      const analysis = analyseOffline(input);
      expect(sessionAnalysisSchema.safeParse(analysis).success).toBe(true);
      expect(analysis.summary).toContain("1 Nachricht geschrieben");
    }
  });

  it("cuts a long pupil turn used as evidence at a word boundary", () => {
    const long = `Ich rechne 1/2 + 1/4 so: ${"zuerst erweitere ich den Bruch und dann ".repeat(12)}= 3/4`;
    const analysis = analyse(conversation([[long, "Richtig, super gemacht!"]]));
    const [quote] = analysis.competencyUpdates[0]?.evidenceText ?? [];
    expect(quote?.length).toBeLessThanOrEqual(300);
    expect(quote?.endsWith("…")).toBe(true);
    expect(long.startsWith(quote?.slice(0, -1) ?? "x")).toBe(true);
  });
});
