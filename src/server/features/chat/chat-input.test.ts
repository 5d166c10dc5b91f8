import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// Bad input through the real app and the offline tutor: whatever a pupil sends, the chat answers
// (a reply, the help card, or a clear German 400), never a 5xx, and a crisis is still seen.
const INVALID_CHARACTER =
  "Der Text enthält ein ungültiges Zeichen (zum Beispiel ein Nullzeichen). Bitte entferne es und versuche es noch einmal.";
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ AI_REQUESTS_PER_MINUTE: "1000", AI_REQUESTS_PER_DAY: "1000" });
  ({ token } = await app.pupil());
});
afterAll(() => app.close());

const say = (text: string, sessionId = `input-${crypto.randomUUID().slice(0, 8)}`) =>
  app.chatTurn(token, text, sessionId);

describe("chat input", () => {
  it.each([
    ["empty", "", "Die Nachricht ist leer."],
    ["only invisible characters", "\u200b\u200d\u2060", "Die Nachricht ist leer."],
    ["10 000 characters", "a".repeat(10_000), "Die Nachricht ist zu lang (höchstens 8000 Zeichen)."],
    // The input boundary refuses what PostgreSQL cannot store (docs/decisions/021-input-boundary.md).
    ["a lone surrogate", "Brüche \ud800 bitte", INVALID_CHARACTER],
    ["a NUL", "Brüche \u0000 bitte", INVALID_CHARACTER],
  ])("refuses %s with a German 400", async (_, text, message) => {
    const res = await say(text);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ["only emojis", "😭😭😭"],
    ["control characters", "hallo\u0007\u001b[31m wie gehts"],
  ])("answers %s", async (_, text) => {
    const res = await say(text);
    expect(res.status).toBe(200);
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  it("sees a crisis written with emojis, control characters or shouting", async () => {
    for (const text of [
      "ICH WILL NICHT MEHR LEBEN 😭😭",
      "ich\u0007 will nicht mehr\u200b leben",
      "💊💊💊 heute nacht",
    ]) {
      const res = await say(text);
      expect(res.status).toBe(200);
      expect(res.body.helpCard).toMatchObject({ phone: "147" });
    }
  });

  it("answers any generated text with 200 or a German 400, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (text) => {
        const res = await say(text);
        expect([200, 400]).toContain(res.status);
        if (res.status === 400) expect(res.body.message).toMatch(/Nachricht|ungültiges Zeichen/);
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
