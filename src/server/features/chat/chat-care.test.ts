import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import { fakeOpenAIPerFile, hostedTestAppPerFile, testAppPerFile } from "#tests/support/per-file.ts";
import type { TestApp } from "#tests/support/test-app.ts";

// Care mode through the real app (decision 019): after a crisis answer every reply stays
// supportive, with the help card, until the pupil clearly returns to the subject; with the
// offline tutor and with a hosted model, which is not asked while the server cares.
const offline = testAppPerFile({ AI_REQUESTS_PER_MINUTE: "8" });
const upstream = fakeOpenAIPerFile({ judge: safetyDecide });
const hosted = hostedTestAppPerFile(upstream, "fake-tutor", { AI_REQUESTS_PER_MINUTE: "8" });
beforeAll(() => {
  upstream.defaultReply = "Gut, dann rechnen wir weiter: Was ist 3 · 4?";
});

async function pupil(app: TestApp) {
  const { token, userId } = await app.pupil({ schoolType: "PRIMARY", grade: 5 });
  const say = (text: string) => app.chatTurn(token, text, "care-1");
  return { say, userId };
}

const tutorRequests = () => upstream.requests.filter((r) => r.body?.stream === true).length;

describe.each([
  ["the offline tutor", () => offline],
  ["a hosted model", () => hosted],
])("care mode with %s", (_, app) => {
  it("stays caring after a crisis answer until the pupil asks to learn again", async () => {
    const { say, userId } = await pupil(app());
    const before = tutorRequests();
    const first = await say("ich will nicht mehr leben");
    expect(first.body.helpCard).toMatchObject({ phone: "147" });

    // Not a crisis by itself, but right after one: no drill, no "nicht verstanden", no marks.
    for (const text of ["ok", "Schreib deine Antwort", "7", "hmm, ich weiss nicht"]) {
      const res = await say(text);
      expect(res.status).toBe(200);
      expect(res.body.helpCard).toMatchObject({ phone: "147", url: "https://www.147.ch" });
      expect(res.body.message).toMatch(/147\.ch/);
      expect(res.body.message).not.toMatch(/nicht verstanden|richtig|falsch|Aufgabe:/i);
    }
    // A further crisis message gets a shorter follow-up and is recorded too.
    const again = await say("ich hab schon tabletten gesammelt");
    expect(again.body.helpCard).toBeDefined();
    expect(again.body.message.length).toBeLessThan(first.body.message.length);
    expect(tutorRequests()).toBe(before);

    const back = await say("mir gehts etwas besser, können wir weiterlernen?");
    expect(back.status).toBe(200);
    expect(back.body.helpCard).toBeUndefined();
    expect(back.body.message).not.toMatch(/147/);
    const next = await say("3 · 4 = 12");
    expect(next.body.helpCard).toBeUndefined();

    const [row] = await app()
      .database.db.select()
      .from(tutoringSessions)
      .where(and(eq(tutoringSessions.userId, userId), eq(tutoringSessions.publicId, "care-1")));
    expect(row?.safetyEvents.map((e) => e.kind)).toEqual(["suicide", "suicide"]);
  });

  it("answers a pupil in care mode even past the reply limit", async () => {
    const { say } = await pupil(app());
    await say("ich ritze mich");
    for (let i = 0; i < 10; i++) {
      const res = await say("ok");
      expect(res.status).toBe(200);
      expect(res.body.helpCard).toBeDefined();
    }
  });
});
