import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIMENSIONS } from "#shared/domain/learning-profile.ts";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allAnswers = (pick: (id: number) => string) =>
  Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.id), pick(q.id)]));

async function onboardedPupil() {
  const token = (await t.signUp()).session.access_token;
  await t.json("POST", "/api/onboarding", { name: "Mia", schoolType: "PRIMARY", grade: 5 }, token);
  return token;
}

const assess = (token: string, body: unknown) =>
  t.json("POST", "/api/onboarding/learning-assessment", body, token);

describe("POST /api/onboarding/learning-assessment", () => {
  it("scores the answers, stores the profile and keeps the onboarding data", async () => {
    const token = await onboardedPupil();
    const answers = allAnswers((id) => "ABCD"[id % 4] as string);
    const res = await assess(token, { answers });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const profile = res.body.learningProfile;
    expect(Object.keys(profile.dimensions).sort()).toEqual([...DIMENSIONS].sort());
    for (const d of DIMENSIONS) {
      expect(profile.dimensions[d]).toBeGreaterThanOrEqual(-1);
      expect(profile.dimensions[d]).toBeLessThanOrEqual(1);
    }
    expect(profile.signatures.length).toBeGreaterThan(0);
    expect(profile.primarySignature).toBe(profile.signatures[0]);

    const onboarding = (await t.json("GET", "/api/onboarding", undefined, token)).body.onboarding;
    expect(onboarding).toMatchObject({ name: "Mia", schoolType: "PRIMARY", grade: 5, completed: true });
    expect(onboarding.answers.learning_profile).toEqual(profile);
    expect(onboarding.answers.quiz_answers).toEqual(answers);

    // Saving the wizard again keeps the profile.
    await t.json("POST", "/api/onboarding", { name: "Mia", schoolType: "PRIMARY", grade: 6 }, token);
    const after = (await t.json("GET", "/api/onboarding", undefined, token)).body.onboarding;
    expect(after.answers.learning_profile).toEqual(profile);
  });

  it("is taken once: the same answers again return the stored profile, others are refused", async () => {
    const token = await onboardedPupil();
    const answers = allAnswers(() => "A");
    const first = await assess(token, { answers });
    const retry = await assess(token, { answers });
    expect(retry.status).toBe(200);
    expect(retry.body.learningProfile).toEqual(first.body.learningProfile);
    const other = await assess(token, { answers: allAnswers(() => "B") });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe("Du hast das Lernstil-Quiz schon gemacht.");
  });

  it("reaches both signs of every dimension through the API", async () => {
    const seen = Object.fromEntries(DIMENSIONS.map((d) => [d, { pos: false, neg: false }]));
    for (const letter of ["A", "B", "C", "D"]) {
      for (const shift of [0, 1, 2, 3]) {
        const token = await onboardedPupil();
        const answers = allAnswers((id) => (id % 2 === 0 ? letter : ("ABCD"[(id + shift) % 4] as string)));
        const { dimensions } = (await assess(token, { answers })).body.learningProfile;
        for (const d of DIMENSIONS) {
          if (dimensions[d] > 0) (seen[d] as { pos: boolean }).pos = true;
          if (dimensions[d] < 0) (seen[d] as { neg: boolean }).neg = true;
        }
      }
    }
    for (const d of DIMENSIONS) expect({ d, ...seen[d] }).toEqual({ d, pos: true, neg: true });
  });

  it.each([
    [{}, "Die Antworten fehlen."],
    [{ answers: "A" }, "Die Antworten fehlen."],
    [
      { answers: { 1: "A" } },
      "Bitte beantworte alle 17 Fragen. Es fehlen noch: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17.",
    ],
    [
      { answers: { ...allAnswers(() => "A"), 5: "E" } },
      "Ungültige Antwort bei Frage 5: erlaubt sind A, B, C oder D.",
    ],
    [
      { answers: { ...allAnswers(() => "A"), 5: "a" } },
      "Ungültige Antwort bei Frage 5: erlaubt sind A, B, C oder D.",
    ],
    [{ answers: { ...allAnswers(() => "A"), 18: "A" } }, "Unbekannte Frage: 18."],
  ])("refuses %j with 400", async (body, message) => {
    const token = await onboardedPupil();
    const res = await assess(token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.json("GET", "/api/onboarding", undefined, token)).body.onboarding.answers).toEqual({});
  });

  it("needs a completed onboarding first", async () => {
    const token = (await t.signUp()).session.access_token;
    const res = await assess(token, { answers: allAnswers(() => "A") });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Bitte schliesse zuerst das Onboarding ab.");
  });
});
