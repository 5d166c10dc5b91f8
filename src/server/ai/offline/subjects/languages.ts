// Englisch and Französisch: vocabulary from the built-in word bank (by topic) and short
// sentence translation, with a running score ("3 von 4 richtig").
import type { TutorContext } from "../context.ts";
import type { CoreTopic } from "../core-topics.ts";
import type { SubjectSession } from "../practice.ts";
import { hasKeyword, lastKeywordIndex, normalise, pick } from "../text.ts";
import { VOCAB_TOPICS, type VocabTopic, WORD_BANKS } from "./data/vocabulary.ts";
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

/** The grammar and vocabulary topics the tutor explains (core-topics.ts). */
export function languageCoreTopics(_subjectId: "englisch" | "franzoesisch"): CoreTopic[] {
  return [];
}

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
      const asked = askedWord(input);
      if (asked) return asked;
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
      const chosen = chooseMode(input);
      if (chosen) return chosen;
      if (hasKeyword(n, YES)) {
        const preset = ctx.topic ? chooseMode(ctx.topic) : null;
        return preset ?? startQueue(words(null), "Los geht's mit Wörtern aus allen Themen.\n\n");
      }
      return null;
    },
  };
}
