import { describe, expect, it } from "vitest";
import { asksForTask, findTask, parseWorksheetTasks, taskNumbers } from "./worksheet-tasks.ts";

const texts = (sheet: string) => parseWorksheetTasks(sheet).map((t) => [t.number, t.text]);

describe("parseWorksheetTasks", () => {
  it.each([
    ["Aufgabe 1: 3/4 + 1/8\nAufgabe 2: 5/6 - 1/3\nAufgabe 3: Löse 2x + 3 = 11"],
    ["Aufg. 1 3/4 + 1/8\nAufg. 2 5/6 - 1/3\nAufg. 3 Löse 2x + 3 = 11"],
    ["1. 3/4 + 1/8\n2. 5/6 - 1/3\n3. Löse 2x + 3 = 11"],
    ["1) 3/4 + 1/8\n2) 5/6 - 1/3\n3) Löse 2x + 3 = 11"],
    ["Nr. 1 3/4 + 1/8\nNr. 2: 5/6 - 1/3\nNummer 3 – Löse 2x + 3 = 11"],
    ["A1: 3/4 + 1/8\nA2 5/6 - 1/3\nA3) Löse 2x + 3 = 11"],
    ["AUFGABE 1 3/4 + 1/8\nÜbung 2: 5/6 - 1/3\nAufgabe 3. Löse 2x + 3 = 11"],
  ])("finds the numbered tasks in %j", (sheet) => {
    expect(texts(`Arbeitsblatt Brüche, 12.5.2026\n${sheet}`)).toEqual([
      ["1", "3/4 + 1/8"],
      ["2", "5/6 - 1/3"],
      ["3", "Löse 2x + 3 = 11"],
    ]);
  });

  it("joins a task wrapped over several lines, as PDF pages wrap them", () => {
    expect(
      texts(
        "Aufgabe 1: Ein Zug fährt 120 km\nin 2 Stunden. Wie schnell fährt er?\nAufgabe 2: Was ist 3 · 4?",
      ),
    ).toEqual([
      ["1", "Ein Zug fährt 120 km in 2 Stunden. Wie schnell fährt er?"],
      ["2", "Was ist 3 · 4?"],
    ]);
  });

  it("keeps sub-tasks a/b/c, on their own lines or inside one", () => {
    for (const sheet of [
      "Aufgabe 3: Berechne.\na) 3/4 + 1/8\nb) 5/6 - 1/3",
      "Aufgabe 3: Berechne. a) 3/4 + 1/8 b) 5/6 - 1/3",
      "3. Berechne.\na. 3/4 + 1/8\nb. 5/6 - 1/3",
    ]) {
      expect(parseWorksheetTasks(sheet)).toEqual([
        {
          number: "3",
          text: "Berechne.",
          parts: [
            { letter: "a", text: "3/4 + 1/8" },
            { letter: "b", text: "5/6 - 1/3" },
          ],
        },
      ]);
    }
  });

  it.each([
    "3a) 2 + 5\n3b) 7 - 4\n4) Schreib einen Satz.",
    "Nr. 3a 2 + 5\nNr. 3b: 7 - 4\nNr. 4 Schreib einen Satz.",
  ])("reads numbered sub-tasks such as «3a)» and «Nr. 3b» in %j", (sheet) => {
    const tasks = parseWorksheetTasks(sheet);
    expect(taskNumbers(tasks)).toEqual(["3a", "3b", "4"]);
    expect(findTask(tasks, "3b")?.parts).toEqual([{ letter: "b", text: "7 - 4" }]);
  });

  it("keeps a numbered list inside an «Aufgabe» as part of that task", () => {
    const sheet = "Aufgabe 1: Beantworte die Fragen.\n1. Wer?\n2. Wo?\nAufgabe 2: Zeichne ein Dreieck.";
    expect(texts(sheet)).toEqual([
      ["1", "Beantworte die Fragen. 1. Wer? 2. Wo?"],
      ["2", "Zeichne ein Dreieck."],
    ]);
  });

  it("leaves out a second part that counts from 1 again, so no task quotes its text", () => {
    const sheet = "Teil A\n1. 7 · 8\n2. 9 · 6\nTeil B\n1. Schreib einen Satz.\n3. 12 : 4";
    expect(texts(sheet)).toEqual([
      ["1", "7 · 8"],
      ["2", "9 · 6 Teil B"],
      ["3", "12 : 4"],
    ]);
  });

  it("finds nothing in a text without numbered tasks, and no task in a date or a decimal", () => {
    expect(parseWorksheetTasks("Die Aare fliesst durch Bern.\n12.5.2026\n3.5 kg Mehl")).toEqual([]);
  });
});

// What a pupil's message asks about: a task number, or null for an answer or no question.
const ASKED: Record<string, string | null> = {
  "Wie löse ich Aufgabe 3?": "3",
  "Wie mache ich Nummer 3?": "3",
  "chasch mer bi Ufgab 3 hälfe?": "3",
  "Kannst du mir bei Nr. 3b helfen": "3b",
  "hilf mir bei aufgabe 12 b": "12b",
  "Ich verstehe Aufgabe 2 nicht": "2",
  "Bei Aufgabe 2 habe ich 5/8 = 0.625": null,
  "Aufgabe 2": null,
  "Ich habe 3 Aufgaben gelöst": null,
  "Aufgabe 3: Was ist 7 · 8?": null,
};

describe("asksForTask", () => {
  it.each(Object.entries(ASKED))("reads %j as asking about task %s", (input, number) => {
    expect(asksForTask(input)).toBe(number);
  });
});
