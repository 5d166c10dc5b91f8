import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import { comparisonOf, pluralOf, thirdPerson, verbForms } from "./english-forms.ts";
import { checkSentence } from "./english-grammar.ts";
import { conjugate, frenchNumber, parseFrenchNumber, swissNumber } from "./french-forms.ts";

const en = (text: string) => talk("englisch", [text])[0] ?? "";
const fr = (text: string) => talk("franzoesisch", [text])[0] ?? "";

describe("English forms from the curated tables", () => {
  it("builds forms by the school spelling rules and the irregular tables", () => {
    expect(thirdPerson("watch")).toBe("watches");
    expect(thirdPerson("study")).toBe("studies");
    expect(verbForms("stop")?.past).toEqual(["stopped"]);
    expect(verbForms("go")?.pp).toEqual(["gone"]);
    expect(verbForms("zorbify")).toBeNull();
    expect(pluralOf("city")?.plural).toBe("cities");
    expect(pluralOf("foot")).toEqual({ plural: "feet", irregular: true });
    expect(comparisonOf("big")?.superlative).toEqual(["biggest"]);
    expect(comparisonOf("good")?.comparative).toEqual(["better"]);
  });

  it("checks subject–verb agreement, do/does and have + participle", () => {
    expect(checkSentence("She plays tennis")?.ok).toBe(true);
    expect(checkSentence("My parents works in Bern")?.ok).toBe(false);
    expect(checkSentence("Does he likes pizza?")?.ok).toBe(false);
    expect(checkSentence("He has went home")?.ok).toBe(false);
    expect(checkSentence("They have seen the film")?.tense).toBe("present perfect");
    expect(checkSentence("Yesterday I go to the zoo")?.ok).toBe(false);
    expect(checkSentence("Xylo blorbs")).toBeNull();
  });
});

describe("offline tutor: English grammar", () => {
  it("answers «he go or he goes?» with the rule of the third person", () => {
    const reply = en("Sagt man he go oder he goes?");
    expect(reply).toContain("he goes");
    expect(reply).toContain("3. Person");
  });

  it("never praises a wrong form and does not hand over the right one", () => {
    for (const [text, hidden] of [
      ["The past of 'eat' is 'eated', right?", "ate"],
      ["Der Plural von foot ist foots, oder?", "feet"],
      ["Der Superlativ von bad ist baddest, oder?", "worst"],
    ] as const) {
      const reply = en(text);
      expect(praiseIn(reply), text).toEqual([]);
      expect(reply).not.toMatch(new RegExp(`\\b${hidden}\\b`));
    }
  });

  it("confirms a right form and a right tense", () => {
    expect(praiseIn(en("Das Simple Past von 'take' ist 'took', oder?")).length).toBeGreaterThan(0);
    expect(praiseIn(en("Ist 'We are playing' Present Progressive?")).length).toBeGreaterThan(0);
    expect(praiseIn(en("Ist 'We are playing' Simple Past?"))).toEqual([]);
  });

  it("agrees when the pupil rightly calls a sentence wrong", () => {
    expect(en("Ist 'He don't like apples' falsch?")).toContain("Richtig erkannt");
    expect(praiseIn(en("Ist 'She likes pizza' falsch?"))).toEqual([]);
  });

  it("takes a hedged answer («dog, oder?») as an answer to the open task", () => {
    const [, , right, wrong] = talk("englisch", ["Hallo", "Tiere", "dog, oder?", "Ich glaube cow."]);
    expect(praiseIn(right ?? "").length).toBeGreaterThan(0);
    expect(praiseIn(wrong ?? "")).toEqual([]);
  });

  it("says honestly when a verb is not in its tables", () => {
    const reply = en("Das Simple Past von 'glimmer' ist 'glimmered', oder?");
    expect(praiseIn(reply)).toEqual([]);
    expect(reply).toContain("nicht in meinen Tabellen");
  });

  it("explains a topic, then judges the answer to its checking question exactly", () => {
    const [explained, wrong, right] = talk("englisch", ["Erklär mir some und any", "some", "any"]);
    expect(explained).toContain("some steht in positiven Sätzen");
    expect(praiseIn(wrong ?? "")).toEqual([]);
    expect(praiseIn(right ?? "").length).toBeGreaterThan(0);
  });

  it("gives word help for a translation, never the whole sentence, then checks the verb", () => {
    const [help, check] = talk("englisch", [
      "Übersetz mir: Mein Bruder spielt Fussball.",
      "My brother play football.",
    ]);
    expect(help).toContain("Bruder = brother");
    expect(help).not.toContain("My brother plays football");
    expect(praiseIn(check ?? "")).toEqual([]);
    expect(check).toContain("-s");
  });
});

describe("French forms from the curated tables", () => {
  it("conjugates listed and regular verbs, and refuses stem-changing ones", () => {
    expect(conjugate("être")?.present[3]).toBe("sommes");
    expect(conjugate("manger")?.present[3]).toBe("mangeons");
    expect(conjugate("finir")?.present[5]).toBe("finissent");
    expect(conjugate("vendre")?.present[2]).toBe("vend");
    expect(conjugate("acheter")).toBeNull();
  });

  it("reads and writes the numbers to 100, with the Swiss forms", () => {
    expect(frenchNumber(80)).toBe("quatre-vingts");
    expect(frenchNumber(71)).toBe("soixante et onze");
    expect(frenchNumber(97)).toBe("quatre-vingt-dix-sept");
    expect(swissNumber(90)).toBe("nonante");
    expect(parseFrenchNumber("quatre-vingt-dix-sept")).toBe(97);
    expect(parseFrenchNumber("septante-deux")).toBe(72);
  });
});

describe("offline tutor: French grammar", () => {
  it("gives the table when asked how to conjugate, then checks the pupil's sentence", () => {
    const [table, wrong] = talk("franzoesisch", ["Wie konjugiert man avoir?", "nous avez un chat"]);
    expect(table).toContain("j'ai, tu as, il/elle/on a, nous avons, vous avez, ils/elles ont");
    expect(praiseIn(wrong ?? "")).toEqual([]);
    expect(wrong).toContain("vous");
  });

  it("judges forms, articles, agreement and the passé composé by the tables", () => {
    for (const text of [
      "'Ils est' ist richtig, oder?",
      "Es heisst 'le voiture', oder?",
      "'une maison petit' stimmt das?",
      "'J'ai allé' ist passé composé, oder?",
      "'Elle est parti' ist richtig, oder?",
      "'je mange pas' ist richtig?",
      "Soixante-dix ist 60, oder?",
    ]) {
      expect(praiseIn(fr(text)), text).toEqual([]);
    }
    for (const text of [
      "'Ils sont' ist richtig, oder?",
      "Es heisst 'le livre', oder?",
      "'Elle est partie' ist passé composé, oder?",
      "Nonante ist 90, stimmt's?",
    ]) {
      expect(praiseIn(fr(text)).length, text).toBeGreaterThan(0);
    }
  });

  it("answers and judges the gender of a noun, and the participle of a verb", () => {
    expect(fr("Ist maison männlich oder weiblich?")).toContain("la maison");
    expect(praiseIn(fr("Soleil ist weiblich, oder?"))).toEqual([]);
    expect(praiseIn(fr("Soleil ist männlich, oder?")).length).toBeGreaterThan(0);
    const wrong = fr("Das participe passé von prendre ist prendu, oder?");
    expect(praiseIn(wrong)).toEqual([]);
    expect(wrong).not.toContain("pris");
  });

  it("does not hand over the right negation", () => {
    const reply = fr("Die Verneinung von 'il parle' ist 'il pas parle', oder?");
    expect(praiseIn(reply)).toEqual([]);
    expect(reply).not.toContain("il ne parle pas");
    expect(reply).toContain("ne … pas");
  });
});
