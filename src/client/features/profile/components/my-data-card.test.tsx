import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { createFakeAuthClient, fakeSession } from "#client/test/fake-auth-client.ts";
import { bodyOf, serveApi } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import type { AccountInfo } from "#shared/contracts/account.ts";
import { STAYS_HERE, STORED_ITEMS } from "../lib/my-data-text.ts";
import { DELETE_ACCOUNT_FINAL, DELETE_ACCOUNT_WHAT } from "./delete-account-dialog.tsx";
import { EXPORT_DONE, EXPORT_FAILED } from "./export-button.tsx";

// «Meine Daten» on /profil through the real route (issue 18): what is stored, the counts of
// GET /api/account, retention and recipients, the export download and deleting the account.

const info = (overrides: Partial<AccountInfo> = {}): AccountInfo => ({
  email: "lea@example.ch",
  createdAt: "2025-03-07T10:00:00.000Z",
  lastActiveAt: "2026-11-20T10:00:00.000Z",
  counts: { sessions: 3, messages: 24, files: 1, analyses: 2 },
  retentionDays: null,
  accountInactiveDays: null,
  inactiveDeletionAt: null,
  recipients: [],
  ...overrides,
});

function openProfile(account: AccountInfo, routes: Parameters<typeof serveApi>[0]["routes"] = {}) {
  const calls = serveApi({ profile: true, routes: { "GET /api/account": () => json(account), ...routes } });
  const fake = createFakeAuthClient(fakeSession());
  const view = renderApp("/profil", fake.client);
  return { calls, auth: fake.auth, ...view };
}

async function myData() {
  // The first render of the whole app can take seconds on a busy machine.
  const heading = await screen.findByRole("heading", { level: 2, name: "Meine Daten" }, { timeout: 5000 });
  return within(heading.closest("section") as HTMLElement);
}

const definition = (box: ReturnType<typeof within>, term: string) =>
  box.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

withTestApiToken();

describe("Meine Daten", () => {
  it("says what is stored, how much, that it is kept until deleted and that it stays on the school's server", async () => {
    openProfile(info());
    const box = await myData();
    for (const item of STORED_ITEMS) expect(box.getByText(`${item.title}:`)).toBeTruthy();
    expect(box.getByText(/Die Dateien selbst werden nicht aufbewahrt/)).toBeTruthy();
    expect(await box.findByText("3 Sessions")).toBeTruthy();
    expect(definition(box, "Nachrichten")).toBe("24 Nachrichten");
    expect(definition(box, "Dateien")).toBe("1 Datei");
    expect(definition(box, "Auswertungen")).toBe("2 Auswertungen");
    expect(
      box.getByText("Deine Sessions, Dateien und Auswertungen bleiben gespeichert, bis du sie löschst."),
    ).toBeTruthy();
    expect(box.getByText("Dein Konto bleibt gespeichert, bis du es löschst.")).toBeTruthy();
    expect(box.getByText(STAYS_HERE)).toBeTruthy();
    expect(box.queryByText(/wird dein Konto mit allen Daten gelöscht/)).toBeNull();
    // Swiss spelling: never an ß in what the pupil reads.
    expect(box.getByRole("heading", { level: 2 }).closest("section")?.textContent).not.toContain("ß");
  });

  it("names the retention periods, the planned deletion date and where the texts go", async () => {
    openProfile(
      info({
        retentionDays: 365,
        accountInactiveDays: 730,
        inactiveDeletionAt: "2027-03-05T10:00:00.000Z",
        recipients: [
          { what: "deine Nachrichten im Chat", to: "OpenAI (USA)" },
          { what: "deine Stimme im Sprachmodus", to: "den Sprachdienst unter stt.schule.ch" },
        ],
      }),
    );
    const box = await myData();
    expect(
      await box.findByText(
        "Wenn du Lernfunke bis 05.03.2027 nicht mehr benutzt, wird dein Konto mit allen Daten gelöscht.",
      ),
    ).toBeTruthy();
    expect(
      box.getByText("Deine Sessions, Dateien und Auswertungen werden nach 365 Tagen automatisch gelöscht."),
    ).toBeTruthy();
    expect(
      box.getByText(
        "Wenn du Lernfunke 730 Tage lang nicht benutzt, wird dein Konto mit allen Daten gelöscht.",
      ),
    ).toBeTruthy();
    const list = box.getByText(/gehen diese Daten an andere Dienste/).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "An OpenAI (USA): deine Nachrichten im Chat",
      "An den Sprachdienst unter stt.schule.ch: deine Stimme im Sprachmodus",
    ]);
    expect(box.queryByText(STAYS_HERE)).toBeNull();
  });

  it("says so in German when the figures cannot be loaded", async () => {
    openProfile(info(), { "GET /api/account": () => json({ message: "Nicht angemeldet." }, 401) });
    const box = await myData();
    expect(await box.findByText("Deine Daten konnten nicht geladen werden: Nicht angemeldet.")).toBeTruthy();
  });
});

describe("Meine Daten herunterladen", () => {
  let saved: { href: string; download: string }[];
  let blobs: Blob[];
  beforeEach(() => {
    saved = [];
    blobs = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:test/${blobs.length}`;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the bytes as they arrive, then saves the zip under the server's file name", async () => {
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        push = controller;
      },
    });
    const { calls } = openProfile(info(), {
      "GET /api/account/export": () =>
        new Response(body, {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="lernfunke-daten-2026-11-26.zip"',
          },
        }),
    });
    const box = await myData();
    await userEvent.setup().click(box.getByRole("button", { name: "Meine Daten herunterladen" }));

    await vi.waitFor(() => expect(push).toBeDefined());
    push?.enqueue(new Uint8Array(2_400_000));
    expect(await box.findByText("2,4 MB geladen …")).toBeTruthy();
    expect(box.getByRole("button", { name: "Meine Daten herunterladen" })).toHaveProperty("disabled", true);
    expect(saved).toHaveLength(0);
    push?.enqueue(new Uint8Array(350_000));
    expect(await box.findByText("2,8 MB geladen …")).toBeTruthy();
    push?.close();

    expect(await box.findByText(EXPORT_DONE)).toBeTruthy();
    expect(saved).toEqual([{ href: "blob:test/1", download: "lernfunke-daten-2026-11-26.zip" }]);
    expect(blobs[0]?.size).toBe(2_750_000);
    expect(blobs[0]?.type).toBe("application/zip");
    const request = calls.find((c) => c.key === "GET /api/account/export");
    expect(new Headers(request?.init?.headers).get("Authorization")).toBe("Bearer test-token");
    expect(box.getByRole("button", { name: "Meine Daten herunterladen" })).toHaveProperty("disabled", false);
  });

  it("says in German why the download failed and saves nothing", async () => {
    openProfile(info(), {
      "GET /api/account/export": () => json({ message: "Der Export ist gerade nicht möglich." }, 503),
    });
    const box = await myData();
    await userEvent.setup().click(box.getByRole("button", { name: "Meine Daten herunterladen" }));
    expect(await box.findByText(`${EXPORT_FAILED}: Der Export ist gerade nicht möglich.`)).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});

describe("Konto löschen", () => {
  async function openDialog() {
    const box = await myData();
    const user = userEvent.setup();
    await user.click(box.getByRole("button", { name: "Konto löschen" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Konto wirklich löschen?" }));
    return { dialog, user };
  }

  it("says what goes and that it cannot be undone, and asks for the password first", async () => {
    const { calls } = openProfile(info());
    const { dialog, user } = await openDialog();
    expect(dialog.getByText(DELETE_ACCOUNT_WHAT)).toBeTruthy();
    expect(dialog.getByText(DELETE_ACCOUNT_FINAL)).toBeTruthy();
    expect(DELETE_ACCOUNT_FINAL).toContain("nicht rückgängig");

    await user.click(dialog.getByRole("button", { name: "Konto endgültig löschen" }));
    expect(dialog.getByText("Bitte gib dein Passwort ein, um dein Konto zu löschen.")).toBeTruthy();
    expect(calls.some((c) => c.key === "DELETE /api/account")).toBe(false);

    await user.click(dialog.getByRole("button", { name: "Abbrechen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's message for a wrong password and keeps the pupil signed in", async () => {
    const { auth } = openProfile(info(), {
      "DELETE /api/account": () =>
        json({ message: "Das Passwort stimmt nicht.", code: "invalid_password" }, 403),
    });
    const { dialog, user } = await openDialog();
    await user.type(dialog.getByLabelText("Dein Passwort"), "falsch");
    await user.click(dialog.getByRole("button", { name: "Konto endgültig löschen" }));
    expect(await dialog.findByText("Das Passwort stimmt nicht.")).toBeTruthy();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(dialog.getByRole("button", { name: "Konto endgültig löschen" })).toHaveProperty("disabled", false);
  });

  it("after the server deleted it: signs out and shows the notice on /login", async () => {
    const { calls, auth, router } = openProfile(info(), {
      "DELETE /api/account": () => new Response(null, { status: 204 }),
    });
    const { dialog, user } = await openDialog();
    await user.type(dialog.getByLabelText("Dein Passwort"), "geheim123");
    await user.click(dialog.getByRole("button", { name: "Konto endgültig löschen" }));

    expect(await screen.findByText("Dein Konto wurde gelöscht.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    const request = calls.find((c) => c.key === "DELETE /api/account");
    expect(bodyOf(request?.init)).toEqual({ password: "geheim123" });
    expect(screen.getByRole("heading", { level: 1, name: "Bei Lernfunke anmelden" })).toBeTruthy();
  });
});
