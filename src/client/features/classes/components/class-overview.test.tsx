import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import {
  CLASS_ID,
  classDetail,
  member,
  overview,
  overviewPupil,
  serveTeacherApi,
  teacherSession,
  uuid,
} from "#client/test/class-fixtures.ts";
import { createFakeAuthClient } from "#client/test/fake-auth-client.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import type { ClassAlerts } from "#shared/contracts/classes.ts";
import { ALERT_EXPLAINED } from "./help-alerts.tsx";
import { trendWord } from "./independence-trend.tsx";

// The class overview on /klassen/:id against mocked answers in the contract's shapes (the
// overview and alerts routes are built beside this client): per pupil, the heat-map as a real
// table with words in every cell, what nobody practised, the filters, and the help alerts.

withTestApiToken();

const open = () => renderApp(`/klassen/${CLASS_ID}`, createFakeAuthClient(teacherSession()).client);

const twoPupils = overview({
  pupils: [
    overviewPupil(2, {
      displayName: "Mia",
      minutesThisWeek: 35,
      minutesInRange: 95,
      sessionsBySubject: { mathematik: 3, deutsch: 1 },
      competencies: { inProgress: ["MA.1.A.2"], mastered: ["MA.1.A.1"] },
      independence: [0.2, 0.3, 0.5, 0.6],
      lastActivityAt: "2026-11-25T09:30:00.000Z",
    }),
    overviewPupil(3, { displayName: "Noah" }),
  ],
  heatmap: [
    {
      subjectId: "mathematik",
      rows: [
        {
          competencyId: "mathematik:MA.1.A.1",
          code: "MA.1.A.1",
          title: "Zahlen lesen",
          levels: ["mastered", null],
        },
        {
          competencyId: "mathematik:MA.1.A.2",
          code: "MA.1.A.2",
          title: "Rechnen",
          levels: ["in_progress", "pending"],
        },
      ],
    },
  ],
  untouched: [
    {
      subjectId: "mathematik",
      competencies: [{ competencyId: "mathematik:MA.2.A.1", code: "MA.2.A.1", title: "Formen erkennen" }],
    },
  ],
});

describe("the class overview", () => {
  it("shows each pupil's minutes, sessions, LP21 codes, independence and last activity", async () => {
    serveTeacherApi({}, () => json(twoPupils));
    open();
    const pupils = await screen.findByRole("table", { name: "Übersicht pro Schüler:in" }, { timeout: 5000 });
    const mia = within(pupils).getByRole("rowheader", { name: /Mia/ }).closest("tr") as HTMLElement;
    const cells = within(mia)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "35 Min",
      "1h 35m",
      "Mathematik 3, Deutsch 1",
      "MA.1.A.2",
      "MA.1.A.1",
      "60 %, steigend",
      "25.11.2026",
    ]);
    const noah = within(pupils).getByRole("rowheader", { name: /Noah/ }).closest("tr") as HTMLElement;
    expect(
      within(noah)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["0 Min", "0 Min", "–", "–", "–", "–", "noch nie"]);
  });

  it("draws the heat-map as a table with the level in words in every cell, and lists what nobody practised", async () => {
    serveTeacherApi({}, () => json(twoPupils));
    open();
    const heatmap = await screen.findByRole("table", { name: "Mathematik" }, { timeout: 5000 });
    expect(
      within(heatmap)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Kompetenz", "Mia", "Noah"]);
    const rows = within(heatmap).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["✓Gemeistert", "–Nicht geübt"],
      ["◐In Bearbeitung", "○Ausstehend"],
    ]);
    // The sign is decorative; the words are what a screen reader reads.
    expect(
      within(rows[0] as HTMLElement)
        .getByText("✓")
        .getAttribute("aria-hidden"),
    ).toBe("true");
    expect(within(rows[0] as HTMLElement).getByRole("rowheader").textContent).toBe("MA.1.A.1 Zahlen lesen");
    expect(screen.getByText("Mathematik: 1 noch von niemandem geübt")).toBeTruthy();
    expect(screen.getByText("Formen erkennen")).toBeTruthy();
  });

  it("asks again with the subject and the time range chosen", async () => {
    const { overviewCalls } = serveTeacherApi({}, () => json(overview()));
    open();
    const user = userEvent.setup();
    await screen.findByText("Noch niemand in dieser Klasse.", {}, { timeout: 5000 });
    const first = overviewCalls[0] as URL;
    expect(first.searchParams.get("subject")).toBeNull();
    const days = (url: URL) =>
      (Date.parse(String(url.searchParams.get("to"))) - Date.parse(String(url.searchParams.get("from")))) /
      86_400_000;
    expect(days(first)).toBe(27);

    await user.selectOptions(screen.getByLabelText("Fach"), "deutsch");
    await waitFor(() => expect(overviewCalls.at(-1)?.searchParams.get("subject")).toBe("deutsch"));
    await user.selectOptions(screen.getByLabelText("Zeitraum"), "7");
    await waitFor(() => expect(days(overviewCalls.at(-1) as URL)).toBe(6));
    expect(overviewCalls.at(-1)?.searchParams.get("subject")).toBe("deutsch");
  });

  it("shows the server's message when the overview cannot be loaded", async () => {
    serveTeacherApi({}, () =>
      json({ error: "bad", message: "Das Startdatum liegt nach dem Enddatum." }, 400),
    );
    open();
    expect(
      await screen.findByText("Das Startdatum liegt nach dem Enddatum.", {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("calls a flat line «gleich» and a falling one «sinkend»", () => {
    expect(trendWord([0.5])).toBeNull();
    expect(trendWord([0.5, 0.52, 0.5])).toBe("gleich");
    expect(trendWord([0.9, 0.8, 0.4, 0.3])).toBe("sinkend");
  });
});

describe("help alerts", () => {
  it("say calmly who may need support, with date and subject and no message, and can be marked seen", async () => {
    let alerts: ClassAlerts = {
      alerts: [
        {
          id: uuid(900),
          pupilId: uuid(2),
          displayName: "Mia",
          subjectId: "deutsch",
          createdAt: "2026-11-24T10:00:00.000Z",
          seenAt: null,
        },
        {
          id: uuid(901),
          pupilId: uuid(3),
          displayName: "Noah",
          subjectId: null,
          createdAt: "2026-11-20T10:00:00.000Z",
          seenAt: "2026-11-21T07:00:00.000Z",
        },
      ],
      unseen: 1,
    };
    const { calls } = serveTeacherApi({
      [`GET /api/classes/${CLASS_ID}`]: () => json(classDetail({ members: [member(2), member(3)] })),
      [`GET /api/classes/${CLASS_ID}/alerts`]: () => json(alerts),
      [`POST /api/classes/${CLASS_ID}/alerts/${uuid(900)}/seen`]: () => {
        alerts = {
          alerts: alerts.alerts.map((a) => ({ ...a, seenAt: a.seenAt ?? "2026-11-26T08:00:00.000Z" })),
          unseen: 0,
        };
        return new Response(null, { status: 204 });
      },
    });
    open();
    const section = (
      await screen.findByRole("heading", { name: "Hinweise (1 neu)" }, { timeout: 5000 })
    ).closest("section") as HTMLElement;
    expect(within(section).getByText(ALERT_EXPLAINED)).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items[0]?.textContent).toContain("Mia braucht vielleicht Unterstützung");
    expect(items[0]?.textContent).toContain("24.11.2026 · Deutsch");
    expect(items[1]?.textContent).toContain("20.11.2026 · ohne Fach");
    expect(items[1]?.textContent).toContain("Gesehen am 21.11.2026");

    await userEvent.setup().click(within(section).getByRole("button", { name: "Gesehen: Mia, 24.11.2026" }));
    await screen.findByRole("heading", { name: "Hinweise" });
    expect(calls.some((call) => call.key.endsWith(`/alerts/${uuid(900)}/seen`))).toBe(true);
    expect(screen.queryByRole("button", { name: /^Gesehen/ })).toBeNull();
  });
});

describe("the pupils' conversations", () => {
  const mia = uuid(2);
  const path = `/api/classes/${CLASS_ID}/pupils/${mia}/sessions`;

  it("are not offered where the school does not allow them", async () => {
    serveTeacherApi({}, () => json(twoPupils));
    open();
    await screen.findByRole("table", { name: "Übersicht pro Schüler:in" }, { timeout: 5000 });
    expect(screen.queryByRole("heading", { name: "Gespräche" })).toBeNull();
  });

  it("where it allows them: lists a pupil's sessions, opens one, and keeps the one with the help card closed", async () => {
    const { calls } = serveTeacherApi(
      {
        "GET /api/classes": () => json({ classes: [], teacherSeesTranscripts: true }),
        [`GET ${path}`]: () =>
          json({
            sessions: [
              {
                id: "s-krise",
                subjectId: "deutsch",
                startedAt: "2026-11-24T10:00:00.000Z",
                minutes: 3,
                confidential: true,
              },
              {
                id: "s-mathe",
                subjectId: "mathematik",
                startedAt: "2026-11-23T10:00:00.000Z",
                minutes: 5,
                confidential: false,
              },
            ],
          }),
        [`GET ${path}/s-mathe`]: () =>
          json({
            session: {
              id: "s-mathe",
              subjectId: "mathematik",
              startedAt: "2026-11-23T10:00:00.000Z",
              minutes: 5,
              confidential: false,
            },
            messages: [
              { from: "pupil", text: "Was ist 3 + 4?", at: "2026-11-23T10:00:00.000Z" },
              { from: "tutor", text: "Zähl von 3 aus vier weiter.", at: "2026-11-23T10:00:05.000Z" },
            ],
          }),
      },
      () => json(twoPupils),
    );
    open();
    await screen.findByRole("heading", { name: "Gespräche" }, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByLabelText("Gespräche von"), "Mia");
    expect(await screen.findByText(/Deutsch, 24\.11\.2026: bleibt beim Kind/)).toBeDefined();
    expect(screen.queryByRole("button", { name: /Deutsch/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mathematik, 23.11.2026" }));
    const conversation = await screen.findByRole("list", { name: "Gespräch" });
    expect(within(conversation).getByText("Was ist 3 + 4?")).toBeDefined();
    expect(within(conversation).getByText("Zähl von 3 aus vier weiter.")).toBeDefined();
    expect(calls.some((call) => call.key.includes("s-krise"))).toBe(false);
  });
});
