import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { freshDatabase } from "#tests/support/test-db.ts";
import { GUESSES_PER_SOURCE } from "./sign-in-limits.ts";

// Issue 19: a school behind one address, a classmate guessing, two instances on one database.
// Requests carry a socket address (app.request's Node bindings), as the server sees them.

const SCHOOL = "203.0.113.10";
const PASSWORD = "Lernen-macht-Spass-7";

type Answer = {
  status: number;
  body: { code?: string; message?: string; access_token?: string };
  retryAfter: number | null;
  cookie: string;
};

async function call(
  app: TestApp["app"],
  path: string,
  body: unknown,
  address: string,
  cookie = "",
): Promise<Answer> {
  const res = await app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
  const retryAfter = res.headers.get("retry-after");
  // The cookie a browser would keep: name=value of each Set-Cookie.
  const cookies = res.headers.getSetCookie().map((line) => line.split(";")[0]);
  return {
    status: res.status,
    body: await res.json(),
    retryAfter: retryAfter ? Number(retryAfter) : null,
    cookie: cookies.join("; "),
  };
}

const signUp = (app: TestApp["app"], email: string, address = SCHOOL) =>
  call(app, "/auth/v1/signup", { email, password: PASSWORD }, address);
const signIn = (app: TestApp["app"], email: string, password: string, address = SCHOOL, cookie = "") =>
  call(app, "/auth/v1/token?grant_type=password", { email, password }, address, cookie);

const newEmail = () => `pupil-${crypto.randomUUID()}@schule.ch`;

/** Moves Date (only Date: timers and the database run as ever) forward by `seconds`. */
function wait(seconds: number) {
  vi.setSystemTime(Date.now() + seconds * 1000);
}

/** Guesses until the source has no guess left in the window, waiting out each delay. */
async function guessUntilLocked(apps: TestApp["app"][], email: string, address = SCHOOL, cookie = "") {
  let checked = 0;
  let waited = 0;
  for (let attempt = 0; attempt < 200; attempt++) {
    const res = await signIn(
      apps[attempt % apps.length] as TestApp["app"],
      email,
      `falsch-${attempt}-passwort`,
      address,
      cookie,
    );
    if (res.status === 400) {
      checked += 1;
      continue;
    }
    expect(res.status).toBe(429);
    expect(res.retryAfter).toBeGreaterThanOrEqual(1);
    // The delays (1 s, 2 s, 4 s, … up to a minute) are waited out; the 15-minute lock is not.
    if ((res.retryAfter ?? 0) > 60) return { checked, waited, lock: res };
    wait(res.retryAfter ?? 1);
    waited += res.retryAfter ?? 1;
  }
  throw new Error("never locked");
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe("guessing a pupil's password (issue 19)", () => {
  it("stops a guesser after 10 guesses in 15 minutes, with growing delays, while the owner signs in on their own device", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = newEmail();
    const owner = await signUp(t.app, email);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/^lf_device_[\w-]{12}=[\w-]{22}\.[\w-]{32}$/);

    // Three quick wrong guesses are answered; the fourth must wait a second.
    for (let i = 0; i < 3; i++) expect((await signIn(t.app, email, `falsch-${i}`)).status).toBe(400);
    const delayed = await signIn(t.app, email, "falsch-3");
    expect(delayed).toMatchObject({ status: 429, retryAfter: 1 });
    expect(delayed.body).toMatchObject({
      code: "over_request_rate_limit",
      message: "Zu viele Versuche. Bitte warte noch 1 Sekunde.",
    });

    const { checked, waited, lock } = await guessUntilLocked([t.app], email);
    expect(3 + checked).toBe(GUESSES_PER_SOURCE);
    expect(waited).toBeLessThan(15 * 60);
    expect(lock.body.message).toMatch(/^Zu viele Versuche\. Bitte warte noch \d+ Minuten\.$/);
    expect(lock.retryAfter).toBeLessThanOrEqual(15 * 60);

    // Even the right password is refused from a device the owner never used …
    expect((await signIn(t.app, email, PASSWORD)).status).toBe(429);
    // … and a device cookie of another account, or a forged one, is no device of this account.
    const other = await signUp(t.app, newEmail());
    expect((await signIn(t.app, email, PASSWORD, SCHOOL, other.cookie)).status).toBe(429);
    const forged = owner.cookie.replace(/=([\w-]{22})\./, "=AAAAAAAAAAAAAAAAAAAAAA.");
    expect((await signIn(t.app, email, PASSWORD, SCHOOL, forged)).status).toBe(429);
    // The owner, on the device they signed up with, from the same school address, gets in.
    const ownerIn = await signIn(t.app, email, PASSWORD, SCHOOL, owner.cookie);
    expect(ownerIn.status).toBe(200);

    // A quarter of an hour later, the account opens again everywhere.
    wait(lock.retryAfter ?? 900);
    expect((await signIn(t.app, email, PASSWORD)).status).toBe(200);
  });

  it("limits guesses on the owner's device too, apart from every other source", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = newEmail();
    const { cookie } = await signUp(t.app, email);
    const { checked } = await guessUntilLocked([t.app], email, SCHOOL, cookie);
    expect(checked).toBe(GUESSES_PER_SOURCE);
    expect((await signIn(t.app, email, PASSWORD, SCHOOL, cookie)).status).toBe(429);
    // Elsewhere the account still has its own guesses: right password from a new device works.
    expect((await signIn(t.app, email, PASSWORD, "198.51.100.4")).status).toBe(200);
  });

  it("lets the owner change the password on their own device while a guesser has used up the account's guesses", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const email = newEmail();
    const owner = await signUp(t.app, email);
    const token = owner.body.access_token ?? "";
    await guessUntilLocked([t.app], email, "192.0.2.120");
    const change = (cookie: string) =>
      t.app.request(
        "/auth/v1/user",
        {
          method: "PUT",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${token}`,
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ password: "Neues-Passwort-fuer-Mia-9", current_password: PASSWORD }),
        },
        { incoming: { socket: { remoteAddress: SCHOOL } } },
      );
    // A stolen token on another computer cannot check passwords past the limit …
    expect((await change("")).status).toBe(429);
    // … the owner's device can.
    expect((await change(owner.cookie)).status).toBe(200);
  });

  it("two instances on one database allow 10 guesses together, not 20, and 30 sign-ups, not 60", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const database = await freshDatabase();
    const first = await createTestApp({}, { database });
    const reopened = await database.reopen();
    const second = await createTestApp({}, { database: reopened });
    try {
      const email = newEmail();
      await signUp(first.app, email);
      const { checked } = await guessUntilLocked([first.app, second.app], email, "192.0.2.99");
      expect(checked).toBe(GUESSES_PER_SOURCE);
      expect((await signIn(second.app, email, PASSWORD, "192.0.2.99")).status).toBe(429);
      // Sign-ups too: 30 per address and 5 minutes over both instances, not 30 on each.
      const signUps = [];
      for (let i = 0; i < 31; i++)
        signUps.push((await signUp(i % 2 ? first.app : second.app, newEmail(), "192.0.2.98")).status);
      expect(signUps.filter((status) => status === 200)).toHaveLength(30);
      expect(signUps.at(-1)).toBe(429);
    } finally {
      await second.close();
      await first.close();
      await reopened.close();
      await database.close();
    }
  });
});

describe("a school behind one address (issue 19)", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({
      AUTH_SIGNINS_PER_ADDRESS: "3",
      AUTH_SIGNUPS_PER_ADDRESS: "4",
      SCHOOL_NETWORKS: "198.51.100.0/24",
      SCHOOL_NETWORK_FACTOR: "3",
    });
  });
  afterAll(() => small.close());

  it("gives listed school networks their factor of every budget, and refuses the rest with a wait", async () => {
    const emails = Array.from({ length: 4 }, newEmail);
    for (const email of emails) expect((await signUp(small.app, email, "198.51.100.20")).status).toBe(200);
    // Sign-ins: 3 per 5 minutes for an address, 9 for one in a school network.
    for (let i = 0; i < 9; i++) {
      const res = await signIn(small.app, emails[i % 4] as string, PASSWORD, "198.51.100.20");
      expect(res.status).toBe(200);
    }
    const tenth = await signIn(small.app, emails[0] as string, PASSWORD, "198.51.100.20");
    expect(tenth.status).toBe(429);
    expect(tenth.retryAfter).toBeGreaterThan(200);
    expect(tenth.body.message).toMatch(/^Zu viele Versuche\. Bitte warte noch 5 Minuten\.$/);
    for (let i = 0; i < 3; i++)
      expect((await signIn(small.app, emails[i] as string, PASSWORD, "192.0.2.7")).status).toBe(200);
    expect((await signIn(small.app, emails[3] as string, PASSWORD, "192.0.2.7")).status).toBe(429);
  });

  it("refused guesses cost the address nothing: a classmate hammering one account does not lock out the class", async () => {
    const address = "192.0.2.50";
    const victim = newEmail();
    const pupils = [newEmail(), newEmail()];
    for (const email of [victim, ...pupils])
      expect((await signUp(small.app, email, address)).status).toBe(200);
    let refused = 0;
    for (let i = 0; i < 40; i++)
      if ((await signIn(small.app, victim, `falsch-${i}`, address)).status === 429) refused += 1;
    expect(refused).toBeGreaterThanOrEqual(37); // three guesses, then the delay refuses at once
    // Three checked guesses used three of the address's sign-ins … (3 allowed per 5 minutes)
    expect((await signIn(small.app, pupils[0] as string, PASSWORD, address)).status).toBe(429);
    // … but none of the refused ones did: another address is untouched, as before.
    expect((await signIn(small.app, pupils[1] as string, PASSWORD, "192.0.2.51")).status).toBe(200);
  });

  it("limits sign-ups per address, with GoTrue's code and Retry-After", async () => {
    const address = "192.0.2.80";
    for (let i = 0; i < 4; i++) expect((await signUp(small.app, newEmail(), address)).status).toBe(200);
    const refused = await signUp(small.app, newEmail(), address);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("over_request_rate_limit");
    expect(refused.retryAfter).toBeGreaterThan(0);
  });
});
