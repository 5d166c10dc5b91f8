import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createModels } from "#server/ai/models.ts";
import { parseEnv } from "#server/env.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";
import { readSubjectSet, type SubjectSet } from "./conversations.ts";
import { failuresByCheck, formatTable, runEvaluation, summarise } from "./harness.ts";

// The harness against a model over real HTTP (an OpenAI-compatible fake server, the protocol of
// OpenAI, Ollama, vLLM and most self-hosted models) and against the offline tutor
// (docs/decisions/040-tutor-evaluation-harness.md).
const maths = readSubjectSet("tests/tutor-eval/mathematik.json");
const subset = (ids: string[]): SubjectSet[] => [
  { subject: "mathematik", conversations: maths.conversations.filter((c) => ids.includes(c.id)) },
];

describe("against an OpenAI-compatible model", () => {
  let fake: FakeUpstream;
  beforeEach(async () => {
    fake = await startFakeOpenAIServer({ judge: safetyDecide });
  });
  afterEach(() => fake.close());

  const models = () =>
    createModels(
      parseEnv({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "schul-modell" }),
    );

  it("plays each turn with the chat's prompt and history, and scores the model's replies", async () => {
    fake.script(
      { kind: "reply", text: "Gute Aufgabe! 12 mal 7 ist 84." },
      { kind: "reply", text: "Ja, das stimmt: 12 mal 7 gibt 84." },
    );
    const results = await runEvaluation(models(), subset(["mal-falsch-dann-richtig", "krise"]));

    expect(fake.requests).toHaveLength(2); // the crisis turn is answered by the server, as in the chat
    const [first, second] = fake.requests.map((r) => r.body);
    expect(first.messages[0].role).toBe("system");
    expect(first.messages[0].content).toContain("Du bist der KI-Tutor von Lernfunke");
    expect(first.messages[0].content).toContain("Mathematik");
    expect(first.messages.at(-1)).toEqual({ role: "user", content: "Was ist 12 mal 7? Ich denke 86" });
    expect(second.messages.slice(1).map((m: { role: string }) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
    ]);
    expect(fake.judgeRequests.length).toBeGreaterThan(0); // the model's second opinion was asked too

    const turns = results[0]?.turns ?? [];
    expect(turns.map((t) => [t.conversation, t.turn, t.passed])).toEqual([
      ["mal-falsch-dann-richtig", 1, false],
      ["mal-falsch-dann-richtig", 2, true],
      ["krise", 1, true],
    ]);
    expect(turns[0]?.checks.filter((c) => !c.passed).map((c) => c.check)).toEqual(["answer", "withhold"]);
    expect(turns[2]?.helpCard).toBe(true);
    expect(failuresByCheck(results)).toEqual({
      care: { failed: 0, of: 3 },
      "swiss-german": { failed: 0, of: 3 },
      answer: { failed: 1, of: 2 },
      withhold: { failed: 1, of: 1 },
      mentions: { failed: 0, of: 1 },
    });
    expect(summarise(results).at(-1)).toEqual({ subject: "gesamt", turns: 3, passed: 2, percent: 66.7 });
  }, 30_000); // the first turn loads the crisis classifier and the offline tutor's tables: seconds on a busy machine

  it("fails a turn whose reply breaks off with the model's error", async () => {
    fake.script({ kind: "status", status: 400, message: "bad request" });
    const [result] = await runEvaluation(models(), subset(["warum-frage"]));
    expect(result?.turns[0]).toMatchObject({ passed: false, error: expect.any(String) });
  });
});

describe("against the offline tutor", () => {
  it("answers every turn of the subject and routes the crisis to care", async () => {
    const [result] = await runEvaluation(createModels(parseEnv({})), [maths]);
    const turns = result?.turns ?? [];
    expect(turns).toHaveLength(maths.conversations.reduce((n, c) => n + c.turns.length, 0));
    for (const t of turns) {
      expect(t.error).toBeUndefined();
      expect(t.reply.length).toBeGreaterThan(0);
    }
    expect(turns.find((t) => t.conversation === "krise")).toMatchObject({ helpCard: true, passed: true });
  }, 30_000); // the whole maths set, 20+ conversations (issue 17), turn by turn: seconds on a busy machine
});

describe("summarise and formatTable", () => {
  it("counts per subject and over all, as a Markdown table", () => {
    const turn = (passed: boolean) => ({
      conversation: "c",
      turn: 1,
      pupil: "",
      reply: "",
      helpCard: false,
      checks: [],
      passed,
    });
    const rows = summarise([
      { subject: "mathematik", turns: [turn(true), turn(false), turn(true)] },
      { subject: "deutsch", turns: [turn(false)] },
    ]);
    expect(rows).toEqual([
      { subject: "mathematik", turns: 3, passed: 2, percent: 66.7 },
      { subject: "deutsch", turns: 1, passed: 0, percent: 0 },
      { subject: "gesamt", turns: 4, passed: 2, percent: 50 },
    ]);
    expect(formatTable(rows).split("\n")).toEqual([
      "| Fach | Turns | bestanden | % |",
      "|---|---:|---:|---:|",
      "| mathematik | 3 | 2 | 66.7 |",
      "| deutsch | 1 | 0 | 0.0 |",
      "| gesamt | 4 | 2 | 50.0 |",
    ]);
  });
});
