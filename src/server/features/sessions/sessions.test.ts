import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pupil = async () => (await t.signUp()).session.access_token;
const completion = (overrides: Record<string, unknown> = {}) => ({
  conversationTranscript: [
    { type: "user", text: "Was ist 3/4 + 1/8?", timestamp: "2026-11-22T08:00:00.000Z" },
    {
      type: "assistant",
      text: "Welchen gemeinsamen Nenner findest du?",
      timestamp: "2026-11-22T08:00:05.000Z",
    },
  ],
  sessionType: "text",
  subjectId: "mathematik",
  topicsCovered: "Mathematik",
  competenciesDiscussed: [],
  notes: "Session mit 2 Nachrichten und 0 hochgeladenen Dateien.",
  metadata: { messageCount: 2, subjectName: "Mathematik", uploadedFilesCount: 0 },
  ...overrides,
});

describe("sessions API", () => {
  it("creates, lists and reads a session", async () => {
    const token = await pupil();
    const created = await t.json(
      "POST",
      "/api/sessions",
      { id: "abc-123", subjectId: "math", type: "chat" },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.body.session).toMatchObject({
      id: "abc-123",
      subjectId: "mathematik",
      subjectName: "Mathematik",
      subject: { name: "Mathematik", emoji: "🧮" },
      type: "CHAT",
      status: "ACTIVE",
    });
    expect((await t.json("POST", "/api/sessions", { id: "abc-123" }, token)).status).toBe(200);

    const generated = await t.json("POST", "/api/sessions", { type: "voice", subjectId: "englisch" }, token);
    expect(generated.body.session.id).toMatch(/^voice_\d+_[a-z0-9]+$/);
    expect(generated.body.session.type).toBe("VOICE");

    const list = await t.json("GET", "/api/sessions", undefined, token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((s: { id: string }) => s.id).sort()).toEqual(
      ["abc-123", generated.body.session.id].sort(),
    );

    const detail = await t.json("GET", "/api/sessions/abc-123", undefined, token);
    expect(detail.body.session).toMatchObject({
      id: "abc-123",
      duration: expect.any(Number),
      conversationTranscript: [],
    });
  });

  it("lists with an ETag (304 when unchanged), gzip when accepted, and shows each write at once", async () => {
    const token = await pupil();
    await t.json("POST", "/api/sessions", { id: "liste-1", subjectId: "physik" }, token);
    const first = await t.json("GET", "/api/sessions", undefined, token);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const unchanged = await t.app.request("/api/sessions", {
      headers: { authorization: `Bearer ${token}`, "if-none-match": etag ?? "" },
    });
    expect(unchanged.status).toBe(304);

    const zipped = await t.app.request("/api/sessions", {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip, br" },
    });
    // Too small to be worth compressing: sent as it is.
    expect(zipped.headers.get("content-encoding")).toBeNull();

    await t.json("POST", "/api/sessions/liste-1/complete", completion(), token);
    const changed = await t.json("GET", "/api/sessions", undefined, token);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.body.data[0]).toMatchObject({ id: "liste-1", status: "COMPLETED" });
    const stale = await t.app.request("/api/sessions", {
      headers: { authorization: `Bearer ${token}`, "if-none-match": etag ?? "" },
    });
    expect(stale.status).toBe(200);
  });

  it("gzips a long list for clients that accept it, with its own ETag", async () => {
    const token = await pupil();
    for (let i = 0; i < 12; i++)
      await t.json("POST", "/api/sessions", { id: `lang-${i}`, subjectId: "chemie" }, token);
    const plain = await t.app.request("/api/sessions", { headers: { authorization: `Bearer ${token}` } });
    const zipped = await t.app.request("/api/sessions", {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    // Vary also names Origin: /api answers CORS for listed origins only (decision 023).
    expect(zipped.headers.get("vary")?.split(/,\s*/)).toEqual(["Accept-Encoding", "Origin"]);
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    const body = JSON.parse(gunzipSync(bytes).toString("utf8"));
    expect(body).toEqual(await plain.json());
    expect(body.total).toBe(12);
  });

  it("binds ids to their owner: another pupil gets 404, never data", async () => {
    const owner = await pupil();
    await t.json("POST", "/api/sessions/shared-id/complete", completion(), owner);
    const stranger = await pupil();
    for (const [method, path, body] of [
      ["GET", "/api/sessions/shared-id", undefined],
      ["POST", "/api/sessions/shared-id/pause", undefined],
    ] as const) {
      const res = await t.json(method, path, body, stranger);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Session nicht gefunden.");
    }
    expect((await t.json("GET", "/api/sessions", undefined, stranger)).body).toEqual({ data: [], total: 0 });
    // The stranger's own session with the same id is a different one.
    await t.json("POST", "/api/sessions", { id: "shared-id", subjectId: "deutsch" }, stranger);
    const mine = await t.json("GET", "/api/sessions/shared-id", undefined, stranger);
    expect(mine.body.session).toMatchObject({
      subjectId: "deutsch",
      status: "ACTIVE",
      conversationTranscript: [],
    });
    const theirs = await t.json("GET", "/api/sessions/shared-id", undefined, owner);
    expect(theirs.body.session).toMatchObject({ subjectId: "mathematik", status: "COMPLETED" });
  });

  it("completes with the payload, creating a session the server has not seen (voice)", async () => {
    const token = await pupil();
    const res = await t.json(
      "POST",
      "/api/sessions/voice_1795300000000_x1y2z3/complete",
      completion({
        sessionType: "voice",
        subjectId: "englisch",
        topicsCovered: undefined,
        metadata: {
          messageCount: 2,
          subjectName: "Englisch",
          uploadedFilesCount: 1,
          sessionDuration: 65_000,
        },
      }),
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({
      id: "voice_1795300000000_x1y2z3",
      type: "VOICE",
      status: "COMPLETED",
      subjectName: "Englisch",
      completedAt: expect.any(String),
    });
    expect(res.body.session.conversationTranscript).toHaveLength(2);
    expect(res.body.session.conversationTranscript[0]).toEqual({
      type: "user",
      text: "Was ist 3/4 + 1/8?",
      timestamp: "2026-11-22T08:00:00.000Z",
    });
    // The server measures the duration; the client's sessionDuration is not trusted.
    expect(res.body.session.duration).toBeLessThan(60);

    const again = await t.json(
      "POST",
      "/api/sessions/voice_1795300000000_x1y2z3/complete",
      completion({ conversationTranscript: [] }),
      token,
    );
    expect(again.body.session.conversationTranscript).toHaveLength(2);
  });

  it("pauses and restarts; a paused or unknown session is handled", async () => {
    const token = await pupil();
    expect((await t.json("POST", "/api/sessions/nie-gesehen/pause", undefined, token)).status).toBe(404);
    await t.json("POST", "/api/sessions", { id: "p1" }, token);
    expect((await t.json("POST", "/api/sessions/p1/pause", undefined, token)).body.session.status).toBe(
      "PAUSED",
    );
    expect((await t.json("POST", "/api/sessions/p1/start", undefined, token)).body.session.status).toBe(
      "ACTIVE",
    );
    expect(
      (await t.json("POST", "/api/sessions/neu-gestartet/start", undefined, token)).body.session.status,
    ).toBe("ACTIVE");
  });

  it.each([
    [{}, "conversationTranscript muss eine Liste sein."],
    [{ ...completion(), sessionType: "video" }, "sessionType muss text oder voice sein."],
    [
      {
        ...completion(),
        conversationTranscript: [{ type: "system", text: "x", timestamp: "2026-11-22T08:00:00Z" }],
      },
      "Jeder Transkript-Eintrag braucht type user oder assistant.",
    ],
    [
      { ...completion(), conversationTranscript: [{ type: "user", text: "x", timestamp: "gestern" }] },
      "timestamp muss ein ISO-Datum sein.",
    ],
    [{ ...completion(), metadata: { messageCount: -1 } }, expect.any(String)],
  ])("refuses the completion payload %#", async (body, message) => {
    const token = await pupil();
    const res = await t.json("POST", "/api/sessions/s1/complete", body, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
    expect((await t.json("GET", "/api/sessions", undefined, token)).body.total).toBe(0);
  });

  it("refuses malformed ids and bodies with 400", async () => {
    const token = await pupil();
    const badId = await t.json("GET", `/api/sessions/${"x".repeat(101)}`, undefined, token);
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Ungültige Session-ID/);
    expect((await t.json("GET", "/api/sessions/a%20b", undefined, token)).status).toBe(400);
    expect((await t.json("POST", "/api/sessions", { type: "video" }, token)).body.message).toBe(
      "type muss chat oder voice sein.",
    );
    expect((await t.json("POST", "/api/sessions/x/complete", "{oops", token)).status).toBe(400);
  });
});
