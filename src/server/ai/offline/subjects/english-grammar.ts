// English grammar claims and questions, judged against the curated tables (english-forms.ts,
// data/grammar-en.json): "he go or he goes?", "The past of go is goed, right?", "big, bigger,
// biggest – stimmt das?", "Ist 'I have been to London' Present Perfect?". A wrong form gets no
// praise and no ready answer, only the rule and a hint; what the tables do not cover, the tutor
// says so and asks how the pupil got there.
import { foldAccents } from "../text.ts";
import {
  articleFor,
  comparisonOf,
  type FormKind,
  ingForm,
  isKnownPlural,
  pluralOf,
  singularOf,
  thirdPerson,
  VERB_INDEX,
  verbForms,
} from "./english-forms.ts";

const UNSURE = "Wie bist du darauf gekommen?";

/** Lower case, plain apostrophes, no accents. */
function clean(text: string): string {
  return foldAccents(text.toLowerCase().replace(/[’‘`´]/g, "'"));
}

/** Text in quotes ('…', «…», "…"); an apostrophe inside a word (doesn't) does not end a quote. */
export function quotedParts(text: string): string[] {
  const t = text.replace(/[’‘`´]/g, "'");
  const re = /(?:^|[\s(:,])['«"“„]([^«»"“”„]+?)['»"”“](?=[\s.,;:!?)–-]|$)/g;
  return [...t.matchAll(re)].map((m) => (m[1] ?? "").trim()).filter((s) => /[a-z]/i.test(s));
}

const first = (text: string) => text[0] ?? "";

// --- single forms: past, participle, plural, comparison --------------------------------------

const IS = `(?:is|ist|isch|=|heisst|lautet|waere|ware|sei|are|sind)`;
const OF = `(?:von|of|vo|zu)`;
const W = `'?([a-z]+)'?`;

type Claim = {
  kind: "past" | "pp" | "s" | "ing" | "plural" | "comparative" | "superlative";
  word: string;
  given: string;
};

const CLAIM_NAMES: readonly [Claim["kind"], string][] = [
  ["pp", String.raw`(?:past participle|participle|partizip|3\. form|dritte form)`],
  [
    "past",
    String.raw`(?:simple past|past simple|past tense|past form|past|vergangenheit(?:sform)?|prateritum|2\. form|zweite form)`,
  ],
  ["s", String.raw`(?:he/she/it[- ]form|he she it[- ]form|dritte person|3\. person|third person)`],
  ["ing", `(?:ing[- ]form|-ing[- ]form)`],
  ["plural", `(?:plural|mehrzahl)`],
  ["comparative", `(?:komparativ|comparative|steigerung)`],
  ["superlative", `(?:superlativ|superlative)`],
];

function findClaim(t: string): Claim | null {
  for (const [kind, name] of CLAIM_NAMES) {
    const forward = new RegExp(
      String.raw`${name}\s+(?:form\s+)?${OF}\s+(?:to |a |an |the )?${W}\s+${IS}\s+(?:the |de |der |die |das )?'?((?:more |most )?[a-z]+)'?`,
    ).exec(t);
    if (forward?.[1] && forward[2]) return { kind, word: forward[1], given: forward[2] };
    const backward = new RegExp(
      String.raw`'?((?:more |most )?[a-z]+)'?\s+${IS}\s+(?:the |der |die |das |de )?${name}\s+(?:form\s+)?${OF}\s+(?:to |a |an |the )?${W}`,
    ).exec(t);
    if (backward?.[1] && backward[2]) return { kind, word: backward[2], given: backward[1] };
    const asked = new RegExp(
      String.raw`^(?:ist|is|isch)\s+'?((?:more |most )?[a-z]+)'?\s+(?:the |der |die |das |de )?${name}\s+(?:form\s+)?${OF}\s+(?:to |a |an |the )?${W}`,
    ).exec(t);
    if (asked?.[1] && asked[2]) return { kind, word: asked[2], given: asked[1] };
  }
  return null;
}

const KIND_NAME: Record<Claim["kind"], string> = {
  past: "das Simple Past",
  pp: "das Partizip (past participle)",
  s: "die Form für he/she/it (3. Person Einzahl)",
  ing: "die ing-Form",
  plural: "die Mehrzahl (plural)",
  comparative: "der Komparativ",
  superlative: "der Superlativ",
};

/** A rule example that is not the pupil's own word, so the example never hands over the answer. */
function example(word: string, candidates: readonly [string, string], form: (w: string) => string): string {
  const w = candidates[0] === word ? candidates[1] : candidates[0];
  return `${w} → ${form(w)}`;
}

function expectedFor(claim: Claim): { forms: string[]; irregular: boolean; rule: string } | null {
  if (claim.kind === "s" || claim.kind === "ing") {
    const v = verbForms(claim.word);
    if (!v) return null;
    return {
      forms: [claim.kind === "s" ? v.s : v.ing],
      irregular: false,
      rule:
        claim.kind === "s"
          ? "Im Simple Present bekommt das Verb bei he/she/it ein -s, nach s, x, ch, sh und o -es, Konsonant + y wird -ies (have → has)."
          : `Die ing-Form: Verb + -ing; ein stummes e fällt weg (${example(claim.word, ["write", "make"], ingForm)}), nach kurzem betontem Vokal wird der letzte Buchstabe verdoppelt (${example(claim.word, ["sit", "run"], ingForm)}).`,
    };
  }
  if (claim.kind === "past" || claim.kind === "pp") {
    const v = verbForms(claim.word);
    if (!v) return null;
    return {
      forms: claim.kind === "past" ? v.past : v.pp,
      irregular: v.irregular,
      rule: v.irregular
        ? `«${v.base}» ist ein unregelmässiges Verb (irregular): Es bekommt kein -ed, man lernt die drei Formen auswendig.`
        : `«${v.base}» ist regelmässig: Simple Past und Partizip bekommen -ed (Achtung Schreibweise: -e → -ed, Konsonant + y → -ied).`,
    };
  }
  if (claim.kind === "plural") {
    const p = pluralOf(claim.word);
    if (!p) return null;
    return {
      forms: [p.plural],
      irregular: p.irregular,
      rule: p.irregular
        ? `«${claim.word}» hat eine unregelmässige Mehrzahl (irregular plural) – die lernt man auswendig, ohne -s.`
        : "Die Mehrzahl (plural) bekommt meist -s, nach s, x, ch, sh -es, und Konsonant + y wird -ies.",
    };
  }
  const c = comparisonOf(claim.word);
  if (!c) return null;
  const forms = claim.kind === "comparative" ? c.comparative : c.superlative;
  return {
    forms: forms.flatMap((f) => (claim.kind === "superlative" ? [f, `the ${f}`] : [f])),
    irregular: c.kind === "irregular",
    rule:
      c.kind === "irregular"
        ? `«${claim.word}» ist eine Ausnahme: Es wird unregelmässig gesteigert (irregular), nicht mit -er/-est.`
        : c.kind === "more"
          ? `«${claim.word}» ist ein langes Adjektiv: Es wird mit more und most gesteigert.`
          : `«${claim.word}» ist ein kurzes Adjektiv: Es bekommt -er und -est (Achtung Schreibweise: ${example(claim.word, ["hot", "big"], (w) => comparisonOf(w)?.comparative[0] ?? w)}, ${example(claim.word, ["easy", "happy"], (w) => comparisonOf(w)?.comparative[0] ?? w)}).`,
  };
}

function askedForm(t: string): string | null {
  for (const [kind, name] of CLAIM_NAMES) {
    const m = new RegExp(
      String.raw`^(?:was|wie|what|welche\w*|kennst du)\s+(?:ist|heisst|is|lautet|isch)?\s*(?:der|die|das|the|de)\s+${name}\s+(?:form\s+)?${OF}\s+(?:to |a |an |the )?${W}`,
    ).exec(t);
    if (!m?.[1]) continue;
    const expected = expectedFor({ kind, word: m[1], given: "" });
    if (!expected) return judgeClaim({ kind, word: m[1], given: "" });
    return `${KIND_NAME[kind].replace(/^\w/, (c) => c.toUpperCase())} von «${m[1]}» ist «${expected.forms[0]}». ${expected.rule} Kannst du damit einen kurzen Satz bilden?`;
  }
  return null;
}

function judgeClaim(claim: Claim): string {
  const expected = expectedFor(claim);
  const name = KIND_NAME[claim.kind];
  if (!expected) {
    return `«${claim.word}» steht nicht in meinen Tabellen, darum kann ich ${name} davon nicht sicher prüfen. Schau am besten im Wörterbuch oder in der Verbliste deines Buches nach. ${UNSURE}`;
  }
  if (expected.forms.includes(claim.given)) {
    return `Richtig: ${name} von «${claim.word}» ist «${claim.given}». ${expected.rule}`;
  }
  const hint = `Tipp: Die richtige Form beginnt mit «${first(expected.forms[0] ?? "")}».`;
  return `Nein, «${claim.given}» ist nicht ${name} von «${claim.word}». ${expected.rule} ${hint} Wie heisst die Form?`;
}

// --- three forms in a row: "go, went, gone" or "big, bigger, biggest" -------------------------

function judgeSeries(t: string): string | null {
  const m = /\b([a-z]+)\s*[,–-]+\s*([a-z]+)\s*[,–-]+\s*(?:the\s+)?([a-z]+)\b/.exec(t);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const [, a, b, c] = m;
  const comparison = comparisonOf(a);
  if (comparison && comparison.kind !== "more") {
    const okB = comparison.comparative.includes(b);
    const okC = comparison.superlative.includes(c);
    if (okB && okC) {
      const rule =
        comparison.kind === "irregular"
          ? "Das ist eine Ausnahme, die man auswendig lernt."
          : "Kurze Adjektive bekommen -er und -est (Schreibweise: big → bigger, happy → happier).";
      return `Ja, das stimmt: «${a}, ${b}, ${c}» ist richtig gesteigert. ${rule} Im Satz: the ${c} (mit the).`;
    }
    const wrong = okB ? `«${c}»` : `«${b}»`;
    return `Nicht ganz: ${wrong} passt noch nicht. ${judgeClaim({ kind: okB ? "superlative" : "comparative", word: a, given: okB ? c : b }).replace(/^Nein, [^.]*\. /, "")}`;
  }
  const verb = verbForms(a);
  if (verb) {
    const okB = verb.past.includes(b);
    const okC = verb.pp.includes(c);
    if (okB && okC)
      return `Ja, das stimmt: «${a} – ${b} – ${c}» sind die drei Formen (Grundform, Simple Past, Partizip).`;
    const claim: Claim = okB ? { kind: "pp", word: a, given: c } : { kind: "past", word: a, given: b };
    return judgeClaim(claim);
  }
  return null;
}

// --- sentences: subject–verb agreement, do/does, to be, a/an ---------------------------------

const SUBJECT_3SG = new Set(["he", "she", "it", "everybody", "nobody", "somebody", "everyone"]);
const SUBJECT_OTHER = new Set(["i", "you", "we", "they"]);
const DETERMINERS = new Set([
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
]);
const ADVERBS = new Set([
  "always",
  "often",
  "usually",
  "sometimes",
  "never",
  "also",
  "really",
  "often",
  "rarely",
  "still",
  "just",
  "already",
]);
const BE: Record<string, "1sg" | "3sg" | "pl" | "past-sg" | "past-pl"> = {
  am: "1sg",
  is: "3sg",
  are: "pl",
  was: "past-sg",
  were: "past-pl",
};
const DO_AUX: Record<string, "3sg" | "other" | "past"> = {
  does: "3sg",
  "doesn't": "3sg",
  do: "other",
  "don't": "other",
  did: "past",
  "didn't": "past",
};
const LEADING_TIME = new Set(["yesterday", "today", "tomorrow", "now", "then", "sometimes", "usually"]);
const IRREGULAR_BASES = new Set(
  [...VERB_INDEX.entries()].flatMap(([form, list]) =>
    list.some((e) => e.base === form && !(verbForms(form)?.past ?? []).some((p) => p.endsWith("ed"))) &&
    verbForms(form)?.irregular
      ? [form]
      : [],
  ),
);
const MODALS = new Set(["will", "won't", "can", "can't", "must", "should", "could", "would", "may", "might"]);

type Person = "1sg" | "3sg" | "other";
type Finding = { ok: boolean; text: string; tense?: Tense };

function personOf(subject: string[], originalFirst: string): Person | null {
  const [w0, w1] = subject;
  if (!w0) return null;
  if (subject.includes("and")) return "other";
  if (w0 === "i") return "1sg";
  if (SUBJECT_3SG.has(w0)) return "3sg";
  if (SUBJECT_OTHER.has(w0)) return "other";
  if (DETERMINERS.has(w0) && w1) {
    if (["these", "those"].includes(w0)) return "other";
    return isKnownPlural(w1) ? "other" : "3sg";
  }
  if (/^[A-Z]/.test(originalFirst)) return "3sg";
  if (isKnownPlural(w0)) return "other";
  return null;
}

function subjectLength(words: string[]): number {
  const [w0, w1, w2, w3] = words;
  if (!w0) return 0;
  if (w1 === "and" && w2) return DETERMINERS.has(w2) && w3 ? 4 : 3;
  if (DETERMINERS.has(w0)) return w2 === "and" ? 4 : 2;
  return 1;
}

const thirdRule = (subject: string, base: string) =>
  `«${subject}» ist he/she/it (3. Person Einzahl) – im Simple Present bekommt das Verb dann ein -s: ${base} → ${thirdPerson(base)}.`;

function baseOf(word: string): { base: string; kinds: FormKind[] } | null {
  return VERB_INDEX.get(word)?.[0] ?? null;
}

type Tense =
  | "simple present"
  | "present progressive"
  | "simple past"
  | "present perfect"
  | "past progressive"
  | "will future"
  | "going to future";

/** Checks the verb forms of one English sentence; null when it finds no verb it knows. */
export function checkSentence(sentence: string): Finding | null {
  const original = sentence
    .replace(/[’‘`´]/g, "'")
    .replace(/[.!?,;]+/g, " ")
    .trim();
  const originalWords = original.split(/\s+/).filter(Boolean);
  const words = originalWords.map(clean);
  const drop = (k: number) => {
    words.splice(0, k);
    originalWords.splice(0, k);
  };
  while (LEADING_TIME.has(words[0] ?? "")) drop(1);
  if (words[0] === "last" || words[0] === "every") drop(2);
  const originalFirst = originalWords[0] ?? "";
  const pastTime = /\b(yesterday|last|ago)\b/.test(clean(original));
  const article = checkArticles(words);
  if (article && (!article.ok || words.length === 2)) return article;
  const plural = checkNumberPhrase(words);
  if (plural) return plural;
  const regularised = words.find((w) => /ed$/.test(w) && IRREGULAR_BASES.has(w.replace(/e?d$/, "")));
  if (regularised) {
    const base = regularised.replace(/e?d$/, "");
    return {
      ok: false,
      text: `«${regularised}» gibt es nicht: «${base}» ist ein unregelmässiges Verb (irregular) und bekommt kein -ed. Kennst du seine Simple-Past-Form?`,
    };
  }
  const found = checkVerbs(words, originalWords.join(" "), originalFirst);
  // "i" is shown as "I" in what the tutor quotes back.
  const finding = found ? { ...found, text: found.text.replace(/(«|\s)i(?=[\s»])/g, "$1I") } : null;
  if (finding?.ok && finding.tense === "simple present" && pastTime) {
    return {
      ok: false,
      text: "Bei yesterday, last … oder … ago erzählst du von der Vergangenheit – dann braucht es das Simple Past, nicht das Simple Present.",
    };
  }
  return finding;
}

function checkVerbs(words: string[], original: string, originalFirst: string): Finding | null {
  // Question or negation with do/does/did: "Does he like …", "He doesn't like …".
  const auxAt = words.findIndex((w) => w in DO_AUX);
  if (auxAt >= 0) {
    const aux = words[auxAt] ?? "";
    const question = auxAt === 0;
    const subjectWords = question ? words.slice(1, 1 + subjectLength(words.slice(1))) : words.slice(0, auxAt);
    const verbAt = question ? 1 + subjectWords.length : auxAt + 1;
    const verb = words[verbAt] ?? "";
    const person = personOf(subjectWords, question ? (original.split(/\s+/)[1] ?? "") : originalFirst);
    const kind = DO_AUX[aux];
    const subject = subjectWords.join(" ");
    if (person && kind !== "past" && (kind === "3sg") !== (person === "3sg")) {
      return {
        ok: false,
        text: `Zu «${subject}» passt «${person === "3sg" ? "does" : "do"}», nicht «${aux.replace("n't", "")}»: does nur bei he/she/it (3. Person Einzahl), sonst do.`,
      };
    }
    const found = baseOf(verb);
    if (!found) return null;
    if (!found.kinds.includes("base")) {
      return {
        ok: false,
        text: `Nach «${aux}» steht das Verb in der Grundform (base form, Infinitiv ohne to): Das -s oder die Vergangenheit steckt schon in ${aux.replace("n't", "")}. Also nicht «${verb}», sondern die Grundform.`,
      };
    }
    return {
      ok: true,
      text: `Nach «${aux}» steht das Verb in der Grundform (base form): «${aux} ${subject ? `${subject} ` : ""}${verb}»${question ? "" : ""}. Das -s bei he/she/it steckt schon in does.`,
      tense: kind === "past" ? "simple past" : "simple present",
    };
  }
  const n = subjectLength(words);
  const subjectWords = words.slice(0, n);
  const person = personOf(subjectWords, originalFirst);
  if (!person) return null;
  let at = n;
  while (ADVERBS.has(words[at] ?? "")) at++;
  const verb = words[at] ?? "";
  const next = words[at + 1] ?? "";
  const subject = subjectWords.join(" ");
  if (verb in BE || verb === "'m" || verb === "'s" || verb === "'re") {
    const be = BE[verb];
    const want = person === "1sg" ? ["am", "was"] : person === "3sg" ? ["is", "was"] : ["are", "were"];
    const ing = baseOf(next)?.kinds.includes("ing") ? next : null;
    if (be && !want.includes(verb)) {
      return {
        ok: false,
        text: `Zu «${subject}» passt «${verb}» nicht: to be heisst I am, he/she/it is, we/you/they are (Vergangenheit: I/he/she/it was, we/you/they were).`,
      };
    }
    const nextVerb = baseOf(next);
    if (nextVerb && !nextVerb.kinds.includes("ing") && !nextVerb.kinds.includes("pp") && next !== "going") {
      return {
        ok: false,
        text: `Nach «${verb}» passt die Grundform «${next}» nicht: Für das Present Progressive braucht es die ing-Form (am/is/are + -ing), sonst lässt du ${verb} weg.`,
      };
    }
    const going = next === "going" && words[at + 2] === "to";
    const tense: Tense = going
      ? "going to future"
      : ing
        ? verb === "was" || verb === "were"
          ? "past progressive"
          : "present progressive"
        : verb === "was" || verb === "were"
          ? "simple past"
          : "simple present";
    return { ok: true, text: `«${subject} ${verb}» passt: I am, he/she/it is, we/you/they are.`, tense };
  }
  if (verb === "has" || verb === "have") {
    const ok = (verb === "has") === (person === "3sg");
    if (!ok) {
      return {
        ok: false,
        text: `Zu «${subject}» passt «${person === "3sg" ? "has" : "have"}»: bei he/she/it heisst es has, sonst have.`,
      };
    }
    let p = at + 1;
    while (ADVERBS.has(words[p] ?? "")) p++;
    const participle = baseOf(words[p] ?? "")?.kinds.includes("pp") ? words[p] : null;
    const pastOnly = baseOf(words[p] ?? "");
    const bare = pastOnly && verbForms(pastOnly.base);
    if (
      !participle &&
      bare?.irregular &&
      pastOnly?.kinds.includes("base") &&
      !bare.pp.includes(words[p] ?? "")
    ) {
      return {
        ok: false,
        text: `Nach ${verb} steht im Present Perfect das Partizip (past participle, die 3. Form), nicht die Grundform «${words[p]}». Wie heisst die 3. Form von «${pastOnly.base}»?`,
      };
    }
    if (!participle && pastOnly && !pastOnly.kinds.includes("base") && pastOnly.kinds.includes("past")) {
      return {
        ok: false,
        text: `Nach ${verb} steht im Present Perfect das Partizip (past participle, die 3. Form), nicht das Simple Past «${words[p]}». Wie heisst die 3. Form von «${pastOnly.base}»?`,
      };
    }
    return {
      ok: true,
      text: participle
        ? `Es besteht aus ${verb} und dem Partizip (past participle) «${participle}» – das ist die Form des Present Perfect. Du brauchst es, wenn der genaue Zeitpunkt nicht wichtig ist.`
        : `«${subject} ${verb}» passt: bei he/she/it has, sonst have.`,
      tense: participle ? "present perfect" : "simple present",
    };
  }
  if (MODALS.has(verb)) {
    const found = baseOf(next);
    if (!found) return null;
    if (!found.kinds.includes("base")) {
      return {
        ok: false,
        text: `Nach «${verb}» steht das Verb in der Grundform (base form), ohne -s und ohne -ed.`,
      };
    }
    return {
      ok: true,
      text: `Nach «${verb}» steht die Grundform: «${verb} ${next}».`,
      tense: verb === "will" || verb === "won't" ? "will future" : "simple present",
    };
  }
  const found = baseOf(verb);
  if (!found) return null;
  const forms = verbForms(found.base);
  if (!forms) return null;
  if (found.kinds.includes("past") && !found.kinds.includes("base") && !found.kinds.includes("s")) {
    return {
      ok: true,
      text: `«${verb}» ist das Simple Past von «${found.base}» – das ist für alle Personen gleich.`,
      tense: "simple past",
    };
  }
  if (person === "3sg") {
    if (found.kinds.includes("s"))
      return { ok: true, text: thirdRule(subject, found.base), tense: "simple present" };
    if (found.kinds.includes("base") && !forms.past.includes(verb)) {
      return { ok: false, text: thirdRule(subject, found.base) };
    }
    return null;
  }
  if (found.kinds.includes("s") && !found.kinds.includes("base")) {
    return {
      ok: false,
      text: `Bei «${subject}» bleibt das Verb in der Grundform – das -s bekommt es nur bei he/she/it (3. Person Einzahl): ${subject} ${found.base}.`,
    };
  }
  if (found.kinds.includes("base")) {
    return {
      ok: true,
      text: `Bei «${subject}» bleibt das Verb in der Grundform: «${subject} ${verb}». Nur he/she/it bekommt -s.`,
      tense: "simple present",
    };
  }
  if (found.kinds.includes("ing")) {
    return {
      ok: false,
      text: `Eine ing-Form braucht davor am/is/are: «${subject} … ${ingForm(found.base)}».`,
    };
  }
  return null;
}

const NUMBER_WORDS = new Set([
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "many",
  "some",
  "these",
  "those",
  "both",
]);

/** "two childs" / "two children": after a number the noun stands in the plural. */
function checkNumberPhrase(words: string[]): Finding | null {
  const [count, noun] = words;
  if (!count || !noun || !NUMBER_WORDS.has(count) || words.length > 3) return null;
  const singular = singularOf(noun);
  if (singular?.kind === "plural") {
    return {
      ok: true,
      text: `«${noun}» ist die Mehrzahl (plural) von «${singular.base}»${singular.irregular ? " – eine unregelmässige Form (irregular)" : ""}.`,
    };
  }
  if (singular?.kind === "wrong") {
    return {
      ok: false,
      text: `«${noun}» gibt es nicht: «${singular.base}» hat eine unregelmässige Mehrzahl (irregular plural), ohne -s. Kennst du sie?`,
    };
  }
  if (singular?.kind === "singular") {
    return {
      ok: false,
      text: `Nach «${count}» braucht das Nomen die Mehrzahl (plural): «${noun}» ist noch Einzahl.`,
    };
  }
  return null;
}

function checkArticles(words: string[]): Finding | null {
  for (let i = 0; i + 1 < words.length; i++) {
    const a = words[i];
    const noun = words[i + 1] ?? "";
    if ((a === "a" || a === "an") && /^[a-z]/.test(noun)) {
      const want = articleFor(noun);
      if (want !== a) {
        return {
          ok: false,
          text: `Vor «${noun}» passt «${a}» nicht: «an» steht vor einem Vokal-Laut (an apple, an hour), «a» vor einem Konsonanten-Laut (a dog, a university).`,
        };
      }
      if (words.length === 2) {
        return {
          ok: true,
          text: `«${a} ${noun}»: ${want === "an" ? "«an» vor einem Vokal-Laut" : "«a» vor einem Konsonanten-Laut"}.`,
        };
      }
    }
  }
  return null;
}

// --- tenses -------------------------------------------------------------------------------------

const TENSE_NAMES: readonly [Tense, RegExp][] = [
  ["present perfect", /present perfect/],
  ["present progressive", /present (progressive|continuous)/],
  ["past progressive", /past (progressive|continuous)/],
  ["simple past", /simple past|past simple|past tense/],
  ["simple present", /simple present|present simple/],
  ["going to future", /going[- ]to[- ]?(future|futur)/],
  ["will future", /will[- ]?(future|futur)/],
];

function judgeTense(t: string, sentence: string): string | null {
  const claimed = TENSE_NAMES.find(([, re]) => re.test(t))?.[0];
  if (!claimed) return null;
  const finding = checkSentence(sentence);
  if (!finding?.tense) {
    return `Bei «${sentence}» kann ich die Zeitform nicht sicher bestimmen – das Verb steht nicht in meinen Tabellen. ${UNSURE}`;
  }
  if (!finding.ok) return `Achtung, im Satz steckt noch ein Fehler: ${finding.text}`;
  if (finding.tense === claimed) {
    return `Richtig, «${sentence}» ist ${claimed.replace(/\b\w/g, (c) => c.toUpperCase())}. ${finding.text}`;
  }
  return `Nein, «${sentence}» ist nicht ${claimed.replace(/\b\w/g, (c) => c.toUpperCase())}. Schau auf das Verb: Welche Teile hat es (z.B. have/has + Partizip, am/is/are + -ing, will + Grundform)? Welche Zeitform passt dazu?`;
}

// --- "he go or he goes?" ----------------------------------------------------------------------

const SUBJECT_START = String.raw`(?:i|you|he|she|it|we|they|my \w+|the \w+|a|an|does|do|did)`;

function alternativesIn(t: string): [string, string] | null {
  const re = new RegExp(
    String.raw`\b(${SUBJECT_START} [a-z']+(?: [a-z']+)?)\s+(?:oder|or|od)\s+(${SUBJECT_START} [a-z']+(?: [a-z']+)?)`,
  );
  const m = re.exec(t);
  return m?.[1] && m[2] ? [m[1], m[2]] : null;
}

function judgeAlternatives(pair: [string, string]): string | null {
  const findings = pair.map((p) => checkSentence(p));
  const [a, b] = findings;
  if (!a || !b) return null;
  const good = pair.filter((_, i) => findings[i]?.ok);
  const bad = findings.find((f) => !f?.ok);
  const show = (p: string) => p.replace(/\bi\b/g, "I");
  if (good.length === 1 && bad) return `Es heisst «${show(good[0] ?? "")}». ${bad.text}`;
  if (good.length === 2) return `Beide gehen: ${a.text}`;
  return `Beide passen noch nicht. ${bad?.text ?? ""} Wie würdest du es jetzt schreiben?`;
}

// --- conjugation table ------------------------------------------------------------------------

function conjugation(t: string): string | null {
  const m =
    /(?:konjugier\w*|conjugat\w*|formen von|konjugation von)\s+(?:man\s+|das verb\s+)?(?:to\s+)?'?([a-z]+)'?/.exec(
      t,
    );
  if (!m?.[1]) return null;
  const base = m[1];
  if (base === "be") {
    return "to be im Simple Present: I am, you are, he/she/it is, we are, you are, they are. Im Simple Past: I/he/she/it was, we/you/they were. Schreib einen kurzen Satz mit «my friends» und to be – ich prüfe, ob die Form passt. Was schreibst du?";
  }
  const v = verbForms(base);
  if (!v) {
    return `«${base}» steht nicht in meiner Verbtabelle, darum gebe ich dir keine Formen, die vielleicht falsch sind. Die Regel im Simple Present: Grundform, nur bei he/she/it mit -s. Schau für die Vergangenheit in die Liste der unregelmässigen Verben. Was weisst du schon über «${base}»?`;
  }
  return `${base} im Simple Present: I ${base}, you ${base}, he/she/it ${v.s}, we ${base}, you ${base}, they ${base}. Simple Past: ${v.past.join("/")} (für alle Personen gleich), Partizip: ${v.pp.join("/")}${v.irregular ? " – ein unregelmässiges Verb" : ""}. ing-Form: ${v.ing}. Schreib einen kurzen Satz mit «she» und ${base} – ich prüfe, ob die Verbform passt. Was schreibst du?`;
}

const SAYS_WRONG = /\b(falsch|fehler|nicht richtig|nicht korrekt|wrong|incorrect|mistake)\b/;

/** The tutor's reply to an English grammar claim or question, or null when there is none. */
export function englishGrammarReply(input: string): string | null {
  const t = clean(input).replace(/[«»"“”„]/g, "'");
  const conj = conjugation(t);
  if (conj) return conj;
  const asked = askedForm(t);
  if (asked) return asked;
  const claim = findClaim(t);
  if (claim) return judgeClaim(claim);
  const quoted = quotedParts(input);
  if (quoted[0]) {
    const tense = judgeTense(t, quoted[0]);
    if (tense) return tense;
  }
  const series = judgeSeries(quoted[0] ? clean(quoted[0]) : t);
  if (series) return series;
  if (quoted.length >= 2) {
    const pair = judgeAlternatives([clean(quoted[0] ?? ""), clean(quoted[1] ?? "")]);
    if (pair) return /^(warum|wieso|weshalb)/.test(t) ? pair.replace(/^Es heisst/, "Man sagt") : pair;
  }
  const alternatives = alternativesIn(t);
  if (alternatives) {
    const reply = judgeAlternatives(alternatives);
    if (reply) return reply;
  }
  if (quoted[0]) {
    const finding = checkSentence(quoted[0]);
    // «Ist 'He don't like apples' falsch?»: the pupil claims a mistake.
    if (finding && SAYS_WRONG.test(t)) {
      return finding.ok
        ? `Nein, da ist kein Fehler in der Verbform: ${finding.text} Was hat dich daran gestört?`
        : `Richtig erkannt, da ist ein Fehler: ${finding.text} Wie heisst der Satz richtig?`;
    }
    if (finding) {
      return finding.ok
        ? `Richtig${finding.tense ? ", die Verbform stimmt" : ""}: ${finding.text}`
        : `Nicht ganz: ${finding.text} Wie heisst der Satz richtig?`;
    }
  }
  return null;
}
