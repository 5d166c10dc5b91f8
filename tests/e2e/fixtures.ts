import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { BrowserGuard } from "./support/browser-guard.ts";
import { ARTIFACTS_DIR } from "./support/paths.ts";

/** `accountName` is given at sign-up; `name` in the onboarding wizard, and wins on the profile. */
export type Pupil = { accountName: string; name: string; email: string; password: string };

/**
 * Numbered step screenshots: tests/e2e/artifacts/<project>/<prefix>NN-step.png. The prefix
 * (fixture option `shotsPrefix`, empty by default) keeps the files of several journeys apart.
 */
export class Screenshots {
  private count = 0;
  private readonly page: Page;
  private readonly dir: string;
  private readonly guard: BrowserGuard;
  private readonly prefix: string;

  constructor(page: Page, dir: string, guard: BrowserGuard, prefix = "") {
    this.page = page;
    this.dir = dir;
    this.guard = guard;
    this.prefix = prefix;
    mkdirSync(dir, { recursive: true });
  }

  /** Saves what the pupil sees now (the viewport), after checking the browser logged no error. */
  async take(step: string): Promise<void> {
    this.count += 1;
    const file = `${this.prefix}${String(this.count).padStart(2, "0")}-${step}.png`;
    this.guard.assertClean(`up to screenshot ${file}`);
    await this.page.screenshot({ path: join(this.dir, file), animations: "disabled" });
  }
}

type Fixtures = { guard: BrowserGuard; shots: Screenshots; pupil: Pupil; shotsPrefix: string };

export const test = base.extend<Fixtures>({
  guard: [
    async ({ page }, use) => {
      const guard = new BrowserGuard(page);
      await use(guard);
      guard.assertClean("during the test");
    },
    { auto: true },
  ],
  shotsPrefix: ["", { option: true }],
  shots: async ({ page, guard, shotsPrefix }, use, testInfo) => {
    await use(new Screenshots(page, join(ARTIFACTS_DIR, testInfo.project.name), guard, shotsPrefix));
  },
  // Each run registers its own pupil. No clean-up call is needed: the server runs on a fresh
  // PGlite directory that is deleted when the run ends (playwright.config.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
  pupil: async ({}, use, testInfo) => {
    const unique = `${testInfo.project.name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
    await use({
      accountName: "Mia",
      name: "Lena",
      email: `mia.${unique}@example.com`,
      password: "Funken-Lernen-2026!",
    });
  },
});

export { expect };
