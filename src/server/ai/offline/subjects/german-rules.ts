// Deutsch: a pupil's statement of a capitalisation rule for a whole word class («Ich habe gelernt,
// dass Nomen immer gross geschrieben werden. Stimmt das?», «Verben schreibt man gross, oder?»).
// Nomen and Eigennamen are written with a capital, the other word classes in small letters – except
// at the start of a sentence or made into a noun with a Begleiter (das Laufen)
// (docs/decisions/042-deutsch-grammar-tables.md, Round 2).
import type { GrammarReply } from "./german-grammar.ts";
import { low, quotes } from "./german-lexicon.ts";

type ClassRule = { name: string; capital: boolean; example: string };

// The plural (and singular) names pupils use for the word classes, with the rule for each.
const CLASSES: { pattern: RegExp; rule: ClassRule }[] = [
  {
    pattern: /\b(?:nomen|namenw[öo]rter|namew[öo]rter|substantive|hauptw[öo]rter|dingw[öo]rter)\b/u,
    rule: { name: "Nomen (Namenwörter)", capital: true, example: "der Hund, die Freude" },
  },
  {
    pattern: /\b(?:eigennamen|namen von personen)\b/u,
    rule: { name: "Eigennamen", capital: true, example: "Lena, Zürich" },
  },
  {
    pattern: /\b(?:verben|tunw[öo]rter|tuw[öo]rter|zeitw[öo]rter|tätigkeitsw[öo]rter)\b/u,
    rule: { name: "Verben (Tunwörter)", capital: false, example: "laufen, sie liest" },
  },
  {
    pattern: /\b(?:adjektive|wiew[öo]rter|eigenschaftsw[öo]rter)\b/u,
    rule: { name: "Adjektive (Wiewörter)", capital: false, example: "schnell, schön" },
  },
  {
    pattern: /\b(?:pronomen|fürw[öo]rter|furw[öo]rter)\b/u,
    rule: { name: "Pronomen (Fürwörter)", capital: false, example: "er, sie, unser" },
  },
  {
    pattern: /\b(?:artikel|begleiter)\b/u,
    rule: { name: "Artikel (Begleiter)", capital: false, example: "der, eine" },
  },
  {
    pattern: /\b(?:präpositionen|prapositionen|verhältnisw[öo]rter)\b/u,
    rule: { name: "Präpositionen (Verhältniswörter)", capital: false, example: "mit, auf" },
  },
  {
    pattern: /\b(?:konjunktionen|bindew[öo]rter)\b/u,
    rule: { name: "Konjunktionen (Bindewörter)", capital: false, example: "und, weil" },
  },
  {
    pattern: /\b(?:adverbien|adverben|umstandsw[öo]rter)\b/u,
    rule: { name: "Adverbien (Umstandswörter)", capital: false, example: "heute, dort" },
  },
];

const WRITING = /\b(?:schreib\w*|geschrieben|schriibt|schribt)\b/u;
// «Adjektive schreibt man gross, wenn ein Artikel davor steht»: a rule with a condition is not
// judged as a whole; the tutor states the rule with its exceptions instead.
const CONDITION = /\b(?:wenn|ausser|ausnahme|satzanfang|nach einem|nach einer|mit einem|mit einer|davor)\b/u;
const NEGATED = /\b(?:nicht|nie|niemals|nid|nöd|kein\w*)\s+(?:\w+\s+)?(?:gross|klein)\b/u;

/** The verdict on a pupil's capitalisation rule for one word class, if the message states one. */
export function checkCapitalRule(text: string): GrammarReply | undefined {
  const l = low(text);
  const size = [...l.matchAll(/\b(gross|klein)\b/gu)].map((m) => m[1]);
  // A quoted word («Schreibt man 'laufen' gross?») is about that word: checkCapitals in german-grammar.ts.
  if (!WRITING.test(l) || new Set(size).size !== 1 || quotes(text).length > 0) return undefined;
  const named = CLASSES.filter((c) => c.pattern.test(l));
  // One class only: «Nomen gross, Verben klein» in one message is two claims at once.
  if (named.length !== 1) return undefined;
  const rule = (named[0] as (typeof CLASSES)[number]).rule;
  // «Nicht alle Nomen werden gross geschrieben»: a negation elsewhere than right before
  // «gross»/«klein» makes the claim unclear, so it gets no verdict.
  if (/\b(?:nicht|nie|niemals|nid|nöd|kein\p{L}*)\b/u.test(l) && !NEGATED.test(l)) return undefined;
  const claimsCapital = (size[0] === "gross") !== NEGATED.test(l);
  const always = /\b(?:immer|alle|jedes|jede)\b/u.test(l);
  const fact = rule.capital
    ? `${rule.name} schreibst du gross, zum Beispiel «${rule.example}». Die Artikelprobe hilft: Passt «der», «die» oder «das» davor, ist es ein Nomen.`
    : `${rule.name} schreibst du klein, zum Beispiel «${rule.example}» – ausser am Satzanfang oder wenn ein Begleiter sie zum Nomen macht (das Laufen, das Schöne).`;
  if (CONDITION.test(l)) return { kind: "reply", text: `Es kommt darauf an. ${fact}` };
  if (claimsCapital !== rule.capital) return { kind: "reply", text: `Nein, so ist es nicht. ${fact}` };
  if (!rule.capital && always) {
    return { kind: "reply", text: `Meistens ja, aber nicht immer. ${fact}` };
  }
  return { kind: "reply", text: `Richtig: ${fact}` };
}
