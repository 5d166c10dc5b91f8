// Deutsch: a pupil's claim about a form or a sentence («'den Hund' ist Dativ, oder?», «Die Mehrzahl
// von Buch ist Buchs») is judged from the curated tables (german-lexicon.ts), never by keywords:
// right is confirmed, wrong gets the reason (the withheld form is not named), and what the tables
// do not cover is said honestly, with a question how the pupil got there
// (docs/decisions/042-deutsch-grammar-tables.md).
import type { Case } from "./data/german-tables.ts";
import { judgeDasDass } from "./german-das-dass.ts";
import {
  analyseCase,
  CASE_QUESTION,
  CLASS_GLOSS,
  caseNamed,
  contraction,
  findSub,
  finiteLemma,
  low,
  nounBySingular,
  nounGender,
  prepositionCase,
  quotes,
  verbInfo,
  type WordClass,
  wordClassesOf,
  wordClassNamed,
  words,
} from "./german-lexicon.ts";

/** A reply of its own, or a lead to put before the practice session's reply. */
export type GrammarReply = {
  text: string;
  kind: "reply" | "lead";
  /** For a form the pupil is to find: checks their next short answer («Äpfel»). */
  followUp?: (answer: string) => GrammarReply | undefined;
};

const W = "\\p{L}[\\p{L}-]*";
const Q = "['‘‚«\"„“]?";
const QE = "['’‘»\"“”]?";

/** The sentence a pupil asks about (the longest quote) and the part of it in question. */
function sentenceAndPart(text: string): { sentence: string[]; part: string[] } | undefined {
  const qs = quotes(text).map(words);
  if (qs.length === 0) return undefined;
  const sentence = [...qs].sort((a, b) => b.length - a.length)[0] ?? [];
  const part =
    qs.find((q) => q !== sentence && findSub(sentence, q) >= 0) ?? (qs.length === 1 ? [] : undefined);
  return part === undefined ? undefined : { sentence, part };
}

const STOP = new Set(
  "oder stimmt stimmts richtig gell ist isch nicht ich das es die d der den dem von vo mehrzahl plural".split(
    " ",
  ),
);

// --- Plural -------------------------------------------------------------------------------

const PLURAL_OF = new RegExp(
  `(?:mehrzahl|plural)\\s+(?:von|vo|zu)\\s+(?:der |die |das |dem |em |de )?${Q}(${W})${QE}(?:[\\s,:=→-]+(?:ist|isch|heisst|lautet|sind)?\\s*(?:die |d )?${Q}(${W})${QE})?`,
  "u",
);
const PLURAL_CLAIM_FIRST = new RegExp(
  `(?:ist|isch|sind)\\s+(?:die |d )?${Q}(${W})${QE}\\s+(?:die |d )?(?:mehrzahl|plural)\\s+(?:von|vo)\\s+(?:der |die |das |dem )?${Q}(${W})`,
  "u",
);

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function umlautFree(word: string): string {
  return low(word).replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u").replace(/äu/g, "au");
}

function pluralHint(singular: string, plural: string): string {
  const umlaut = /[äöü]/.test(low(plural)) && !/[äöü]/.test(low(singular));
  const ending = umlautFree(plural).startsWith(umlautFree(singular))
    ? umlautFree(plural).slice(umlautFree(singular).length)
    : "";
  const parts = [
    umlaut ? "bekommt einen Umlaut (a, o, u werden zu ä, ö, ü)" : "bekommt keinen Umlaut",
    ending ? `hat eine eigene Endung` : "hat keine zusätzliche Endung",
  ];
  return `Die Mehrzahl von «${singular}» ${parts.join(" und ")}.`;
}

/** A single word as the answer to an open form question (not «weiter», «Tipp», «ja» …). */
const FORM_ANSWER = /^\s*['«"]?(?:die |ich |er |sie |es )?(?:hat |ist |bin |habe )?\p{L}+['»"]?[\s.!?]*$/u;
const NOT_AN_ANSWER =
  /^(weiter|tipp|hilfe|hinweis|ja|nein|nei|ok|okay|danke|merci|lösung|losung|keine|hallo|hoi)\b/;
const asAnswer = (answer: string) => FORM_ANSWER.test(answer) && !NOT_AN_ANSWER.test(low(answer.trim()));

function pluralFollowUp(singular: string): (answer: string) => GrammarReply | undefined {
  return (answer) =>
    asAnswer(answer) ? checkPlural(`Die Mehrzahl von ${singular} ist ${answer}`) : undefined;
}

function checkPlural(text: string): GrammarReply | undefined {
  const lowText = low(text);
  let singular: string | undefined;
  let claimed: string | undefined;
  const first = PLURAL_CLAIM_FIRST.exec(lowText);
  if (first && !STOP.has(first[1] ?? "")) [claimed, singular] = [first[1], first[2]];
  else {
    const m = PLURAL_OF.exec(lowText);
    if (!m) return undefined;
    singular = m[1];
    claimed = m[2] && !STOP.has(m[2]) ? m[2] : undefined;
  }
  if (!singular) return undefined;
  const noun = nounBySingular(singular);
  if (!noun) {
    return {
      kind: "reply",
      text: `«${capitalise(singular)}» steht nicht in meiner Wörterliste, darum kann ich die Mehrzahl (den Plural) nicht sicher prüfen. Wie bist du darauf gekommen? Im Wörterbuch steht die Mehrzahl gleich hinter dem Wort.`,
    };
  }
  const main = noun.plural[0] ?? "";
  if (!claimed) {
    return {
      kind: "reply",
      text: `Finde die Mehrzahl (den Plural) von «${noun.singular}» selbst: Sag «ein ${noun.singular} – viele …». ${pluralHint(noun.singular, main)} Wie heisst sie?`,
      followUp: pluralFollowUp(noun.singular),
    };
  }
  const hit = noun.plural.find((p) => low(p) === claimed);
  if (hit) {
    const asWritten = words(text).find((w) => low(w) === claimed) ?? hit;
    const capital = /^\p{Ll}/u.test(asWritten) ? ` Schreib es als Nomen gross: «${hit}».` : "";
    return {
      kind: "reply",
      text: `Richtig: ${noun.gender} ${noun.singular} – die ${hit}. Das ist die Mehrzahl (der Plural).${capital}`,
    };
  }
  if (claimed === low(noun.singular)) {
    return {
      kind: "reply",
      text: `«${noun.singular}» ist die Einzahl, nicht die Mehrzahl (der Plural). Sag «ein ${noun.singular} – viele …». ${pluralHint(noun.singular, main)}`,
      followUp: pluralFollowUp(noun.singular),
    };
  }
  const sEnding =
    claimed.endsWith("s") && !main.endsWith("s")
      ? " Mit «-s» bilden nur wenige Wörter die Mehrzahl, zum Beispiel «Autos»."
      : "";
  return {
    kind: "reply",
    text: `Nein, «${capitalise(claimed)}» ist nicht die Mehrzahl (der Plural) von «${noun.singular}».${sEnding} ${pluralHint(noun.singular, main)} Sag es laut: «ein ${noun.singular} – viele …» – wie klingt es?`,
    followUp: pluralFollowUp(noun.singular),
  };
}

// --- Verb forms -----------------------------------------------------------------------------

const VERB_FORM = new RegExp(
  `(prateritum|präteritum|praeteritum|imperfekt|mitvergangenheit|vergangenheit|partizip(?: ii| 2| zwei)?|perfekt)\\s+(?:von|vo|zu)\\s+${Q}(${W})${QE}(?:[\\s,:=→-]+(?:ist|isch|heisst|lautet)?\\s*${Q}((?:${W}\\s*){1,3})${QE})?`,
  "u",
);
// «Ist 'gegessen' das Partizip von essen?»: the form first.
const VERB_CLAIM_FIRST = new RegExp(
  `^(?:ist|isch)\\s+${Q}((?:${W}\\s*){1,2})${QE}\\s+(?:das|de|s)\\s+(prateritum|präteritum|praeteritum|imperfekt|vergangenheit|partizip(?: ii| 2| zwei)?|perfekt)\\s+(?:von|vo)\\s+${Q}(${W})`,
  "u",
);
const PRONOUNS = new Set(["ich", "du", "er", "sie", "es", "man", "wir", "ihr"]);
const AUX_FORMS: Record<string, "haben" | "sein"> = {
  hat: "haben",
  habe: "haben",
  hast: "haben",
  haben: "haben",
  ist: "sein",
  bin: "sein",
  bist: "sein",
  sind: "sein",
  sein: "sein",
};

// «gehen, ging, gegangen – stimmt das?»: the three principal parts in a row.
const PRINCIPAL_PARTS = new RegExp(
  `(${W})\\s*[,–—/-]\\s*(${W})\\s*[,–—/-]\\s*(?:(?:hat|ist|habe|bin)\\s+)?(${W})`,
  "u",
);

function checkPrincipalParts(text: string): GrammarReply | undefined {
  const m = PRINCIPAL_PARTS.exec(low(text));
  const info = m ? verbInfo(m[1] ?? "") : undefined;
  if (!m || !info) return undefined;
  const [, infinitive = "", preterite = "", participle = ""] = m;
  const pre = info.kind === "strong" ? info.verb.preterite : info.preterite;
  const par = info.kind === "strong" ? info.verb.participle : info.participle;
  // «spielen, lernen, lesen» is a list of verbs, not principal parts.
  if (verbInfo(preterite) || !(participle.startsWith("ge") || par.includes(participle))) return undefined;
  const wrong = [
    pre.includes(preterite) ? "" : `«${preterite}» ist nicht das Präteritum`,
    par.includes(participle) ? "" : `«${participle}» ist nicht das Partizip II`,
  ].filter(Boolean);
  if (wrong.length === 0) {
    return {
      kind: "reply",
      text: `Richtig: ${infinitive} – ${preterite} – ${participle}. Das sind die drei Stammformen von «${infinitive}».`,
    };
  }
  return {
    kind: "reply",
    text: `Nicht ganz: ${wrong.join(", und ")} von «${infinitive}». «${infinitive}» ist ${info.kind === "strong" ? "unregelmässig (stark) – der Stamm ändert sich" : "regelmässig (schwach) – Präteritum mit «-te», Partizip mit «ge-» und «-t»"}. Sprich es in Sätzen: «Gestern …» und «Ich habe/bin …». Wie heissen die Formen?`,
  };
}

function verbFollowUp(name: string, infinitive: string): (answer: string) => GrammarReply | undefined {
  return (answer) =>
    asAnswer(answer) ? checkVerbForm(`${name} von ${infinitive} ist ${answer}`) : undefined;
}

function checkVerbForm(text: string): GrammarReply | undefined {
  const first = VERB_CLAIM_FIRST.exec(low(text.trim()));
  const m = first ? [first[0], first[2], first[3], first[1]] : VERB_FORM.exec(low(text));
  if (!m) return undefined;
  const [, tenseWord = "", infinitive = "", rest = ""] = m;
  const claim = words(rest).filter(
    (w) => (!PRONOUNS.has(w) && !STOP.has(w)) || (AUX_FORMS[w] === "sein" && w === "ist"),
  );
  const aux = claim.find((w) => AUX_FORMS[w]);
  const form = claim.filter((w) => !AUX_FORMS[w]).at(-1);
  const perfect =
    /partizip|perfekt/.test(tenseWord) ||
    (tenseWord === "vergangenheit" && (aux !== undefined || /^ge/.test(form ?? "")));
  const name = perfect ? (tenseWord.startsWith("partizip") ? "Partizip II" : "Perfekt") : "Präteritum";
  const info = verbInfo(infinitive);
  if (!info) {
    return {
      kind: "reply",
      text: `Das Verb «${infinitive}» steht nicht in meiner Liste, darum kann ich das ${name} nicht sicher prüfen. Wie bist du darauf gekommen? Tipp: Bei regelmässigen Verben hängst du im Präteritum «-te» an den Stamm (spielen – spielte), unregelmässige ändern ihren Stamm (gehen – ging).`,
    };
  }
  const strong = info.kind === "strong";
  const expected = perfect
    ? strong
      ? info.verb.participle
      : info.participle
    : strong
      ? info.verb.preterite
      : info.preterite;
  const auxiliaries = strong ? info.verb.auxiliaries : ["haben"];
  const noGe = !strong && !(expected[0] ?? "").startsWith("ge");
  const kindWord = !strong
    ? noGe && perfect
      ? "ein regelmässiges (schwaches) Verb, aber Verben mit be-, ver-, er-, ent- … vorne und Verben auf -ieren bekommen im Partizip kein «ge-»"
      : "ein regelmässiges (schwaches) Verb: Im Präteritum hängst du «-te» an den Stamm, das Partizip bildest du mit «ge-» und «-t»"
    : perfect
      ? "ein unregelmässiges (starkes) Verb: Sein Partizip endet meist nicht auf «-t», und oft ändert sich der Stamm"
      : "ein unregelmässiges (starkes) Verb: Es ändert im Präteritum seinen Stamm, und man hängt nicht einfach «-te» an";
  if (!form) {
    return {
      kind: "reply",
      text: `«${infinitive}» ist ${kindWord}. Probier es selbst: Wie heisst das ${name} von «${infinitive}»? Ein Satz hilft: «Gestern …»`,
      followUp: verbFollowUp(name, infinitive),
    };
  }
  const endings = perfect ? [""] : ["", "st", "en", "n", "t"];
  const formOk = expected.some((e) => endings.some((end) => low(e) + end === form));
  const auxOk = !perfect || !aux || auxiliaries.includes(AUX_FORMS[aux] ?? "");
  if (formOk && auxOk && perfect && aux && AUX_FORMS[aux] !== auxiliaries[0]) {
    return {
      kind: "reply",
      text: `Das geht: «${aux} ${form}». Bei «${infinitive}» sind beide Hilfsverben möglich – meist sagt man es mit «${auxiliaries[0]}», mit «${AUX_FORMS[aux]}» nur in bestimmten Sätzen (zum Beispiel «Ich habe das Auto gefahren» oder in der Schweiz «Ich bin gestanden»).`,
    };
  }
  if (formOk && auxOk) {
    const auxNote = perfect && name === "Perfekt" ? ` Das Perfekt bildest du mit «${auxiliaries[0]}».` : "";
    return {
      kind: "reply",
      text: `Richtig: Das ${name} von «${infinitive}» ist «${[aux, form].filter(Boolean).join(" ")}».${auxNote} «${infinitive}» ist ${strong ? "unregelmässig (stark)" : "regelmässig (schwach)"}.`,
    };
  }
  if (formOk) {
    return {
      kind: "reply",
      text: `Die Form «${form}» passt, aber das Hilfsverb nicht: Bei «${infinitive}» bildest du diese Vergangenheit mit «${auxiliaries[0]}», nicht mit «${AUX_FORMS[aux ?? ""]}». Verben der Bewegung (gehen, fahren) nehmen meist «sein». Wie heisst der Satz also?`,
      followUp: verbFollowUp(name, infinitive),
    };
  }
  return {
    kind: "reply",
    text: `Nein, «${form}» ist nicht das ${name} von «${infinitive}». «${infinitive}» ist ${kindWord}. Sprich einen Satz in der Vergangenheit: «Gestern ${perfect ? `${auxiliaries[0] === "sein" ? "bin" : "habe"} ich …` : "…"}» – wie klingt es richtig?`,
    followUp: verbFollowUp(name, infinitive),
  };
}

// --- Cases --------------------------------------------------------------------------------

const PREPOSITION_CLAIM = new RegExp(
  `(?:nach|bei|auf)\\s+${Q}(${W})${QE}\\s+(?:kommt|steht|folgt|braucht|verlangt|gibt)`,
  "u",
);
const PREPOSITION_VERB = new RegExp(
  `${Q}(${W})${QE}\\s+(?:verlangt|braucht|regiert|hat|nimmt|mit|\\+)\\s+(?:immer |den |dem )*(?:nominativ|akkusativ|dativ|genitiv)`,
  "u",
);

function checkPrepositionCase(text: string, claim: Case): GrammarReply | undefined {
  const l = low(text);
  const quoted = quotes(text).filter((q) => words(q).length === 1 && prepositionCase(q));
  const preposition = PREPOSITION_CLAIM.exec(l)?.[1] ?? PREPOSITION_VERB.exec(l)?.[1] ?? quoted[0];
  const pc = preposition ? prepositionCase(preposition) : undefined;
  if (!preposition || !pc) return undefined;
  const p = low(preposition);
  const example = quotes(text)
    .map(words)
    .find((q) => q.length > 1 && low(q[0] ?? "") === p);
  if (pc === "Wechsel") {
    const ok = claim === "Akkusativ" || claim === "Dativ";
    return {
      kind: "reply",
      text: `${ok ? "Das kommt auf den Satz an" : `Nein, nach «${p}» steht nie der ${claim}`}: «${p}» ist eine Wechselpräposition. Fragst du «Wohin?», folgt der Akkusativ (in den Garten), fragst du «Wo?», folgt der Dativ (im Garten). Welche Frage passt zu deinem Satz?`,
    };
  }
  if (pc === claim) {
    return {
      kind: "reply",
      text: `Richtig: Nach «${p}» steht immer der ${pc}. Du prüfst es mit der Frage «${p} ${CASE_QUESTION[pc].replace(" …?", "").replace(" oder was", "").toLowerCase()}?».`,
    };
  }
  const question = CASE_QUESTION[pc].replace(" …?", "").replace(" oder was", "").toLowerCase();
  let extra = "";
  if (example) {
    const a = analyseCase(example, example);
    const article = example[1];
    if (a && !a.cases.has(pc) && article) {
      extra = ` Darum passt «${example.join(" ")}» nicht: «${article}» ist hier nicht die Form für den ${pc}. Wie heisst der Begleiter im ${pc}?`;
    }
  }
  return {
    kind: "reply",
    text: `Nein, nach «${p}» kommt nicht der ${claim}, sondern immer der ${pc}. Frag «${p} ${question}?» – das ist die ${pc}-Frage.${extra}`,
  };
}

const DETERMINER =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|kein\p{L}*|mein\p{L}*|dein\p{L}*|sein\p{L}*|unser\p{L}*|dies\p{L}*)$/u;

/** Without quotes («dem Hund ist Dativ, oder?»): the first article with a noun from the table. */
function unquotedGroup(text: string): { sentence: string[]; part: string[] } | undefined {
  const all = words(text);
  for (let i = 0; i + 1 < all.length; i++) {
    const w = low(all[i] ?? "");
    const noun = all[i + 1] ?? "";
    if (DETERMINER.test(w) && nounGender(noun) && !caseNamed(noun)) {
      const before = all[i - 1] ?? "";
      const withPreposition = prepositionCase(before) || contraction(before) ? [before] : [];
      return { sentence: all, part: [...withPreposition, all[i] ?? "", noun] };
    }
  }
  return undefined;
}

/** «Ist 'wegen dem Regen' richtig?»: the article after a preposition must show its case. */
function checkPrepositionPhrase(text: string): GrammarReply | undefined {
  if (caseNamed(text)) return undefined;
  const phrases = quotes(text)
    .map(words)
    .filter((q) => q.length >= 3 && q.length <= 5 && prepositionCase(q[0] ?? ""));
  const first = phrases[0];
  const pc = first ? prepositionCase(first[0] ?? "") : undefined;
  if (!first || !pc || pc === "Wechsel") return undefined;
  const p = low(first[0] ?? "");
  const rule = `Nach «${p}» steht der ${pc} (Frage: «${CASE_QUESTION[pc]}»).`;
  if (phrases.length > 1) {
    return {
      kind: "reply",
      text: `${rule} Schau bei beiden Formen auf den Begleiter: Welcher zeigt den ${pc}?`,
    };
  }
  const a = analyseCase(first.slice(1), []);
  if (!a) return undefined;
  const shown = first.join(" ");
  if (!a.cases.has(pc)) {
    const spoken = pc === "Genitiv" ? " Im Alltag hört man oft den Dativ, geschrieben gilt der Genitiv." : "";
    return {
      kind: "reply",
      text: `Nein, «${shown}» passt nicht ganz. ${rule} «${first[1]}» zeigt hier aber den ${[...a.cases].join(" oder ")}.${spoken} Wie heisst der Begleiter im ${pc}?`,
    };
  }
  if (a.cases.size === 1) return { kind: "reply", text: `Richtig: «${shown}». ${rule}` };
  return undefined;
}

function checkCase(text: string): GrammarReply | undefined {
  const claim = caseNamed(text);
  if (!claim) return undefined;
  const prepositional = checkPrepositionCase(text, claim);
  if (prepositional) return prepositional;
  const found = sentenceAndPart(text) ?? unquotedGroup(text);
  if (!found) return undefined;
  const phrase = found.part.length > 0 ? found.part : found.sentence;
  if (phrase.length > 5) return undefined;
  const a = analyseCase(phrase, found.sentence);
  const shown = phrase.join(" ");
  if (!a) {
    return {
      kind: "reply",
      text: `Bei «${shown}» kann ich den Fall mit meinen Tabellen nicht sicher bestimmen. Wie bist du auf den ${claim} gekommen? Mach die Frageprobe: Wer oder was? (Nominativ), Wessen? (Genitiv), Wem? (Dativ), Wen oder was? (Akkusativ).`,
    };
  }
  if (a.cases.size === 1 && a.cases.has(claim)) {
    return {
      kind: "reply",
      text: `Richtig: «${shown}» steht im ${claim}. ${a.reason} Du prüfst es mit der Frage «${CASE_QUESTION[claim]}».`,
    };
  }
  if (!a.cases.has(claim)) {
    const real = [...a.cases];
    const fits = real.map((c) => `«${CASE_QUESTION[c]}» (${c})`).join(" oder ");
    return {
      kind: "reply",
      text: `Nein, «${shown}» steht hier nicht im ${claim} (${CASE_QUESTION[claim].replace(" …?", "-Fall").replace(" oder was", "")}). ${a.reason} Mach die Frageprobe mit deinem Satz: Passt ${fits}?`,
    };
  }
  return {
    kind: "reply",
    text: `Das kann ich nicht sicher entscheiden: «${shown}» könnte hier ${[...a.cases].join(" oder ")} sein. Wie bist du auf den ${claim} gekommen? Mach die Frageprobe: Welche Frage passt – ${[...a.cases].map((c) => `«${CASE_QUESTION[c]}»`).join(" oder ")}?`,
  };
}

// --- Subjekt and Satzglieder -----------------------------------------------------------------

const COPULA = new Set(["sein", "werden", "bleiben", "heissen", "ist", "sind", "war", "wird"]);

/** The finite verb of a sentence and its position, found from the tables. */
function finiteVerb(sentence: readonly string[]): { at: number; word: string } | undefined {
  for (let i = 0; i < sentence.length && i < 8; i++) {
    const w = sentence[i] ?? "";
    if (i > 0 && /^\p{Lu}/u.test(w)) continue;
    if (
      finiteLemma(w) &&
      !(i === 0 && /^\p{Lu}/u.test(w) && sentence.length > 1 && finiteLemma(sentence[1] ?? ""))
    ) {
      return { at: i, word: w };
    }
  }
  return undefined;
}

function checkSubject(text: string): GrammarReply | undefined {
  if (!/subjekt/.test(low(text))) return undefined;
  const found = sentenceAndPart(text);
  if (!found || found.part.length === 0) return undefined;
  const { sentence, part } = found;
  const verb = finiteVerb(sentence);
  const question = verb ? `«Wer oder was ${low(verb.word)}?»` : "«Wer oder was …?»";
  const shown = part.join(" ");
  const a = analyseCase(part, sentence);
  if (a?.preposition) {
    return {
      kind: "reply",
      text: `Nein, «${shown}» ist nicht das Subjekt: Es beginnt mit der Präposition «${a.preposition}», und ein Subjekt hat nie eine Präposition. Das Subjekt steht im Nominativ. Frag: ${question}`,
    };
  }
  if (a && !a.cases.has("Nominativ")) {
    return {
      kind: "reply",
      text: `Nein, «${shown}» ist nicht das Subjekt. ${a.reason} Das Subjekt steht aber immer im Nominativ. Frag: ${question}`,
    };
  }
  const copula = sentence.some((w) => COPULA.has(low(w)) || COPULA.has(finiteLemma(w) ?? ""));
  const onlyCandidate = !copula && verb && otherNominatives(sentence, part) === 0;
  if ((a && a.cases.size === 1 && !copula) || onlyCandidate) {
    return {
      kind: "reply",
      text: `Richtig: «${shown}» ist das Subjekt. Es steht im Nominativ und antwortet auf die Frage ${question}`,
    };
  }
  return {
    kind: "reply",
    text: `Das kann ich mit meinen Tabellen nicht sicher prüfen. Wie bist du darauf gekommen? Frag ${question} – das Subjekt steht im Nominativ und passt in der Form zum Verb.`,
  };
}

/** How many other words or groups of the sentence could be in the nominative. */
function otherNominatives(sentence: readonly string[], part: readonly string[]): number {
  const at = findSub(sentence, part);
  let count = 0;
  for (let i = 0; i < sentence.length; i++) {
    if (i >= at && i < at + part.length) continue;
    const w = sentence[i] ?? "";
    if (prepositionCase(w) || /^(am|im|beim|vom|zum|zur|ans|ins)$/i.test(w)) {
      while (i + 1 < sentence.length && !/^\p{Lu}/u.test(sentence[i + 1] ?? "")) i++;
      i++;
      continue;
    }
    const classes = wordClassesOf(w);
    if (classes.includes("Artikel") || /^(mein|dein|sein|kein|unser|dies|jed)/i.test(w)) {
      let end = i + 1;
      while (end < sentence.length && !/^\p{Lu}/u.test(sentence[end] ?? "")) end++;
      const group = sentence.slice(i, end + 1);
      const a = analyseCase(group, sentence);
      if (!a || a.cases.has("Nominativ")) count++;
      i = end;
      continue;
    }
    if (["ich", "du", "er", "sie", "es", "wir", "ihr", "man"].includes(low(w))) count++;
    else if (/^\p{Lu}/u.test(w) && classes.length === 0 && i > 0) count++;
    else if (i === 0 && /^\p{Lu}/u.test(w) && classes.length === 0 && !finiteLemma(w)) count++;
  }
  return count;
}

const OBJECT_CASE: Record<string, Case[]> = {
  akkusativobjekt: ["Akkusativ"],
  dativobjekt: ["Dativ"],
  genitivobjekt: ["Genitiv"],
  objekt: ["Akkusativ", "Dativ", "Genitiv"],
};

function checkObject(text: string): GrammarReply | undefined {
  const kind = /\b(akkusativobjekt|dativobjekt|genitivobjekt|objekt)\b/.exec(low(text))?.[1];
  if (!kind) return undefined;
  const found = sentenceAndPart(text);
  if (!found || found.part.length === 0) return undefined;
  const wanted = OBJECT_CASE[kind] ?? [];
  const name = kind === "objekt" ? "ein Objekt" : `das ${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const questions = wanted.map((c) => `«${CASE_QUESTION[c]}»`).join(" oder ");
  const shown = found.part.join(" ");
  const a = analyseCase(found.part, found.sentence);
  if (a?.preposition) {
    return {
      kind: "reply",
      text: `«${shown}» beginnt mit der Präposition «${a.preposition}». So eine Wortgruppe ist meist eine Angabe (wo, wann, wie), kein ${kind === "objekt" ? "einfaches Objekt" : name.replace("das ", "")}. Das kann ich nicht sicher prüfen – wie bist du darauf gekommen? Frag ${questions}.`,
    };
  }
  if (a && !wanted.some((c) => a.cases.has(c))) {
    const subject = a.cases.size === 1 && a.cases.has("Nominativ") ? " Im Nominativ steht das Subjekt." : "";
    return {
      kind: "reply",
      text: `Nein, «${shown}» ist ${kind === "objekt" ? "kein Objekt" : `nicht ${name}`}. ${a.reason}${subject} Frag nach dem Objekt mit ${questions}.`,
    };
  }
  if (a && a.cases.size === 1) {
    return {
      kind: "reply",
      text: `Richtig: «${shown}» ist ${name}. ${a.reason} Du findest es mit ${questions}.`,
    };
  }
  return {
    kind: "reply",
    text: `Das kann ich mit meinen Tabellen nicht sicher prüfen. Wie bist du darauf gekommen? Frag nach dem Objekt mit ${questions}.`,
  };
}

function checkPredicate(text: string): GrammarReply | undefined {
  if (!/\b(pradikat|prädikat)\b/.test(low(text))) return undefined;
  const found = sentenceAndPart(text);
  if (!found || found.part.length === 0) return undefined;
  const verb = finiteVerb(found.sentence);
  const shown = found.part.join(" ");
  const verbs = found.part.filter((w) => finiteLemma(w) || verbInfo(w) || /^ge\p{L}+(t|en)$/u.test(low(w)));
  if (verbs.length === 0) {
    return {
      kind: "reply",
      text: `Nein, «${shown}» ist nicht das Prädikat. Das Prädikat ist das Verb des Satzes – es sagt, was jemand tut oder was geschieht. Welches Wort ist in deinem Satz das Verb?`,
    };
  }
  if (verb && verbs.length === found.part.length && found.part.some((w) => low(w) === low(verb.word))) {
    return {
      kind: "reply",
      text: `Richtig: «${shown}» ist das Prädikat – das Verb des Satzes. Im Aussagesatz steht das gebeugte Verb an zweiter Stelle.`,
    };
  }
  return {
    kind: "reply",
    text: `Das kann ich nicht sicher prüfen. Wie bist du darauf gekommen? Das Prädikat ist das Verb – manchmal hat es zwei Teile (hat … gespielt). Welche Wörter sagen in deinem Satz, was geschieht?`,
  };
}

function checkSatzglied(text: string): GrammarReply | undefined {
  if (!/satzglied/.test(low(text)) || /subjekt|objekt|pradikat|prädikat/.test(low(text))) return undefined;
  const found = sentenceAndPart(text);
  if (!found || found.part.length === 0) return undefined;
  const { sentence, part } = found;
  const verb = finiteVerb(sentence);
  const at = findSub(sentence, part);
  const shown = part.join(" ");
  if (verb && at === 0 && verb.at === part.length) {
    return {
      kind: "reply",
      text: `Richtig: «${shown}» ist ein Satzglied. Im Aussagesatz steht vor dem gebeugten Verb («${verb.word}») genau ein Satzglied – und «${shown}» steht dort. Mit der Umstellprobe siehst du es auch: Du kannst «${shown}» als Ganzes verschieben.`,
    };
  }
  if (verb && at >= 0 && at < verb.at && verb.at < at + part.length) {
    return {
      kind: "reply",
      text: `Nein, «${shown}» ist kein einzelnes Satzglied: Das gebeugte Verb «${verb.word}» ist ein Satzglied für sich (das Prädikat). Mach die Umstellprobe: Welche Wörter bleiben beim Verschieben zusammen?`,
    };
  }
  return {
    kind: "reply",
    text: `Das kann ich nicht sicher prüfen. Mach die Umstellprobe: Stell den Satz so um, dass «${shown}» ganz vorne vor dem Verb steht. Ergibt das einen richtigen Satz, und bleiben die Wörter zusammen, ist es ein Satzglied. Was kommt bei dir heraus?`,
  };
}

// --- Word classes and capitals --------------------------------------------------------------

const CLASS_WORDS =
  "nomen|namenwort|namewort|substantiv|hauptwort|dingwort|verb|tunwort|tuwort|zeitwort|tätigkeitswort|adjektiv|wiewort|wie-wort|eigenschaftswort|artikel|begleiter|pronomen|fürwort|präposition|verhältniswort|konjunktion|bindewort|adverb|umstandswort";
const CLASS_CLAIM = new RegExp(
  `${Q}(${W})${QE}\\s+(?:ist|isch)\\s+(?:ein|eine|en|es|e)\\s+(${CLASS_WORDS})\\b`,
  "u",
);
const CLASS_ASKED = new RegExp(
  `^(?:ist|isch)\\s+${Q}(${W})${QE}\\s+(?:ein|eine|en|es|e)\\s+(${CLASS_WORDS})\\b`,
  "u",
);

function checkWordClass(text: string): GrammarReply | undefined {
  const l = low(text.trim());
  const m = CLASS_CLAIM.exec(l) ?? CLASS_ASKED.exec(l);
  if (!m) return undefined;
  const [, word = "", className = ""] = m;
  if (
    ["das", "es", "dies", "was", "er", "sie"].includes(word) &&
    !quotes(text).some((q) => low(q) === word)
  ) {
    return undefined;
  }
  const claim = wordClassNamed(className);
  if (!claim) return undefined;
  // As the pupil wrote it: «Laufen» with a capital in quotes is a noun made from a verb.
  const written = quotes(text).find((q) => low(q) === word) ?? word;
  let classes = wordClassesOf(word);
  if (/^\p{Lu}/u.test(written) && classes.includes("Verb") && verbInfo(word)) classes = ["Nomen"];
  if (classes.length === 0) {
    return {
      kind: "reply",
      text: `«${written}» steht nicht in meiner Wörterliste, darum kann ich die Wortart nicht sicher prüfen. Wie bist du darauf gekommen? Prüf es so: Kann ein Artikel davor stehen (Nomen)? Kannst du es konjugieren – ich …, du … (Verb)? Beschreibt es, wie etwas ist (Adjektiv)?`,
    };
  }
  if (classes.includes(claim)) {
    const other = classes.filter((c) => c !== claim);
    const also =
      other.length > 0
        ? ` Es kann je nach Satz auch ${other.map((c) => CLASS_GLOSS[c].split(" –")[0]).join(" oder ")} sein.`
        : "";
    return { kind: "reply", text: `Richtig: «${written}» ist ${CLASS_GLOSS[claim]}.${also}` };
  }
  const real = classes[0] as WordClass;
  const nounHint =
    real === "Verb" && claim === "Nomen"
      ? ` Erst mit einem Begleiter wird es zum Nomen und gross geschrieben: «das ${written.charAt(0).toUpperCase()}${written.slice(1)}».`
      : "";
  return {
    kind: "reply",
    text: `Nein, «${written}» ist kein ${claim}. Es ist ${CLASS_GLOSS[real]}.${nounHint} Woran hast du das ${claim} erkannt?`,
  };
}

const CAPITAL = new RegExp(
  `${Q}(${W})${QE}\\s+(?:schreibt man|schreibe ich|schriibt me|schribt me|wird)\\s+(gross|klein)`,
  "u",
);
const CAPITAL_ASKED = new RegExp(
  `(?:schreibt man|schreibe ich|schriibt me)\\s+${Q}(${W})${QE}\\s+(gross|klein)`,
  "u",
);

// «Wie schreibt man 'fahrrad'?»: a quoted word, or one word alone after the question.
const HOW_SPELLED = new RegExp(
  `\\bwie (?:schreibt man|schreibe ich|schriibt me|schribt me)\\s+(?:${Q}(${W})${QE}|(${W}))\\s*\\?*\\s*$`,
  "u",
);

function checkSpelling(text: string): GrammarReply | undefined {
  const m = HOW_SPELLED.exec(low(text.trim()));
  const word = m?.[1] ?? m?.[2];
  if (!word || /^(das|dass|es|man|ihn|sie|den|die|der)$/.test(word)) return undefined;
  const noun = nounBySingular(word);
  if (noun) {
    return {
      kind: "reply",
      text: `«${noun.singular}» ist ein Nomen (${noun.gender} ${noun.singular}), darum schreibst du es gross: ${noun.singular}. Die Mehrzahl: die ${noun.plural[0]}.`,
    };
  }
  const classes = wordClassesOf(word);
  if (classes.length > 0 && !classes.includes("Nomen")) {
    return {
      kind: "reply",
      text: `«${word}» ist ${CLASS_GLOSS[classes[0] as WordClass].split(" –")[0]} und wird klein geschrieben – ausser am Satzanfang oder mit einem Begleiter davor (das ${capitalise(word)}).`,
    };
  }
  return {
    kind: "reply",
    text: `Wie man «${word}» genau schreibt, kann ich nicht sicher prüfen – dieses Wort steht nicht in meiner Liste. Schau im Wörterbuch nach. Tipp: Verwandte Wörter (die Wortfamilie) helfen oft, zum Beispiel «fahren» – «Fahrt».`,
  };
}

function checkCapitals(text: string): GrammarReply | undefined {
  const l = low(text);
  const m = CAPITAL.exec(l) ?? CAPITAL_ASKED.exec(l);
  if (!m) return undefined;
  const [, word = "", claim = ""] = m;
  if (
    wordClassNamed(word) ||
    /^(nomen|namen|verben|adjektive|eigennamen|satzanfang|wörter|woerter)$/.test(word)
  )
    return undefined;
  const asksBoth = /gross oder klein|klein oder gross/.test(l);
  const classes = wordClassesOf(word);
  if (classes.length === 0) {
    return {
      kind: "reply",
      text: `«${word}» kenne ich nicht sicher, darum kann ich es nicht prüfen. Frag dich: Ist es ein Nomen? Kann «der», «die», «das» oder «ein» davor stehen? Dann schreibst du es gross.`,
    };
  }
  const noun = classes.includes("Nomen");
  const real = noun ? "gross" : "klein";
  const why = noun
    ? `«${capitalise(word)}» ist ein Nomen${nounBySingular(word) ? ` (${nounBySingular(word)?.gender} ${nounBySingular(word)?.singular})` : ""}, und Nomen schreibst du gross.`
    : `«${word}» ist ${CLASS_GLOSS[classes[0] as WordClass].split(" –")[0]} und wird klein geschrieben – ausser am Satzanfang oder wenn ein Begleiter es zum Nomen macht (das Laufen, das Schöne).`;
  if (asksBoth)
    return {
      kind: "lead",
      text: `Prüf es mit der Artikelprobe: Kann «der», «die», «das» davor stehen? ${why.includes("Nomen (") ? "Bei diesem Wort geht das." : "Bei diesem Wort geht das nicht."}`,
    };
  if (claim === real) return { kind: "reply", text: `Richtig: ${why}` };
  return {
    kind: "reply",
    text: `Nein, hier stimmt «${claim}» nicht. ${why} Mach die Artikelprobe: Passt «der», «die» oder «das» davor?`,
  };
}

/** The tutor's judgement of a grammar claim or question in the pupil's message, if it makes one. */
export function checkGermanClaim(text: string): GrammarReply | undefined {
  return (
    checkPlural(text) ??
    checkVerbForm(text) ??
    checkPrincipalParts(text) ??
    checkPrepositionPhrase(text) ??
    checkSubject(text) ??
    checkPredicate(text) ??
    checkObject(text) ??
    checkSatzglied(text) ??
    checkCase(text) ??
    checkWordClass(text) ??
    checkCapitals(text) ??
    checkSpelling(text) ??
    judgeDasDass(text)
  );
}
