import { describe, expect, it } from "vitest";
import { answerQuestion, judgeStatement, statementBank, verdictText } from "./science-statements.ts";

const bank = statementBank("physik");
if (!bank) throw new Error("the physics statements are missing");

const judge = (text: string) => judgeStatement(bank, text)?.pupilIsRight;

describe("science statements (shared mechanism, physics data)", () => {
  it("judges a comparison by the order of its parts, not by keywords alone", () => {
    expect(judge("Schall ist schneller als Licht, oder?")).toBe(false);
    expect(judge("Licht ist schneller als Schall, richtig?")).toBe(true);
    expect(judge("Ich glaube, Schall ist langsamer als Licht.")).toBe(true);
  });

  it("turns the verdict round for a negation, but not for a tag like «oder nicht?»", () => {
    expect(judge("Schall ist nicht schneller als Licht.")).toBe(true);
    expect(judge("Schall ist schneller als Licht, oder nicht?")).toBe(false);
    // "keine" belongs to this statement itself.
    expect(judge("Im Weltall gibt es keine Schwerkraft, oder?")).toBe(false);
    expect(judge("Man hört im Weltall keinen Schall, stimmt's?")).toBe(true);
  });

  it("checks the number of a claim against the curated range", () => {
    expect(judge("Wasser siedet bei 100 Grad, stimmt's?")).toBe(true);
    expect(judge("Eis schmilzt bei 10 Grad, oder?")).toBe(false);
    expect(judge("Wasser gefriert bei 0 °C.")).toBe(true);
    expect(judge("Schall ist etwa 340 m/s schnell, oder?")).toBe(true);
    expect(judge("Schall ist 1000 m/s schnell, oder?")).toBe(false);
  });

  it("knows the common misconceptions of the physics topics", () => {
    for (const wrong of [
      "Schwere Körper fallen im Vakuum schneller als leichte, oder?",
      "Der Strom wird in der Lampe verbraucht, oder?",
      "Wärme und Temperatur sind dasselbe, oder?",
      "Gleiche Pole ziehen sich an, gell?",
      "In einer Reihenschaltung leuchten die anderen Lampen weiter, wenn eine kaputt ist, oder?",
      "Ein Magnet zieht alle Metalle an, oder?",
      "Energie kann verloren gehen, oder?",
      "Der Mond leuchtet selbst, oder?",
      "Mit einem längeren Hebel braucht man mehr Kraft, oder?",
      "Eisen schwimmt auf dem Wasser, oder?",
    ]) {
      expect(judge(wrong), wrong).toBe(false);
    }
    for (const right of [
      "In einer Parallelschaltung leuchten die anderen weiter, wenn eine Lampe kaputt ist, oder?",
      "Gleiche Pole stossen sich ab, oder?",
      "Eis schwimmt auf dem Wasser, oder?",
      "Ein Schiff aus Stahl kann schwimmen, oder?",
    ]) {
      expect(judge(right), right).toBe(true);
    }
  });

  it("judges nothing it does not know", () => {
    expect(judgeStatement(bank, "Ein Flugzeug ist schneller als ein Auto, oder?")).toBeNull();
  });

  it("says no clearly, gives the reason and asks how the pupil got there", () => {
    const verdict = judgeStatement(bank, "Schall ist schneller als Licht, oder?");
    if (!verdict) throw new Error("no verdict");
    const text = verdictText(verdict);
    expect(text).toMatch(/^Nein, das stimmt so nicht\./);
    expect(text).toContain("340 m pro Sekunde");
    expect(text).toContain("Wie bist du darauf gekommen?");
  });

  it("answers a conceptual question from the curated answers", () => {
    expect(answerQuestion(bank, "Warum ist der Himmel blau?")).toContain("streut");
    expect(answerQuestion(bank, "Wie funktioniert ein Kompass?")).toContain("Magnet");
    expect(answerQuestion(bank, "Warum haben Zebras Streifen?")).toBeNull();
  });

  it("writes Swiss spelling", () => {
    const texts = [...bank.statements.map((s) => s.reason), ...bank.questions.map((q) => q.answer)];
    for (const text of texts) expect(text).not.toMatch(/ß/);
  });
});
