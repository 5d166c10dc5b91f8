import { z } from "zod";
import biologie from "./concepts-biologie.json" with { type: "json" };
import chemie from "./concepts-chemie.json" with { type: "json" };
import deutsch from "./concepts-deutsch.json" with { type: "json" };

// The concept banks of Deutsch, Chemie and Biologie: the words are data in concepts-*.json,
// checked here when the module loads (docs/decisions/037-offline-content-as-data.md).

/** One idea the answer should contain: any keyword counts (prefix, case and accents ignored). */
const keyIdea = z.object({ label: z.string(), keywords: z.array(z.string()).readonly(), hint: z.string() });

const conceptQuestion = z.object({
  question: z.string(),
  ideas: z.tuple([keyIdea], keyIdea).readonly(),
  /** Shown as the worked solution after several attempts. */
  explanation: z.string(),
});
export type ConceptQuestion = z.infer<typeof conceptQuestion>;

const concept = z.object({
  label: z.string(),
  keywords: z.array(z.string()).readonly(),
  /** For a pupil who asks about the concept: a short explanation with one example. */
  explanation: z.string().optional(),
  /** Lehrplan 21 codes of the subject (src/shared/domain/competencies.ts). */
  lp21: z.array(z.string()).readonly().optional(),
  questions: z.tuple([conceptQuestion], conceptQuestion).readonly(),
});

const bank = z.tuple([concept], concept).readonly();

export const CONCEPT_BANKS = {
  deutsch: { name: "Deutsch", concepts: bank.parse(deutsch) },
  chemie: { name: "Chemie", concepts: bank.parse(chemie) },
  biologie: { name: "Biologie", concepts: bank.parse(biologie) },
} as const;
export type ConceptSubject = keyof typeof CONCEPT_BANKS;
