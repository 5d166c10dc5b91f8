import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import {
  CLASS_ID,
  classDetail,
  member,
  serveTeacherApi,
  teacherSession,
  uuid,
} from "#client/test/class-fixtures.ts";
import { createFakeAuthClient } from "#client/test/fake-auth-client.ts";
import { bodyOf } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import { LIST_EMPTY, LIST_TOO_LONG } from "./class-list-form.tsx";
import { DELETE_CLASS_WHAT } from "./delete-class-button.tsx";
import { DELETE_PUPIL_WHAT } from "./delete-pupil-dialog.tsx";
import { RENEW_CONFIRM } from "./join-code-panel.tsx";
import { CARDS_ONCE } from "./pupil-cards.tsx";

// A teacher's pages through the real routes (issue 20): the home is the classes, never the pupil
// onboarding; a new class opens with its code; a class list gives printable cards; the code can
// be renewed and switched off; an account the teacher made can get a new passphrase or be deleted.

withTestApiToken();

const openAs = (path: string) => renderApp(path, createFakeAuthClient(teacherSession()).client);

describe("a teacher's home", () => {
  it("is the classes with the teacher's two entries, without the pupil onboarding", async () => {
    const { calls } = serveTeacherApi({
      "GET /api/classes": () =>
        json({
          classes: [{ ...classDetail({ memberCount: 24 }), members: undefined }],
          teacherSeesTranscripts: false,
        }),
    });
    openAs("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Meine Klassen" }, { timeout: 5000 }),
    ).toBeTruthy();
    const link = await screen.findByRole("link", { name: /5b/ });
    expect(link.getAttribute("href")).toBe(`/klassen/${CLASS_ID}`);
    expect(link.textContent).toContain("Primarschule, 5. Klasse · 24 Schüler:innen");
    const nav = screen.getAllByRole("navigation", { name: "Hauptnavigation" })[0] as HTMLElement;
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Klassen", "Profil"]);
    expect(calls.some((call) => call.key.includes("/api/onboarding"))).toBe(false);
  });

  it("has a profile without school type, grade or «Meine Klassen»", async () => {
    serveTeacherApi({
      "GET /api/onboarding": () => json({ onboarding: null }),
      "GET /api/account": () =>
        json({
          email: "frau.keller@schule.ch",
          createdAt: "2025-03-07T10:00:00.000Z",
          lastActiveAt: null,
          counts: { sessions: 0, messages: 0, files: 0, analyses: 0 },
          retentionDays: null,
          accountInactiveDays: null,
          inactiveDeletionAt: null,
          recipients: [],
        }),
    });
    openAs("/profil");
    const role = await screen.findByText("Rolle", { selector: "dt" }, { timeout: 5000 });
    expect(role.nextElementSibling?.textContent).toBe("Lehrperson");
    expect(screen.queryByText("Schulstufe", { selector: "dt" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Meine Klassen" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Meine Daten" })).toBeTruthy();
  });

  it("sends a teacher away from the pupil's tutor pages", async () => {
    serveTeacherApi();
    const { router } = openAs("/tutor/select");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Meine Klassen" }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("creating a class", () => {
  it("asks for a name first, then opens the new class with its code big", async () => {
    const { calls } = serveTeacherApi({
      "POST /api/classes": () => json({ id: CLASS_ID, joinCode: "ABCD2345" }, 201),
    });
    const { router } = openAs("/");
    const user = userEvent.setup();
    const create = await screen.findByRole("button", { name: "Klasse erstellen" }, { timeout: 5000 });
    await user.click(create);
    expect(screen.getByText("Bitte gib der Klasse einen Namen.")).toBeTruthy();
    expect(calls.some((call) => call.key === "POST /api/classes")).toBe(false);

    await user.type(screen.getByLabelText("Name der Klasse"), "5b");
    await user.selectOptions(screen.getByLabelText("Schulstufe"), "SECONDARY");
    await user.selectOptions(screen.getByLabelText("Klasse"), "2");
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/klassen/${CLASS_ID}/verwalten`));
    expect(bodyOf(calls.find((call) => call.key === "POST /api/classes")?.init)).toEqual({
      name: "5b",
      schoolType: "SECONDARY",
      grade: 2,
    });
    expect(await screen.findByText("ABCD 2345")).toBeTruthy();
    // Read letter by letter.
    expect(screen.getByText("A B C D 2 3 4 5")).toBeTruthy();
  });

  it("shows the server's German message when it refuses", async () => {
    serveTeacherApi({
      "POST /api/classes": () =>
        json({ error: "invalid", message: "Die Klasse muss zwischen 1 und 6 liegen." }, 400),
    });
    openAs("/");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Name der Klasse", {}, { timeout: 5000 }), "5b");
    await user.click(screen.getByRole("button", { name: "Klasse erstellen" }));
    expect(
      (await screen.findByText("Die Klasse muss zwischen 1 und 6 liegen.")).closest("[role=alert]"),
    ).toBeTruthy();
  });
});

describe("the join code", () => {
  it("shows a QR code, renews the code after asking and switches it off", async () => {
    const { calls } = serveTeacherApi({
      [`POST /api/classes/${CLASS_ID}/join-code`]: () =>
        json({ joinCode: "WXYZ6789", joinCodeEnabled: true }),
      [`PUT /api/classes/${CLASS_ID}/join-code`]: (init) =>
        json({ joinCode: "WXYZ6789", joinCodeEnabled: (bodyOf(init) as { enabled: boolean }).enabled }),
    });
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "QR-Code zeigen" }, { timeout: 5000 }));
    const qr = await screen.findByRole("img", { name: "QR-Code zum Beitreten in die Klasse 5b" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);

    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole("button", { name: "Neuen Code erstellen" }));
    expect(confirm).toHaveBeenCalledWith(RENEW_CONFIRM);
    expect(calls.some((call) => call.key === `POST /api/classes/${CLASS_ID}/join-code`)).toBe(false);
    await user.click(screen.getByRole("button", { name: "Neuen Code erstellen" }));
    expect(await screen.findByText("WXYZ 6789")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Code ausschalten" }));
    expect(await screen.findByText(/Der Klassencode ist ausgeschaltet/)).toBeTruthy();
    expect(screen.queryByText("WXYZ 6789")).toBeNull();
    expect(bodyOf(calls.find((call) => call.key.startsWith("PUT"))?.init)).toEqual({ enabled: false });
  });
});

describe("accounts from a class list", () => {
  const made = Array.from({ length: 25 }, (_, i) => ({
    id: uuid(200 + i),
    displayName: `Kind ${i + 1}`,
    username: `kind.${i + 1}.5b`,
    password: `Sonne-Berg-${10 + i}`,
  }));

  it("asks for a list, shows the server's message for a bad one, then one card per pupil", async () => {
    let answer = json(
      { error: "class_list_invalid", message: "Zeile 3: «=HYPERLINK(…)» sieht aus wie eine Formel." },
      422,
    );
    const { calls } = serveTeacherApi({
      [`POST /api/classes/${CLASS_ID}/pupils`]: () => answer,
    });
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Konten erstellen" }, { timeout: 5000 });
    await user.click(submit);
    expect(screen.getByText(LIST_EMPTY)).toBeTruthy();
    expect(screen.getByLabelText("Klassenliste").getAttribute("aria-invalid")).toBe("true");

    const list = screen.getByLabelText("Klassenliste");
    await user.type(list, "Mia, Keller{enter}Luca, Brunner{enter}=HYPERLINK(1)");
    await user.click(submit);
    expect(await screen.findByText("Zeile 3: «=HYPERLINK(…)» sieht aus wie eine Formel.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Anmeldekarten" })).toBeNull();

    answer = json({ pupils: made }, 201);
    await user.click(submit);
    const cards = await screen.findByRole("list", { name: "Anmeldekarten" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(25);
    const first = within(cards).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByText("kind.1.5b")).toBeTruthy();
    expect(within(first).getByText("Sonne-Berg-10")).toBeTruthy();
    expect(within(first).getByText("http://localhost:3000/login")).toBeTruthy();
    expect(screen.getByText(CARDS_ONCE)).toBeTruthy();
    expect(bodyOf(calls.filter((call) => call.key.endsWith("/pupils")).at(-1)?.init)).toEqual({
      csv: "Mia, Keller\nLuca, Brunner\n=HYPERLINK(1)",
    });
    // The heading of the cards takes focus; printing is the browser's print dialog.
    expect(document.activeElement?.textContent).toBe("Anmeldekarten (25)");
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await user.click(screen.getByRole("button", { name: "Karten drucken" }));
    expect(print).toHaveBeenCalled();
  });

  it("refuses a list longer than the server takes before sending it", async () => {
    const { calls } = serveTeacherApi();
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    const list = await screen.findByLabelText("Klassenliste", {}, { timeout: 5000 });
    fireEvent.change(list, { target: { value: "Mia, Keller\n".repeat(1700) } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Konten erstellen" }));
    expect(screen.getByText(LIST_TOO_LONG)).toBeTruthy();
    expect(calls.some((call) => call.key.endsWith("/pupils"))).toBe(false);
  });

  it("reads an uploaded CSV saved by Excel in Windows-1252", async () => {
    serveTeacherApi();
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    const user = userEvent.setup();
    const upload = await screen.findByLabelText("Oder CSV-Datei hochladen", {}, { timeout: 5000 });
    // «Zoë;Müller» in Windows-1252: ë = 0xEB, ü = 0xFC.
    const bytes = new Uint8Array([0x5a, 0x6f, 0xeb, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]);
    await user.upload(upload, new File([bytes], "klasse.csv", { type: "text/csv" }));
    await waitFor(() =>
      expect((screen.getByLabelText("Klassenliste") as HTMLTextAreaElement).value).toBe("Zoë;Müller"),
    );
  });
});

describe("the members", () => {
  it("gives a made account a new passphrase as a card, and deletes one after saying everything goes", async () => {
    const own = member(3, { displayName: "Noah", username: null, createdByTeacher: false });
    let members = [member(2, { displayName: "Mia" }), own];
    const { calls } = serveTeacherApi({
      [`GET /api/classes/${CLASS_ID}`]: () => json(classDetail({ members })),
      [`POST /api/classes/${CLASS_ID}/pupils/${uuid(2)}/reset-password`]: () =>
        json({ username: "kind.2.5b", password: "Neu-Wald-77" }),
      [`DELETE /api/classes/${CLASS_ID}/pupils/${uuid(2)}`]: () => {
        members = [own];
        return new Response(null, { status: 204 });
      },
    });
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    const user = userEvent.setup();
    // A pupil with an own account can only leave by themselves.
    expect(await screen.findByText("Noah", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Konto von Noah löschen" })).toBeNull();

    vi.spyOn(window, "confirm").mockReturnValueOnce(true);
    await user.click(screen.getByRole("button", { name: "Neues Passwort für Mia" }));
    const cards = await screen.findByRole("list", { name: "Anmeldekarten" });
    expect(within(cards).getByText("Neu-Wald-77")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Konto von Mia löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Konto von Mia löschen?" });
    expect(within(dialog).getByText(DELETE_PUPIL_WHAT)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Konto endgültig löschen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.key === `DELETE /api/classes/${CLASS_ID}/pupils/${uuid(2)}`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Konto von Mia löschen" })).toBeNull());
  });

  it("deletes the class after saying what goes and what stays, then shows the classes", async () => {
    const { calls } = serveTeacherApi({
      [`DELETE /api/classes/${CLASS_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { router } = openAs(`/klassen/${CLASS_ID}/verwalten`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Klasse löschen" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Klasse 5b löschen?" });
    expect(within(dialog).getByText(DELETE_CLASS_WHAT)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);

    await user.click(screen.getByRole("button", { name: "Klasse löschen" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Klasse endgültig löschen" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Meine Klassen" })).toBeTruthy();
    expect(calls.some((call) => call.key === `DELETE /api/classes/${CLASS_ID}`)).toBe(true);
  });

  it("shows another teacher's class as the server's 404", async () => {
    serveTeacherApi({
      [`GET /api/classes/${CLASS_ID}`]: () =>
        json({ error: "class_not_found", message: "Diese Klasse gibt es nicht." }, 404),
    });
    openAs(`/klassen/${CLASS_ID}/verwalten`);
    expect(await screen.findByText("Diese Klasse gibt es nicht.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
