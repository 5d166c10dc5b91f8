import { expect, type Locator, type Page } from "@playwright/test";

export const THEME_KEY = "theme";

/** The visible theme toggle; its hover text (title) says what a click does (docs/product.md §2.1). */
export function themeToggle(page: Page, to: "dark" | "light"): Locator {
  return page.getByRole("button").and(page.getByTitle(`Switch to ${to} mode`, { exact: true }));
}

/** Clicks the visible toggle and waits until <html> has (or has lost) the `dark` class. */
export async function switchTheme(page: Page, to: "dark" | "light"): Promise<void> {
  await themeToggle(page, to).click();
  const html = page.locator("html");
  if (to === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/**
 * Puts a screen without a theme toggle (login, sign-up, onboarding) into a theme, for checking
 * both themes with axe. It does what the app does (lib/theme.ts setTheme: save under "theme" and
 * set the `dark` class on <html>), without a reload, which would reset the wizard to step 1.
 */
export async function applySavedTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      document.documentElement.classList.toggle("dark", value === "dark");
      // Two frames: the style change is applied, so colour transitions have started and can be awaited.
      return new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    },
    [THEME_KEY, theme] as const,
  );
}

export function storedTheme(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), THEME_KEY);
}
