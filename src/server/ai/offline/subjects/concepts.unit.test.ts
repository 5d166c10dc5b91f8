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
    expect(greeting).toContain("Fragen zu den Themen Wortarten, Satzglieder, Kommaregeln und das/dass");
    expect(capabilities).toContain(
      "Fragen zu den Themen Wortarten, Satzglieder, Kommaregeln und das/dass stellen",
    );
  });

  it.each([
    [
      "biologie",
      "Was machen die Mitochondrien in einer Zelle?",
      "Kraftwerke",
      "Welche Teile hat eine Pflanzenzelle",
    ],
    [
      "chemie",
      "Was passiert eigentlich bei einer Verbrennung?",
      "Sauerstoff aus der Luft",
      "Was braucht es, damit ein Feuer",
    ],
    [
      "deutsch",
      "Schreibt man 'Ich weiss, das du recht hast' mit das oder dass?",
      "«Dass» ist eine Konjunktion",
      "Heisst es «Ich glaube, das es",
    ],
  ] as const)(
    "%s: explains the concept asked about in %j, then asks a checking question",
    (subject, question, explained, check) => {
      const [reply] = talk(subject, [question]);
      expect(reply).toContain(explained);
      expect(reply).toContain(`Probier es gleich aus: ${check}`);
    },
  );

  it("checks the answer to the new Verbrennung question by its key ideas", () => {
    const pupil = [
      "Was passiert bei einer Verbrennung?",
      "Holz und Sauerstoff",
      "Holz, Sauerstoff und Hitze",
    ];
    const replies = talk("chemie", pupil);
    expect(replies[1]).toContain("Ein Teil stimmt schon: ein brennbarer Stoff und Sauerstoff");
    expect(replies[2]).toMatch(/richtig|stimmt/i);
  });
});
