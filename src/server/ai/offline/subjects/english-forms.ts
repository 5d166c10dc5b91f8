// English word forms from the curated tables (data/grammar-en.json) and the spelling rules taught
// at school: -s/-es/-ies, -ing, -ed, plurals, comparatives. A form is only judged when its base
// word is in the tables; otherwise the functions return null and the tutor says so honestly.
import { ENGLISH_GRAMMAR as G } from "./data/grammar-banks.ts";

const VOWELS = "aeiou";
const consonantY = (w: string) => /[^aeiou]y$/.test(w);

function alternatives(cell: string): string[] {
  return cell.split("/");
}

export function thirdPerson(base: string): string {
  if (base === "have") return "has";
  if (base === "be") return "is";
  if (base === "can") return "can";
  if (/(s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  if (consonantY(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingForm(base: string): string {
  if (base === "be") return "being";
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(base) && base !== "be") return `${base.slice(0, -1)}ing`;
  if (G.doubling.includes(base)) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

function regularPast(base: string): string {
  if (/e$/.test(base)) return `${base}d`;
  if (consonantY(base)) return `${base.slice(0, -1)}ied`;
  if (G.doubling.includes(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

const IRREGULAR = new Map(
  G.irregularVerbs.map(([b, p, pp]) => [b, { past: alternatives(p), pp: alternatives(pp) }]),
);

export type VerbForms = {
  base: string;
  s: string;
  ing: string;
  past: string[];
  pp: string[];
  irregular: boolean;
};

/** The forms of a verb in the tables, or null when the verb is not covered. */
export function verbForms(base: string): VerbForms | null {
  const irregular = IRREGULAR.get(base);
  if (irregular) return { base, s: thirdPerson(base), ing: ingForm(base), ...irregular, irregular: true };
  if (!G.regularVerbs.includes(base)) return null;
  const past = regularPast(base);
  return { base, s: thirdPerson(base), ing: ingForm(base), past: [past], pp: [past], irregular: false };
}

export type FormKind = "base" | "s" | "ing" | "past" | "pp";

/** Every form of every verb in the tables → its base and kinds ("goes" → go/s). */
export const VERB_INDEX: ReadonlyMap<string, { base: string; kinds: FormKind[] }[]> = (() => {
  const index = new Map<string, { base: string; kinds: FormKind[] }[]>();
  const add = (form: string, base: string, kind: FormKind) => {
    const list = index.get(form) ?? [];
    const entry = list.find((e) => e.base === base);
    if (entry) entry.kinds.push(kind);
    else list.push({ base, kinds: [kind] });
    index.set(form, list);
  };
  for (const base of [...IRREGULAR.keys(), ...G.regularVerbs]) {
    const f = verbForms(base);
    if (!f || base.includes(" ")) continue;
    add(base, base, "base");
    add(f.s, base, "s");
    add(f.ing, base, "ing");
    for (const p of f.past) add(p, base, "past");
    for (const p of f.pp) add(p, base, "pp");
  }
  return index;
})();

export type NounPlural = { plural: string; irregular: boolean };

export function pluralOf(noun: string): NounPlural | null {
  const irregular = G.irregularPlurals[noun];
  if (irregular) return { plural: irregular, irregular: true };
  const o = G.oPlurals[noun];
  if (o) return { plural: o, irregular: false };
  if (!G.ruleNouns.includes(noun)) return null;
  if (/(s|x|z|ch|sh)$/.test(noun)) return { plural: `${noun}es`, irregular: false };
  if (consonantY(noun)) return { plural: `${noun.slice(0, -1)}ies`, irregular: false };
  return { plural: `${noun}s`, irregular: false };
}

/** Plural nouns the sentence check recognises as "they" (children, people, dogs …). */
export function isKnownPlural(word: string): boolean {
  if (Object.values(G.irregularPlurals).includes(word) && !G.irregularPlurals[word]) return true;
  return G.ruleNouns.some((n) => pluralOf(n)?.plural === word && n !== word);
}

export type Comparison = { comparative: string[]; superlative: string[]; kind: "irregular" | "er" | "more" };

export function comparisonOf(adj: string): Comparison | null {
  const irregular = G.adjectives.irregular.find(([a]) => a === adj);
  if (irregular) {
    return {
      comparative: alternatives(irregular[1]),
      superlative: alternatives(irregular[2]),
      kind: "irregular",
    };
  }
  if (G.adjectives.long.includes(adj))
    return { comparative: [`more ${adj}`], superlative: [`most ${adj}`], kind: "more" };
  let stem: string | null = null;
  if (G.adjectives.double.includes(adj)) stem = `${adj}${adj.slice(-1)}`;
  else if (G.adjectives.y.includes(adj)) stem = `${adj.slice(0, -1)}i`;
  else if (G.adjectives.short.includes(adj)) stem = adj.endsWith("e") ? adj.slice(0, -1) : adj;
  if (!stem) return null;
  return { comparative: [`${stem}er`], superlative: [`${stem}est`], kind: "er" };
}

/** "an" before a vowel sound, "a" before a consonant sound; listed words decide by sound. */
export function articleFor(word: string): "a" | "an" {
  if (G.anExceptions.a.some((w) => word.startsWith(w))) return "a";
  if (G.anExceptions.an.some((w) => word.startsWith(w))) return "an";
  return VOWELS.includes(word[0] ?? "") ? "an" : "a";
}

/** What a noun form is: a plural of a listed noun, a listed singular, or a wrong "-s" on an irregular one. */
export function singularOf(
  word: string,
): { base: string; kind: "plural" | "singular" | "wrong"; irregular: boolean } | null {
  for (const [singular, plural] of Object.entries(G.irregularPlurals)) {
    if (plural === word) return { base: singular, kind: "plural", irregular: true };
    if (word === `${singular}s` || word === `${singular}es`)
      return { base: singular, kind: "wrong", irregular: true };
    if (word === singular) return { base: singular, kind: "singular", irregular: true };
  }
  for (const noun of G.ruleNouns) {
    const p = pluralOf(noun);
    if (p?.plural === word) return { base: noun, kind: "plural", irregular: false };
    if (noun === word) return { base: noun, kind: "singular", irregular: false };
  }
  return null;
}
