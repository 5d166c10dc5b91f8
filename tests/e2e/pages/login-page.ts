import { expect, type Locator, type Page } from "@playwright/test";

/** /login: sign-in form, and the "Konto erstellen" form behind the switch button. */
export class LoginPage {
  readonly page: Page;
  readonly heading: Locator;
  readonly signupHeading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly name: Locator;
  readonly submitSignIn: Locator;
  readonly submitSignup: Locator;
  readonly switchToSignup: Locator;
  readonly switchToSignIn: Locator;
  readonly alert: Locator;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole("heading", { level: 1, name: "Bei Lernfunke anmelden" });
    this.signupHeading = page.getByRole("heading", { level: 1, name: "Neues Konto" });
    // Signing in takes an address or a class list's username; signing up an address.
    this.email = page.getByLabel(/^(E-Mail oder Benutzername|E-Mail-Adresse)$/);
    this.password = page.getByLabel("Passwort", { exact: true });
    this.name = page.getByLabel("Vorname");
    const form = page.locator("form");
    this.submitSignIn = form.getByRole("button", { name: "Anmelden" });
    this.submitSignup = form.getByRole("button", { name: "Konto erstellen" });
    // The switch sits below the form; in sign-in mode it is the only "Konto erstellen" button.
    this.switchToSignup = page.getByRole("button", { name: "Konto erstellen" });
    this.switchToSignIn = page.getByRole("button", { name: "Zur Anmeldung" });
    this.alert = page.getByRole("alert");
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
    await this.expectSignInForm();
  }

  async expectSignInForm(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.heading).toBeVisible();
    await expect(this.email).toBeVisible();
    await expect(this.email).toHaveAttribute("type", "text");
    await expect(this.password).toHaveAttribute("type", "password");
    await expect(this.submitSignIn).toBeVisible();
  }

  async openSignup(): Promise<void> {
    await this.switchToSignup.click();
    await expect(this.signupHeading).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  async signUp(name: string, email: string, password: string): Promise<void> {
    await this.name.fill(name);
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitSignup.click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitSignIn.click();
  }
}
