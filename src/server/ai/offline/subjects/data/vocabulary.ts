import { z } from "zod";
import en from "./words-en.json" with { type: "json" };
import fr from "./words-fr.json" with { type: "json" };

// The word banks of Englisch and Französisch: the words are data in words-en.json and
// words-fr.json, checked here when the module loads (docs/decisions/037-offline-content-as-data.md).
// English nouns stand without article (the pupil may add "the"/"a"), verbs with or without "to".
// French nouns carry their article, because the gender belongs to the word (see languages.ts
// for how a missing or wrong article is judged).

const vocabTopic = z.enum(["schule", "familie", "essen", "tiere", "zeit", "verben"]);
export type VocabTopic = z.infer<typeof vocabTopic>;

const answers = z.tuple([z.string()], z.string()).readonly();

/** One German prompt and its accepted translations; the first answer is the one shown. */
const vocabEntry = z.object({ de: z.string(), answers, topic: vocabTopic });

const phrase = z.object({ de: z.string(), answers });

const wordBank = z.object({ words: z.array(vocabEntry).readonly(), phrases: z.array(phrase).readonly() });

export const WORD_BANKS = { en: wordBank.parse(en), fr: wordBank.parse(fr) };

export const VOCAB_TOPICS: readonly { id: VocabTopic; label: string; keywords: readonly string[] }[] = [
  { id: "schule", label: "Schule", keywords: ["schule", "schul"] },
  { id: "familie", label: "Familie", keywords: ["familie", "eltern", "verwandt"] },
  { id: "essen", label: "Essen", keywords: ["essen", "nahrung", "lebensmittel", "trinken"] },
  { id: "tiere", label: "Tiere", keywords: ["tier"] },
  { id: "zeit", label: "Zeit", keywords: ["zeit", "tage", "wochentag", "monat", "uhr"] },
  { id: "verben", label: "Verben", keywords: ["verb", "tuwort", "tatigkeit"] },
];
