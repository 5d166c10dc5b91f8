import { expect, type Locator, type Page } from "@playwright/test";
import {
  OPTION_KEYS,
  type OptionKey,
  QUIZ_QUESTIONS,
  QUIZ_SEGMENTS,
  type QuizQuestion,
} from "#shared/domain/quiz.ts";

export const QUIZ_TOTAL = QUIZ_QUESTIONS.length;
export const ASSESSMENT_PATH = "/api/onboarding/learning-assessment";
export const isAssessment = (url: string) => new URL(url).pathname === ASSESSMENT_PATH;
type Segment = keyof typeof QUIZ_SEGMENTS;

/** Varied answers for all 17 questions: option index (3·i + 1) mod 4, i.e. B A D C B A D C … */
export function variedAnswers(shift = 1): OptionKey[] {
  return QUIZ_QUESTIONS.map((_, i) => OPTION_KEYS[(i * 3 + shift) % 4] as OptionKey);
}

/** The body of POST /api/onboarding/learning-assessment for those answers: { "1": "B", … }. */
export function answerBody(keys: OptionKey[]): Record<string, OptionKey> {
  return Object.fromEntries(QUIZ_QUESTIONS.map((q, i) => [String(q.id), keys[i] as OptionKey]));
}

function questionAt(index: number): QuizQuestion {
  const question = QUIZ_QUESTIONS[index];
  if (!question) throw new Error(`no quiz question at index ${index}`);
  return question;
}

/**
 * The learning-style quiz, a modal dialog 'Lernstil-Quiz' (docs/product.md §2.4): warning,
 * 17 questions with four options each, an intermission before segments 2 and 3, completed.
 */
export class QuizModal {
  readonly page: Page;
  readonly dialog: Locator;
  readonly heading: Locator;
  readonly start: Locator;
  readonly cancel: Locator;
  readonly close: Locator;
  readonly progressBar: Locator;
  readonly finish: Locator;

  constructor(page: Page) {
    this.page = page;
    this.dialog = page.getByRole("dialog", { name: "Lernstil-Quiz" });
    this.heading = this.dialog.getByRole("heading", { level: 2 });
    this.start = this.dialog.getByRole("button", { name: "Quiz starten" });
    this.cancel = this.dialog.getByRole("button", { name: "Abbrechen", exact: true });
    this.close = this.dialog.getByRole("button", { name: "Quiz abbrechen" });
    this.progressBar = this.dialog.getByRole("progressbar", { name: "Fortschritt im Quiz" });
    this.finish = this.dialog.getByRole("button", { name: "Weiter", exact: true });
  }

  progress(number: number): Locator {
    return this.dialog.getByText(`Frage ${number} von ${QUIZ_TOTAL}`, { exact: true });
  }

  /** An option of question `index` (0-based), by its accessible name "B: label". */
  option(index: number, key: OptionKey): Locator {
    const option = questionAt(index).options.find((o) => o.key === key);
    return this.dialog.getByRole("button", { name: `${key}: ${option?.label}`, exact: true });
  }

  options(index: number): Locator[] {
    return OPTION_KEYS.map((key) => this.option(index, key));
  }

  async expectWarning(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.heading).toHaveText("Wie lernst du am besten?");
    await expect(this.dialog).toContainText(/17 kurze Fragen, das dauert etwa 3[–-]5 Minuten/);
    await expect(this.start).toBeEnabled();
    await expect(this.heading).toBeFocused();
  }

  /**
   * Question `index` (0-based) is showing, with its segment and four choosable options. A new
   * question has its heading focused; `focus: "dialog"` only asks that focus is in the dialog.
   */
  async expectQuestion(index: number, focus: "heading" | "dialog" = "heading"): Promise<void> {
    const question = questionAt(index);
    await expect(this.progress(index + 1)).toBeVisible();
    await expect(this.progressBar).toHaveAttribute("aria-valuenow", String(index + 1));
    await expect(this.heading).toHaveText(question.title);
    if (focus === "heading") await expect(this.heading).toBeFocused();
    else await expect(this.dialog.locator(":focus")).toHaveCount(1);
    await expect(this.dialog.getByText(QUIZ_SEGMENTS[question.segment], { exact: true })).toBeVisible();
    await expect(this.dialog.getByRole("button", { name: /^[A-D]: / })).toHaveCount(4);
    for (const option of this.options(index)) {
      await expect(option).toBeEnabled();
      await expect(option).toHaveAttribute("aria-pressed", "false");
    }
  }

  /**
   * Chooses `key` on question `index` and checks that the question locks at once: the choice is
   * marked and all four options are disabled (aria-disabled) until the next question shows,
   * 400 ms later. The state is read in one go, since the next question may come any moment.
   * `tryAnother` then also clicks a second option, which must change nothing.
   */
  async choose(index: number, key: OptionKey, tryAnother?: OptionKey): Promise<void> {
    const names = questionAt(index).options.map((o) => `${o.key}: ${o.label}`);
    // Read in the page, by timers that run before the quiz's own 400 ms one: 50 ms after the
    // click the state, then a click on `tryAnother`, and 50 ms later the state again. Done from
    // here, a busy machine's round trips could take longer than the 400 ms.
    const other = tryAnother ? names.find((name) => name.startsWith(`${tryAnother}:`)) : undefined;
    const option = this.option(index, key);
    await option.evaluate((element, otherName) => {
      const dialog = element.closest('[role="dialog"], dialog') ?? document;
      const page = window as unknown as { afterChoice?: string[][] };
      const buttons = () =>
        [...dialog.querySelectorAll("button")].filter((b) =>
          /^[A-D]: /.test(b.getAttribute("aria-label") ?? ""),
        );
      const read = () =>
        buttons().map((b) => [b.getAttribute("aria-label"), b.ariaPressed, b.ariaDisabled].join(" | "));
      page.afterChoice = undefined;
      element.addEventListener(
        "click",
        () =>
          setTimeout(() => {
            const first = read();
            if (!otherName) {
              page.afterChoice = [first];
              return;
            }
            buttons()
              .find((b) => b.getAttribute("aria-label") === otherName)
              ?.click();
            setTimeout(() => {
              page.afterChoice = [first, read()];
            }, 50);
          }, 50),
        { once: true },
      );
    }, other);
    await option.click();
    const [state, afterOther] = await this.dialog
      .page()
      .waitForFunction(() => (window as unknown as { afterChoice?: string[][] }).afterChoice)
      .then((handle) => handle.jsonValue() as Promise<string[][]>);
    const locked = names.map((name) => `${name} | ${name.startsWith(`${key}:`)} | true`);
    expect(state, `question ${index + 1} right after choosing ${key}`).toEqual(locked);
    if (tryAnother) {
      expect(afterOther, `question ${index + 1} after also clicking ${tryAnother}`).toEqual(locked);
    }
  }

  async expectIntermission(segment: Segment): Promise<void> {
    const remaining = QUIZ_QUESTIONS.filter((q) => q.segment >= segment).length;
    await expect(this.heading).toHaveText(`Teil ${segment} von 3: ${QUIZ_SEGMENTS[segment]}`);
    await expect(this.heading).toBeFocused();
    await expect(this.dialog.getByText(`Noch ${remaining} Fragen.`)).toBeVisible();
    await expect(this.dialog.getByRole("button", { name: /^[A-D]: / })).toHaveCount(0);
  }

  continueButton(segment: Segment): Locator {
    return this.dialog.getByRole("button", { name: `Weiter zu Teil ${segment}` });
  }

  /** The completed stage, naming the pupil's main learning signature and the others. */
  async expectCompleted(primary: string, others: string[]): Promise<void> {
    await expect(this.heading).toHaveText("Geschafft! Dein Lernprofil ist bereit.");
    await expect(this.dialog.getByText("Dein Lerntyp", { exact: true })).toBeVisible();
    await expect(this.dialog.getByText(primary, { exact: true })).toBeVisible();
    for (const name of others) await expect(this.dialog.getByRole("listitem").getByText(name)).toBeVisible();
    await expect(this.finish).toBeEnabled();
    await expect(this.close).toHaveCount(0);
  }

  /**
   * Answers all questions with `keys` and continues through the intermissions, without the
   * checks of answer(): for journeys that only need a learning profile (the quiz itself is
   * checked by learning-start.spec.ts).
   */
  async answerAll(keys: OptionKey[]): Promise<void> {
    for (const [index, question] of QUIZ_QUESTIONS.entries()) {
      const previous = QUIZ_QUESTIONS[index - 1];
      if (previous && previous.segment !== question.segment) {
        await this.waitForText(`Teil ${question.segment} von 3`);
        await this.continueButton(question.segment).click();
      }
      await this.waitForText(`Frage ${index + 1} von ${QUIZ_TOTAL}`);
      await this.option(index, keys[index] as OptionKey).click();
    }
  }

  /**
   * Waits until the dialog shows `text`, checked every animation frame: the next question comes
   * 400 ms after a choice, and a locator's retries (up to 500 ms apart) would double the time.
   */
  private async waitForText(text: string): Promise<void> {
    await this.page.waitForFunction(
      (wanted) =>
        document.querySelector('dialog[open], [role="dialog"]')?.textContent?.includes(wanted) ?? false,
      text,
      { timeout: 10_000 },
    );
  }

  /**
   * Answers questions `from`..`to` (0-based, inclusive) with `keys`, continuing through the
   * intermissions; `onQuestion` and `onIntermission` run before each, for checks and screenshots.
   */
  async answer(
    keys: OptionKey[],
    { from = 0, to = QUIZ_TOTAL - 1 } = {},
    hooks: {
      onQuestion?: (index: number) => Promise<void>;
      onIntermission?: (segment: Segment) => Promise<void>;
    } = {},
  ): Promise<void> {
    for (let index = from; index <= to; index++) {
      const question = questionAt(index);
      if (index > 0 && questionAt(index - 1).segment !== question.segment) {
        await this.expectIntermission(question.segment);
        await hooks.onIntermission?.(question.segment);
        await this.continueButton(question.segment).click();
      }
      await this.expectQuestion(index);
      await hooks.onQuestion?.(index);
      await this.choose(index, keys[index] as OptionKey);
    }
  }
}
