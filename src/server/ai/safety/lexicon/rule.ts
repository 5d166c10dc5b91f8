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

/** `rule` for the one kind a lexicon file holds ("const ed = ruleFor('eating_disorder')"). */
export const ruleFor =
  (kind: CrisisKind) =>
  (pattern: Source, options: { also?: Source[]; unless?: Source[] } = {}): CrisisRule =>
    rule(kind, pattern, options);

/** One expression that matches where any of the phrases matches. */
export const anyOf = (...sources: Source[]) =>
  new RegExp(sources.map((source) => `(?:${compile(source).source})`).join("|"));

/** An `unless` that vetoes when `harmless` is named and `real` is not ("5:0 geschlagen", unless it hurt). */
export const harmlessUnless = (harmless: Source, real: Source) =>
  new RegExp(`^(?!.*(?:${compile(real).source})).*(?:${compile(harmless).source})`);
