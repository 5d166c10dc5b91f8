import { describe, expect, it } from "vitest";
import { talk } from "../test-conversation.ts";

describe("offline tutor: Deutsch, Chemie, Biologie", () => {
  it("asks a guiding question from the concept bank and checks key ideas honestly", () => {
    const [greeting, question, partial, full] = talk("biologie", [
      "Hallo",
      "Fotosynthese",
      "Licht",
      "Licht, Wasser und CO2 – es entstehen Zucker und Sauerstoff.",
    ]);
    expect(greeting).toContain("Fotosynthese");
    expect(question).toContain("Was braucht eine Pflanze für die Fotosynthese");
    expect(partial).toContain("Ein Teil stimmt schon: Licht");
    expect(partial).toContain("nur grob prüfen");
    expect(full).toMatch(/richtig|stimmt/i);
    expect(full).toContain("Nächste Aufgabe");
  });

  it("gives a hint in Deutsch when the pupil does not know", () => {
    const [, , hint] = talk("deutsch", ["Hallo", "Wortarten", "Ich weiss nicht"]);
    expect(hint).toContain("Tipp");
  });

  it("Chemie: Aggregatzustände", () => {
    const [, question, right] = talk("chemie", [
      "Hallo",
      "Aggregatzustände",
      "fest, flüssig und gasförmig, zum Beispiel Eis",
    ]);
    expect(question).toContain("drei Aggregatzustände");
    expect(right).toMatch(/richtig|stimmt/i);
  });

  it("names the topics in correct German, never «Fragen zu Satzglieder»", () => {
    const [greeting, capabilities] = talk("deutsch", ["Hallo", "Was kannst du?"]);
    expect(greeting).toContain("Fragen zu den Themen Wortarten, Satzglieder und Kommaregeln");
    expect(capabilities).toContain("Fragen zu den Themen Wortarten, Satzglieder und Kommaregeln stellen");
  });
});
