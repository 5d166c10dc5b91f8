import { expect, type Locator, type Page } from "@playwright/test";
import { SUBJECTS } from "#shared/domain/subjects.ts";

/**
 * The subject's name is shown whole: its text does not overflow its box, and the box ends
 * inside the card. Soft, like checkA11y: the journey goes on and reports every card.
 */
export async function expectNameFits(name: Locator, card: Locator): Promise<void> {
  const text = await name.textContent();
  const overflow = await name.evaluate((el) => el.scrollWidth - el.clientWidth);
  const [box, cardBox] = [await name.boundingBox(), await card.boundingBox()];
  expect.soft(overflow, `"${text}" overflows its own box by`).toBeLessThanOrEqual(1);
  const past = box && cardBox ? box.x + box.width - (cardBox.x + cardBox.width) : Number.NaN;
  expect.soft(past, `"${text}" reaches past the edge of its card by`).toBeLessThanOrEqual(0);
}

/** /tutor: the welcome page with 'Neue Session starten' and three feature cards. */
export class TutorWelcomePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly startSession: Locator;

  /** `tutor`: the app as shipped answers with its built-in tutor (docs/product.md §2.1). */
  constructor(page: Page, tutor: "Übungs-Tutor (offline)" | "KI-Tutor" = "Übungs-Tutor (offline)") {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: `Lerne mit deinem ${tutor}` });
    this.startSession = page.getByRole("main").getByRole("link", { name: "Neue Session starten" });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL("/tutor");
    await expect(this.heading).toBeVisible();
    await expect(this.startSession).toBeVisible();
    for (const feature of ["Chatten", "Sprechen", "Persönlich"]) {
      await expect(this.page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
  }
}

/** /tutor/select: one card (a link named by the subject) per subject; back to /tutor. */
export class SubjectSelectPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly back: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "Welches Fach möchtest du lernen?" });
    this.back = page.getByRole("main").getByRole("link", { name: "Zurück zum Tutor" });
  }

  subject(name: string): Locator {
    return this.page.getByRole("main").getByRole("link", { name, exact: true });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL("/tutor/select");
    await expect(this.heading).toBeVisible();
    for (const { id, name } of SUBJECTS) {
      await expect(this.subject(name)).toHaveAttribute("href", `/tutor/select/${id}`);
    }
  }

  async expectNamesFit(): Promise<void> {
    for (const { name } of SUBJECTS) {
      await expectNameFits(this.subject(name).getByText(name, { exact: true }), this.subject(name));
    }
  }
}

/** /tutor/select/{subjectId}: chat or voice for one subject; back to /tutor/select. */
export class SessionTypePage {
  readonly page: Page;
  readonly chat: Locator;
  readonly voice: Locator;
  readonly back: Locator;

  constructor(page: Page) {
    this.page = page;
    const main = page.getByRole("main");
    this.chat = main.getByRole("link", { name: "Chatten", exact: true });
    this.voice = main.getByRole("link", { name: "Sprechen", exact: true });
    this.back = main.getByRole("link", { name: "Zurück zu den Fächern" });
  }

  async expectLoaded(subjectId: string, subjectName: string): Promise<void> {
    await expect(this.page).toHaveURL(`/tutor/select/${subjectId}`);
    await expect(this.page.getByRole("heading", { level: 1, name: subjectName, exact: true })).toBeVisible();
    await expect(this.page.getByText("Wie möchtest du lernen?", { exact: true })).toBeVisible();
    await expect(this.chat).toHaveAttribute("href", `/tutor/prepare/${subjectId}/chat`);
    await expect(this.voice).toHaveAttribute("href", `/tutor/prepare/${subjectId}/voice`);
  }
}

/** /faecher: 'Fächer entdecken', a card (article) per subject with 'Lernen starten'. */
export class SubjectsOverviewPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly cards: Locator;
  readonly footer: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "Fächer entdecken" });
    this.cards = page.getByRole("main").getByRole("article");
    this.footer = page.getByText("Wähle ein Fach aus, um zu beginnen!", { exact: true });
  }

  card(name: string): Locator {
    return this.page.getByRole("article", { name, exact: true });
  }

  startLearning(name: string): Locator {
    return this.card(name).getByRole("link", { name: "Lernen starten" });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL("/faecher");
    await expect(this.heading).toBeVisible();
    await expect(this.cards).toHaveCount(SUBJECTS.length);
    for (const [i, { id, name }] of SUBJECTS.entries()) {
      await expect(this.cards.nth(i).getByRole("heading", { level: 2 })).toHaveText(name);
      await expect(this.startLearning(name)).toHaveAttribute("href", `/tutor/select/${id}`);
    }
    await expect(this.footer).toBeVisible();
  }

  async expectNamesFit(): Promise<void> {
    for (const { name } of SUBJECTS) {
      await expectNameFits(this.card(name).getByRole("heading", { level: 2 }), this.card(name));
    }
  }
}

/** An unknown subject in the address: 'Subject nicht gefunden' (chat, preparation) or 'Fach nicht gefunden' (voice). */
export class SubjectNotFoundPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  backLink(variant: "subject" | "voice"): Locator {
    const name = variant === "voice" ? "Zurück zur Fächerauswahl" : "Zurück zum Tutor";
    return this.page.getByRole("main").getByRole("link", { name });
  }

  async expectShown(variant: "subject" | "voice"): Promise<void> {
    const title = variant === "voice" ? "Fach nicht gefunden" : "Subject nicht gefunden";
    await expect(this.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(this.backLink(variant)).toHaveAttribute("href", "/tutor");
  }
}
