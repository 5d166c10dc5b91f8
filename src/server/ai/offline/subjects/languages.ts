// Englisch and Französisch: vocabulary from the built-in word bank (by topic) and short
// sentence translation, with a running score ("3 von 4 richtig").
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { SubjectSession } from "../practice.ts";
import { foldAccents, hasKeyword, lastKeywordIndex, normalise, pick, wordCount } from "../text.ts";
import { GRAMMAR_TOPICS, type GrammarTopic } from "./data/grammar-banks.ts";
import { VOCAB_TOPICS, type VocabTopic, WORD_BANKS } from "./data/vocabulary.ts";
import { checkSentence, englishGrammarReply } from "./english-grammar.ts";
import { checkFrenchPhrase, frenchGrammarReply } from "./french-grammar.ts";
import {
  checkTopicAnswer,
  findTopic,
  germanReply,
  phraseReply,
  topicReply,
  translationHelp,
  wordClaim,
} from "./language-help.ts";
import { checkTranslation, type Language } from "./translation-check.ts";

type Item = { de: string; answers: readonly [string, ...string[]]; phrase: boolean };

const BANK = {
  en: { name: "Englisch", ...WORD_BANKS.en },
  fr: { name: "Französisch", ...WORD_BANKS.fr },
} as const;

const PHRASE_WORDS = ["satz", "satze", "saetze", "uberset", "uebersetz", "phrase"];
const WORD_WORDS = ["wort", "worter", "woerter", "vokabel", "voci", "wortschatz"];
const YES = ["ja ", "gern", "los ", "ok ", "okay ", "klar ", "start", "weiter", "nachste", "naechste"];
const GIVE_UP = [
  "weiss nicht",
  "keine ahnung",
  "losung",
  "loesung",
  "sag mir",
  "verrat",
  "aufgeben",
  "passe",
];
const HINT = ["tipp", "hinweis", "hilfe"];
const PRAISE = ["Richtig!", "Super, das stimmt!", "Genau!", "Bravo, richtig!"] as const;

function firstLetterHint(answer: string, lang: Language): string {
  const word = lang === "fr" ? answer.replace(/^(le |la |les |l')/, "") : answer;
  return `Es beginnt mit «${word[0]}» und hat ${word.replace(/[\s'-]/g, "").length} Buchstaben.`;
}

/** The grammar and vocabulary topics the tutor explains (core-topics.ts, data/topics-*.json). */
export function languageCoreTopics(subjectId: "englisch" | "franzoesisch"): CoreTopic[] {
  return GRAMMAR_TOPICS[subjectId === "englisch" ? "en" : "fr"].map((t) => ({
    label: t.label,
    lp21: t.lp21,
    explanation: t.explanation,
  }));
}

// A message that asks or claims something (rather than answering the open vocabulary task).
const ASKS_OR_CLAIMS =
  /\?|[«»"“”]|(^|\s)'|\b(oder|richtig|stimmt|korrekt|konjug\w*|verneinung|plural|mehrzahl|komparativ|superlativ|past|partizip|heisst es|erklar\w*|erklaer\w*|warum|wieso|unterschied|wann)\b/;
const HEDGE_START =
  /^(ich (denke|glaube|meine|glaub)|i (dank|glaub|mein)|vielleicht|villicht|ist es|isch es|es ist|es isch)\s+/i;
const HEDGE_END = /[\s,]+(oder|oder nicht|richtig|stimmt('?s| das| es)?|gell|gäll|korrekt|right)\s*\?*\s*$/i;

/** The answer inside a hedged one: "apple, oder?" → "apple", "Ich glaube any." → "any". */
export function stripHedge(input: string): string {
  return input
    .trim()
    .replace(HEDGE_START, "")
    .replace(HEDGE_END, "")
    .replace(/[?.!]+$/, "")
    .replace(/^['«"“]\s*|\s*['»"”]$/g, "")
    .trim();
}

// Wants an explanation (a topic is then explained, even while a task is open).
const EXPLAIN_CUE =
  /\?|erklar|erklaer|erkla|was ist|was isch|wie funktioniert|check|versteh|wann braucht|wann nimmt|unterschied|wie macht|wie mer|uben|uebe|ube\b|lernen|zeig/;
const TOPIC_GIVE_UP =
  /weiss (es )?nicht|weis nicht|keine ahnung|kei ahnig|losung|loesung|sag (es )?mir|aufgeben|i weiss nod/;

export function createLanguageSession(
  subjectId: "englisch" | "franzoesisch",
  ctx: TutorContext,
): SubjectSession {
  const lang: Language = subjectId === "englisch" ? "en" : "fr";
  const bank = BANK[lang];
  let queue: Item[] = [];
  let position = 0;
  let current: Item | null = null;
  let attempts = 0;
  let right = 0;
  let total = 0;
  let openTopic: GrammarTopic | null = null;
  // After a conjugation table or word help the pupil writes a sentence: its verb forms are checked.
  let sentenceOpen = false;

  function sentenceFeedback(input: string): string {
    sentenceOpen = false;
    const finding = lang === "en" ? checkSentence(input) : checkFrenchPhrase(input);
    if (!finding) {
      return "In diesem Satz finde ich kein Verb aus meinen Tabellen, darum kann ich ihn nicht sicher prüfen. Wie bist du auf die Verbform gekommen?";
    }
    sentenceOpen = !finding.ok;
    return finding.ok
      ? `Die Verbform stimmt: ${finding.text} Wörter und Satzstellung prüfe ich nicht – vergleiche sie mit den Wörtern oben.`
      : `Schau nochmals auf das Verb: ${finding.text} Versuch es noch einmal.`;
  }
  let topicAttempts = 0;

  function topicAnswer(topic: GrammarTopic, input: string): string {
    const folded = foldAccents(normalise(input));
    if (TOPIC_GIVE_UP.test(folded)) {
      openTopic = null;
      return `Kein Problem. Eine richtige Antwort ist «${topic.check.answers[0]}». ${topic.check.hint} Möchtest du ein anderes Thema erklärt bekommen oder Wörter üben?`;
    }
    if (checkTopicAnswer(topic, input) === "right") {
      openTopic = null;
      return `${pick(PRAISE, input)} «${input.trim()}» passt. Möchtest du ein weiteres Thema anschauen oder Wörter üben?`;
    }
    topicAttempts++;
    if (topicAttempts >= 2) {
      openTopic = null;
      return `Noch nicht. Eine richtige Antwort ist «${topic.check.answers[0]}». ${topic.check.hint} Schau dir die Regel oben nochmals an. Möchtest du ein weiteres Thema anschauen?`;
    }
    return `Noch nicht ganz. Tipp: ${topic.check.hint} Versuch es noch einmal.`;
  }

  function explain(topic: GrammarTopic): string {
    openTopic = topic;
    topicAttempts = 0;
    current = null;
    return topicReply(topic);
  }

  /** Practise the word the pupil asked about next: the following answer is checked against it. */
  function focusWord(de: string) {
    const entry = bank.words.find((w) => w.de === de);
    if (!entry) return;
    queue = words(entry.topic);
    position = Math.max(
      0,
      queue.findIndex((i) => i.de === entry.de),
    );
    nextItem();
  }

  const question = (item: Item) =>
    item.phrase ? `Übersetze auf ${bank.name}: «${item.de}»` : `Was heisst «${item.de}» auf ${bank.name}?`;
  const score = () => `Stand: ${right} von ${total} richtig.`;

  function startQueue(items: Item[], lead: string): string {
    queue = items;
    position = 0;
    return `${lead}${nextItem()}`;
  }

  function nextItem(): string {
    current = queue[position % queue.length] ?? null;
    position++;
    attempts = 0;
    return current ? question(current) : "";
  }

  const words = (topic: VocabTopic | null): Item[] =>
    bank.words
      .filter((w) => !topic || w.topic === topic)
      .map((w) => ({ de: w.de, answers: w.answers, phrase: false }));
  const phrases = (): Item[] => bank.phrases.map((p) => ({ de: p.de, answers: p.answers, phrase: true }));

  function chooseMode(input: string): string | null {
    const topic = VOCAB_TOPICS.find((t) => hasKeyword(input, t.keywords)) ?? null;
    if (topic) return startQueue(words(topic.id), `Gut, wir üben Wörter zum Thema ${topic.label}.\n\n`);
    if (lastKeywordIndex(input, PHRASE_WORDS) > lastKeywordIndex(input, WORD_WORDS)) {
      return startQueue(
        phrases(),
        "Gut, wir übersetzen kurze Sätze. Gross- und Kleinschreibung ist egal.\n\n",
      );
    }
    if (hasKeyword(input, WORD_WORDS))
      return startQueue(words(null), "Gut, wir üben Wörter aus allen Themen.\n\n");
    return null;
  }

  function askedWord(input: string): string | null {
    const m =
      /(?:was|wie) (?:heisst|heißt|sagt man|sage ich|ist) (.+?) auf (englisch|franzosisch|französisch)/i.exec(
        input,
      );
    if (!m?.[1]) return null;
    const wanted = normalise(m[1]).replace(/^(der|die|das|den|ein|eine) /, "");
    const entry = bank.words.find((w) =>
      normalise(w.de)
        .replace(/^(der|die|das) /, "")
        .startsWith(wanted),
    );
    if (!entry) {
      const topic = findTopic(lang, input);
      if (topic) return explain(topic);
      return `«${m[1].trim()}» habe ich leider nicht in meiner Wortliste. Ich kenne Wörter zu diesen Themen: ${VOCAB_TOPICS.map((t) => t.label).join(", ")}. Welches Thema möchtest du üben?`;
    }
    queue = words(entry.topic);
    position = queue.findIndex((i) => i.de === entry.de);
    nextItem();
    return `Versuch es zuerst selbst! ${firstLetterHint(entry.answers[0], lang)} Was heisst «${entry.de}» auf ${bank.name}?`;
  }

  function answer(item: Item, input: string): string | null {
    const result = checkTranslation(input, item.answers, lang, item.phrase);
    if (result.verdict !== "wrong") {
      right++;
      total++;
      const lead =
        result.verdict === "right"
          ? `${pick(PRAISE, `${input}|${total}`)} «${item.de}» heisst «${result.expected}».`
          : `Fast richtig! ${result.note ?? ""} Ich zähle es als richtig.`;
      return `${lead} ${score()}\n\nNächste Frage: ${nextItem()}`;
    }
    const switched = chooseMode(input);
    if (switched) return switched;
    attempts++;
    if (attempts === 1) {
      const tip = result.note
        ? "Überleg: Ist das Wort männlich (le) oder weiblich (la)?"
        : item.phrase
          ? `Tipp: Der Satz beginnt mit «${item.answers[0].split(" ")[0]}».`
          : `Tipp: ${firstLetterHint(item.answers[0], lang)}`;
      return `${result.note ?? "Noch nicht ganz."} ${tip} Versuch es noch einmal.`;
    }
    total++;
    return `${result.note ?? "Leider nicht."} Richtig ist «${item.answers[0]}». Merk es dir gut! ${score()}\n\nNächste Frage: ${nextItem()}`;
  }

  return {
    capabilities: `${bank.name}-Wörter üben (Schule, Familie, Essen, Tiere, Zeit, Verben) und kurze Sätze übersetzen. Ich prüfe deine Antworten und zähle mit, wie viele richtig sind.`,
    greeting: () =>
      `Hallo! Ich bin dein Übungs-Tutor für ${bank.name}.${ctx.topic ? ` Du möchtest «${ctx.topic}» üben.` : ""} Was kannst du schon? Wir können Wörter üben – zu Schule, Familie, Essen, Tieren, Zeit oder Verben – oder kurze Sätze übersetzen. Was möchtest du?`,
    respond(input: string): string | null {
      const n = normalise(input);
      const folded = foldAccents(n);
      // "apple, oder?" / "Ich glaube any": a hedged answer to the open task is still an answer.
      const hedged = stripHedge(input);
      const quoted = /[«»"“”]|(^|\s)'/.test(input);
      const limit = quoted ? 2 : openTopic ? 5 : 3;
      if (hedged !== input.trim() && hedged && wordCount(hedged) <= limit && (openTopic || current)) {
        return openTopic ? topicAnswer(openTopic, hedged) : practiceTurn(normalise(hedged), hedged);
      }
      const asksOrClaims = ASKS_OR_CLAIMS.test(folded) || ASKS_OR_CLAIMS.test(input);
      if (openTopic && !asksOrClaims && !findTopicIfAsked(folded)) return topicAnswer(openTopic, input);
      if (sentenceOpen && !asksOrClaims && !TOPIC_GIVE_UP.test(folded) && wordCount(n) >= 2) {
        return sentenceFeedback(input);
      }
      sentenceOpen = false;
      if (current && !asksOrClaims && !TOPIC_GIVE_UP.test(folded)) return practiceTurn(n, input);
      const grammar = lang === "en" ? englishGrammarReply(input) : frenchGrammarReply(input);
      if (grammar) {
        openTopic = null;
        sentenceOpen = /konjug|conjug|formen von/.test(folded);
        return grammar;
      }
      const claim = wordClaim(lang, input);
      if (claim) {
        if (claim.word) focusWord(claim.word.de);
        return claim.reply;
      }
      const phrase = phraseReply(lang, input) ?? germanReply(lang, input);
      if (phrase) return phrase;
      const asked = askedWord(input);
      if (asked) return asked;
      const help = translationHelp(lang, input);
      if (help) {
        current = null;
        sentenceOpen = true;
        return help;
      }
      const topic = EXPLAIN_CUE.test(folded) || !current ? findTopic(lang, input) : null;
      if (topic) return explain(topic);
      if (openTopic) return topicAnswer(openTopic, input);
      if (current) return practiceTurn(n, input);
      const chosen = chooseMode(input);
      if (chosen) return chosen;
      if (hasKeyword(n, YES)) {
        const preset = ctx.topic ? chooseMode(ctx.topic) : null;
        return preset ?? startQueue(words(null), "Los geht's mit Wörtern aus allen Themen.\n\n");
      }
      return null;
    },
  };

  function findTopicIfAsked(folded: string): boolean {
    return EXPLAIN_CUE.test(folded) && findTopic(lang, folded) !== null;
  }

  function practiceTurn(n: string, input: string): string | null {
    if (current) {
      if (hasKeyword(n, GIVE_UP)) {
        total++;
        const item = current;
        return `Kein Problem. «${item.de}» heisst «${item.answers[0]}». ${score()}\n\nNächste Frage: ${nextItem()}`;
      }
      if (hasKeyword(n, HINT)) {
        return current.phrase
          ? `Tipp: Der Satz beginnt mit «${current.answers[0].split(" ")[0]}».`
          : `Tipp: ${firstLetterHint(current.answers[0], lang)}`;
      }
      return answer(current, input);
    }
    return null;
  }
}
