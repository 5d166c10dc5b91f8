import { afterEach, describe, expect, it, vi } from "vitest";
import { testAppPerFile } from "#tests/support/per-file.ts";
import { REFRESH_REUSE_INTERVAL_MS } from "./auth.service.ts";

// GoTrue's rule for a replayed refresh token (internal/tokens/service.go; docs/decisions/023):
// the parent of the active token gets the active token back at any time; an older token gets it
// only within the reuse interval after the session's last refresh, else the session ends.
const t = testAppPerFile();
afterEach(() => vi.useRealTimers());

const refresh = (token: string) =>
  t.json("POST", "/auth/v1/token?grant_type=refresh_token", { refresh_token: token });
const userStatus = async (accessToken: string) =>
  (await t.json("GET", "/auth/v1/user", undefined, accessToken)).status;

/** A new sign-in whose refresh token was rotated twice: the first token, and the third answer. */
async function rotatedTwice() {
  const { session } = await t.signUp();
  const second = await refresh(session.refresh_token);
  const third = await refresh(second.body.refresh_token);
  expect(third.status).toBe(200);
  return { first: session.refresh_token, third };
}

/** Moves the clock the auth reads (Date only: timers and the database keep running). */
function advanceClock(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });
}

describe("a replayed refresh token", () => {
  it("that is the parent of the active token gets the active token back, even after the interval", async () => {
    const { session } = await t.signUp();
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);

    advanceClock(REFRESH_REUSE_INTERVAL_MS * 6);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    // No second rotation: the same active token, with a fresh access token for the same session.
    expect(replay.body.refresh_token).toBe(first.body.refresh_token);
    expect(replay.body.user.id).toBe(session.user.id);
    expect(await userStatus(replay.body.access_token)).toBe(200);
    // No revocation: the active token still rotates normally, and the first access token works.
    expect(await userStatus(first.body.access_token)).toBe(200);
    const next = await refresh(first.body.refresh_token);
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it("answers two refreshes with one token at the same moment with the same new token", async () => {
    const { session } = await t.signUp();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refresh_token).toBe(b.body.refresh_token);
    expect((await refresh(a.body.refresh_token)).status).toBe(200);
  });

  it("that is older gets the active token within the reuse interval (concurrent refreshes)", async () => {
    const { first, third } = await rotatedTwice();
    const replay = await refresh(first);
    expect(replay.status).toBe(200);
    expect(replay.body.refresh_token).toBe(third.body.refresh_token);
    expect((await refresh(third.body.refresh_token)).status).toBe(200);
  });

  it("that is older ends the whole session after the reuse interval", async () => {
    const { first, third } = await rotatedTwice();

    // The first token's child (the second) has been used: not the parent of the active token.
    advanceClock(REFRESH_REUSE_INTERVAL_MS + 1000);
    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("refresh_token_already_used");

    // The family is gone: the newest refresh token and the newest access token are dead too.
    const newest = await refresh(third.body.refresh_token);
    expect(newest.status).toBe(400);
    expect(newest.body.code).toBe("refresh_token_not_found");
    expect(await userStatus(third.body.access_token)).toBe(403);
    expect((await t.json("GET", "/api/onboarding", undefined, third.body.access_token)).status).toBe(401);
  });
});
