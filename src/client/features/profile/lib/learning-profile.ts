// answers.learning_profile is written by the learning-style quiz (a later feature) and stored as
// JSON, so read it defensively: signatures may be plain strings or objects with a label or name.
export type LearningProfileSummary = { primarySignature: string | null; signatures: string[] };

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

export function readLearningProfile(
  answers: Record<string, unknown> | null | undefined,
): LearningProfileSummary | null {
  const profile = answers?.learning_profile;
  if (!profile || typeof profile !== "object") return null;
  const { primarySignature, signatures } = profile as Record<string, unknown>;
  const list = Array.isArray(signatures)
    ? signatures.map(labelOf).filter((s): s is string => s !== null)
    : [];
  // The first signature is the main one (spec section 3) when no primarySignature is stored.
  return { primarySignature: labelOf(primarySignature) ?? list[0] ?? null, signatures: list };
}
