// Help around the vocabulary practice of Englisch and Französisch: a pupil's claim about a word
// ("Apfel heisst auf Englisch apple, oder?"), fixed expressions ("Guten Morgen"), word help for a
// sentence the pupil should translate (never the finished translation), and the explained grammar
// topics (data/topics-*.json) with their checking question.
import { z } from "zod";
import { editDistance, foldAccents, hasKeyword, keywordText, normalise } from "../text.ts";
import { FRENCH_GRAMMAR, GRAMMAR_TOPICS, type GrammarTopic } from "./data/grammar-banks.ts";
import helperWords from "./data/helper-words.json" with { type: "json" };
import { WORD_BANKS } from "./data/vocabulary.ts";
import { checkTranslation, type Language } from "./translation-check.ts";

const HELPER_WORDS = z
  .array(z.object({ de: z.string(), en: z.string(), fr: z.string() }))
  .readonly()
  .parse(helperWords);

const LANGUAGE_NAME: Record<Language, string> = { en: "Englisch", fr: "Französisch" };
const LANGUAGE_WORD = `(?:englisch|english|franzosisch|französisch|franzoesisch|franzosisch)`;

const fold = (text: string) => foldAccents(normalise(text));
const withoutArticle = (de: string) => fold(de).replace(/^(der|die|das|den|dem|ein|eine|einen) /, "");

export type BankWord = { de: string; answers: readonly [string, ...string[]]; topic: string };

/** The bank word for a German word the pupil names ("Hund", "der Hund", "Brüder"). */
export function bankWord(lang: Language, german: string): BankWord | null {
  const wanted = withoutArticle(german.replace(/['«»"]/g, ""));
  if (!wanted) return null;
  const words = WORD_BANKS[lang].words;
  return (
    words.find((w) => withoutArticle(w.de) === wanted) ??
    words.find((w) => withoutArticle(w.de).split(" ")[0] === wanted) ??
    (wanted.length >= 5 ? words.find((w) => editDistance(withoutArticle(w.de), wanted) <= 1) : undefined) ??
    null
  );
}

/** Which German word of the bank a foreign word means ("cat" → "die Katze"). */
function germanOf(lang: Language, foreign: string): string | null {
  const hit =
    WORD_BANKS[lang].words.find((w) => checkTranslation(foreign, w.answers, lang).verdict === "right") ??
    WORD_BANKS[lang].words.find((w) => checkTranslation(foreign, w.answers, lang).note?.includes("Artikel:"));
  return hit?.de ?? null;
}

const firstLetter = (answer: string, lang: Language) =>
  (lang === "fr" ? answer.replace(/^(le |la |les |l')/, "") : answer)[0] ?? "";

export type WordClaim = { reply: string; word: BankWord | null };

/** "Apfel heisst auf Englisch apple, oder?" / "Was heisst Hund auf Englisch? Ich denke cat." */
export function wordClaim(lang: Language, input: string): WordClaim | null {
  const t = fold(input).replace(/[«»"]/g, "'");
  const claimed =
    new RegExp(
      String.raw`^'?([a-z ]+?)'?\s+(?:heisst|ist|isch|bedeutet|heist)\s+(?:auf|uf|in)\s+${LANGUAGE_WORD}\s+'?([a-z' -]+?)'?(?:,|\s+oder|\s+stimmt|\s+richtig|\?|$)`,
    ).exec(t) ??
    new RegExp(
      String.raw`(?:was|wie)\s+(?:heisst|sagt man|isch|ist)\s+'?([a-z ]+?)'?\s+(?:auf|uf|in)\s+${LANGUAGE_WORD}\s*\?\s*(?:ich (?:denke|glaube|meine)|i (?:dank|glaub|mein)|vielleicht|ist es)\s+'?([a-z' -]+?)'?\s*[.?!]*$`,
    ).exec(t);
  if (!claimed?.[1] || !claimed[2]) return null;
  const german = claimed[1].trim();
  const given = claimed[2].trim();
  const word = bankWord(lang, german);
  const name = LANGUAGE_NAME[lang];
  if (!word) {
    return {
      word: null,
      reply: `«${german}» habe ich nicht in meiner Wortliste, darum kann ich «${given}» nicht sicher prüfen. Schau im Wörterbuch nach. ${"Wie bist du darauf gekommen?"}`,
    };
  }
  const verdict = checkTranslation(given, word.answers, lang);
  if (verdict.verdict === "right") {
    return { word, reply: `Richtig! «${word.de}» heisst auf ${name} «${verdict.expected}».` };
  }
  if (verdict.verdict === "near") {
    return { word, reply: `Fast richtig! ${verdict.note ?? ""} «${word.de}» – ${verdict.expected}.` };
  }
  const meaning = germanOf(lang, given);
  const lead = meaning
    ? `Nein, «${given}» heisst «${meaning}», nicht «${word.de}».`
    : `Nein, «${given}» ist nicht das Wort für «${word.de}».`;
  return {
    word,
    reply:
      `${lead} ${verdict.note ?? ""} Tipp: Das ${name}e Wort beginnt mit «${firstLetter(word.answers[0], lang)}». Was heisst «${word.de}» also?`
        .replace(/\s+/g, " ")
        .replace("Französische Wort", "französische Wort")
        .replace("Englische Wort", "englische Wort"),
  };
}

/** «Was heisst 'merci' auf Deutsch?»: a word of the bank or a fixed expression, told in German. */
export function germanReply(lang: Language, input: string): string | null {
  const t = fold(input).replace(/[«»"]/g, "'");
  const m =
    /(?:was|wie)\s+(?:heisst|bedeutet|isch|ist)\s+'?([a-z' -]+?)'?\s+(?:auf|uf|in)\s+(?:deutsch|dutsch|tutsch)/.exec(
      t,
    );
  const asked = m?.[1]?.trim();
  if (!asked) return null;
  const phrase = FRENCH_GRAMMAR.phrases.find((p) =>
    (lang === "fr" ? p.fr : p.en).split(" / ").some((f) => fold(f).replace(/[?!]/g, "").trim() === asked),
  );
  const german = phrase?.de[0] ?? germanOf(lang, asked);
  if (!german) {
    return `«${asked}» habe ich nicht in meiner Wortliste, darum kann ich es dir nicht sicher übersetzen. Schau im Wörterbuch nach. In welchem Satz hast du das Wort gefunden?`;
  }
  return `«${asked}» heisst auf Deutsch «${german.replace(/^\w/, (c) => c.toUpperCase())}». Kannst du damit einen kurzen Satz auf ${LANGUAGE_NAME[lang]} bilden?`;
}

/** Fixed expressions ("Guten Morgen", "Danke") are told, not practised: they have no grammar to find. */
export function phraseReply(lang: Language, input: string): string | null {
  const t = fold(input).replace(/[«»"]/g, "'");
  const m = new RegExp(
    String.raw`(?:was|wie)\s+(?:heisst|sagt man|isch|ist|seit me|sait me)\s+'?([a-z ]+?)'?\s+(?:auf|uf|in)\s+${LANGUAGE_WORD}`,
  ).exec(t);
  if (!m?.[1]) return null;
  const asked = m[1].trim();
  const phrase = FRENCH_GRAMMAR.phrases.find((p) => p.de.some((d) => fold(d) === asked));
  if (!phrase) return null;
  const answer = lang === "fr" ? phrase.fr : phrase.en;
  const note = lang === "fr" && phrase.note ? ` ${phrase.note}` : "";
  const cap = answer.charAt(0).toUpperCase() + answer.slice(1);
  return `«${m[1].trim().replace(/^\w/, (c) => c.toUpperCase())}» heisst auf ${LANGUAGE_NAME[lang]} «${cap}».${note} Wie würdest du jemanden am Abend begrüssen?`;
}

// --- word help for a sentence to translate -----------------------------------------------------

const IRREGULAR_GERMAN: Record<string, string> = {
  hat: "haben",
  hast: "haben",
  habe: "haben",
  habt: "haben",
  bin: "sein",
  bist: "sein",
  ist: "sein",
  sind: "sein",
  seid: "sein",
  mag: "mögen",
  magst: "mögen",
  isst: "essen",
  liest: "lesen",
  sieht: "sehen",
  schlaft: "schlafen",
  spricht: "sprechen",
};

function helpFor(lang: Language, token: string): string | null {
  const t = fold(token);
  if (t.length < 2) return null;
  const bank = bankWord(lang, t);
  if (bank && t.length >= 3) return `${bank.de.replace(/^(der|die|das) /, "")} = ${bank.answers[0]}`;
  const lemma = IRREGULAR_GERMAN[t];
  const helper = HELPER_WORDS.find((h) => {
    const de = fold(h.de);
    if (lemma) return de === fold(lemma);
    if (de === t) return true;
    const stem = de.replace(/e?n$/, "");
    return /en$/.test(de) && stem.length >= 3 && t.startsWith(stem) && t.length <= stem.length + 2;
  });
  if (!helper) return null;
  return `${helper.de} = ${lang === "fr" ? helper.fr : helper.en}`;
}

const TRANSLATE = /ubersetz|uebersetz|übersetz|translate|traduis|traduire|ubersetzung|übersetzung/;

/** "Übersetz mir das: …": word help and the rule to watch, never the whole translated sentence. */
export function translationHelp(lang: Language, input: string): string | null {
  const t = fold(input);
  if (!TRANSLATE.test(t)) return null;
  const colon = input.indexOf(":");
  const sentence = (
    colon >= 0
      ? input.slice(colon + 1)
      : input.replace(/^.*?(übersetz\w*|ubersetz\w*)\s*(mir\s*)?(bitte\s*)?/i, "")
  ).trim();
  if (!sentence) return null;
  const tokens = sentence.split(/[^\p{L}]+/u).filter(Boolean);
  const help = [...new Set(tokens.map((w) => helpFor(lang, w)).filter((h): h is string => h !== null))];
  const name = LANGUAGE_NAME[lang];
  const rule =
    lang === "en"
      ? "Achte auf das Verb: Bei he/she/it bekommt es im Simple Present ein -s."
      : "Achte auf das Verb: Es muss zur Person passen (je, tu, il/elle …), und Nomen brauchen ihren Artikel.";
  const words = help.length > 0 ? ` Diese Wörter helfen dir: ${help.join(", ")}.` : "";
  return `Die fertige Übersetzung schreibe ich dir nicht – du lernst mehr, wenn du den Satz selbst baust, und ich helfe dir dabei.${words} ${rule} Schreib deinen Satz auf ${name}, dann schaue ich ihn mit dir an.`;
}

// --- explained topics ------------------------------------------------------------------------

/** The topic a message asks about: most keyword characters matched, the label counts as a keyword. */
export function findTopic(lang: Language, input: string): GrammarTopic | null {
  const text = keywordText(input);
  let best: GrammarTopic | null = null;
  let bestScore = 0;
  for (const topic of GRAMMAR_TOPICS[lang]) {
    const keys = [...topic.keywords, topic.label];
    const score = keys
      .filter((k) => hasKeyword(text, [k]) || text.includes(` ${keywordText(k).trim()} `))
      .reduce((best, k) => Math.max(best, keywordText(k).trim().length * 100), 0);
    // The longest matching keyword wins ("Passé composé mit être" over "Passé composé").
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

export function topicReply(topic: GrammarTopic): string {
  const question = topic.check.question.includes("?")
    ? topic.check.question
    : `${topic.check.question} Was schreibst du?`;
  return `${topic.explanation}\n\nJetzt du: ${question}`;
}

/** The pupil's answer to a topic's checking question: exact, case, accents and punctuation aside. */
export function checkTopicAnswer(topic: GrammarTopic, input: string): "right" | "wrong" {
  const clean = (s: string) =>
    fold(s)
      .replace(/[’']/g, "'")
      .replace(/[.,!?;:«»"()…]/g, " ")
      .replace(/-/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const given = clean(input);
  return topic.check.answers.some((a) => clean(a) === given) ? "right" : "wrong";
}
