// Deutsch: «Mein Kollege sagt, 'schnell' ist ein Adjektiv, aber ich glaube, es ist ein Nomen.»
// The tutor judges the pupil's own claim, not the one they report from someone else: judging the
// whole message would confirm the colleague's right part and praise the pupil's wrong one
// (docs/decisions/042-deutsch-grammar-tables.md, Round 2).

// Someone else's claim: «mein Kollege sagt», «meine Lehrerin meint», «Lara behauptet», «die anderen sagen».
const OTHER =
  /\b(?!ich\b|i\b)\p{L}+\s+(?:sagt|sagen|meint|meinen|behauptet|behaupten|findet|denkt|glaubt)\b/u;
// The pupil's own: «ich glaube», «ich denke», «ich bin sicher», Swiss «i glaub», «i dänk».
const OWN =
  /\b(?:ich|i)\s+(?:glaube?|denke?|dänk|meine?|finde?|bin (?:mir )?(?:sicher|überzeugt)|sage?|würde sagen)\b\s*,?\s*(?:dass\s+)?/iu;
// One claim ends at «aber», «doch», «jedoch», «sondern» or the end of its sentence.
const firstClause = (s: string) =>
  (s.split(/\s*,?\s*\b(?:aber|doch|jedoch|sondern)\b|[.;!?]/u)[0] ?? "").trim();
const PRONOUN_SUBJECT = /^(?:es|das|er|sie|dieses|dies)\s+(?:ist|isch|sei|wäre|sind)\s+/iu;
const COPULA = /\s(?:ist|isch|sei|wäre|sind)\s/giu;
const LEAD = /^\s*,?\s*(?:dass\s+)?/iu;

/** «'schnell' ist ein Adjektiv» → «'schnell'»: what the other person's claim is about. */
function claimSubject(other: string): string | undefined {
  const lead = LEAD.exec(other)?.[0] ?? "";
  const plain = lead.includes("dass") ? verbSecond(other.slice(lead.length)) : other.slice(lead.length);
  const links = [...plain.matchAll(COPULA)];
  const last = links.at(-1);
  return last?.index === undefined ? undefined : plain.slice(0, last.index).trim();
}

const verbSecond = (clause: string) => clause.trim().replace(VERB_FINAL, "$1 ist $2$4");
// «dass 'schnell' ein Nomen ist» → «'schnell' ist ein Nomen» (verb-final clause to a plain claim).
const VERB_FINAL =
  /^(.+?)\s+((?:eher\s+|doch\s+)?(?:ein|eine|der|die|das)\s+\p{L}+)\s+(ist|sei|wäre)\s*([.!?]*)$/u;

/**
 * The pupil's own claim when the message reports someone else's claim too, with a pronoun standing
 * for a quoted word replaced by that word; undefined when there is no such contrast.
 */
export function pupilsOwnClaim(text: string): string | undefined {
  const other = OTHER.exec(text);
  const own = OWN.exec(text);
  if (!other || !own) return undefined;
  let claim: string;
  if (own.index > other.index) {
    claim = firstClause(text.slice(own.index + own[0].length));
  } else {
    // «Ich glaube, es ist ein Nomen, aber mein Kollege sagt …»: up to where the other claim begins.
    claim = firstClause(text.slice(own.index + own[0].length, other.index));
  }
  const otherClaim = () => firstClause(text.slice(other.index + other[0].length).replace(/^\s*,\s*/u, ""));
  // «Mein Kollege sagt, 'Hund' ist ein Nomen. Ich glaube das auch.»: the pupil makes the other claim.
  if (/^(?:das|es)?\s*(?:auch|ebenfalls|genauso)\b/iu.test(claim)) return otherClaim() || undefined;
  const dass = /\bdass\s*$/u.test(own[0]);
  claim = dass ? verbSecond(claim) : claim.trim();
  // «Lara sagt, die Mehrzahl von Maus ist Mausen, aber ich glaube, es ist Mäuse»: «es» stands for
  // what the other claim is about, so the pupil's claim is «die Mehrzahl von Maus ist Mäuse».
  if (PRONOUN_SUBJECT.test(claim)) {
    const subject = claimSubject(otherClaim());
    if (!subject) return claim.length > 0 ? claim : undefined;
    claim = `${subject} ist ${claim.replace(PRONOUN_SUBJECT, "")}`;
  }
  return claim.length > 0 ? claim : undefined;
}
