import { createClient, isAuthRefreshDiscardedError, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "#tests/support/test-app.ts";

// The real supabase-js 2.x client against the embedded auth over real HTTP, configured as the
// browser is (docs/product.md §2.1), with an in-memory storage standing in for localStorage.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function client(
  storage = memoryStorage(),
  fetchImpl: typeof fetch = fetch,
): {
  supabase: SupabaseClient;
  storage: ReturnType<typeof memoryStorage>;
} {
  const supabase = createClient(server.url, "lernfunke-embedded", {
    global: { fetch: fetchImpl },
    auth: {
      persistSession: true,
      flowType: "implicit",
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage,
    },
  });
  return { supabase, storage };
}

describe("supabase-js against the embedded auth", () => {
  const email = "lea.muster@schule.ch";
  const password = "Zahlen-sind-toll-42";

  it("signs up, stores the session under sb-localhost-auth-token and reads the user", async () => {
    const { supabase, storage } = client();
    const { data, error } = await supabase.auth.signUp({
      email,
      password,
      options: { data: { name: "Lea" } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata.name).toBe("Lea");

    const stored = JSON.parse(storage.items.get("sb-localhost-auth-token") ?? "null");
    expect(stored.user.id).toBe(data.user?.id);
    expect(stored.refresh_token).toBe(data.session?.refresh_token);

    const { data: got, error: getError } = await supabase.auth.getUser();
    expect(getError).toBeNull();
    expect(got.user?.id).toBe(data.user?.id);
  });

  it("refuses a second account for the same e-mail with user_already_exists", async () => {
    const { supabase } = client();
    const { error } = await supabase.auth.signUp({ email, password });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("user_already_exists");
  });

  it("signs in, refreshes with rotation, updates the user and signs out", async () => {
    const { supabase, storage } = client();
    const signIn = await supabase.auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session;
    expect(first?.user.email).toBe(email);

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    const updated = await supabase.auth.updateUser({ data: { name: "Lea M." } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.name).toBe("Lea M.");

    const token = refreshed.data.session?.access_token ?? "";
    expect((await server.json("GET", "/api/onboarding", undefined, token)).status).toBe(200);

    const out = await supabase.auth.signOut();
    expect(out.error).toBeNull();
    expect(storage.items.has("sb-localhost-auth-token")).toBe(false);
    // Sign-out ends the session on the server: the old access token no longer opens the API.
    expect((await server.json("GET", "/api/onboarding", undefined, token)).status).toBe(401);
  });

  it("changes the e-mail only with current_password, and says so in German otherwise", async () => {
    const { supabase } = client();
    const own = `wechsel-${crypto.randomUUID()}@schule.ch`;
    expect((await supabase.auth.signUp({ email: own, password })).error).toBeNull();
    const next = `neu-${crypto.randomUUID()}@schule.ch`;
    const bare = await supabase.auth.updateUser({ email: next });
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.code).toBe("current_password_required");
    expect(bare.error?.message).toBe("Bitte gib zum Ändern der E-Mail-Adresse dein aktuelles Passwort ein.");
    const invalid = await supabase.auth.updateUser({ email: "keine-adresse", current_password: password });
    expect(invalid.error?.code).toBe("validation_failed");
    const changed = await supabase.auth.updateUser({ email: next, current_password: password });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(next);
  });

  it("shows the same error for a wrong password and an unknown e-mail", async () => {
    const { supabase } = client();
    const wrong = await supabase.auth.signInWithPassword({ email, password: "falsches-passwort" });
    const unknown = await supabase.auth.signInWithPassword({ email: "niemand@schule.ch", password });
    expect(wrong.error?.code).toBe("invalid_credentials");
    expect(wrong.error?.status).toBe(400);
    expect(unknown.error?.message).toBe(wrong.error?.message);
    expect(unknown.error?.status).toBe(wrong.error?.status);
    expect(unknown.error?.code).toBe(wrong.error?.code);
  });

  it("reports a weak password with its reason", async () => {
    const { supabase } = client();
    const short = await supabase.auth.signUp({ email: "kurz@schule.ch", password: "kurz" });
    expect(short.error?.code).toBe("weak_password");
    expect(short.error?.status).toBe(422);
    expect(short.error && "reasons" in short.error ? short.error.reasons : null).toEqual(["length"]);
    const common = await supabase.auth.signUp({ email: "bekannt@schule.ch", password: "Passwort123" });
    expect(common.error && "reasons" in common.error ? common.error.reasons : null).toEqual(["pwned"]);
  });
});

/** fetch that records each refresh grant: the token sent and the status and token answered. */
function recordingFetch() {
  const refreshes: Array<{ sent: string; status: number; received: string | undefined }> = [];
  const record: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (String(input instanceof Request ? input.url : input).includes("grant_type=refresh_token")) {
      const sent = JSON.parse(String(init?.body)).refresh_token;
      const answer = await response.clone().json();
      refreshes.push({ sent, status: response.status, received: answer.refresh_token });
    }
    return response;
  };
  return { record, refreshes };
}

describe("two supabase-js clients sharing one storage (two tabs)", () => {
  afterEach(() => vi.useRealTimers());

  it("keep their session when they refresh together, in 20 of 20 runs", async () => {
    const email = `zwei-tabs-${crypto.randomUUID()}@schule.ch`;
    const storage = memoryStorage();
    const { record, refreshes } = recordingFetch();
    const first = client(storage, record).supabase;
    const second = client(storage, record).supabase;
    expect((await first.auth.signUp({ email, password: "Zwei-Tabs-offen-42" })).error).toBeNull();

    let kept = 0;
    for (let run = 0; run < 20; run++) {
      refreshes.length = 0;
      const results = await Promise.all([first.auth.refreshSession(), second.auth.refreshSession()]);
      // Both really sent the same token at the same time: one rotation, one replay of its parent.
      expect(refreshes).toHaveLength(2);
      expect(refreshes[0]?.sent).toBe(refreshes[1]?.sent);
      // GoTrue's rule: the replay gets the same new token back, so no second rotation.
      expect(refreshes.map((r) => r.status)).toEqual([200, 200]);
      expect(refreshes[0]?.received).toBe(refreshes[1]?.received);
      // A client may discard its answer when the other one stored first (supabase-js's commit
      // guard); never a server error.
      for (const { error } of results) if (error) expect(isAuthRefreshDiscardedError(error)).toBe(true);

      const sessions = await Promise.all([first.auth.getSession(), second.auth.getSession()]);
      const users = await Promise.all([first.auth.getUser(), second.auth.getUser()]);
      const stored = JSON.parse(storage.items.get("sb-localhost-auth-token") ?? "null");
      const bothKept =
        sessions.every((s) => s.data.session?.refresh_token === refreshes[0]?.received) &&
        users.every((u) => u.error === null && u.data.user?.email === email) &&
        stored?.refresh_token === refreshes[0]?.received;
      if (bothKept) kept++;
    }
    expect(kept).toBe(20);

    // Nothing was left to expire: well after the reuse interval the stored session still refreshes.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    const later = await second.auth.refreshSession();
    expect(later.error).toBeNull();
    expect((await first.auth.getUser()).error).toBeNull();
  });
});
