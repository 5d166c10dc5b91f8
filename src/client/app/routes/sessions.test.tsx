import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setAccessTokenProvider } from "#client/lib/api-client.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import {
  serveSessions,
  sessionListSection,
  sessionSummary,
  setNow,
  stat,
} from "#client/test/session-fixtures.ts";

// Dates are built in the machine's own zone, as the screen groups by the pupil's calendar day.
const NOW = new Date(2026, 10, 20, 12, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const LONG_SUMMARY =
  "Wir haben Brüche addiert und gekürzt, danach mit gemischten Zahlen gerechnet und am Schluss drei Textaufgaben gelöst, die erst knifflig waren.";

const overview = () => renderApp("/analyse", createFakeAuthClient(fakeSession()).client);

async function daySections() {
  const list = await sessionListSection("Deine Sessions");
  return within(list)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => {
      const section = heading.closest("section") as HTMLElement;
      return { heading: heading.textContent, links: within(section).getAllByRole("link") };
    });
}

beforeEach(() => {
  setNow(NOW);
  setAccessTokenProvider(async () => "test-token");
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null);
});

describe("session overview", () => {
  const sessions = [
    sessionSummary({ id: "today-math", createdAt: at(20, 9, 5), sessionSummary: LONG_SUMMARY }),
    sessionSummary({
      id: "voice_1",
      subject: null,
      subjectId: null,
      subjectName: null,
      type: "VOICE",
      status: "ACTIVE",
      durationMinutes: 65,
      createdAt: at(20, 8, 30),
    }),
    sessionSummary({
      id: "late",
      subject: { name: "Physik", emoji: "⚛️" },
      subjectId: "physik",
      subjectName: "Physik",
      createdAt: at(19, 23, 50),
      durationMinutes: 7,
    }),
    sessionSummary({ id: "three", createdAt: at(17, 15), durationMinutes: 0 }),
    sessionSummary({ id: "ten", subject: { name: "Deutsch", emoji: "📚" }, createdAt: at(10, 10) }),
  ];

  it("greets, counts and offers a new session", async () => {
    serveSessions({ data: sessions, total: sessions.length });
    overview();
    expect(await screen.findByRole("heading", { level: 1, name: "Hallo!" })).toBeTruthy();
    await daySections();
    expect(stat("Sessions gemacht")).toBe("5");
    expect(stat("Minuten gelernt")).toBe("96"); // 12 + 65 + 7 + 0 + 12
    expect(stat("Fächer probiert")).toBe("3"); // Mathematik, Physik, Deutsch; none for the general one
    expect(screen.getByRole("link", { name: "Neue Session starten" }).getAttribute("href")).toBe("/tutor");
  });

  it("groups by calendar day: Heute, Gestern, 'Vor N Tagen', then the date", async () => {
    serveSessions(sessions);
    overview();
    const days = await daySections();
    expect(days.map((d) => [d.heading, d.links.map((link) => link.getAttribute("href"))])).toEqual([
      ["Heute", ["/analysis/today-math", "/analysis/voice_1"]],
      ["Gestern", ["/analysis/late"]],
      ["Vor 3 Tagen", ["/analysis/three"]],
      ["10.11.2026", ["/analysis/ten"]],
    ]);
  });

  it("shows subject, type, time, duration, the 'Fertig' mark and the cut summary on each card", async () => {
    serveSessions(sessions);
    overview();
    const [math, voice] = (await daySections())[0]?.links ?? [];

    const m = within(math as HTMLElement);
    expect(m.getByText("🧮")).toBeTruthy();
    expect(m.getByText("Mathematik")).toBeTruthy();
    expect(m.getByText("Chat")).toBeTruthy();
    expect(m.queryByText("Sprachsession")).toBeNull();
    expect(m.getByText("09:05").getAttribute("datetime")).toBe(at(20, 9, 5));
    expect(m.getByText("12 Min")).toBeTruthy();
    expect(m.getByText("Fertig")).toBeTruthy();
    // Two cuts, one shown per width by a container query: 60 characters narrow, 100 wide.
    expect(m.getByText(`${LONG_SUMMARY.slice(0, 60).trimEnd()}…`).className).toContain("@lg:hidden");
    expect(m.getByText(`${LONG_SUMMARY.slice(0, 100).trimEnd()}…`).className).toContain("@lg:inline");

    const v = within(voice as HTMLElement);
    expect(v.getByText("📖")).toBeTruthy();
    expect(v.getByText("Allgemeine Session")).toBeTruthy();
    expect(v.getByText("Sprachsession")).toBeTruthy();
    expect(v.queryByText("Chat")).toBeNull();
    expect(v.getByText("08:30")).toBeTruthy();
    expect(v.getByText("1h 5m")).toBeTruthy();
    expect(v.queryByText("Fertig")).toBeNull();
    expect(voice?.textContent).not.toContain("…");
  });

  it("shows a crisis session with its caring sentence and no grade", async () => {
    // The server's summary of a crisis session (decision 016); the list sends no scores at all.
    const care = "In dieser Session ging es um etwas, das dich belastet. Darum gibt es hier keine Bewertung.";
    serveSessions([sessionSummary({ id: "krise", createdAt: at(20, 9, 5), sessionSummary: care })]);
    overview();
    const [crisis] = (await daySections())[0]?.links ?? [];
    const c = within(crisis as HTMLElement);
    expect(crisis?.getAttribute("href")).toBe("/analysis/krise");
    expect(c.getByText(care)).toBeTruthy(); // 91 characters: whole on a wide list
    expect(c.getByText(`${care.slice(0, 60).trimEnd()}…`)).toBeTruthy();
    expect(crisis?.textContent).not.toMatch(/Ausgezeichnet|\bGut\b|Befriedigend|Ausreichend|Mangelhaft|%/);
  });

  it("shows the empty state without sessions", async () => {
    serveSessions({ data: [], total: 0 });
    overview();
    expect(await screen.findByRole("heading", { level: 3, name: "Noch keine Sessions" })).toBeTruthy();
    expect(screen.getByText("Starte deine erste Lernsession!")).toBeTruthy();
    expect(stat("Fächer probiert")).toBe("0");
  });

  it("shows the skeleton, then 'Fehler beim Laden: {message}'", async () => {
    serveSessions(() => json({ error: "Server nicht bereit" }, 500));
    overview();
    expect(
      (await screen.findByRole("status", { name: "Sessions werden geladen" })).getAttribute("aria-busy"),
    ).toBe("true");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Fehler beim Laden: Server nicht bereit"),
    );
    expect(screen.queryByRole("heading", { name: "Deine Sessions" })).toBeNull();
  });
});
