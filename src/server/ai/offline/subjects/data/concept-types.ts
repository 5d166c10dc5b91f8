/** One idea the answer should contain: any keyword counts (prefix, case and accents ignored). */
export type KeyIdea = { label: string; keywords: readonly string[]; hint: string };

export type ConceptQuestion = {
  question: string;
  ideas: readonly [KeyIdea, ...KeyIdea[]];
  /** Shown as the worked solution after several attempts. */
  explanation: string;
};

export type Concept = {
  label: string;
  keywords: readonly string[];
  questions: readonly [ConceptQuestion, ...ConceptQuestion[]];
};
