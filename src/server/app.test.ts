import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const clientDir = mkdtempSync(join(tmpdir(), "lernfunke-spa-"));
writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>Lernfunke</title><div id=root></div>");

beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(() => t.close());

// Every /api route of docs/product.md §4, including those later issues fill in.
const PROTECTED_ROUTES: Array<[string, string]> = [
  ["GET", "/api/onboarding"],
  ["POST", "/api/onboarding"],
  ["POST", "/api/onboarding/learning-assessment"],
  ["POST", "/api/auth/logout"],
  ["GET", "/api/auth/profile"],
  ["PUT", "/api/auth/profile"],
  ["POST", "/api/chat/completion"],
  ["GET", "/api/sessions"],
  ["POST", "/api/sessions"],
  ["GET", "/api/sessions/abc"],
  ["POST", "/api/sessions/abc/complete"],
  ["GET", "/api/sessions/abc/analysis"],
  ["GET", "/api/progress"],
  ["GET", "/api/subjects"],
  ["GET", "/api/elevenlabs/signed-url"],
  ["POST", "/api/session-preparation/generate-plan"],
  ["POST", "/api/session-files/upload"],
  ["GET", "/api/does-not-exist"],
];

describe("the API without a valid token", () => {
  it.each(PROTECTED_ROUTES)("%s %s answers 401 with a German message", async (method, path) => {
    for (const token of [undefined, "not.a.jwt"]) {
      const res = await t.json(method, path, method === "GET" ? undefined : {}, token);
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/Anmeldung/);
    }
  });
});

describe("health and the app", () => {
  it("GET /health reports the database", async () => {
    const res = await t.json("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: { driver: expect.any(String), status: "ok" } });
  });

  it("GET / and deep links serve the SPA with security headers", async () => {
    for (const path of ["/", "/profil", "/tutor/select/mathematik"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<div id=root>");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
    expect((await t.app.request("/missing.js")).status).toBe(404);
  });

  it("GET /config.json tells the browser where the auth lives", async () => {
    const res = await t.json("GET", "/config.json");
    expect(res.body).toEqual({
      supabaseUrl: null,
      supabaseAnonKey: "lernfunke-embedded",
      authMode: "embedded",
      allowSignup: true,
    });
  });
});

describe("onboarding", () => {
  it("is null for a new pupil, then saved and completed", async () => {
    const { session } = await t.signUp();
    const token = session.access_token;
    expect((await t.json("GET", "/api/onboarding", undefined, token)).body).toEqual({ onboarding: null });

    const saved = await t.json(
      "POST",
      "/api/onboarding",
      { name: "  Mia  ", schoolType: "SECONDARY", grade: 2 },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.onboarding).toMatchObject({
      name: "Mia",
      schoolType: "SECONDARY",
      grade: 2,
      completed: true,
    });

    const read = await t.json("GET", "/api/onboarding", undefined, token);
    expect(read.body.onboarding).toMatchObject({ name: "Mia", completed: true, answers: {} });

    const other = await t.signUp();
    expect(
      (await t.json("GET", "/api/onboarding", undefined, other.session.access_token)).body.onboarding,
    ).toBeNull();
  });

  it.each([
    [{ name: "", schoolType: "PRIMARY", grade: 1 }, "Bitte gib deinen Namen ein."],
    [{ name: "   ", schoolType: "PRIMARY", grade: 1 }, "Bitte gib deinen Namen ein."],
    [{ name: "Mia", schoolType: "UNI", grade: 1 }, "Bitte wähle eine Schulstufe."],
    [{ name: "Mia", schoolType: "SECONDARY", grade: 4 }, "Die Klasse muss zwischen 1 und 3 liegen."],
    [{ name: "Mia", schoolType: "GYMNASIUM", grade: 0 }, "Die Klasse muss zwischen 1 und 4 liegen."],
    [{ name: "Mia", schoolType: "PRIMARY", grade: "2" }, "Bitte wähle eine Klasse."],
    [{ name: "Mia", schoolType: "PRIMARY" }, "Bitte wähle eine Klasse."],
  ])("refuses %j with 400", async (body, message) => {
    const { session } = await t.signUp();
    const res = await t.json("POST", "/api/onboarding", body, session.access_token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers malformed JSON, a wrong content type and a huge body with 4xx, never 5xx", async () => {
    const { session } = await t.signUp();
    const token = session.access_token;
    const malformed = await t.json("POST", "/api/onboarding", "{name:", token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/JSON/);

    const plain = await t.json("POST", "/api/onboarding", undefined, token, { "content-type": "text/plain" });
    expect(plain.status).toBe(400);

    const huge = await t.json("POST", "/api/onboarding", { name: "x".repeat(2 * 1024 * 1024) }, token);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Die Anfrage ist zu gross.");
  });
});

describe("/api/auth", () => {
  it("registers, logs in, reads and updates the profile, refreshes and logs out", async () => {
    const email = `api-${crypto.randomUUID()}@schule.ch`;
    const reg = await t.json("POST", "/api/auth/register", {
      email,
      password: "Sicheres-Passwort-1",
      name: "Noah",
    });
    expect(reg.status).toBe(201);
    expect(reg.body.user.user_metadata.name).toBe("Noah");

    const login = await t.json("POST", "/api/auth/login", { email, password: "Sicheres-Passwort-1" });
    expect(login.status).toBe(200);
    const token = login.body.session.access_token;

    expect((await t.json("GET", "/api/auth/profile", undefined, token)).body.user.email).toBe(email);
    const put = await t.json("PUT", "/api/auth/profile", { name: "Noah B." }, token);
    expect(put.body.user.user_metadata.name).toBe("Noah B.");

    const refreshed = await t.json("POST", "/api/auth/refresh", {
      refreshToken: login.body.session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const newToken = refreshed.body.session.access_token;

    expect((await t.json("POST", "/api/auth/logout", undefined, newToken)).status).toBe(200);
    expect((await t.json("GET", "/api/auth/profile", undefined, newToken)).status).toBe(401);
  });

  it.each([
    // Without '@' it is read as a username (decision 053); this is neither.
    [
      "/api/auth/login",
      { email: "kein at!", password: "x" },
      "Bitte gib eine gültige E-Mail-Adresse oder deinen Benutzernamen ein.",
    ],
    [
      "/api/auth/login",
      { email: "a@b", password: "x" },
      "Bitte gib eine gültige E-Mail-Adresse oder deinen Benutzernamen ein.",
    ],
    ["/api/auth/login", { email: "a@b.ch" }, "Bitte gib dein Passwort ein."],
    ["/api/auth/refresh", {}, "refreshToken fehlt."],
  ])("%s refuses %j with a clear 400", async (path, body, message) => {
    const res = await t.json("POST", path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
