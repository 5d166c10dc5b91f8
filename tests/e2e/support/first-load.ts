import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { LoginPage } from "../pages/login-page.ts";
import { elementPaintTime, firstContentfulPaint, throttleNetwork } from "./slow-network.ts";

// Issue 21 (decision 056): what the browser must load before it can show /login, measured as
// Chromium loads it. Shared by tests/e2e/first-load.spec.ts (the budget) and `npm run bench`
// (section firstLoad: the sizes and the paint on a slow connection).

/** Issue 21's budget for /login's JavaScript: gzip bytes (1 kB = 1000 B, as Vite counts), node:zlib's default level. */
export const LOGIN_JS_BUDGET_GZIP_BYTES = 150_000;

export type LoadedScript = { file: string; rawBytes: number; gzipBytes: number };

/**
 * Opens /login on `page` (a fresh context: nothing cached) and returns every JavaScript file the
 * page loaded until the sign-in heading showed, largest first, with its size and gzip size.
 */
export async function scriptsUntilLogin(page: Page): Promise<LoadedScript[]> {
  const bodies: Promise<LoadedScript>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js")) return;
    bodies.push(
      response.body().then((bytes) => ({
        file: pathname.slice(1),
        rawBytes: bytes.length,
        gzipBytes: gzipSync(bytes).length,
      })),
    );
  });
  await page.goto("/login");
  await new LoginPage(page).heading.waitFor();
  const scripts = await Promise.all(bodies);
  return scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalGzipBytes = (scripts: LoadedScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

export type SlowPaint = {
  /** First contentful paint, ms from the start of navigation. */
  firstContentfulPaintMs: number | null;
  /** When the skeleton's message (index.html, elementtiming="boot-message") was painted. */
  skeletonMessagePaintMs: number;
  /** The frame in which the sign-in heading was first rendered. */
  loginVisibleMs: number;
};

/**
 * /login on issue 16's slow connection (400 kbit/s, 400 ms round trip): when the app shell's
 * skeleton painted, and when the sign-in form replaced it. `page` must be in a fresh context.
 */
export async function slowLoginPaint(page: Page): Promise<SlowPaint> {
  // Recorded in the page: the frame the heading enters, without the test's polling delay.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = [...document.querySelectorAll("h1")].find(
        (element) => element.textContent === "Bei Lernfunke anmelden",
      );
      if (!heading) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as { loginVisibleAt?: number }).loginVisibleAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await throttleNetwork(page);
  await page.goto("/login", { waitUntil: "commit" });
  const skeletonMessagePaintMs = await elementPaintTime(page, "boot-message");
  await new LoginPage(page).heading.waitFor({ timeout: 90_000 });
  await page.waitForFunction(() => (window as { loginVisibleAt?: number }).loginVisibleAt !== undefined);
  const loginVisibleMs = await page.evaluate(
    () => (window as { loginVisibleAt?: number }).loginVisibleAt ?? 0,
  );
  return {
    firstContentfulPaintMs: await firstContentfulPaint(page),
    skeletonMessagePaintMs: Math.round(skeletonMessagePaintMs),
    loginVisibleMs: Math.round(loginVisibleMs),
  };
}
