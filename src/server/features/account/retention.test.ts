import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, users } from "#server/db/schema/auth.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { createTestApp } from "#tests/support/test-app.ts";
import { postFiles } from "#tests/support/upload-request.ts";

const DAY = 86_400_000;
let now = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RETENTION_DAYS: "30", ACCOUNT_INACTIVE_DAYS: "365" }, { clock: () => now });
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function backdateSession(userId: string, publicId: string, days: number) {
  await t.database.db
    .update(tutoringSessions)
    .set({ createdAt: daysAgo(days), lastActiveAt: daysAgo(days) })
    .where(sql`${tutoringSessions.userId} = ${userId} and ${tutoringSessions.publicId} = ${publicId}`);
}

describe("retention (issue 18)", () => {
  it("deletes sessions and their files older than RETENTION_DAYS within a day, and keeps newer ones", async () => {
    now = new Date();
    const { token, userId } = await t.pupil();
    for (const id of ["alt", "neu"]) {
      await t.json("POST", "/api/sessions", { id, subjectId: "mathematik", type: "chat" }, token);
      await t.chatTurns(token, id, ["Was ist 2 + 3?"]);
      await postFiles(t.app, "/api/session-files/upload", {
        token,
        files: [{ name: `${id}.txt`, bytes: new TextEncoder().encode(`Notiz ${id}`) }],
        fields: { sessionId: id },
      });
    }
    await backdateSession(userId, "alt", 20);
    await t.database.db
      .update(sessionFiles)
      .set({ createdAt: daysAgo(20) })
      .where(eq(sessionFiles.sessionPublicId, "alt"));

    // Nothing is old enough yet.
    expect(await t.retention.sweep()).toMatchObject({ sessions: 0, files: 0 });
    // Fifteen days later, the first session is 35 days old; the sweep that runs that day takes it.
    now = new Date(Date.now() + 15 * DAY);
    expect(await t.retention.sweep()).toMatchObject({ sessions: 1 });

    const list = await t.json("GET", "/api/sessions", undefined, token);
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual(["neu"]);
    const files = await t.database.db
      .select({ session: sessionFiles.sessionPublicId })
      .from(sessionFiles)
      .where(eq(sessionFiles.userId, userId));
    expect(files).toEqual([{ session: "neu" }]);
  });

  it("deletes accounts unused for ACCOUNT_INACTIVE_DAYS and says when in GET /api/account", async () => {
    now = new Date();
    const idle = await t.pupil();
    const active = await t.pupil();
    const info = await t.json("GET", "/api/account", undefined, active.token);
    expect(info.body.accountInactiveDays).toBe(365);
    expect(new Date(info.body.inactiveDeletionAt).getTime()).toBeGreaterThan(Date.now() + 364 * DAY);

    const { db } = t.database;
    await db
      .update(users)
      .set({ createdAt: daysAgo(400), lastSignInAt: daysAgo(400) })
      .where(eq(users.id, idle.userId));
    await db
      .update(authSessions)
      .set({ refreshedAt: daysAgo(400) })
      .where(eq(authSessions.userId, idle.userId));

    now = new Date(Date.now() + 60_000);
    const swept = await t.retention.sweep();
    expect(swept.accounts).toBe(1);
    expect(await db.select().from(users).where(eq(users.id, idle.userId))).toEqual([]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, active.userId))).toHaveLength(1);
    expect((await t.json("GET", "/api/account", undefined, idle.token)).status).toBe(401);
  });
});
