export type VocabTopic = "schule" | "familie" | "essen" | "tiere" | "zeit" | "verben";

/** One German prompt and its accepted translations; the first answer is the one shown. */
export type VocabEntry = { de: string; answers: readonly [string, ...string[]]; topic: VocabTopic };

export type Phrase = { de: string; answers: readonly [string, ...string[]] };

export const VOCAB_TOPICS: readonly { id: VocabTopic; label: string; keywords: readonly string[] }[] = [
  { id: "schule", label: "Schule", keywords: ["schule", "schul"] },
  { id: "familie", label: "Familie", keywords: ["familie", "eltern", "verwandt"] },
  { id: "essen", label: "Essen", keywords: ["essen", "nahrung", "lebensmittel", "trinken"] },
  { id: "tiere", label: "Tiere", keywords: ["tier"] },
  { id: "zeit", label: "Zeit", keywords: ["zeit", "tage", "wochentag", "monat", "uhr"] },
  { id: "verben", label: "Verben", keywords: ["verb", "tuwort", "tatigkeit"] },
];
