import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/auth.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { USER_METADATA_MAX_BYTES } from "./user-metadata.ts";

// What a signed-in pupil may change about the account (issue 14, docs/decisions/023).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.json("POST", "/auth/v1/token?grant_type=password", { email, password });
const refresh = (token: string) =>
  t.json("POST", "/auth/v1/token?grant_type=refresh_token", { refresh_token: token });

describe("profile metadata", () => {
  it("refuses 1 MB of metadata on sign-up with 400 validation_failed", async () => {
    const res = await t.json("POST", "/auth/v1/signup", {
      email: `gross-${crypto.randomUUID()}@schule.ch`,
      password: "Lernen-macht-Spass-7",
      data: { notiz: "x".repeat(1_000_000) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "validation_failed" });
    expect(res.body.message).toContain("zu gross");
  });

  it("refuses four 900 KB updates on PUT /user, so the access token stays small", async () => {
    const { session } = await t.signUp();
    for (let i = 0; i < 4; i++) {
      const res = await t.json(
        "PUT",
        "/auth/v1/user",
        { data: { [`teil${i}`]: "x".repeat(900_000) } },
        session.access_token,
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("validation_failed");
    }
    const next = await refresh(session.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.access_token.length).toBeLessThan(4096);
    expect(next.body.user.user_metadata).toEqual({ name: "Mia" });
  });

  it("bounds the access token: metadata filled to the cap gives a token under 12 KB", async () => {
    const { session } = await t.signUp();
    const fill = "x".repeat(USER_METADATA_MAX_BYTES - 40);
    expect((await t.json("PUT", "/auth/v1/user", { data: { fill } }, session.access_token)).status).toBe(200);
    const next = await refresh(session.refresh_token);
    expect(decodeJwt(next.body.access_token).user_metadata).toEqual({ name: "Mia", fill });
    expect(next.body.access_token.length).toBeLessThan(12 * 1024);
  });

  it("caps the merged total at 8 KB and removes a key sent as null (GoTrue's merge)", async () => {
    const { session } = await t.signUp();
    const put = (data: unknown) => t.json("PUT", "/auth/v1/user", { data }, session.access_token);
    const half = "x".repeat(USER_METADATA_MAX_BYTES / 2);
    expect((await put({ a: half })).status).toBe(200);
    expect((await put({ b: half })).status).toBe(400); // each half fits, both together do not
    const removed = await put({ a: null, b: half });
    expect(removed.status).toBe(200);
    expect(removed.body.user_metadata).toEqual({ name: "Mia", b: half });
  });

  it("keeps metadata stored before the cap out of the token and lets the pupil shrink it", async () => {
    const { email, password, session } = await t.signUp();
    await t.database.db
      .update(users)
      .set({ userMetadata: { name: "Mia", alt: "x".repeat(3_000_000) } })
      .where(eq(users.id, session.user.id));
    const signIn = await login(email, password);
    expect(signIn.status).toBe(200);
    expect(signIn.body.access_token.length).toBeLessThan(4096);
    expect(decodeJwt(signIn.body.access_token).user_metadata).toEqual({});
    // Growing it further is refused; removing the big key is allowed and puts it back in the token.
    const token = signIn.body.access_token;
    expect((await t.json("PUT", "/auth/v1/user", { data: { mehr: "y" } }, token)).status).toBe(400);
    expect((await t.json("PUT", "/auth/v1/user", { data: { alt: null } }, token)).status).toBe(200);
    const after = await refresh(signIn.body.refresh_token);
    expect(decodeJwt(after.body.access_token).user_metadata).toEqual({ name: "Mia" });
  });
});

describe("e-mail change", () => {
  it("is refused without the current password, and with a wrong one", async () => {
    const { email, session } = await t.signUp();
    const put = (body: unknown) => t.json("PUT", "/auth/v1/user", body, session.access_token);
    const bare = await put({ email: `neu-${crypto.randomUUID()}@schule.ch` });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({
      code: "current_password_required",
      message: "Bitte gib zum Ändern der E-Mail-Adresse dein aktuelles Passwort ein.",
    });
    const wrong = await put({
      email: `neu-${crypto.randomUUID()}@schule.ch`,
      current_password: "falsch-geraten",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("current_password_mismatch");
    expect((await t.json("GET", "/auth/v1/user", undefined, session.access_token)).body.email).toBe(email);
  });

  it("refuses an invalid address with 400 validation_failed, even with the password", async () => {
    const { password, session } = await t.signUp();
    for (const email of ["keine-adresse", "a@", "lea muster@schule.ch", `${"x".repeat(250)}@schule.ch`]) {
      const res = await t.json(
        "PUT",
        "/auth/v1/user",
        { email, current_password: password },
        session.access_token,
      );
      expect(res.status, email).toBe(400);
      expect(res.body).toMatchObject({
        code: "validation_failed",
        message: "Bitte gib eine gültige E-Mail-Adresse ein.",
      });
    }
  });

  it("changes the address with the current password; sign-in then uses the new one", async () => {
    const { email, password, session } = await t.signUp();
    const next = `Neu-${crypto.randomUUID()}@Schule.ch`;
    const res = await t.json(
      "PUT",
      "/auth/v1/user",
      { email: next, current_password: password },
      session.access_token,
    );
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(next.toLowerCase());
    expect((await login(next, password)).status).toBe(200);
    expect((await login(email, password)).status).toBe(400);
  });

  it("refuses an address another account has, and needs no password when nothing changes", async () => {
    const other = await t.signUp();
    const { email, password, session } = await t.signUp();
    const taken = await t.json(
      "PUT",
      "/auth/v1/user",
      { email: other.email, current_password: password },
      session.access_token,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe("email_exists");
    const same = await t.json(
      "PUT",
      "/auth/v1/user",
      { email: email.toUpperCase(), data: { name: "Lea" } },
      session.access_token,
    );
    expect(same.status).toBe(200);
    expect(same.body.user_metadata.name).toBe("Lea");
  });
});

describe("passwords of only whitespace", () => {
  const spaces = "        ";

  it("are refused on sign-up with weak_password (reason characters)", async () => {
    const res = await t.json("POST", "/auth/v1/signup", {
      email: `leer-${crypto.randomUUID()}@schule.ch`,
      password: spaces,
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: "weak_password",
      weak_password: { reasons: ["characters"] },
      message: "Das Passwort darf nicht nur aus Leerzeichen bestehen.",
    });
  });

  it("are refused on a password change and by user:create's createUser", async () => {
    const { email, password, session } = await t.signUp();
    const res = await t.json(
      "PUT",
      "/auth/v1/user",
      { password: "\t".repeat(4) + spaces, current_password: password },
      session.access_token,
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("weak_password");
    expect((await login(email, password)).status).toBe(200);
    await expect(
      t.auth?.createUser({ email: `cli-${crypto.randomUUID()}@schule.ch`, password: spaces }),
    ).rejects.toMatchObject({
      status: 422,
      code: "weak_password",
    });
  });
});
