// /login's first load in Chromium (issue 21, decision 056): the JavaScript the page loads before
// its form shows (the budget of tests/e2e/first-load.spec.ts), and on issue 16's slow connection
// (400 kbit/s, 400 ms round trip) when the app shell's skeleton and when the form were painted.
// The real app (built client) on a free loopback port, the system Chromium, a fresh context per load.
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, ensureChromium } from "#tests/e2e/support/chromium.ts";
import {
  LOGIN_JS_BUDGET_GZIP_BYTES,
  type SlowPaint,
  scriptsUntilLogin,
  slowLoginPaint,
  totalGzipBytes,
} from "#tests/e2e/support/first-load.ts";
import { startApp } from "./app-server.ts";
import { percentile, progress } from "./stats.ts";

/** Issue 16/21: the app shell (brand and message) is painted within 1.5 s on the slow connection. */
const MEANINGFUL_PAINT_TARGET_MS = 1500;
const SLOW_LOADS = 3;

export async function firstLoadBench(root: string) {
  // As the browser tests do: the system Chromium, installed on Debian as root when it is missing.
  const executablePath = ensureChromium();
  const app = await startApp(root);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const fresh = async <T>(use: (page: Page) => Promise<T>): Promise<T> => {
      const context = await browser.newContext({ baseURL: app.base, locale: "de-CH" });
      try {
        return await use(await context.newPage());
      } finally {
        await context.close();
      }
    };

    progress("first load: /login's scripts");
    const scripts = await fresh(scriptsUntilLogin);
    const total = totalGzipBytes(scripts);

    const loads: SlowPaint[] = [];
    for (let i = 0; i < SLOW_LOADS; i++) {
      progress(`first load: /login on a slow connection (${i + 1}/${SLOW_LOADS})`);
      loads.push(await fresh(slowLoginPaint));
    }
    const median = (pick: (load: SlowPaint) => number | null) =>
      percentile(
        loads
          .map(pick)
          .filter((ms) => ms !== null)
          .sort((a, b) => a - b),
        50,
      );
    const skeleton = median((load) => load.skeletonMessagePaintMs);
    return {
      loginScripts: {
        unit: "bytes; gzip: node:zlib default level",
        scripts,
        totalRawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
        totalGzipBytes: total,
        targetGzipBytes: LOGIN_JS_BUDGET_GZIP_BYTES,
        meetsTarget: total <= LOGIN_JS_BUDGET_GZIP_BYTES,
      },
      slowConnectionPaint: {
        connection: "400 kbit/s each way, 400 ms round trip (Chromium DevTools emulation)",
        loads: loads.length,
        medianMs: {
          firstContentfulPaint: median((load) => load.firstContentfulPaintMs),
          skeletonMessagePaint: skeleton,
          loginFormVisible: median((load) => load.loginVisibleMs),
        },
        each: loads,
        meaningfulPaint: "the skeleton's message (app shell with brand and message, index.html)",
        meaningfulPaintTargetMs: MEANINGFUL_PAINT_TARGET_MS,
        meetsTarget: skeleton <= MEANINGFUL_PAINT_TARGET_MS,
      },
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}
