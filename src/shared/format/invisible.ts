// Invisible Unicode can hide instructions in text a model reads but a person does not see
// (OWASP LLM01, "invisible prompt injection"): zero-width characters, bidirectional controls
// (the "Trojan Source" trick, CVE-2021-42574), tag characters U+E0000–U+E007F ("ASCII
// smuggling") and variation selectors used to smuggle bytes behind an emoji.
// Default_Ignorable_Code_Point covers zero-width, soft hyphen, bidi controls, tags and variation
// selectors; Cf adds the remaining format characters. C0/C1 controls go too, except tab and
// line breaks. https://www.unicode.org/reports/tr44/#Default_Ignorable_Code_Point
const INVISIBLE = /(?![\t\n\r])[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]/gu;
const LINE_SEPARATORS = /[\u2028\u2029\u0085]/g;

/** Removes characters a reader cannot see; line and paragraph separators become "\n". */
export function stripInvisible(text: string): string {
  return text.normalize("NFC").replace(LINE_SEPARATORS, "\n").replace(INVISIBLE, "");
}

/** True when the text holds characters that stripInvisible would remove. */
export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
