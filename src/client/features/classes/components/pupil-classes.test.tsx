import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { CLASS_ID } from "#client/test/class-fixtures.ts";
import { createFakeAuthClient, fakeSession, fakeUser } from "#client/test/fake-auth-client.ts";
import { bodyOf, serveApi } from "#client/test/onboarding-fixtures.ts";
import { json, renderApp } from "#client/test/render-app.tsx";
import type { JoinPreview, PupilClass } from "#shared/contracts/classes.ts";
import { leaveConfirm, TEACHER_SEES, TRANSCRIPTS_ON } from "../lib/join-text.ts";

// A pupil and classes (issue 20): «Meine Klassen» in the profile; before joining the pupil reads
// what the teacher will see and what not (chats only where the server says so); leaving a class;
// a teacher's pages are not a pupil's; signing in with a username.

withTestApiToken();

const preview = (overrides: Partial<JoinPreview> = {}): JoinPreview => ({
  className: "5b",
  schoolType: "PRIMARY",
  grade: 5,
  teacherName: "Frau Keller",
  teacherSeesTranscripts: false,
  alreadyMember: false,
  ...overrides,
});

const joined: PupilClass = {
  id: CLASS_ID,
  name: "5b",
  schoolType: "PRIMARY",
  grade: 5,
  teacherName: "Frau Keller",
  joinedAt: "2026-11-26T08:00:00.000Z",
};

async function classesBox() {
  const heading = await screen.findByRole("heading", { level: 2, name: "Meine Klassen" }, { timeout: 5000 });
  return within(heading.closest("section") as HTMLElement);
}

describe("joining a class", () => {
  it("checks the code, shows what the teacher sees and not, then joins", async () => {
    let classes: PupilClass[] = [];
    const calls = serveApi({
      profile: false,
      routes: {
        "GET /api/classes/memberships": () => json({ classes, teacherSeesTranscripts: false }),
        "POST /api/classes/join/preview": (init) =>
          (bodyOf(init) as { code: string }).code === "ABCD2345"
            ? json(preview())
            : json({ error: "join_code_unknown", message: "Diesen Klassencode gibt es nicht." }, 404),
        "POST /api/classes/join": () => {
          classes = [joined];
          return json(joined, 201);
        },
      },
    });
    renderApp("/profil", createFakeAuthClient(fakeSession()).client);
    const box = await classesBox();
    expect(await box.findByText("Du bist in keiner Klasse.")).toBeTruthy();
    const user = userEvent.setup();
    const code = box.getByLabelText("Klassencode");

    await user.type(code, "abc");
    await user.click(box.getByRole("button", { name: "Weiter" }));
    expect(box.getByText("Der Klassencode hat 8 Zeichen.")).toBeTruthy();

    await user.clear(code);
    await user.type(code, "zzzz-zzzz");
    await user.click(box.getByRole("button", { name: "Weiter" }));
    expect(await box.findByText("Diesen Klassencode gibt es nicht.")).toBeTruthy();

    await user.clear(box.getByLabelText("Klassencode"));
    await user.type(box.getByLabelText("Klassencode"), "abcd 2345");
    await user.click(box.getByRole("button", { name: "Weiter" }));
    expect(await box.findByRole("heading", { name: "Klasse 5b bei Frau Keller" })).toBeTruthy();
    for (const item of TEACHER_SEES) expect(box.getByText(item)).toBeTruthy();
    const notSeen = box.getByText("Das sieht deine Lehrperson nicht:").nextElementSibling as HTMLElement;
    expect(
      within(notSeen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["deine Gespräche mit dem Tutor (die Chats)", "die Dateien, die du hochlädst"]);
    expect(box.queryByText(TRANSCRIPTS_ON)).toBeNull();
    expect(calls.some((call) => call.key === "POST /api/classes/join")).toBe(false);

    await user.click(box.getByRole("button", { name: "Klasse beitreten" }));
    expect(await box.findByText("Du bist jetzt in der Klasse 5b.")).toBeTruthy();
    expect(await box.findByText("5b bei Frau Keller")).toBeTruthy();
    expect(bodyOf(calls.find((call) => call.key === "POST /api/classes/join")?.init)).toEqual({
      code: "ABCD2345",
    });
    expect(box.getByRole("heading", { level: 2 }).closest("section")?.textContent).not.toContain("ß");
  });

  it("says so before joining where the teacher may read the chats, and takes the code from the QR link", async () => {
    serveApi({
      profile: false,
      routes: {
        "GET /api/classes/memberships": () => json({ classes: [], teacherSeesTranscripts: true }),
        "POST /api/classes/join/preview": () => json(preview({ teacherSeesTranscripts: true })),
      },
    });
    renderApp("/profil?klasse=ABCD2345", createFakeAuthClient(fakeSession()).client);
    const box = await classesBox();
    expect((box.getByLabelText("Klassencode") as HTMLInputElement).value).toBe("ABCD2345");
    await userEvent.setup().click(box.getByRole("button", { name: "Weiter" }));
    expect(await box.findByText(TRANSCRIPTS_ON)).toBeTruthy();
    const notSeen = box.getByText("Das sieht deine Lehrperson nicht:").nextElementSibling as HTMLElement;
    expect(
      within(notSeen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["die Dateien, die du hochlädst"]);
  });

  it("leaves a class after asking", async () => {
    let classes: PupilClass[] = [joined];
    const calls = serveApi({
      profile: false,
      routes: {
        "GET /api/classes/memberships": () => json({ classes, teacherSeesTranscripts: false }),
        [`DELETE /api/classes/${CLASS_ID}/members/me`]: () => {
          classes = [];
          return new Response(null, { status: 204 });
        },
      },
    });
    renderApp("/profil", createFakeAuthClient(fakeSession()).client);
    const box = await classesBox();
    const leave = await box.findByRole("button", { name: "Klasse 5b verlassen" });
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const user = userEvent.setup();
    await user.click(leave);
    expect(confirm).toHaveBeenCalledWith(leaveConfirm("5b"));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);
    await user.click(leave);
    expect(await box.findByText("Du bist in keiner Klasse.")).toBeTruthy();
  });
});

describe("a pupil from a class list", () => {
  it("sees the username in the profile, not the address behind it", async () => {
    serveApi({ profile: true });
    const user = fakeUser({ email: "mia.k.5b@klasse.lernfunke.invalid" });
    renderApp("/profil", createFakeAuthClient(fakeSession(user)).client);
    const term = await screen.findByText("Benutzername", { selector: "dt" }, { timeout: 5000 });
    expect(term.nextElementSibling?.textContent).toBe("mia.k.5b");
    expect(screen.queryByText(/lernfunke\.invalid/)).toBeNull();
  });
});

describe("a pupil and the teacher's pages", () => {
  it("sends a pupil from a class page home", async () => {
    serveApi({ profile: true });
    const { router } = renderApp(`/klassen/${CLASS_ID}`, createFakeAuthClient(fakeSession()).client);
    expect(await screen.findByText("Willkommen zurück!", {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("signing in with a username", () => {
  it("sends the username as it is (lower case): the server maps it to the account", async () => {
    serveApi({ profile: true });
    const { auth, client } = createFakeAuthClient();
    renderApp("/login", client);
    const user = userEvent.setup();
    const name = await screen.findByLabelText("E-Mail oder Benutzername", {}, { timeout: 5000 });
    expect(name.getAttribute("type")).toBe("text");
    await user.type(name, "x");
    await user.type(screen.getByLabelText("Passwort"), "geheim");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(
      screen.getByText("Bitte gib eine gültige E-Mail-Adresse oder deinen Benutzernamen ein."),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, " Mia.K.5b ");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    await waitFor(() =>
      expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: "mia.k.5b", password: "geheim" }),
    );
    expect(await screen.findByText("Willkommen zurück!")).toBeTruthy();
  });
});
