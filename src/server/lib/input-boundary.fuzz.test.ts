import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPETENCIES } from "#shared/domain/competencies.ts";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { createTestApp } from "#tests/support/test-app.ts";

// Generated bodies against every endpoint that reads a body or a query, through the real app on
// the test database: whatever arrives, the answer is never a 5xx, and a refusal says why in a
// message (docs/decisions/021-input-boundary.md). Endpoints are listed from the route files.

let app: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let refreshToken: string;
let email: string;
let password: string;
/** Tokens whose sessions the logout endpoints may end (the pupil's own token must survive). */
let spareToken: string;

const SESSION_ID = "fuzz-session";
const COMPETENCY = COMPETENCIES[0]?.id ?? "";
const RUNS_PER_ENDPOINT = 180;
let requests = 0;

beforeAll(async () => {
  app = await createTestApp();
  const pupil = await app.signUp();
  ({ email, password } = pupil);
  token = pupil.session.access_token;
  refreshToken = pupil.session.refresh_token;
  const spare = await app.json("POST", "/auth/v1/token?grant_type=password", { email, password });
  spareToken = spare.body.access_token;
  await app.json("POST", "/api/onboarding", { name: "Mia", schoolType: "PRIMARY", grade: 5 }, token);
  await app.json("POST", "/api/onboarding/learning-assessment", { answers: quizAnswers() }, token);
  await app.json("POST", "/api/sessions", { id: SESSION_ID, subjectId: "mathematik", type: "chat" }, token);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

function quizAnswers() {
  return Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.id), "A"]));
}

type Endpoint = {
  method: "POST" | "PUT" | "GET";
  path: string;
  /** A body the endpoint accepts; the generator breaks it. */
  base: () => Record<string, unknown>;
  auth: "none" | "pupil" | "spare";
};

const transcript = [{ type: "user", text: "Was sind Brüche?", timestamp: "2025-03-01T10:00:00Z" }];
const plan = {
  learning_objectives: ["Brüche kürzen"],
  discussion_flow: ["Beispiel"],
  interactive_elements: ["Aufgabe"],
  estimated_duration: "20 Minuten",
  difficulty_level: "mittel",
  starter_message: "Hallo!",
};

const ENDPOINTS: Endpoint[] = [
  // GoTrue at /auth/v1 (auth/gotrue.routes.ts)
  {
    method: "POST",
    path: "/auth/v1/signup",
    auth: "none",
    base: () => ({ email: "neu@schule.ch", password: "Lernen-macht-Spass-7", data: { name: "Lea" } }),
  },
  {
    method: "POST",
    path: "/auth/v1/token?grant_type=password",
    auth: "none",
    base: () => ({ email, password: "falsch-falsch" }),
  },
  {
    method: "POST",
    path: "/auth/v1/token?grant_type=refresh_token",
    auth: "none",
    base: () => ({ refresh_token: refreshToken }),
  },
  { method: "PUT", path: "/auth/v1/user", auth: "pupil", base: () => ({ data: { name: "Mia" } }) },
  { method: "POST", path: "/auth/v1/logout?scope=local", auth: "spare", base: () => ({}) },
  // /api/auth (docs/product.md §4.2; auth/api-auth.routes.ts)
  {
    method: "POST",
    path: "/api/auth/register",
    auth: "none",
    base: () => ({ email: "neu2@schule.ch", password: "Lernen-macht-Spass-7", name: "Lea" }),
  },
  {
    method: "POST",
    path: "/api/auth/login",
    auth: "none",
    base: () => ({ email, password: "falsch-falsch" }),
  },
  { method: "POST", path: "/api/auth/refresh", auth: "none", base: () => ({ refreshToken: "abc" }) },
  { method: "POST", path: "/api/auth/logout", auth: "spare", base: () => ({}) },
  { method: "PUT", path: "/api/auth/profile", auth: "pupil", base: () => ({ name: "Mia" }) },
  // Onboarding
  {
    method: "POST",
    path: "/api/onboarding",
    auth: "pupil",
    base: () => ({ name: "Mia", schoolType: "PRIMARY", grade: 5 }),
  },
  {
    method: "POST",
    path: "/api/onboarding/learning-assessment",
    auth: "pupil",
    base: () => ({ answers: quizAnswers() }),
  },
  // Sessions and their analysis
  {
    method: "POST",
    path: "/api/sessions",
    auth: "pupil",
    base: () => ({ subjectId: "mathematik", type: "chat", topic: "Brüche" }),
  },
  { method: "POST", path: `/api/sessions/${SESSION_ID}/start`, auth: "pupil", base: () => ({}) },
  { method: "POST", path: `/api/sessions/${SESSION_ID}/pause`, auth: "pupil", base: () => ({}) },
  {
    method: "POST",
    path: `/api/sessions/${SESSION_ID}/complete`,
    auth: "pupil",
    base: () => ({
      conversationTranscript: transcript,
      sessionType: "text",
      subjectId: "mathematik",
      topicsCovered: ["Brüche"],
      notes: "gut",
      metadata: { messageCount: 1, subjectName: "Mathematik" },
    }),
  },
  { method: "POST", path: `/api/sessions/${SESSION_ID}/analyze`, auth: "pupil", base: () => ({}) },
  { method: "POST", path: `/api/sessions/${SESSION_ID}/reanalyze`, auth: "pupil", base: () => ({}) },
  // Progress and subjects
  {
    method: "POST",
    path: "/api/progress/update",
    auth: "pupil",
    base: () => ({ competencyId: COMPETENCY, timeSpentMinutes: 5, notes: "geübt" }),
  },
  {
    method: "POST",
    path: `/api/progress/competency/${COMPETENCY}/complete`,
    auth: "pupil",
    base: () => ({ notes: "kann es" }),
  },
  { method: "POST", path: "/api/subjects/mathematik/enroll", auth: "pupil", base: () => ({}) },
  { method: "POST", path: "/api/subjects", auth: "pupil", base: () => ({ name: "Neu" }) },
  // Chat
  ...["/api/chat/completion", "/api/chat/stream"].map(
    (path): Endpoint => ({
      method: "POST",
      path,
      auth: "pupil",
      base: () => ({
        messages: [{ text: "Was ist ein Bruch?", sender: "user" }],
        subject: "mathematik",
        sessionId: `fuzz-chat`,
        topic: "Brüche",
        preparationData: { question: "Brüche" },
      }),
    }),
  ),
  // Preparation and the upload paths (multipart only: JSON there must be refused cleanly)
  {
    method: "POST",
    path: "/api/session-preparation/generate-plan",
    auth: "pupil",
    base: () => ({
      userQuestion: "Brüche",
      subjectId: "mathematik",
      sessionType: "chat",
      analyzedContent: "",
    }),
  },
  {
    method: "POST",
    path: "/api/session-preparation/save-preparation",
    auth: "pupil",
    base: () => ({
      sessionId: "fuzz-prepared",
      subjectId: "mathematik",
      sessionType: "chat",
      preparationData: { question: "Brüche", timestamp: "2025-03-01T10:00:00Z", generatedPlan: plan },
    }),
  },
  { method: "POST", path: "/api/session-preparation/upload-files", auth: "pupil", base: () => ({}) },
  { method: "POST", path: "/api/session-files/upload", auth: "pupil", base: () => ({}) },
  // Voice tickets: the query is the input
  {
    method: "GET",
    path: "/api/elevenlabs/signed-url",
    auth: "pupil",
    base: () => ({ subject: "mathematik", topic: "Brüche", sessionType: "voice", sessionId: "fuzz-voice" }),
  },
];

// --- What the generator sends -----------------------------------------------------------------

/** JSON text spliced in where a value goes (deep nesting cannot pass through JSON.stringify). */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** Any code point, with NUL, surrogate halves (which may pair up) and JSON's own marks often. */
const hostileUnit = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udbff", "\udc00", "\udfff", "\\", '"', "[", "{", "\u2028"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const hostileString = fc.string({ unit: hostileUnit, maxLength: 40 });
const deepNesting = fc
  .tuple(fc.constantFrom(10, 63, 64, 65, 1000, 100_000), fc.constantFrom("[", '{"a":'))
  .map(([depth, open]) => new RawJson(`${open.repeat(depth)}1${(open === "[" ? "]" : "}").repeat(depth)}`));
const hugeString = fc.constantFrom(10_000, 300_000, 1_100_000).map((n) => "Bruch ".repeat(n / 6));
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 4, arbitrary: wrongType },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: hugeString },
);

type Mutation =
  | { kind: "set"; pick: number; value: unknown }
  | { kind: "delete"; pick: number }
  | { kind: "extra"; key: string; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), pick: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("extra" as const), key: hostileString, value: hostileValue }),
);

/** The paths to every value in a base body, nested ones included (messages.0.text). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object" || value instanceof RawJson) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, v]) => leafPaths(v, [...prefix, key]))];
}

/** Sets an own property, so "__proto__" is sent as a key rather than changing the prototype. */
const put = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

function mutate(base: Record<string, unknown>, mutations: Mutation[]): unknown {
  let body: unknown = structuredClone(base);
  for (const m of mutations) {
    if (m.kind === "extra") {
      // Only objects: JSON sends no extra keys of an array, and defining an array's "length"
      // throws (a generated key of "length" broke a run).
      const object = body && typeof body === "object" && !Array.isArray(body) && !(body instanceof RawJson);
      if (object) put(body as object, m.key, m.value);
      continue;
    }
    const paths = leafPaths(body);
    const path = paths[m.pick % paths.length] ?? [];
    if (path.length === 0) {
      if (m.kind === "set") body = m.value;
      continue;
    }
    const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body);
    const key = path[path.length - 1] as string;
    if (m.kind === "set") put(parent as object, key, m.value);
    else if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, unknown>)[key];
  }
  return body;
}

/** JSON text, with RawJson values spliced in as they are. */
function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return (text ?? "null").replace(/"@@raw(\d+)@@"/g, (_, i) => raws[Number(i)] ?? "");
}

type Sent = { body: BodyInit | undefined; contentType: string | undefined };

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      "text/plain",
      "application/json; charset=utf-8",
      "multipart/form-data; boundary=x",
    ),
  },
);

function sent(endpoint: Endpoint): fc.Arbitrary<Sent> {
  const mutated = fc
    .array(mutation, { maxLength: 3 })
    .map((mutations) => serialize(mutate(endpoint.base(), mutations)));
  const invalidJson = fc.oneof(
    fc.string({ unit: hostileUnit, maxLength: 60 }),
    fc.nat().map((n) => {
      const text = serialize(endpoint.base());
      return text.slice(0, n % Math.max(text.length, 1));
    }),
    fc.constantFrom("", "null", "[]", '"text"', "{", "{}}", "[".repeat(100_000), '{"a":'.repeat(100_000)),
  );
  // Bytes that are not UTF-8: a surrogate's own encoding (ED A0 80), a lone continuation byte, or
  // any bytes at all, inside a body that is otherwise fine.
  const notUtf8 = fc
    .tuple(fc.constantFrom([0xed, 0xa0, 0x80], [0x80], [0xc3], [0xff, 0xfe]), fc.uint8Array({ maxLength: 8 }))
    .map(([bad, noise]) => {
      const [head, tail] = ['{"name":"', '"}'].map((s) => new TextEncoder().encode(s));
      return new Uint8Array([...(head ?? []), ...bad, ...noise, ...(tail ?? [])]);
    });
  const body = fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: invalidJson },
    { weight: 1, arbitrary: notUtf8 },
  );
  return fc.record({ body, contentType });
}

function query(endpoint: Endpoint): fc.Arbitrary<string> {
  const value = fc.oneof(
    hostileString.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, "x"))),
    fc.constantFrom("%00", "a%00b", "%ED%A0%80", "%C3", "%", "%%", "x".repeat(5000)),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(endpoint.base()), "extra"), value), { maxLength: 4 })
    .map((pairs) => {
      const base = new URLSearchParams(endpoint.base() as Record<string, string>).toString();
      return [base, ...pairs.map(([k, v]) => `${k}=${v}`)].join("&");
    });
}

async function send(endpoint: Endpoint, input: Sent | string) {
  requests += 1;
  const bearer = endpoint.auth === "pupil" ? token : endpoint.auth === "spare" ? spareToken : undefined;
  const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
  if (typeof input === "string") {
    return app.app.request(`${endpoint.path}?${input}`, { method: endpoint.method, headers });
  }
  if (input.contentType) headers["content-type"] = input.contentType;
  return app.app.request(endpoint.path, { method: endpoint.method, headers, body: input.body });
}

async function expectNoServerError(res: Response) {
  const text = await res.text(); // also drains a chat stream to its end
  expect(res.status, text.slice(0, 300)).toBeLessThan(500);
  if (res.status >= 400) {
    const body = JSON.parse(text) as { message?: unknown };
    expect(typeof body.message, text.slice(0, 300)).toBe("string");
  }
}

describe("input fuzz: every JSON endpoint", () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s never answers 5xx",
    async (_, endpoint) => {
      const arbitrary = endpoint.method === "GET" ? query(endpoint) : sent(endpoint);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input: Sent | string) => {
          await expectNoServerError(await send(endpoint, input));
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    120_000,
  );

  it("sent at least 5000 generated requests", () => {
    expect(requests).toBeGreaterThanOrEqual(5000);
  });
});
