// The overall rating of a session (docs/product.md §5.6): a word for the analysis' sessionQuality score.

export type QualityWord = "Ausgezeichnet" | "Gut" | "Befriedigend" | "Ausreichend" | "Mangelhaft";

/** >=0.8 Ausgezeichnet, >=0.6 Gut, >=0.4 Befriedigend, >=0.2 Ausreichend, else Mangelhaft. */
export function qualityWord(score: number): QualityWord {
  if (score >= 0.8) return "Ausgezeichnet";
  if (score >= 0.6) return "Gut";
  if (score >= 0.4) return "Befriedigend";
  if (score >= 0.2) return "Ausreichend";
  return "Mangelhaft";
}
