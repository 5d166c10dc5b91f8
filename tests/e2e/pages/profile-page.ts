import { expect, type Locator, type Page } from "@playwright/test";
import {
  DIMENSION_INFO,
  DIMENSIONS,
  type DimensionValues,
  strengthWord,
} from "#shared/domain/learning-profile.ts";

/** /profil: details card (a description list), learning profile, box 'Aktionen'. */
export class ProfilePage {
  readonly page: Page;
  readonly heading: Locator;
  readonly actions: Locator;
  readonly signOut: Locator;
  readonly learningProfile: Locator;
  readonly radar: Locator;
  readonly dimensionRows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "Mein Profil" });
    this.actions = page.getByRole("region", { name: "Aktionen" });
    this.signOut = this.actions.getByRole("button", { name: "Abmelden" });
    this.learningProfile = page.getByRole("region", { name: "Dein Lernprofil" });
    this.radar = this.learningProfile.getByRole("img", { name: /^Netzdiagramm deines Lernprofils/ });
    this.dimensionRows = this.learningProfile
      .getByRole("list", { name: "So lernst du" })
      .getByRole("listitem");
  }

  /**
   * The learning profile card: the main signature, the radar chart, and per dimension (in the
   * shared order) its German label, its strength word (docs/product.md §5.6) and a bar that grows from
   * the middle of its track by half the value's size.
   */
  async expectLearningProfile(primary: string, dimensions: DimensionValues): Promise<void> {
    await expect(this.learningProfile.getByText("Dein Lerntyp", { exact: true })).toBeVisible();
    await expect(this.learningProfile.getByText(primary, { exact: true })).toBeVisible();
    await expect(this.radar).toBeVisible();
    await expect(this.dimensionRows).toHaveCount(DIMENSIONS.length);
    for (const [i, d] of DIMENSIONS.entries()) {
      const row = this.dimensionRows.nth(i);
      await expect(row.getByText(DIMENSION_INFO[d].label, { exact: true })).toBeVisible();
      await expect(row.getByText(strengthWord(dimensions[d]), { exact: true })).toBeVisible();
      await this.expectBar(row, dimensions[d], `bar of ${d}`);
    }
  }

  /** The filled part of the row's bar spans |value| / 2 of the track, right of the middle if positive. */
  private async expectBar(row: Locator, value: number, what: string): Promise<void> {
    const track = row
      .locator('[aria-hidden="true"]')
      .filter({ has: this.page.locator("div") })
      .first();
    const fill = track.locator("div").first();
    const [t, f] = [await track.boundingBox(), await fill.boundingBox()];
    if (!t || !f) throw new Error(`${what}: no box`);
    expect(Math.abs(f.width - (t.width * Math.abs(value)) / 2), `${what}: width`).toBeLessThanOrEqual(2);
    const middle = t.x + t.width / 2;
    if (value > 0) expect(Math.abs(f.x - middle), `${what}: starts in the middle`).toBeLessThanOrEqual(2);
    if (value < 0)
      expect(Math.abs(f.x + f.width - middle), `${what}: ends in the middle`).toBeLessThanOrEqual(2);
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
