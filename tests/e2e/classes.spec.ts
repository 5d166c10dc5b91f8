import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ChatPage } from "./pages/chat-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { OnboardingPage } from "./pages/onboarding-page.ts";
import { ASSESSMENT_PATH, answerBody, variedAnswers } from "./pages/quiz-modal.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { BrowserGuard } from "./support/browser-guard.ts";
import { callApi } from "./support/page-api.ts";
import { APP_URL } from "./support/servers.ts";
import { createTeacher, type Teacher } from "./support/teacher.ts";

// Classes and teachers (issue 20): a teacher made by the operator creates a class, pastes a list
// of 25 pupils and gets 25 sign-in cards (the print view); one pupil signs in on a phone with the
// username and passphrase from the card, practises one chat message, and the teacher sees them in
// the class overview. axe on the teacher's screens. Runs on the phone and the desktop project
// (the pupil is on a phone in both).

test.use({ shotsPrefix: "classes-" });

// Names only (the server refuses digits in a name), an «ë» and umlauts among them.
const FIRST =
  "Mia Luca Emma Noah Lea Liam Lina Leon Sofia Elias Alina Levin Lara Nico Nina Jan Lena Tim Laura Finn Elena Ben Anna Luis Zoë";
const LAST =
  "Keller Meier Müller Brunner Frei Gerber Huber Steiner Weber Schmid Baumann Fischer Moser Graf Wyss Roth Suter Bühler Kunz Marti Bachmann Lüthi Zimmermann Widmer Sutter";
const lastNames = LAST.split(" ");
const PUPILS = FIRST.split(" ").map((first, i) => `${first}, ${lastNames[i]}`);

/** A phone for the pupil, whatever the project's own viewport. */
async function pupilPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: APP_URL,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

test("a teacher creates a class with 25 accounts; a pupil signs in with a username, practises and shows up in the overview", async ({
  page,
  browser,
  shots,
}, testInfo) => {
  const unique = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const teacher: Teacher = {
    name: "Frau Keller",
    email: `keller.${unique}@schule.ch`,
    password: "Klassen-Lehrerin-2026",
  };
  const className = testInfo.project.name === "phone" ? "5a" : "5d";
  let classUrl = "";
  let card = { username: "", password: "" };

  await test.step("the operator makes the teacher; the teacher signs in and sees the classes, not the pupil onboarding", async () => {
    await createTeacher(teacher);
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(teacher.email, teacher.password);
    await expect(page.getByRole("heading", { level: 1, name: "Meine Klassen" })).toBeVisible();
    await expect(page.getByText("Noch keine Klasse.", { exact: false })).toBeVisible();
    await checkA11yInBothThemes(page, "teacher home", "toggle");
  });

  await test.step("a new class opens with its join code big and a QR code", async () => {
    await page.getByLabel("Name der Klasse").fill(className);
    await page.getByLabel("Schulstufe").selectOption({ label: "Primarschule" });
    await page.getByLabel("Klasse", { exact: true }).selectOption({ label: "5. Klasse" });
    await page.getByRole("button", { name: "Klasse erstellen" }).click();
    await expect(page).toHaveURL(/\/klassen\/[0-9a-f-]{36}\/verwalten$/);
    classUrl = page.url().replace(/\/verwalten$/, "");
    const codeBox = page.getByRole("region", { name: "Klassencode" });
    await expect(codeBox.getByText(/^[A-Z2-9]{4} [A-Z2-9]{4}$/)).toBeVisible();
    await codeBox.getByRole("button", { name: "QR-Code zeigen" }).click();
    await expect(
      codeBox.getByRole("img", { name: `QR-Code zum Beitreten in die Klasse ${className}` }),
    ).toBeVisible();
    await checkA11yInBothThemes(page, "class with join code and QR code", "toggle");
    await shots.take("join-code");
  });

  await test.step("a pasted list of 25 pupils gives 25 cards, and printing shows the cards alone", async () => {
    await page.getByLabel("Klassenliste").fill(PUPILS.join("\n"));
    await page.getByRole("button", { name: "Konten erstellen" }).click();
    const cards = page.getByRole("list", { name: "Anmeldekarten" }).getByRole("listitem");
    // 25 passphrase hashes (argon2id, four at a time) on a busy two-core machine.
    await expect(cards).toHaveCount(25, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Anmeldekarten (25)" })).toBeFocused();
    const first = cards.first();
    await expect(first).toContainText(`${APP_URL}/login`);
    card = {
      username: (await first.getByRole("definition").nth(0).textContent()) ?? "",
      password: (await first.getByRole("definition").nth(1).textContent()) ?? "",
    };
    expect(card.username).toMatch(/^[a-z][a-z0-9.-]+$/);
    expect(card.password.length).toBeGreaterThan(8);
    await checkA11y(page, "sign-in cards");

    await page.emulateMedia({ media: "print" });
    await expect(cards).toHaveCount(25);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Karten drucken" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "Konten ohne E-Mail erstellen" })).toBeHidden();
    // Hidden elements have no role: no navigation, no form, only the cards.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
    await shots.take("print-view");
    await page.emulateMedia({ media: "screen" });
    await expect(page.getByRole("heading", { name: "Schüler:innen (25)" })).toBeVisible();
  });

  await test.step("a pupil signs in on a phone with the username and passphrase, is in the class and practises", async () => {
    const phone = await pupilPhone(browser);
    const guard = new BrowserGuard(phone);
    try {
      const login = new LoginPage(phone);
      await login.goto();
      await login.signIn(card.username, card.password);
      await new OnboardingPage(phone).complete("Mia", "Primarschule", "5. Klasse");
      await expect(phone.getByText("Willkommen zurück!")).toBeVisible();
      await phone.goto("/profil");
      const classes = phone.getByRole("region", { name: "Meine Klassen" });
      await expect(classes.getByText(`${className} bei ${teacher.name}`)).toBeVisible();
      // The profile names the username, never the synthetic address behind it.
      await expect(phone.getByRole("definition").filter({ hasText: card.username })).toHaveText(
        card.username,
      );
      await callApi(phone, "POST", ASSESSMENT_PATH, { answers: answerBody(variedAnswers()) });
      const chat = new ChatPage(phone);
      await phone.goto("/tutor/ai-chat/mathematik");
      await chat.expectLoaded("Mathematik", /Mathe-Tutor/);
      // A freshly started server answers its first turn only after loading the offline tutor.
      await chat.ask("Was ist 3/4 + 1/8?", 30_000);
      guard.assertClean("the pupil's phone");
    } finally {
      await phone.context().close();
    }
  });

  await test.step("the teacher sees the pupil in the class overview", async () => {
    await page.goto(classUrl);
    await expect(page.getByRole("heading", { level: 1, name: `Klasse ${className}` })).toBeVisible();
    const table = page.getByRole("table", { name: "Übersicht pro Schüler:in" });
    await expect(table.getByRole("row")).toHaveCount(26);
    const row = table.getByRole("row").filter({ hasText: card.username });
    await expect(row.getByRole("cell").nth(2)).toHaveText("Mathematik 1");
    await expect(row.getByRole("cell").nth(6)).not.toHaveText("noch nie");
    await checkA11yInBothThemes(page, "class overview", "toggle");
    await shots.take("overview");
  });
});
