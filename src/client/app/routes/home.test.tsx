import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import { serveSessions, sessionListSection, sessionSummary, stat } from "#client/test/session-fixtures.ts";

const home = () => renderApp("/", createFakeAuthClient(fakeSession()).client);

async function recentRows() {
  const section = await sessionListSection("Letzte Sessions");
  return within(within(section).getByRole("list")).getAllByRole("listitem");
}

withTestApiToken();

describe("home", () => {
  it("shows the counters and the 3 latest sessions with their fallbacks", async () => {
    serveSessions({
      data: [
        sessionSummary({
          id: "s5",
          createdAt: new Date(2026, 10, 20, 9).toISOString(),
          durationMinutes: 12.4,
        }),
        sessionSummary({
          id: "s4",
          subject: null,
          subjectId: null,
          subjectName: null,
          createdAt: new Date(2026, 10, 19, 16).toISOString(),
          durationMinutes: 0,
        }),
        sessionSummary({
          id: "s3",
          subject: { name: "Physik", emoji: "⚛️" },
          createdAt: new Date(2026, 2, 7, 8).toISOString(),
          durationMinutes: 65,
        }),
        sessionSummary({ id: "s2", createdAt: new Date(2026, 2, 1).toISOString(), durationMinutes: 3 }),
        sessionSummary({ id: "s1", createdAt: new Date(2026, 1, 1).toISOString(), durationMinutes: 0.4 }),
      ],
      total: 5,
    });
    home();

    const rows = await recentRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      "🧮Mathematik12 Min20.11.2026",
      "📖Unbekanntes FachKeine Zeit19.11.2026",
      "⚛️Physik1h 5m07.03.2026", // the same formatter as the overview (decision 038)
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/analysis/s5");
    expect(stat("Sessions gemacht")).toBe("5");
    expect(stat("Minuten gelernt")).toBe("81"); // 12.4 + 0 + 65 + 3 + 0.4, rounded
  });

  it("keeps the start button behind the session gate and links to the overview", async () => {
    serveSessions([]);
    home();
    expect((await screen.findByRole("link", { name: "Lernsession starten" })).getAttribute("href")).toBe(
      "/tutor/select",
    );
    expect(screen.getByRole("link", { name: "Meine Sessions ansehen" }).getAttribute("href")).toBe(
      "/analyse",
    );
    expect(await screen.findByRole("heading", { level: 3, name: "Noch keine Sessions" })).toBeTruthy();
    expect(screen.getByText("Starte deine erste Lernsession!")).toBeTruthy();
    expect(stat("Sessions gemacht")).toBe("0");
    expect(stat("Minuten gelernt")).toBe("0");
  });

  it("shows a skeleton while the sessions load", async () => {
    let release: (response: Response) => void = () => {};
    serveSessions(() => new Promise<Response>((resolve) => (release = resolve)));
    home();

    const loading = await screen.findByRole("status", { name: "Sessions werden geladen" });
    expect(loading.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("heading", { name: "Letzte Sessions" })).toBeNull();

    release(json([sessionSummary()]));
    expect(await recentRows()).toHaveLength(1);
    expect(screen.queryByRole("status", { name: "Sessions werden geladen" })).toBeNull();
  });

  it("shows the error and loads again on request", async () => {
    let fail = true;
    serveSessions(() =>
      fail
        ? json({ message: "Datenbank nicht erreichbar" }, 503)
        : json({ data: [sessionSummary()], total: 1 }),
    );
    home();
    const user = userEvent.setup();

    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Fehler beim Laden: Datenbank nicht erreichbar"),
    );
    expect(screen.queryByText("Sessions gemacht")).toBeNull();

    fail = false;
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await recentRows()).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toBe("");
  });
});
