// French forms from the curated tables (data/grammar-fr.json): présent of the listed irregular
// verbs and of regular -er/-ir/-re verbs, participles and auxiliaries for the passé composé,
// noun genders, adjective agreement and the numbers to 100. What the tables do not cover returns
// null, so the tutor can say so instead of guessing.
import { foldAccents } from "../text.ts";
import { FRENCH_GRAMMAR as G } from "./data/grammar-banks.ts";

export const PRONOUNS = ["je", "tu", "il/elle/on", "nous", "vous", "ils/elles"] as const;

/** je/j' → 0, tu → 1, il/elle/on → 2, nous → 3, vous → 4, ils/elles → 5. */
export function personIndex(pronoun: string): number | null {
  const p = pronoun.replace(/'$/, "");
  const i = ["je|j", "tu", "il|elle|on", "nous", "vous", "ils|elles"].findIndex((alt) =>
    alt.split("|").includes(p),
  );
  return i >= 0 ? i : null;
}

export type Conjugation = {
  infinitive: string;
  present: readonly string[];
  pp: string;
  aux: "avoir" | "être";
  /** The German meaning, for listed verbs. */
  de?: string;
  /** "table" for a verb listed in grammar-fr.json, otherwise the regular group it follows. */
  source: "table" | "er" | "ir" | "re";
};

const fold = (w: string) => foldAccents(w.toLowerCase());

function auxOf(infinitive: string): "avoir" | "être" {
  return G.etreVerbs.includes(infinitive) ? "être" : "avoir";
}

/** The présent and participle of a verb, or null when the tables do not cover it. */
export function conjugate(infinitive: string): Conjugation | null {
  const listed = G.verbs[infinitive];
  if (listed) return { infinitive, ...listed, source: "table" };
  if (G.erNotCovered.includes(infinitive)) return null;
  if (infinitive.endsWith("er")) {
    const inList = G.regularEr.includes(infinitive);
    // Verbs like acheter, lever, préférer change their stem (j'achète); only listed ones are sure.
    if (!inList && /[eé][^aeiouyé]er$|yer$/.test(infinitive)) return null;
    const stem = infinitive.slice(0, -2);
    const nous = stem.endsWith("g")
      ? `${stem}eons`
      : stem.endsWith("c")
        ? `${stem.slice(0, -1)}çons`
        : `${stem}ons`;
    return {
      infinitive,
      present: [`${stem}e`, `${stem}es`, `${stem}e`, nous, `${stem}ez`, `${stem}ent`],
      pp: `${stem}é`,
      aux: auxOf(infinitive),
      source: "er",
    };
  }
  if (G.regularIr.includes(infinitive)) {
    const stem = infinitive.slice(0, -2);
    return {
      infinitive,
      present: [`${stem}is`, `${stem}is`, `${stem}it`, `${stem}issons`, `${stem}issez`, `${stem}issent`],
      pp: `${stem}i`,
      aux: auxOf(infinitive),
      source: "ir",
    };
  }
  if (G.regularRe.includes(infinitive)) {
    const stem = infinitive.slice(0, -2);
    return {
      infinitive,
      present: [`${stem}s`, `${stem}s`, stem, `${stem}ons`, `${stem}ez`, `${stem}ent`],
      pp: `${stem}u`,
      aux: auxOf(infinitive),
      source: "re",
    };
  }
  return null;
}

const ALL_VERBS = [...Object.keys(G.verbs), ...G.regularEr, ...G.regularIr, ...G.regularRe];

/** Every présent form and participle (accents folded) → the verbs and persons it belongs to. */
const FORMS: ReadonlyMap<string, { verb: Conjugation; persons: number[]; participle: boolean }[]> = (() => {
  const index = new Map<string, { verb: Conjugation; persons: number[]; participle: boolean }[]>();
  const entry = (form: string, verb: Conjugation) => {
    const list = index.get(fold(form)) ?? [];
    let e = list.find((x) => x.verb.infinitive === verb.infinitive);
    if (!e) {
      e = { verb, persons: [], participle: false };
      list.push(e);
    }
    index.set(fold(form), list);
    return e;
  };
  for (const infinitive of ALL_VERBS) {
    const verb = conjugate(infinitive);
    if (!verb) continue;
    verb.present.forEach((form, i) => {
      entry(form, verb).persons.push(i);
    });
    entry(verb.pp, verb).participle = true;
  }
  return index;
})();

export function formsOf(word: string) {
  return FORMS.get(fold(word)) ?? [];
}

/** The infinitive the pupil names ("être", "etre", "venir"), if it is one the tables know. */
export function knownInfinitive(word: string): Conjugation | null {
  const match = ALL_VERBS.find((v) => fold(v) === fold(word));
  return match ? conjugate(match) : null;
}

/** "je" + "ai" → "j'ai": je is shortened before a vowel or a mute h. */
export function withPronoun(person: number, form: string): string {
  if (person === 0 && /^[aeiouyéèêh]/.test(form)) return `j'${form}`;
  return `${PRONOUNS[person]} ${form}`;
}

export function nounGender(noun: string): "m" | "f" | null {
  const direct = G.nouns[noun];
  if (direct) return direct;
  const key = Object.keys(G.nouns).find((n) => fold(n) === fold(noun));
  return key ? (G.nouns[key] ?? null) : null;
}

export function feminineOf(adjective: string): { masculine: string; feminine: string } | null {
  const f = fold(adjective);
  for (const [m, fem] of Object.entries(G.adjectives)) {
    if (fold(m) === f || fold(fem) === f) return { masculine: m, feminine: fem };
    if (fold(`${m}s`) === f || fold(`${fem}s`) === f) return { masculine: m, feminine: fem };
  }
  return null;
}

// --- numbers ---------------------------------------------------------------------------------

const UNITS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
];
const TENS: Record<number, string> = {
  20: "vingt",
  30: "trente",
  40: "quarante",
  50: "cinquante",
  60: "soixante",
};

/** The French (France) spelling of 0–100, the one in most school books. */
export function frenchNumber(n: number): string {
  if (n <= 16) return UNITS[n] ?? "";
  if (n < 20) return `dix-${UNITS[n - 10]}`;
  if (n === 100) return "cent";
  if (n === 80) return "quatre-vingts";
  if (n < 70) {
    const tens = Math.floor(n / 10) * 10;
    const unit = n % 10;
    return unit === 0
      ? (TENS[tens] ?? "")
      : unit === 1
        ? `${TENS[tens]} et un`
        : `${TENS[tens]}-${UNITS[unit]}`;
  }
  if (n < 80) return n === 71 ? "soixante et onze" : `soixante-${frenchNumber(n - 60)}`;
  return `quatre-vingt-${frenchNumber(n - 80)}`;
}

/** The Swiss spelling (septante, huitante, nonante) where it differs. */
export function swissNumber(n: number): string | null {
  if (n < 70 || n >= 100) return null;
  const tens = ["septante", "huitante", "nonante"][Math.floor(n / 10) - 7];
  const unit = n % 10;
  return unit === 0 ? (tens ?? null) : unit === 1 ? `${tens} et un` : `${tens}-${UNITS[unit]}`;
}

const WORD_VALUES: Record<string, number> = {
  ...Object.fromEntries(UNITS.map((u, i) => [fold(u), i])),
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
};

/** The value of a French number word up to 100 ("quatre-vingt-dix-sept" → 97), else null. */
export function parseFrenchNumber(text: string): number | null {
  const tokens = fold(text)
    .split(/[\s-]+/)
    .filter((t) => t && t !== "et");
  if (tokens.length === 0) return null;
  let value = 0;
  let previous = "";
  for (const token of tokens) {
    if (token === "cent" || token === "cents") {
      value = (value || 1) * 100;
    } else if ((token === "vingt" || token === "vingts") && previous === "quatre") {
      value += 80 - 4;
    } else {
      const v = WORD_VALUES[token];
      if (v === undefined) return null;
      value += v;
    }
    previous = token;
  }
  return value;
}

/** Finds a French number word phrase in a text ("quatre-vingts ist 80" → "quatre-vingts"). */
export function numberPhraseIn(text: string): string | null {
  const words = Object.keys(WORD_VALUES).concat(["cent", "cents", "et"]).join("|");
  const m = new RegExp(`\\b((?:${words})(?:[\\s-]+(?:${words}))*)\\b`).exec(fold(text));
  const phrase = m?.[1]?.trim();
  return !phrase || phrase === "un" || phrase === "et" ? null : phrase;
}

/** A verb of the tables whose stem starts the unknown form ("mangons" → manger), for a hint. */
export function verbNear(form: string): Conjugation | null {
  const f = fold(form);
  for (const infinitive of ALL_VERBS) {
    const stem = fold(infinitive).replace(/(er|ir|re|oir)$/, "");
    if (stem.length >= 3 && f.startsWith(stem)) return conjugate(infinitive);
  }
  return null;
}
