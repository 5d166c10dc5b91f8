import { normaliseForCrisis } from "../crisis-normalise.ts";

/**
 * What the classifier sees of a message (decision 019): the words of its normalised spelling
 * (crisis-normalise.ts), each pair of neighbouring words, the 3- to 5-letter pieces of every
 * word with its edges marked, so "umbrige", "umbringen" and "umzbringe" share most pieces and
 * a new spelling still lands near the ones the corpus has, and 6-character pieces across word
 * boundaries ("ht meh", "mehr d"), which carry short phrases in any spelling.
 */
export function messageFeatures(text: string): string[] {
  const words = normaliseForCrisis(text).split(" ").filter(Boolean).slice(0, MAX_WORDS);
  const features = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    features.add(`w:${word}`);
    if (i + 1 < words.length) features.add(`b:${word} ${words[i + 1]}`);
    const edged = ` ${word} `;
    for (let size = 3; size <= 5; size++) {
      for (let at = 0; at + size <= edged.length; at++) features.add(`c:${edged.slice(at, at + size)}`);
    }
  }
  const spanned = ` ${words.join(" ")} `;
  for (let at = 0; at + 6 <= spanned.length; at++) features.add(`x:${spanned.slice(at, at + 6)}`);
  return [...features];
}

/** Longer messages are read up to here: a pupil's message is at most 8000 characters. */
const MAX_WORDS = 2000;
