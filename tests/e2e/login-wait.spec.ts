import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LoginPage } from "./pages/login-page.ts";
import { checkA11y } from "./support/a11y.ts";

// Issue 19: a refused sign-in (429, GoTrue's over_request_rate_limit, a Retry-After) shows the
// wait, keeps «Anmelden» unusable until it is over, then clears the message. The refusal is
// stubbed: the real limits take many tries to reach. Runs on a phone and a desktop viewport.

test.use({ shotsPrefix: "login-wait-" });

const TOKEN = "**/auth/v1/token**";
const REFUSAL = {
  code: "over_request_rate_limit",
  error_code: "over_request_rate_limit",
  message: "Zu viele Anmeldeversuche. Bitte warte einen Moment.",
};

/** Every sign-in answers the refusal with this Retry-After; counts the refusals. */
async function refuseSignIns(page: Page, retryAfter: string): Promise<() => number> {
  let refusals = 0;
  await page.route(TOKEN, (route) => {
    refusals += 1;
    return route.fulfill({ status: 429, headers: { "Retry-After": retryAfter }, json: REFUSAL });
  });
  return () => refusals;
}

test("a refused sign-in counts its wait down, then the pupil can try again", async ({
  page,
  guard,
  shots,
}) => {
  const login = new LoginPage(page);

  await test.step("a 3-second refusal names the wait, and «Anmelden» cannot be used until it is over", async () => {
    const refusals = await refuseSignIns(page, "3");
    await login.goto();
    // Chromium logs every non-2xx answer as "Failed to load resource".
    await guard.expectConsoleErrorDuring(/status of 429/, async () => {
      await login.signIn("lea@example.ch", "Funken-Lernen-2026!");
      await expect(login.alert).toContainText(/Zu viele Versuche\. Bitte warte noch \d Sekunden?\./);
    });
    await expect(login.submitSignIn).toBeDisabled();
    // The button keeps its focus and says why it cannot be used.
    await expect(login.submitSignIn).toBeFocused();
    await expect(login.submitSignIn).toHaveAccessibleDescription(/Bitte warte noch \d Sekunden?\./);

    await expect(login.submitSignIn).toBeEnabled();
    await expect(login.alert).toHaveText("");
    await expect(login.submitSignIn).not.toHaveAttribute("aria-describedby");
    expect(refusals()).toBe(1);
    await page.unroute(TOKEN);
  });

  await test.step("the next try reaches the server again", async () => {
    await guard.expectConsoleErrorDuring(/status of 400/, async () => {
      await login.submitSignIn.click();
      await expect(login.alert).toHaveText("E-Mail oder Passwort ist falsch.");
    });
    await expect(login.submitSignIn).toBeEnabled();
  });

  // Long enough to look at: the 3 seconds above may be over before axe has finished.
  await test.step("a longer wait is told in minutes", async () => {
    await refuseSignIns(page, "240");
    await guard.expectConsoleErrorDuring(/status of 429/, async () => {
      await login.submitSignIn.click();
      await expect(login.alert).toContainText("Zu viele Versuche. Bitte warte noch 4 Minuten.");
    });
    await expect(login.submitSignIn).toBeDisabled();
    await checkA11y(page, "sign-in while waiting");
    await shots.take("waiting");
  });
});
