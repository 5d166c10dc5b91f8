import { expect, type Locator, type Page } from "@playwright/test";
import type { GradedAnalysis } from "#shared/contracts/analysis.ts";
import type { SessionDetail } from "#shared/contracts/sessions.ts";
import { COMPETENCY_STATUS_LABELS } from "#shared/domain/competencies.ts";
import { ANALYSIS_DIMENSIONS, DIMENSION_INFO, preferenceWord } from "#shared/domain/learning-profile.ts";
import { qualityWord } from "#shared/domain/session-quality.ts";
import { formatDate, formatTime } from "#shared/format/dates.ts";
import { analysisMinutes } from "#shared/format/duration.ts";
import { callApi } from "../support/page-api.ts";

/** The pupil's time zone in every journey (playwright.config.ts `timezoneId`). */
const TIME_ZONE = "Europe/Zurich";

/** "72 %" with the no-break space the screen uses. */
export const percent = (value: number) => `${Math.round(value)}\u00a0%`;

/** The four scores of 'Session-Qualität' in their order (docs/product.md §2.11). */
const QUALITY_METRICS = [
  ["difficulty", "Schwierigkeit"],
  ["engagement", "Engagement"],
  ["quality", "Qualität"],
  ["comprehension", "Verständnis"],
] as const;

/**
 * /analysis/{sessionId}: the analysis of one session (docs/product.md §2.11, §5.3 and §5.6). Every card
 * is a region named by its heading.
 */
export class AnalysisPage {
  readonly page: Page;
  readonly main: Locator;
  readonly heading: Locator;
  /** The header's line: duration, then 'Nachbereitung vom …' or '… wird verarbeitet...'. */
  readonly headerLine: Locator;
  readonly duration: Locator;
  readonly processing: Locator;
  readonly quality: Locator;
  readonly transcript: Locator;
  /** The scrolling box of the transcript. */
  readonly transcriptBox: Locator;
  readonly transcriptEntries: Locator;
  readonly summary: Locator;
  readonly competencies: Locator;
  readonly competencyItems: Locator;
  readonly nextSteps: Locator;
  readonly profile: Locator;
  readonly insights: Locator;
  readonly congrats: Locator;
  readonly newSession: Locator;
  /** The error of a screen without an analysis (docs/product.md §5.3). */
  readonly alert: Locator;
  readonly retry: Locator;
  readonly backToTutor: Locator;

  constructor(page: Page) {
    this.page = page;
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.headerLine = this.main.locator("header p");
    this.duration = this.headerLine.locator("span").first();
    this.processing = this.main
      .getByRole("status")
      .filter({ hasText: "Deine Session wird gerade ausgewertet" });
    const card = (name: string) => this.main.getByRole("region", { name, exact: true });
    this.quality = card("Session-Qualität");
    this.transcript = card("Gesprächsverlauf");
    this.transcriptBox = this.transcript.getByRole("region", { name: "Nachrichten der Session" });
    this.transcriptEntries = this.transcriptBox.getByRole("listitem");
    this.summary = card("Session-Zusammenfassung");
    this.competencies = card("Lernpfad-Updates");
    this.competencyItems = this.competencies.locator(":scope > div > ul > li");
    this.nextSteps = card("Nächste Schritte");
    this.profile = card("Lernprofil");
    this.insights = card("Erkenntnisse");
    this.congrats = card("Toll gemacht!");
    this.newSession = this.congrats.getByRole("link", { name: "Neue Session starten" });
    this.alert = this.main.getByRole("alert");
    this.retry = this.main.getByRole("button", { name: "Erneut versuchen" });
    this.backToTutor = this.main.getByRole("link", { name: "Zurück zum Tutor" });
  }

  async goto(sessionId: string): Promise<void> {
    await this.page.goto(`/analysis/${sessionId}`);
  }

  /** The app's API, called from the page as its pupil (support/page-api.ts). */
  api<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    return callApi<T>(this.page, method, path, body);
  }

  async session(sessionId: string): Promise<SessionDetail> {
    return (await this.api<{ session: SessionDetail }>("GET", `/api/sessions/${sessionId}`)).session;
  }

  /** The analysis of an ordinary (not a crisis) session: graded. */
  async analysis(sessionId: string): Promise<GradedAnalysis> {
    return (await this.api<{ analysis: GradedAnalysis }>("GET", `/api/sessions/${sessionId}/analysis`))
      .analysis;
  }

  async analysisStatus(sessionId: string): Promise<string> {
    return (await this.api<{ status: string }>("GET", `/api/sessions/${sessionId}/analysis-status`)).status;
  }

  /** While the analysis is made: the header says so, the notice is read out, no cards but the pending profile. */
  async expectProcessing(subjectName: string): Promise<void> {
    await expect(this.heading).toHaveText(subjectName);
    await expect(this.headerLine).toContainText("Nachbereitung wird verarbeitet...");
    await expect(this.processing).toBeVisible();
    await expect(this.processing).toContainText("Die Ergebnisse erscheinen hier von selbst.");
    await expect(this.profile).toContainText("Lernprofil wird noch analysiert...");
    await expect(this.quality).toHaveCount(0);
    await expect(this.congrats).toHaveCount(0);
  }

  /** Header: subject, the session's minutes with 'Min.' (analysisMinutes: the same number as home and the list) and 'Nachbereitung vom {date}, {time}'. */
  async expectHeader(session: SessionDetail, analysis: GradedAnalysis, subjectName: string): Promise<void> {
    await expect(this.heading).toHaveText(subjectName);
    const when = `${formatDate(analysis.timestamp, TIME_ZONE)}, ${formatTime(analysis.timestamp, TIME_ZONE)}`;
    await expect(this.duration).toHaveText(analysisMinutes(session.durationMinutes));
    await expect(this.headerLine).toContainText(`Nachbereitung vom ${when}`);
    await expect(this.headerLine.locator("time")).toHaveAttribute("datetime", analysis.timestamp);
    await expect(this.processing).toHaveCount(0);
  }

  /** 'Session-Qualität': four scores in percent, then 'Gesamtbewertung' as a word (docs/product.md §5.6). */
  async expectQuality(quality: GradedAnalysis["sessionQuality"]): Promise<void> {
    const terms = this.quality.getByRole("term");
    const values = this.quality.getByRole("definition");
    for (const [i, [key, label]] of QUALITY_METRICS.entries()) {
      await expect(terms.nth(i)).toHaveText(label);
      await expect(values.nth(i)).toHaveText(percent(quality[key] * 100));
    }
    await expect(terms.nth(4)).toHaveText("Gesamtbewertung");
    await expect(values.nth(4)).toHaveText(qualityWord(quality.sessionQuality));
  }

  /**
   * 'Gesprächsverlauf': one entry per message, 'Du' for the pupil and 'KI-Tutor' for the tutor,
   * each with its time, in a box of at most 24rem.
   */
  async expectTranscript(lines: ReadonlyArray<{ speaker: "Du" | "KI-Tutor"; text: string | RegExp }>) {
    await expect(this.transcriptEntries).toHaveCount(lines.length);
    for (const [i, line] of lines.entries()) {
      const entry = this.transcriptEntries.nth(i);
      await expect(entry.getByText(line.speaker, { exact: true })).toBeVisible();
      await expect(entry.locator("time")).toHaveText(/^\d{2}:\d{2}$/);
      await expect(entry).toContainText(line.text);
    }
    expect(await this.transcriptBox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("384px");
  }

  /**
   * 'Lernpfad-Updates': per competency its name, confidence, previous → new status, time and,
   * as evidence, the first two quotes and '+N weitere Belege...' for the rest (docs/product.md §5.6).
   */
  async expectCompetencies(updates: GradedAnalysis["competencyUpdates"]): Promise<void> {
    await expect(this.competencyItems).toHaveCount(updates.length);
    for (const [i, update] of updates.entries()) {
      const item = this.competencyItems.nth(i);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(update.competencyName);
      await expect(item.getByRole("definition").nth(0)).toHaveText(percent(update.confidenceScore));
      await expect(item.getByRole("definition").nth(1)).toHaveText(
        `${COMPETENCY_STATUS_LABELS[update.previousStatus]}wird zu${COMPETENCY_STATUS_LABELS[update.newStatus]}`,
      );
      await expect(item.getByRole("definition").nth(2)).toHaveText(analysisMinutes(update.timeSpentMinutes));
      const quotes = item.locator("q");
      await expect(quotes).toHaveText(update.evidenceText.slice(0, 2));
      const more = item.getByRole("button", { name: /weitere Belege\.\.\.$/ });
      if (update.evidenceText.length > 2) {
        await expect(more).toHaveText(`+${update.evidenceText.length - 2} weitere Belege...`);
        await more.click();
        await expect(quotes).toHaveText(update.evidenceText);
        await item.getByRole("button", { name: "Weniger Belege anzeigen" }).click();
      } else {
        await expect(more).toHaveCount(0);
      }
    }
  }

  /** 'Nächste Schritte' as a numbered list. */
  async expectNextSteps(steps: readonly string[]): Promise<void> {
    const list = this.nextSteps.getByRole("list");
    await expect(list.getByRole("listitem")).toHaveText([...steps]);
    expect(await list.evaluate((el) => [el.tagName, getComputedStyle(el).listStyleType])).toEqual([
      "OL",
      "decimal",
    ]);
  }

  /**
   * 'Lernprofil': per dimension this session showed (of 11, no TXT) its label and the preference it
   * leans to, never a strength word; a radar from 3 on; the section left out when the session
   * showed nothing (issue 16: only this session, never the quiz).
   */
  async expectProfile(profile: GradedAnalysis["learningProfile"]): Promise<void> {
    const shown = ANALYSIS_DIMENSIONS.filter((d) => typeof profile[d] === "number" && profile[d] !== 0);
    if (shown.length === 0) {
      await expect(this.profile).toHaveCount(0);
      return;
    }
    await expect(this.profile).toContainText("So hast du in dieser Session gelernt.");
    const rows = this.profile.getByRole("list", { name: "Lernprofil" }).getByRole("listitem");
    await expect(rows).toHaveCount(shown.length);
    for (const [i, d] of shown.entries()) {
      const value = profile[d] ?? 0;
      await expect(rows.nth(i)).toContainText(`${DIMENSION_INFO[d].label}${preferenceWord(d, value)}`);
    }
    await expect(this.profile).not.toContainText(/Stark|Mittel|Neutral|Schwach/);
    const radar = this.profile.getByRole("img", {
      name: /^Netzdiagramm deines Lernprofils mit \d+ Dimensionen/,
    });
    await expect(radar).toHaveCount(shown.length >= 3 ? 1 : 0);
  }

  /** The side column's end: 'Toll gemacht!' and 'Neue Session starten' to the subject selection. */
  async expectCongrats(): Promise<void> {
    await expect(this.congrats).toContainText("Deine Session wurde erfolgreich analysiert.");
    await expect(this.newSession).toHaveAttribute("href", "/tutor/select");
  }

  /** Every card of a completed analysis, each with what the API holds. */
  async expectCompleted(session: SessionDetail, analysis: GradedAnalysis, subjectName: string) {
    await this.expectHeader(session, analysis, subjectName);
    await this.expectQuality(analysis.sessionQuality);
    await expect(this.summary.locator("p")).toHaveText(analysis.summary ?? "");
    await this.expectCompetencies(analysis.competencyUpdates);
    await this.expectNextSteps(analysis.nextSteps);
    await this.expectProfile(analysis.learningProfile);
    await expect(this.insights.getByRole("listitem")).toHaveText([...analysis.insights]);
    await this.expectCongrats();
  }

  /** A screen with an error instead of the analysis (docs/product.md §5.3) and the way back to the tutor. */
  async expectProblem(message: string): Promise<void> {
    await expect(this.heading).toHaveText("Nachbereitung");
    await expect(this.alert).toHaveText(message);
    await expect(this.backToTutor).toHaveAttribute("href", "/tutor");
    await expect(this.quality).toHaveCount(0);
    await expect(this.transcript).toHaveCount(0);
  }
}
