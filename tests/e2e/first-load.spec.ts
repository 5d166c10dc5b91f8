import { expect, test } from "./fixtures.ts";
import { LOGIN_JS_BUDGET_GZIP_BYTES, scriptsUntilLogin, totalGzipBytes } from "./support/first-load.ts";

// Issue 21 (decision 056): everything the browser loads before it can show /login's form stays
// within 150 kB of JavaScript, gzip. Measured as Chromium loads it: every .js file of the page
// until the sign-in heading shows, gzipped as the bench does. Runs on a phone and a desktop viewport.

test("/login shows its form after at most 150 kB of JavaScript (gzip)", async ({ page }) => {
  const scripts = await scriptsUntilLogin(page);
  const total = totalGzipBytes(scripts);
  test.info().annotations.push({
    type: "scripts",
    description: `${total} B gzip: ${scripts.map((script) => `${script.file} ${script.gzipBytes}`).join(", ")}`,
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(LOGIN_JS_BUDGET_GZIP_BYTES);
});
