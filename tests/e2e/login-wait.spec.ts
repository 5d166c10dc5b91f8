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

test("a refused sign-in counts its wait down, then the pupil can try again", async ({
  page,
  guard,
  shots,
}) => {
  const login = new LoginPage(page);
  let refusals = 0;
  await page.route(TOKEN, (route) => {
    refusals += 1;
    return route.fulfill({ status: 429, headers: { "Retry-After": "3" }, json: REFUSAL });
  });

  await test.step("the refusal names the wait, and «Anmelden» cannot be used", async () => {
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
    await checkA11y(page, "sign-in while waiting");
    await shots.take("waiting");
    expect(refusals).toBe(1);
  });

  await test.step("when the time is over the button works again and the message is gone", async () => {
    await expect(login.submitSignIn).toBeEnabled();
    await expect(login.alert).toHaveText("");
    await expect(login.submitSignIn).not.toHaveAttribute("aria-describedby");
  });

  await test.step("the next try reaches the server again", async () => {
    await page.unroute(TOKEN);
    await guard.expectConsoleErrorDuring(/status of 400/, async () => {
      await login.submitSignIn.click();
      await expect(login.alert).toHaveText("E-Mail oder Passwort ist falsch.");
    });
    await expect(login.submitSignIn).toBeEnabled();
    expect(refusals).toBe(1);
  });
});
