import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPathForConfig } from "./tests/e2e/support/chromium.ts";
import { APP_PORT, APP_URL, MODEL_APP_PORT, MODEL_APP_URL } from "./tests/e2e/support/servers.ts";

// Browser journeys against the real server (built SPA + Hono + embedded auth + PGlite), offline,
// with the system Chromium. Run `npm run build` first (scripts/start.ts also builds when stale).
// A second instance runs on a fake model (tests/e2e/support/analysis-model-server.ts) for the
// journeys that need a slow analysis; its tests name its address as their baseURL.

/**
 * A fresh, empty PGlite directory per run. The config is evaluated again in every worker; the
 * environment variable (inherited by the workers) makes them reuse the runner's directory instead
 * of creating their own. Removed when the runner exits, after the web server has been stopped.
 */
function freshDataDir(): string {
  const existing = process.env.LERNFUNKE_E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), "lernfunke-e2e-"));
  process.env.LERNFUNKE_E2E_DATA_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// The pinned Node 24 (devDependency `node`); the machine's global node is too old for .ts files.
const pinnedNode = join(import.meta.dirname, "node_modules/.bin/node");
const node = existsSync(pinnedNode) ? pinnedNode : "node";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2, // the machine has 2 cores: one browser per project
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 240_000, // long journeys (sign-up, quiz, axe in two themes) on a busy 2-core machine
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    locale: "de-CH",
    timezoneId: "Europe/Zurich",
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPathForConfig(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      use: {
        browserName: "chromium",
        userAgent: devices["Pixel 7"].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  // Started one after another, each once its URL answers: the first builds dist/client when it is
  // stale, the second only serves it.
  webServer: [
    {
      command: `"${node}" scripts/start.ts`,
      url: `${APP_URL}/health`,
      reuseExistingServer: false,
      timeout: 180_000, // includes a vite build when dist/client is missing or stale
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 6_000 },
      env: { PORT: String(APP_PORT), DATA_DIR: freshDataDir(), LOG_LEVEL: "warn", NODE_ENV: "production" },
    },
    {
      // The same app on a fake model whose analyses take a few seconds (session-analysis.spec.ts).
      command: `"${node}" tests/e2e/support/analysis-model-server.ts`,
      url: `${MODEL_APP_URL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 6_000 },
      env: { PORT: String(MODEL_APP_PORT) },
    },
  ],
});
