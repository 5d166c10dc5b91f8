import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { isSafetyRequest, pupilTextOf } from "#tests/mocks/fake-safety.ts";
import type { FakeUpstream } from "#tests/mocks/fake-upstream.ts";
import { createTestApp } from "#tests/support/test-app.ts";

// The model's second opinion through the real app (decision 019): with a hosted model every
// pupil message the rules let through is also judged by the model, alongside the reply; either
// signal shows the card. A fake OpenAI-compatible server answers both requests over HTTP.
// Wordings the rules cannot know stand in for what only a model understands.
const MODEL_SEES_CRISIS = "Heute schreibe ich dir zum allerletzten Mal, Blaumeise";
const JUDGE_HANGS = "Was ist ein Bruch, Zaunkönig?";

let upstream: FakeUpstream;
let app: Awaited<ReturnType<typeof createTestApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  upstream = await startFakeOpenAIServer({
    judge: (body) => {
      if (!isSafetyRequest(body)) return undefined;
      const text = pupilTextOf(body);
      if (text.includes("Zaunkönig")) return { kind: "hang" };
      const crisis = text.includes("Blaumeise");
      return { kind: "reply", text: JSON.stringify({ crisis, kind: crisis ? "suicide" : null }) };
    },
  });
  upstream.defaultReply = "Gern! Ein Bruch hat einen Zähler und einen Nenner.";
  const sink = new Writable({
    write(chunk, _, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  app = await createTestApp(
    {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: upstream.baseURL,
      AI_MODEL: "fake-tutor",
      // Long enough that a judge answering at once is never late on a busy machine (a full suite
      // beside other work once took over 500 ms for the first judgement); the hanging judge's test
      // waits this long once.
      SAFETY_MODEL_TIMEOUT_MS: "2000",
    },
    { logger: pino({ level: "debug" }, sink) },
  );
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function pupil() {
  const { session } = await app.signUp();
  const token = session.access_token;
  const say = (text: string, sessionId: string) =>
    app.json(
      "POST",
      "/api/chat/completion",
      { messages: [{ text, sender: "user" }], subject: "mathematik", sessionId },
      token,
    );
  return { say, userId: session.user.id };
}

const judged = () => upstream.judgeRequests.map((r) => pupilTextOf(r.body));

describe("the model's second opinion", () => {
  it("shows the card and starts care mode when only the model sees a crisis", async () => {
    const { say, userId } = await pupil();
    const res = await say(MODEL_SEES_CRISIS, "judge-1");
    expect(res.status).toBe(200);
    expect(res.body.helpCard).toMatchObject({ phone: "147" });
    expect(res.body.message).toMatch(/147\.ch/);
    expect(res.body.message).not.toContain("Zähler");
    expect(judged()).toContain(MODEL_SEES_CRISIS);

    const next = await say("ok", "judge-1");
    expect(next.body.helpCard).toBeDefined();
    const [row] = await app.database.db
      .select()
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, "judge-1")));
    expect(row?.safetyEvents).toEqual([{ kind: "suicide", source: "model", at: expect.any(String) }]);
  });

  it("lets the tutor answer when the model sees no crisis, and after a timeout", async () => {
    const { say } = await pupil();
    const plain = await say("Was ist ein Bruch?", "judge-2");
    expect(plain.body.message).toContain("Zähler");
    expect(plain.body.helpCard).toBeUndefined();

    const started = Date.now();
    const slow = await say(JUDGE_HANGS, "judge-3");
    expect(slow.body.message).toContain("Zähler");
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(logLines.some((line) => line.includes('"reason":"timeout"'))).toBe(true);
  });

  it("is not asked when the rules already found a crisis", async () => {
    const { say } = await pupil();
    const before = judged().length;
    const res = await say("ich will mich umbringen", "judge-4");
    expect(res.body.helpCard).toBeDefined();
    expect(judged().length).toBe(before);
  });

  it("never writes the pupil's words to the log", () => {
    const log = logLines.join("\n");
    expect(logLines.length).toBeGreaterThan(0);
    for (const words of ["allerletzten", "Blaumeise", "Zaunkönig", "umbringen", "Bruch"]) {
      expect(log).not.toContain(words);
    }
  });
});
