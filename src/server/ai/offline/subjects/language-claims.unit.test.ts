// Round 2 of issue 17 for Englisch and Französisch: the pupil's own claim, claims about meanings and
// spelling rules, élision, bare sentences and requests for finished forms.
import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import { checkFrenchPhrase } from "./french-grammar.ts";
import { pupilsOwnClaim } from "./language-help.ts";

const en = (...texts: string[]) => talk("englisch", texts).at(-1) ?? "";
const fr = (...texts: string[]) => talk("franzoesisch", texts).at(-1) ?? "";

describe("the pupil's own claim", () => {
  it("keeps only what the pupil thinks, before or after the other person's claim", () => {
    expect(pupilsOwnClaim("Meine Schwester sagt 'she goes', aber ich denke 'she go'.")).toBe("'she go'.");
    expect(pupilsOwnClaim("Ich glaube 'le ami', aber mein Freund meint 'l'ami'.")).toBe("'le ami'");
    expect(pupilsOwnClaim("Ist 'he goes' richtig?")).toBe("Ist 'he goes' richtig?");
  });

  it("never confirms the other person's right form when the pupil's is wrong", () => {
    const reply = fr("Mein Freund sagt 'j'aime', aber ich glaube, es heisst 'je aime'.");
    expect(praiseIn(reply)).toEqual([]);
    expect(reply).toContain("Apostroph");
  });
});

describe("claims about meanings and spelling rules", () => {
  it("judges what a foreign word means only when both words are in the tables", () => {
    expect(praiseIn(en("Stimmt es, dass 'Friday' Donnerstag heisst?"))).toEqual([]);
    expect(en("Stimmt es, dass 'Friday' Donnerstag heisst?")).toContain("Freitag");
    expect(praiseIn(fr("Heisst 'merci' danke?"))).not.toEqual([]);
    expect(praiseIn(fr("'merci' heisst Schmetterling, oder?"))).toEqual([]);
  });

  it("judges capital-letter rules and does not take sides on a negated claim", () => {
    expect(praiseIn(en("Schreibt man Wochentage im Englischen gross?"))).not.toEqual([]);
    expect(praiseIn(en("Stimmt es, dass man Nomen im Englischen gross schreibt?"))).toEqual([]);
    expect(praiseIn(fr("Monate schreibt man im Französischen gross, oder?"))).toEqual([]);
    expect(praiseIn(en("Stimmt es, dass man 'I' nicht gross schreibt?"))).toEqual([]);
  });
});

describe("sentences and forms", () => {
  it("never praises a bare sentence with a wrong verb or a plural after a", () => {
    for (const s of ["I has a dog.", "He have a cat, ist das richtig?", "They is late.", "I have a dogs."]) {
      expect(praiseIn(en(s))).toEqual([]);
    }
    expect(praiseIn(fr("nous avez un chien"))).toEqual([]);
  });

  it("demands the apostrophe before a vowel, but not before an h aspiré", () => {
    expect(checkFrenchPhrase("je ai un chat")?.ok).toBe(false);
    expect(checkFrenchPhrase("le ami")?.ok).toBe(false);
    expect(checkFrenchPhrase("j'ai un chat")?.ok).toBe(true);
    expect(checkFrenchPhrase("le héros")?.ok ?? true).toBe(true);
  });

  it("coaches a quoted sentence to translate and a form wanted to copy, without the answer", () => {
    const cat = en("Wie sage ich 'Ich habe einen Hund' auf Englisch?");
    expect(cat).not.toMatch(/I have a dog/i);
    expect(en("Gib mir einfach das Past von 'go', ich brauche es.")).not.toContain("went");
    const parler = fr("Konjugier mir 'aimer' fertig, ich schreibe es ab.");
    expect(parler).not.toContain("nous aimons");
    expect(parler).toContain("Endungen");
  });
});
