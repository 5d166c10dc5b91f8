// Deutsch: look-ups in the curated grammar tables (subjects/data/german-*.json): a noun's gender
// and plural, a verb's forms, a word's class, and the cases a noun group can stand in, judged
// from its article, a preposition before it and the verb of its sentence. Everything outside
// the tables is "unknown", so the tutor says honestly that it cannot check it.
import {
  type Case,
  FINITE_FORMS,
  GERMAN_NOUNS,
  GERMAN_WORDS,
  type GermanNoun,
  STRONG_VERBS,
  type StrongVerb,
  WEAK_VERBS,
} from "./data/german-tables.ts";

/** Lower case, "ß" as "ss": how forms are compared (umlauts matter: «Buch» is not «Büch»). */
export const low = (word: string) => word.toLowerCase().replace(/ß/g, "ss");

const NOUN_BY_SINGULAR = new Map(GERMAN_NOUNS.map((n) => [low(n.singular), n]));
const NOUN_BY_PLURAL = new Map(GERMAN_NOUNS.flatMap((n) => n.plural.map((p) => [low(p), n] as const)));
const STRONG = new Map(STRONG_VERBS.map((v) => [v.infinitive, v]));
const WEAK = new Set(WEAK_VERBS);

export function nounBySingular(word: string): GermanNoun | undefined {
  return NOUN_BY_SINGULAR.get(low(word));
}

export type Gender = "der" | "die" | "das" | "plural";

/** The noun's gender, or "plural" for a plural form; undefined when not in the table. */
export function nounGender(word: string): Gender | undefined {
  const w = low(word);
  const singular = NOUN_BY_SINGULAR.get(w);
  if (singular) return singular.gender;
  return NOUN_BY_PLURAL.has(w) ? "plural" : undefined;
}

export type VerbInfo =
  | { kind: "strong"; verb: StrongVerb }
  | { kind: "weak"; infinitive: string; preterite: string[]; participle: string[] };

const INSEPARABLE = /^(be|ver|er|ent|zer|ge|emp|miss)/;

function weakForms(infinitive: string): VerbInfo {
  const stem = infinitive.replace(/e?n$/, "");
  // «arbeiten – arbeitete», «öffnen – öffnete»: an extra e after t, d and a consonant plus m/n.
  const extra = /([td]|[^aeiouäöülr][mn])$/.test(stem) ? "e" : "";
  const participleStem = `${stem}${extra}t`;
  const ge = INSEPARABLE.test(infinitive) || infinitive.endsWith("ieren") ? "" : "ge";
  return {
    kind: "weak",
    infinitive,
    preterite: [`${stem}${extra}te`],
    participle: [`${ge}${participleStem}`],
  };
}

/** The verb of an infinitive from the tables, or undefined. */
export function verbInfo(infinitive: string): VerbInfo | undefined {
  const w = low(infinitive);
  const strong = STRONG.get(w);
  if (strong) return { kind: "strong", verb: strong };
  return WEAK.has(w) ? weakForms(w) : undefined;
}

const FINITE = new Set(FINITE_FORMS.map(low));
const PERSON_ENDINGS = ["e", "st", "t", "en", "et", "est"];

/** The infinitive of a finite verb form («trinkt» → «trinken»), or undefined. */
export function finiteLemma(word: string): string | undefined {
  const w = low(word);
  for (const v of STRONG_VERBS) {
    const stem = v.infinitive.replace(/e?n$/, "");
    if (v.present && (w === v.present || w === `${v.present.replace(/t$/, "")}st`)) return v.infinitive;
    if (PERSON_ENDINGS.some((e) => w === stem + e)) return v.infinitive;
    if (v.preterite.some((p) => ["", "st", "en", "n", "t"].some((e) => w === p + e))) return v.infinitive;
  }
  for (const infinitive of WEAK) {
    const stem = infinitive.replace(/e?n$/, "");
    if (PERSON_ENDINGS.some((e) => w === stem + e)) return infinitive;
    if (["te", "test", "ten", "tet", "ete", "eten"].some((e) => w === stem + e)) return infinitive;
  }
  return FINITE.has(w) ? w : undefined;
}

const CLASS_NAMES = {
  Nomen: ["nomen", "namenwort", "namewort", "substantiv", "hauptwort", "dingwort"],
  Verb: ["verb", "tunwort", "tuwort", "zeitwort", "tatigkeitswort", "tätigkeitswort"],
  Adjektiv: ["adjektiv", "wiewort", "wie-wort", "eigenschaftswort"],
  Artikel: ["artikel", "begleiter"],
  Pronomen: ["pronomen", "furwort", "fürwort", "stellvertreter"],
  Präposition: ["praposition", "präposition", "verhaltniswort", "verhältniswort"],
  Konjunktion: ["konjunktion", "bindewort"],
  Adverb: ["adverb", "umstandswort"],
} as const;
export type WordClass = keyof typeof CLASS_NAMES;
export const WORD_CLASSES = Object.keys(CLASS_NAMES) as WordClass[];

/** The word class a pupil names («Tunwort» → Verb), or undefined. */
export function wordClassNamed(name: string): WordClass | undefined {
  const n = low(name);
  return WORD_CLASSES.find((c) => (CLASS_NAMES[c] as readonly string[]).includes(n));
}

export const CLASS_GLOSS: Record<WordClass, string> = {
  Nomen:
    "ein Nomen (Namenwort) – es bezeichnet ein Lebewesen, ein Ding oder einen Gedanken und wird gross geschrieben",
  Verb: "ein Verb (Tunwort) – es sagt, was jemand tut oder was geschieht, und verändert seine Form (ich laufe, du läufst)",
  Adjektiv: "ein Adjektiv (Wiewort) – es beschreibt, wie etwas ist, und lässt sich oft steigern",
  Artikel: "ein Artikel (Begleiter) – er steht vor einem Nomen",
  Pronomen: "ein Pronomen (Fürwort) – es steht für ein Nomen oder begleitet es",
  Präposition:
    "eine Präposition (Verhältniswort) – sie zeigt ein Verhältnis an, zum Beispiel einen Ort oder eine Zeit",
  Konjunktion: "eine Konjunktion (Bindewort) – sie verbindet Wörter oder Sätze",
  Adverb: "ein Adverb (Umstandswort) – es sagt, wann, wo, wie oder warum etwas geschieht",
};

/** The classes a word can have according to the tables (empty when unknown). */
export function wordClassesOf(word: string): WordClass[] {
  const w = low(word);
  const found = new Set<WordClass>();
  for (const [name, list] of Object.entries(GERMAN_WORDS.wordClasses)) {
    if (list.some((x) => low(x) === w)) found.add(name as WordClass);
  }
  if (nounGender(w)) found.add("Nomen");
  if (verbInfo(w) || finiteLemma(w)) found.add("Verb");
  return [...found];
}

// --- Cases -------------------------------------------------------------------------------

type Cases = Set<Case>;
const N: Case = "Nominativ";
const A: Case = "Akkusativ";
const D: Case = "Dativ";
const G: Case = "Genitiv";

export const CASE_QUESTION: Record<Case, string> = {
  Nominativ: "Wer oder was …?",
  Akkusativ: "Wen oder was …?",
  Dativ: "Wem …?",
  Genitiv: "Wessen …?",
};

/** The case a pupil names («Wemfall» → Dativ), or undefined. */
export function caseNamed(text: string): Case | undefined {
  const t = low(text);
  if (/\b(nominativ|werfall|wer-fall|1\. fall|erster fall)\b/.test(t)) return N;
  if (/\b(akkusativ|akusativ|wenfall|wen-fall|4\. fall|vierter fall)\b/.test(t)) return A;
  if (/\b(dativ|wemfall|wem-fall|3\. fall|dritter fall)\b/.test(t)) return D;
  if (/\b(genitiv|wessenfall|wessen-fall|2\. fall|zweiter fall)\b/.test(t)) return G;
  return undefined;
}

/** The case a preposition asks for; "Wechsel" for an, auf, in … (Wohin? Akkusativ, Wo? Dativ). */
export function prepositionCase(word: string): Case | "Wechsel" | undefined {
  const w = low(word);
  const p = GERMAN_WORDS.prepositions;
  if (p.Akkusativ.includes(w)) return A;
  if (p.Dativ.includes(w)) return D;
  if (p.Genitiv.includes(w)) return G;
  if (p.Wechsel.includes(w)) return "Wechsel";
  return undefined;
}

export function contraction(word: string): readonly [string, string] | undefined {
  return GERMAN_WORDS.contractions[low(word)];
}

// The endings of der-words and ein-words, per gender: which cases each form can show.
const DER_WORD: Record<string, Partial<Record<Gender, Case[]>>> = {
  er: { der: [N], die: [D, G], plural: [G] },
  ie: { die: [N, A], plural: [N, A] },
  e: { die: [N, A], plural: [N, A] },
  as: { das: [N, A] },
  es: { das: [N, A, G], der: [G] },
  en: { der: [A], plural: [D] },
  em: { der: [D], das: [D] },
};
const EIN_WORD: Record<string, Partial<Record<Gender, Case[]>>> = {
  "": { der: [N], das: [N, A] },
  e: { die: [N, A], plural: [N, A] },
  en: { der: [A], plural: [D] },
  em: { der: [D], das: [D] },
  er: { die: [D, G], plural: [G] },
  es: { der: [G], das: [G] },
};
const EIN_STEMS = ["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer", "eur"];
const DER_STEMS = ["dies", "jed", "welch", "jen"];

const PRONOUN_CASES: Record<string, Case[]> = {
  ich: [N],
  du: [N],
  er: [N],
  wir: [N],
  mich: [A],
  dich: [A],
  ihn: [A],
  mir: [D],
  dir: [D],
  ihm: [D],
  ihnen: [D],
  uns: [A, D],
  euch: [A, D],
};

/** The cases an article form can show before a noun of this gender (all genders when unknown). */
function articleCases(article: string, gender: Gender | undefined): Cases | undefined {
  const w = low(article);
  let table: Record<string, Partial<Record<Gender, Case[]>>> | undefined;
  let ending = "";
  if (["der", "die", "das", "den", "dem", "des"].includes(w)) {
    table = DER_WORD;
    ending = w === "das" ? "as" : w === "des" ? "es" : w.slice(1);
    if (w === "das") table = { as: { das: [N, A] } };
    if (w === "des") table = { es: { der: [G], das: [G] } };
  } else {
    const ein = EIN_STEMS.find(
      (s) => w.startsWith(s) && ["", "e", "en", "em", "er", "es"].includes(w.slice(s.length)),
    );
    const der = DER_STEMS.find(
      (s) => w.startsWith(s) && ["er", "e", "es", "en", "em"].includes(w.slice(s.length)),
    );
    if (ein !== undefined) [table, ending] = [EIN_WORD, w.slice(ein.length)];
    else if (der !== undefined) [table, ending] = [DER_WORD, w.slice(der.length)];
  }
  const row = table?.[ending];
  if (!row) return undefined;
  const genders: Gender[] = gender ? [gender] : ["der", "die", "das", "plural"];
  return new Set(genders.flatMap((g) => row[g] ?? []));
}

export type CaseAnalysis = {
  cases: Cases;
  /** Why, in the pupil's words: «Hund» ist männlich (der Hund) … */
  reason: string;
  preposition?: string;
  noun?: string;
  gender?: Gender;
};

const GENDER_WORD: Record<Gender, string> = {
  der: "männlich",
  die: "weiblich",
  das: "sächlich",
  plural: "in der Mehrzahl",
};

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * The cases the noun group `phrase` (words) can stand in, in `sentence` (words), from the
 * tables: a preposition decides first, then the article with the noun's gender, then the verb.
 */
export function analyseCase(
  phrase: readonly string[],
  sentence: readonly string[],
): CaseAnalysis | undefined {
  if (phrase.length === 0) return undefined;
  let words = [...phrase];
  let preposition: string | undefined;
  const contracted = contraction(words[0] ?? "");
  if (contracted) {
    preposition = contracted[0];
    words = [contracted[1], ...words.slice(1)];
  } else if (prepositionCase(words[0] ?? "")) {
    preposition = low(words[0] ?? "");
    words = words.slice(1);
  } else {
    const at = findSub(sentence, phrase);
    const before = at > 0 ? sentence[at - 1] : undefined;
    if (before && prepositionCase(before)) preposition = low(before);
  }
  const first = words[0] ?? "";
  const pronoun = PRONOUN_CASES[low(first)];
  if (pronoun && words.length === 1) {
    return { cases: new Set(pronoun), reason: `«${first}» ist ein Pronomen in dieser Form.` };
  }
  const noun =
    [...words].reverse().find((w) => isCapitalised(w) && w !== first) ?? (words.length === 1 ? first : "");
  const gender = noun ? nounGender(noun) : undefined;
  const byArticle = words.length > 1 ? articleCases(first, gender) : undefined;
  let cases: Cases | undefined = byArticle;
  let reason = "";
  if (byArticle && gender && noun) {
    const shown = [...byArticle].join(" oder ");
    reason = `«${noun}» ist ${GENDER_WORD[gender]}${gender === "plural" ? "" : ` (${gender} ${noun})`}, und mit dem Begleiter «${first}» steht es im ${shown}.`;
  }
  if (byArticle && !gender) {
    reason = `Der Begleiter «${first}» zeigt hier den ${[...byArticle].join(" oder ")}.`;
  }
  if (preposition) {
    const pc = prepositionCase(preposition);
    const byPreposition: Cases = pc === "Wechsel" ? new Set([A, D]) : new Set(pc ? [pc] : []);
    cases = cases ? new Set([...cases].filter((c) => byPreposition.has(c))) : byPreposition;
    reason =
      pc === "Wechsel"
        ? `«${preposition}» ist eine Wechselpräposition: Auf die Frage «Wohin?» folgt der Akkusativ, auf «Wo?» der Dativ.`
        : `Nach «${preposition}» steht immer der ${pc}.`;
  }
  if (!cases || cases.size === 0) return undefined;
  if (cases.size > 1 && !preposition) {
    const lemma = sentence.map((w) => finiteLemma(w)).find((l) => l !== undefined);
    if (lemma && GERMAN_WORDS.dativeVerbs.includes(lemma) && cases.has(D) && !cases.has(N)) {
      cases = new Set([D]);
      reason += ` Das Verb «${lemma}» verlangt den Dativ (Wem?).`;
    }
  }
  return { cases, reason, preposition, noun, gender };
}

/** Where `part` starts in `whole` (words compared without case), or -1. */
export function findSub(whole: readonly string[], part: readonly string[]): number {
  const w = whole.map(low);
  const p = part.map(low);
  for (let i = 0; i + p.length <= w.length; i++) if (p.every((x, k) => w[i + k] === x)) return i;
  return -1;
}

export const words = (text: string) => text.match(/\p{L}[\p{L}-]*/gu) ?? [];

/** Quoted passages: 'x', ‹x›, «x», "x", „x“ (an apostrophe inside a word, as in «stimmt's», is no quote). */
export function quotes(text: string): string[] {
  const found: string[] = [];
  const re = /(?<!\p{L})['‘‚]([^'‘’‚]+?)['’‘](?!\p{L})|[«"„“]([^«»"„“”]+?)[»"“”]/gu;
  for (const m of text.matchAll(re)) found.push((m[1] ?? m[2] ?? "").trim());
  return found.filter((q) => q.length > 0);
}
