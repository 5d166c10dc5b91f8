// Tolerant checking of translations. Decisions (docs for pupils and teachers alike):
// - Case and end punctuation never matter.
// - English: articles are optional ("the dog", "a dog" and "dog" are all right), so is "to"
//   before a verb; short forms count like long ones ("I'm" = "I am").
// - French: the article belongs to the noun (it carries the gender). "chien" without article is
//   "fast richtig" with a note; a wrong article ("la chien") is not yet right.
// - A missing or wrong accent is "fast richtig" with a note ("ecole" → «l'école»).
// - One typo (edit distance 1, words of 4+ letters; 2 for sentences) is "fast richtig".
// "Fast richtig" counts as right in the score: the error is small and the note shows the spelling.
import { editDistance, foldAccents } from "../text.ts";

export type Language = "en" | "fr";
export type Verdict = { verdict: "right" | "near" | "wrong"; note?: string; expected: string };

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bi'm\b/g, "i am"],
  [/\bi've\b/g, "i have"],
  [/\bwhat's\b/g, "what is"],
  [/\bit's\b/g, "it is"],
  [/\bcat's\b/g, "cat is"],
];

function clean(text: string, lang: Language): string {
  let t = text
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/œ/g, "oe")
    .replace(/[«»"“”„.,!?;:()]/g, " ")
    .replace(/-/g, " ")
    .replace(/'\s+/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (lang === "en") for (const [re, long] of CONTRACTIONS) t = t.replace(re, long);
  return t;
}

function withoutEnglishArticle(text: string): string {
  return text.replace(/^(the|a|an|to) /, "");
}

function splitFrench(text: string): { article: string | null; noun: string } {
  const m = /^(le|la|les|l'|un|une)\s*(.+)$/.exec(text);
  return m?.[1] && m[2] ? { article: m[1], noun: m[2] } : { article: null, noun: text };
}

function near(a: string, b: string, phrase: boolean): boolean {
  const limit = phrase ? (b.length >= 12 ? 2 : 1) : b.length >= 4 ? 1 : 0;
  return limit > 0 && editDistance(foldAccents(a), foldAccents(b)) <= limit;
}

export function checkTranslation(
  input: string,
  answers: readonly [string, ...string[]],
  lang: Language,
  phrase = false,
): Verdict {
  const given = clean(input, lang);
  const expected = answers[0];
  let best: Verdict = { verdict: "wrong", expected };
  for (const answer of answers) {
    const want = clean(answer, lang);
    const g = lang === "en" && !phrase ? withoutEnglishArticle(given) : given;
    const w = lang === "en" && !phrase ? withoutEnglishArticle(want) : want;
    if (g === w) return { verdict: "right", expected: answer };
    if (foldAccents(g) === foldAccents(w)) {
      return { verdict: "near", expected: answer, note: `Achte auf die Akzente: «${answer}».` };
    }
    if (lang === "fr" && !phrase) {
      const gp = splitFrench(g);
      const wp = splitFrench(w);
      if (wp.article && foldAccents(gp.noun) === foldAccents(wp.noun)) {
        if (!gp.article) {
          return {
            verdict: "near",
            expected: answer,
            note: `Lerne das Nomen immer mit Artikel: «${answer}».`,
          };
        }
        if (gp.article !== wp.article && best.verdict === "wrong") {
          best = { verdict: "wrong", expected: answer, note: `Das Wort stimmt, aber der Artikel nicht.` };
          continue;
        }
      }
    }
    if (best.verdict === "wrong" && !best.note && near(g, w, phrase)) {
      best = {
        verdict: "near",
        expected: answer,
        note: `Nur ein kleiner Tippfehler – richtig geschrieben: «${answer}».`,
      };
    }
  }
  return best;
}
