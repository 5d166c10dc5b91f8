import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { onboardingRecord } from "#client/test/onboarding-fixtures.ts";
import { json, mockFetch, renderApp, testConfig } from "#client/test/render-app.tsx";
import type { Onboarding } from "#shared/contracts/onboarding.ts";

const completed: Onboarding = onboardingRecord;

function serveOnboarding(onboarding: Onboarding | null) {
  const { fetchMock, calls } = mockFetch({ "GET /api/onboarding": () => json({ onboarding }) });
  vi.stubGlobal("fetch", vi.fn(fetchMock));
  return calls;
}

withTestApiToken();

describe("signing in", () => {
  it("sends a signed-out pupil to /login and signs in with e-mail and password", async () => {
    serveOnboarding(completed);
    const { auth, client } = createFakeAuthClient();
    const { router } = renderApp("/profil", client);
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Bei Lernfunke anmelden" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    const email = screen.getByLabelText("E-Mail oder Benutzername");
    expect(email.getAttribute("autocomplete")).toBe("username");
    expect(screen.getByLabelText("Passwort").getAttribute("autocomplete")).toBe("current-password");

    await user.type(email, "Lea@Example.ch");
    await user.type(screen.getByLabelText("Passwort"), "geheimes-passwort");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));

    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: "lea@example.ch",
      password: "geheimes-passwort",
    });
    expect(await screen.findByText("Willkommen zurück!")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("requires both fields before asking the auth service", async () => {
    const { auth, client } = createFakeAuthClient();
    renderApp("/login", client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Anmelden" }));
    // Pupils from a class list sign in with a username (decision 053).
    expect(screen.getByText("Bitte gib deine E-Mail-Adresse oder deinen Benutzernamen ein.")).toBeTruthy();
    expect(screen.getByText("Bitte gib dein Passwort ein.")).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows the auth service's message, or a generic one without it", async () => {
    const { auth, client } = createFakeAuthClient();
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: { message: "E-Mail oder Passwort ist falsch." },
    } as never);
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: { message: "" },
    } as never);
    renderApp("/login", client);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-Mail oder Benutzername"), "lea@example.ch");
    await user.type(screen.getByLabelText("Passwort"), "falsch");

    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect((await screen.findByRole("alert")).textContent).toBe("E-Mail oder Passwort ist falsch.");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Ein unerwarteter Fehler ist aufgetreten"),
    );
  });

  it.each([
    ["redirects a signed-in pupil from /login to /", "/login"],
    ["sends unknown paths to the start page", "/gibt-es-nicht"],
  ])("%s", async (_case, path) => {
    serveOnboarding(completed);
    const { client } = createFakeAuthClient(fakeSession());
    const { router } = renderApp(path, client);
    expect(await screen.findByText("Willkommen zurück!")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("creates an account with name, e-mail and password when sign-up is allowed", async () => {
    serveOnboarding(null);
    const { auth, client } = createFakeAuthClient();
    renderApp("/login", client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Konto erstellen" }));
    await user.type(screen.getByLabelText("Vorname"), "Lea");
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "lea@example.ch");
    await user.type(screen.getByLabelText("Passwort"), "kurz");
    await user.click(screen.getByRole("button", { name: "Konto erstellen" }));
    expect(screen.getByText("Das Passwort muss mindestens 8 Zeichen lang sein.")).toBeTruthy();
    expect(auth.signUp).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Passwort"), "-und-lang");
    await user.click(screen.getByRole("button", { name: "Konto erstellen" }));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: "lea@example.ch",
      password: "kurz-und-lang",
      options: { data: { name: "Lea" } },
    });
    // The embedded auth confirms at once and returns a session: the onboarding wizard starts.
    expect(await screen.findByText("Schritt 1 von 5")).toBeTruthy();
  });

  it("offers no sign-up when the server does not allow it", async () => {
    const { client } = createFakeAuthClient();
    renderApp("/login", client, { ...testConfig, allowSignup: false });
    expect(await screen.findByRole("button", { name: "Anmelden" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Konto erstellen" })).toBeNull();
  });
});

describe("onboarding gate", () => {
  it("shows the wizard instead of the app until onboarding is saved, then the app", async () => {
    let saved: Onboarding | null = null;
    const { fetchMock, calls } = mockFetch({
      "GET /api/onboarding": () => json({ onboarding: saved }),
      "POST /api/onboarding": (init) => {
        saved = { ...completed, ...JSON.parse(String(init?.body)) };
        return json({ success: true, onboarding: saved });
      },
    });
    vi.stubGlobal("fetch", vi.fn(fetchMock));
    const { client } = createFakeAuthClient(fakeSession());
    renderApp("/", client);
    const user = userEvent.setup();

    expect(await screen.findByText("Schritt 1 von 5")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
    await user.keyboard("{Enter}");
    expect((screen.getByLabelText("Dein Vorname") as HTMLInputElement).value).toBe("Lea"); // from sign-up
    await user.keyboard("{Enter}{Enter}{Enter}");
    await user.click(screen.getByRole("button", { name: "Speichern und loslegen" }));

    expect(await screen.findByText("Willkommen zurück!")).toBeTruthy();
    const post = calls.find((call) => call.key === "POST /api/onboarding");
    expect(JSON.parse(String(post?.init?.body))).toEqual({ name: "Lea", schoolType: "PRIMARY", grade: 1 });
    expect(new Headers(post?.init?.headers).get("Authorization")).toBe("Bearer test-token");
    expect(calls.filter((call) => call.key === "GET /api/onboarding")).toHaveLength(2);
  });

  it("treats a record with completed false as not onboarded", async () => {
    serveOnboarding({ ...completed, completed: false });
    const { client } = createFakeAuthClient(fakeSession());
    renderApp("/profil", client);
    expect(await screen.findByText("Schritt 1 von 5")).toBeTruthy();
  });

  it("asks before signing out of the wizard", async () => {
    serveOnboarding(null);
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { auth, client } = createFakeAuthClient(fakeSession());
    renderApp("/", client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Abmelden" }));
    expect(confirm).toHaveBeenCalledWith(
      "Möchtest du dich wirklich abmelden? Deine Daten werden nicht gespeichert.",
    );
    expect(auth.signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Abmelden" }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "Bei Lernfunke anmelden" })).toBeTruthy();
  });
});

describe("app shell", () => {
  it("marks the current entry in the navigation", async () => {
    serveOnboarding(completed);
    const { client } = createFakeAuthClient(fakeSession());
    renderApp("/analysis/abc", client);
    // The analysis route loads lazily, with Markdown and KaTeX: give the first import time.
    expect(
      await screen.findByRole("heading", { level: 1, name: "Nachbereitung" }, { timeout: 10_000 }),
    ).toBeTruthy();
    for (const nav of screen.getAllByRole("navigation", { name: "Hauptnavigation" })) {
      const current = within(nav)
        .getAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "page");
      expect(current.map((link) => link.textContent)).toEqual(["Analyse"]);
    }
    expect(screen.getByRole("link", { name: "Zum Inhalt springen" }).getAttribute("href")).toBe("#main");
  });

  // /login once signed in, and any unknown path, lead to the start page.
  it.each(["/login", "/gibt-es-nicht"])("sends a signed-in pupil from %s to the start page", async (path) => {
    serveOnboarding(completed);
    const { client } = createFakeAuthClient(fakeSession());
    const { router } = renderApp(path, client);
    expect(await screen.findByText("Willkommen zurück!")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });
});
