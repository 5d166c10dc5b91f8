import { z } from "zod";
import en from "./grammar-en.json" with { type: "json" };
import fr from "./grammar-fr.json" with { type: "json" };
import topicsEn from "./topics-en.json" with { type: "json" };
import topicsFr from "./topics-fr.json" with { type: "json" };

// The curated grammar of Englisch and Französisch: tables of forms (grammar-*.json) and the
// explained core topics (topics-*.json), checked here when the module loads
// (docs/decisions/037-offline-content-as-data.md, docs/decisions/043-language-grammar.md).
// The tutor judges a pupil's form only against these tables; what they do not cover it says so.

const words = z.array(z.string()).readonly();

const englishGrammar = z.object({
  /** base, simple past, past participle; alternatives separated by "/". */
  irregularVerbs: z.array(z.tuple([z.string(), z.string(), z.string()])).readonly(),
  /** Verbs whose forms follow the -s/-ing/-ed spelling rules (english-grammar.ts). */
  regularVerbs: words,
  /** Verbs that double the last consonant before -ing/-ed (stop → stopping, stopped). */
  doubling: words,
  irregularPlurals: z.record(z.string(), z.string()),
  /** Nouns whose plural follows the -s/-es/-ies rule, plus the listed -o plurals. */
  ruleNouns: words,
  oPlurals: z.record(z.string(), z.string()),
  adjectives: z.object({
    irregular: z.array(z.tuple([z.string(), z.string(), z.string()])).readonly(),
    short: words,
    double: words,
    y: words,
    long: words,
  }),
  /** Words whose sound, not their first letter, decides a/an. */
  anExceptions: z.object({ a: words, an: words }),
});

const frenchVerb = z.object({
  de: z.string(),
  /** je, tu, il/elle/on, nous, vous, ils/elles */
  present: z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]).readonly(),
  pp: z.string(),
  aux: z.enum(["avoir", "être"]),
});

const frenchGrammar = z.object({
  verbs: z.record(z.string(), frenchVerb),
  regularEr: words,
  /** -er verbs with spelling changes the tutor does not generate (achète, appelle, paie). */
  erNotCovered: words,
  regularIr: words,
  regularRe: words,
  etreVerbs: words,
  nouns: z.record(z.string(), z.enum(["m", "f"])),
  /** masculine → feminine */
  adjectives: z.record(z.string(), z.string()),
  phrases: z.array(z.object({ de: words, fr: z.string(), en: z.string(), note: z.string() })).readonly(),
});

const topic = z.object({
  label: z.string(),
  keywords: words,
  lp21: words,
  explanation: z.string(),
  /** The question after the explanation and the answers that count as right (exact, folded). */
  check: z.object({
    question: z.string(),
    answers: z.tuple([z.string()], z.string()).readonly(),
    hint: z.string(),
  }),
});
export type GrammarTopic = z.infer<typeof topic>;

export const ENGLISH_GRAMMAR = englishGrammar.parse(en);
export const FRENCH_GRAMMAR = frenchGrammar.parse(fr);
export type FrenchVerb = z.infer<typeof frenchVerb>;

export const GRAMMAR_TOPICS = {
  en: z.array(topic).readonly().parse(topicsEn),
  fr: z.array(topic).readonly().parse(topicsFr),
};
