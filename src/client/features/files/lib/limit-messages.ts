import { PREPARATION_MAX_FILES, SESSION_MAX_FILES } from "#shared/domain/file-limits.ts";

// The count limits in the words of docs/product.md §5.3, with its numbers written out as it words
// them (5 = PREPARATION_MAX_FILES, 3 = SESSION_MAX_FILES). `attempted` is how many files the
// pupil would have chosen with the newest drop or selection.

/** Preparation screen: at most 5 files. */
export function preparationLimitMessage(attempted: number): string | null {
  return attempted > PREPARATION_MAX_FILES
    ? `Maximal 5 Dateien erlaubt. Du versuchst ${attempted} Dateien hochzuladen.`
    : null;
}

/**
 * During a session: at most 3 files in all, counted across uploads. A full session says how
 * many it has; otherwise {max} is what is left, as the server words it too (decision 013), so
 * the pupil reads the same sentence whichever side notices first.
 */
export function sessionLimitMessage(uploaded: number, attempted: number): string | null {
  if (uploaded >= SESSION_MAX_FILES) return sessionFullMessage(uploaded);
  const left = SESSION_MAX_FILES - uploaded;
  return attempted > left
    ? `Maximal ${left} Dateien pro Session erlaubt. Du versuchst ${attempted} Dateien hochzuladen.`
    : null;
}

export const sessionFullMessage = (uploaded: number) =>
  `Maximal 3 Dateien pro Session erlaubt. Du hast bereits ${uploaded} hochgeladen.`;
