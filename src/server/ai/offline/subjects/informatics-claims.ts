// Informatik claims a pupil states and the tutor checks exactly (issue 17, «Never praise a wrong
// answer»): a conversion between binary and decimal («13 ist binär 1011»), a binary sum, how often
// a Python loop runs, a relation between storage units («1 Byte = 10 Bit»), how many patterns a
// number of bits gives, and whether a quoted password is safe. Each is computed, never guessed.
import type { Exercise } from "../practice.ts";
import { foldAccents, normalise } from "../text.ts";
import {
  type BinaryOp,
  binaryArithmeticExercise,
  fromBinaryExercise,
  loopExercise,
  toBinaryExercise,
} from "./informatics-exercises.ts";

/** A claim judged true or false, with the reason a pupil reads, and the topic to practise next. */
export type Verdict = { truth: boolean; reason: string; topic: string };

const BINARY_WORD = /bin(a|ä|ae)r|dual|zweiersystem/i;
const DECIMAL_WORD = /dezimal|zehnersystem/i;

type NumberToken = { text: string; index: number };

function numberTokens(input: string): NumberToken[] {
  return [...input.matchAll(/(?<![\w.,])\d+(?![\w]|[.,]\d)/g)].map((m) => ({
    text: m[0],
    index: m.index ?? 0,
  }));
}

function follows(input: string, token: NumberToken, word: RegExp): boolean {
  const before = input.slice(0, token.index).trimEnd();
  const last = before.split(/[\s(]+/).at(-1) ?? "";
  return word.test(last.replace(/[:=]$/, ""));
}

/**
 * A pupil's own binary task, with the stated answer if there is one: «13 ist binär 1011»,
 * «1010 im Binärsystem ist als Dezimalzahl 12», «101 + 11 im Binärsystem gibt 1000»,
 * «Was ist 10 in binär?». The number named first is the task, the one after it the answer.
 */
const SMALL_NUMBERS = [
  "null",
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
];

/** «zwei» → «2», so a stated answer in words is checked too. */
function digitsForWords(input: string): string {
  return input.replace(
    /\b(null|eins|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwoelf)\b/gi,
    (w) => {
      const i = SMALL_NUMBERS.indexOf(w.toLowerCase().replace("ue", "ü").replace("oe", "ö"));
      return i >= 0 ? String(i) : w;
    },
  );
}

export function parseBinaryTask(text: string): Exercise | null {
  const input = digitsForWords(text);
  if (!BINARY_WORD.test(input)) {
    // «Wie rechne ich 1101 ins Zehnersystem um?»: a number of only 0 and 1 and the decimal system.
    const only = numberTokens(input);
    const bits = only.length === 1 && only[0] && /^[01]{2,}$/.test(only[0].text) ? only[0].text : null;
    return bits && DECIMAL_WORD.test(input) ? fromBinaryExercise(bits) : null;
  }
  const sum = /(?<![\w.])([01]+)\s*([+*\-−])\s*([01]+)(?![\w.])/.exec(input);
  if (sum?.[1] && sum[2] && sum[3]) {
    const op = (sum[2] === "−" ? "-" : sum[2]) as BinaryOp;
    const exercise = binaryArithmeticExercise(sum[1], op, sum[3]);
    // «101 + 11 im Binärsystem gibt 1000»: the number after a verb or «=» is the pupil's result.
    const rest = input.slice((sum.index ?? 0) + sum[0].length);
    const stated =
      /(?:=|\?|\b(?:ist|isch|gibt|git|ergibt|macht|sind|das|denke|glaube|glaub|meine|dank|antwort)\b)\D{0,30}?(-?\d+)/i.exec(
        rest,
      )?.[1];
    return stated ? { ...exercise, statedAnswer: stated } : exercise;
  }
  const tokens = numberTokens(input);
  if (tokens.length === 0 || tokens.length > 2) return null;
  const bitsOnly = tokens.filter((t) => /^[01]+$/.test(t.text));
  if (tokens.length === 1) {
    const [only] = tokens as [NumberToken];
    // «Was ist 10 in binär?» asks for a conversion to binary; «Was ist die Binärzahl 101?» from it.
    if (bitsOnly.length === 1 && follows(input, only, /bin|dual/i)) return fromBinaryExercise(only.text);
    return Number(only.text) > 0 && Number(only.text) < 100_000 ? toBinaryExercise(Number(only.text)) : null;
  }
  const [first, second] = tokens as [NumberToken, NumberToken];
  let binary: NumberToken | undefined;
  if (bitsOnly.length === 1) binary = bitsOnly[0];
  else if (bitsOnly.length === 2) {
    binary =
      tokens.find((t) => follows(input, t, /bin|dual/i)) ??
      tokens.find(
        (t) =>
          !follows(input, t, DECIMAL_WORD) && tokens.some((o) => o !== t && follows(input, o, DECIMAL_WORD)),
      ) ??
      (first.text.length === second.text.length
        ? undefined
        : first.text.length > second.text.length
          ? first
          : second);
  }
  if (!binary) return null;
  const decimal = binary === first ? second : first;
  if (Number(decimal.text) > 100_000) return null;
  return binary === first
    ? { ...fromBinaryExercise(binary.text), statedAnswer: decimal.text }
    : { ...toBinaryExercise(Number(decimal.text)), statedAnswer: binary.text };
}

const RANGE = /range\s*\(\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*(?:,\s*(-?\d+)\s*)?)?\)/i;

/** «for i in range(5) läuft 5-mal, oder?» or «range(1, 4) gibt 1, 2, 3 aus»: the loop, with the stated answer. */
export function parseLoopClaim(input: string): Exercise | null {
  const m = RANGE.exec(input);
  if (!m?.[1]) return null;
  const [start, stop, step] =
    m[2] === undefined ? [0, Number(m[1]), 1] : [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  if (step === 0 || Math.abs(stop - start) / Math.abs(step) > 1000) return null;
  const rest = input.slice((m.index ?? 0) + m[0].length).replace(/print\s*\([^)]*\)/gi, "");
  const asksCount = /mal\b|wie oft|wie viele mal|durchl|durchg|\b\d+\s*x\b/i.test(
    input.replace(/print\s*\([^)]*\)/gi, ""),
  );
  const numbers = rest.match(/-?\d+/g) ?? [];
  const exercise = loopExercise(start, stop, step, asksCount ? "count" : "print", true);
  if (numbers.length === 0) return exercise;
  return { ...exercise, statedAnswer: asksCount ? `${numbers.at(-1)}-mal` : numbers.join(", ") };
}

const NUMBER_WORDS: Record<string, number> = {
  ein: 1,
  eine: 1,
  einem: 1,
  einer: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  acht: 8,
  zehn: 10,
  sechzehn: 16,
  hundert: 100,
  tausend: 1000,
};

type UnitName = "bit" | "byte" | "kilobyte" | "megabyte" | "gigabyte" | "terabyte";
const UNIT_BITS: Record<UnitName, { bits: number; binaryBits: number; name: string }> = {
  bit: { bits: 1, binaryBits: 1, name: "Bit" },
  byte: { bits: 8, binaryBits: 8, name: "Byte" },
  kilobyte: { bits: 8e3, binaryBits: 8 * 1024, name: "Kilobyte" },
  megabyte: { bits: 8e6, binaryBits: 8 * 1024 ** 2, name: "Megabyte" },
  gigabyte: { bits: 8e9, binaryBits: 8 * 1024 ** 3, name: "Gigabyte" },
  terabyte: { bits: 8e12, binaryBits: 8 * 1024 ** 4, name: "Terabyte" },
};

function unitOf(word: string): UnitName | null {
  const w = word.toLowerCase().replace(/s$/, "");
  if (w === "bit") return "bit";
  if (w === "byte" || w === "b") return "byte";
  if (/^(kilobyte|kb|kib)$/.test(w)) return "kilobyte";
  if (/^(megabyte|mb|mib)$/.test(w)) return "megabyte";
  if (/^(gigabyte|gb|gib)$/.test(w)) return "gigabyte";
  if (/^(terabyte|tb|tib)$/.test(w)) return "terabyte";
  return null;
}

const QUANTITY = String.raw`(\d+(?:[.,']\d+)*|${Object.keys(NUMBER_WORDS).join("|")})\s*(bits?|bytes?|kilobytes?|kb|kib|megabytes?|mb|mib|gigabytes?|gb|gib|terabytes?|tb|tib)\b`;
const UNIT_CLAIM = new RegExp(
  String.raw`${QUANTITY}\s+(?:\w+\s+){0,1}(?:=|ist|sind|hat|haben|entspricht|entsprechen|gleich|gibt|geben|ergibt|ergeben|enthalt|enthalten|besteht aus|bestehen aus)\s+(?:\w+\s+){0,2}?${QUANTITY}`,
  "i",
);
// «… und ein Kilobyte 100 Byte»: the verb left out after the first relation.
const ELLIPSIS_CLAIM = new RegExp(String.raw`${QUANTITY}\s+(?:genau\s+|nur\s+)?${QUANTITY}`, "i");
const EQUALS_CLAIM = new RegExp(String.raw`${QUANTITY}\s*=\s*${QUANTITY}`, "i");
// «Hat ein Kilobyte 1000 Byte?», «Ist 1 Byte 10 Bit?»: the verb comes first.
const ASKED_CLAIM = new RegExp(
  String.raw`^(?:ist|isch|sind|hat|het|haben|entspricht|gibt|git|ergeben|ergibt)\s+${QUANTITY}\s+(?:\w+\s+){0,2}?${QUANTITY}`,
  "i",
);

function quantity(n: string): number {
  return NUMBER_WORDS[n.toLowerCase()] ?? Number(n.replace(/'/g, "").replace(",", "."));
}

/** 1000 and 1024 as pupils write them; larger numbers with the Swiss thousands separator. */
function swiss(n: number): string {
  return n < 10_000 ? String(n) : n.toLocaleString("de-CH");
}

function unitRule(a: UnitName, b: UnitName): string {
  const [big, small] = UNIT_BITS[a].bits >= UNIT_BITS[b].bits ? [a, b] : [b, a];
  const ratio = UNIT_BITS[big].bits / UNIT_BITS[small].bits;
  const binary = UNIT_BITS[big].binaryBits / UNIT_BITS[small].binaryBits;
  const names = `1 ${UNIT_BITS[big].name} = ${swiss(ratio)} ${UNIT_BITS[small].name}`;
  if (ratio === binary) return `${names}.`;
  const kilo = big === "kilobyte" && small === "byte" ? " («Kilo» heisst tausend, wie beim Kilometer)" : "";
  return `${names}${kilo}; in der Informatik rechnet man oft auch mit ${swiss(binary)}, weil das eine Zweierpotenz ist.`;
}

/** «Ein Byte hat 8 Bit», «1 KB = 100 Byte»: the relation is computed in bits, 1000 or 1024 per step. */
export function judgeUnitClaim(input: string): Verdict | null {
  const text = foldAccents(normalise(input));
  // Every relation in the sentence counts: «8 Bit sind ein Byte und 1 KB sind 100 Byte» is wrong.
  const verdicts = text
    .split(/\b(?:und|aber|oder|sowie)\b|[;,]/)
    .flatMap((part) => {
      const m =
        UNIT_CLAIM.exec(part) ??
        EQUALS_CLAIM.exec(part) ??
        ASKED_CLAIM.exec(part.trim()) ??
        ELLIPSIS_CLAIM.exec(part);
      return m ? [unitRelation(m)] : [];
    })
    .filter((v): v is Verdict => v !== null);
  if (verdicts.length === 0) return null;
  const wrong = verdicts.filter((v) => !v.truth);
  const shown = wrong.length > 0 ? wrong : verdicts;
  return { truth: wrong.length === 0, reason: shown.map((v) => v.reason).join(" "), topic: "Bit und Byte" };
}

function unitRelation(m: RegExpExecArray): Verdict | null {
  if (!m[1] || !m[2] || !m[3] || !m[4]) return null;
  const [ua, ub] = [unitOf(m[2]), unitOf(m[4])];
  if (!ua || !ub || ua === ub) return null;
  const [qa, qb] = [quantity(m[1]), quantity(m[3])];
  const equal = (f: "bits" | "binaryBits") => Math.abs(qa * UNIT_BITS[ua][f] - qb * UNIT_BITS[ub][f]) < 1e-9;
  const truth = equal("bits") || equal("binaryBits");
  const bitByte = ua === "bit" || ub === "bit" ? " Ein Bit ist eine einzige 0 oder 1." : "";
  return { truth, reason: `${unitRule(ua, ub)}${bitByte}`, topic: "Bit und Byte" };
}

/** «Mit 8 Bit kann man 256 verschiedene Zahlen darstellen», «Mit 4 Bit kommt man bis 15». */
export function judgeBitPatternClaim(input: string): Verdict | null {
  const text = foldAccents(normalise(input));
  const m =
    /(\d+)\s*bits?\b.*?\b(bis|maximal|hochstens|grosste zahl (?:ist )?)?\s*(\d+)\s*(verschiedene|zahlen|muster|werte|moglichkeiten|zeichen|kombinationen|farben)?/.exec(
      text,
    );
  if (!m?.[1] || !m[3] || (!m[2] && !m[4])) return null;
  const bits = Number(m[1]);
  if (bits < 1 || bits > 64) return null;
  const patterns = 2 ** bits;
  const claimed = Number(m[3]);
  const example = `Jedes Bit verdoppelt die Möglichkeiten: Mit ${bits} Bit gibt es 2${bits > 1 ? ` · 2`.repeat(bits - 1) : ""} = ${patterns} verschiedene Muster`;
  if (m[2]) {
    return {
      truth: claimed === patterns - 1,
      reason: `${example}, also die Zahlen 0 bis ${patterns - 1}.`,
      topic: "Bit und Byte",
    };
  }
  return { truth: claimed === patterns, reason: `${example}.`, topic: "Bit und Byte" };
}

const COMMON_PASSWORDS = [
  "passwort",
  "password",
  "123456",
  "12345678",
  "qwertz",
  "qwerty",
  "hallo",
  "abc123",
  "111111",
  "iloveyou",
  "schatz",
  "fussball",
  "admin",
  "letmein",
];

/** The password a pupil quotes («'Lea2012' ist ein sicheres Passwort»), or null. */
function quotedPassword(input: string): string | null {
  const quoted = /['"«„“‘‚]([^'"«»„“”‘’‚\s]{3,40})['"»“”’‘]/.exec(input)?.[1];
  if (quoted) return quoted;
  return (
    /(?:passwort|kennwort|password)\s*(?:ist\s*|:\s*|=\s*)?([^\s,?!]{3,40})\s+(?:ist|isch|wäre|waere)\b/i.exec(
      input,
    )?.[1] ?? null
  );
}

/** A quoted password judged by length, a year or name in it, and the common-password list. */
export function judgePasswordClaim(input: string): Verdict | null {
  const n = foldAccents(normalise(input));
  if (!/passwort|kennwort|password/.test(n)) return null;
  const password = quotedPassword(input);
  if (!password) return null;
  const saysSafe = /\b(sicher|sicheres|sicherer|stark|starkes|gut|gutes|guet)\b/.test(n);
  const saysUnsafe =
    /\b(unsicher|unsicheres|schwach|schwaches|schlecht|schlechtes)\b|\b(nicht|nid|nod|kein)\s+(\w+\s+)?(sicher|gut|stark)/.test(
      n,
    );
  if (!saysSafe && !saysUnsafe) return null;
  const problems: string[] = [];
  if (password.length < 12)
    problems.push(`es ist mit ${password.length} Zeichen zu kurz (besser mindestens 12)`);
  if (/(19|20)\d\d/.test(password))
    problems.push("es enthält eine Jahreszahl wie ein Geburtsjahr – die ist leicht zu erraten");
  if (/^[A-ZÄÖÜ][a-zäöü]+\d*$/.test(password))
    problems.push("es ist ein einzelnes Wort oder ein Name – so etwas probieren Knack-Programme zuerst aus");
  if (COMMON_PASSWORDS.some((c) => foldAccents(password.toLowerCase()).includes(c)))
    problems.push("es gehört zu den häufigsten Passwörtern, die man zuerst ausprobiert");
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3 && password.length < 16)
    problems.push("es mischt zu wenige Zeichenarten (Gross- und Kleinbuchstaben, Zahlen, Sonderzeichen)");
  const safe = problems.length === 0;
  const reason = safe
    ? `«${password}» ist lang, mischt verschiedene Zeichen und enthält keinen Namen und kein Geburtsjahr. Wichtig bleibt: nur für ein Konto brauchen und niemandem verraten.`
    : `«${password}» ist nicht sicher: ${problems.join("; ")}. Besser ist ein langer Satz aus mehreren zufälligen Wörtern mit Zahlen und Sonderzeichen.`;
  return { truth: saysUnsafe ? !safe : safe, reason, topic: "Passwörter und Datensicherheit" };
}
