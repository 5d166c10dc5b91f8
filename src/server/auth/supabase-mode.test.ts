import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, startTestServer } from "#tests/support/test-app.ts";

// With SUPABASE_URL set, the API trusts tokens of that project, verified against its JWKS.
// The "project" here is a second Lernfunke instance, whose embedded auth speaks the same API.
let project: Awaited<ReturnType<typeof startTestServer>>;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  project = await startTestServer();
  app = await createTestApp({ SUPABASE_URL: project.url, SUPABASE_ANON_KEY: "anon-key" });
});
afterAll(async () => {
  await app.close();
  await project.close();
});

describe("Supabase mode", () => {
  it("accepts the project's tokens and refuses others", async () => {
    const { session } = await project.signUp();
    const ok = await app.json("GET", "/api/onboarding", undefined, session.access_token);
    expect(ok.status).toBe(200);

    const stranger = await createTestApp();
    try {
      const foreign = await stranger.signUp();
      expect((await app.json("GET", "/api/onboarding", undefined, foreign.session.access_token)).status).toBe(
        401,
      );
    } finally {
      await stranger.close();
    }
  });

  it("serves no embedded auth and points the browser at the project", async () => {
    expect((await app.json("POST", "/auth/v1/signup", { email: "a@b.ch", password: "x" })).status).toBe(404);
    const config = await app.json("GET", "/config.json");
    expect(config.body).toMatchObject({
      supabaseUrl: project.url,
      supabaseAnonKey: "anon-key",
      authMode: "supabase",
    });
  });

  it("has no classes: roles and accounts without e-mail need the embedded auth (decision 053)", async () => {
    const { session } = await project.signUp();
    for (const [method, path] of [
      ["GET", "/api/classes"],
      ["POST", "/api/classes/join"],
      ["GET", `/api/classes/${crypto.randomUUID()}`],
    ] as const) {
      const res = await app.json(
        method,
        path,
        method === "POST" ? { code: "ABCDEFGH" } : undefined,
        session.access_token,
      );
      expect(res.status, path).toBe(501);
      expect(res.body.message).toBe(
        "Klassen gibt es nur mit der eingebauten Anmeldung, nicht mit einem Supabase-Projekt.",
      );
    }
  });

  it("refuses a config with SUPABASE_URL but no anon key", async () => {
    await expect(createTestApp({ SUPABASE_URL: project.url })).rejects.toThrow(/SUPABASE_ANON_KEY/);
  });
});
