import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// "Nochmals senden" (docs/decisions/039-resume-and-resend.md): a message sent again with the same
// client id is stored once, whether its first request was answered or broke off.
const app = testAppPerFile();

const say = (token: string, sessionId: string, text: string, clientMessageId?: string) =>
  app.json(
    "POST",
    "/api/chat/completion",
    { messages: [{ text, sender: "user" }], subject: "mathematik", sessionId, clientMessageId },
    token,
  );

async function storedTurns(database: TestApp["database"], publicId: string) {
  const [session] = await database.db
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.publicId, publicId));
  if (!session) return [];
  return database.db
    .select({ role: sessionMessages.role, content: sessionMessages.content })
    .from(sessionMessages)
    .where(eq(sessionMessages.sessionId, session.id));
}

describe("a message sent again with its client id", () => {
  it("is stored once and answered with the same reply", async () => {
    const { token } = await app.pupil();
    await say(token, "resend-1", "Hallo", "first-message-1");
    const first = await say(token, "resend-1", "Was ist 1/2 + 1/4?", "client-msg-0001");
    const again = await say(token, "resend-1", "Was ist 1/2 + 1/4?", "client-msg-0001");
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    const turns = await storedTurns(app.database, "resend-1");
    expect(turns.filter((t) => t.content === "Was ist 1/2 + 1/4?")).toHaveLength(1);
    expect(turns.filter((t) => t.role === "assistant")).toHaveLength(2);
  });

  it("is answered without being stored again when the first request broke off before the reply", async () => {
    const { token } = await app.pupil();
    await say(token, "resend-2", "Hallo", "first-message-2");
    // The server stored the message and then died before its reply (what the resend is for).
    const [session] = await app.database.db
      .select({ id: tutoringSessions.id })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.publicId, "resend-2"));
    await app.database.db.insert(sessionMessages).values({
      sessionId: session?.id ?? "",
      role: "user",
      content: "Brüche bitte",
      metadata: { clientMessageId: "client-msg-0002" },
    });
    const res = await say(token, "resend-2", "Brüche bitte", "client-msg-0002");
    expect(res.status).toBe(200);
    expect(res.body.message.length).toBeGreaterThan(10);
    const turns = await storedTurns(app.database, "resend-2");
    expect(turns.filter((t) => t.content === "Brüche bitte")).toHaveLength(1);
    expect(turns.at(-1)).toMatchObject({ role: "assistant", content: res.body.message });
  });

  it("counts as a new message under another id, and a malformed id is refused", async () => {
    const { token } = await app.pupil();
    await say(token, "resend-3", "Hallo", "client-msg-0003");
    await say(token, "resend-3", "Hallo", "client-msg-0004");
    const turns = await storedTurns(app.database, "resend-3");
    expect(turns.filter((t) => t.content === "Hallo")).toHaveLength(2);
    const bad = await say(token, "resend-3", "Hallo", "kurz");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Nachrichten-ID/);
  });
});
