import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

// CORS on /auth/v1 and /api: only PUBLIC_URL's origin and CORS_ORIGINS (issue 14, decision 023).
const OWN = "https://lernfunke.schule.ch";
const LISTED = "https://portal.schule.ch";
const FOREIGN = "https://boese.example";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${OWN}/`, CORS_ORIGINS: `${LISTED}, http://localhost:5173` });
});
afterAll(() => t.close());

const preflight = (path: string, origin: string, method = "POST") =>
  t.app.request(path, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "apikey,authorization,content-type,x-client-info",
    },
  });

const signIn = (origin: string, contentType = "application/json") =>
  t.app.request("/auth/v1/token?grant_type=password", {
    method: "POST",
    headers: { origin, "content-type": contentType },
    body: JSON.stringify({ email: "lea@schule.ch", password: "falsches-passwort" }),
  });

describe("CORS", () => {
  it.each(["/auth/v1/token?grant_type=password", "/auth/v1/signup", "/auth/v1/user", "/api/sessions"])(
    "gives a foreign origin no Access-Control-Allow-Origin on the preflight for %s",
    async (path) => {
      const res = await preflight(path, FOREIGN);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    },
  );

  it("gives a foreign origin no Access-Control-Allow-Origin on a simple POST, and refuses its text/plain body", async () => {
    const json = await signIn(FOREIGN);
    expect(json.status).toBe(400); // the request ran (CORS cannot stop that), its answer is unreadable
    expect(json.headers.get("access-control-allow-origin")).toBeNull();
    // A page can send text/plain without a preflight: that body is not read at all.
    const plain = await signIn(FOREIGN, "text/plain;charset=UTF-8");
    expect(plain.status).toBe(415);
    expect(plain.headers.get("access-control-allow-origin")).toBeNull();
    const signUp = await t.app.request("/auth/v1/signup", {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "text/plain" },
      body: JSON.stringify({
        email: `csrf-${crypto.randomUUID()}@schule.ch`,
        password: "Lernen-macht-Spass-7",
      }),
    });
    expect(signUp.status).toBe(415);
  });

  it("gives a foreign origin no Access-Control-Allow-Origin on /api", async () => {
    const res = await t.app.request("/api/sessions", { headers: { origin: FOREIGN } });
    expect(res.status).toBe(401);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([OWN, LISTED, "http://localhost:5173"])("allows %s on /auth/v1 and /api", async (origin) => {
    const pre = await preflight("/auth/v1/token?grant_type=password", origin);
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(origin);
    expect(pre.headers.get("access-control-allow-headers")).toContain("x-client-info");
    expect(pre.headers.get("vary")).toContain("Origin");
    const post = await signIn(origin);
    expect(post.headers.get("access-control-allow-origin")).toBe(origin);
    expect(post.headers.get("access-control-expose-headers")).toContain("x-supabase-api-version");
    const api = await preflight("/api/sessions", origin, "DELETE");
    expect(api.headers.get("access-control-allow-origin")).toBe(origin);
    expect(
      (await t.app.request("/api/sessions", { headers: { origin } })).headers.get(
        "access-control-allow-origin",
      ),
    ).toBe(origin);
  });

  it("does not take a look-alike of an allowed origin", async () => {
    for (const origin of [`${OWN}.boese.example`, "http://lernfunke.schule.ch", `${OWN}:8443`, "null"]) {
      expect(
        (await preflight("/auth/v1/signup", origin)).headers.get("access-control-allow-origin"),
        origin,
      ).toBeNull();
    }
  });
});

describe("CORS_ORIGINS", () => {
  it("stops the start on an entry that is not an origin", async () => {
    await expect(createTestApp({ CORS_ORIGINS: "https://ok.ch, *" })).rejects.toThrow(/CORS_ORIGINS/);
    await expect(createTestApp({ CORS_ORIGINS: "https://schule.ch/pfad" })).rejects.toThrow(/CORS_ORIGINS/);
  });
});
