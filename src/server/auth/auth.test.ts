import { decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.json("POST", "/auth/v1/token?grant_type=refresh_token", { refresh_token: token });
const login = (email: string, password: string) =>
  t.json("POST", "/auth/v1/token?grant_type=password", { email, password });

// GoTrue's reuse rule for rotated tokens: refresh-reuse.test.ts.
describe("refresh tokens", () => {
  it("rotate on every use", async () => {
    const { session } = await t.signUp();
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(session.refresh_token);
    expect(next.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(next.body.user.id).toBe(session.user.id);
  });

  it("reject an unknown token", async () => {
    const res = await refresh("not-a-real-token");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("refresh_token_not_found");
  });
});

describe("password sign-in", () => {
  it("answers a wrong password and an unknown e-mail identically", async () => {
    const { email } = await t.signUp();
    const wrong = await login(email, "ganz-falsches-passwort");
    const unknown = await login(`unbekannt-${crypto.randomUUID()}@schule.ch`, "ganz-falsches-passwort");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({
      code: "invalid_credentials",
      message: "E-Mail oder Passwort ist falsch.",
    });
  });

  // Guessing limits, per account and source with growing delays: sign-in-limits.test.ts.

  it("accepts e-mail in any case and issues ES256 tokens whose kid is in the JWKS", async () => {
    const { email, password } = await t.signUp();
    const res = await login(email.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    const header = decodeProtectedHeader(res.body.access_token);
    expect(header.alg).toBe("ES256");
    const jwks = await t.json("GET", "/auth/v1/.well-known/jwks.json");
    expect(jwks.body.keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
    expect(jwks.body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", key_ops: ["verify"] });
    expect(jwks.body.keys[0].d).toBeUndefined();
  });

  it("rejects a malformed body with 400 and an unsupported grant with 400", async () => {
    const bad = await t.json("POST", "/auth/v1/token?grant_type=password", "{not json");
    expect(bad.status).toBe(400);
    expect((await t.json("POST", "/auth/v1/token?grant_type=magic", {})).status).toBe(400);
  });
});

describe("user and logout", () => {
  it("requires the current password to change the password and then ends other sessions", async () => {
    const { email, password, session } = await t.signUp();
    const other = await login(email, password);
    const put = (body: unknown) => t.json("PUT", "/auth/v1/user", body, session.access_token);

    expect((await put({ password: "Neues-Passwort-99" })).body.code).toBe("current_password_required");
    expect((await put({ password: "Neues-Passwort-99", current_password: "falsch" })).body.code).toBe(
      "current_password_mismatch",
    );
    const ok = await put({ password: "Neues-Passwort-99", current_password: password });
    expect(ok.status).toBe(200);

    expect((await t.json("GET", "/auth/v1/user", undefined, session.access_token)).status).toBe(200);
    const ended = await t.json("GET", "/auth/v1/user", undefined, other.body.access_token);
    expect(ended.status).toBe(403);
    expect(ended.body.code).toBe("session_not_found");
    expect((await login(email, "Neues-Passwort-99")).status).toBe(200);
  });

  it("answers 401 without a bearer and 403 for a bad token on /user", async () => {
    expect((await t.json("GET", "/auth/v1/user")).body.code).toBe("no_authorization");
    const bad = await t.json("GET", "/auth/v1/user", undefined, "abc.def.ghi");
    expect(bad.status).toBe(403);
    expect(bad.body.code).toBe("bad_jwt");
  });

  it.each([
    ["local", [false, true, true]],
    ["others", [true, false, false]],
    ["global", [false, false, false]],
  ] as const)("logout scope %s ends the right sessions", async (scope, alive) => {
    const { email, password, session } = await t.signUp();
    const b = await login(email, password);
    const c = await login(email, password);
    const res = await t.json("POST", `/auth/v1/logout?scope=${scope}`, undefined, session.access_token);
    expect(res.status).toBe(204);
    const statuses = await Promise.all(
      [session.access_token, b.body.access_token, c.body.access_token].map(
        async (token) => (await t.json("GET", "/auth/v1/user", undefined, token)).status === 200,
      ),
    );
    expect(statuses).toEqual(alive);
  });
});

describe("sign-up", () => {
  it("is refused when ALLOW_SIGNUP is off, while operators can still create accounts", async () => {
    const closed = await createTestApp({ ALLOW_SIGNUP: "false" });
    try {
      const res = await closed.json("POST", "/auth/v1/signup", {
        email: "neu@schule.ch",
        password: "Ein-gutes-Passwort",
      });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe("signup_disabled");
      const api = await closed.json("POST", "/api/auth/register", {
        email: "neu@schule.ch",
        password: "Ein-gutes-Passwort",
      });
      expect(api.status).toBe(422);
      await closed.auth?.createUser({ email: "neu@schule.ch", password: "Ein-gutes-Passwort" });
      const signIn = await closed.json("POST", "/api/auth/login", {
        email: "neu@schule.ch",
        password: "Ein-gutes-Passwort",
      });
      expect(signIn.status).toBe(200);
    } finally {
      await closed.close();
    }
  });
});
