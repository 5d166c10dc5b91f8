import { z } from "zod";
import biologie from "./statements-biologie.json" with { type: "json" };
import chemie from "./statements-chemie.json" with { type: "json" };

// Curated science statements, checked by relation (statement-check.ts): which substances go in and
// out of a process, what an item is or does, what is bigger or part of what, counts, formulas and
// claims with their common misconceptions. One bank per subject, keyed by subject id, so Physik or
// another science can add its own statements-<id>.json with the same shape.

const keywords = z.array(z.string()).readonly();

/** A process: substances that go in and come out («Fotosynthese: CO₂ und Wasser → Zucker und Sauerstoff»). */
const process = z.object({
  label: z.string(),
  /** The concept-bank topic this belongs to (concepts-<id>.json label), for the follow-up question. */
  topic: z.string().optional(),
  keywords,
  substances: z.array(z.object({ label: z.string(), keywords, role: z.enum(["in", "out", "both"]) })),
  /** The whole process in one sentence, said with every verdict. */
  summary: z.string(),
});

/** A category an item can belong to; categories of one dimension exclude each other unless an item lists several. */
const category = z.object({
  id: z.string(),
  dimension: z.string(),
  keywords,
  /** The fact that corrects a wrong claim («Fische atmen mit Kiemen …»). */
  fact: z.string().optional(),
});

const item = z.object({
  label: z.string(),
  keywords,
  topic: z.string().optional(),
  /** Category ids that are true for the item. */
  is: z.array(z.string()).readonly(),
  /** Category ids that are known to be false (where the dimension alone does not say so). */
  not: z.array(z.string()).readonly().optional(),
  /** What the item is or does, in one or two sentences: the reason given with a verdict. */
  why: z.string(),
});

/** Things ordered by size, each with the parts it is built from. */
const scale = z.object({
  topic: z.string().optional(),
  items: z.array(
    z.object({
      label: z.string(),
      keywords,
      rank: z.number(),
      parts: z.array(z.string()).readonly().optional(),
    }),
  ),
  summary: z.string(),
});

const count = z.object({
  topic: z.string().optional(),
  item: keywords,
  noun: keywords,
  value: z.number(),
  fact: z.string(),
});

const formula = z.object({ label: z.string(), keywords, formula: z.string() });

/** A claim with its verdict: every keyword group must occur; «nicht»/«kein» turns the verdict. */
const claim = z.object({
  all: z.array(keywords).min(1).readonly(),
  verdict: z.enum(["right", "wrong"]),
  reason: z.string(),
  topic: z.string().optional(),
});

/** A number scale such as the pH: the band a value belongs to. */
const bands = z.object({
  topic: z.string().optional(),
  /** How the value is named in a reply («pH»). */
  name: z.string(),
  keywords,
  bands: z.array(z.object({ below: z.number(), category: z.string() })),
  fact: z.string(),
});

export const statementBank = z.object({
  processes: z.array(process).default([]),
  categories: z.array(category).default([]),
  items: z.array(item).default([]),
  scales: z.array(scale).default([]),
  counts: z.array(count).default([]),
  formulas: z.array(formula).default([]),
  claims: z.array(claim).default([]),
  bands: z.array(bands).default([]),
});
export type StatementBank = z.infer<typeof statementBank>;

export const STATEMENT_BANKS: Record<string, StatementBank> = {
  chemie: statementBank.parse(chemie),
  biologie: statementBank.parse(biologie),
};
