import { describe, expect, it, vi } from "vitest";
import { createAuthRetryAfter } from "./auth-retry-after.ts";
import { createAuthClient } from "./supabase.ts";

// The server's refusal (docs/product.md §4.2, decision 023): 429, GoTrue's code, a German message.
const REFUSAL = {
  code: "over_request_rate_limit",
  error_code: "over_request_rate_limit",
  message: "Zu viele Anmeldeversuche. Bitte warte einen Moment.",
};
const TOKEN_URL = "http://localhost:3000/auth/v1/token?grant_type=password";

function answer(status: number, headers: Record<string, string> = {}, body: unknown = REFUSAL): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A clock the test moves by hand, and the wrapper over a fetch that always gives `response`. */
function setUp(response: () => Response) {
  let time = 1_000_000;
  const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  const retryAfter = createAuthRetryAfter(base, () => time);
  return { base, retryAfter, tick: (ms: number) => (time += ms) };
}

const tooMany = { status: 429, code: "over_request_rate_limit", message: REFUSAL.message };

describe("createAuthRetryAfter", () => {
  it("passes the request through and gives the answer back unchanged", async () => {
    const { base, retryAfter } = setUp(() => answer(429, { "Retry-After": "30" }));
    const init = { method: "POST", body: "{}" };
    const response = await retryAfter.fetch(TOKEN_URL, init);
    expect(base).toHaveBeenCalledWith(TOKEN_URL, init);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(REFUSAL);
  });

  it("gives the seconds still to wait for a 429, counting down with the clock", async () => {
    const { retryAfter, tick } = setUp(() => answer(429, { "Retry-After": "240" }));
    await retryAfter.fetch(TOKEN_URL);
    expect(retryAfter.retryAfterFor(tooMany)).toBe(240);
    tick(1500);
    expect(retryAfter.retryAfterFor(tooMany)).toBe(239); // 238.5 s, rounded up
    tick(238_499);
    expect(retryAfter.retryAfterFor(tooMany)).toBe(1);
    tick(1);
    expect(retryAfter.retryAfterFor(tooMany)).toBeNull();
  });

  it("reads a Request object's address too", async () => {
    const { retryAfter } = setUp(() => answer(429, { "Retry-After": "5" }));
    await retryAfter.fetch(new Request("http://localhost:3000/auth/v1/signup", { method: "POST" }));
    expect(retryAfter.retryAfterFor(tooMany)).toBe(5);
  });

  it("has no wait for other errors, other paths, or a 429 without a usable Retry-After", async () => {
    const { retryAfter } = setUp(() => answer(429, { "Retry-After": "30" }));
    await retryAfter.fetch(TOKEN_URL);
    expect(retryAfter.retryAfterFor({ status: 400, message: "E-Mail oder Passwort ist falsch." })).toBeNull();
    expect(retryAfter.retryAfterFor(new Error("Netzwerk"))).toBeNull();
    expect(retryAfter.retryAfterFor(null)).toBeNull();

    for (const header of [undefined, "0", "-3", "1.5", "Wed, 21 Oct 2026 07:28:00 GMT"]) {
      const { retryAfter: fresh } = setUp(() => answer(429, header ? { "Retry-After": header } : {}));
      await fresh.fetch(TOKEN_URL);
      expect(fresh.retryAfterFor(tooMany), `Retry-After: ${header}`).toBeNull();
    }

    const { retryAfter: api } = setUp(() => answer(429, { "Retry-After": "30" }));
    await api.fetch("http://localhost:3000/api/chat");
    expect(api.retryAfterFor(tooMany)).toBeNull();
  });

  it("forgets the wait when a later refusal names none", async () => {
    let headers: Record<string, string> = { "Retry-After": "60" };
    const { retryAfter } = setUp(() => answer(429, headers));
    await retryAfter.fetch(TOKEN_URL);
    headers = {};
    await retryAfter.fetch(TOKEN_URL);
    expect(retryAfter.retryAfterFor(tooMany)).toBeNull();
  });

  it("works as the auth client's fetch: the AuthApiError of a refused sign-in has its wait", async () => {
    const { base, retryAfter } = setUp(() => answer(429, { "Retry-After": "3" }));
    const config = {
      supabaseUrl: null,
      supabaseAnonKey: "anon",
      authMode: "embedded",
      allowSignup: false,
    } as const;
    const auth = createAuthClient(config, retryAfter.fetch, "http://localhost:3000");
    const { error } = await auth.signInWithPassword({
      email: "lea@example.ch",
      password: "geheim-123",
    });
    expect(String(base.mock.calls[0]?.[0])).toBe(TOKEN_URL);
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit", message: REFUSAL.message });
    expect(retryAfter.retryAfterFor(error)).toBe(3);
  });
});
