import { expect, type Page } from "@playwright/test";
import { AUTH_STORAGE_KEY } from "./auth-storage.ts";

/**
 * A call to the app's API from the page, signed in as its pupil (the bearer token supabase-js
 * keeps in local storage), for what a journey needs but does not test. Only for calls that
 * succeed: Chromium logs every failed one as a console error.
 */
export async function callApi<T>(
  page: Page,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ method, path, body, key }) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? "null") as {
        access_token?: string;
      } | null;
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${stored?.access_token ?? ""}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body, key: AUTH_STORAGE_KEY },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
  return json as T;
}
