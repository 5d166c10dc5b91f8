// Checks a pupil's science claim by relation, not by keywords alone (issue 17, «Never praise a
// wrong answer»): «Bei der Fotosynthese nehmen Pflanzen Sauerstoff auf» names the right words in
// the wrong direction and is wrong. The knowledge is data (data/statements-<subject>.json, schema
// in data/statements.ts); this module only reads a sentence into relations and compares them.
// It is generic: the subject id picks the bank. No verdict (null) means «cannot judge».
import { foldAccents, normalise } from "../text.ts";
import { STATEMENT_BANKS, type StatementBank } from "./data/statements.ts";

/** reason: short, fit as feedback on an exercise; detail: the fuller explanation for a claim on its own. */
export type Judgement = { verdict: "right" | "wrong"; reason: string; detail?: string; topic?: string };

const SUBSCRIPTS: Record<string, string> = {
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "₅": "5",
  "₆": "6",
};
const toDigits = (s: string) => s.replace(/[₀-₆]/g, (d) => SUBSCRIPTS[d] ?? d);

/** Lower case, accents folded; commas, dashes and colons become a «,» token (a clause or list break). */
export function tokens(input: string): string[] {
  return foldAccents(normalise(toDigits(input)))
    .replace(/[,;:–—]|\s-\s/g, " , ")
    .replace(/[^a-z0-9%,.' ]+/g, " ")
    .replace(/(\D)\.|\.(\D)/g, "$1 $2")
    .split(/\s+/)
    .filter(Boolean);
}

/** Length of the match of one keyword at token i (0: none). «vom herz» matches «vom herzen». */
function matchAt(words: readonly string[], i: number, keyword: string): number {
  const whole = keyword.endsWith(" ");
  const parts = foldAccents(keyword.toLowerCase()).trim().split(/\s+/);
  for (let j = 0; j < parts.length; j++) {
    const w = words[i + j];
    const p = parts[j] ?? "";
    if (w === undefined) return 0;
    const last = j === parts.length - 1;
    if (last ? (whole ? w !== p : !w.startsWith(p)) : w !== p) return 0;
  }
  return parts.length;
}

/** Positions where any of the keywords matches. */
function find(words: readonly string[], keywords: readonly string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i < words.length; i++) if (keywords.some((k) => matchAt(words, i, k) > 0)) at.push(i);
  return at;
}
const has = (words: readonly string[], keywords: readonly string[]) => find(words, keywords).length > 0;

const NEGATION = ["nicht ", "kein", "nie ", "niemals", "nod ", "nid ", "nöd "];
const CLAUSE_BREAK = new Set([
  ",",
  "und",
  "sondern",
  "aber",
  "oder",
  "denn",
  "weil",
  "wahrend",
  "dabei",
  "jedoch",
  "obwohl",
  "wenn",
  "damit",
]);

/** Clauses for relations that hold within one part of a sentence («… ist kein Fisch, sondern …»). */
function clauses(words: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const w of words) {
    if (CLAUSE_BREAK.has(w)) out.push([]);
    else out.at(-1)?.push(w);
  }
  return out.filter((c) => c.length > 0);
}
const negated = (words: readonly string[]) => has(words, NEGATION);

// ---- processes: which substances go in, which come out -------------------------------------

const IN_MARKERS = [
  "aufnehm",
  "aufgenommen",
  "nehm",
  "nimmt",
  "brauch",
  "gebraucht",
  "verbrauch",
  "benotig",
  "verwend",
  "nutz",
  "einatm",
  "eingeatmet",
  "holt",
  "hol ",
  "zieht",
  "ziehen",
  "reagier",
];
const OUT_MARKERS = [
  "abgeb",
  "abgegeben",
  "geb",
  "gibt",
  "produzier",
  "herstell",
  "hergestellt",
  "bild",
  "gebildet",
  "entsteh",
  "entstand",
  "erzeug",
  "freisetz",
  "freigesetzt",
  "ausatm",
  "ausgeatmet",
  "mach",
  "ergibt",
  "ergeben",
  "liefer",
  "gewinn",
  "gewonnen",
];
/** Separable particles (nimmt … auf, gibt … ab): only at the end of a clause. */
const PARTICLES: Record<string, "in" | "out"> = {
  auf: "in",
  ein: "in",
  ab: "out",
  aus: "out",
  her: "out",
  frei: "out",
};
const LINKS = new Set([",", "und", "sowie", "der", "die", "das", "den", "dem", "etwas", "viel", "auch"]);

type Marker = { at: number; dir: "in" | "out"; before?: true };

function directionMarkers(words: readonly string[]): Marker[] {
  const marks: Marker[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1];
    const particle = PARTICLES[w];
    if (particle && (next === undefined || next === "," || next === "und" || next === "oder")) {
      marks.push({ at: i, dir: particle });
    } else if (w === "aus" || w === "von") {
      marks.push({ at: i, dir: "in", before: true }); // «aus CO₂ und Wasser entsteht …»: the source goes in
    } else if (IN_MARKERS.some((m) => matchAt(words, i, m))) {
      marks.push({ at: i, dir: "in" });
    } else if (OUT_MARKERS.some((m) => matchAt(words, i, m))) {
      marks.push({ at: i, dir: "out" });
    }
  });
  return marks;
}

function judgeProcess(bank: StatementBank, words: readonly string[], topic?: string): Judgement | null {
  // An answer to an exercise on the process need not name it («Die Pflanze braucht Licht …»).
  const said = bank.processes.filter((p) => has(words, p.keywords));
  const named =
    said.length > 0 ? said : bank.processes.filter((p) => topic !== undefined && p.topic === topic);
  if (named.length !== 1) return null; // none, or two compared at once: no single relation to check
  const p = named[0];
  if (!p) return null;
  const marks = directionMarkers(words);
  if (marks.length === 0) return null;
  const found: { label: string; role: string; dir: "in" | "out" | null; neg: boolean }[] = [];
  let lastAt = -1;
  let lastDir: "in" | "out" | null = null;
  const substanceAt = (i: number) =>
    p.substances.find((sub) => sub.keywords.some((k) => matchAt(words, i, k)));
  for (let i = 0; i < words.length; i++) {
    const s = substanceAt(i);
    if (!s) continue;
    const between = words.slice(lastAt + 1, i);
    const linked =
      lastAt >= 0 &&
      between.some((w) => w === "," || w === "und" || w === "sowie") &&
      between.every((w) => LINKS.has(w));
    let dir: "in" | "out" | null = linked ? lastDir : null;
    if (!linked || dir === null) {
      const near = marks
        .map((m) => ({ ...m, d: Math.abs(m.at - i) + (m.at > i ? 0 : 0.5) }))
        .filter((m) => m.d <= 3.5 && !words.slice(Math.min(m.at, i), Math.max(m.at, i)).includes(","))
        // A preposition («aus Licht») names only the substance right after it.
        .filter(
          (m) =>
            !m.before || (m.at < i && !words.slice(m.at + 1, i).some((_, k) => substanceAt(m.at + 1 + k))),
        )
        .sort((a, b) => a.d - b.d);
      // Two markers of opposite direction about as near («Beim Verbrennen von Holz entsteht …»):
      // the sentence is not clear enough to judge this substance.
      const best = near[0];
      const rival = near.find((m) => m.dir !== best?.dir);
      dir = best && !(rival && rival.d - best.d <= 0.5) ? best.dir : null;
    }
    const clauseStart = Math.max(-1, ...words.slice(0, i).map((w, j) => (CLAUSE_BREAK.has(w) ? j : -1)));
    let clauseEnd = words.findIndex((w, j) => j > i && CLAUSE_BREAK.has(w));
    if (clauseEnd < 0) clauseEnd = words.length;
    found.push({ label: s.label, role: s.role, dir, neg: negated(words.slice(clauseStart + 1, clauseEnd)) });
    lastAt = i;
    lastDir = dir;
  }
  const judged = found.filter((f) => f.dir !== null);
  if (judged.length === 0) return null;
  const wrong = judged.find((f) => f.role !== "both" && (f.role === f.dir) === f.neg);
  if (wrong) {
    const said = wrong.dir === "in" ? "hineingehen" : "herauskommen";
    return {
      verdict: "wrong",
      reason: `Da ist die Richtung verdreht: ${wrong.label} ${wrong.neg ? "gehört sehr wohl dazu" : `kann bei der ${p.label} nicht ${said}`}.`,
      detail: p.summary,
      topic: p.topic,
    };
  }
  return { verdict: "right", reason: p.summary, topic: p.topic };
}

// ---- items and categories: «Ein Wal ist ein Fisch», «Die Mitochondrien machen die Fotosynthese» ----

function judgeItems(bank: StatementBank, words: readonly string[]): Judgement | null {
  let current: StatementBank["items"][number] | null = null;
  let result: Judgement | null = null;
  for (const clause of clauses(words)) {
    // The subject of the clause: the first item named in it, or the one of the clause before.
    let itemEnd = 0;
    for (let i = 0; i < clause.length && itemEnd === 0; i++) {
      for (const it of bank.items) {
        const len = Math.max(0, ...it.keywords.map((k) => matchAt(clause, i, k)));
        if (len > 0) {
          current = it;
          itemEnd = i + len;
          break;
        }
      }
    }
    if (!current) continue;
    const rest = clause.slice(itemEnd);
    const neg = negated(clause);
    for (const c of bank.categories) {
      if (!has(rest, c.keywords)) continue;
      const inDimension = bank.categories.filter((o) => o.dimension === c.dimension).map((o) => o.id);
      const holds = current.is.includes(c.id);
      const knownFalse =
        current.not?.includes(c.id) || (!holds && current.is.some((id) => inDimension.includes(id)));
      if (!holds && !knownFalse) continue;
      const right = holds !== neg;
      if (!right) {
        const fact = c.fact && !neg ? `${c.fact} ` : "";
        return { verdict: "wrong", reason: `${fact}${current.why}`, topic: current.topic };
      }
      result = { verdict: "right", reason: current.why, topic: current.topic };
    }
  }
  return result;
}

// ---- sizes and parts: «Ein Atom ist grösser als ein Molekül», «Ein Molekül besteht aus Atomen» ----

function judgeScale(bank: StatementBank, words: readonly string[]): Judgement | null {
  const bigger = words.findIndex((w) => /^(grosser|groesser|kleiner)$/.test(w));
  const madeOf = words.findIndex(
    (w, i) =>
      /^(besteht|bestehen|bestaht|bestoht|aufgebaut|zusammengesetzt)$/.test(w) &&
      words.slice(i, i + 4).includes("aus"),
  );
  const contains = words.findIndex((w) => /^(enthalt|enthalten|enthaelt)$/.test(w));
  for (const s of bank.scales) {
    const at = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const it = s.items.find((x) => x.keywords.some((k) => matchAt(words, i, k)));
        if (it) return it;
      }
      return null;
    };
    const neg = negated(words);
    const say = (right: boolean): Judgement => ({
      verdict: right !== neg ? "right" : "wrong",
      reason: s.summary,
      topic: s.topic,
    });
    if (bigger >= 0) {
      const als = words.indexOf("als", bigger);
      const a = at(0, bigger);
      const b = als > 0 ? at(als + 1, words.length) : null;
      if (!a || !b || a.rank === b.rank) continue;
      const claimsBigger = words[bigger]?.startsWith("gros") ?? false;
      return say(claimsBigger === a.rank > b.rank);
    }
    const verb = madeOf >= 0 ? madeOf : contains;
    if (verb >= 0) {
      const whole = at(0, verb);
      const part = at(verb + 1, words.length);
      if (!whole || !part || whole === part) continue;
      const partsOf = (label: string, seen = new Set<string>()): string[] => {
        if (seen.has(label)) return [];
        seen.add(label);
        const direct = s.items.find((x) => x.label === label)?.parts ?? [];
        return [...direct, ...direct.flatMap((p) => partsOf(p, seen))];
      };
      if (partsOf(whole.label).includes(part.label)) return say(true);
      if (part.rank >= whole.rank) return say(false);
    }
  }
  return null;
}

// ---- counts, formulas, number bands, claims -----------------------------------------------

const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwoelf: 12,
};
const numberAt = (w: string | undefined) =>
  w === undefined ? null : /^\d+$/.test(w) ? Number(w) : (NUMBER_WORDS[w] ?? null);

function judgeCounts(bank: StatementBank, words: readonly string[]): Judgement | null {
  for (const c of bank.counts) {
    const item = find(words, c.item)[0];
    if (item === undefined) continue;
    for (const n of find(words, c.noun)) {
      if (n <= item) continue;
      const value = numberAt(words[n - 1]) ?? numberAt(words[n - 2]);
      if (value === null) continue;
      const right = (value === c.value) !== negated(words);
      return { verdict: right ? "right" : "wrong", reason: c.fact, topic: c.topic };
    }
  }
  return null;
}

/** Element counts of a formula such as «C6H12O6» or «NaCl», or null when it is none. */
function composition(token: string): Map<string, number> | null {
  if (!/^([A-Z][a-z]?\d*)+$/.test(token) || !/\d|[A-Z].*[A-Z]/.test(token)) return null;
  const counts = new Map<string, number>();
  for (const [, el, n] of token.matchAll(/([A-Z][a-z]?)(\d*)/g)) {
    if (el) counts.set(el, (counts.get(el) ?? 0) + (n ? Number(n) : 1));
  }
  return counts;
}
const sameComposition = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

function judgeFormula(bank: StatementBank, raw: string, words: readonly string[]): Judgement | null {
  const claimed = toDigits(raw)
    .split(/[^A-Za-z0-9]+/)
    .map((t) => ({ t, c: composition(t) }))
    .filter((x): x is { t: string; c: Map<string, number> } => x.c !== null);
  if (claimed.length !== 1 || !claimed[0]) return null;
  const named = bank.formulas.filter((f) => has(words, f.keywords));
  if (named.length !== 1 || !named[0]) return null;
  // Only a claim about the formula itself («Wasser ist H2O», «… hat die Formel CO»).
  const about =
    has(words, ["formel", "geschrieben", "abgekurzt", "chemisch", "zeichen"]) || words.length <= 6;
  if (!about) return null;
  const f = named[0];
  const own = composition(f.formula);
  if (!own) return null;
  const right = sameComposition(own, claimed[0].c) !== negated(words);
  const other = bank.formulas.find((o) => {
    const c = composition(o.formula);
    return o !== f && c && sameComposition(c, claimed[0]?.c ?? new Map());
  });
  const aside = other && !right ? ` ${claimed[0].t} ist ${other.label}.` : "";
  return { verdict: right ? "right" : "wrong", reason: `${f.label} hat die Formel ${f.formula}.${aside}` };
}

function judgeBands(bank: StatementBank, raw: string, words: readonly string[]): Judgement | null {
  for (const b of bank.bands) {
    const at = find(words, b.keywords)[0];
    if (at === undefined) continue;
    const value = words
      .slice(at, at + 5)
      .map((w) => Number(w.replace(",", ".")))
      .find((v) => !Number.isNaN(v) && v >= 0);
    if (value === undefined || !/\d/.test(raw)) continue;
    const band = b.bands.find((x) => value < x.below) ?? b.bands.at(-1);
    for (const x of b.bands) {
      const [dimension, id] = x.category.split(":");
      const c = bank.categories.find((k) => k.id === id && k.dimension === dimension);
      if (!c || !has(words.slice(at), c.keywords)) continue;
      const right = (band?.category === x.category) !== negated(words);
      const actual = band?.category.split(":")[1] ?? "";
      const lead = right
        ? ""
        : `Bei ${b.name} ${String(value).replace(".", ",")} ist eine Lösung ${actual}. `;
      return { verdict: right ? "right" : "wrong", reason: `${lead}${b.fact}`, topic: b.topic };
    }
  }
  return null;
}

function judgeClaims(bank: StatementBank, words: readonly string[]): Judgement | null {
  // Clause by clause first: «Nein, Antibiotika wirken nur gegen Bakterien, die Grippe kommt von
  // Viren» must not be read as «Antibiotika wirken gegen Viren»; the whole sentence only when no
  // single clause holds a claim.
  const parts = clauses(words);
  const judgedParts = parts.flatMap((part) => {
    const j = claimIn(bank, part);
    return j ? [j] : [];
  });
  if (judgedParts.length > 0) return judgedParts.find((j) => j.verdict === "wrong") ?? judgedParts[0] ?? null;
  return claimIn(bank, words);
}

function claimIn(bank: StatementBank, words: readonly string[]): Judgement | null {
  for (const c of bank.claims) {
    if (!c.all.every((group) => has(words, group))) continue;
    const right = (c.verdict === "right") !== negated(words);
    return { verdict: right ? "right" : "wrong", reason: c.reason, topic: c.topic };
  }
  return null;
}

/**
 * The verdict on a pupil's claim in the subject's bank, or null when the bank cannot judge it.
 * The more specific readings come first: a formula, a number band, a count, a process direction,
 * a curated claim with its misconception, a process direction, a size or part relation, a category.
 * topic: the concept the pupil is answering on, if any (an exercise's topic label).
 */
export function judgeStatement(subjectId: string, input: string, topic?: string): Judgement | null {
  const bank = STATEMENT_BANKS[subjectId];
  if (!bank) return null;
  const words = tokens(input);
  return (
    judgeFormula(bank, input, words) ??
    judgeBands(bank, input, words) ??
    judgeCounts(bank, words) ??
    judgeClaims(bank, words) ??
    judgeProcess(bank, words, topic) ??
    judgeScale(bank, words) ??
    judgeItems(bank, words)
  );
}

/** «Was macht der Magen?»: what the bank knows about the one item a question names, or null. */
export function describeItem(subjectId: string, input: string): { text: string; topic?: string } | null {
  const bank = STATEMENT_BANKS[subjectId];
  if (!bank) return null;
  const words = tokens(input);
  const named = bank.items.filter((it) => has(words, it.keywords));
  const it = named[0];
  if (named.length !== 1 || !it) return null;
  return { text: it.why, topic: it.topic };
}
