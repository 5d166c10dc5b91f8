import { expect, type Locator, type Page } from "@playwright/test";

export const SCHOOL_TYPES = ["Primarschule", "Sekundarschule", "Gymnasium"] as const;

/** The first-time wizard that replaces the app shell: five steps, 'Schritt n von 5'. */
export class OnboardingPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly start: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly save: Locator;
  readonly signOut: Locator;
  readonly nameInput: Locator;
  readonly schoolTypes: Locator;
  readonly grades: Locator;
  readonly summary: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1 });
    this.start = page.getByRole("button", { name: /^Los geht/ });
    this.next = page.getByRole("button", { name: "Weiter" });
    this.back = page.getByRole("button", { name: "Zurück" });
    this.save = page.getByRole("button", { name: "Speichern und loslegen" });
    this.signOut = page.getByRole("button", { name: "Abmelden" });
    this.nameInput = page.getByLabel("Dein Vorname");
    this.schoolTypes = page.getByRole("group", { name: "Schulstufe" }).getByRole("radio");
    this.grades = page.getByRole("group", { name: "Klasse" }).getByRole("radio");
    this.summary = page.getByRole("main").locator("dl");
  }

  progress(step: number): Locator {
    return this.page.getByText(`Schritt ${step} von 5`, { exact: true });
  }

  async expectStep(step: number, title: string | RegExp): Promise<void> {
    await expect(this.progress(step)).toBeVisible();
    await expect(this.heading).toHaveText(title);
  }

  schoolType(label: (typeof SCHOOL_TYPES)[number]): Locator {
    return this.page.getByRole("radio", { name: label, exact: true });
  }

  grade(label: string): Locator {
    return this.page.getByRole("radio", { name: label, exact: true });
  }

  /**
   * Picks a choice the way a pupil does: by tapping the card, which is the radio's label. (The
   * native radio inside is visually hidden under the drawn circle, so it is not clicked directly.)
   */
  async choose(label: string): Promise<void> {
    const radio = this.page.getByRole("radio", { name: label, exact: true });
    await this.page.locator("label").filter({ has: radio }).getByText(label, { exact: true }).click();
    await expect(radio).toBeChecked();
  }

  /**
   * The whole wizard the quick way, for journeys that start after onboarding: welcome, name,
   * school type, grade, confirmation, save. (pupil-journey.spec.ts checks each step in detail.)
   */
  async complete(name: string, schoolType: (typeof SCHOOL_TYPES)[number], grade: string): Promise<void> {
    await this.expectStep(1, "Hallo, ich bin Funki!");
    await this.start.click();
    await this.expectStep(2, "Wie heisst du?");
    await this.nameInput.fill(name);
    await this.next.click();
    await this.expectStep(3, "Welche Schule besuchst du?");
    await this.choose(schoolType);
    await this.next.click();
    await this.expectStep(4, "In welche Klasse gehst du?");
    await this.choose(grade);
    await this.next.click();
    await this.expectStep(5, "Passt alles so?");
    await this.save.click();
  }

  /** The confirmation step's value for a row ('Name', 'Schulstufe', 'Klasse'). */
  summaryValue(term: string): Locator {
    return this.summary
      .locator("div")
      .filter({ has: this.page.getByRole("term").getByText(term, { exact: true }) })
      .getByRole("definition");
  }
}
