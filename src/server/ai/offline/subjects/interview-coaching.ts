// What the interview practice knows beyond its six questions: the core topics of applying for a
// Lehrstelle (explained when asked, then checked with a question), the typical pitfalls in a
// pupil's answer (coached, never praised), the good habits it names when praising, and honest
// advice about a named company. All content is data (data/interview-topics.json,
// data/interview-answers.json), checked here on load (docs/decisions/037-offline-content-as-data.md).
import { z } from "zod";
import { hasKeyword, keywordText } from "../text.ts";
import answers from "./data/interview-answers.json" with { type: "json" };
import topics from "./data/interview-topics.json" with { type: "json" };

const topic = z.object({
  label: z.string(),
  lp21: z
    .array(z.string().regex(/^BO\.\d\.\d$/))
    .min(1)
    .readonly(),
  keywords: z.array(z.string()).min(1).readonly(),
  explanation: z.string().min(60).max(700),
  check: z.object({
    ask: z.string().endsWith("?"),
    keywords: z.array(z.string()).readonly(),
    hint: z.string(),
  }),
});
export type InterviewTopic = z.infer<typeof topic>;
export const INTERVIEW_TOPICS: readonly InterviewTopic[] = z.array(topic).min(15).parse(topics);

const regexes = z.array(z.string()).transform((list) => list.map((p) => new RegExp(p)));
const rules = z.object({
  pitfalls: z.array(
    z.object({ id: z.string(), patterns: regexes, unless: regexes.optional(), coaching: z.string() }),
  ),
  strengths: z.array(
    z.object({ id: z.string(), patterns: regexes, requires: regexes.optional(), praise: z.string() }),
  ),
});
const RULES = rules.parse(answers);
export const PITFALLS = RULES.pitfalls;

// A keyword written "~wie lange dauert" is a question frame, not the topic's own word: it decides
// only when no topic's own word is in the question, so "Wie lange dauert die Schnupperlehre?" is
// about the Schnupperlehre and "Wie lange dauert so ein Gespräch?" about the interview.
const FRAME = "~";
const FRAME_WEIGHT = 1 / 1000;

/** How strongly a keyword that occurs in the text points to its topic. */
const keywordScore = (k: string) => (k.startsWith(FRAME) ? (k.length - 1) * FRAME_WEIGHT : k.length);

/** The topic a question is about: the one whose keywords cover most of it, or null. */
export function findInterviewTopic(text: string): InterviewTopic | null {
  let best: InterviewTopic | null = null;
  let bestScore = 0;
  for (const t of INTERVIEW_TOPICS) {
    const score = t.keywords
      .filter((k) => hasKeyword(text, [k.replace(FRAME, "")]))
      .reduce((sum, k) => sum + keywordScore(k), 0);
    if (score > bestScore) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

/** The topic a pupil asks to have explained by its label ("Kannst du mir Lebenslauf erklären?"). */
export function topicByLabel(text: string): InterviewTopic | null {
  const haystack = keywordText(text);
  return INTERVIEW_TOPICS.find((t) => haystack.includes(keywordText(t.label))) ?? null;
}

/** The coaching for every pitfall in the pupil's answer (a list, in the order of the data). */
export function pitfallsIn(text: string): string[] {
  const haystack = keywordText(text);
  return PITFALLS.filter(
    (p) => p.patterns.some((re) => re.test(haystack)) && !p.unless?.some((re) => re.test(haystack)),
  ).map((p) => p.coaching);
}

// A habit said with a negation, put off or judged badly ("man muss sich nicht informieren", "erst
// nach dem Gespräch die Webseite anschauen", "Blickkontakt ist unhöflich") may be the opposite of
// the habit: it is never praised (issue 17: a wrong claim praised is the worst failure, a right one
// not confirmed a smaller one).
const NEGATION =
  / (nicht|nid|nod|net|kein|keine|keinen|nie|niemals|unnotig|unnoetig|egal|sinnlos|uberflussig|ueberfluessig|bringt nichts|bruchts nid|erst (nach|danach|spater|spaeter|hinterher)|unhoflich|unhoeflich|schlecht|falsch|peinlich|verboten|doof|komisch|seltsam|schadet|schlimm)( |$)/;

const habitsIn = (haystack: string) =>
  RULES.strengths.filter(
    (s) =>
      s.patterns.some((re) => re.test(haystack)) && (s.requires ?? [/ /]).some((re) => re.test(haystack)),
  );

// "wenn ich die Frage nicht verstehe": a negated condition, not a negated habit.
const NEGATED_CONDITION =
  / (nicht|nid|nod|net) (ganz |richtig |genau )?(versteh|verstand|verstande|mitbekomm|einfall|weiss)\w*/g;
const negated = (haystack: string) => NEGATION.test(haystack.replace(NEGATED_CONDITION, " "));

/** The good habits the pupil describes, as phrases for a named praise ("du gibst die Hand"). */
export function strengthsIn(text: string): string[] {
  const haystack = keywordText(text);
  return negated(haystack) ? [] : habitsIn(haystack).map((s) => s.praise);
}

/** True when the text names a good habit together with a negation: then it cannot be judged safely. */
export function negatedHabitIn(text: string): boolean {
  const haystack = keywordText(text);
  return negated(haystack) && habitsIn(haystack).length > 0;
}

/** "a, b und c". */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}

// Experiences told in an answer: a time, a place or a past-tense deed. The clause that holds one
// is quoted back in the praise, so the pupil hears what made the answer concrete.
const EXAMPLE_MARKERS = [
  "zum beispiel",
  "z b ",
  "beispielsweise",
  "einmal",
  "als ich",
  "letzte",
  "schnupper",
  "projekt",
  "im verein",
  "im training",
  "in der schule",
  "im lager",
  "schullager",
  "durfte ich",
  "im fc ",
  "im club",
  "gmacht",
  "gschaffet",
  "ghulfe",
  "glernt",
  "gmerkt",
  "ferienjob",
  "praktikum",
  "im sommer",
  "im winter",
  "in den ferien",
  "am wochenende",
  "jeden ",
  "jede woche",
  "seit ",
  "jahre",
  "ausgeholfen",
  "geholfen",
  "gearbeitet",
  "organisiert",
  "betreut",
  "gebaut",
  "gemerkt",
  "erlebt",
  "gelernt",
];

// "Ich habe den Einkauf geplant", "Im Lager haben wir gekocht": a deed in the perfect tense.
const PAST_DEED =
  / (ich|wir|i|mir) (habe|hatte|haben|hatten|hab|han|durfte|durften|bin|war|waren)( \w+){0,8} ge[a-z]{3,}(t|en) | (habe|hatte|haben|hatten|durfte|war|waren) (ich|wir|i|mir)( \w+){0,8} ge[a-z]{3,}(t|en) /;

/** True when the answer tells something the pupil did or experienced. */
export function hasExample(text: string): boolean {
  return hasKeyword(text, EXAMPLE_MARKERS) || PAST_DEED.test(keywordText(text));
}

/** The pupil's own words that make the answer concrete (one clause, shortened), or null. */
export function exampleQuote(text: string): string | null {
  const clauses = text.split(/[,;:.!?]+/).map((c) => c.trim());
  const clause = clauses.find((c) => c.split(/\s+/).length >= 3 && hasExample(c));
  if (!clause) return null;
  const words = clause.split(/\s+/);
  return words.length > 16 ? `${words.slice(0, 16).join(" ")} …` : clause;
}

// "bei der Holzbau Meier AG in Thun", "bei Migros": a company the pupil names. Words of the
// interview itself are not companies ("bei der Begrüssung").
const AT_COMPANY =
  /(?:(?<![\p{L}])(?:bei|über|ueber)\s+(?:der|dem|den|die|das)?\s*(?:Firma\s+)?|(?<![\p{L}])(?:Firma|Betrieb|Unternehmen)\s+)((?:[A-ZÄÖÜ0-9][\p{L}\d&'-]*)(?:\s+(?:[A-ZÄÖÜ][\p{L}\d&'-]*|AG|GmbH|SA|&|und\s+[A-ZÄÖÜ][\p{L}-]*)){0,4})/gu;
const NOT_A_COMPANY =
  /^(Begr|Bewerbung|Schnupper|Vorstellung|Gespr|Arbeit|Frage|Antwort|Firma|Betrieb|Lehre|Lehrstelle|Berufsberatung|Schule|Prüfung|Absage|Multicheck|Telefon|Ihnen|Euch|Uns|Mir|Dir|Ihr|Ihm|Sie|Eltern|Mutter|Vater|Lehrer|Lehrerin|Chef|Chefin|Kunden|Kundinnen|Beruf|Lehrbetrieb|Gespräch|Stärke|Schwäche|Lohn|Ferien|Fragen|Mich|Dich|Sich|Frau|Herr|Herrn)/;
const ABOUT_APPLYING = [
  "bewerb",
  "lehre",
  "lehrstelle",
  "schnupper",
  "gesprach",
  "vorstellungsgesprach",
  "firma",
  "betrieb",
];

/** The company a pupil names while talking about applying, or null. */
export function companyFromText(text: string): string | null {
  if (!hasKeyword(text, ABOUT_APPLYING)) return null;
  for (const match of text.matchAll(AT_COMPANY)) {
    const name = match[1]?.trim().replace(/['-]+$/, "");
    if (name && !NOT_A_COMPANY.test(name)) return name;
  }
  return null;
}

/**
 * Honest advice for a named company: the offline tutor has no facts about real companies, so it
 * says so and shows how to find out (issue 17: an invented company was mixed with a real one).
 */
export function companyAdvice(company: string, profession: string | null): string {
  const why = profession ? ` und warum du gerade dort ${profession} lernen willst` : "";
  return [
    `Über «${company}» habe ich keine gesicherten Angaben, und ich will dir nichts Falsches erzählen. So findest du es selbst heraus:`,
    `- Schau die Webseite von ${company} an: Was stellt der Betrieb her oder was bietet er an? Gibt es eine Seite für Lernende?`,
    "- Lies die Lehrstellen-Ausschreibung genau: Was erwartet der Betrieb, welcher Eignungstest wird verlangt?",
    "- Frag Leute, die dort arbeiten oder geschnuppert haben, und schau dir den Betrieb oder eine Filiale wenn möglich von aussen an.",
    `Notier dir zwei Dinge, die dir gefallen: Damit kannst du im Gespräch sagen, was dich anspricht${why}.`,
  ].join("\n");
}
