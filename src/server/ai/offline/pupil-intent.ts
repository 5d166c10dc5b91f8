// What a pupil's message wants, before any subject looks at it (issue 17, «Tell questions from
// answers»): a question to explain, an answer to check, a request for the solution (coach, never
// hand it over), small talk or off-topic (steer back kindly), or a new topic (start it).
// Pure and rule-based, like the rest of the offline tutor (docs/decisions/040-tutor-eval.md):
// German and common written Swiss German ("chasch mer hälfe", "i checks nöd", "was isch …").
import { foldAccents, keywordText, normalise, wordCount } from "./text.ts";

export type PupilIntent = "question" | "answer" | "solution-request" | "small-talk" | "new-topic";

export type IntentContext = {
  /** The task the tutor asked last and the pupil has not solved yet, if any. */
  openTask: string | null;
  /** Keywords of the topics the subject offers (prefixes, as in the concept banks). */
  topicKeywords?: readonly string[];
};

// Asks for the result or says the pupil is stuck: the tutor coaches instead (docs/product.md §4).
const SOLUTION_REQUEST = [
  /\b(sag|gib|verrat|zeig|nenn|sags|gimmer)\w* (mir |mer |mers |du )?(doch |bitte |eifach |einfach |jetzt |halt )*(die |de |d |das |s )?(losig|losung|antwort|resultat|ergebnis|richtige)/,
  /\b(was|wa) (ist|isch|isches|isch es) (denn |jetzt |dann )?(die |d )?(losung|losig|antwort|resultat|ergebnis)/,
  /\b(chasch|kannst|konntest|chontsch) (du )?(mer|mir) (bitte )?(helfe|halfe|helfen|d losig|die losung)/,
  /\b(hilf|hilfe|help)\b|\bhalf mer\b/,
  /\b(ich weiss|i weiss|ich weis|i weis) (es |das |s )?(nicht|nod|nid|net)\b|\b(keine ahnung|kei ahnig|kei plan|keinen plan)\b/,
  /\b(ich komme?|i chume?) (nicht|nod|nid) (weiter|wiiter|witer|druus|drauf)\b/,
  /\b(rechne|mach|los|loes)\w* (du |dus )?(es |das |s )?(mir |mer )?(bitte )?(vor|fur mich|fur mi)\b/,
];

// Wants something explained (a question, or says it does not understand).
const QUESTION_START =
  /^(was|wa|warum|wieso|weshalb|werum|worum|wie|wer|wo|wann|wenn isch|welche[rsnm]?|welli|wele|weli|womit|wozu|woher|wohin|wofur|woraus|wodurch|erklar|erklaer|kannst du (mir )?(das |es )?erklaren|chasch (mer |mir )?(das |es |s )?erklare|was bedeutet|was heisst|was isch|heisst es|schreibt man|schriibt me|sagt man|seit me)\b/;
const NOT_UNDERSTOOD =
  /\b(ich verstehe?|i verstah|i versta|i check|i checks|ich check|ich checks|ich kapier|i kapier)\w* ([a-z]+ ){0,4}(nicht|nod|nid|net)\b|\bversteh (ich|i) (nicht|nod|nid)\b|\bwie (meinst|meinsch) (du|das)\b/;

// The pupil offers an answer or a claim to be checked ("…, oder?", "Ich glaube 84").
const HEDGED_ANSWER =
  /\b(ich denke|ich glaube|ich meine|ich glaub|i dank|i glaub|i mein|meiner meinung nach|vielleicht|villicht|ist es|isch es|es ist|es isch|das ist|das isch|mini antwort|meine antwort)\b/;
const CHECK_TAG =
  /(,|\s)(oder|oder nicht|oder nod|oder nid|stimmt das|stimmts|stimmt's|stimmt es|richtig|gall|gell|gal|nicht wahr|isch das richtig|ist das richtig|ist das so)\s*\?*\s*$/;

const NEW_TOPIC =
  /\b(ich (mochte|will|wurde gern|wurde gerne|wollte) (lieber |jetzt |gern |gerne )?(\w+ ){0,3}(uben|lernen|machen|repetieren)|i (wett|mocht|will|wott) (lieber |jetzt |gern )?(\w+ ){0,3}(uebe|ube|lerne|mache)|(konnen|konnten|chonne|chomer|chonnemer|konn) (wir|mir|mer)? ?(\w+ ){0,3}(uben|uebe|ube|machen|mache|lernen|lerne)|lass uns|lass (uns |ois )?(\w+ ){0,2}(uben|uebe)|(ein |es )?(anderes|anders|neues|neus) thema|was anderes|oppis anders|etwas anderes)\b/;

const SMALL_TALK =
  /^(hallo|hoi|hi|hey|gruezi|gruessech|salut|servus|moin|ciao|tschuss|tschau|adieu|danke|merci|vielen dank|ok|okay|cool|nice|lol|haha|super|guet|gut|jo|ja|nei|nein|mega|easy)\b|\b(hast du|hesch du|magst du|magsch du|wetter|freundin|freund)\b/;
// Chat about the pupil's life or the tutor, even when asked as a question ("Wie gahts dir?").
const OFF_TOPIC =
  /\b(wie geht'?s|wie gehts|wie gaht'?s|wie gahts|wie geht es dir|was machsch|was machst du (so|am|heute)|langweilig|langwiilig|lieblings\w*|fussball|fortnite|minecraft|tiktok|netflix|youtube|instagram|snapchat|playstation|ferien|ferie|wochenende|pizza|mittagessen|zmittag|zmorge|znacht)\b/;

const SHORT_ANSWER = /^[\d\s.,:/·*x×+\-=()%a-z']{1,24}$/;

function mentionsTopic(text: string, keywords: readonly string[]): boolean {
  const haystack = keywordText(text);
  return keywords.some((k) => haystack.includes(` ${foldAccents(k.toLowerCase())}`));
}

/** The intent of one pupil message, given the open task (if any). */
export function classifyPupilIntent(message: string, context: IntentContext): PupilIntent {
  const raw = message.trim();
  const n = foldAccents(normalise(raw));
  if (!n) return "small-talk";
  const hasOpenTask = context.openTask !== null;
  const topics = context.topicKeywords ?? [];

  if (SOLUTION_REQUEST.some((re) => re.test(n))) return "solution-request";
  if (NOT_UNDERSTOOD.test(n)) return "question";
  if (NEW_TOPIC.test(n)) return "new-topic";
  if (OFF_TOPIC.test(n)) return "small-talk";
  // A stated task with the pupil's answer ("Was ist 12 mal 7? Ich denke 84") or a claim to be
  // checked ("Schall ist schneller als Licht, oder?") is checked, not explained.
  const afterQuestion = raw.includes("?") ? raw.slice(raw.lastIndexOf("?") + 1).trim() : "";
  if (
    afterQuestion &&
    wordCount(afterQuestion) > 0 &&
    HEDGED_ANSWER.test(foldAccents(normalise(afterQuestion)))
  ) {
    return "answer";
  }
  if (CHECK_TAG.test(foldAccents(raw.toLowerCase()))) return "answer";
  if (QUESTION_START.test(n) || raw.endsWith("?")) {
    // "84?" or "x = 5?": a tentative answer to the open task, not a question.
    if (hasOpenTask && wordCount(n) <= 3 && /\d/.test(n) && SHORT_ANSWER.test(n)) return "answer";
    if (
      /^(ist|isch|sind|sin|hat|het|heisst|bedeutet|kann|chan|gibt|git)\b/.test(n) &&
      HEDGED_ANSWER.test(n)
    ) {
      return "answer";
    }
    return "question";
  }
  if (SMALL_TALK.test(n) && !(hasOpenTask && wordCount(n) <= 1 && /^(ja|nein|nei|jo)$/.test(n))) {
    return "small-talk";
  }
  if (hasOpenTask) return "answer";
  if (topics.length > 0 && mentionsTopic(n, topics)) return "new-topic";
  if (HEDGED_ANSWER.test(n)) return "answer";
  return "small-talk";
}
