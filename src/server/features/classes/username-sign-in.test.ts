import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#tests/support/test-app.ts";

// Accounts without e-mail through the real supabase-js client over HTTP, as the browser signs in
// (issue 20, docs/decisions/053-classes-and-teachers.md): the pupil types a username, never an
// address; a teacher's session says so in app_metadata; a sign-up with a class code joins.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function client() {
  const items = new Map<string, string>();
  return createClient(server.url, "lernfunke-embedded", {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => void items.set(key, value),
        removeItem: (key) => void items.delete(key),
      },
    },
  });
}

describe("supabase-js with classes", () => {
  let teacherToken = "";
  let joinCode = "";
  let classId = "";

  it("a teacher signs in and the session's user has app_metadata.role teacher", async () => {
    if (!server.auth) throw new Error("embedded auth expected");
    await server.auth.createUser({
      email: "frau.keller@schule.ch",
      password: "Klassen-Lehrerin-2026",
      role: "teacher",
      data: { name: "Frau Keller" },
    });
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: "frau.keller@schule.ch",
      password: "Klassen-Lehrerin-2026",
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe("teacher");
    teacherToken = data.session?.access_token ?? "";
    const created = await server.json(
      "POST",
      "/api/classes",
      { name: "5b", schoolType: "PRIMARY", grade: 5 },
      teacherToken,
    );
    expect(created.status).toBe(201);
    ({ id: classId, joinCode } = created.body);
  });

  it("a pupil from the class list signs in with the bare username and passphrase", async () => {
    const made = await server.json(
      "POST",
      `/api/classes/${classId}/pupils`,
      { csv: "Mia;Keller" },
      teacherToken,
    );
    expect(made.status).toBe(201);
    const [mia] = made.body.pupils as Array<{ username: string; password: string }>;
    if (!mia) throw new Error("no pupil");
    expect(mia.username).toBe("mia.k.5b");

    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: "Mia.K.5b",
      password: mia.password,
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBe("pupil");
    const { data: user } = await supabase.auth.getUser();
    expect(user.user?.id).toBe(data.user?.id);
    const mine = await server.json("GET", "/api/classes/memberships", undefined, data.session?.access_token);
    expect(
      mine.body.classes.map((c: { name: string; teacherName: string }) => [c.name, c.teacherName]),
    ).toEqual([["5b", "Frau Keller"]]);

    const wrong = await client().auth.signInWithPassword({ email: "mia.k.5b", password: "falsch-falsch-1" });
    expect(wrong.error?.code).toBe("invalid_credentials");
  });

  it("signUp with options.data.class_code joins the class; a wrong code says why", async () => {
    const wrong = await client().auth.signUp({
      email: "noah@schule.ch",
      password: "Lernen-macht-Spass-7",
      options: { data: { name: "Noah", class_code: "ZZZZZZZZ" } },
    });
    expect(wrong.error?.code).toBe("join_code_unknown");
    expect(wrong.error?.message).toBe(
      "Diesen Klassencode gibt es nicht. Prüfe ihn oder frag deine Lehrperson.",
    );

    const supabase = client();
    const { data, error } = await supabase.auth.signUp({
      email: "noah@schule.ch",
      password: "Lernen-macht-Spass-7",
      options: { data: { name: "Noah", class_code: joinCode } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ name: "Noah" });
    const mine = await server.json("GET", "/api/classes/memberships", undefined, data.session?.access_token);
    expect(mine.body.classes.map((c: { id: string }) => c.id)).toEqual([classId]);
  });
});
