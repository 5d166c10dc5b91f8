import { count, eq, getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { users } from "#server/db/schema/auth.ts";
import { classes, classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { voiceConversations, voiceTickets } from "#server/db/schema/voice.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { postFiles } from "#tests/support/upload-request.ts";
import { CASCADED_TABLES, OWNED_TABLES, tableName } from "./user-data.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A pupil with a row in every table a pupil can have rows in. */
async function pupilWithEverything() {
  const { email, password, session } = await t.signUp();
  const token = session.access_token;
  const userId = session.user.id;
  const onboarded = await t.json(
    "POST",
    "/api/onboarding",
    { name: "Mia", schoolType: "SECONDARY", grade: 2 },
    token,
  );
  if (onboarded.status !== 200)
    throw new Error(`onboarding: ${onboarded.status} ${JSON.stringify(onboarded.body)}`);
  await t.json("POST", "/api/subjects/mathematik/enroll", undefined, token);
  await t.json("POST", "/api/sessions", { id: "chat-1", subjectId: "mathematik", type: "chat" }, token);
  await t.chatTurns(token, "chat-1", ["Was ist 3/4 + 1/8?", "7/8"]);
  await postFiles(t.app, "/api/session-files/upload", {
    token,
    files: [{ name: "aufgabe.txt", bytes: utf8("Aufgabe 3: 2x + 3 = 7") }],
    fields: { sessionId: "chat-1" },
  });
  const { db } = t.database;
  const [row] = await db
    .select({ id: tutoringSessions.id })
    .from(tutoringSessions)
    .where(eq(tutoringSessions.userId, userId));
  if (!row) throw new Error("no session row");
  await db.insert(sessionAnalyses).values({ sessionId: row.id, userId, status: "completed", attempts: 1 });
  await db.insert(competencyEvents).values({
    userId,
    competencyId: "mathematik-ma-1-a-2",
    subjectId: "mathematik",
    sessionId: row.id,
    source: "analysis",
    status: "in_progress",
  });
  await db.insert(voiceTickets).values({
    tokenHash: crypto.randomUUID(),
    userId,
    sessionPublicId: "chat-1",
    subjectId: "mathematik",
    options: {},
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db.insert(voiceConversations).values({
    userId,
    slot: 1,
    conversationId: `conv_${crypto.randomUUID()}`,
    instanceId: "test",
    leaseUntil: new Date(Date.now() + 60_000),
  });
  // A class of another teacher's that the pupil is in, with an alert; and one of their own (an
  // account may be a teacher's: its classes go with it, decision 053).
  const [teacher] = await db
    .insert(users)
    .values({ email: `lehrerin-${crypto.randomUUID()}@schule.ch`, passwordHash: "x", role: "teacher" })
    .returning();
  if (!teacher) throw new Error("no teacher row");
  const [theirs, own] = await db
    .insert(classes)
    .values([
      { teacherId: teacher.id, name: "5b", schoolType: "PRIMARY", grade: 5, joinCode: joinCode() },
      { teacherId: userId, name: "6a", schoolType: "PRIMARY", grade: 6, joinCode: joinCode() },
    ])
    .returning();
  if (!theirs || !own) throw new Error("no class rows");
  await db.insert(classMembers).values({ classId: theirs.id, pupilId: userId });
  await db
    .insert(helpAlerts)
    .values({ classId: theirs.id, pupilId: userId, sessionId: row.id, subjectId: "mathematik" });
  return { email, password, token, userId, refresh: session.refresh_token };
}

const joinCode = () => crypto.randomUUID().replaceAll("-", "").slice(0, 8).toUpperCase();

/** How many rows of `table` hang on the pupil (directly, or through their parent rows). */
async function rowsOf(userId: string) {
  const { db } = t.database;
  const owned = await Promise.all(
    OWNED_TABLES.map(async ({ table, owner }) => {
      const [r] = await db.select({ n: count() }).from(table).where(eq(owner, userId));
      return [table, r?.n ?? 0] as const;
    }),
  );
  return new Map<PgTable, number>(owned);
}

async function totalRows(table: PgTable) {
  const [r] = await t.database.db.select({ n: count() }).from(table);
  return r?.n ?? 0;
}

describe("deleting an account (issue 18)", () => {
  it("removes every row of the pupil in every table, and nothing of another pupil's", async () => {
    const mia = await pupilWithEverything();
    const lea = await pupilWithEverything();
    const before = await rowsOf(mia.userId);
    for (const { table, owner } of OWNED_TABLES) {
      expect(before.get(table), `${owner.name} in ${tableName(table)}`).toBeGreaterThan(0);
    }
    const leaBefore = await rowsOf(lea.userId);
    const cascadedBefore = await Promise.all(CASCADED_TABLES.map(({ table }) => totalRows(table)));

    const res = await t.json("DELETE", "/api/account", { password: mia.password }, mia.token);
    expect(res.status).toBe(204);

    for (const [table, n] of await rowsOf(mia.userId)) expect(n, tableName(table)).toBe(0);
    expect(await rowsOf(lea.userId)).toEqual(leaBefore);
    // The messages and refresh tokens of Mia's sessions went with them; Lea's are all there.
    const cascadedAfter = await Promise.all(CASCADED_TABLES.map(({ table }) => totalRows(table)));
    cascadedAfter.forEach((n, i) => {
      expect(n).toBeLessThan(cascadedBefore[i] ?? 0);
    });
    // No column anywhere still names Mia.
    for (const { table } of [...OWNED_TABLES, ...CASCADED_TABLES]) {
      for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
        if (column.columnType !== "PgUUID") continue;
        const [r] = await t.database.db
          .select({ n: count() })
          .from(table)
          .where(sql`${column} = ${mia.userId}`);
        expect(r?.n, `${column.name}`).toBe(0);
      }
    }
  });

  it("then sign-in fails with invalid_credentials and the old token is refused", async () => {
    const mia = await pupilWithEverything();
    expect((await t.json("DELETE", "/api/account", { password: mia.password }, mia.token)).status).toBe(204);

    const signIn = await t.json("POST", "/auth/v1/token?grant_type=password", {
      email: mia.email,
      password: mia.password,
    });
    expect(signIn.status).toBe(400);
    expect(signIn.body.error_code).toBe("invalid_credentials");
    expect((await t.json("GET", "/api/account", undefined, mia.token)).status).toBe(401);
    const exported = await t.app.request("/api/account/export", {
      headers: { authorization: `Bearer ${mia.token}` },
    });
    expect(exported.status).toBe(401);
    expect((await t.json("GET", "/api/sessions", undefined, mia.token)).status).toBe(401);
    const refresh = await t.json("POST", "/auth/v1/token?grant_type=refresh_token", {
      refresh_token: mia.refresh,
    });
    expect(refresh.status).toBeGreaterThanOrEqual(400);
    expect(refresh.status).toBeLessThan(500);
  });

  it("keeps everything when the password is wrong or missing, in German", async () => {
    const mia = await pupilWithEverything();
    const before = await rowsOf(mia.userId);
    const wrong = await t.json("DELETE", "/api/account", { password: "nicht-mein-Passwort" }, mia.token);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      code: "invalid_password",
      message: "Das Passwort stimmt nicht. Dein Konto wurde nicht gelöscht.",
    });
    const missing = await t.json("DELETE", "/api/account", {}, mia.token);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Bitte gib dein Passwort ein, um dein Konto zu löschen.");
    expect(await rowsOf(mia.userId)).toEqual(before);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, mia.userId));
    expect(account).toBeDefined();
  });

  it("counts wrong passwords like sign-in guesses, so a token left on a school computer cannot find the password", async () => {
    const mia = await pupilWithEverything();
    const tryPassword = (password: string) => t.json("DELETE", "/api/account", { password }, mia.token);
    for (let i = 0; i < 3; i++) expect((await tryPassword(`falsch-${i}-passwort`)).status).toBe(403);
    // From the fourth on the guesses wait (decision 052): refused before any password is checked.
    const refused = await tryPassword(mia.password);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("over_request_rate_limit");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, mia.userId));
    expect(account).toBeDefined();
  });
});

describe("deleting one session (issue 18)", () => {
  it("removes the session with its messages, files, analysis and tickets; 404 afterwards", async () => {
    const mia = await pupilWithEverything();
    await t.json("POST", "/api/sessions", { id: "chat-2", subjectId: "deutsch", type: "chat" }, mia.token);
    const res = await t.json("DELETE", "/api/sessions/chat-1", undefined, mia.token);
    expect(res.status).toBe(204);

    expect((await t.json("GET", "/api/sessions/chat-1", undefined, mia.token)).status).toBe(404);
    const after = await rowsOf(mia.userId);
    expect(after.get(tutoringSessions)).toBe(1);
    expect(after.get(sessionAnalyses)).toBe(0);
    expect(after.get(competencyEvents)).toBe(0);
    expect(after.get(voiceTickets)).toBe(0);
    const list = await t.json("GET", "/api/sessions", undefined, mia.token);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual(["chat-2"]);
    const files = await t.json("GET", "/api/session-files/chat-1", undefined, mia.token);
    expect(files.body?.files ?? []).toEqual([]);

    const twice = await t.json("DELETE", "/api/sessions/chat-1", undefined, mia.token);
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe("Session nicht gefunden.");
  });

  it("answers 404 for another pupil's session and leaves it alone", async () => {
    const mia = await pupilWithEverything();
    const lea = await pupilWithEverything();
    await t.json("POST", "/api/sessions", { id: "nur-mia", subjectId: "deutsch", type: "chat" }, mia.token);
    const res = await t.json("DELETE", "/api/sessions/nur-mia", undefined, lea.token);
    expect(res.status).toBe(404);
    expect((await t.json("GET", "/api/sessions/nur-mia", undefined, mia.token)).status).toBe(200);
    const unknown = await t.json("DELETE", "/api/sessions/gibt-es-nicht", undefined, mia.token);
    expect(unknown.status).toBe(404);
    const bad = await t.json("DELETE", "/api/sessions/..%2F..", undefined, mia.token);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });
});

describe("GET /api/account", () => {
  it("tells the pupil what is stored and that nothing leaves the server offline", async () => {
    const mia = await pupilWithEverything();
    const res = await t.json("GET", "/api/account", undefined, mia.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: mia.email,
      counts: { sessions: 1, messages: 4, files: 1, analyses: 1 },
      retentionDays: null,
      accountInactiveDays: null,
      inactiveDeletionAt: null,
      recipients: [],
    });
  });
});
