import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { hostedChatHealth, offlineChatHealth, serveApi } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import { SUBJECTS } from "#shared/domain/subjects.ts";

// The tutor screens and /faecher for a pupil who has taken the quiz (the quiz gate has its own
// tests in session-gate/).

function open(path: string) {
  return renderApp(path, createFakeAuthClient(fakeSession()).client);
}
const pathname = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
const h1 = (name: string) => screen.findByRole("heading", { level: 1, name });

withTestApiToken();

describe("/tutor", () => {
  it("welcomes with 'Neue Session starten' and three feature cards", async () => {
    serveApi({ profile: true });
    open("/tutor");
    expect(await h1("Lerne mit deinem KI-Tutor")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Neue Session starten" }).getAttribute("href")).toBe(
      "/tutor/select",
    );
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Chatten",
      "Sprechen",
      "Persönlich",
    ]);
  });
});

describe("the tutor's name and what it does follow the server (docs/product.md §2.1, §2.10)", () => {
  const PROFILE = "Dein Tutor passt sich deinem Lernprofil an und erklärt so, wie du am besten lernst.";
  const LEVEL = "Dein Tutor wählt die Aufgaben passend zu deiner Schulstufe.";
  it.each([
    {
      who: "a hosted model with speech recognition",
      health: hostedChatHealth,
      speech: true,
      name: "KI-Tutor",
      personal: PROFILE,
    },
    {
      who: "the built-in tutor with speech recognition",
      health: offlineChatHealth,
      speech: true,
      name: "Übungs-Tutor (offline)",
      personal: LEVEL,
    },
    {
      who: "the app as shipped: the built-in tutor, no speech recognition",
      health: offlineChatHealth,
      speech: false,
      name: "Übungs-Tutor (offline)",
      personal: LEVEL,
    },
  ])(
    "on /tutor, the choice of chat or voice and /faecher, with $who",
    async ({ health, speech, name, personal }) => {
      const voiceHealth = { status: "ok", backend: "local", speechRecognition: speech, voice: "offline" };
      serveApi({
        profile: true,
        routes: { "GET /api/chat/health": health, "GET /api/elevenlabs/health": () => json(voiceHealth) },
      });
      open("/tutor");
      expect(await h1(`Lerne mit deinem ${name}`)).toBeTruthy();
      expect(document.title).toBe(`Dein ${name} – Lernfunke`);
      expect(
        screen.getByText(`Schreib mit deinem ${name}, stell Fragen und lade Aufgaben oder Notizen hoch.`),
      ).toBeTruthy();
      expect(screen.getByText(personal)).toBeTruthy();
      expect(
        await screen.findByText(
          speech
            ? `Sprich mit deinem ${name}, so wie mit einer Nachhilfelehrerin oder einem Nachhilfelehrer.`
            : `Schreib deinem ${name}, und er antwortet dir mit seiner Stimme.`,
        ),
      ).toBeTruthy();

      const user = userEvent.setup();
      await user.click(screen.getByRole("link", { name: "Neue Session starten" }));
      await user.click(await screen.findByRole("link", { name: "Mathematik" }));
      expect(await h1("Mathematik")).toBeTruthy();
      expect(
        screen.getByText(`Schreib mit deinem ${name}: Fragen stellen, Aufgaben lösen, Dateien teilen.`),
      ).toBeTruthy();
      expect(
        screen.getByText(
          speech
            ? `Sprich mit deinem ${name}, so wie in einem echten Gespräch.`
            : `Schreib deinem ${name}, und er antwortet dir mit seiner Stimme.`,
        ),
      ).toBeTruthy();

      await user.click(screen.getAllByRole("link", { name: "Fächer" })[0] as HTMLElement);
      expect(await h1("Fächer entdecken")).toBeTruthy();
      expect(
        screen.getByText(
          `In diesen Fächern hilft dir dein ${name} – von der Primarschule bis zur Lehrstelle.`,
        ),
      ).toBeTruthy();
    },
  );

  it("the job interview is answered in writing when speech is not understood", async () => {
    serveApi({
      profile: true,
      routes: {
        "GET /api/elevenlabs/health": () =>
          json({ status: "ok", backend: "local", speechRecognition: false, voice: "offline" }),
      },
    });
    open("/tutor/select/bewerbungsgespraech");
    expect(await h1("Bewerbungsgespräch")).toBeTruthy();
    expect(
      await screen.findByText(
        "Der Tutor stellt dir die Fragen mit seiner Stimme, und du antwortest schriftlich.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/du antwortest laut/)).toBeNull();
  });
});

describe("/tutor/select", () => {
  it("lists every subject as a link to its session-type page, and leads back to /tutor", async () => {
    serveApi({ profile: true });
    open("/tutor/select");
    expect(await h1("Welches Fach möchtest du lernen?")).toBeTruthy();
    const list = within(screen.getByRole("main")).getByRole("list");
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      SUBJECTS.map((s) => `/tutor/select/${s.id}`),
    );
    const maths = within(list).getByRole("link", { name: "Mathematik" });
    expect(maths.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(maths.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      SUBJECTS[0]?.description,
    );
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
  });
});

describe("/tutor/select/:subjectId", () => {
  it("redirects an unknown subject to /tutor/select", async () => {
    serveApi({ profile: true });
    const { router } = open("/tutor/select/astrologie");
    expect(await h1("Welches Fach möchtest du lernen?")).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/select");
  });

  it.each([
    ["math", "mathematik"],
    ["Französisch", "franzoesisch"],
    ["science", "physik"],
  ])("redirects %s to the subject's own address /tutor/select/%s", async (alias, id) => {
    serveApi({ profile: true });
    const { router } = open(`/tutor/select/${encodeURIComponent(alias)}`);
    expect(await h1(SUBJECTS.find((s) => s.id === id)?.name ?? "")).toBeTruthy();
    expect(pathname(router)).toBe(`/tutor/select/${id}`);
  });

  it.each([
    ["mathematik", "Mathematik", "Wie möchtest du lernen?", "Chatten", "Sprechen", "mathematik"],
    [
      "interview",
      "Bewerbungsgespräch",
      "Wie möchtest du das Vorstellungsgespräch üben?",
      "Schriftlich üben",
      "Mündlich üben",
      "bewerbungsgespraech",
    ],
  ])(
    "/tutor/select/%s offers chat and voice in its own words, and leads back to /tutor/select",
    async (param, title, question, chat, voice, id) => {
      serveApi({ profile: true });
      open(`/tutor/select/${param}`);
      expect(await h1(title)).toBeTruthy();
      expect(screen.getByText(question)).toBeTruthy();
      const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
      expect(href(chat)).toBe(`/tutor/prepare/${id}/chat`);
      expect(href(voice)).toBe(`/tutor/prepare/${id}/voice`);
      expect(href("Zurück zu den Fächern")).toBe("/tutor/select");
    },
  );

  it("enrols in the subject when a session type is picked", async () => {
    const calls = serveApi({ profile: true });
    const { router } = open("/tutor/select/informatik");
    await userEvent.setup().click(await screen.findByRole("link", { name: "Sprechen" }));
    expect(await h1("Session vorbereiten")).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/prepare/informatik/voice");
    await vi.waitFor(() => expect(calls.map((c) => c.key)).toContain("POST /api/subjects/informatik/enroll"));
  });

  it("goes on even when enrolling fails, with a warning (not an error) in the console", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    serveApi({
      profile: true,
      routes: { "POST /api/subjects/chemie/enroll": () => json({ message: "Fach nicht gefunden" }, 404) },
    });
    const { router } = open("/tutor/select/chemie");
    await userEvent.setup().click(await screen.findByRole("link", { name: "Chatten" }));
    expect(await h1("Session vorbereiten")).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/prepare/chemie/chat");
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Could not enrol in subject chemie: Fach nicht gefunden"),
    );
  });
});

describe("/faecher", () => {
  it("shows every subject with 'Lernen starten' and the hint", async () => {
    serveApi({ profile: true });
    const { router } = open("/faecher");
    expect(await h1("Fächer entdecken")).toBeTruthy();
    for (const subject of SUBJECTS) {
      const card = screen.getByRole("article", { name: subject.name });
      expect(within(card).getByText(subject.description)).toBeTruthy();
      expect(within(card).getByText(subject.emoji)).toBeTruthy();
      expect(within(card).getByRole("link", { name: "Lernen starten" }).getAttribute("href")).toBe(
        `/tutor/select/${subject.id}`,
      );
    }
    expect(screen.getByText("Wähle ein Fach aus, um zu beginnen!")).toBeTruthy();

    const biology = screen.getByRole("article", { name: "Biologie" });
    await userEvent.setup().click(within(biology).getByRole("link", { name: "Lernen starten" }));
    expect(await h1("Biologie")).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/select/biologie");
  });
});

describe("unknown subjects on the session screens", () => {
  it.each(["/tutor/prepare/astrologie/chat", "/tutor/prepare/mathematik/video", "/tutor/ai-chat/astrologie"])(
    "%s shows 'Subject nicht gefunden' with a way back to /tutor",
    async (path) => {
      serveApi({ profile: false });
      open(path);
      expect(await h1("Subject nicht gefunden")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
      expect(screen.queryByRole("dialog")).toBeNull();
    },
  );

  it("the voice screen shows 'Fach nicht gefunden' and 'Zurück zur Fächerauswahl'", async () => {
    serveApi({ profile: false });
    const { router } = open("/tutor/ai-voice/astrologie");
    expect(await h1("Fach nicht gefunden")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("link", { name: "Zurück zur Fächerauswahl" }));
    expect(await h1("Lerne mit deinem KI-Tutor")).toBeTruthy();
    expect(pathname(router)).toBe("/tutor");
  });

  it("known subjects, aliases included, show the screen", async () => {
    serveApi({
      profile: true,
      routes: {
        "GET /api/chat/health": () => json({ status: "ok", provider: "offline", model: "x", offline: true }),
      },
    });
    open("/tutor/ai-chat/cs");
    expect(await h1("Informatik")).toBeTruthy();
    expect(screen.getByRole("log", { name: "Chatverlauf" }).textContent).toMatch(/Informatik-Tutor/);
  });
});
