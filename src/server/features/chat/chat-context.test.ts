import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { type RecordedCall, recordingModel as recordingModelOf } from "#tests/mocks/recording-model.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { freshDatabase } from "#tests/support/test-db.ts";

// What the model sees. With the embedded database the server asks the model before the pupil's
// turn is stored, from the turns it holds in memory (or, for a session it does not know, as a
// new session); the stored session decides whether that guess stands. A second app on the same
// database is a restarted server: it knows nothing, so its guess must be thrown away.
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

  it("after a restart answers from the stored turns and drops the early guess", async () => {
    const res = await say(restarted, "Dritte Frage", "kontext");
    expect(res.body.message).toBe("Ich sehe 5 Nachrichten.");
    if (database.exclusive) {
      // The embedded database: the restarted server guessed a new session, then learnt better.
      expect(restartedCalls).toHaveLength(2);
      expect(texts(restartedCalls[0])).toEqual(["Dritte Frage"]);
      expect(restartedCalls[0]?.aborted()).toBe(true);
    } else {
      // PostgreSQL (other instances may write): no guesses, the stored turns are read first.
      expect(restartedCalls).toHaveLength(1);
    }
    expect(restartedCalls.at(-1)?.turns).toHaveLength(5);
    expect(restartedCalls.at(-1)?.aborted()).toBe(false);

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

  it("does not ask the model for a completed session", async () => {
    await say(first, "Hallo", "beendet");
    await first.json(
      "POST",
      "/api/sessions/beendet/complete",
      { conversationTranscript: [], sessionType: "text", competenciesDiscussed: [], metadata: {} },
      token,
    );
    const before = firstCalls.length;
    expect((await say(first, "Noch eine Frage", "beendet")).status).toBe(409);
    expect(firstCalls).toHaveLength(before);
  });
});
