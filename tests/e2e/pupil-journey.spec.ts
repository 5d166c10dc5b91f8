import { expect, test } from "./fixtures.ts";
import { LoginPage } from "./pages/login-page.ts";
import { OnboardingPage } from "./pages/onboarding-page.ts";
import { ProfilePage } from "./pages/profile-page.ts";
import { type NavEntry, ShellPage } from "./pages/shell-page.ts";
import { checkA11y, checkA11yInBothThemes } from "./support/a11y.ts";
import { AUTH_STORAGE_KEY, authSession } from "./support/auth-storage.ts";
import { storedTheme } from "./support/theme.ts";

// The first journey of a pupil (docs/product.md §2.1–§2.3, §2.12, §5.3): sign-up, onboarding wizard, shell
// and navigation, theme, profile, sign-out, sign-in. Runs on a phone and a desktop viewport.

test("a pupil signs up, completes onboarding, finds their way, and signs out and in again", async ({
  page,
  guard,
  shots,
  pupil,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  const login = new LoginPage(page);
  const onboarding = new OnboardingPage(page);
  const shell = new ShellPage(page);
  const profile = new ProfilePage(page);

  await test.step("/ sends a signed-out visitor to the login screen", async () => {
    await page.goto("/");
    await login.expectSignInForm();
    await expect(login.email).toHaveAttribute("required");
    await expect(login.password).toHaveAttribute("required");
    await expect(page).toHaveTitle(/Lernfunke/);
    await checkA11yInBothThemes(page, "login", "toggle");
    await shots.take("login");
  });

  await test.step("registering with name, e-mail and password signs the pupil in", async () => {
    await login.openSignup();
    await expect(login.email).toBeVisible();
    await expect(login.password).toHaveAttribute("type", "password");
    await expect(login.switchToSignIn).toBeVisible();
    await checkA11yInBothThemes(page, "sign-up", "toggle");
    await login.name.fill(pupil.accountName);
    await login.email.fill(pupil.email);
    await login.password.fill(pupil.password);
    await shots.take("signup");
    await login.submitSignup.click();
    await onboarding.expectStep(1, "Hallo, ich bin Funki!");
    await expect(page).toHaveURL("/");
    await expect
      .poll(() => authSession(page), { message: `${AUTH_STORAGE_KEY} after sign-up` })
      .not.toBeNull();
  });

  await test.step("onboarding step 1: welcome; signing out asks first; Enter advances", async () => {
    await expect(onboarding.back).toHaveCount(0);
    // docs/product.md §2.3: the wizard's own confirm text. Cancelling keeps the pupil in the wizard.
    const confirm = guard.dismissNextDialog();
    await onboarding.signOut.click();
    expect(await confirm).toEqual({
      type: "confirm",
      message: "Möchtest du dich wirklich abmelden? Deine Daten werden nicht gespeichert.",
    });
    await expect(onboarding.progress(1)).toBeVisible();
    expect(await authSession(page)).not.toBeNull();
    await expect(onboarding.start).toBeEnabled();
    await checkA11yInBothThemes(page, "onboarding step 1 (welcome)", "storage");
    await shots.take("onboarding-1-welcome");
    await page.locator("body").click({ position: { x: 5, y: 5 } }); // focus off the Abmelden button
    await page.keyboard.press("Enter");
  });

  await test.step("onboarding step 2: a blank name is refused", async () => {
    await onboarding.expectStep(2, "Wie heisst du?");
    await expect(onboarding.back).toBeVisible();
    await onboarding.nameInput.fill("   ");
    await expect(onboarding.next).toBeDisabled();
    await onboarding.nameInput.press("Enter");
    await expect(onboarding.progress(2)).toBeVisible();
    await expect(onboarding.nameInput).toHaveAccessibleDescription(/Bitte gib deinen Namen ein\./);
    await expect(onboarding.nameInput).toHaveAttribute("aria-invalid", "true");
    await checkA11y(page, "onboarding step 2 (name missing)");
    await shots.take("onboarding-2-name-missing");

    await onboarding.nameInput.fill(pupil.name);
    await expect(onboarding.next).toBeEnabled();
    await expect(onboarding.nameInput).not.toHaveAttribute("aria-invalid");
    await checkA11yInBothThemes(page, "onboarding step 2 (name)", "storage");
    await shots.take("onboarding-2-name");
    await onboarding.nameInput.press("Enter");
  });

  await test.step("onboarding step 3: changing the school type starts the grade over", async () => {
    await onboarding.expectStep(3, "Welche Schule besuchst du?");
    await expect(onboarding.schoolTypes).toHaveCount(3);
    for (const [i, label] of ["Primarschule", "Sekundarschule", "Gymnasium"].entries()) {
      await expect(onboarding.schoolTypes.nth(i)).toHaveAccessibleName(label);
    }
    await expect(onboarding.schoolType("Primarschule")).toBeChecked();

    // Gymnasium, 4th grade; then back and Sekundarschule, which has no 4th grade.
    await onboarding.choose("Gymnasium");
    await onboarding.next.click();
    await onboarding.expectStep(4, "In welche Klasse gehst du?");
    await expect(onboarding.grades).toHaveCount(4);
    await onboarding.choose("4. Klasse");
    await onboarding.back.click();
    await onboarding.expectStep(3, "Welche Schule besuchst du?");
    await expect(onboarding.schoolType("Gymnasium")).toBeChecked();

    await onboarding.choose("Sekundarschule");
    await expect(onboarding.schoolType("Sekundarschule")).toBeChecked();
    await checkA11yInBothThemes(page, "onboarding step 3 (school type)", "storage");
    await shots.take("onboarding-3-school-type");
    await onboarding.next.click();
  });

  await test.step("onboarding step 4: Sekundarschule offers grades 1-3", async () => {
    await onboarding.expectStep(4, "In welche Klasse gehst du?");
    await expect(page.getByText("Schulstufe: Sekundarschule")).toBeVisible();
    await expect(onboarding.grades).toHaveCount(3);
    for (const [i, label] of ["1. Klasse", "2. Klasse", "3. Klasse"].entries()) {
      await expect(onboarding.grades.nth(i)).toHaveAccessibleName(label);
    }
    await expect(onboarding.grade("1. Klasse"), "the grade was reset with the school type").toBeChecked();
    await onboarding.choose("2. Klasse");
    await expect(onboarding.grade("2. Klasse")).toBeChecked();
    await checkA11yInBothThemes(page, "onboarding step 4 (grade)", "storage");
    await shots.take("onboarding-4-grade");
    await onboarding.next.click();
  });

  await test.step("onboarding step 5: confirmation, then submit", async () => {
    await onboarding.expectStep(5, "Passt alles so?");
    await expect(onboarding.summaryValue("Name")).toHaveText(pupil.name);
    await expect(onboarding.summaryValue("Schulstufe")).toHaveText("Sekundarschule");
    await expect(onboarding.summaryValue("Klasse")).toHaveText("2. Klasse");
    await expect(onboarding.next).toHaveCount(0);
    await expect(onboarding.save).toBeEnabled();
    await checkA11yInBothThemes(page, "onboarding step 5 (confirmation)", "storage");
    await shots.take("onboarding-5-confirm");
    // Enter submits on the last step (docs/product.md §2.3); the desktop run uses the button instead.
    if (phone) await page.keyboard.press("Enter");
    else await onboarding.save.click();
  });

  await test.step("the app shell replaces the wizard", async () => {
    await shell.expectLoaded();
    await expect(page).toHaveURL("/");
    await expect(onboarding.progress(5)).toHaveCount(0);
    await expect(
      page.getByRole("heading", { level: 1, name: "Bereit für eine neue Lernsession?" }),
    ).toBeVisible();
    await shell.expectActive("Start");

    if (phone) await shell.expectPhoneLayout();
    else await shell.expectDesktopLayout();
    await checkA11y(page, "shell home");
    await shots.take("home");
  });

  await test.step("the navigation marks the current area", async () => {
    const visits: Array<[string, NavEntry]> = [
      ["/analysis/abc", "Analyse"],
      ["/tutor/select", "Tutor"],
      ["/faecher", "Fächer"],
      ["/profil", "Profil"],
    ];
    for (const [path, entry] of visits) {
      const visit = async () => {
        await page.goto(path);
        await shell.expectLoaded();
        await shell.expectActive(entry);
      };
      // There is no session "abc": the analysis screen's two requests answer 404, which Chromium
      // logs. Each is awaited, so neither arrives after the window.
      if (path === "/analysis/abc") {
        await guard.expectConsoleErrorDuring(
          /status of 404 .*\/api\/sessions\/abc\/analysis-status:\d+\)$/,
          () => guard.expectConsoleErrorDuring(/status of 404 .*\/api\/sessions\/abc:\d+\)$/, visit),
        );
      } else {
        await visit();
      }
    }
    await shots.take("nav-profil-active");
    // Client-side navigation too: the entries are links.
    await shell.navLink("Analyse").click();
    await expect(page).toHaveURL("/analyse");
    await shell.expectActive("Analyse");
    await shell.navLink("Start").click();
    await expect(page).toHaveURL("/");
    await shell.expectActive("Start");
  });

  await test.step("the theme toggle switches to dark, survives a reload and switches back", async () => {
    const html = page.locator("html");
    const toDark = shell.themeToggle("dark");
    const toLight = shell.themeToggle("light");
    await expect(html).not.toHaveClass(/\bdark\b/);
    if (phone) await expect(shell.banner.getByTitle("Switch to dark mode")).toBeVisible();
    else await expect(toDark).toHaveAccessibleName("Dark Mode");

    await toDark.click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe("dark");
    await expect(toLight).toBeVisible();
    if (!phone) await expect(toLight).toHaveAccessibleName("Light Mode");
    await checkA11y(page, "shell home");
    await shots.take("home-dark");

    await page.reload();
    await shell.expectLoaded();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toLight).toBeVisible();

    await toLight.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await storedTheme(page)).toBe("light");
    await expect(toDark).toBeVisible();
  });

  await test.step("the profile shows the onboarding answers and the account", async () => {
    await shell.navLink("Profil").click();
    await expect(page).toHaveURL("/profil");
    await expect(profile.heading).toBeVisible();
    await expect(profile.nameHeading(pupil.name)).toBeVisible();
    await expect(profile.detail("E-Mail")).toHaveText(pupil.email);
    await expect(profile.detail("Dabei seit")).toHaveText(ProfilePage.today());
    await expect(profile.detail("Schulstufe")).toHaveText("Sekundarschule");
    await expect(profile.detail("Klasse")).toHaveText("2. Klasse");
    await expect(profile.actions.getByRole("heading", { name: "Aktionen" })).toBeVisible();
    await expect(profile.signOut).toBeVisible();
    if (phone) await shell.expectClearOfTabBar(profile.signOut);
    await checkA11yInBothThemes(page, "profile", "toggle", (theme) =>
      shots.take(theme === "dark" ? "profile-dark" : "profile"),
    );
  });

  await test.step("a failed sign-out is reported and keeps the pupil signed in", async () => {
    // docs/product.md §5.3, 'Sign-out failed'. The auth server answers the logout call with an error once.
    await page.route("**/auth/v1/logout**", (route) =>
      route.fulfill({ status: 500, json: { code: "unexpected_failure", message: "Serverfehler" } }),
    );
    const confirm = guard.acceptNextDialog();
    const alert = guard.acceptNextDialog();
    await guard.expectConsoleErrorDuring(/status of 500/, async () => {
      await profile.signOut.click();
      expect(await confirm).toEqual({ type: "confirm", message: "Möchtest du dich wirklich abmelden?" });
      expect(await alert).toEqual({
        type: "alert",
        message: "Abmeldung fehlgeschlagen. Bitte versuche es erneut.",
      });
    });
    await page.unroute("**/auth/v1/logout**");
    await expect(page).toHaveURL("/profil");
    await expect(profile.heading).toBeVisible();
    expect(await authSession(page)).not.toBeNull();
  });

  await test.step("signing out asks first, then ends the session", async () => {
    const dialog = guard.acceptNextDialog();
    await profile.signOut.click();
    expect(await dialog).toEqual({ type: "confirm", message: "Möchtest du dich wirklich abmelden?" });
    await login.expectSignInForm();
    await expect.poll(() => authSession(page), { message: `${AUTH_STORAGE_KEY} after sign-out` }).toBeNull();
    await page.goto("/profil");
    await login.expectSignInForm();
    await shots.take("signed-out");
  });

  await test.step("a wrong password shows the server's German message", async () => {
    // Chromium logs the 400 answer of the token endpoint as a console error: expected here only.
    await guard.expectConsoleErrorDuring(/status of 400/, async () => {
      await login.signIn(pupil.email, "Falsches-Passwort-2026");
      await expect(login.alert).toHaveText("E-Mail oder Passwort ist falsch.");
    });
    await expect(page).toHaveURL("/login");
    expect(await authSession(page)).toBeNull();
    await checkA11y(page, "login with error");
    await shots.take("wrong-password");
  });

  await test.step("signing in again goes straight to the shell: onboarding is done", async () => {
    await login.signIn(pupil.email, pupil.password);
    await shell.expectLoaded();
    await expect(page).toHaveURL("/");
    await shell.expectActive("Start");
    await expect(onboarding.progress(1)).toHaveCount(0);
    await expect
      .poll(() => authSession(page), { message: `${AUTH_STORAGE_KEY} after sign-in` })
      .not.toBeNull();
    await shots.take("signed-in-again");
  });
});
