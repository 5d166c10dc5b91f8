import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { crisisKindSchema } from "#server/ai/safety/crisis-kinds.ts";

// The safety corpus (decision 019): messages we wrote ourselves, one JSON object a line, in
// tune/ (what the rules were tuned on and the classifier is trained on) and holdout/ (written by
// someone who had not seen the detector, never used for tuning: its figures show whether the
// detector generalises). A further set is kept outside the repository.
const entrySchema = z.discriminatedUnion("kind", [
  z.object({
    text: z.string().min(1),
    kind: crisisKindSchema,
    style: z.enum(["standard", "swiss", "teen"]),
  }),
  z.object({
    text: z.string().min(1),
    kind: z.literal("none"),
    style: z.enum(["standard", "swiss", "teen"]),
    area: z.string().min(1),
  }),
]);
export type CorpusEntry = z.infer<typeof entrySchema>;

export const SPLITS = ["tune", "holdout"] as const;
export type Split = (typeof SPLITS)[number];

export function readCorpusFile(path: string | URL): CorpusEntry[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line, i) => {
      const parsed = entrySchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${String(path)}:${i + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}

/** The files of a split, in name order. */
export function splitFiles(split: Split): URL[] {
  const dir = new URL(`./${split}/`, import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => new URL(name, dir));
}

/** sha256 over the tune split's files: what the classifier was trained on (model.json). */
export function corpusDigest(): string {
  const hash = createHash("sha256");
  for (const file of splitFiles("tune")) hash.update(readFileSync(file));
  return hash.digest("hex");
}

export function readSplit(split: Split): CorpusEntry[] {
  return splitFiles(split).flatMap((file) => readCorpusFile(file));
}

export type Tally = { total: number; flagged: number };
export type Evaluation = {
  /** Distress messages per kind: how many were flagged (recall = flagged / total). */
  kinds: Record<string, Tally>;
  /** Harmless messages per area: how many were flagged (false positives). */
  areas: Record<string, Tally>;
  recall: number;
  falsePositiveRate: number;
  /** Distress messages flagged with another kind than their label (still shown the card). */
  otherKind: number;
  missed: CorpusEntry[];
  falseAlarms: CorpusEntry[];
};

/** Scores a detector (kind or null per message) on a list of labelled messages. */
export async function evaluate(
  entries: readonly CorpusEntry[],
  detect: (text: string) => string | null | Promise<string | null>,
): Promise<Evaluation> {
  const kinds: Record<string, Tally> = {};
  const areas: Record<string, Tally> = {};
  const missed: CorpusEntry[] = [];
  const falseAlarms: CorpusEntry[] = [];
  let otherKind = 0;
  for (const entry of entries) {
    const found = await detect(entry.text);
    const key = entry.kind === "none" ? entry.area : entry.kind;
    const tally = entry.kind === "none" ? areas : kinds;
    tally[key] ??= { total: 0, flagged: 0 };
    tally[key].total++;
    if (found) tally[key].flagged++;
    if (entry.kind === "none" && found) falseAlarms.push(entry);
    if (entry.kind !== "none" && !found) missed.push(entry);
    if (entry.kind !== "none" && found && found !== entry.kind) otherKind++;
  }
  const sum = (t: Record<string, Tally>) =>
    Object.values(t).reduce((a, b) => ({ total: a.total + b.total, flagged: a.flagged + b.flagged }), {
      total: 0,
      flagged: 0,
    });
  const distress = sum(kinds);
  const harmless = sum(areas);
  return {
    kinds,
    areas,
    recall: distress.flagged / distress.total,
    falsePositiveRate: harmless.flagged / harmless.total,
    otherKind,
    missed,
    falseAlarms,
  };
}
