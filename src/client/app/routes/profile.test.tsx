import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { INVALID_RESPONSE_MESSAGE } from "#client/lib/api-client.ts";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession, fakeUser } from "#client/test/fake-auth-client.ts";
import { learningProfile } from "#client/test/onboarding-fixtures.ts";
import { json, mockFetch, renderApp } from "#client/test/render-app.tsx";
import type { Onboarding } from "#shared/contracts/onboarding.ts";
import { DIMENSION_INFO, DIMENSIONS } from "#shared/domain/learning-profile.ts";

const onboarding: Onboarding = {
  name: "Lea",
  schoolType: "GYMNASIUM",
  grade: 3,
  completed: true,
  answers: {},
  createdAt: "2025-03-07T10:00:00.000Z",
  updatedAt: "2025-03-07T10:00:00.000Z",
};

function serve(record: Onboarding) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      mockFetch({
        "GET /api/onboarding": () => json({ onboarding: record }),
        "GET /api/classes/memberships": () => json({ classes: [], teacherSeesTranscripts: false }),
      }).fetchMock,
    ),
  );
}

function detail(term: string) {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

/** 'Abmelden' in the profile's 'Aktionen', once the screen has loaded. */
async function pressSignOut() {
  const actions = (await screen.findByRole("heading", { name: "Aktionen" })).closest(
    "section",
  ) as HTMLElement;
  await userEvent.setup().click(within(actions).getByRole("button", { name: "Abmelden" }));
}

withTestApiToken();

describe("profile", () => {
  it("shows name, e-mail, member since, school type and grade", async () => {
    serve(onboarding);
    const user = fakeUser({ email: "lea@example.ch", created_at: "2024-08-19T09:30:00.000Z" });
    renderApp("/profil", createFakeAuthClient(fakeSession(user)).client);

    expect(await screen.findByRole("heading", { level: 1, name: "Mein Profil" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Lea" })).toBeTruthy();
    expect(detail("E-Mail")).toBe("lea@example.ch");
    expect(detail("Dabei seit")).toBe("19.08.2024");
    expect(detail("Schulstufe")).toBe("Gymnasium");
    expect(detail("Klasse")).toBe("3. Klasse");
    expect(screen.queryByRole("heading", { name: "Dein Lernprofil" })).toBeNull();
  });

  it("says in German that the answer was incomplete when it breaks the contract, with a retry", async () => {
    // An unknown school type never reaches the profile: the api helper refuses an answer that
    // does not match the shared schema (decision 027), and after the onboarding policy's retries
    // the gate says so.
    serve({ ...onboarding, schoolType: "UNKNOWN" as never });
    renderApp("/profil", createFakeAuthClient(fakeSession(fakeUser())).client);
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(within(alert).getByText(INVALID_RESPONSE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: "Mein Profil" })).toBeNull();
  }, 20_000);

  it("falls back to the account name, then to 'Benutzer'", async () => {
    serve({ ...onboarding, name: "" });
    renderApp("/profil", createFakeAuthClient(fakeSession(fakeUser({ user_metadata: {} }))).client);
    expect(await screen.findByRole("heading", { level: 2, name: "Benutzer" })).toBeTruthy();
    expect(detail("Schulstufe")).toBe("Gymnasium");
  });

  it("uses the name given at sign-up when onboarding has none", async () => {
    serve({ ...onboarding, name: " " });
    renderApp(
      "/profil",
      createFakeAuthClient(fakeSession(fakeUser({ user_metadata: { name: "Leandra" } }))).client,
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Leandra" })).toBeTruthy();
  });

  it("shows the learning profile card: signatures, radar chart and every dimension", async () => {
    const neutral = Object.fromEntries(DIMENSIONS.map((d) => [d, 0]));
    const dimensions = { ...neutral, VIS: 0.8, AUD: 0.2, PLAN: 0.5, SOC: -0.2, FB: -0.9 };
    serve({
      ...onboarding,
      answers: {
        learning_profile: {
          ...learningProfile,
          dimensions,
          primarySignature: "Augenmensch",
          signatures: ["Augenmensch", "Teamplayer"],
        },
      },
    });
    renderApp("/profil", createFakeAuthClient(fakeSession()).client);
    const card = (await screen.findByRole("region", { name: "Dein Lernprofil" })) as HTMLElement;

    expect(within(card).getByText("Augenmensch", { selector: "strong" })).toBeTruthy();
    expect(within(card).getByText("Du verstehst am besten, was du sehen kannst.")).toBeTruthy();
    const others = within(card).getByRole("list", { name: "Das passt auch zu dir" });
    expect(
      within(others)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Teamplayer"]);

    const chart = within(card).getByRole("img", { name: /^Netzdiagramm deines Lernprofils/ });
    expect(chart.getAttribute("role")).toBe("img");
    expect(chart.getAttribute("aria-label")).toContain(
      "Am stärksten ausgeprägt: Visuell, Planung und Auditiv.",
    );
    expect(chart.querySelectorAll("text")).toHaveLength(12);
    expect(chart.textContent).toContain("Fehler-freundlichkeit");

    const list = within(card).getByRole("list", { name: "So lernst du" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(12);
    const item = (label: string) => items.find((li) => li.textContent?.startsWith(label)) as HTMLElement;
    const info = DIMENSION_INFO.VIS;
    expect(within(item("Visuell")).getByText("Stark")).toBeTruthy();
    expect(within(item("Visuell")).getByText(info.explanation)).toBeTruthy();
    expect(within(item("Visuell")).getByText(info.positive)).toBeTruthy();
    expect(within(item("Visuell")).getByText(info.negative)).toBeTruthy();
    expect(within(item("Auditiv")).getByText("Mittel")).toBeTruthy();
    expect(within(item("Praktisch")).getByText("Neutral")).toBeTruthy();
    expect(within(item("Sozial")).getByText("Schwach")).toBeTruthy();
    expect(within(item("Rückmeldung")).getByText("Sehr schwach")).toBeTruthy();
  });

  it("shows the signatures alone when a stored profile has no dimension values", async () => {
    serve({
      ...onboarding,
      answers: {
        learning_profile: { primarySignature: "Entdecker", signatures: ["Entdecker", { label: "Planer" }] },
      },
    });
    renderApp("/profil", createFakeAuthClient(fakeSession()).client);
    const card = (await screen.findByRole("region", { name: "Dein Lernprofil" })) as HTMLElement;
    expect(within(card).getByText("Entdecker", { selector: "strong" })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Planer"]);
    expect(within(card).queryByRole("img")).toBeNull();
  });

  it("signs out after confirming and goes to /login", async () => {
    serve(onboarding);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    const { auth, client } = createFakeAuthClient(fakeSession());
    const { router } = renderApp("/profil", client);
    await pressSignOut();

    expect(confirm).toHaveBeenCalledWith("Möchtest du dich wirklich abmelden?");
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole("heading", { name: "Bei Lernfunke anmelden" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });

  it("stays signed in and alerts when signing out fails", async () => {
    serve(onboarding);
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { auth, client } = createFakeAuthClient(fakeSession());
    auth.signOut.mockResolvedValueOnce({ error: new Error("Netzwerkfehler") });
    renderApp("/profil", client);
    await pressSignOut();

    expect(alert).toHaveBeenCalledWith("Abmeldung fehlgeschlagen. Bitte versuche es erneut.");
    expect(screen.getByRole("heading", { name: "Mein Profil" })).toBeTruthy();
  });
});
