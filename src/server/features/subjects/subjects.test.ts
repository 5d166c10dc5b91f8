import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBJECTS } from "#shared/domain/subjects.ts";
import { createTestApp } from "#tests/support/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signUp()).session.access_token;
});
afterAll(() => t.close());

describe("subjects API", () => {
  it("lists the static catalogue", async () => {
    const res = await t.json("GET", "/api/subjects", undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.subjects).toEqual(SUBJECTS);
    expect(res.body.subjects).toHaveLength(9);
  });

  it.each([
    ["mathematik", "mathematik"],
    ["math", "mathematik"],
    ["french", "franzoesisch"],
    ["Franz%C3%B6sisch", "franzoesisch"],
    ["cs", "informatik"],
    ["interview", "bewerbungsgespraech"],
    ["science", "physik"],
  ])("GET /api/subjects/%s resolves to %s", async (id, expected) => {
    const res = await t.json("GET", `/api/subjects/${id}`, undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.subject.id).toBe(expected);
  });

  it("answers an unknown id with 404 and a clear message", async () => {
    const res = await t.json("GET", "/api/subjects/geschichte", undefined, token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Das Fach «geschichte» gibt es nicht.");
    expect((await t.json("POST", "/api/subjects/geschichte/enroll", undefined, token)).status).toBe(404);
  });

  it("enrols idempotently and lists the pupil's own subjects only", async () => {
    const pupil = (await t.signUp()).session.access_token;
    expect((await t.json("GET", "/api/subjects/user", undefined, pupil)).body).toEqual({ subjects: [] });

    const first = await t.json("POST", "/api/subjects/math/enroll", undefined, pupil);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, subject: { id: "mathematik", name: "Mathematik" } });
    const again = await t.json("POST", "/api/subjects/mathematik/enroll", undefined, pupil);
    expect(again.body.enrolledAt).toBe(first.body.enrolledAt);
    await t.json("POST", "/api/subjects/englisch/enroll", undefined, pupil);

    const mine = await t.json("GET", "/api/subjects/user", undefined, pupil);
    expect(mine.body.subjects.map((s: { id: string }) => s.id).sort()).toEqual(["englisch", "mathematik"]);
    expect(mine.body.subjects[0].enrolledAt).toEqual(expect.any(String));

    const other = (await t.signUp()).session.access_token;
    expect((await t.json("GET", "/api/subjects/user", undefined, other)).body.subjects).toEqual([]);
  });

  it("refuses to create subjects: the catalogue is static", async () => {
    const res = await t.json("POST", "/api/subjects", { name: "Geschichte" }, token);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET");
    expect(res.body.message).toMatch(/fest eingebaut/);
    expect((await t.json("GET", "/api/subjects", undefined, token)).body.subjects).toHaveLength(9);
  });

  it("requires sign-in", async () => {
    for (const path of ["/api/subjects", "/api/subjects/mathematik", "/api/subjects/user"]) {
      expect((await t.json("GET", path)).status).toBe(401);
    }
    expect((await t.json("POST", "/api/subjects/mathematik/enroll")).status).toBe(401);
  });
});
