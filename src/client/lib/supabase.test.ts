import { createClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppConfig } from "#shared/contracts/app-config.ts";
import { createAuthClient } from "./supabase.ts";

// The browser's auth client is @supabase/auth-js alone (decision 056). It must behave as the
// supabase-js client it replaced: the same requests to the same address with the same keys, and
// the same storage key, so that a pupil signed in before the change stays signed in.

const embedded: AppConfig = {
  supabaseUrl: null,
  supabaseAnonKey: "anon-key",
  authMode: "embedded",
  allowSignup: false,
};
const hosted: AppConfig = { ...embedded, supabaseUrl: "https://abcdefgh.supabase.co", authMode: "supabase" };
const ORIGIN = "http://localhost:3000";

function fakeSession(token: string) {
  return {
    access_token: token,
    refresh_token: "refresh",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: {
      id: "user-1",
      aud: "authenticated",
      app_metadata: {},
      user_metadata: {},
      created_at: "2025-03-07T10:00:00Z",
    },
  };
}

/** A fetch that refuses every sign-in, recording what was asked. */
function recordingFetch() {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(JSON.stringify({ code: "invalid_credentials", message: "Nein." }), {
      status: 400,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch, calls };
}

/** A fetch that answers every request with `body`. */
const answering = (body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }),
  );

/** supabase-js configured as lib/supabase.ts was before decision 056. */
function supabaseJs(config: AppConfig, fetch: typeof globalThis.fetch) {
  return createClient(config.supabaseUrl ?? ORIGIN, config.supabaseAnonKey, {
    auth: { persistSession: true, flowType: "implicit", autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
  });
}

afterEach(() => window.localStorage.clear());

describe("createAuthClient", () => {
  it.each([
    ["the embedded auth", embedded],
    ["a Supabase project", hosted],
  ])("signs in at the address and with the keys supabase-js used, for %s", async (_name, config) => {
    const before = recordingFetch();
    const after = recordingFetch();
    const credentials = { email: "lea@example.ch", password: "geheim-123" };
    await supabaseJs(config, before.fetch).auth.signInWithPassword(credentials);
    await createAuthClient(config, after.fetch, ORIGIN).signInWithPassword(credentials);

    const [was, is] = [before.calls[0], after.calls[0]];
    expect(is?.url).toBe(was?.url);
    expect(is?.url).toBe(`${config.supabaseUrl ?? ORIGIN}/auth/v1/token?grant_type=password`);
    expect(is?.body).toEqual(was?.body);
    for (const header of ["apikey", "authorization", "content-type", "x-supabase-api-version"]) {
      expect(is?.headers.get(header), header).toBe(was?.headers.get(header));
    }
    expect(is?.headers.get("apikey")).toBe("anon-key");
    expect(is?.headers.get("authorization")).toBe("Bearer anon-key");
  });

  it.each([
    ["the embedded auth", embedded, "sb-localhost-auth-token"],
    ["a Supabase project", hosted, "sb-abcdefgh-auth-token"],
  ])("keeps a session supabase-js saved, under the same storage key, for %s", async (_name, config, key) => {
    const fetch = answering(fakeSession("saved-before"));
    await supabaseJs(config, fetch).auth.signInWithPassword({
      email: "lea@example.ch",
      password: "geheim-123",
    });
    expect(Object.keys(window.localStorage)).toEqual([key]);

    const { data } = await createAuthClient(config, fetch, ORIGIN).getSession();
    expect(data.session?.access_token).toBe("saved-before");
  });

  it("saves a new session where supabase-js reads it", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(fakeSession("fresh")), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        }),
    );
    const auth = createAuthClient(embedded, fetch, ORIGIN);
    await auth.signInWithPassword({ email: "lea@example.ch", password: "geheim-123" });

    const { data } = await supabaseJs(embedded, fetch).auth.getSession();
    expect(data.session?.access_token).toBe("fresh");
  });

  it("refuses a missing address or key with supabase-js's messages (docs/product.md §5.3)", () => {
    expect(() => createAuthClient({ ...embedded, supabaseUrl: " " }, undefined, ORIGIN)).toThrow(
      "supabaseUrl is required.",
    );
    expect(() =>
      createAuthClient({ ...embedded, supabaseUrl: "ftp://example.ch" }, undefined, ORIGIN),
    ).toThrow("Invalid supabaseUrl: Must be a valid HTTP or HTTPS URL.");
    expect(() => createAuthClient({ ...embedded, supabaseAnonKey: "" }, undefined, ORIGIN)).toThrow(
      "supabaseKey is required.",
    );
  });
});
