import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { applySavedTheme, switchTheme } from "./theme.ts";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replaceAll("\n", "\n      ") ?? ""}`,
        )
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
}

/**
 * axe-core (WCAG 2.1 A/AA) on the current screen: no serious or critical violations. A soft
 * assertion, so one run reports the findings of every screen of the journey, and the test still
 * fails at the end.
 */
export async function checkA11y(page: Page, screen: string): Promise<void> {
  // Let entry transitions finish; half-faded text would be measured with the wrong contrast.
  // (Endless ones, like a pulsing loader, are skipped: they never finish.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const theme = await page.evaluate(() =>
    document.documentElement.classList.contains("dark") ? "dark" : "light",
  );
  expect
    .soft(
      blocking.map((v) => `${v.impact} ${v.id} (${v.nodes.length}×)`),
      `axe on "${screen}" (${theme} theme):\n${formatViolations(blocking)}`,
    )
    .toEqual([]);
}

/**
 * checkA11y in the light and then the dark theme, ending in light. `via: "toggle"` uses the
 * screen's theme toggle; `via: "storage"` is for screens without one (the onboarding wizard).
 */
export async function checkA11yInBothThemes(
  page: Page,
  screen: string,
  via: "toggle" | "storage",
  /** Called after each check, e.g. to take that theme's screenshot. */
  afterCheck?: (theme: "light" | "dark") => Promise<unknown>,
): Promise<void> {
  await checkA11y(page, screen);
  await afterCheck?.("light");
  if (via === "toggle") await switchTheme(page, "dark");
  else await applySavedTheme(page, "dark");
  await checkA11y(page, screen);
  await afterCheck?.("dark");
  if (via === "toggle") await switchTheme(page, "light");
  else await applySavedTheme(page, "light");
}
