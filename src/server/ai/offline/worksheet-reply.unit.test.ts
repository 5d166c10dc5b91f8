import { describe, expect, it } from "vitest";
import type { TutorFile } from "./context.ts";
import { talk } from "./test-conversation.ts";

const SHEET: TutorFile = {
  name: "blatt.pdf",
  kind: "document",
  excerpt:
    "Arbeitsblatt Brüche\nAufgabe 1: 3/4 + 1/8\nAufgabe 2: Erkläre, was ein Nenner ist.\nAufgabe 3: Löse 2x + 3 = 11\nAufgabe 4: a) 12 · 7 b) 5/6 - 1/3",
};
const files = [SHEET];

describe("the offline tutor and a worksheet's numbered tasks", () => {
  it.each([
    [null, "Wie löse ich Aufgabe 3?"],
    ["mathematik", "Wie mache ich Nummer 3?"],
    ["deutsch", "chasch mer bi Ufgab 3 hälfe?"],
  ] as const)("in %s, %j quotes task 3 and asks its first guiding question", (subject, question) => {
    const [reply] = talk(subject, [question], { files });
    expect(reply).toContain("Aufgabe 3 auf deinem Blatt «blatt.pdf»: „Löse 2x + 3 = 11“");
    expect(reply).not.toContain("3/4 + 1/8");
    expect(reply).not.toContain("Schreib sie mir ab");
    expect(reply).toContain("Was machst du zuerst?");
  });

  it("then checks the pupil's answer to that task", () => {
    const [, checked] = talk(null, ["Wie löse ich Aufgabe 3?", "x = 4"], { files });
    expect(checked).toContain("2·4 + 3 = 11");
  });

  it("starts a sub-task on its own and a task with sub-tasks on the first one", () => {
    const [partB] = talk(null, ["Hilf mir bei Nr. 4b"], { files });
    expect(partB).toContain("„b) 5/6 - 1/3“");
    expect(partB).toContain("Was gibt 5/6 - 1/3?");
    const [whole] = talk(null, ["Was muss ich bei Aufgabe 4 machen?"], { files });
    expect(whole).toContain("„a) 12 · 7 b) 5/6 - 1/3“");
    expect(whole).toContain("Was gibt 12 · 7?");
  });

  it("asks what the pupil understands when the task is no sum it can check", () => {
    const [reply] = talk("mathematik", ["Wie löse ich Aufgabe 2?"], { files });
    expect(reply).toBe(
      "Aufgabe 2 auf deinem Blatt «blatt.pdf»: „Erkläre, was ein Nenner ist.“\n\nLies die Aufgabe in Ruhe durch. Was verstehst du schon daran, und was genau ist gefragt? Erklär es mir in deinen eigenen Worten, dann gehen wir Schritt für Schritt weiter.",
    );
  });

  it("names the sheet's numbers when the asked one is not on it", () => {
    const [reply] = talk("mathematik", ["Wie löse ich Aufgabe 7?"], { files });
    expect(reply).toBe(
      "Auf deinem Blatt «blatt.pdf» finde ich keine Aufgabe 7. Es hat die Aufgaben 1, 2, 3, 4a und 4b. Mit welcher möchtest du anfangen?",
    );
  });

  it("takes the task from the newest sheet that has it", () => {
    const older: TutorFile = { name: "alt.pdf", kind: "document", excerpt: "1. 7 · 8\n2. 9 · 6" };
    const [reply] = talk(null, ["Wie löse ich Aufgabe 3?"], { files: [older, SHEET] });
    expect(reply).toContain("«blatt.pdf»");
    const [first] = talk(null, ["Wie löse ich Aufgabe 1?"], { files: [SHEET, older] });
    expect(first).toContain("Aufgabe 1 auf deinem Blatt «alt.pdf»: „7 · 8“");
  });

  it("leaves a task the pupil types out to the practice, even when the sheet has that number", () => {
    const [reply] = talk("mathematik", ["Aufgabe 3: Was ist 7 · 8?"], { files });
    expect(reply).toContain("7 · 8");
    expect(reply).not.toContain("2x + 3 = 11");
  });

  it("leaves a question about a task to the practice when no file has numbered tasks", () => {
    const notes: TutorFile = {
      name: "notizen.txt",
      kind: "document",
      excerpt: "Die Aare fliesst durch Bern.",
    };
    const [reply] = talk("mathematik", ["Wie löse ich Aufgabe 3?"], { files: [notes] });
    expect(reply).not.toContain("notizen.txt");
  });
});
