import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { withTestApiToken } from "#client/test/api-token.ts";
import { fileInput, pdfs, testFile } from "#client/test/file-fixtures.ts";
import { openPreparation, servePreparation } from "#client/test/preparation-fixtures.ts";
import { MB } from "#shared/domain/file-limits.ts";

// The preparation screen's upload area (docs/product.md §5.1, §5.2 and §5.3): react-dropzone's messages
// beside the German ones, the limit of 5 files of 15 MB, and removing a chosen file.

const AREA = "Dateien (freiwillig)";
const chosen = () =>
  within(screen.getByRole("list", { name: "Ausgewählte Dateien" })).getAllByRole("listitem");
const chooser = () => screen.getByRole("button", { name: "Dateien auswählen" });

withTestApiToken();

async function open() {
  servePreparation({});
  openPreparation();
  await screen.findByRole("group", { name: AREA });
  // applyAccept off: the browser's picker would filter types, a drop does not.
  return userEvent.setup({ applyAccept: false });
}

describe("preparation upload area", () => {
  it("turns away wrong types, too large and empty files with both messages", async () => {
    const user = await open();
    await user.upload(fileInput(AREA), [
      testFile("meme.gif"),
      testFile("scan.pdf", 15 * MB + 1),
      testFile("leer.txt", 0),
      testFile("notizen.txt"),
    ]);

    expect(screen.getByText("3 Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.")).toBeTruthy();
    const rejected = within(screen.getByRole("list", { name: "Abgelehnte Dateien" }));
    expect(rejected.getByText("meme.gif")).toBeTruthy();
    expect(rejected.getByText("Dateityp nicht unterstützt")).toBeTruthy();
    expect(
      rejected.getByText(/^File type must be one of image\/jpeg, \.jpg, \.jpeg, image\/png/),
    ).toBeTruthy();
    expect(rejected.getByText("Datei zu groß (max. 15MB)")).toBeTruthy();
    expect(rejected.getByText("File is larger than 15728640 bytes")).toBeTruthy();
    expect(rejected.getByText("Datei ist leer")).toBeTruthy();
    expect(rejected.getByText("File is smaller than 1 byte")).toBeTruthy();
    expect(rejected.getByText("File is larger than 15728640 bytes").getAttribute("lang")).toBe("en");
    expect(chosen().map((li) => li.textContent)).toEqual(["notizen.txtTextdatei · 2 KB"]);
  });

  it("takes 5 of 6 files at once: the sixth is 'Too many files', with the limit message", async () => {
    const user = await open();
    await user.upload(fileInput(AREA), pdfs(6));

    expect(chosen()).toHaveLength(5);
    expect(screen.getByText("Maximal 5 Dateien erlaubt. Du versuchst 6 Dateien hochzuladen.")).toBeTruthy();
    expect(screen.getByText("1 Datei(en) abgelehnt. Überprüfe Dateigröße und -typ.")).toBeTruthy();
    const rejected = within(screen.getByRole("list", { name: "Abgelehnte Dateien" }));
    expect(rejected.getByText("blatt-6.pdf")).toBeTruthy();
    expect(rejected.getByText("Zu viele Dateien (max. 5)")).toBeTruthy();
    expect(rejected.getByText("Too many files")).toBeTruthy();
    expect(chooser()).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "blatt-2.pdf entfernen" }));
    expect(chosen().map((li) => li.textContent?.split("PDF")[0])).toEqual([
      "blatt-1.pdf",
      "blatt-3.pdf",
      "blatt-4.pdf",
      "blatt-5.pdf",
    ]);
    expect(chooser()).toHaveProperty("disabled", false);
    expect(document.activeElement).toBe(chooser());
    expect(screen.queryByText(/^Maximal 5 Dateien erlaubt/)).toBeNull();
  });

  it("counts files chosen earlier: 3 and then 3 more fill the 5 places and say so", async () => {
    const user = await open();
    await user.upload(fileInput(AREA), pdfs(3));
    expect(screen.queryByText(/Datei\(en\) abgelehnt/)).toBeNull();
    expect(screen.queryByText(/^Maximal/)).toBeNull();

    await user.upload(fileInput(AREA), pdfs(3, 4));
    expect(chosen()).toHaveLength(5);
    expect(screen.getByText("Maximal 5 Dateien erlaubt. Du versuchst 6 Dateien hochzuladen.")).toBeTruthy();
    expect(screen.getByText("Zu viele Dateien (max. 5)")).toBeTruthy();
  });
});
