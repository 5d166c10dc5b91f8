import { phrase as p } from "../crisis-normalise.ts";

// Plainly harmless readings that overrule the classifier (never the rules): the classifier
// scores word pieces, so "ich sterbe vor Langeweile" or "mein Akku ist tot" look close to what
// it learned. Each veto names a context in which the scary words are not about the pupil's own
// safety. See decision 019.
export const CLASSIFIER_VETOES: RegExp[] = [
  p("vor langeweile|lachen|lache|lachn"),
  p("akku|handy|natel|wlan|wifi|internet|laptop|batterie ~ tot|leer|gestorben|stirbt|kaputt"),
];
