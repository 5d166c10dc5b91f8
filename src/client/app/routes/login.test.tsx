import { act, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthClient } from "#client/test/fake-auth-client.ts";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { renderApp, testConfig } from "#client/test/render-app.tsx";

// Issue 19: a refused sign-in or sign-up (429, over_request_rate_limit) names its wait in a
// Retry-After; the form counts it down and sends nothing until it is over. Fake timers: the
// countdown moves once a second.

const REFUSED = {
  data: { session: null, user: null },
  error: { status: 429, code: "over_request_rate_limit", message: "Zu viele Anmeldeversuche." },
} as never;
const WRONG_PASSWORD = {
  data: { session: null, user: null },
  error: { status: 400, code: "invalid_credentials", message: "E-Mail oder Passwort ist falsch." },
} as never;

/** lib/auth-retry-after.ts's answer: `seconds` for a 429, nothing for other errors. */
const waitFor429 = (seconds: number | null) => (error: unknown) =>
  (error as { status?: number }).status === 429 ? seconds : null;

function start(seconds: number | null) {
  const fake = createFakeAuthClient();
  renderApp("/login", fake.client, testConfig, waitFor429(seconds));
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...fake, user };
}

/** Lets `ms` pass a second at a time, each with its render, as in a browser. */
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
}
/** Lets the fake auth client's answer reach the form, without moving the clock (findBy* would). */
const settle = () => act(async () => {});

async function fillSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("E-Mail oder Benutzername"), "lea@example.ch");
  await user.type(screen.getByLabelText("Passwort"), "geheimes-passwort");
}

/** What the pupil sees in the alert: the countdown (the announced copy is for screen readers only). */
function shownWait(button: HTMLElement): string | null {
  const id = button.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The alert's text a screen reader gets: without what is aria-hidden. */
function announced(alert: HTMLElement): string {
  const copy = alert.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll("[aria-hidden=true]")) hidden.remove();
  return copy.textContent ?? "";
}

beforeEach(() => useFakeTimersForTestingLibrary());
afterEach(() => vi.unstubAllGlobals());

describe("a refused sign-in", () => {
  it("shows the wait, keeps the button unusable and counts down, then lets the pupil try again", async () => {
    const { auth, user } = start(3);
    auth.signInWithPassword.mockResolvedValueOnce(REFUSED).mockResolvedValueOnce(WRONG_PASSWORD);
    await fillSignIn(user);
    const button = screen.getByRole("button", { name: "Anmelden" });
    await user.click(button);

    const alert = screen.getByRole("alert");
    // Announced once, as it was when the refusal came; the countdown itself is aria-hidden.
    await settle();
    expect(announced(alert)).toBe("Zu viele Versuche. Bitte warte noch 3 Sekunden.");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 3 Sekunden.");
    expect(document.activeElement).toBe(button);

    // Neither a click nor Enter in a field sends anything while waiting.
    await user.click(button);
    await user.type(screen.getByLabelText("Passwort"), "{Enter}");
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(1);

    tick(1000);
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 2 Sekunden.");
    tick(1000);
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 1 Sekunde.");
    expect(button.getAttribute("aria-disabled")).toBe("true");
    tick(1000);
    expect(alert.textContent).toBe("");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();

    await user.click(button);
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(2);
    await settle();
    expect(alert.textContent).toBe("E-Mail oder Passwort ist falsch.");
    expect(button.getAttribute("aria-disabled")).toBeNull();
  });

  it("counts a long wait in minutes, rounded up, and the last minute in seconds", async () => {
    const { auth, user } = start(150);
    auth.signInWithPassword.mockResolvedValueOnce(REFUSED);
    await fillSignIn(user);
    const button = screen.getByRole("button", { name: "Anmelden" });
    await user.click(button);

    await settle();
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 3 Minuten.");
    tick(30_000); // 120 s left
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 2 Minuten.");
    tick(59_000); // 61 s
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 2 Minuten.");
    tick(1000); // 60 s
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 1 Minute.");
    tick(1000); // 59 s
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 59 Sekunden.");
    // The announced copy stays as it was: the alert is not read out again every second.
    expect(announced(screen.getByRole("alert"))).toBe("Zu viele Versuche. Bitte warte noch 3 Minuten.");
    tick(59_000);
    expect(screen.getByRole("alert").textContent).toBe("");
    expect(button.getAttribute("aria-disabled")).toBeNull();
  });

  it("shows the service's message as before when it names no wait (an older server)", async () => {
    const { auth, user } = start(null);
    auth.signInWithPassword.mockResolvedValueOnce(REFUSED);
    await fillSignIn(user);
    const button = screen.getByRole("button", { name: "Anmelden" });
    await user.click(button);

    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Zu viele Anmeldeversuche.");
    expect(button.getAttribute("aria-disabled")).toBeNull();
    await user.click(button);
    expect(auth.signInWithPassword).toHaveBeenCalledTimes(2);
  });
});

describe("a refused sign-up", () => {
  it("waits the same way before the next try", async () => {
    const { auth, user } = start(2);
    auth.signUp.mockResolvedValueOnce(REFUSED).mockResolvedValueOnce(REFUSED);
    await user.click(await screen.findByRole("button", { name: "Konto erstellen" }));
    await user.type(screen.getByLabelText("Vorname"), "Lea");
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "lea@example.ch");
    await user.type(screen.getByLabelText("Passwort"), "kurz-und-lang");
    // In sign-up mode the switch below the form reads "Zur Anmeldung": this is the submit button.
    const button = screen.getByRole("button", { name: "Konto erstellen" });
    await user.click(button);

    await settle();
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 2 Sekunden.");
    await user.click(button);
    expect(auth.signUp).toHaveBeenCalledTimes(1);
    tick(2000);
    expect(button.getAttribute("aria-disabled")).toBeNull();
    await user.click(button);
    expect(auth.signUp).toHaveBeenCalledTimes(2);
    await settle();
    expect(shownWait(button)).toBe("Zu viele Versuche. Bitte warte noch 2 Sekunden.");
  });
});
