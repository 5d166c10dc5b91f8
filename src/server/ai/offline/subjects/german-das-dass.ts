// Deutsch: «das» or «dass» in a sentence the pupil quotes, judged by the word's job in the
// sentence (the Ersatzprobe: «das» can be replaced by «dieses» or «welches», «dass» cannot):
// an article before a noun, a relative pronoun after a comma and a neuter noun, a pronoun before
// the verb, or the conjunction after a verb of saying, thinking or feeling and a comma.
// Sentences these rules do not cover are said to be unchecked (docs/decisions/042-deutsch-grammar-tables.md).
import type { GrammarReply } from "./german-grammar.ts";
import { finiteLemma, low, nounGender, quotes, wordClassesOf } from "./german-lexicon.ts";

type Role = "article" | "relative" | "pronoun" | "conjunction";

const NEUTER_DETERMINERS = /^(das|ein|kein|mein|dein|sein|ihr|unser|euer|dieses|jedes|welches)$/;
const CONJUNCTION_BEFORE = /^(so|ohne|statt|anstatt|ausser|nur|bis|sodass)$/;

/** The job of the das/dass at token `i` of `tokens` (words and commas), or undefined. */
function roleAt(tokens: readonly string[], i: number): Role | undefined {
  const prev = tokens[i - 1];
  const next = tokens[i + 1] ?? "";
  const nextLow = low(next);
  if (prev === ",") {
    const before = tokens[i - 2] ?? "";
    if (/^\p{Lu}/u.test(before) && i - 2 > 0) {
      const gender = nounGender(before);
      const determiner = low(tokens[i - 3] ?? "");
      const adjectiveDeterminer = low(tokens[i - 4] ?? "");
      if (
        gender === "das" ||
        NEUTER_DETERMINERS.test(determiner) ||
        NEUTER_DETERMINERS.test(adjectiveDeterminer)
      ) {
        return "relative";
      }
      return gender ? "conjunction" : undefined;
    }
    if (["es", "etwas", "alles", "nichts", "dasjenige"].includes(low(before))) return undefined;
    // «Ich finde, das Buch ist gut»: an article before a neuter noun, in a main clause.
    const nounAfter = wordClassesOf(nextLow).includes("Adjektiv") ? (tokens[i + 2] ?? "") : next;
    if (/^\p{Lu}/u.test(nounAfter) && nounGender(nounAfter) === "das") return "article";
    return /^\p{Ll}/u.test(before) ? "conjunction" : undefined;
  }
  if (prev && CONJUNCTION_BEFORE.test(low(prev))) return "conjunction";
  // «Ich hoffe das du kommst» (comma missing): a verb before, a subject pronoun after.
  const pronounAfter = ["ich", "du", "er", "sie", "es", "wir", "ihr", "man"].includes(nextLow);
  if (prev && /^\p{Ll}/u.test(prev) && finiteLemma(prev) && pronounAfter) return "conjunction";
  if (/^\p{Lu}/u.test(next) && (nounGender(next) || !wordClassesOf(next).length)) return "article";
  if (wordClassesOf(nextLow).includes("Adjektiv")) return "article";
  if (finiteLemma(nextLow)) return "pronoun";
  if (i === 0 && ["ich", "du", "er", "sie", "es", "wir", "ihr", "man"].includes(nextLow))
    return "conjunction";
  return undefined;
}

const RIGHT_WORD: Record<Role, "das" | "dass"> = {
  article: "das",
  relative: "das",
  pronoun: "das",
  conjunction: "dass",
};

function replacedWith(tokens: readonly string[], i: number, word: string): string {
  return [...tokens.slice(0, i), word, ...tokens.slice(i + 1)]
    .join(" ")
    .replace(/ ,/g, ",")
    .replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

function reason(role: Role, tokens: readonly string[], i: number): string {
  const replaced = (word: string) => replacedWith(tokens, i, word);
  switch (role) {
    case "article":
      return `Hier ist es ein Artikel vor einem Nomen: Du kannst es durch «dieses» ersetzen («${replaced("dieses")}»).`;
    case "relative":
      return `Hier ist es ein Relativpronomen: Es bezieht sich auf das Nomen vor dem Komma, und du kannst es durch «welches» ersetzen («${replaced("welches")}»).`;
    case "pronoun":
      return `Hier ist es ein Pronomen: Du kannst es durch «dieses» ersetzen («${replaced("dieses")}»).`;
    case "conjunction":
      return `Hier ist es eine Konjunktion (ein Bindewort), die einen Nebensatz einleitet: Mach die Ersatzprobe – «${replaced("welches")}» ergibt keinen Sinn.${tokens[i - 1] === "," ? "" : " Vor dem Nebensatz steht übrigens ein Komma."}`;
  }
}

/** What the pupil says is right: "dass" or "das", the spelling in the sentence ("as-written"), or nothing (a question). */
function pupilClaim(outside: string): "das" | "dass" | "as-written" | "question" {
  const l = low(outside);
  const withWord = /\bmit\s+['«"]?(dass|das)\b(?!\s+oder)/.exec(l);
  if (withWord && !/\b(das oder dass|dass oder das)\b/.test(l)) return withWord[1] as "das" | "dass";
  if (/\b(das oder dass|dass oder das|ein oder zwei s|einem oder zwei s)\b/.test(l)) return "question";
  if (/\b(richtig|korrekt)\b|\b(oder|stimmt'?s?|gell)\s*\?*\s*$/.test(l)) return "as-written";
  return "question";
}

export function judgeDasDass(text: string): GrammarReply | undefined {
  const sentence = quotes(text).find((q) => /\b(das|dass|daß)\b/i.test(q));
  if (!sentence) return undefined;
  const tokens = sentence.replace(/ß/g, "ss").match(/\p{L}[\p{L}-]*|,/gu) ?? [];
  const occurrences = tokens.flatMap((t, i) => (/^(das|dass)$/i.test(t) ? [i] : []));
  const outside = quotes(text).reduce((rest, q) => rest.replace(q, " "), text);
  // The occurrence the pupil names («ist dass richtig»), else the one after a comma (the tricky one).
  const named = /\b(?:ist|isch|mit|wird)\s+['«"]?(dass|das)\b/.exec(low(outside))?.[1];
  const afterComma = (i: number) => tokens[i - 1] === ",";
  const at =
    occurrences.find((i) => low(tokens[i] ?? "") === named && afterComma(i)) ??
    occurrences.find((i) => low(tokens[i] ?? "") === named) ??
    occurrences.find(afterComma) ??
    occurrences[0];
  if (at === undefined) return undefined;
  const written = low(tokens[at] ?? "") as "das" | "dass";
  const role = roleAt(tokens, at);
  const claim = pupilClaim(outside);
  if (!role) {
    return {
      kind: "reply",
      text: `Diesen Satz kann ich nicht sicher prüfen. Wie bist du darauf gekommen? Mach die Ersatzprobe: Kannst du «${written}» durch «dieses» oder «welches» ersetzen, schreibst du «das» – sonst «dass».`,
    };
  }
  const right = RIGHT_WORD[role];
  const why = reason(role, tokens, at);
  if (claim === "question") {
    const probe = role === "article" || role === "pronoun" ? "dieses" : "welches";
    return {
      kind: "lead",
      text: `Mach die Ersatzprobe mit deinem Satz: Setz «${probe}» ein – «${replacedWith(tokens, at, probe)}». Ergibt das einen Sinn? Dann schreibst du «das», sonst «dass».`,
    };
  }
  if (claim === "as-written") {
    // The whole sentence as written: every das/dass in it must be right.
    const judged = occurrences.map((i) => ({ i, role: roleAt(tokens, i), written: low(tokens[i] ?? "") }));
    const wrong = judged.find((j) => j.role && RIGHT_WORD[j.role] !== j.written);
    if (wrong?.role) {
      return {
        kind: "reply",
        text: `Nein, hier passt «${wrong.written}» nicht. ${reason(wrong.role, tokens, wrong.i)} Wie schreibst du es also?`,
      };
    }
    if (judged.some((j) => !j.role)) {
      return {
        kind: "reply",
        text: `Ganz sicher prüfen kann ich diesen Satz nicht. Wie bist du darauf gekommen? Mach bei jedem «das» und «dass» die Ersatzprobe: Passt «dieses» oder «welches», schreibst du «das» – sonst «dass».`,
      };
    }
  }
  const said = claim === "as-written" ? written : claim;
  if (said === right) {
    return { kind: "reply", text: `Richtig: Hier schreibst du «${right}». ${why}` };
  }
  return {
    kind: "reply",
    text: `Nein, hier passt «${said}» nicht. ${why} Wie schreibst du es also?`,
  };
}
