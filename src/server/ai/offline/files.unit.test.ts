import { describe, expect, it } from "vitest";
import { fileMessageForModel, parseFileMessage } from "../prompts/file-messages.ts";
import type { TutorFile } from "./context.ts";
import { talk } from "./test-conversation.ts";

const BLATT: TutorFile = {
  name: "blatt.pdf",
  kind: "document",
  excerpt: "Aufgabe 1: 3/4 + 1/8\nAufgabe 2: 2/3 - 1/6",
};
const FOTO: TutorFile = { name: "tafel.png", kind: "image", excerpt: "Eine Wandtafel mit einem Dreieck." };
/** What the offline model receives for a file message (the chat reduces it). */
const sent = (text: string) => {
  const message = parseFileMessage(text);
  return message ? fileMessageForModel(message) : text;
};

describe("offline tutor: uploaded files", () => {
  it("names the newest worksheet and quotes its first line when a file message arrives", () => {
    const [reply] = talk("mathematik", [sent("[DOKUMENT ANALYSIERT: blatt.pdf] Aufgabe 1: 3/4 + 1/8")], {
      files: [FOTO, BLATT],
    });
    expect(reply).toBe(
      "Ich habe dein Arbeitsblatt «blatt.pdf» angeschaut. Darin steht: „Aufgabe 1: 3/4 + 1/8“. Danach geht es noch weiter. Mit welcher Aufgabe möchtest du anfangen? Schreib sie mir ab, dann gehen wir sie Schritt für Schritt durch.",
    );
  });

  it("finds the file the prefix names, and is honest that it cannot see images", () => {
    const [reply] = talk("biologie", [sent("[BILD ANALYSIERT: tafel.png] …")], { files: [FOTO, BLATT] });
    expect(reply).toContain(
      "Zu deinem Bild «tafel.png» habe ich diese Beschreibung bekommen: „Eine Wandtafel mit einem Dreieck.“",
    );
    expect(reply).toContain("Das Bild selbst kann ich nicht sehen.");
  });

  it("says so when no text of the file arrived", () => {
    const [reply] = talk("deutsch", [sent("[DATEI-KONTEXT] x")]);
    expect(reply).toMatch(/kein Text daraus angekommen/);
  });

  it("answers a question about the file, then goes on with the task the pupil types", () => {
    const [about, task] = talk("mathematik", ["Was steht auf meinem Arbeitsblatt?", "Was ist 3/4 + 1/8?"], {
      files: [BLATT],
    });
    expect(about).toContain("«blatt.pdf»");
    expect(about).toContain("Aufgabe 1: 3/4 + 1/8");
    expect(task).toContain("gemeinsamen Nenner");
  });

  it("answers about the worksheet even when a photo came after it, and about the photo when asked for it", () => {
    const questions = ["Was steht auf meinem Arbeitsblatt?", "Was ist auf dem Foto?"];
    const [sheet, photo] = talk("mathematik", questions, { files: [BLATT, FOTO] });
    expect(sheet).toContain("Ich habe dein Arbeitsblatt «blatt.pdf» angeschaut.");
    expect(photo).toContain("Zu deinem Bild «tafel.png»");
  });

  it("leaves ordinary messages to the subject practice", () => {
    const [reply] = talk("mathematik", ["Brüche"], { files: [BLATT] });
    expect(reply).not.toContain("blatt.pdf");
  });
});
