// Informatik statements with common misconceptions («Das Internet und das WWW sind dasselbe»),
// judged right or wrong with a reason, and coaching for a pupil who asks for finished code.
// The content is data (data/statements-informatik.json, data/coding-tasks-informatik.json),
// checked by zod when the module loads (docs/decisions/037-offline-content-as-data.md).
import { z } from "zod";
import { hasKeyword, keywordText } from "../text.ts";
import codingTasks from "./data/coding-tasks-informatik.json" with { type: "json" };
import statements from "./data/statements-informatik.json" with { type: "json" };
import type { Verdict } from "./informatics-claims.ts";

const statement = z.object({
  /** The statement as written, for readers of the data. */
  claim: z.string(),
  /** Every group must match (any keyword of a group, prefix of a word, case and accents ignored). */
  keywords: z.array(z.array(z.string()).nonempty()).nonempty(),
  /** Whether the statement, as written without negation, is true. */
  true: z.boolean(),
  reason: z.string(),
  /** The core topic to practise afterwards (informatics-topics.ts). */
  topic: z.string(),
});
export const INFORMATICS_STATEMENTS = z.array(statement).parse(statements);

const codingTask = z.object({ keywords: z.array(z.string()).nonempty(), guide: z.string() });
const CODING_TASKS = z.array(codingTask).parse(codingTasks);

const OPINION =
  /\b(beste|besten|bester|bestes|schlechteste\w*|coolste\w*|schonste\w*|lieblings\w*|besser als|schlechter als|am besten|am liebsten|lasst|geil|mega)\b/;

const NEGATION = /^(nicht|nid|nod|ned|kein|keine|keinen|keinem|keiner|nie|niemals)$/;

function hasNegation(text: string): boolean {
  return keywordText(text)
    .trim()
    .split(" ")
    .some((w) => NEGATION.test(w));
}

/**
 * The statement the pupil's claim matches (all keyword groups, the most specific first), judged:
 * a negation in the pupil's sentence («… sind nicht dasselbe») turns the truth around, unless
 * the statement's own keywords hold the negation.
 */
export function judgeStatement(input: string): Verdict | null {
  // «Python ist die beste Sprache» is an opinion: no fact in the bank decides it.
  const opinion = OPINION.test(keywordText(input));
  let best: (typeof INFORMATICS_STATEMENTS)[number] | null = null;
  for (const s of INFORMATICS_STATEMENTS) {
    if (!s.keywords.every((group) => hasKeyword(input, group))) continue;
    if (!best || s.keywords.length > best.keywords.length) best = s;
  }
  if (!best || (opinion && !best.keywords.some((g) => g.some((k) => OPINION.test(` ${k} `))))) return null;
  const ownNegation = best.keywords.some((g) => g.some((k) => hasNegation(k)));
  const negated = hasNegation(input) && !ownNegation;
  return { truth: negated ? !best.true : best.true, reason: best.reason, topic: best.topic };
}

const WANTS_CODE =
  /\bprogrammier\w* (mir|mer|mich|du)\b|\b(code|programm|skript|script)\b.*\b(geben|gibst|schreiben|schreibst|machen|zeigen|programmieren)\b|\b(schreib|schrib|gib|gimmer|mach|programmier|erstell|zeig|loes|los)\w*\b.*\b(code|programm|funktion|skript|script|quellcode|python-code)\b|\b(code|programm|funktion|skript)\b.*\b(fur mich|fur mi|schreiben|machen)\b/;

/** A pupil who asks for finished code gets the way there, never the code (docs/product.md §4). */
export function codeRequestReply(input: string): string | null {
  const text = keywordText(input);
  if (!WANTS_CODE.test(text)) return null;
  // «Mein Programm funktioniert nicht»: that is debugging, not a request for code.
  if (/ (funktioniert|geht|klappt|lauft) (nicht|nid|nod)|fehler|bug/.test(text)) return null;
  if (/^ (was|wa) (ist|isch|sind|bedeutet|heisst) /.test(text)) return null;
  const task = CODING_TASKS.find((t) => hasKeyword(input, t.keywords));
  const guide =
    task?.guide ??
    "Überleg zuerst: Was geht in dein Programm hinein (Eingabe), was soll herauskommen (Ausgabe), und welche Schritte führen dahin? Brauchst du eine Variable, eine Schleife oder eine Verzweigung (if)? Schreib mir deinen ersten Versuch, dann schauen wir ihn zusammen an.";
  return `Den fertigen Code schreibe ich dir nicht – so lernst du es selbst, und ich helfe dir Schritt für Schritt. ${guide}`;
}
