// Everyday computer terms a pupil asks about («Was macht ein Betriebssystem?», «Was ist ein
// Browser?») that are no practice topic of their own: a short explanation with examples and a
// question back. Data in data/glossary-informatik.json, checked by zod when the module loads
// (docs/decisions/037-offline-content-as-data.md).
import { z } from "zod";
import { foldAccents, keywordText } from "../text.ts";
import glossary from "./data/glossary-informatik.json" with { type: "json" };

const entry = z.object({
  term: z.string(),
  /** Prefix of a word, case and accents ignored; a trailing space asks for the whole word. */
  keywords: z.array(z.string()).nonempty(),
  text: z.string().refine((t) => !t.includes("ß")),
  question: z.string().endsWith("?"),
});
export const INFORMATICS_GLOSSARY = z.array(entry).parse(glossary);

/** The explanation of the term the pupil names first, followed by a question; null when none. */
export function glossaryReply(input: string): string | null {
  const text = keywordText(input);
  let best: (typeof INFORMATICS_GLOSSARY)[number] | null = null;
  let bestAt = Number.POSITIVE_INFINITY;
  for (const e of INFORMATICS_GLOSSARY) {
    for (const k of e.keywords) {
      const at = text.indexOf(` ${foldAccents(k.toLowerCase())}`);
      if (at >= 0 && at < bestAt) [best, bestAt] = [e, at];
    }
  }
  return best ? `${best.text}\n\n${best.question}` : null;
}
