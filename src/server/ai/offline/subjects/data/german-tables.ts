import { z } from "zod";
import nouns from "./german-nouns.json" with { type: "json" };
import topics from "./german-topics.json" with { type: "json" };
import verbs from "./german-verbs.json" with { type: "json" };
import words from "./german-words.json" with { type: "json" };

// Deutsch's grammar tables (nouns with article and plural, irregular verbs, the cases that
// prepositions and verbs ask for, word classes of short words): data in german-*.json, checked
// here when the module loads (docs/decisions/037-offline-content-as-data.md,
// docs/decisions/042-deutsch-grammar-tables.md).

const article = z.enum(["der", "die", "das"]);
/** Alternatives separated by "|" ("Bänke|Banken"). */
const forms = z.string().transform((s) => s.split("|"));

const nounTable = z.object({
  about: z.string(),
  nouns: z.array(z.tuple([z.string(), article, forms])).min(100),
});

const auxiliary = z.string().regex(/^(haben|sein)(\|(haben|sein))?$/);
const verbTable = z.object({
  about: z.string(),
  /** Infinitive, Präteritum (er/sie/es), Partizip II, Perfekt auxiliary, er/sie/es present if its vowel changes. */
  strong: z
    .array(z.tuple([z.string(), forms, forms, auxiliary.transform((s) => s.split("|")), z.string()]))
    .min(80),
  weak: z.array(z.string()).min(50),
  finite: z.array(z.string()),
});

export const CASES = ["Nominativ", "Akkusativ", "Dativ", "Genitiv"] as const;
export type Case = (typeof CASES)[number];

const wordTable = z.object({
  about: z.string(),
  prepositions: z.object({
    Akkusativ: z.array(z.string()),
    Dativ: z.array(z.string()),
    Genitiv: z.array(z.string()),
    Wechsel: z.array(z.string()),
  }),
  contractions: z.record(z.string(), z.tuple([z.string(), z.string()])),
  dativeVerbs: z.array(z.string()),
  accusativeVerbs: z.array(z.string()),
  twoObjectVerbs: z.array(z.string()),
  copulaVerbs: z.array(z.string()),
  wordClasses: z.record(z.string(), z.array(z.string())),
});

export const GERMAN_NOUNS = nounTable.parse(nouns).nouns.map(([singular, gender, plural]) => ({
  singular,
  gender,
  plural,
}));
export type GermanNoun = (typeof GERMAN_NOUNS)[number];

const verbData = verbTable.parse(verbs);
export const STRONG_VERBS = verbData.strong.map(
  ([infinitive, preterite, participle, auxiliaries, present]) => ({
    infinitive,
    preterite,
    participle,
    auxiliaries,
    present,
  }),
);
export type StrongVerb = (typeof STRONG_VERBS)[number];
export const WEAK_VERBS: readonly string[] = verbData.weak;
export const FINITE_FORMS: readonly string[] = verbData.finite;

export const GERMAN_WORDS = wordTable.parse(words);

const keyIdea = z.object({ label: z.string(), keywords: z.array(z.string()).readonly(), hint: z.string() });
const topicQuestion = z.object({
  question: z.string(),
  ideas: z.tuple([keyIdea], keyIdea).readonly(),
  explanation: z.string(),
});
/** Deutsch's explained topics beyond the concept bank (concepts-deutsch.json), same shape. */
const germanTopic = z.object({
  label: z.string(),
  keywords: z.array(z.string()).readonly(),
  explanation: z.string(),
  lp21: z.array(z.string()).readonly(),
  questions: z.tuple([topicQuestion], topicQuestion).readonly(),
});
export const GERMAN_TOPICS = z.array(germanTopic).min(1).parse(topics);
