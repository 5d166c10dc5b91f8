import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RecordedCall, recordingModel } from "#tests/mocks/recording-model.ts";
import { createTestApp } from "#tests/support/test-app.ts";

// Hot reads are exact whoever writes (docs/decisions/031-hot-reads.md): each read below is
// served from memory with the embedded database, then a row is written by plain SQL, outside
// every service, and the next read through the app must see it. With PostgreSQL nothing is held
// in memory and the same reads hold trivially.
const calls: RecordedCall[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({}, { models: { tutor: recordingModel(calls, (_, n) => `Antwort ${n}`) } });
  const { session } = await t.signUp();
  token = session.access_token;
  userId = session.user.id;
  await t.json("POST", "/api/onboarding", { name: "Mia", schoolType: "PRIMARY", grade: 5 }, token);
});
afterAll(() => t.close());

const turn = (text: string, sessionId: string) => ({
  messages: [{ text, sender: "user" }],
  subject: "deutsch",
  sessionId,
});
const say = (text: string, sessionId: string) =>
  t.json("POST", "/api/chat/completion", turn(text, sessionId), token);
const rowIdOf = async (publicId: string) => {
  const { rows } = await t.database.db.execute<{ id: string }>(
    sql`select id from tutoring_sessions where user_id = ${userId} and public_id = ${publicId}`,
  );
  return rows[0]?.id as string;
};

describe("a write outside the services", () => {
  it("changes the pupil's answers the next read returns", async () => {
    expect((await t.json("GET", "/api/onboarding", undefined, token)).body.onboarding.name).toBe("Mia");
    // In a transaction: its note comes with the COMMIT.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update onboarding set name = 'Lea' where user_id = ${userId}`);
    });
    expect((await t.json("GET", "/api/onboarding", undefined, token)).body.onboarding.name).toBe("Lea");
  });

  it("ends a session: the next message is refused and never reaches the model", async () => {
    expect((await say("Hallo", "von-aussen-beendet")).status).toBe(200);
    const detail = await t.json("GET", "/api/sessions/von-aussen-beendet", undefined, token);
    expect(detail.body.session.status).not.toBe("COMPLETED");
    await t.database.db.execute(
      sql`update tutoring_sessions set status = 'COMPLETED', completed_at = now() where user_id = ${userId} and public_id = 'von-aussen-beendet'`,
    );
    const before = calls.length;
    const res = await say("Noch da?", "von-aussen-beendet");
    expect(res.status).toBe(409);
    expect(calls).toHaveLength(before);
    expect((await t.json("GET", "/api/sessions", undefined, token)).body.data[0].status).toBe("COMPLETED");
  });

  it("adds a session to the pupil's list", async () => {
    const { total } = (await t.json("GET", "/api/sessions", undefined, token)).body;
    await t.database.db.execute(
      sql`insert into tutoring_sessions (user_id, public_id, type, status) values (${userId}, 'von-aussen', 'CHAT', 'PAUSED')`,
    );
    expect((await t.json("GET", "/api/sessions", undefined, token)).body.total).toBe(total + 1);
  });

  it("adds a turn the model sees with the next message", async () => {
    await say("Erste Frage", "turns-von-aussen");
    await say("Zweite Frage", "turns-von-aussen");
    await t.database.db.execute(
      sql`insert into session_messages (session_id, role, content) values (${await rowIdOf("turns-von-aussen")}, 'assistant', 'Von aussen')`,
    );
    await say("Dritte Frage", "turns-von-aussen");
    expect(calls.at(-1)?.turns.map((turn) => turn.text)).toEqual([
      "Erste Frage",
      expect.stringMatching(/^Antwort/),
      "Zweite Frage",
      expect.stringMatching(/^Antwort/),
      "Von aussen",
      "Dritte Frage",
    ]);
  });

  it("adds a file the model reads with the next message", async () => {
    await say("Hallo", "datei-von-aussen");
    expect(calls.at(-1)?.system).not.toContain("aussen.txt");
    await t.database.db.execute(
      sql`insert into session_files (user_id, session_public_id, scope, file_name, kind, format, size_bytes, sha256, content)
          values (${userId}, 'datei-von-aussen', 'session', 'aussen.txt', 'document', 'txt', 5, 'x', 'Ein Text von aussen.')`,
    );
    await say("Und jetzt?", "datei-von-aussen");
    expect(calls.at(-1)?.system).toContain("Ein Text von aussen.");
  });

  it("ends a sign-in session: its token is refused at once", async () => {
    expect((await t.json("GET", "/api/sessions", undefined, token)).status).toBe(200);
    await t.database.db.execute(sql`delete from auth_sessions where user_id = ${userId}`);
    expect((await t.json("GET", "/api/sessions", undefined, token)).status).toBe(401);
  });
});
