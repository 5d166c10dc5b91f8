// Claims about a whole number's properties, computed rather than looked up (issue 17, round 2):
// «1 ist keine Primzahl», «9 ist eine Primzahl», «0 ist gerade», «84 ist durch 7 teilbar»,
// «36 ist eine Quadratzahl», «5 ist ein Teiler von 35», «42 ist ein Vielfaches von 6».
// Only a sentence that is exactly «<number> ist (nicht/k)ein <property>» is judged; anything else
// (two numbers joined by «und», «alle …», a property word we do not know) gives null: cannot judge.

import { NUMBER_WORDS as COUNT_WORDS } from "./statement-check.ts";

/** A judged property claim: whether it holds, and the reason a pupil reads. */
export type PropertyVerdict = { truth: boolean; reason: string; topic: string; asked: boolean };

// Number words from the science checks; «ein»/«eine» are articles here, not the number 1.
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries({ null: 0, ...COUNT_WORDS }).filter(([w]) => !/^ein(?:e|en|em|er)?$/.test(w)),
);

function divisors(n: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) out.push(d);
  return out;
}

const isPrime = (n: number) => n >= 2 && divisors(n).length === 2;

function primeReason(n: number): string {
  if (n === 0) return "0 ist keine Primzahl: Sie lässt sich durch jede Zahl teilen.";
  if (n === 1)
    return "1 ist keine Primzahl: Eine Primzahl hat genau zwei Teiler (1 und sich selbst), die 1 hat nur einen.";
  if (isPrime(n)) return `${n} ist eine Primzahl: Sie hat genau zwei Teiler, 1 und ${n}.`;
  const d = divisors(n).find((x) => x > 1 && x < n) ?? 1;
  return `${n} ist keine Primzahl: ${n} = ${d} · ${n / d}, sie hat also mehr als zwei Teiler.`;
}

type Property = {
  /** Matches the property words after «ist (nicht/k)ein»; group 1 is a second number when needed. */
  re: RegExp;
  holds: (n: number, m: number) => boolean;
  reason: (n: number, m: number) => string;
  topic: string;
};

const PROPERTIES: readonly Property[] = [
  { re: /^primzahl$/, holds: (n) => isPrime(n), reason: (n) => primeReason(n), topic: "Primzahlen" },
  {
    re: /^(?:eine\s+)?gerade(?:\s+zahl)?$/,
    holds: (n) => n % 2 === 0,
    reason: (n) =>
      n % 2 === 0
        ? `${n} ist gerade: ${n} : 2 = ${n / 2} geht ohne Rest auf.`
        : `${n} ist ungerade: ${n} : 2 gibt einen Rest 1.`,
    topic: "Primzahlen",
  },
  {
    re: /^(?:eine\s+)?ungerade(?:\s+zahl)?$/,
    holds: (n) => n % 2 === 1,
    reason: (n) =>
      n % 2 === 0
        ? `${n} ist gerade, nicht ungerade: ${n} : 2 = ${n / 2} geht ohne Rest auf.`
        : `${n} ist ungerade: ${n} : 2 gibt einen Rest 1.`,
    topic: "Primzahlen",
  },
  {
    re: /^(?:ganz\s+)?(?:durch|dur)\s+(\d+)\s+teilbar$|^teilbar\s+(?:durch|dur)\s+(\d+)$/,
    holds: (n, m) => m !== 0 && n % m === 0,
    reason: (n, m) =>
      n % m === 0
        ? `${n} : ${m} = ${n / m}, ohne Rest.`
        : `${n} : ${m} gibt ${Math.floor(n / m)} Rest ${n % m}.`,
    topic: "Primzahlen",
  },
  {
    re: /^teiler\s+(?:von|vo)\s+(\d+)$/,
    holds: (n, m) => n !== 0 && m % n === 0,
    reason: (n, m) =>
      n !== 0 && m % n === 0
        ? `${m} : ${n} = ${m / n}, ohne Rest – also ist ${n} ein Teiler von ${m}.`
        : `${m} : ${n} geht nicht ohne Rest auf.`,
    topic: "Primzahlen",
  },
  {
    re: /^vielfache[sn]?\s+(?:von|vo)\s+(\d+)$/,
    holds: (n, m) => m !== 0 && n % m === 0,
    reason: (n, m) =>
      m !== 0 && n % m === 0
        ? `${n} = ${n / m} · ${m}, also ein Vielfaches von ${m}.`
        : `${n} : ${m} geht nicht ohne Rest auf, also ist ${n} kein Vielfaches von ${m}.`,
    topic: "Primzahlen",
  },
  {
    re: /^quadratzahl$/,
    holds: (n) => Number.isInteger(Math.sqrt(n)),
    reason: (n) =>
      Number.isInteger(Math.sqrt(n))
        ? `${n} = ${Math.sqrt(n)} · ${Math.sqrt(n)}.`
        : `Keine ganze Zahl mal sich selbst gibt ${n}: ${Math.floor(Math.sqrt(n))} · ${Math.floor(Math.sqrt(n))} = ${Math.floor(Math.sqrt(n)) ** 2}, ${Math.ceil(Math.sqrt(n))} · ${Math.ceil(Math.sqrt(n))} = ${Math.ceil(Math.sqrt(n)) ** 2}.`,
    topic: "Primzahlen",
  },
];

// «<n> ist (k)eine …», «die zahl 1 ist nicht …», «isch 7 e primzahl»
const SHAPE =
  /^(?:die\s+zahl\s+|d\s+zahl\s+)?(\d{1,6}|[a-z]+)\s+(?:ist|isch|sei|ware)\s+(nicht\s+|nid\s+|nod\s+|ned\s+|keine?\s+|kei\s+)?(?:eine?\s+|e\s+|en\s+|ein\s+)?(?:(?:auch|wirklich|doch)\s+)?(.+)$/;
// In a «dass» clause the verb comes last: «(dass) 1 keine Primzahl ist».
const VERB_LAST =
  /^(?:die\s+zahl\s+)?(\d{1,6}|[a-z]+)\s+(nicht\s+|nid\s+|nod\s+|keine?\s+|kei\s+)?(?:eine?\s+|e\s+|en\s+)?(.+?)\s+(?:ist|isch|sei|ware)$/;
const QUESTION =
  /^(?:ist|isch)\s+(?:die\s+zahl\s+)?(\d{1,6}|[a-z]+)\s+(nicht\s+|keine?\s+)?(?:eine?\s+|e\s+)?(.+?)\s*\??$/;

/**
 * The verdict on a claim «n ist (k)eine Primzahl» and the like, given the bare claim (lower case,
 * accents folded, frame removed: claim-text.ts); null when the sentence is not of that shape.
 */
export function judgePropertyClaim(claim: string): PropertyVerdict | null {
  const text = claim
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "")
    .trim();
  const question = QUESTION.exec(text);
  const m = question ?? VERB_LAST.exec(text) ?? SHAPE.exec(text);
  if (!m?.[1] || !m[3]) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
  if (n === undefined) return null;
  const negated = Boolean(m[2]);
  // «Ist 7 nicht eine Primzahl?» expects «doch»: too easy to misread, so no verdict.
  if (negated && m === question) return null;
  const rest = m[3].trim();
  for (const p of PROPERTIES) {
    const pm = p.re.exec(rest);
    if (!pm) continue;
    const second = pm.slice(1).find((x) => x !== undefined);
    const k = second === undefined ? 0 : Number(second);
    if (second !== undefined && k === 0) return null;
    const holds = p.holds(n, k);
    return { truth: holds !== negated, reason: p.reason(n, k), topic: p.topic, asked: m === question };
  }
  return null;
}
