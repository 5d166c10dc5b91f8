import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { type RecordedCall, recordingModel } from "#tests/mocks/recording-model.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { freshDatabase } from "#tests/support/test-db.ts";

// The model request before the database has answered (docs/decisions/059-chat-first-token.md):
// a pupil whose last count left room is asked for at once, and a new session's request leaves
// while the session is inserted. Two apps on one database are two instances: the limits are
// theirs together, and the database, not an instance's hint, decides.
let database: Database;
const oneCalls: RecordedCall[] = [];
const twoCalls: RecordedCall[] = [];
let one: TestApp;
let two: TestApp;
let token: string;

beforeAll(async () => {
  database = await freshDatabase();
  const env = { AI_REQUESTS_PER_MINUTE: "4", AI_REQUESTS_PER_DAY: "100" };
  const reply = (call: RecordedCall) => `Ich sehe ${call.turns.length} Nachrichten.`;
  one = await createTestApp(env, { database, models: { tutor: recordingModel(oneCalls, reply) } });
  two = await createTestApp(env, { database, models: { tutor: recordingModel(twoCalls, reply) } });
  ({ token } = await one.pupil({ schoolType: "PRIMARY", grade: 5 }));
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.close();
});

describe("the first token's path", () => {
  it("asks for a new session with its own context only, and the session is stored as before", async () => {
    // The first turn: this instance knows nothing of the pupil yet, the request waits.
    expect((await one.chatTurn(token, "Erste Frage", "neu-1")).body.message).toBe("Ich sehe 1 Nachrichten.");
    // 3 points left: the request leaves before the count and the insert answer.
    const res = await one.chatTurn(token, "Zweite Frage", "neu-2");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Ich sehe 1 Nachrichten.");
    expect(oneCalls.map((call) => call.turns.map((t) => t.text))).toEqual([
      ["Erste Frage"],
      ["Zweite Frage"],
    ]);
    expect(oneCalls.every((call) => !call.aborted())).toBe(true);
    const detail = await two.json("GET", "/api/sessions/neu-2", undefined, token);
    expect(detail.body.session.conversationTranscript.map((e: { text: string }) => e.text)).toEqual([
      "Zweite Frage",
      "Ich sehe 1 Nachrichten.",
    ]);
  });

  it("never asks early for a session the pupil has: one completed on another instance answers 409", async () => {
    const { token: leo } = await one.pupil({ schoolType: "PRIMARY", grade: 6 });
    expect((await one.chatTurn(leo, "Hallo", "leo-1")).status).toBe(200);
    expect((await one.chatTurn(leo, "Hallo", "leo-2")).status).toBe(200); // hint and ids known now
    expect((await two.chatTurn(leo, "Hallo", "leo-fertig")).status).toBe(200);
    const done = await two.json(
      "POST",
      "/api/sessions/leo-fertig/complete",
      { conversationTranscript: [], sessionType: "text", competenciesDiscussed: [], metadata: {} },
      leo,
    );
    expect(done.status).toBe(200);
    const before = oneCalls.length;
    const res = await one.chatTurn(leo, "Noch eine Frage", "leo-fertig");
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("session_completed");
    expect(oneCalls).toHaveLength(before);
  });

  it("aborts the early request when the database refuses: another instance spent the points", async () => {
    // The other instance spends the last two of the minute's four points.
    for (const id of ["anderswo-1", "anderswo-2"]) {
      expect((await two.chatTurn(token, "Hallo", id)).status).toBe(200);
    }
    const refusedThere = await two.chatTurn(token, "Noch eine", "anderswo-3");
    expect(refusedThere.status).toBe(429);
    // This instance's hint still says 2 left: the request leaves, and the database refuses.
    const before = oneCalls.length;
    const res = await one.chatTurn(token, "Dritte Frage", "neu-3");
    expect(res.status).toBe(429);
    expect(res.body).toEqual(refusedThere.body);
    expect(oneCalls).toHaveLength(before + 1);
    expect(oneCalls.at(-1)?.aborted()).toBe(true);
    // Now it knows: the next turn waits for the count, and the model is not asked.
    const again = await one.chatTurn(token, "Vierte Frage", "neu-4");
    expect(again.status).toBe(429);
    expect(oneCalls).toHaveLength(before + 1);
    // The pupil's words are kept, as for any refused turn.
    const detail = await one.json("GET", "/api/sessions/neu-3", undefined, token);
    expect(detail.body.session.conversationTranscript.map((e: { text: string }) => e.text)).toEqual([
      "Dritte Frage",
    ]);
  });
});
