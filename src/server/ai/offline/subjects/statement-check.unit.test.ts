import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";
import { CONCEPT_BANKS } from "./data/concept-banks.ts";
import { STATEMENT_BANKS } from "./data/statements.ts";
import { judgeStatement } from "./statement-check.ts";

const PRAISE = /richtig|stimmt!|sehr gut|super|genau/i;
const verdict = (subject: string, text: string) => judgeStatement(subject, text)?.verdict ?? null;

describe("science statements checked by relation (issue 17)", () => {
  it.each([
    ["biologie", "Bei der Fotosynthese nehmen Pflanzen Sauerstoff auf und geben CO2 ab.", "wrong"],
    ["biologie", "Bei der Fotosynthese nehmen Pflanzen CO₂ und Wasser auf und geben Sauerstoff ab", "right"],
    ["biologie", "Ich glaube, bei der Fotosynthese entsteht CO2", "wrong"],
    ["biologie", "Aus Zucker und Sauerstoff wird bei der Zellatmung CO2 und Wasser", "right"],
    ["biologie", "Wir atmen CO2 ein und Sauerstoff aus", "wrong"],
    ["chemie", "Beim Verbrennen entsteht Sauerstoff", "wrong"],
    ["chemie", "Bei der Verbrennung wird Sauerstoff verbraucht", "right"],
  ] as const)("process direction: %s «%s» is %s", (subject, text, expected) => {
    expect(verdict(subject, text)).toBe(expected);
  });

  it("does not judge a substance whose direction the sentence leaves unclear", () => {
    // «von Holz» and «entsteht» are equally near: Holz is not judged, CO₂ is.
    expect(verdict("chemie", "Beim Verbrennen von Holz entsteht Kohlenstoffdioxid")).toBe("right");
    expect(verdict("biologie", "Pflanzen brauchen Licht, Wasser und CO2")).toBeNull();
  });

  it.each([
    ["chemie", "Ein Atom ist grösser als ein Molekül", "wrong"],
    ["chemie", "Ein Atom ist kleiner als ein Molekül", "right"],
    ["chemie", "Ein Molekül besteht aus mehreren Atomen", "right"],
    ["chemie", "Ein Atom besteht aus Molekülen", "wrong"],
    ["biologie", "Viren sind grösser als Bakterien", "wrong"],
    ["biologie", "Ein Organ besteht aus Geweben", "right"],
  ] as const)("size and parts: %s «%s» is %s", (subject, text, expected) => {
    expect(verdict(subject, text)).toBe(expected);
  });

  it.each([
    ["biologie", "Ein Wal ist ein Fisch", "wrong"],
    ["biologie", "Ein Wal ist kein Fisch, sondern ein Säugetier", "right"],
    ["biologie", "Spinnen sind Insekten", "wrong"],
    ["biologie", "Die Mitochondrien machen die Fotosynthese", "wrong"],
    ["biologie", "In den Venen fliesst das Blut vom Herzen weg", "wrong"],
    ["biologie", "Tierzellen haben keine Chloroplasten", "right"],
    ["biologie", "Pilze sind Pflanzen", "wrong"],
    ["chemie", "Salzwasser ist ein Reinstoff", "wrong"],
    ["chemie", "Wasser ist ein Element", "wrong"],
    ["chemie", "Elektronen sind im Kern", "wrong"],
    ["chemie", "Essig ist basisch", "wrong"],
  ] as const)("categories and roles: %s «%s» is %s", (subject, text, expected) => {
    expect(verdict(subject, text)).toBe(expected);
  });

  it.each([
    ["chemie", "Kohlenstoffdioxid hat die Formel CO", "wrong"],
    ["chemie", "Kochsalz ist NaCl", "right"],
    ["chemie", "Die Formel von Wasser ist H₂O", "right"],
    ["chemie", "Eine Lösung mit pH 2 ist basisch", "wrong"],
    ["chemie", "Reines Wasser ist mit pH 7 neutral", "right"],
    ["chemie", "Ein Natriumatom hat 12 Protonen", "wrong"],
    ["biologie", "Insekten haben sechs Beine", "right"],
    ["biologie", "Schmetterlinge haben acht Beine", "wrong"],
    ["chemie", "Bei einer Verbrennung verschwindet die Masse", "wrong"],
    ["chemie", "Ohne Sauerstoff brennt ein Feuer nicht", "right"],
    ["biologie", "Antibiotika helfen gegen Grippe", "wrong"],
    ["biologie", "Nein, Antibiotika wirken nur gegen Bakterien, die Grippe kommt von Viren", "right"],
  ] as const)("formulas, numbers and misconceptions: %s «%s» is %s", (subject, text, expected) => {
    expect(verdict(subject, text)).toBe(expected);
  });

  it("says honestly when it cannot judge a claim, without praise, and asks how the pupil got there", () => {
    const [reply] = talk("biologie", ["Chamäleons wechseln die Farbe, oder?"]);
    expect(reply).toContain("nicht sicher beurteilen");
    expect(reply).toContain("Wie bist du darauf gekommen?");
    expect(reply).not.toMatch(PRAISE);
  });

  it("answers a question outside its topics honestly instead of greeting again", () => {
    const [reply] = talk("biologie", ["Was ist Osmose?"]);
    expect(reply).toContain("nichts Sicheres erklären");
    expect(reply).toContain("Fotosynthese");
  });

  it("never says «Ein Teil stimmt schon» to a reversed answer in an exercise", () => {
    const [, reversed] = talk("biologie", [
      "Fotosynthese",
      "Die Pflanze braucht Licht und Sauerstoff und es entsteht Kohlenstoffdioxid",
    ]);
    expect(reversed).not.toContain("Ein Teil stimmt schon");
    expect(reversed).toContain("Richtung verdreht");
  });

  it("answers a yes/no question and corrects the false premise of a «Warum»", () => {
    const [yesNo, why] = talk("biologie", [
      "Ist ein Delfin ein Fisch?",
      "Warum ist ein Pinguin ein Säugetier?",
    ]);
    expect(yesNo).toMatch(/^Nein/);
    expect(yesNo).toContain("Säugetier");
    expect(why).toContain("Fehler");
    expect(why).toContain("Vögel");
  });

  it("takes the exercise topic's own words as an answer, not as a wish to switch topics", () => {
    const [, wrong, right] = talk("biologie", ["Wirbeltiere", "Säugetier", "Amphibie"]);
    expect(wrong).toContain("noch nicht");
    expect(wrong).not.toContain("Gut, wir üben");
    expect(right).toMatch(/stimmt|richtig/i);
  });

  it("leads back to the open exercise after a claim about something else", () => {
    const [, , back] = talk("chemie", ["Hallo", "Aggregatzustände", "Kochsalz ist NaCl, oder?"]);
    expect(back).toContain("NaCl");
    expect(back).toContain("Zurück zu unserer Aufgabe: Welche drei Aggregatzustände");
  });

  it("refers only to existing concept topics and categories", () => {
    for (const [subject, bank] of Object.entries(STATEMENT_BANKS)) {
      const labels = new Set(
        CONCEPT_BANKS[subject as keyof typeof CONCEPT_BANKS].concepts.map((c) => c.label),
      );
      const ids = new Set(bank.categories.map((c) => c.id));
      const topics = [bank.processes, bank.items, bank.scales, bank.counts, bank.claims, bank.bands]
        .flat()
        .map((x) => x.topic)
        .filter((t): t is string => t !== undefined);
      for (const t of topics) expect(labels.has(t), `${subject}: ${t}`).toBe(true);
      for (const it of bank.items) {
        for (const id of [...it.is, ...(it.not ?? [])]) expect(ids.has(id), `${it.label}: ${id}`).toBe(true);
      }
      for (const text of JSON.stringify(bank).match(/ß/g) ?? []) expect(text).toBe("");
    }
  });
});
