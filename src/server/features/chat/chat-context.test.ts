import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { type RecordedCall, recordingModel as recordingModelOf } from "#tests/mocks/recording-model.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { freshDatabase } from "#tests/support/test-db.ts";

// What the model sees, and when it is asked: only once the database has confirmed the session
// (docs/decisions/031-hot-reads.md). A second app on the same database is a restarted server: it
// holds nothing in memory, so it reads the stored session and turns before it asks.
type Call = RecordedCall;
/** Answers with how many turns it was sent, so a reply shows which context it came from. */
const recordingModel = (calls: Call[]) =>
  recordingModelOf(calls, (call) => `Ich sehe ${call.turns.length} Nachrichten.`);
const texts = (call: Call | undefined) => call?.turns.map((t) => t.text);

let database: Database;
const firstCalls: Call[] = [];
const restartedCalls: Call[] = [];
let first: TestApp;
let restarted: TestApp;
let token: string;

beforeAll(async () => {
  database = await freshDatabase();
  first = await createTestApp({}, { database, models: { tutor: recordingModel(firstCalls) } });
  restarted = await createTestApp({}, { database, models: { tutor: recordingModel(restartedCalls) } });
  ({ token } = await first.pupil({ schoolType: "PRIMARY", grade: 5 }));
});
afterAll(async () => {
  await first.close();
  await restarted.close();
  await database.close();
});

const say = (app: TestApp, text: string, sessionId: string) =>
  app.chatTurn(token, text, sessionId, "deutsch");

describe("the model's context", () => {
  it("asks once for a new session and once per turn while the server remembers it", async () => {
    expect((await say(first, "Erste Frage", "kontext")).body.message).toBe("Ich sehe 1 Nachrichten.");
    expect((await say(first, "Zweite Frage", "kontext")).body.message).toBe("Ich sehe 3 Nachrichten.");
    expect(firstCalls.map(texts)).toEqual([
      ["Erste Frage"],
      ["Erste Frage", "Ich sehe 1 Nachrichten.", "Zweite Frage"],
    ]);
  });

  it("after a restart asks once, with the stored turns", async () => {
    const res = await say(restarted, "Dritte Frage", "kontext");
    expect(res.body.message).toBe("Ich sehe 5 Nachrichten.");
    expect(restartedCalls).toHaveLength(1);
    expect(restartedCalls[0]?.turns).toHaveLength(5);
    expect(restartedCalls[0]?.aborted()).toBe(false);

    const detail = await restarted.json("GET", "/api/sessions/kontext", undefined, token);
    expect(detail.body.session.conversationTranscript.map((e: { text: string }) => e.text)).toEqual([
      "Erste Frage",
      "Ich sehe 1 Nachrichten.",
      "Zweite Frage",
      "Ich sehe 3 Nachrichten.",
      "Dritte Frage",
      "Ich sehe 5 Nachrichten.",
    ]);
  });

  it.each([
    ["the server that ended it", "beendet", () => ({ app: first, calls: firstCalls })],
    [
      "a restarted server, which knows nothing of it",
      "anderswo-beendet",
      () => ({ app: restarted, calls: restartedCalls }),
    ],
  ])("does not ask the model for a completed session: %s", async (_, sessionId, asked) => {
    await say(first, "Hallo", sessionId);
    await first.json(
      "POST",
      `/api/sessions/${sessionId}/complete`,
      { conversationTranscript: [], sessionType: "text", competenciesDiscussed: [], metadata: {} },
      token,
    );
    const { app, calls } = asked();
    const before = calls.length;
    const res = await say(app, "Noch eine Frage", sessionId);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("session_completed");
    expect(calls).toHaveLength(before);
  });
});
