import type { Locator, Page } from "@playwright/test";
import { docx } from "#tests/support/docx-fixtures.ts";
import { jpeg, pdf, png, utf8 } from "#tests/support/file-fixtures.ts";

// Files for the upload journeys, built in code by the same fixtures as the server's upload tests
// (no binary files in the repository), and the ways a pupil hands them to the browser.

/** What Playwright's file chooser takes: a file the pupil picks from the device. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const file = (name: string, mimeType: string, bytes: Uint8Array): UploadFile => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

/** A one-page PDF whose lines are the extracted text, the first one quoted by the offline tutor. */
export const pdfFile = (name: string, lines: string[]) =>
  file(name, "application/pdf", pdf([lines.join("\n")]));
export const pngFile = (name: string, width = 64, height = 48) => file(name, "image/png", png(width, height));
export const jpegFile = (name: string, width = 40, height = 30) =>
  file(name, "image/jpeg", jpeg(width, height));
export const txtFile = (name: string, lines: string[]) => file(name, "text/plain", utf8(lines.join("\n")));
export const docxFile = (name: string, paragraphs: string[]) =>
  file(name, "application/vnd.openxmlformats-officedocument.wordprocessingml.document", docx(paragraphs));

/** Clicks `button` (which opens the system file dialog) and picks `files` there. */
export async function chooseFiles(page: Page, button: Locator, files: UploadFile[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(files);
}

export type HeldRequest = {
  /** Resolves when the browser has sent the request (it is held from then on). */
  arrived: Promise<void>;
  /** Lets the request go on to the server. */
  release: () => void;
};

/**
 * Holds the next request to `pathname` until the test releases it, so a screen state that
 * lasts only as long as the request (an upload being analysed, a plan being generated) can be
 * checked and photographed. Nothing is waited for by time: the state is there until release.
 */
export async function holdNextRequest(page: Page, pathname: string): Promise<HeldRequest> {
  let release = () => {};
  let arrive = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      arrive();
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { arrived, release };
}
