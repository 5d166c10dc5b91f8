import { expect, type Locator, type Page } from "@playwright/test";
import { chooseFiles, type UploadFile } from "../support/uploads.ts";

/**
 * The chat's 'Dateien' button and its dialog 'Dateien hochladen' (docs/product.md §2.9, §5.1 and §5.3): at
 * most 3 files per session, counted across uploads; after an upload the dialog lists what was
 * found in each file, and each usable file goes to the tutor as the pupil's message.
 */
export class SessionFilesDialog {
  readonly page: Page;
  /** 'Dateien' beside the message field; with files its name adds '{n}/3 hochgeladen'. */
  readonly opener: Locator;
  readonly dialog: Locator;
  readonly count: Locator;
  readonly chooseButton: Locator;
  readonly selectedFiles: Locator;
  readonly rejectedFiles: Locator;
  /** The alerts with something to say (the empty live regions stay in the dialog). */
  readonly alerts: Locator;
  readonly upload: Locator;
  readonly done: Locator;
  readonly cancel: Locator;
  readonly status: Locator;
  readonly results: Locator;

  constructor(page: Page) {
    this.page = page;
    this.opener = page
      .getByRole("form", { name: "Nachricht schreiben" })
      .getByRole("button", { name: /^Dateien\b/ });
    this.dialog = page.getByRole("dialog", { name: "Dateien hochladen" });
    this.count = this.dialog.getByText(/^Bereits hochgeladen: \d von 3 Dateien$/);
    this.chooseButton = this.dialog.getByRole("button", { name: "Dateien auswählen" });
    this.selectedFiles = this.dialog.getByRole("list", { name: "Ausgewählte Dateien" }).getByRole("listitem");
    this.rejectedFiles = this.dialog.getByRole("list", { name: "Abgelehnte Dateien" }).locator(":scope > li");
    this.alerts = this.dialog.getByRole("alert").filter({ hasText: /\S/ });
    this.upload = this.dialog.getByRole("button", { name: "Hochladen", exact: true });
    this.done = this.dialog.getByRole("button", { name: "Fertig", exact: true });
    this.cancel = this.dialog.getByRole("button", { name: "Abbrechen", exact: true });
    this.status = this.dialog.getByRole("status").filter({ hasText: /\S/ });
    this.results = this.dialog.getByRole("region", { name: "Ausgewertete Dateien" }).getByRole("listitem");
  }

  /** The button's name: 'Dateien', and '{n}/3 hochgeladen' once the session has files. */
  async expectOpenerCount(uploaded: number): Promise<void> {
    await expect(this.opener).toHaveAccessibleName(
      uploaded > 0 ? `Dateien ${uploaded}/3 hochgeladen` : "Dateien",
    );
  }

  async open(uploaded: number): Promise<void> {
    await this.opener.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.count).toHaveText(`Bereits hochgeladen: ${uploaded} von 3 Dateien`);
  }

  async choose(files: UploadFile[]): Promise<void> {
    await chooseFiles(this.page, this.chooseButton, files);
  }

  /** Uploads the chosen files and waits for the dialog's confirmation and analysis list. */
  async uploadChosen(count: number): Promise<void> {
    await this.upload.click();
    await expect(this.status).toHaveText("Hochgeladen. Dein Tutor schaut sich deine Dateien jetzt an.");
    await expect(this.results).toHaveCount(count);
    await expect(this.selectedFiles).toHaveCount(0);
  }

  async close(): Promise<void> {
    await this.done.click();
    await expect(this.dialog).toHaveCount(0);
  }
}
