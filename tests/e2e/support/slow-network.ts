import type { Page } from "@playwright/test";

/** Issue 16's slow connection, as Chromium's DevTools emulate it: 400 ms round trip, 400 kbit/s each way. */
export const SLOW_CONNECTION = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000, // bytes per second: 400 kbit/s
  uploadThroughput: 50_000,
} as const;

const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 } as const;

/** Throttles the page's network (Chromium only, through the DevTools protocol); returns the way back. */
export async function throttleNetwork(page: Page): Promise<{ lift: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_CONNECTION);
  return { lift: () => cdp.send("Network.emulateNetworkConditions", UNTHROTTLED).then(() => undefined) };
}

/** When the browser painted text for the first time, in ms from the start of navigation (null: not yet). */
export function firstContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
}

/** An entry of the Element Timing API (not yet in TypeScript's DOM types). */
type ElementTiming = PerformanceEntry & { identifier: string; renderTime: number };

/**
 * When the element with `elementtiming="{identifier}"` was painted, in ms from the start of
 * navigation (Chromium's Element Timing API): waits until it has been.
 */
export function elementPaintTime(page: Page, identifier: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          for (const entry of list.getEntries() as ElementTiming[]) {
            if (entry.identifier === id) {
              observer.disconnect();
              resolve(entry.renderTime || entry.startTime);
            }
          }
        }).observe({ type: "element", buffered: true });
      }),
    identifier,
  );
}
