import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// Several instances on one database (README, "Several instances"): the embedded sign-in names
// itself ${PUBLIC_URL}/auth/v1 in every token and accepts only its own name, so instances need
// the same PUBLIC_URL. Without one each takes http://localhost:$PORT.
let ownPort: TestApp;
let otherPort: TestApp;
let publicA: TestApp;
let publicB: TestApp;

beforeAll(async () => {
  ownPort = await createTestApp({ PORT: "3000" });
  const database = ownPort.database;
  otherPort = await createTestApp({ PORT: "3001" }, { database });
  publicA = await createTestApp({ PORT: "3000", PUBLIC_URL: "https://lernen.schule.ch" }, { database });
  publicB = await createTestApp({ PORT: "3001", PUBLIC_URL: "https://lernen.schule.ch/" }, { database });
});
afterAll(async () => {
  await Promise.all([otherPort?.close(), publicA?.close(), publicB?.close()]);
  await ownPort?.close();
});

const user = (app: TestApp, token: string) => app.json("GET", "/auth/v1/user", undefined, token);

describe("tokens across instances", () => {
  it("are refused by an instance on another port without PUBLIC_URL, until refreshed there", async () => {
    const { session } = await ownPort.signUp();
    expect((await user(ownPort, session.access_token)).status).toBe(200);
    const refused = await user(otherPort, session.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error_code: "bad_jwt" });
    // The refresh token is a database row: any instance takes it, and issues its own token.
    const refreshed = await otherPort.json("POST", "/auth/v1/token?grant_type=refresh_token", {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect((await user(otherPort, refreshed.body.access_token)).status).toBe(200);
    expect((await user(ownPort, refreshed.body.access_token)).status).toBe(403);
  });

  it("are taken by every instance with the same PUBLIC_URL, whatever the port", async () => {
    const { session } = await publicA.signUp();
    expect((await user(publicB, session.access_token)).status).toBe(200);
    expect((await user(publicA, session.access_token)).status).toBe(200);
  });
});
