import { expect, type Locator, type Page } from "@playwright/test";
import { themeToggle } from "../support/theme.ts";

export const NAV_ENTRIES = ["Start", "Analyse", "Tutor", "Fächer", "Profil"] as const;
export type NavEntry = (typeof NAV_ENTRIES)[number];

/**
 * The app shell: sidebar (desktop) or top bar + fixed bottom tab bar (phone). Both layouts carry
 * a "Hauptnavigation"; the one of the other layout is hidden with CSS, so role locators only see
 * the visible one.
 */
export class ShellPage {
  readonly page: Page;
  readonly nav: Locator;
  readonly banner: Locator;
  readonly main: Locator;

  constructor(page: Page) {
    this.page = page;
    this.nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    this.banner = page.getByRole("banner");
    this.main = page.getByRole("main");
  }

  navLink(entry: NavEntry): Locator {
    return this.nav.getByRole("link", { name: entry, exact: true });
  }

  /** The theme toggle (sidebar or top bar); its hover text says what a click does. */
  themeToggle(to: "dark" | "light"): Locator {
    return themeToggle(this.page, to);
  }

  /** Phone: a fixed tab bar along the bottom edge, and a top bar with the small logo and the toggle. */
  async expectPhoneLayout(): Promise<void> {
    const viewport = this.page.viewportSize();
    const bar = await this.nav.boundingBox();
    if (!viewport || !bar) throw new Error("no viewport or tab bar box");
    expect(await this.nav.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(Math.abs(bar.y + bar.height - viewport.height), "tab bar at the bottom edge").toBeLessThanOrEqual(
      1,
    );
    expect(bar.width).toBe(viewport.width);
    const logo = this.banner.getByRole("link", { name: "Lernfunke" });
    const logoBox = await logo.boundingBox();
    expect(logoBox?.y ?? Number.NaN, "logo in the top bar").toBeLessThan(60);
    expect(logoBox?.height ?? Number.NaN, "small logo").toBeLessThanOrEqual(48);
    await expect(this.banner.getByTitle(/^Switch to (dark|light) mode$/)).toBeVisible();
  }

  /** Desktop: a sidebar on the left with logo, the entries and the theme toggle below them. */
  async expectDesktopLayout(): Promise<void> {
    const nav = await this.nav.boundingBox();
    if (!nav) throw new Error("the navigation has no box");
    expect(nav.x, "sidebar on the left").toBeLessThan(40);
    expect(nav.width, "a sidebar, not a bar").toBeLessThanOrEqual(300);
    await expect(this.banner.getByRole("link", { name: "Lernfunke" })).toBeVisible();
    const toggle = await this.banner.getByTitle(/^Switch to (dark|light) mode$/).boundingBox();
    expect(toggle?.y ?? Number.NaN, "theme toggle below the entries").toBeGreaterThan(nav.y + nav.height - 1);
  }

  /**
   * Phone: scrolled to the very end of the page, `target` sits fully above the fixed tab bar
   * (the main area must leave room for it).
   */
  async expectClearOfTabBar(target: Locator): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = await this.nav.boundingBox();
    const box = await target.boundingBox();
    if (!bar || !box) throw new Error("tab bar or target has no box");
    expect(box.y + box.height, "bottom of the element vs. top of the tab bar").toBeLessThanOrEqual(bar.y);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.nav).toBeVisible();
    await expect(this.nav.getByRole("link")).toHaveText([...NAV_ENTRIES]);
  }

  /** Exactly `entry` carries aria-current="page". */
  async expectActive(entry: NavEntry): Promise<void> {
    for (const other of NAV_ENTRIES) {
      const link = this.navLink(other);
      if (other === entry) await expect(link).toHaveAttribute("aria-current", "page");
      else await expect(link).not.toHaveAttribute("aria-current");
    }
  }

  async htmlIsDark(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.classList.contains("dark"));
  }
}
