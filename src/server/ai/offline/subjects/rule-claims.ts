// Claims about spelling rules of English and French ("Stimmt es, dass man 'I' immer gross schreibt?"),
// judged against a small curated table (data/rule-claims.json): what the rule is about, the words
// that state it, and the words that state its opposite.
import { z } from "zod";
import { foldAccents, normalise } from "../text.ts";
import table from "./data/rule-claims.json" with { type: "json" };
import type { Language } from "./translation-check.ts";

const rule = z.object({
  about: z.array(z.string()).min(1),
  says: z.array(z.string()).min(1),
  opposite: z.array(z.string()).min(1),
  fact: z.string().min(20),
});
const RULES = z.object({ en: z.array(rule), fr: z.array(rule) }).parse(table);

const CLAIM = /stimmt|richtig|korrekt|oder\??\s*$|gell|gall|\?|dass|ich (habe gelernt|glaube|denke|meine)/;
const NEGATION = /\b(nicht|nie|niemals|kein\w*|nid|nod|never|not)\b/;

/** A letter "i" in quotes (the English pronoun) is kept; other quote marks and punctuation go. */
function ruleText(input: string): string {
  return ` ${foldAccents(normalise(input))
    .replace(/[«»"“”‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

const has = (text: string, words: readonly string[]) =>
  words.some((w) => text.includes(` ${foldAccents(w.toLowerCase())}`) || text.includes(foldAccents(w)));

/** The verdict on a spelling-rule claim, or null when the message states none of the table's rules. */
export function ruleClaimReply(lang: Language, input: string): string | null {
  const text = ruleText(input);
  if (!CLAIM.test(foldAccents(input.toLowerCase()))) return null;
  for (const r of RULES[lang]) {
    if (!has(text, r.about)) continue;
    const says = has(text, r.says);
    const opposite = has(text, r.opposite);
    if (says === opposite) continue;
    // "… nicht gross …": a negated claim could mean either rule, so the tutor only states the rule.
    if (NEGATION.test(text))
      return `Ich bin nicht sicher, wie du es meinst, darum hier die Regel: ${r.fact} Passt das zu dem, was du gelernt hast?`;
    return says
      ? `Richtig. ${r.fact} Kannst du selbst ein Beispiel schreiben?`
      : `Nein, das stimmt so nicht. ${r.fact} Kannst du selbst ein Beispiel schreiben?`;
  }
  return null;
}
