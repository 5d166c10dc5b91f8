import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

// The requests that answered 500 before the input boundary (issue 14, point 2): NUL or half of
// a surrogate pair in names, topics, transcripts and questions, and 100 000-deep JSON. Each now
// answers 400 with a German message, in the shape its API uses (docs/decisions/021).
let app: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let email: string;

const INVALID =
  "Der Text enthält ein ungültiges Zeichen (zum Beispiel ein Nullzeichen). Bitte entferne es und versuche es noch einmal.";
const TOO_DEEP = "Die Anfrage ist zu tief verschachtelt (höchstens 64 Ebenen).";

beforeAll(async () => {
  app = await createTestApp();
  const pupil = await app.signUp();
  email = pupil.email;
  token = pupil.session.access_token;
  await app.json("POST", "/api/sessions", { id: "boundary-session", subjectId: "mathematik" }, token);
});
afterAll(() => app.close());

type Case = { method: string; path: string; signedIn: boolean; body: (text: string) => unknown };
const at = (path: string, body: Case["body"], method = "POST", signedIn = true): Case => ({
  method,
  path,
  signedIn,
  body,
});
const now = "2025-03-01T10:00:00Z";

const FIELDS: Record<string, Case> = {
  "e-mail at sign-in": at(
    "/auth/v1/token?grant_type=password",
    (t) => ({ email: `a${t}b@schule.ch`, password: "x" }),
    "POST",
    false,
  ),
  "password at sign-in": at(
    "/auth/v1/token?grant_type=password",
    (t) => ({ email, password: `pw${t}` }),
    "POST",
    false,
  ),
  "e-mail at sign-up": at(
    "/auth/v1/signup",
    (t) => ({ email: `neu${t}@schule.ch`, password: "Lernen-macht-Spass-7" }),
    "POST",
    false,
  ),
  "name at sign-up": at(
    "/auth/v1/signup",
    (t) => ({ email: "neu@schule.ch", password: "Lernen-macht-Spass-7", data: { name: `Mia${t}` } }),
    "POST",
    false,
  ),
  "refresh token": at(
    "/auth/v1/token?grant_type=refresh_token",
    (t) => ({ refresh_token: `abc${t}` }),
    "POST",
    false,
  ),
  "name in the user update": at("/auth/v1/user", (t) => ({ data: { name: `Mia${t}` } }), "PUT"),
  "name at /api/auth/register": at(
    "/api/auth/register",
    (t) => ({ email: "neu3@schule.ch", password: "Lernen-macht-Spass-7", name: `Mia${t}` }),
    "POST",
    false,
  ),
  "e-mail at /api/auth/login": at(
    "/api/auth/login",
    (t) => ({ email: `a${t}@schule.ch`, password: "x" }),
    "POST",
    false,
  ),
  "name in the profile": at("/api/auth/profile", (t) => ({ name: `Mia${t}` }), "PUT"),
  "name in the onboarding": at("/api/onboarding", (t) => ({
    name: `Mia${t}`,
    schoolType: "PRIMARY",
    grade: 5,
  })),
  "session topic": at("/api/sessions", (t) => ({ subjectId: "mathematik", topic: `Brüche${t}` })),
  "transcript text": at("/api/sessions/boundary-session/complete", (t) => ({
    conversationTranscript: [{ type: "user", text: `Hallo${t}`, timestamp: now }],
    sessionType: "text",
  })),
  "chat message": at("/api/chat/completion", (t) => ({
    messages: [{ text: `Was ist ${t}ein Bruch?`, sender: "user" }],
    subject: "mathematik",
  })),
  "chat topic": at("/api/chat/completion", (t) => ({
    messages: [{ text: "Hallo", sender: "user" }],
    subject: "mathematik",
    topic: `Brüche${t}`,
  })),
  "preparation question": at("/api/session-preparation/generate-plan", (t) => ({
    userQuestion: `Wie kürze ich${t}?`,
    subjectId: "mathematik",
  })),
  "saved preparation question": at("/api/session-preparation/save-preparation", (t) => ({
    sessionId: "boundary-prepared",
    preparationData: { question: `Brüche${t}`, timestamp: now },
  })),
  "progress note": at("/api/progress/update", (t) => ({
    competencyId: "mathematik-ma-1-a-1",
    notes: `ok${t}`,
  })),
};

const CHARACTERS = { NUL: "\u0000", "a lone surrogate": "\ud800" };

async function expectRefusal(res: Awaited<ReturnType<typeof app.json>>, path: string, message: string) {
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
  if (path.startsWith("/auth/v1")) {
    // GoTrue's shape (decision 021), which supabase-js reads as error.message and error.code.
    expect(res.body.error_code).toBe(res.body.code);
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01");
  } else {
    expect(Object.keys(res.body).sort()).toEqual(["code", "message"]);
  }
}

describe("input boundary", () => {
  const cases = Object.entries(FIELDS).flatMap(([field, c]) =>
    Object.entries(CHARACTERS).map(([name, char]) => [name, field, c, char] as const),
  );
  it.each(cases)("refuses %s in the %s with a German 400", async (_, __, c, char) => {
    const res = await app.json(c.method, c.path, c.body(char), c.signedIn ? token : undefined);
    await expectRefusal(res, c.path, INVALID);
  });

  const deep = `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`;
  it.each([
    [
      "/auth/v1/signup",
      "POST",
      `{"email":"tief@schule.ch","password":"Lernen-macht-Spass-7","data":${deep}}`,
    ],
    ["/auth/v1/user", "PUT", `{"data":${deep}}`],
    [
      "/api/chat/completion",
      "POST",
      `{"messages":[{"text":"Hallo","sender":"user"}],"subject":"mathematik","preparationData":${deep}}`,
    ],
    ["/api/session-preparation/save-preparation", "POST", `{"sessionId":"tief","preparationData":${deep}}`],
    ["/api/onboarding", "POST", "[".repeat(100_000)],
  ])("refuses 100 000-deep JSON at %s", async (path, method, body) => {
    const res = await app.json(method, path, body, token);
    await expectRefusal(res, path, TOO_DEEP);
  });

  it("refuses bytes that are not UTF-8 (a surrogate's own encoding)", async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{"name":"Mia'), 0xed, 0xa0, 0x80, 0x22, 0x7d]);
    const res = await app.app.request("/api/auth/profile", {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(INVALID);
  });

  it("refuses NUL in a query (the voice ticket's topic)", async () => {
    const res = await app.json(
      "GET",
      "/api/elevenlabs/signed-url?subject=mathematik&topic=a%00b",
      undefined,
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Die Adresse enthält ein ungültiges Zeichen.");
  });

  it("still lets ordinary text through: umlauts, emojis, escaped pairs, 64 levels", async () => {
    const res = await app.json("PUT", "/api/auth/profile", '{"name":"Zoë \\ud83d\\ude00 Müller"}', token);
    expect(res.status).toBe(200);
    expect(res.body.user.user_metadata.name).toBe("Zoë 😀 Müller");
    // {"data":{"x": and 62 arrays: 64 levels, the most the boundary lets through.
    const atCap = `${"[".repeat(62)}1${"]".repeat(62)}`;
    const deepButAllowed = await app.json("PUT", "/auth/v1/user", `{"data":{"x":${atCap}}}`, token);
    expect(deepButAllowed.status).toBe(200);
  });
});

describe("a malformed body is the client's mistake, never a 500", () => {
  it.each([
    ["/api/onboarding", "text/plain", "{", 400],
    ["/api/onboarding", "application/json", "{", 400],
    ["/api/onboarding", "application/json", "x".repeat(1024 * 1024 + 1), 413],
    ["/auth/v1/token?grant_type=password", "text/plain", "{", 415],
    ["/auth/v1/token?grant_type=password", "application/json", "x".repeat(1024 * 1024 + 1), 413],
  ])("%s with %s", async (path, contentType, body, status) => {
    const res = await app.json("POST", path, body, token, { "content-type": contentType });
    expect(res.status).toBe(status);
    // A wrong content type reads as no fields on /api, so the schema's own German message answers;
    // /auth/v1 reads JSON only (415: a foreign page cannot send text/plain without a preflight, decision 023).
    expect(res.body.message).toMatch(/Anfrage|JSON|gross|Bitte/);
    if (path.startsWith("/auth/v1")) expect(res.body.error_code).toBe(res.body.code);
  });
});
