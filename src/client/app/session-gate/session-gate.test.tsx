import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenProvider } from "#client/lib/api-client.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { bodyOf, learningProfile, onboardingRecord, serveApi } from "#client/test/onboarding-fixtures.ts";
import { ALL_ANSWERS, answerWholeQuiz } from "#client/test/quiz.ts";
import { json, renderApp } from "#client/test/render-app.tsx";

// docs/product.md §2.4: starting a session requires learning_profile in the onboarding answers;
// otherwise the quiz opens, once. Fake timers throughout: the quiz moves on after 400 ms.

const QUIZ = { name: "Lernstil-Quiz" } as const;

function start(path: string) {
  const view = renderApp(path, createFakeAuthClient(fakeSession()).client);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { ...view, user };
}

const pathname = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

// The screens and the quiz are lazy. Loaded up front: with fake timers, waitFor's time-out runs on the
// fake clock and would expire before a first real module load finishes.
beforeAll(async () => {
  await Promise.all([
    import("#client/app/routes/tutor.tsx"),
    import("#client/app/routes/tutor-select.tsx"),
    import("#client/app/routes/tutor-session-type.tsx"),
    import("#client/app/routes/tutor-prepare.tsx"),
    import("#client/app/routes/tutor-chat.tsx"),
    import("#client/app/routes/tutor-voice.tsx"),
    import("#client/app/routes/subjects.tsx"),
    import("#client/features/learning-quiz/components/learning-quiz-modal.tsx"),
  ]);
});

beforeEach(() => {
  useFakeTimersForTestingLibrary();
  setAccessTokenProvider(async () => "test-token");
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null);
});

describe("starting a session", () => {
  it("goes straight on when the pupil has a learning profile", async () => {
    const calls = serveApi({ profile: true });
    const { router, user } = start("/tutor");
    await user.click(await screen.findByRole("link", { name: "Neue Session starten" }));

    expect(
      await screen.findByRole("heading", { level: 1, name: "Welches Fach möchtest du lernen?" }),
    ).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/select");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Mathematik" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mathematik" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    // The onboarding once; the healths name the tutor on /tutor and the choice (docs/product.md §2.1).
    expect(calls.map((c) => c.key)).toEqual([
      "GET /api/onboarding",
      "GET /api/chat/health",
      "GET /api/elevenlabs/health",
    ]);
  });

  it("opens the quiz without a profile, saves all 17 answers and then continues", async () => {
    const calls = serveApi({ profile: false });
    const { router, user } = start("/");
    const startLink = await screen.findByRole("link", { name: "Lernsession starten" });
    expect(startLink.getAttribute("href")).toBe("/tutor/select");
    await user.click(startLink);

    const dialog = await screen.findByRole("dialog", QUIZ);
    expect(pathname(router)).toBe("/");
    await answerWholeQuiz(user);

    const post = calls.find((c) => c.key === "POST /api/onboarding/learning-assessment");
    expect(bodyOf(post?.init)).toEqual({ answers: ALL_ANSWERS });
    expect(Object.keys(ALL_ANSWERS)).toHaveLength(17);
    expect(
      within(dialog).getByRole("heading", { name: "Geschafft! Dein Lernprofil ist bereit." }),
    ).toBeTruthy();
    // This server's tutor is a hosted model, which reads the profile (docs/product.md §2.4).
    expect(within(dialog).getByText(/^Dein KI-Tutor stellt sich ab jetzt auf dich ein/)).toBeTruthy();
    expect(pathname(router)).toBe("/");

    await user.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welches Fach möchtest du lernen?" }),
    ).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/select");
    expect(screen.queryByRole("dialog")).toBeNull();
    // The onboarding state is refetched after saving.
    expect(calls.filter((c) => c.key === "GET /api/onboarding").length).toBeGreaterThanOrEqual(2);

    // Taken once: the next start goes straight on.
    await user.click(screen.getByRole("link", { name: "Informatik" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Informatik" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the stored profile when another one was saved meanwhile (409)", async () => {
    let stored = false;
    const other = { ...learningProfile, primarySignature: "Solo-Talent", signatures: ["Solo-Talent"] };
    serveApi({
      profile: false,
      routes: {
        "GET /api/onboarding": () =>
          json({
            onboarding: { ...onboardingRecord, answers: stored ? { learning_profile: other } : {} },
          }),
        "POST /api/onboarding/learning-assessment": () => {
          stored = true;
          return json({ message: "Das Lernstil-Quiz wurde bereits abgeschlossen." }, 409);
        },
      },
    });
    const { router, user } = start("/tutor");
    await user.click(await screen.findByRole("link", { name: "Neue Session starten" }));
    const dialog = await screen.findByRole("dialog", QUIZ);
    await answerWholeQuiz(user);

    expect(await within(dialog).findByText("Solo-Talent")).toBeTruthy();
    expect(within(dialog).getByText("Allein kannst du dich am besten konzentrieren.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welches Fach möchtest du lernen?" }),
    ).toBeTruthy();
    expect(pathname(router)).toBe("/tutor/select");
  });

  it("closes the quiz on 'Abbrechen', saves nothing and stays on the page", async () => {
    const calls = serveApi({ profile: false });
    const { router, user } = start("/faecher");
    const chemistry = (await screen.findByRole("heading", { level: 2, name: "Chemie" })).closest("article");
    const learn = within(chemistry as HTMLElement).getByRole("link", { name: "Lernen starten" });
    await user.click(learn);
    await user.click(
      within(await screen.findByRole("dialog", QUIZ)).getByRole("button", { name: "Abbrechen" }),
    );

    expect(screen.queryByRole("dialog")).toBeNull();
    expect(pathname(router)).toBe("/faecher");
    expect(document.activeElement).toBe(learn);
    expect(calls.some((c) => c.key.startsWith("POST"))).toBe(false);
  });

  it("shows the quiz over a session page reached directly, and stays there after it", async () => {
    serveApi({ profile: false });
    const { router, user } = start("/tutor/select/physik");
    const dialog = await screen.findByRole("dialog", QUIZ);
    expect(screen.getByRole("heading", { level: 1, name: "Physik" })).toBeTruthy();

    await answerWholeQuiz(user);
    await user.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(pathname(router)).toBe("/tutor/select/physik");
  });

  it.each(["/tutor/prepare/mathematik/chat", "/tutor/ai-chat/deutsch", "/tutor/ai-voice/englisch"])(
    "asks for the quiz on %s too, and leads to /tutor when it is cancelled",
    async (path) => {
      serveApi({ profile: false });
      const { router, user } = start(path);
      const dialog = await screen.findByRole("dialog", QUIZ);
      await user.keyboard("{Escape}");
      expect(dialog.isConnected).toBe(false);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Lerne mit deinem KI-Tutor" }),
      ).toBeTruthy();
      expect(pathname(router)).toBe("/tutor");
    },
  );

  it("never shows the quiz to a pupil with a profile", async () => {
    serveApi({ profile: true });
    start("/tutor/ai-voice/englisch");
    expect(await screen.findByRole("heading", { level: 1, name: "Englisch - Sprechen" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
