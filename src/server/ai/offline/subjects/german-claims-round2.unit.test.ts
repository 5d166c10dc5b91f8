import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import { checkGermanClaim } from "./german-grammar.ts";
import { pupilsOwnClaim } from "./german-pupil-claim.ts";

const verdict = (text: string) => checkGermanClaim(text)?.text ?? "";

describe("Deutsch: the pupil's own claim against someone else's (german-pupil-claim.ts)", () => {
  it.each([
    [
      "Mein Kollege sagt, 'schnell' ist ein Adjektiv, aber ich glaube, es ist ein Nomen.",
      "'schnell' ist ein Nomen",
    ],
    [
      "Lara sagt, die Mehrzahl von Maus ist Mausen, aber ich glaube, es ist Mäuse.",
      "die Mehrzahl von Maus ist Mäuse",
    ],
    ["Mein Freund meint, dass Hund ein Verb ist. Ich glaube, dass Hund ein Nomen ist.", "Hund ist ein Nomen"],
    [
      "Ich glaube, dass schön ein Nomen ist, aber meine Schwester sagt, es ist ein Adjektiv.",
      "schön ist ein Nomen",
    ],
  ])("reads %j as the pupil's %j", (text, own) => {
    expect(pupilsOwnClaim(text)).toBe(own);
  });

  it("leaves messages without a contrast alone", () => {
    expect(pupilsOwnClaim("Ich glaube, 'schnell' ist ein Adjektiv.")).toBeUndefined();
    expect(pupilsOwnClaim("Meine Lehrerin sagt, Nomen schreibt man gross. Stimmt das?")).toBeUndefined();
  });

  it.each([
    "Mein Kollege sagt, 'schnell' ist ein Adjektiv, aber ich glaube, es ist ein Nomen.",
    "Tim sagt, die Mehrzahl von Maus ist Mäuse, aber ich denke, es ist Mause.",
    "Ich glaube, dass schön ein Nomen ist, aber meine Schwester sagt, es ist ein Adjektiv.",
  ])("does not praise the pupil's wrong claim when the other one is right: %j", (text) => {
    const answer = verdict(text);
    expect(answer).toMatch(/^Nein/);
    expect(praiseIn(answer)).toEqual([]);
  });

  it("confirms the pupil's right claim against a wrong one", () => {
    expect(verdict("Meine Kollegin sagt, laufen ist ein Nomen, aber ich glaube, es ist ein Verb.")).toMatch(
      /^Richtig/,
    );
  });
});

describe("Deutsch: word-class claims in more shapes (german-grammar.ts)", () => {
  it("reads «ist 'X' doch das Verb» inside a sentence", () => {
    expect(verdict("In 'Die Katze schläft' ist 'schläft' doch das Verb, oder nicht?")).toMatch(/^Richtig/);
    expect(verdict("In 'Der Hund bellt' ist 'Hund' doch das Verb, oder?")).toMatch(/^Nein/);
  });

  it("answers «Was genau ist ein Pronomen?» instead of judging «genau»", () => {
    expect(checkGermanClaim("Was genau ist ein Pronomen?")).toBeUndefined();
    expect(talk("deutsch", ["Was genau ist ein Pronomen?"])[0]).toContain("Fürwort");
  });
});

describe("Deutsch: capitalisation rules for a word class (german-rules.ts)", () => {
  it.each([
    ["Ich habe gelernt, dass Nomen immer gross geschrieben werden. Stimmt das?", /^Richtig/],
    ["Stimmt es, dass man Adjektive klein schreibt?", /^Richtig/],
    ["Verben schreibt man gross, oder?", /^Nein/],
    ["Nomen schreibt man nicht gross, richtig?", /^Nein/],
    ["Werden Verben immer klein geschrieben?", /^Meistens/],
  ])("%j", (text, expected) => {
    expect(verdict(text)).toMatch(expected);
  });
});

describe("Deutsch: a form asked for is coached, never named", () => {
  const cases: [string[], string][] = [
    [["Ich soll die Mehrzahl von 'Baum' finden.", "Verrat mir einfach das Wort."], "Bäume"],
    [["Wie heisst die Mehrzahl von Haus?", "Nur das Ergebnis bitte"], "Häuser"],
    [["Wie heisst das Präteritum von schreiben?", "Gib mir die Form, ich schreibe es dann ab."], "schrieb"],
    [["Sag mir das Partizip von gehen, ich schreibe es dann ab."], "gegangen"],
    [["Schreib mir die Mehrzahl von Buch auf."], "Bücher"],
  ];
  it.each(cases)("%j does not name %j", (turns, form) => {
    for (const answer of talk("deutsch", turns)) expect(answer).not.toContain(form);
  });

  it("checks the next try in a question shape («Ist es Baume?»)", () => {
    const [, second] = talk("deutsch", ["Wie heisst die Mehrzahl von Baum?", "Ist es Baume?"]);
    expect(second).toMatch(/^Nein/);
  });
});

describe("Deutsch: a case asked for is coached with the Frageprobe (german-grammar.ts, askCase)", () => {
  it("does not name the case, checks the try, and confirms the right one", () => {
    const [first, wrong, right] = talk("deutsch", [
      "In welchem Fall steht 'dem Hund' in 'Ich gebe dem Hund Futter'? Sag es mir einfach.",
      "Akkusativ",
      "Dativ",
    ]);
    expect(first).toContain("Wem?");
    expect(first).not.toMatch(/im Dativ/);
    expect(wrong).not.toMatch(/im Dativ|Richtig/);
    expect(right).toMatch(/^Richtig/);
  });

  it("reads the preposition asked about", () => {
    expect(verdict("Welcher Fall kommt nach mit?")).toContain("«mit»");
  });

  it("states a capital rule with a condition without a verdict", () => {
    const answer = verdict("Verben schreibt man gross, wenn sie am Satzanfang stehen, oder?");
    expect(answer).toMatch(/^Es kommt darauf an/);
  });
});

describe("Deutsch: agreement and negation around a reported claim", () => {
  it("reads «Ich glaube das auch» as the pupil making the other claim", () => {
    expect(verdict("Mein Kollege sagt, 'schnell' ist ein Nomen. Ich glaube das auch.")).toMatch(/^Nein/);
    expect(verdict("Mein Kollege sagt, 'Hund' ist ein Nomen. Ich glaube das auch.")).toMatch(/^Richtig/);
  });

  it("does not read «nicht» as the word a negated claim is about", () => {
    expect(verdict("'schnell' ist nicht ein Nomen, oder?")).not.toContain("«nicht»");
  });
});

describe("Deutsch: unclear rule claims get no verdict", () => {
  it("does not judge «Nicht alle Nomen werden gross geschrieben»", () => {
    expect(verdict("Nicht alle Nomen werden gross geschrieben, oder?")).not.toMatch(/Richtig/);
  });

  it("does not read «Ich lerne seit …» or «… finden» as someone else's claim", () => {
    expect(
      pupilsOwnClaim("Ich soll die Mehrzahl von Baum finden. Ich glaube, es ist Bäume."),
    ).toBeUndefined();
  });
});

describe("Deutsch: a try after the task in the same message", () => {
  it.each([
    ["Ich soll die Mehrzahl von Baum finden. Ich glaube, es ist Bäume.", /^Richtig/],
    ["Ich soll die Mehrzahl von Baum finden. Ich glaube, es ist Baume.", /^Nein/],
    ["Ich soll die Mehrzahl von Baum finden. Ich glaube, ich weiss es nicht.", /^Finde/],
  ])("%j", (text, expected) => {
    expect(verdict(text)).toMatch(expected);
  });
});
