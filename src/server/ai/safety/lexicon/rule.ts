import type { CrisisKind } from "../crisis-kinds.ts";
import { phrase } from "../crisis-normalise.ts";

/**
 * One wording the detector looks for: `pattern` must match the normalised message; each of
 * `also` must match somewhere in it too (words that belong together but may stand far apart);
 * none of `unless` may match (the harmless readings of the same words).
 */
export type CrisisRule = {
  kind: CrisisKind;
  pattern: RegExp;
  also?: RegExp[];
  unless?: RegExp[];
};

type Source = string | RegExp;
const compile = (source: Source) => (typeof source === "string" ? phrase(source) : source);

/** A rule from phrases in the mini-language of `phrase()` (crisis-normalise.ts). */
export function rule(
  kind: CrisisKind,
  pattern: Source,
  options: { also?: Source[]; unless?: Source[] } = {},
): CrisisRule {
  return {
    kind,
    pattern: compile(pattern),
    ...(options.also ? { also: options.also.map(compile) } : {}),
    ...(options.unless ? { unless: options.unless.map(compile) } : {}),
  };
}
