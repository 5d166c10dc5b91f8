import type { Locator, Page } from "@playwright/test";

/** /profil: details card (a description list), learning profile, box 'Aktionen'. */
export class ProfilePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly actions: Locator;
  readonly signOut: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "Mein Profil" });
    this.actions = page.getByRole("region", { name: "Aktionen" });
    this.signOut = this.actions.getByRole("button", { name: "Abmelden" });
  }

  /** 'Dabei seit' for an account created today, as the browser (Europe/Zurich, de-DE) shows it. */
  static today(): string {
    const format = { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Zurich" } as const;
    return new Intl.DateTimeFormat("de-DE", format).format(new Date());
  }

  async goto(): Promise<void> {
    await this.page.goto("/profil");
  }

  nameHeading(name: string): Locator {
    return this.page.getByRole("heading", { level: 2, name, exact: true });
  }

  /** The value next to a label such as 'E-Mail', 'Dabei seit', 'Schulstufe', 'Klasse'. */
  detail(term: string): Locator {
    return this.page
      .getByRole("main")
      .locator("dl > div")
      .filter({ has: this.page.getByRole("term").getByText(term, { exact: true }) })
      .getByRole("definition");
  }
}
