// Masseinheiten (MA.3.A.2): a table of units per quantity with their exact factor to a base
// unit, so "3,5 m sind 35 cm" is checked exactly ("3,5 m = 350 cm") and an answer may be given
// in any unit of the same quantity ("350 cm" or "3500 mm" both count).
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { div, equals, formatDecimal, mul, type Rational, rational } from "../rational.ts";

type Unit = { symbol: string; name: string; quantity: string; factor: Rational };

// Factors to the base unit of each quantity (mm, g, ml, s, mm², mm³). 1 l = 1 dm³.
const UNIT_TABLE: readonly [string, string, string, number, number?][] = [
  ["mm", "Millimeter", "Länge", 1],
  ["cm", "Zentimeter", "Länge", 10],
  ["dm", "Dezimeter", "Länge", 100],
  ["m", "Meter", "Länge", 1000],
  ["km", "Kilometer", "Länge", 1_000_000],
  ["mg", "Milligramm", "Gewicht", 1, 1000],
  ["g", "Gramm", "Gewicht", 1],
  ["kg", "Kilogramm", "Gewicht", 1000],
  ["t", "Tonnen", "Gewicht", 1_000_000],
  ["ml", "Milliliter", "Volumen", 1],
  ["cl", "Zentiliter", "Volumen", 10],
  ["dl", "Deziliter", "Volumen", 100],
  ["l", "Liter", "Volumen", 1000],
  ["hl", "Hektoliter", "Volumen", 100_000],
  ["mm³", "Kubikmillimeter", "Volumen", 1, 1000],
  ["cm³", "Kubikzentimeter", "Volumen", 1],
  ["dm³", "Kubikdezimeter", "Volumen", 1000],
  ["m³", "Kubikmeter", "Volumen", 1_000_000],
  ["s", "Sekunden", "Zeit", 1],
  ["min", "Minuten", "Zeit", 60],
  ["h", "Stunden", "Zeit", 3600],
  ["mm²", "Quadratmillimeter", "Fläche", 1],
  ["cm²", "Quadratzentimeter", "Fläche", 100],
  ["dm²", "Quadratdezimeter", "Fläche", 10_000],
  ["m²", "Quadratmeter", "Fläche", 1_000_000],
  ["a", "Aren", "Fläche", 100_000_000],
  ["ha", "Hektaren", "Fläche", 10_000_000_000],
  ["km²", "Quadratkilometer", "Fläche", 1_000_000_000_000],
];

export const UNITS: readonly Unit[] = UNIT_TABLE.map(([symbol, name, quantity, n, d = 1]) => ({
  symbol,
  name,
  quantity,
  factor: rational(n, d),
}));

// Words pupils write for units; the symbol forms "cm2", "cm^2", "qm" are folded in unitOf().
const WORDS: Record<string, string> = {
  millimeter: "mm",
  zentimeter: "cm",
  dezimeter: "dm",
  meter: "m",
  kilometer: "km",
  milligramm: "mg",
  gramm: "g",
  kilogramm: "kg",
  kilo: "kg",
  tonne: "t",
  tonnen: "t",
  milliliter: "ml",
  zentiliter: "cl",
  deziliter: "dl",
  liter: "l",
  hektoliter: "hl",
  sekunde: "s",
  sekunden: "s",
  sek: "s",
  minute: "min",
  minuten: "min",
  stunde: "h",
  stunden: "h",
  std: "h",
  qm: "m²",
  are: "a",
  aren: "a",
  hektare: "ha",
  hektaren: "ha",
  hektar: "ha",
};

const UNIT_TOKEN = String.raw`(?:[a-zA-ZäöüÄÖÜ]+(?:\^?[23²³](?![\d,.]))?)`;
const NUMBER = String.raw`-?\d+(?:'\d{3})*(?:[.,]\d+)?`;
const QUANTITY_RE = new RegExp(String.raw`(${NUMBER})\s*(${UNIT_TOKEN})`, "g");

/** "cm2", "cm^2", "Zentimeter" → the unit, or null. */
export function unitOf(token: string): Unit | null {
  const t = token.toLowerCase().replace(/\s+/g, "").replace(/\^?2$/, "²").replace(/\^?3$/, "³");
  const symbol = WORDS[t] ?? t;
  return UNITS.find((u) => u.symbol === symbol) ?? null;
}

export type Quantity = { value: Rational; unit: Unit };

/** Every "3,5 m" or "24 cm²" in the text, in order. */
export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.replace(/[−–]/g, "-").matchAll(QUANTITY_RE)) {
    const unit = unitOf(m[2] ?? "");
    const [value] = findValues(m[1] ?? "");
    if (unit && value) out.push({ value, unit });
  }
  return out;
}

export function convert(value: Rational, from: Unit, to: Unit): Rational {
  return div(mul(value, from.factor), to.factor);
}

/** The text with quantities' units removed, so "24 cm²" does not read as the numbers 24 and 2. */
export function withoutUnits(text: string): string {
  return text.replace(QUANTITY_RE, (whole, n: string, u: string) => (unitOf(u) ? n : whole));
}

/**
 * Checks a number answer against an exact value in a unit: an answer in another unit of the
 * same quantity is converted; a bare number counts in the expected unit.
 */
export function checkQuantity(input: string, expected: Rational, unit: Unit | null): CheckResult | null {
  const last = findQuantities(input).at(-1);
  if (unit && last && last.unit.quantity === unit.quantity) {
    const inTarget = convert(last.value, last.unit, unit);
    return equals(inTarget, expected) ? { kind: "correct" } : { kind: "wrong" };
  }
  const values = findValues(withoutUnits(input.replace(/.*=/s, "")));
  const value = values.at(-1);
  if (!value) return null;
  return equals(value, expected) ? { kind: "correct" } : { kind: "wrong" };
}

const ASK_RE = new RegExp(
  String.raw`wie\s*viele?\s+(${UNIT_TOKEN})\s+(?:sind|ergeben|gibt|hat|haben|entsprechen)\s+(${NUMBER})\s*(${UNIT_TOKEN})`,
  "i",
);
const INTO_RE = new RegExp(String.raw`(${NUMBER})\s*(${UNIT_TOKEN})\s+in\s+(${UNIT_TOKEN})\b`, "i");
const CLAIM_RE = new RegExp(
  String.raw`(${NUMBER})\s*(${UNIT_TOKEN})\s*(?:=|sind|ist|ergibt|ergeben|gibt|entspricht|entsprechen|gleich)\s*(${NUMBER})\s*(${UNIT_TOKEN})`,
  "i",
);

function direction(from: Unit, to: Unit): string {
  const ratio = div(from.factor, to.factor);
  if (ratio.d === 1) {
    return `1 ${from.symbol} = ${formatDecimal(ratio)} ${to.symbol}. Die Einheit wird kleiner – wird die Zahl dann grösser oder kleiner?`;
  }
  const back = div(to.factor, from.factor);
  return `1 ${to.symbol} = ${formatDecimal(back)} ${from.symbol}. Die Einheit wird grösser – wird die Zahl dann grösser oder kleiner?`;
}

function conversionExercise(value: Rational, from: Unit, to: Unit): Exercise {
  const result = convert(value, from, to);
  const shownValue = formatDecimal(value);
  const ratio = div(from.factor, to.factor);
  const step =
    ratio.d === 1
      ? `mal ${formatDecimal(ratio)} rechnen`
      : `durch ${formatDecimal(div(to.factor, from.factor))} teilen`;
  // For "Wie viele cm sind 1 m?" the factor is the answer, so the hints must not name it.
  const factorAsked = equals(value, rational(1)) || equals(result, rational(1));
  const hints: [string, ...string[]] = factorAsked
    ? [
        from.quantity === "Zeit"
          ? "Denk an die Uhr: Wie viele Sekunden hat eine Minute, wie viele Minuten eine Stunde?"
          : `Was bedeuten die Vorsilben? «Kilo» heisst tausend, «Dezi» ein Zehntel, «Zenti» ein Hundertstel, «Milli» ein Tausendstel.${from.quantity === "Fläche" ? " Bei Flächen denkst du an ein Quadrat: Wie lang ist seine Seite in der kleineren Einheit, und wie viele kleine Quadrate passen hinein?" : ""}${from.quantity === "Volumen" && /³/.test(from.symbol + to.symbol) ? " Bei Würfeln: Länge mal Breite mal Höhe in der kleineren Einheit." : ""}`,
      ]
    : [
        direction(from, to),
        `Von ${from.symbol} zu ${to.symbol} musst du ${step}. Was gibt ${shownValue} also?`,
      ];
  function check(input: string): CheckResult {
    const result0 = checkQuantity(input, result, to);
    if (!result0) return { kind: "none" };
    if (result0.kind === "correct") return result0;
    const last = findQuantities(input).at(-1);
    const given = last && last.unit.quantity === to.quantity ? convert(last.value, last.unit, to) : null;
    const wrongWay = given && equals(given, div(value, ratio));
    return {
      kind: "wrong",
      text: wrongWay
        ? `Da hast du in die falsche Richtung gerechnet. ${factorAsked ? "Wird die Einheit grösser oder kleiner?" : direction(from, to)}`
        : `Das stimmt noch nicht. Prüf den Umrechnungsfaktor zwischen ${from.name} und ${to.name}.`,
    };
  }
  return {
    prompt: `Wie viele ${to.symbol} sind ${shownValue} ${from.symbol}?`,
    hints,
    solution: `${shownValue} ${from.symbol}: ${step} → ${formatDecimal(result)} ${to.symbol}`,
    check,
    topic: "Masseinheiten umrechnen",
  };
}

/**
 * "3,5 m sind 35 cm, oder?", "Wie viele cm sind 3,5 m?", "3,5 m in cm": a conversion task,
 * with the pupil's claimed result as stated answer. Null when the units do not fit together.
 */
export function unitConversionTask(input: string): Exercise | null {
  const text = input.replace(/[−–]/g, "-");
  const claim = CLAIM_RE.exec(text);
  if (claim) {
    const from = unitOf(claim[2] ?? "");
    const to = unitOf(claim[4] ?? "");
    const [value] = findValues(claim[1] ?? "");
    if (from && to && value && from.quantity === to.quantity && from !== to) {
      return { ...conversionExercise(value, from, to), statedAnswer: `${claim[3]} ${to.symbol}` };
    }
  }
  const ask = ASK_RE.exec(text);
  const into = ask ? null : INTO_RE.exec(text);
  const parts = ask
    ? { to: ask[1], value: ask[2], from: ask[3] }
    : into
      ? { value: into[1], from: into[2], to: into[3] }
      : null;
  if (!parts) return null;
  const fromUnit = unitOf(parts.from ?? "");
  const toUnit = unitOf(parts.to ?? "");
  const [v] = findValues(parts.value ?? "");
  if (!fromUnit || !toUnit || !v || fromUnit.quantity !== toUnit.quantity || fromUnit === toUnit) return null;
  return conversionExercise(v, fromUnit, toUnit);
}
