import { act, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  at,
  careAnalysis,
  competencyUpdate,
  serveAnalysis,
  sessionAnalysis,
  sessionDetail,
  statusChecks,
} from "#client/test/analysis-fixtures.ts";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { useFakeTimersForTestingLibrary } from "#client/test/fake-timers.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import { DIMENSION_INFO } from "#shared/domain/learning-profile.ts";

// The analysis screen (docs/product.md §2.11, §5.3, §5.6) through the real app: fetch is stubbed per test.

const open = (path = "/analysis/s-1") => renderApp(path, createFakeAuthClient(fakeSession()).client);
const card = (name: string) =>
  screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;
const term = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: "dt" }).nextElementSibling?.textContent;
const alertText = async () => {
  await waitFor(() => expect(screen.getByRole("alert").textContent).not.toBe(""));
  return screen.getByRole("alert").textContent;
};

withTestApiToken();

// Loaded up front: with fake timers, waiting for the first (real) load of a lazy route would time out.
beforeAll(async () => {
  await import("./analysis.tsx");
});

describe("a completed analysis", () => {
  it("shows the header and every card with the product's words", async () => {
    serveAnalysis();
    open();

    expect(await screen.findByRole("heading", { level: 1, name: "Mathematik" })).toBeTruthy();
    expect(document.title).toBe("Nachbereitung: Mathematik – Lernfunke");
    expect(screen.getByText("12 Min.")).toBeTruthy();
    expect(screen.getByText(/^Nachbereitung vom/).textContent).toBe("Nachbereitung vom 20.11.2026, 09:18");

    const quality = card("Session-Qualität");
    expect(term(quality, "Schwierigkeit")).toBe("45\u00a0%");
    expect(term(quality, "Engagement")).toBe("90\u00a0%");
    expect(term(quality, "Qualität")).toBe("72\u00a0%");
    expect(term(quality, "Verständnis")).toBe("66\u00a0%");
    expect(term(quality, "Gesamtbewertung")).toBe("Gut");
    expect(term(quality, "Selbstständigkeit")).toBe("75\u00a0%");

    const transcript = within(card("Gesprächsverlauf"));
    const box = transcript.getByRole("region", { name: "Nachrichten der Session" });
    expect(box.tabIndex).toBe(0);
    expect(box.className).toContain("max-h-[24rem]");
    const entries = within(box).getAllByRole("listitem");
    expect(entries.map((li) => li.textContent)).toEqual([
      "Du09:05Wie addiere ich 1/4 und 1/8?",
      "KI-Tutor09:05Bring beide Brüche zuerst auf denselben Nenner.",
      "Du09:07Bild geteilt: tafel.jpg",
      "Du09:09Also 2/8 + 1/8 = 3/8!",
    ]);
    // The tutor's Markdown is drawn, not shown as asterisks.
    expect(within(entries[1] as HTMLElement).getByText("denselben Nenner").tagName).toBe("STRONG");

    expect(
      within(card("Session-Zusammenfassung")).getByText(
        "Wir haben Brüche mit verschiedenen Nennern addiert.",
      ),
    ).toBeTruthy();

    const updates = card("Lernpfad-Updates");
    expect(
      within(updates).getByRole("heading", { level: 3, name: "Brüche addieren und subtrahieren" }),
    ).toBeTruthy();
    expect(term(updates, "Sicherheit")).toBe("80\u00a0%");
    expect(term(updates, "Status")).toBe("Ausstehendwird zuIn Bearbeitung");
    expect(term(updates, "Zeit")).toBe("8 Min.");
    expect(within(updates).getByText("Du hast den gemeinsamen Nenner selbst gefunden.")).toBeTruthy();
    expect(within(updates).getByText("Gemeinsamen Nenner finden")).toBeTruthy();
    expect(within(updates).getByText("Brüche erweitern")).toBeTruthy();

    const steps = within(card("Nächste Schritte")).getByRole("list");
    expect(steps.tagName).toBe("OL");
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Übe drei Aufgaben mit verschiedenen Nennern.", "Probier gemischte Zahlen."]);

    expect(
      within(card("Erkenntnisse"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Du hast die meisten Schritte selbst gemacht.", "Bilder helfen dir beim Verstehen."]);

    const congrats = card("Toll gemacht!");
    expect(within(congrats).getByText("Deine Session wurde erfolgreich analysiert.")).toBeTruthy();
    expect(within(congrats).getByRole("link", { name: "Neue Session starten" }).getAttribute("href")).toBe(
      "/tutor/select",
    );
    expect(screen.getByRole("link", { name: "Alle Sessions" }).getAttribute("href")).toBe("/analyse");
  });

  it("draws the learning profile's 11 dimensions (no TXT) as a list and a radar chart", async () => {
    serveAnalysis();
    open();
    await screen.findByRole("heading", { level: 2, name: "Lernprofil" });
    const profile = card("Lernprofil");

    const list = within(profile).getByRole("list", { name: "Lernprofil" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(11);
    // Each value as the preference it leans to, never a strength word (issue 16).
    expect(rows[0]?.textContent).toMatch(/^Visuelllernt gern mit Bildern/); // 0.5
    expect(rows[1]?.textContent).toMatch(/^Auditivbraucht wenig Erklärungen zum Zuhören/); // -0.2
    expect(profile.textContent).not.toMatch(/Stark|Mittel|Neutral|Schwach/);
    expect(within(profile).queryByText(DIMENSION_INFO.TXT.label)).toBeNull();

    const radar = within(profile).getByRole("img");
    expect(radar.getAttribute("aria-label")).toContain("mit 11 Dimensionen");
    expect(radar.querySelectorAll("line")).toHaveLength(11);
    expect(radar.querySelectorAll("circle")).toHaveLength(11);
  });

  it("opens the rest of the evidence with '+N weitere Belege...'", async () => {
    serveAnalysis();
    open();
    await screen.findByRole("heading", { level: 2, name: "Lernpfad-Updates" });
    const updates = within(card("Lernpfad-Updates"));
    expect(updates.getByText("Also 2/8 + 1/8 = 3/8!")).toBeTruthy();
    expect(updates.getByText("Ich muss 1/4 erweitern.")).toBeTruthy();
    expect(updates.queryByText("Der Nenner bleibt 8.")).toBeNull();

    const more = updates.getByRole("button", { name: "+3 weitere Belege..." });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    await userEvent.setup().click(more);
    expect(updates.getByText("Das ist kleiner als 1/2.")).toBeTruthy();
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect(more.textContent).toBe("Weniger Belege anzeigen");
  });

  it("shows no button for two quotes, hides empty cards and names the rating", async () => {
    serveAnalysis({
      session: sessionDetail({
        subject: null,
        subjectId: null,
        subjectName: null,
        duration: 20,
        durationMinutes: 0,
      }),
      analysis: sessionAnalysis({
        sessionQuality: {
          difficulty: 0,
          engagement: 0.1,
          quality: 0.1,
          comprehension: 0,
          sessionQuality: 0.1,
        },
        competencyUpdates: [competencyUpdate({ evidenceText: ["Eins", "Zwei"] })],
        nextSteps: [],
        insights: [],
        independence: { score: 0.5, ownAttempts: 0, ownQuestions: 0, hintRequests: 0, answerRequests: 0 },
      }),
    });
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Allgemeine Session" })).toBeTruthy();
    expect(screen.getByText("Keine Zeit")).toBeTruthy();
    expect(term(card("Session-Qualität"), "Gesamtbewertung")).toBe("Mangelhaft");
    expect(within(card("Session-Qualität")).queryByText("Selbstständigkeit")).toBeNull();
    expect(within(card("Lernpfad-Updates")).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Nächste Schritte" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Erkenntnisse" })).toBeNull();
  });

  it("hides the updates card without updates", async () => {
    serveAnalysis({ analysis: sessionAnalysis({ competencyUpdates: [] }) });
    open();
    await screen.findByRole("heading", { level: 2, name: "Session-Qualität" });
    expect(screen.queryByRole("heading", { name: "Lernpfad-Updates" })).toBeNull();
  });

  it("words a session's feedback wish as a preference: FB −0.2 is 'will Rückmeldung sofort', not 'Schwach'", async () => {
    serveAnalysis({ analysis: sessionAnalysis({ learningProfile: { FB: -0.2, STR: 0.07, SOC: 0 } }) });
    open();
    await screen.findByRole("heading", { level: 2, name: "Lernprofil" });
    const profile = card("Lernprofil");
    expect(within(profile).getByText("So hast du in dieser Session gelernt.")).toBeTruthy();
    const rows = within(within(profile).getByRole("list", { name: "Lernprofil" })).getAllByRole("listitem");
    // Only what the session showed: 0 leans to neither pole and is left out.
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual([
      "Strukturmag klare Schritte",
      "Rückmeldungwill Rückmeldung sofort",
    ]);
    expect(within(profile).queryByRole("img")).toBeNull(); // a radar needs three axes
  });

  it("leaves the 'Lernprofil' out when the session showed nothing", async () => {
    serveAnalysis({ analysis: sessionAnalysis({ learningProfile: {} }) });
    open();
    await screen.findByRole("heading", { level: 2, name: "Session-Qualität" });
    expect(screen.queryByRole("heading", { name: "Lernprofil" })).toBeNull();
    expect(screen.queryByText("Lernprofil wird noch analysiert...")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Toll gemacht!" })).toBeTruthy();
  });

  // An unreadable transcript (not a list) is refused by the api helper before it reaches the
  // screen (decision 027); an empty one still shows the fallback.
  it("shows the transcript fallback for an empty transcript", async () => {
    serveAnalysis({ session: sessionDetail({ conversationTranscript: [] }) });
    open();
    await screen.findByRole("heading", { level: 2, name: "Gesprächsverlauf" });
    expect(
      within(card("Gesprächsverlauf")).getByText("Transkript nicht verfügbar oder in unbekanntem Format"),
    ).toBeTruthy();
  });

  it("says 'Keine Analysedaten verfügbar' when the completed answer has no analysis", async () => {
    serveAnalysis({ analysis: () => json({ status: "completed" }) });
    open();
    expect(await screen.findByRole("heading", { name: "Keine Analysedaten verfügbar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
  });
});

describe("a crisis session", () => {
  const crisisTurn = "Ich will mich umbringen, Brüche sind mir egal";
  const session = sessionDetail({
    sessionSummary:
      "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.",
    conversationTranscript: [
      { type: "user", text: "Also 2/8 + 1/8 = 3/8!", timestamp: at(9, 5) },
      { type: "user", text: crisisTurn, timestamp: at(9, 6) },
      {
        type: "assistant",
        text: "Danke, dass du mir das schreibst. Ruf die **147** an oder schreib im Chat auf **147.ch**.",
        timestamp: at(9, 6, 5),
      },
    ],
  });

  it("shows a caring summary with Pro Juventute 147 instead of a grade", async () => {
    serveAnalysis({ session, analysis: careAnalysis() });
    open();

    await screen.findByRole("heading", { level: 2, name: "Du bist nicht allein" });
    const care = card("Du bist nicht allein");
    expect(
      within(care).getByText(
        "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.",
      ),
    ).toBeTruthy();
    expect(within(care).getByText(/das braucht Mut/)).toBeTruthy();

    // The chat's help card: a call button and the website.
    const help = screen.getByRole("complementary", { name: "Pro Juventute – Beratung + Hilfe 147" });
    expect(within(help).getByText("Telefon 147 – gratis, rund um die Uhr")).toBeTruthy();
    expect(within(help).getByText("In akuter Gefahr: 144 (Sanität) oder 117 (Polizei)")).toBeTruthy();
    expect(
      within(help)
        .getByRole("link", { name: /147 anrufen/ })
        .getAttribute("href"),
    ).toBe("tel:147");
    expect(
      within(help)
        .getByRole("link", { name: /147\.ch öffnen/ })
        .getAttribute("href"),
    ).toBe("https://www.147.ch");
    expect(within(care).getByRole("heading", { level: 3, name: "Weitere Hilfe" })).toBeTruthy();
    expect(within(care).getByText("Sprich mit einer erwachsenen Person, der du vertraust.")).toBeTruthy();

    // No grade, scores, independence, profile, updates, next steps, insights or praise.
    for (const name of [
      "Session-Qualität",
      "Lernprofil",
      "Lernpfad-Updates",
      "Nächste Schritte",
      "Erkenntnisse",
      "Session-Zusammenfassung",
      "Toll gemacht!",
    ]) {
      expect(screen.queryByRole("heading", { name }), name).toBeNull();
    }
    const page = document.body.textContent ?? "";
    expect(page).not.toMatch(/Gesamtbewertung|Selbstständigkeit|Ausgezeichnet|Befriedigend|Mangelhaft|%/);
    expect(screen.queryByRole("img")).toBeNull();

    // The pupil's words appear once: in their own transcript, never as evidence.
    const [quoted, ...again] = screen.getAllByText(crisisTurn);
    expect(again).toEqual([]);
    expect(card("Gesprächsverlauf").contains(quoted as HTMLElement)).toBe(true);

    const later = card("Wenn du bereit bist");
    expect(within(later).getByRole("link", { name: "Neue Session starten" }).getAttribute("href")).toBe(
      "/tutor/select",
    );
    expect(screen.getByText(/^Nachbereitung vom/).textContent).toBe("Nachbereitung vom 20.11.2026, 09:18");
  });
});

describe("load errors", () => {
  it("404: 'Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen'", async () => {
    serveAnalysis({ session: () => json({ message: "Session nicht gefunden.", code: "not_found" }, 404) });
    open();
    expect(await alertText()).toBe("Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen");
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" }).getAttribute("href")).toBe("/tutor");
  });

  it("an unreadable session (a transcript that is no list) is refused as a load error, with a retry", async () => {
    // The api helper parses the answer with the shared schema (decision 027): nothing half-read
    // reaches the screen.
    serveAnalysis({ session: sessionDetail({ conversationTranscript: "kaputt" as never }) });
    open();
    await waitFor(() => expect(screen.getByRole("alert").textContent).not.toBe(""), { timeout: 15_000 });
    expect(screen.getByRole("alert").textContent).toBe(
      "Fehler beim Laden der Analyse: Die Antwort des Servers enthält keine Session.",
    );
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  }, 20_000);

  it("401: 'Anmeldung abgelaufen - bitte neu anmelden', without 'Erneut versuchen'", async () => {
    serveAnalysis({ statuses: () => json({ message: "Nicht angemeldet." }, 401) });
    open();
    expect(await alertText()).toBe("Anmeldung abgelaufen - bitte neu anmelden");
    expect(screen.queryByRole("button", { name: "Erneut versuchen" })).toBeNull();
  });

  it("other failures: 'Fehler beim Laden der Analyse: {message}', and trying again works", async () => {
    let down = true;
    serveAnalysis({
      analysis: () =>
        down
          ? json({ error: "Server nicht bereit" }, 500)
          : json({ status: "completed", analysis: sessionAnalysis() }),
    });
    open();
    expect(await alertText()).toBe("Fehler beim Laden der Analyse: Server nicht bereit");
    down = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Session-Qualität" })).toBeTruthy();
  });

  it("failed: 'Analyse fehlgeschlagen' with the server's reason", async () => {
    serveAnalysis({ statuses: [{ status: "failed", error: "Das Sprachmodell war nicht erreichbar." }] });
    open();
    expect(await alertText()).toBe("Analyse fehlgeschlagen");
    expect(screen.getByText("Das Sprachmodell war nicht erreichbar.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zurück zum Tutor" })).toBeTruthy();
  });
});

describe("waiting for the analysis", () => {
  const poll = () => act(() => vi.advanceTimersByTimeAsync(2000));

  it("shows the header, a status and the transcript while processing, then the cards", async () => {
    useFakeTimersForTestingLibrary();
    const calls = serveAnalysis({
      statuses: [{ status: "processing" }, { status: "processing" }, { status: "completed" }],
    });
    open();

    const notice = await screen.findByText("Deine Session wird gerade ausgewertet …");
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Mathematik" })).toBeTruthy();
    expect(screen.getByText("Nachbereitung wird verarbeitet...")).toBeTruthy();
    expect(within(card("Gesprächsverlauf")).getByText("Wie addiere ich 1/4 und 1/8?")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Session-Qualität" })).toBeNull();
    expect(within(card("Lernprofil")).getByText("Lernprofil wird noch analysiert...")).toBeTruthy();
    expect(statusChecks(calls)).toBe(1);

    await poll();
    expect(statusChecks(calls)).toBe(2);
    expect(screen.queryByRole("heading", { name: "Session-Qualität" })).toBeNull();

    await poll();
    expect(statusChecks(calls)).toBe(3);
    expect(await screen.findByRole("heading", { level: 2, name: "Session-Qualität" })).toBeTruthy();
    expect(screen.queryByText("Deine Session wird gerade ausgewertet …")).toBeNull();
    expect(screen.queryByText("Lernprofil wird noch analysiert...")).toBeNull();
    expect(within(card("Lernprofil")).getByText("So hast du in dieser Session gelernt.")).toBeTruthy();
    expect(screen.getByText(/^Nachbereitung vom/)).toBeTruthy();

    await poll();
    expect(statusChecks(calls)).toBe(3); // completed: no more polling
  });

  it.each([
    ["processing", 60, "Analyse dauert zu lange - bitte später erneut versuchen"],
    ["not_found", 30, "Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen"],
  ] as const)("gives up after so many polls while the analysis is %s: %i", async (status, polls, message) => {
    useFakeTimersForTestingLibrary();
    const calls = serveAnalysis({ statuses: [{ status }] });
    open();
    expect(await screen.findByText("Deine Session wird gerade ausgewertet …")).toBeTruthy();
    for (let i = 0; i < polls - 1; i++) await poll();
    expect(statusChecks(calls)).toBe(polls);
    expect(screen.queryByRole("alert")).toBeNull();

    await poll();
    expect(statusChecks(calls)).toBe(polls + 1); // the first check and `polls` polls
    expect(await alertText()).toBe(message);
    await poll();
    expect(statusChecks(calls)).toBe(polls + 1);
  });
});
