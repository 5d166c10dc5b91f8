import { foldAccents, keywordText } from "#server/ai/offline/text.ts";

// The word lists the offline analysis reads a transcript with (transcript-signals.ts). They
// are compared like the offline tutor's keywords (ai/offline/text.ts): lower case, accents
// folded ("Lösung" → "losung"), punctuation dropped, and a keyword matches at the start of a
// word ("bruch" matches "bruchteil"), or as a whole word when it ends in a space ("hilf ").
// Swiss spelling has no ß, but pupils type "loesung" as well as "lösung": both are listed.
// The lists are general on purpose: they must read the built-in tutor (ai/offline/practice.ts)
// and a hosted model's German replies alike.

export type Words = readonly string[];

/**
 * Keywords separated by "|" (in one or more strings), prepared once: folded, with the leading space that anchors them at
 * a word start.
 */
export function words(...lists: string[]): Words {
  return lists.flatMap((list) => list.split("|")).map((k) => ` ${foldAccents(k.toLowerCase())}`);
}

/** The text as keywords are matched against it (see ai/offline/text.ts keywordText). */
export const haystackOf = keywordText;

export function hasWord(haystack: string, list: Words): boolean {
  return list.some((k) => haystack.includes(k));
}

// --- the pupil's turns -------------------------------------------------------------------

/** Asking to be handed the answer (also in dialect: «säg mer eifach»): counts against independence. */
export const ANSWER_REQUEST = words(
  "sag mir|sags mir|sag es mir|sag mirs|verrat|rechne es vor|rechne vor|rechnes vor",
  "sag einfach|sags einfach|sag mer|sags mer|sag mers|gib mer|gimmer|eifach d losig|eifach di losig|d losig bitte",
  "mir die losung|mir die loesung|mir die antwort|mir einfach die|was rauskommt|was use chunnt",
  "rechne du|mach du|mach es du|machs du|mach es fur mich|was ist die antwort",
  "was ist die losung|was ist die loesung|gib mir die|zeig mir die losung",
  "zeig mir die loesung|schreib mir die|die antwort bitte|die losung bitte",
  "die loesung bitte|einfach die antwort|einfach die losung|einfach die loesung",
  "ich gebe auf|ich geb auf|aufgeben",
);

/** The same, but only in a short turn without numbers («Lösung», «Lösung bitte»): in Chemie a
 * «Lösung» is also a solution of salt in water. */
export const ANSWER_WORD = words("losung|loesung|losig|antwort|resultat|ergebnis");

/** Asking for a hint, or saying one is stuck («weiss nicht» is an honest way to ask for help). */
export const HINT_REQUEST = words(
  "tipp|hinweis|hilfe|hilf |hilf mir|weiss nicht|weis nicht|weiss es nicht|weiss ich nicht",
  "keine ahnung|kei ahnig|komme nicht weiter|komm nicht weiter|stecke fest|steck fest",
  "versteh nicht|verstehe nicht|versteh das nicht|verstehe das nicht|verstehe es nicht",
  "check nicht|checke nicht|nicht verstanden|weiss es nod|weiss nod|weis nod|weiss es ned",
  "weiss ned|kei plan|keine idee",
);

/** «Stimmt das?»: wants feedback now (learning profile FB). */
export const CHECK_REQUEST = words(
  "stimmt das|stimmts|stimmt es|ist das richtig|ist es richtig|ist das korrekt|richtig so",
  "passt das|hab ich recht|habe ich recht",
);

/** Own why-questions: curiosity (learning profile MOT). */
export const WHY = words("warum|wieso|weshalb|weswegen|wozu|wie kommt");

/** First words that make a turn a question even without «?». */
export const QUESTION_START = new Set(
  "warum wieso weshalb weswegen wie was wer wo wann welche welcher welches welchen welchem woher wohin wozu wofur womit kann kannst konnen koennen ist sind gibt muss musst darf stimmt hat heisst bedeutet geht".split(
    " ",
  ),
);
/** W-questions: asking, not proposing an answer; the tutor's «Richtig …» then is no verdict. */
export const W_START = new Set(
  "warum wieso weshalb weswegen wie was wer wo wann welche welcher welches welchen welchem woher wohin wozu wofur womit".split(
    " ",
  ),
);

/** Asking for steps (learning profile STR). */
export const STEPS_REQUEST = words(
  "schritt|der reihe nach|nacheinander|anleitung|wie geht das|wie macht man|erklar mir",
  "erklaer mir|erklar das|erklaer das",
);

/** Asking for a picture or sketch (learning profile VIS). */
export const VISUAL_REQUEST = words("bild |bilder|skizz|zeichn|grafik|veranschaulich");

/** Steering the session, not working on a task («weiter», «ich will Brüche üben»). */
export const STEER = words(
  "weiter|nachste|naechste|noch eine|neue aufgabe|andere aufgabe|lass uns|konnen wir",
  "koennen wir|machen wir|uben|ueben|lernen |uebe|chond mir|chonnd mir|mached mir",
);

/** «Ich möchte wissen, …»: a question without a question mark. */
export const WONDER = words("ich mochte wissen|ich moechte wissen|ich will wissen|ich frage mich");

/** A turn made only of these words says nothing about the task. */
export const FILLER = new Set(
  "ja jep jo jup nein ok okay oke oki okey k kk hallo hoi hi hey sali gruezi gruessech danke merci tschuss ciao gut super cool gern gerne klar los start bitte hm hmm hmmm mhm aha ah achso alles lol".split(
    " ",
  ),
);

/** Interview answers: a concrete example makes an answer substantial. */
export const EXAMPLE = words(
  "zum beispiel|z b |beispielsweise|als ich|einmal|schnupper|projekt|im verein",
  "in der schule|praktikum|ferienjob|erfahrung",
);

// --- the tutor's replies -------------------------------------------------------------------

/** Praise in the reply's first sentence: the pupil's answer was right. */
export const PRAISE = words(
  "richtig|stimmt|korrekt|bravo|perfekt|exakt|sehr gut|gut gemacht|super gemacht",
  "toll gemacht|ausgezeichnet|volltreffer|ganz genau|genau so",
);

/** Read first, in the reply's opening: the answer was not (yet) right. */
export const NOT_RIGHT = words(
  "stimmt noch nicht|stimmt nicht|stimmt leider|stimmt so nicht|nicht ganz|leider",
  "nicht richtig|nicht korrekt|falsch |fast |knapp daneben|daneben|versuch es nochmal",
  "versuchs nochmal|probier es nochmal|probiers nochmal|schau nochmal|schau noch einmal",
);

/** «Fast richtig! … Ich zähle es als richtig.» (the offline language tutor). */
export const COUNTED_RIGHT = words("als richtig");

/** The reply starts on a topic the pupil chose («Gut, wir üben Brüche.»): the turn steered. */
export const TOPIC_CHOSEN = words("wir uben|wir ueben|los geht|gute wahl|dann uben wir|dann ueben wir");

/** The reply steers back to the subject: the turn was off-topic chat, not work on it. */
export const BACK_TO_SUBJECT = words(
  "zuruck zur aufgabe|zuruck zum thema|zuruck zum fach|zuruck zum lernen|zuruck zu unserer",
  "zurueck zur aufgabe|zurueck zum thema|zurueck zum fach|zurueck zum lernen|zurueck zu unserer",
  "beim thema bleiben|beim lernen bleiben|bleiben wir beim thema|weiter mit der aufgabe",
);

/** The tutor did not understand the turn: no verdict. */
export const UNCLEAR = words("nicht verstanden|was meinst du|meinst du");

/** The reply gives a hint. */
export const HINT_GIVEN = words(
  "hier ist ein tipp|ein kleiner tipp|kleiner tipp|ein tipp|hier ein tipp|mein tipp",
  "tipp fur dich|ein hinweis|kleiner hinweis",
);

/** The crisis answer (ai/safety/crisis.ts): the pupil turn before it is never quoted. */
export const CRISIS_REPLY = words("pro juventute|147 ch");
