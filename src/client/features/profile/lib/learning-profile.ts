import { DIMENSIONS, type DimensionValues } from "#shared/domain/learning-profile.ts";

// answers.learning_profile is JSON the quiz stored (LearningProfile in the shared domain), but it
// outlives code changes, so it is read defensively: signatures may be plain strings or objects
// with a label or name, and a profile without all 12 dimension values shows no chart.
export type StoredLearningProfile = {
  primarySignature: string | null;
  signatures: string[];
  /** All 12 values, each within [-1, 1]; null when the stored profile does not have them all. */
  dimensions: DimensionValues | null;
};

function labelOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object") {
    for (const key of ["label", "name", "title", "id"]) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === "string" && field.trim()) return field.trim();
    }
  }
  return null;
}

function readDimensions(value: unknown): DimensionValues | null {
  if (!value || typeof value !== "object") return null;
  const entries = DIMENSIONS.map((d) => [d, (value as Record<string, unknown>)[d]] as const);
  if (!entries.every(([, v]) => typeof v === "number" && Number.isFinite(v))) return null;
  return Object.fromEntries(
    entries.map(([d, v]) => [d, Math.max(-1, Math.min(1, v as number))]),
  ) as DimensionValues;
}

export function readLearningProfile(
  answers: Record<string, unknown> | null | undefined,
): StoredLearningProfile | null {
  const profile = answers?.learning_profile;
  if (!profile || typeof profile !== "object") return null;
  const { primarySignature, signatures, dimensions } = profile as Record<string, unknown>;
  const list = Array.isArray(signatures)
    ? signatures.map(labelOf).filter((s): s is string => s !== null)
    : [];
  // The first signature is the main one (docs/product.md §3.2) when no primarySignature is stored.
  return {
    primarySignature: labelOf(primarySignature) ?? list[0] ?? null,
    signatures: list,
    dimensions: readDimensions(dimensions),
  };
}
