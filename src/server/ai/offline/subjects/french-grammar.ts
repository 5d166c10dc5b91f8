// French grammar claims and questions, judged against the curated tables (french-forms.ts,
// data/grammar-fr.json): "Wie konjugiert man être?", "'Nous êtes' ist richtig, oder?",
// "Es heisst 'le maison', oder?", "je suis allé ist passé composé, oder?", "Die Verneinung von
// 'je mange' ist 'je pas mange'", "Quatre-vingts ist 80, stimmt's?". A wrong form gets no praise
// and no ready answer, only the rule and a hint; what the tables do not cover, the tutor says so.
import { foldAccents } from "../text.ts";
import { quotedParts } from "./english-grammar.ts";
import {
  type Conjugation,
  conjugate,
  feminineOf,
  formsOf,
  frenchNumber,
  knownInfinitive,
  nounGender,
  numberPhraseIn,
  PRONOUNS,
  parseFrenchNumber,
  personIndex,
  swissNumber,
  verbNear,
  withPronoun,
} from "./french-forms.ts";

const UNSURE = "Wie bist du darauf gekommen?";
const fold = (w: string) => foldAccents(w.toLowerCase());

function clean(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»"“”„]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** French words of a phrase, "j'ai" split into "j'" and "ai". */
function tokens(phrase: string): string[] {
  return clean(phrase)
    .replace(/[.!?,;:]+/g, " ")
    .replace(/\b([jlnmtsd])'/g, "$1' ")
    .split(/\s+/)
    .filter(Boolean);
}

// --- conjugation table ------------------------------------------------------------------------

const SOURCE_NOTE: Record<Conjugation["source"], string> = {
  table: "",
  er: " Es ist ein regelmässiges Verb auf -er: Endungen -e, -es, -e, -ons, -ez, -ent.",
  ir: " Es geht wie finir: Endungen -is, -is, -it, -issons, -issez, -issent.",
  re: " Es geht wie vendre: Endungen -s, -s, –, -ons, -ez, -ent.",
};

export function conjugationTable(verb: Conjugation): string {
  const present = verb.present.map((f, i) => withPronoun(i, f)).join(", ");
  const pc = `${verb.aux === "être" ? "je suis" : "j'ai"} ${verb.pp}`;
  return `${verb.infinitive} im Präsens: ${present}.${SOURCE_NOTE[verb.source]} Passé composé: ${pc}${verb.aux === "être" ? ` (mit être, das Partizip passt sich an: elle est ${verb.pp}e)` : " (mit avoir)"}.`;
}

function conjugationReply(t: string): string | null {
  const m =
    /(?:konjugier\w*|conjugue\w*|conjugaison de|konjugation von|formen von)\s+(?:man\s+|das verb\s+|le verbe\s+)?'?([a-zàâçéèêëîïôûù]+)'?/.exec(
      t,
    );
  if (!m?.[1]) return null;
  const verb = knownInfinitive(m[1]) ?? conjugate(m[1]);
  if (!verb) {
    return `«${m[1]}» steht nicht in meinen Tabellen – ich gebe dir keine Formen, die vielleicht falsch sind. Einige Verben ändern ihren Stamm (j'achète, j'appelle); schau im Verbteil deines Buches nach. Was weisst du schon über «${m[1]}»?`;
  }
  return `${conjugationTable(verb)}\n\nJetzt du: Schreib einen kurzen Satz mit «nous» und ${verb.infinitive}. Ich prüfe, ob die Verbform passt. Was schreibst du?`;
}

// --- numbers ----------------------------------------------------------------------------------

function numberReply(t: string): string | null {
  const digits = /\b(\d{1,3})\b/.exec(t);
  const phrase = numberPhraseIn(t);
  if (!digits?.[1]) return null;
  const n = Number(digits[1]);
  if (n > 100) return null;
  const canonical = frenchNumber(n);
  const swiss = swissNumber(n);
  const names = swiss ? `«${canonical}» (in der Schweiz «${swiss}»)` : `«${canonical}»`;
  if (!phrase) {
    if (/\b(wie|was) (sagt|schreibt|heisst|isch)\b/.test(fold(t))) {
      return `${n} heisst auf Französisch ${names}. Wie schreibst du ${n + 1}?`;
    }
    return null;
  }
  const value = parseFrenchNumber(phrase);
  if (value === null) return null;
  if (value !== n) {
    return `Nein, «${phrase}» ist nicht ${n}. Rechne die Teile zusammen: Was bedeutet jedes Wort darin? Tipp: quatre-vingts = 4 × 20, soixante-dix = 60 + 10. Welche Zahl ist «${phrase}» also?`;
  }
  const spelled = [canonical, swiss].filter(Boolean).map((s) => fold(s ?? "").replace(/[\s-]+/g, " "));
  const spelling = spelled.includes(fold(phrase).replace(/[\s-]+/g, " "))
    ? ""
    : ` Achte auf die Schreibweise: ${names}.`;
  return `Richtig, «${phrase}» ist ${n}.${spelling} ${n === 80 ? "quatre-vingts heisst wörtlich «vier mal zwanzig»; in der Schweiz sagt man auch huitante." : ""}`.trim();
}

// --- negation ---------------------------------------------------------------------------------

/** "je mange" → "je ne mange pas", "il aime" → "il n'aime pas"; null when it cannot tell. */
function negate(phrase: string): string | null {
  const w = tokens(phrase);
  const [subject, verb, ...rest] = w;
  if (!subject || !verb || personIndex(subject) === null) return null;
  const s = subject === "j'" ? "je" : subject;
  const ne = /^[aeiouyéèêh]/.test(verb) ? "n'" : "ne ";
  return `${s} ${ne}${verb} pas${rest.length ? ` ${rest.join(" ")}` : ""}`.replace("' ", "'");
}

function negationReply(t: string, quoted: string[]): string | null {
  if (!/verneinung|verneint|verneinen|negation|negativ/.test(fold(t))) return null;
  let positive = quoted.find((q) => !/\b(ne|n'|pas)\b|n'/.test(clean(q)));
  let negative = quoted.find((q) => q !== positive);
  if (!positive || !negative) {
    const m = /von\s+'?([^']+?)'?\s+(?:ist|isch|heisst|=)\s+'?([^']+?)'?(?:,|\s+oder|\s+stimmt|\?|$)/.exec(t);
    if (!m?.[1] || !m[2]) return null;
    positive = m[1];
    negative = m[2];
  }
  const expected = negate(positive);
  if (!expected) return null;
  const same = fold(negative).replace(/[.!?]/g, "").replace(/\s+/g, " ").trim() === fold(expected);
  if (same) {
    return `Richtig, «${negative.trim()}» ist die Verneinung von «${positive.trim()}». Die Verneinung ne … pas packt das Verb ein: ne davor, pas danach.`;
  }
  return `Nein, «${negative.trim()}» ist noch nicht die richtige Verneinung. Die Verneinung hat im Französischen zwei Teile: ne … pas. ne (vor Vokal n') steht vor dem Verb, pas steht direkt danach – das Verb wird «eingepackt». Wie heisst die Verneinung von «${positive.trim()}» also?`;
}

// --- phrases: pronoun + verb, passé composé, article + noun, adjective ------------------------

type Finding = { ok: boolean; text: string; tense?: "présent" | "passé composé" | "futur proche" };

function verbFinding(w: string[]): Finding | null {
  let i = 0;
  const pronoun = w[i] ?? "";
  const person = personIndex(pronoun);
  if (person === null) return null;
  i++;
  const hasNe = w[i] === "ne" || w[i] === "n'";
  if (hasNe) i++;
  const verb = w[i] ?? "";
  const next = w[i + 1] ?? "";
  if (!hasNe && verb === "pas") {
    return {
      ok: false,
      text: "Bei der Verneinung fehlt noch etwas: Sie hat zwei Teile, ne … pas. ne steht vor dem Verb, pas danach.",
    };
  }
  const entries = formsOf(verb).filter((e) => e.persons.length > 0);
  if (entries.length === 0) return unknownForm(verb, pronoun);
  const pronounShown = PRONOUNS[person] ?? pronoun;
  const fitting = entries.find((e) => e.persons.includes(person));
  if (!fitting) {
    const e = entries[0];
    if (!e) return null;
    const belongs = e.persons.map((p) => PRONOUNS[p]).join(" und ");
    return {
      ok: false,
      text: `«${verb}» ist eine Form von ${e.verb.infinitive}, aber sie gehört zu ${belongs}, nicht zu ${pronounShown}. Welche Form von ${e.verb.infinitive} passt zu ${pronoun.replace("j'", "je")}?`,
    };
  }
  if (hasNe && w[i + 1] !== "pas" && !["jamais", "plus", "rien"].includes(w[i + 1] ?? "")) {
    if (!(w[i + 2] === "pas")) {
      return { ok: false, text: "Zur Verneinung ne gehört pas direkt nach dem Verb: ne … pas." };
    }
  }
  if (!hasNe && next === "pas") {
    return {
      ok: false,
      text: "Beim Sprechen lässt man ne manchmal weg, aber geschrieben gehört es dazu: Die Verneinung hat zwei Teile, ne … pas. Wo fehlt etwas?",
    };
  }
  const after = hasNe ? (w[i + 2] ?? "") : next;
  const infinitive = fitting.verb.infinitive;
  // passé composé: avoir/être + participle
  if ((infinitive === "avoir" || infinitive === "être") && after) {
    const participle = pcParticiple(after);
    if (participle) return pcFinding(infinitive, person, pronoun, participle.verb, after);
  }
  if (infinitive === "aller" && after && knownInfinitive(after)) {
    return {
      ok: true,
      text: `«${w.join(" ").replace("' ", "'")}» ist das futur proche: aller im Präsens + Infinitiv (${after}).`,
      tense: "futur proche",
    };
  }
  const personText =
    fitting.persons.length > 1 ? fitting.persons.map((p) => PRONOUNS[p]).join(" und ") : pronounShown;
  return {
    ok: true,
    text: `«${verb}» ist die Präsensform von ${infinitive} für ${personText}.`,
    tense: "présent",
  };
}

/** A form not in the tables: near a known verb ("faisez" → faire) gets a hint, else honesty. */
function unknownForm(form: string, pronoun: string): Finding | null {
  if (formsOf(form).length > 0 || form.length < 4) return null;
  const prefix = fold(form).slice(0, 4);
  const listed = [
    "faire",
    "être",
    "avoir",
    "aller",
    "prendre",
    "venir",
    "pouvoir",
    "vouloir",
    "dire",
    "écrire",
    "lire",
    "boire",
  ]
    .map((v) => knownInfinitive(v))
    .find((v) => v && [...v.present, v.infinitive].some((f) => fold(f).startsWith(prefix)));
  const near = listed ?? verbNear(form);
  if (near) {
    return {
      ok: false,
      text: `«${form}» ist keine Form von ${near.infinitive}, die ich kenne${near.source === "table" ? `: ${near.infinitive} ist unregelmässig` : ""}. Schau die Endung nochmals an. Welche Form gehört zu ${pronoun.replace("j'", "je")}? Du kannst mich fragen: «Wie konjugiert man ${near.infinitive}?»`,
    };
  }
  return null;
}

function pcParticiple(word: string): { verb: Conjugation } | null {
  const base = word.replace(/(e|s|es)$/, "");
  for (const candidate of [word, base, `${base}é`]) {
    const entry = formsOf(candidate).find((e) => e.participle);
    if (entry) return { verb: entry.verb };
  }
  return null;
}

function pcFinding(aux: string, person: number, pronoun: string, verb: Conjugation, given: string): Finding {
  if (aux !== verb.aux) {
    return {
      ok: false,
      text: `${verb.infinitive} bildet das passé composé mit ${verb.aux}, nicht mit ${aux}. ${verb.aux === "être" ? "Die Verben der Bewegung wie aller, venir, partir, arriver nehmen être." : "Die meisten Verben nehmen avoir."} Wie heisst die Form also?`,
    };
  }
  if (verb.aux === "avoir") {
    if (fold(given) !== fold(verb.pp)) {
      return {
        ok: false,
        text: `Mit avoir bleibt das Partizip von ${verb.infinitive} unverändert. Schau die Endung nochmals an.`,
      };
    }
    return {
      ok: true,
      text: `Das ist passé composé: avoir + Partizip (participe passé) «${verb.pp}» von ${verb.infinitive}.`,
      tense: "passé composé",
    };
  }
  const p = pronoun.replace("'", "");
  const wanted: string[] =
    p === "elle"
      ? [`${verb.pp}e`]
      : p === "il"
        ? [verb.pp]
        : p === "ils"
          ? [`${verb.pp}s`]
          : p === "elles"
            ? [`${verb.pp}es`]
            : p === "nous" || p === "vous"
              ? [`${verb.pp}s`, `${verb.pp}es`, verb.pp, `${verb.pp}e`]
              : [verb.pp, `${verb.pp}e`];
  if (!wanted.map(fold).includes(fold(given))) {
    return {
      ok: false,
      text: `Mit être passt sich das Partizip an die Person an (accord): weiblich +e, Mehrzahl +s. Bei «${p}» passt «${given}» so noch nicht – welche Endung braucht es?`,
    };
  }
  const ending = given.endsWith("es")
    ? "weiblich und Mehrzahl: +es"
    : given.endsWith("s")
      ? "Mehrzahl: +s"
      : given.endsWith("e") && !verb.pp.endsWith("e")
        ? "weiblich: +e"
        : "männlich Einzahl: keine Endung";
  return {
    ok: true,
    text: `Das ist passé composé mit être: ${PRONOUNS[person]} + ${aux === "être" ? "être" : aux} + Partizip von ${verb.infinitive}. Mit être passt sich das Partizip an die Person an (accord) – hier ${ending}.`,
    tense: "passé composé",
  };
}

const ARTICLES: Record<string, "m" | "f" | "elided"> = {
  le: "m",
  la: "f",
  "l'": "elided",
  un: "m",
  une: "f",
};

function articleFinding(w: string[]): Finding | null {
  for (let i = 0; i + 1 < w.length; i++) {
    const article = w[i] ?? "";
    const kind = ARTICLES[article];
    if (!kind) continue;
    const noun = w[i + 1] ?? "";
    const gender = nounGender(noun);
    if (!gender) {
      // adjective before the noun: une petite maison
      const after = w[i + 2] ?? "";
      const g = nounGender(after);
      const adj = g ? agreement(noun, after, g) : null;
      if (!adj || !g) continue;
      if (kind !== "elided" && kind !== g) {
        return {
          ok: false,
          text: `«${after}» ist ${g === "f" ? "weiblich (féminin)" : "männlich (masculin)"}, darum passt der Artikel «${article}» nicht. Welchen Artikel braucht es?`,
        };
      }
      return adj;
    }
    const genderWord = gender === "f" ? "weiblich (féminin)" : "männlich (masculin)";
    const vowel = /^[aeiouyéèêh]/.test(noun) && !/^h(ibou|éros|aricot|amster|aut)/.test(noun);
    if ((article === "le" || article === "la") && vowel) {
      return {
        ok: false,
        text: `Vor einem Vokal (oder stummem h) werden le und la gekürzt – so sagt man «${noun}» nicht mit «${article}». «${noun}» ist ${genderWord}. Wie schreibst du den Artikel?`,
      };
    }
    if (kind === "elided") {
      return vowel
        ? { ok: true, text: `Vor einem Vokal wird le/la zu l': l'${noun}. «${noun}» ist ${genderWord}.` }
        : {
            ok: false,
            text: `l' steht nur vor einem Vokal. «${noun}» ist ${genderWord} – welcher Artikel passt?`,
          };
    }
    const adjective = w[i + 2] ? agreement(w[i + 2] ?? "", noun, gender) : null;
    if (kind !== gender) {
      return {
        ok: false,
        text: `«${noun}» ist ${genderWord}, darum passt der Artikel «${article}» nicht. Welchen Artikel braucht ein ${gender === "f" ? "weibliches" : "männliches"} Nomen?`,
      };
    }
    if (adjective) return adjective;
    return {
      ok: true,
      text: `«${noun}» ist ${genderWord}, darum «${article} ${noun}». Lerne das Nomen immer mit seinem Artikel.`,
    };
  }
  return null;
}

function agreement(adjective: string, noun: string, gender: "m" | "f"): Finding | null {
  const adj = feminineOf(adjective);
  if (!adj) return null;
  const plural =
    /s$/.test(fold(adjective)) && !/s$/.test(fold(gender === "f" ? adj.feminine : adj.masculine));
  const want = (gender === "f" ? adj.feminine : adj.masculine) + (plural ? "s" : "");
  const genderWord = gender === "f" ? "weiblich" : "männlich";
  if (fold(adjective) !== fold(want)) {
    return {
      ok: false,
      text: `Das Adjektiv passt sich an das Nomen an (accord): «${noun}» ist ${genderWord}, also braucht «${adj.masculine}» die ${gender === "f" ? "weibliche" : "männliche"} Form. Wie heisst sie?`,
    };
  }
  return {
    ok: true,
    text: `Das Adjektiv «${adjective}» ist richtig an das ${genderWord}e Nomen «${noun}» angeglichen.`,
  };
}

/** Checks one French phrase against the tables; null when nothing in it is covered. */
export function checkFrenchPhrase(phrase: string): Finding | null {
  const w = tokens(phrase);
  return verbFinding(w) ?? articleFinding(w);
}

// --- claims about verbs: "'Je vais' kommt von 'venir'", "'je suis' ist eine Form von être" --------

function verbOfClaim(t: string, phrase: string): string | null {
  const rest = fold(t).replace(fold(phrase), " ");
  const m = /\b(?:von|vom|form von|kommt von|gehort zu|zu|from|of)\s+'?([a-zàâçéèêëîïôûù]+)'?/.exec(rest);
  const word = m?.[1];
  if (!word) return null;
  return knownInfinitive(word)?.infinitive ?? null;
}

function verbClaim(t: string, phrase: string): string | null {
  const infinitive = verbOfClaim(t, phrase);
  if (!infinitive) return null;
  const w = tokens(phrase);
  const person = personIndex(w[0] ?? "");
  const form = person === null ? w[0] : w[1];
  if (!form) return null;
  const entries = formsOf(form);
  const entry = entries.find((e) => e.verb.infinitive === infinitive);
  if (!entry) {
    const real = entries[0];
    return real
      ? `Nein, «${phrase}» kommt nicht von ${infinitive}. «${form}» gehört zu einem anderen Verb – zu welchem? Tipp: Es heisst auf Deutsch «${real.verb.de ?? "…"}».`
      : `«${form}» finde ich nicht in meinen Tabellen, darum kann ich das nicht sicher prüfen. ${UNSURE}`;
  }
  if (person !== null && !entry.persons.includes(person)) {
    return `Fast: «${form}» ist eine Form von ${infinitive}, aber sie gehört zu ${entry.persons.map((p) => PRONOUNS[p]).join(" und ")}, nicht zu ${w[0]}. Welche Form passt zu ${w[0]}?`;
  }
  const of = entry.persons.map((p) => PRONOUNS[p]).join(" und ");
  return `Richtig, «${phrase}» ist eine Form von ${infinitive} (${of}). ${conjugationTable(entry.verb)}`;
}

// --- tense names ---------------------------------------------------------------------------------

const TENSES: readonly [Finding["tense"], RegExp][] = [
  ["passé composé", /passe compose/],
  ["futur proche", /futur proche/],
  ["présent", /\bpresent\b|prasens/],
];

/** French phrases in a message: quoted ones, else a bare "pronoun verb …" at the start. */
function phrasesIn(input: string): string[] {
  const quoted = quotedParts(input);
  if (quoted.length > 0) return quoted;
  const t = clean(input);
  const m =
    /(?:^|\b(?:heisst es|es heisst|ist|isch|sagt man|schreibt man|warum schreibt man|wieso schreibt man)\s+)((?:je|j'|tu|il|elle|on|nous|vous|ils|elles|le|la|l'|un|une)\s*[a-zàâçéèêëîïôûù']+(?:\s+[a-zàâçéèêëîïôûù']+){0,3}?)(?=\s+(?:ist|isch|oder|richtig|stimmt|mit|ist das|\?)|[,?]|$)/.exec(
      t,
    );
  return m?.[1] ? [m[1]] : [];
}

const GENDER_WORD = /\b(mannlich|weiblich|masculin|feminin)\b/;

/** «Ist maison männlich oder weiblich?» (answered) and «maison ist männlich, oder?» (judged). */
function genderReply(t: string): string | null {
  const f = fold(t).replace(/'/g, " ");
  const words = f.match(/[a-z-]+/g) ?? [];
  if (!GENDER_WORD.test(f) && !/welche[rn]? artikel|le oder la|un oder une/.test(f)) return null;
  const noun = words.find((w) => w.length > 2 && nounGender(w) && !["est", "une", "les"].includes(w));
  if (!noun) return null;
  const gender = nounGender(noun);
  const article = gender === "f" ? "la" : "le";
  const vowel = /^[aeiouyh]/.test(noun);
  const named = `«${noun}» ist ${gender === "f" ? "weiblich (féminin)" : "männlich (masculin)"}: ${vowel ? `l'${noun}, ${gender === "f" ? "une" : "un"} ${noun}` : `${article} ${noun}, ${gender === "f" ? "une" : "un"} ${noun}`}.`;
  const claims = f.match(/\b(mannlich|weiblich|masculin|feminin)\b/g) ?? [];
  if (claims.length === 1 && !/welche/.test(f)) {
    const saysFeminine = /weiblich|feminin/.test(claims[0] ?? "");
    return saysFeminine === (gender === "f")
      ? `Richtig, ${named}`
      : `Nein, «${noun}» ist nicht ${saysFeminine ? "weiblich" : "männlich"}. Lerne das Nomen immer mit seinem Artikel. Welcher Artikel passt also?`;
  }
  return `${named} Lerne das Nomen immer mit seinem Artikel. Kennst du noch ein Nomen, das auf Französisch ${gender === "f" ? "weiblich" : "männlich"} ist?`;
}

/** «Wie heisst das Partizip von faire?» and «Das participe passé von prendre ist prendu, oder?» */
function participleReply(t: string): string | null {
  const m =
    /(?:partizip|participe passe|participe)\s+(?:von|de|vo)\s+'?([a-zàâçéèêëîïôûù]+)'?(?:\s+(?:ist|isch|=|heisst)\s+'?([a-zàâçéèêëîïôûù]+)'?)?/.exec(
      fold(t),
    );
  if (!m?.[1]) return null;
  const verb = knownInfinitive(m[1]) ?? conjugate(m[1]);
  if (!verb)
    return `«${m[1]}» steht nicht in meinen Tabellen, darum kann ich das Partizip nicht sicher sagen. ${UNSURE}`;
  const given = m[2];
  const rule = `Das passé composé von ${verb.infinitive} bildest du mit ${verb.aux}.`;
  if (!given)
    return `Das participe passé von ${verb.infinitive} ist «${verb.pp}». ${rule} Wie heisst dann «ich habe/bin …» auf Französisch?`;
  if (fold(given) === fold(verb.pp))
    return `Richtig, das participe passé von ${verb.infinitive} ist «${verb.pp}». ${rule}`;
  return `Nein, «${given}» ist nicht das participe passé von ${verb.infinitive}. ${verb.source === "table" ? `${verb.infinitive} ist unregelmässig – schau in der Verbliste nach.` : "Regel: -er → -é, -ir → -i, -re → -u."} Wie heisst es?`;
}

/** The tutor's reply to a French grammar claim or question, or null when there is none. */
export function frenchGrammarReply(input: string): string | null {
  const t = clean(input);
  const conj = conjugationReply(t);
  if (conj) return conj;
  const quoted = quotedParts(input);
  const negation = negationReply(t, quoted);
  if (negation) return negation;
  const number = numberReply(t);
  if (number) return number;
  const gender = genderReply(t);
  if (gender) return gender;
  const participle = participleReply(t);
  if (participle) return participle;
  const phrases = phrasesIn(input);
  const phrase = phrases[0];
  if (!phrase) return null;
  if (phrases.length >= 2 && /\b(oder|or|ou)\b/.test(fold(t))) {
    const both = phrases.slice(0, 2).map((p) => ({ p, f: checkFrenchPhrase(p) }));
    const good = both.filter((x) => x.f?.ok);
    const bad = both.find((x) => x.f && !x.f.ok);
    if (good.length === 1 && bad?.f)
      return `Es heisst «${good[0]?.p}». ${bad.f.text.replace(/ (Welche|Welchen|Wie)[^?]*\?$/, "")}`;
  }
  const claim = verbClaim(t, phrase);
  if (claim) return claim;
  const finding = checkFrenchPhrase(phrase);
  if (!finding) return null;
  const why = /^(warum|wieso|weshalb|werum)\b/.test(fold(t));
  const claimedTense = TENSES.find(([, re]) => re.test(fold(t)))?.[0];
  if (claimedTense && finding.ok) {
    return finding.tense === claimedTense
      ? `Richtig, «${phrase}» ist ${claimedTense}. ${finding.text}`
      : `Nein, «${phrase}» ist nicht ${claimedTense}. Schau auf das Verb: Hat es zwei Teile (avoir/être + Partizip, oder aller + Infinitiv) oder nur einen? Welche Zeitform passt?`;
  }
  if (!finding.ok) return `Nein, «${phrase}» stimmt so noch nicht. ${finding.text}`;
  if (why) return `Gute Frage! ${finding.text}`;
  if (/vous/.test(fold(phrase)) && /\b(ihr|sie)\b/.test(fold(t))) {
    return `Richtig, «${phrase}» stimmt. ${finding.text} vous steht für «ihr» und für die Höflichkeitsform «Sie».`;
  }
  return `Richtig, «${phrase}» stimmt. ${finding.text}`;
}
