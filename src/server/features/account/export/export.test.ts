import { eq, getTableName, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { schema } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { authSessions, refreshTokens, users } from "#server/db/schema/auth.ts";
import { classes, classMembers, helpAlerts } from "#server/db/schema/classes.ts";
import { sessionFiles } from "#server/db/schema/files.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { sessionMessages, tutoringSessions } from "#server/db/schema/sessions.ts";
import { subjectEnrolments } from "#server/db/schema/subjects.ts";
import { voiceConversations, voiceTickets } from "#server/db/schema/voice.ts";
import { completeSession, waitForStatus } from "#server/features/analysis/analysis-test-client.ts";
import { EXPORT_FILES, EXPORT_FORMAT_VERSION } from "#shared/contracts/account.ts";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { utf8 } from "#tests/support/file-fixtures.ts";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { postFiles } from "#tests/support/upload-request.ts";

// GET /api/account/export through the real app: the zip is unpacked and its data file compared
// with the database row by row (docs/decisions/049-data-export.md).
const t = testAppPerFile();

const download = (token?: string) =>
  t.app.request("/api/account/export", { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function exported(token: string) {
  const res = await download(token);
  expect(res.status).toBe(200);
  const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const text = Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
  const raw = text[EXPORT_FILES.data] ?? "";
  return { res, text, raw, data: JSON.parse(raw) };
}

/** A row as the JSON file carries it: dates as ISO strings. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
const idOf = (row: unknown) => String((row as { id?: unknown }).id);
const byId = <T>(rows: readonly T[]) => [...rows].sort((a, b) => idOf(a).localeCompare(idOf(b)));
function omit<T extends object>(row: T, ...keys: string[]) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

// Every table in the schema is exported, or left out here for the reason the decision gives.
const EXPORTED_TABLES = [
  users,
  authSessions,
  onboarding,
  subjectEnrolments,
  tutoringSessions,
  sessionMessages,
  sessionFiles,
  sessionAnalyses,
  competencyEvents,
  voiceTickets,
  voiceConversations,
  classMembers,
  helpAlerts,
  classes,
].map((table) => getTableName(table));
const LEFT_OUT_TABLES = [
  getTableName(refreshTokens), // hashes of sign-in tokens only
  getTableName(schema.signingKeys), // the server's own keys, no pupil's
  getTableName(schema.rateLimits), // rate-limit counters under hashed keys (decision 052)
];

const PLAN = {
  learning_objectives: ["Brüche mit verschiedenen Nennern addieren"],
  discussion_flow: ["Gemeinsamen Nenner finden", "Zähler addieren"],
  interactive_elements: ["Aufgabe: 1/3 + 1/6"],
  estimated_duration: "20 Minuten",
  difficulty_level: "mittel",
  starter_message: "Hallo! Heute addieren wir Brüche.",
};

/** A pupil with something in every table, written through the routes a browser uses. */
async function busyPupil() {
  const { token, userId } = await t.pupil({ schoolType: "PRIMARY", grade: 5 });
  const answers = Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.id), "ABCD"[q.id % 4]]));
  expect((await t.json("POST", "/api/onboarding/learning-assessment", { answers }, token)).status).toBe(200);
  for (const subject of ["mathematik", "englisch"]) {
    expect((await t.json("POST", `/api/subjects/${subject}/enroll`, undefined, token)).status).toBeLessThan(
      300,
    );
  }
  await t.chatTurns(token, "chat-1", ["Was ist 3/4 + 1/8?", "Ist es 7/8? <b>fett</b>"]);
  const care = await t.chatTurn(token, "ich will nicht mehr leben", "care-1");
  expect(care.body.helpCard).toBeTruthy();

  const saved = await t.json(
    "POST",
    "/api/session-preparation/save-preparation",
    {
      sessionId: "prep-1",
      subjectId: "mathematik",
      sessionType: "chat",
      preparationData: {
        question: "Wie addiere ich Brüche?",
        generatedPlan: PLAN,
        timestamp: "2026-11-26T08:00:00Z",
      },
    },
    token,
  );
  expect(saved.status).toBe(200);

  const upload = await postFiles(t.app, "/api/session-files/upload", {
    token,
    files: [
      { name: "../../etc/passwd.txt", bytes: utf8("Kein Geheimnis, nur ein Name mit Schrägstrichen.") },
      { name: "notiz.txt", bytes: utf8("Erste Notiz über Brüche") },
      { name: "notiz.txt", bytes: utf8("Zweite Notiz über Brüche") },
    ],
    fields: { sessionId: "chat-1" },
  });
  expect(upload.status).toBe(200);
  const preparationUpload = await postFiles(t.app, "/api/session-preparation/upload-files", {
    token,
    files: [{ name: "Aufgabenblatt Mathe.txt", bytes: utf8("Aufgabe 1: 1/3 + 1/6") }],
    fields: { sessionId: "prep-1" },
  });
  expect(preparationUpload.status).toBe(200);

  expect(
    (await t.json("POST", "/api/sessions", { id: "voice-1", type: "voice", subjectId: "englisch" }, token))
      .status,
  ).toBe(201);
  const spoken = [
    { type: "user", text: "How do I say Bruch in English?", timestamp: "2026-11-26T09:00:00.000Z" },
    { type: "assistant", text: "A fraction. Try a sentence with it!", timestamp: "2026-11-26T09:00:04.000Z" },
  ];
  const voiceDone = await t.json(
    "POST",
    "/api/sessions/voice-1/complete",
    {
      conversationTranscript: spoken,
      sessionType: "voice",
      subjectId: "englisch",
      metadata: { messageCount: 2 },
    },
    token,
  );
  expect(voiceDone.status).toBe(200);
  const ticket = await t.json(
    "GET",
    "/api/elevenlabs/signed-url?subject=mathematik&topic=Br%C3%BCche",
    undefined,
    token,
  );
  expect(ticket.status).toBe(200);

  expect((await completeSession(t, token, "chat-1")).status).toBe(200);
  await waitForStatus(t, token, "chat-1", "completed");
  const manual = await t.json(
    "POST",
    "/api/progress/update",
    { competencyId: "mathematik-ma-1-a-3", timeSpentMinutes: 10, confidenceScore: 30 },
    token,
  );
  expect(manual.status).toBe(200);

  // In a teacher's class, with an alert about the crisis card (decision 053).
  if (!t.auth) throw new Error("embedded auth expected");
  const teacherEmail = `lehrerin-${crypto.randomUUID()}@schule.ch`;
  await t.auth.createUser({ email: teacherEmail, password: "Klassen-Lehrerin-2026", role: "teacher" });
  const teacher = await t.json("POST", "/auth/v1/token?grant_type=password", {
    email: teacherEmail,
    password: "Klassen-Lehrerin-2026",
  });
  const cls = await t.json(
    "POST",
    "/api/classes",
    { name: "5b", schoolType: "PRIMARY", grade: 5 },
    teacher.body.access_token,
  );
  expect(cls.status).toBe(201);
  expect((await t.json("POST", "/api/classes/join", { code: cls.body.joinCode }, token)).status).toBe(201);
  await t.database.db
    .insert(helpAlerts)
    .values({ classId: cls.body.id, pupilId: userId, subjectId: "mathematik" });
  return { token, userId };
}

describe("GET /api/account/export", () => {
  it("answers 401 without a valid token", async () => {
    expect((await download()).status).toBe(401);
    expect((await download("not-a-token")).status).toBe(401);
  });

  it("exports every row of the pupil's, value by value, and nothing of another pupil's", async () => {
    const other = await t.pupil({ schoolType: "SECONDARY", grade: 2 });
    await t.chatTurns(other.token, "fremd-1", ["Geheimwort Zitronenfalter"]);
    const { token, userId } = await busyPupil();
    const { db } = t.database;

    const { res, text, raw, data } = await exported(token);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="lernfunke-daten-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(data.formatVersion).toBe(EXPORT_FORMAT_VERSION);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();

    // Every table is accounted for: a new one must be added to the export (or the decision).
    const tables = Object.values(schema).map((table) => getTableName(table));
    expect([...EXPORTED_TABLES, ...LEFT_OUT_TABLES].sort()).toEqual([...new Set(tables)].sort());

    const [account] = await db.select().from(users).where(eq(users.id, userId));
    expect(data.account).toEqual(plain(omit(account as object, "passwordHash")));
    expect(raw).not.toContain(account?.passwordHash);

    const signIns = await db
      .select({
        id: authSessions.id,
        createdAt: authSessions.createdAt,
        refreshedAt: authSessions.refreshedAt,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId));
    expect(signIns.length).toBeGreaterThan(0);
    expect(byId(data.signIns)).toEqual(plain(byId(signIns)));
    const tokens = await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(
        inArray(
          refreshTokens.sessionId,
          signIns.map((s) => s.id),
        ),
      );
    for (const { hash } of tokens) expect(raw).not.toContain(hash);

    const [profile] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
    expect(Object.keys(profile?.answers ?? {}).length).toBeGreaterThan(0);
    expect(data.profile).toEqual(plain(omit(profile as object, "userId")));

    const enrolments = await db.select().from(subjectEnrolments).where(eq(subjectEnrolments.userId, userId));
    expect(enrolments).toHaveLength(2);
    expect(data.subjectEnrolments).toEqual(
      expect.arrayContaining(plain(enrolments.map((row) => omit(row, "userId")))),
    );
    expect(data.subjectEnrolments).toHaveLength(2);

    const sessions = await db.select().from(tutoringSessions).where(eq(tutoringSessions.userId, userId));
    expect(sessions.map((s) => s.publicId).sort()).toEqual(["care-1", "chat-1", "prep-1", "voice-1"]);
    const messages = await db
      .select()
      .from(sessionMessages)
      .where(
        inArray(
          sessionMessages.sessionId,
          sessions.map((s) => s.id),
        ),
      );
    expect(messages.length).toBeGreaterThanOrEqual(4);
    const expectedSessions = sessions.map((session) => ({
      ...omit(session, "userId"),
      messages: byId(messages.filter((m) => m.sessionId === session.id)).map((m) => omit(m, "sessionId")),
    }));
    const exportedSessions = byId(data.sessions as Array<{ messages: Array<{ id: string }> }>).map((s) => ({
      ...s,
      messages: byId(s.messages),
    }));
    expect(exportedSessions).toEqual(plain(byId(expectedSessions)));
    const care = data.sessions.find((s: { publicId: string }) => s.publicId === "care-1");
    expect(care.safetyEvents.length).toBeGreaterThan(0);
    const prepared = data.sessions.find((s: { publicId: string }) => s.publicId === "prep-1");
    expect(prepared.preparation.generatedPlan).toEqual(PLAN);
    const voice = data.sessions.find((s: { publicId: string }) => s.publicId === "voice-1");
    expect(voice.type).toBe("VOICE");
    expect(voice.transcript.map((e: { text: string }) => e.text)).toContain("How do I say Bruch in English?");
    // Messages keep their order within a session.
    const chat = data.sessions.find((s: { publicId: string }) => s.publicId === "chat-1");
    const times = chat.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const files = await db.select().from(sessionFiles).where(eq(sessionFiles.userId, userId));
    expect(files).toHaveLength(4);
    expect(byId(data.files)).toEqual(
      plain(byId(files.map(({ content, ...file }) => ({ ...omit(file, "userId"), extractedText: content })))),
    );

    const analyses = await db.select().from(sessionAnalyses).where(eq(sessionAnalyses.userId, userId));
    expect(analyses.length).toBeGreaterThanOrEqual(1);
    expect(analyses.some((a) => a.result !== null)).toBe(true);
    expect(byId(data.analyses)).toEqual(
      plain(byId(analyses.map((a) => omit(a, "userId", "leaseToken", "leaseUntil")))),
    );

    const events = await db.select().from(competencyEvents).where(eq(competencyEvents.userId, userId));
    expect(events.length).toBeGreaterThan(0);
    expect(byId(data.competencyEvents)).toEqual(plain(byId(events.map((e) => omit(e, "userId")))));

    const tickets = await db.select().from(voiceTickets).where(eq(voiceTickets.userId, userId));
    expect(tickets).toHaveLength(1);
    expect(data.voiceTickets).toEqual(plain(tickets.map((row) => omit(row, "userId", "tokenHash"))));
    for (const ticket of tickets) expect(raw).not.toContain(ticket.tokenHash);
    const conversations = await db
      .select()
      .from(voiceConversations)
      .where(eq(voiceConversations.userId, userId));
    expect(data.voiceConversations).toEqual(plain(conversations.map((row) => omit(row, "userId"))));

    const memberships = await db
      .select({
        classId: classMembers.classId,
        className: classes.name,
        schoolType: classes.schoolType,
        grade: classes.grade,
        joinedAt: classMembers.joinedAt,
      })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(eq(classMembers.pupilId, userId));
    expect(memberships).toHaveLength(1);
    expect(data.classMemberships).toEqual(plain(memberships));
    const alerts = await db.select().from(helpAlerts).where(eq(helpAlerts.pupilId, userId));
    expect(alerts).toHaveLength(1);
    expect(data.helpAlerts).toEqual(plain(alerts.map((row) => omit(row, "pupilId"))));
    expect(data.classes).toEqual([]);

    // Another pupil's data is nowhere in the zip.
    const all = Object.values(text).join("\n");
    expect(all).not.toContain(other.userId);
    expect(all).not.toContain("Zitronenfalter");
    expect(all).not.toContain("fremd-1");

    // The readable part: safe, distinct paths; a page per session, plan and analysis; text files.
    const paths = Object.keys(text);
    for (const path of paths) {
      expect(path).toMatch(/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)?$/i);
      expect(path).not.toContain("..");
    }
    expect(paths).toContain(EXPORT_FILES.readme);
    expect(paths).toContain("index.html");
    expect(paths.filter((p) => p.startsWith("sitzungen/"))).toHaveLength(4);
    expect(paths.filter((p) => p.startsWith("plaene/"))).toHaveLength(1);
    expect(paths.filter((p) => p.startsWith("analysen/"))).toHaveLength(analyses.length);
    const textFiles = paths.filter((p) => p.startsWith("dateien/")).sort();
    // Two files of the same name keep both; names with folders in them are flattened
    // (export-names.unit.test.ts).
    expect(textFiles).toHaveLength(4);
    expect(textFiles).toEqual(expect.arrayContaining(["dateien/notiz.txt.txt", "dateien/notiz.txt-2.txt"]));
    expect(text["dateien/notiz.txt.txt"]).toContain("Erste Notiz über Brüche");
    expect(text["dateien/notiz.txt-2.txt"]).toContain("Zweite Notiz über Brüche");

    const index = text["index.html"] ?? "";
    expect(index).toContain('<meta name="viewport"');
    for (const page of paths.filter((p) => p.startsWith("sitzungen/")))
      expect(index).toContain(`href="${page}"`);
    const chatPage =
      text[paths.find((p) => p.startsWith("sitzungen/") && p.endsWith("chat-1.html")) ?? ""] ?? "";
    expect(chatPage).toContain("Was ist 3/4 + 1/8?");
    expect(chatPage).toContain("&lt;b&gt;fett&lt;/b&gt;");
    expect(chatPage).not.toContain("<b>fett</b>");
    const voicePage =
      text[paths.find((p) => p.endsWith("voice-1.html") && p.startsWith("sitzungen/")) ?? ""] ?? "";
    expect(voicePage).toContain("How do I say Bruch in English?");
    const planPage = text[paths.find((p) => p.startsWith("plaene/")) ?? ""] ?? "";
    expect(planPage).toContain("Lernziele");
    expect(planPage).toContain("Brüche mit verschiedenen Nennern addieren");
    for (const page of Object.values(text)) expect(page).not.toContain("ß");
  }, 120_000);

  it("gives a pupil without data a valid zip", async () => {
    const { token, userId } = await t.pupil();
    const { text, data } = await exported(token);
    expect(data).toMatchObject({
      formatVersion: EXPORT_FORMAT_VERSION,
      account: { id: userId },
      profile: null,
      subjectEnrolments: [],
      sessions: [],
      files: [],
      analyses: [],
      competencyEvents: [],
      voiceTickets: [],
      voiceConversations: [],
      classMemberships: [],
      helpAlerts: [],
      classes: [],
    });
    expect(Object.keys(text).sort()).toEqual([EXPORT_FILES.readme, "index.html", EXPORT_FILES.data].sort());
    expect(text["index.html"]).toContain("Du hast noch keine Sitzungen.");
  });

  it("gives a teacher their own classes", async () => {
    if (!t.auth) throw new Error("embedded auth expected");
    const email = `lehrerin-${crypto.randomUUID()}@schule.ch`;
    await t.auth.createUser({ email, password: "Klassen-Lehrerin-2026", role: "teacher" });
    const signedIn = await t.json("POST", "/auth/v1/token?grant_type=password", {
      email,
      password: "Klassen-Lehrerin-2026",
    });
    const token = signedIn.body.access_token as string;
    await t.json("POST", "/api/classes", { name: "5b", schoolType: "PRIMARY", grade: 5 }, token);
    const { data } = await exported(token);
    const own = await t.database.db
      .select()
      .from(classes)
      .where(eq(classes.teacherId, signedIn.body.user.id));
    expect(own).toHaveLength(1);
    expect(data.classes).toEqual(plain(own.map((row) => omit(row, "teacherId"))));
    expect(data.account.role).toBe("teacher");
  });
});
