import { expect, type Locator, type Page } from "@playwright/test";
import { chooseFiles, type UploadFile } from "../support/uploads.ts";

declare global {
  interface Window {
    __preparationSeen?: { stages: string[]; progress: number[] };
  }
}

/** The screen's words for one kind of session (docs/product.md §2.8: the interview has its own). */
export type PreparationWording = {
  title: string;
  questionLabel: string;
  uploadLabel: string;
  prepareButton: string;
  analyzingTitle: string;
  planningTitle: string;
  checklist: readonly [string, string, string, string];
  readyTitle: string;
  startButton: string;
  resultsTitle: string;
};

/** A learning session (every subject but the interview). */
export const LEARNING_WORDING: PreparationWording = {
  title: "Session vorbereiten",
  questionLabel: "Was möchtest du lernen?",
  uploadLabel: "Dateien (freiwillig)",
  prepareButton: "Lernplan erstellen",
  analyzingTitle: "Deine Dateien werden ausgewertet …",
  planningTitle: "Dein Lernplan entsteht",
  checklist: ["Frage verstehen", "Inhalte auswerten", "Lernziele festlegen", "Ablauf planen"],
  readyTitle: "Dein Lernplan ist bereit",
  startButton: "Session starten",
  resultsTitle: "Deine Dateien",
};

/** 'Bewerbungsgespräch': the position, documents, a conversation plan. */
export const INTERVIEW_WORDING: PreparationWording = {
  title: "Bewerbungsgespräch vorbereiten",
  questionLabel: "Für welche Stelle bewirbst du dich?",
  uploadLabel: "Bewerbungsunterlagen (freiwillig)",
  prepareButton: "Gespräch vorbereiten",
  analyzingTitle: "Deine Unterlagen werden ausgewertet …",
  planningTitle: "Dein Bewerbungsgespräch wird vorbereitet",
  checklist: ["Stelle verstehen", "Unterlagen auswerten", "Fragen vorbereiten", "Gespräch planen"],
  readyTitle: "Dein Gesprächsplan ist bereit",
  startButton: "Gespräch starten",
  resultsTitle: "Deine Unterlagen",
};

export const PREPARATION_UPLOAD_PATH = "/api/session-preparation/upload-files";
export const PLAN_PATH = "/api/session-preparation/generate-plan";
export const SAVE_PREPARATION_PATH = "/api/session-preparation/save-preparation";

/**
 * /tutor/prepare/{subject}/{type} (docs/product.md §2.8): the question and the files, then
 * 'analyzing' while files upload, 'planning' with the progress bar and its checklist, and the
 * ready stage with the plan and the start button. The stages replace each other in one card.
 */
export class PreparationPage {
  readonly page: Page;
  readonly wording: PreparationWording;
  readonly heading: Locator;
  readonly back: Locator;
  readonly question: Locator;
  readonly uploadArea: Locator;
  readonly chooseButton: Locator;
  readonly selectedFiles: Locator;
  readonly prepare: Locator;
  /** The heading of the current stage (analyzing, planning, ready); the input stage has none. */
  readonly stageHeading: Locator;
  readonly progressBar: Locator;
  readonly checklist: Locator;
  readonly starter: Locator;
  readonly results: Locator;
  readonly start: Locator;

  constructor(page: Page, wording: PreparationWording) {
    this.page = page;
    this.wording = wording;
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { level: 1, name: wording.title, exact: true });
    this.back = main.getByRole("link", { name: "Zurück zur Auswahl" });
    this.question = main.getByRole("textbox", { name: wording.questionLabel, exact: true });
    this.uploadArea = main.getByRole("group", { name: wording.uploadLabel, exact: true });
    this.chooseButton = this.uploadArea.getByRole("button", { name: "Dateien auswählen" });
    this.selectedFiles = main.getByRole("list", { name: "Ausgewählte Dateien" }).getByRole("listitem");
    this.prepare = main.getByRole("button", { name: wording.prepareButton, exact: true });
    this.stageHeading = main.getByRole("heading", { level: 2 });
    this.progressBar = main.getByRole("progressbar", { name: "Fortschritt der Vorbereitung" });
    this.checklist = main.getByRole("list", { name: "Schritte der Vorbereitung" }).getByRole("listitem");
    this.starter = main.getByRole("blockquote");
    this.results = main
      .getByRole("region", { name: wording.resultsTitle, exact: true })
      .getByRole("listitem");
    this.start = main.getByRole("button", { name: wording.startButton, exact: true });
  }

  /** The input stage for `subjectName` and `type` ('Chat' or 'Sprechen'), the button disabled while empty. */
  async expectInput(subjectName: string, type: "Chat" | "Sprechen"): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(
      this.page.getByRole("main").getByText(`${subjectName} · ${type}`, { exact: true }),
    ).toBeVisible();
    await expect(this.question).toBeEditable();
    await expect(this.question).toHaveValue("");
    await expect(this.uploadArea).toBeVisible();
    await expect(this.chooseButton).toBeEnabled();
    await expect(this.prepare).toBeDisabled();
    await expect(this.stageHeading).toHaveCount(0);
  }

  /** Opens the file dialog with 'Dateien auswählen' and picks `files`. */
  async chooseFiles(files: UploadFile[]): Promise<void> {
    await chooseFiles(this.page, this.chooseButton, files);
  }

  /** A stage has replaced the one before: its heading shows and has the focus (for screen readers). */
  async expectStage(title: string): Promise<void> {
    await expect(this.stageHeading).toHaveText(title);
    await expect(this.stageHeading).toBeFocused();
  }

  /** Checklist item `index` (0-based); its hidden text says '(erledigt)' once ticked, else '(offen)'. */
  checklistItem(index: number): Locator {
    return this.checklist.nth(index);
  }

  /**
   * Records, from now on, every stage heading that appears and every value the progress bar
   * takes: the planning stage of an offline plan lasts about half a second, too short to poll.
   */
  async recordStages(): Promise<void> {
    await this.page.evaluate(() => {
      const main = document.querySelector("main");
      if (!main) throw new Error("no main");
      const seen = { stages: [] as string[], progress: [] as number[] };
      window.__preparationSeen = seen;
      new MutationObserver(() => {
        const stage = main.querySelector("h2")?.textContent ?? "";
        if (stage && seen.stages.at(-1) !== stage) seen.stages.push(stage);
        const bar = main.querySelector('[role="progressbar"]');
        const value = bar ? Number(bar.getAttribute("aria-valuenow")) : null;
        if (value !== null && seen.progress.at(-1) !== value) seen.progress.push(value);
      }).observe(main, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["aria-valuenow"],
      });
    });
  }

  seen(): Promise<{ stages: string[]; progress: number[] }> {
    return this.page.evaluate(() => window.__preparationSeen ?? { stages: [], progress: [] });
  }
}
