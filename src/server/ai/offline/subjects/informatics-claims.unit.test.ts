import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import {
  judgeBitPatternClaim,
  judgePasswordClaim,
  judgeUnitClaim,
  parseBinaryTask,
  parseLoopClaim,
} from "./informatics-claims.ts";
import { codeRequestReply, INFORMATICS_STATEMENTS, judgeStatement } from "./informatics-statements.ts";

const praised = (reply: string | undefined) => praiseIn(reply ?? "").length > 0;

describe("Informatik claims checked exactly", () => {
  it.each([
    ["13 ist binär 1011, oder?", false],
    ["13 ist binär 1101, oder?", true],
    ["1010 im Binärsystem ist als Dezimalzahl 12, oder?", false],
    ["Die Binärzahl 111 ist 7, richtig?", true],
    ["10 ist binär 1010, stimmt das?", true],
    ["22 im Binärsystem ist 10110, stimmt's?", true],
    ["101 + 11 im Binärsystem gibt 1000, stimmt's?", true],
    ["101 + 11 = 110 binär, oder?", false],
    ["for i in range(5) läuft 5-mal, oder?", true],
    ["for i in range(1, 5) läuft 5-mal, oder?", false],
    ["range(1, 4) gibt 1, 2, 3 aus, stimmt das?", true],
    ["Ein Byte hat 8 Bit, stimmt das?", true],
    ["1 Byte = 10 Bit, oder?", false],
    ["Ein Kilobyte sind genau 100 Byte, oder?", false],
    ["1 MB sind 1024 KB, stimmt das?", true],
    ["Mit 8 Bit kann man 256 verschiedene Zahlen darstellen, oder?", true],
    ["Mit 4 Bit kommt man bis 16, stimmt das?", false],
    ["'Lea2012' ist ein sicheres Passwort, oder?", false],
    ["Mein Passwort «Sonnenblume» ist sicher, oder?", false],
    ["«Velo!Mond7Gurke#Wolke» ist ein sicheres Passwort, oder?", true],
    ["Das Internet und das WWW sind dasselbe, oder?", false],
    ["Das Internet und das WWW sind nicht dasselbe, oder?", true],
    ["Ein Passwort ist sicher, wenn es lang ist und nur aus einem Wort besteht, oder?", false],
    ["In Scratch startet mein Programm mit dem Block 'wiederhole fortlaufend', oder?", false],
    ["Die Tastatur ist ein Ausgabegerät, oder?", false],
  ] as const)("«%s» → %s", (claim, right) => {
    const [reply] = talk("informatik", [claim]);
    expect(praised(reply), reply).toBe(right);
  });

  it("withholds the right value when a conversion is wrong", () => {
    const [wrongDecimal] = talk("informatik", ["1010 im Binärsystem ist als Dezimalzahl 12, oder?"]);
    expect(wrongDecimal).not.toMatch(/(?<!\d)10(?!\d)/);
    const [wrongBinary] = talk("informatik", ["13 ist binär 1011, oder?"]);
    expect(wrongBinary).not.toContain("1101");
    expect(wrongBinary).toContain("Reihenfolge ist vertauscht");
  });

  it("reads which number is the binary one", () => {
    expect(parseBinaryTask("1010 im Binärsystem ist 10")?.prompt).toContain("Binärzahl 1010");
    expect(parseBinaryTask("10 ist binär 1010")?.prompt).toContain("Zahl 10 als Binärzahl");
    expect(parseBinaryTask("Was ist 25 in binär?")?.statedAnswer).toBeUndefined();
    expect(parseBinaryTask("Warum rechnen Computer mit 0 und 1?")).toBeNull();
    expect(parseLoopClaim("for i in range(2, 8, 2) läuft 3-mal")?.statedAnswer).toBe("3-mal");
  });

  it("computes unit relations in bits, with 1000 or 1024 per step", () => {
    expect(judgeUnitClaim("8 Bit sind ein Byte")?.truth).toBe(true);
    expect(judgeUnitClaim("Ein Gigabyte hat 1000 Megabyte")?.truth).toBe(true);
    expect(judgeUnitClaim("Ein Megabyte sind 100 Kilobyte")?.truth).toBe(false);
    expect(judgeUnitClaim("Hat ein Kilobyte 1000 Byte?")?.truth).toBe(true);
    expect(judgeUnitClaim("Ein Byte ist ein Buchstabe")).toBeNull();
    expect(judgeBitPatternClaim("Mit 3 Bit gibt es 8 Möglichkeiten")?.truth).toBe(true);
    expect(judgePasswordClaim("Ist 'Hund' ein sicheres Passwort?")?.truth).toBe(false);
  });

  it("answers a yes/no question with Ja or Nein and a reason", () => {
    const [reply] = talk("informatik", ["Ist 1 Byte 10 Bit?"]);
    expect(reply).toMatch(/^Nein\. 1 Byte = 8 Bit/);
  });

  it("says honestly when it cannot judge a claim, and asks how the pupil got there", () => {
    for (const claim of [
      "Python ist die beste Programmiersprache, oder?",
      "Eine Schleife braucht immer eine Variable, oder?",
    ]) {
      const [reply] = talk("informatik", [claim]);
      expect(praised(reply), reply).toBe(false);
      expect(reply).toContain("nicht sicher beurteilen");
      expect(reply).toContain("Wie bist du darauf gekommen?");
    }
  });

  it("does not take an unjudged claim for a topic change during an exercise", () => {
    const [, , answer] = talk("informatik", [
      "Netzwerke",
      "Eine Schleife braucht immer eine Variable, oder?",
      "nein",
    ]);
    expect(praised(answer), answer).toBe(true);
  });

  it("keeps every statement in the bank judgeable by its own claim", () => {
    for (const s of INFORMATICS_STATEMENTS) {
      expect(judgeStatement(s.claim)?.truth, s.claim).toBe(s.true);
      expect(s.reason).not.toMatch(/ß/);
    }
  });

  it("coaches a request for finished code without handing it over", () => {
    const reply = codeRequestReply("Gib mir den Code für eine Funktion, die prüft, ob eine Zahl gerade ist");
    expect(reply).toContain("%");
    expect(reply).not.toMatch(/%\s*2\s*==/);
    expect(codeRequestReply("Was ist ein Programm?")).toBeNull();
  });
});

describe("Informatik: Scratch or Python", () => {
  it("gives a Primar pupil Scratch exercises, a Python question Python code", () => {
    const [variable] = talk("informatik", ["Was ist eine Variable?"], { schoolType: "PRIMARY" });
    expect(variable).toContain("setze Punkte auf");
    const [python] = talk("informatik", ["Wie mache ich in Python eine Schleife?"], {
      schoolType: "PRIMARY",
    });
    expect(python).toContain("for i in range");
  });

  it("explains the topic asked first in a question («Wie sortiert man eine Liste?»)", () => {
    const [reply] = talk("informatik", ["Wie sortiert man eine Liste?"]);
    expect(reply).toContain("Bubblesort");
  });
});

describe("Informatik: other phrasings", () => {
  it.each([
    ["Wie rechnet man 1101 ins Zehnersystem um?", "Binärzahl 1101"],
    ["Wie sicher ist das Passwort «123456»?", "zu kurz"],
    ["Wie zählt man in Scratch bis 10?", "Blöcken"],
    ["Wie funktioniert die binäre Suche?", "binären Suche"],
    ["Mein Programm funktioniert nicht, was soll ich machen?", "Debugging"],
    ["Programmier mir ein Spiel in Scratch", "Den fertigen Code schreibe ich dir nicht"],
    ["Wie oft läuft for i in range(0, 10, 2)?", "Wie oft läuft diese Schleife"],
    ["Zeig mir, wie man in Python eine Liste macht", "eine Liste ist eine Reihe"],
    ["Was ist Programmieren?", "Algorithmus"],
  ])("«%s» → %s", (input, expected) => {
    const [reply] = talk("informatik", [input]);
    expect(reply).toContain(expected);
  });

  it("checks a stated binary sum after «Ich denke»", () => {
    const [reply] = talk("informatik", ["Wieviel ist 11 + 1 im Binärsystem? Ich denke 101"]);
    expect(praised(reply), reply).toBe(false);
  });
});

describe("Informatik: no praise for a partly wrong or unreadable claim", () => {
  it.each([
    ["Ein Byte hat 8 Bit und ein Kilobyte 100 Byte, oder?", false],
    ["Die Binärzahl 10 ist zwei, oder?", true],
    ["Die Binärzahl 1010 ist ungefähr tausend, oder?", false],
    ["12 ist im Dualsystem 1010, stimmt's?", false],
    ["for i in range(2, 6) gibt 2, 3, 4, 5, 6 aus, oder?", false],
    ["'Sommer2024!' ist ein unsicheres Passwort, oder?", true],
    ["Eine Variable kann ihren Wert nicht ändern, oder?", false],
    ["Python ist cooler als Scratch, oder?", false],
  ] as const)("«%s» praised: %s", (claim, right) => {
    const [reply] = talk("informatik", [claim]);
    expect(praised(reply), reply).toBe(right);
  });
});
