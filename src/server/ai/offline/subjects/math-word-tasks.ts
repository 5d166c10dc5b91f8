// Short word tasks a pupil brings with their own result: area, perimeter and volume of simple
// shapes ("Ein Rechteck ist 6 cm lang und 4 cm breit. Die Fläche ist 20 cm², oder?") and prices
// after a discount or a surcharge ("80 Franken, um 25 % reduziert"). Computed exactly, so a
// wrong result is never praised; typical mix-ups (Umfang for Fläche, "minus 25 Franken" for
// "minus 25 %") get their own feedback.
import { findValues } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { add, equals, formatDecimal, mul, type Rational, rational, sub } from "../rational.ts";
import { foldAccents } from "../text.ts";
import { checkQuantity, convert, findQuantities, unitOf } from "./math-units.ts";

type Asked = "Fläche" | "Umfang" | "Volumen";
const NUMBER = String.raw`-?\d+(?:'\d{3})*(?:[.,]\d+)?`;

const SHAPES = ["rechteck", "quadrat", "dreieck", "quader", "wurfel", "wuerfel"] as const;
type Shape = "rechteck" | "quadrat" | "dreieck" | "quader" | "wurfel";

function askedQuantity(folded: string): { asked: Asked; at: number } | null {
  const found = [
    { asked: "Fläche" as const, at: folded.search(/flache|flaeche|flacheninhalt|inhalt der flache/) },
    { asked: "Umfang" as const, at: folded.search(/umfang/) },
    { asked: "Volumen" as const, at: folded.search(/volumen|rauminhalt|fassungsvermogen/) },
  ].filter((f) => f.at >= 0);
  return found.sort((a, b) => a.at - b.at)[0] ?? null;
}

type Figure = {
  formula: string;
  product: string;
  value: Rational;
  confusedWith?: { name: Asked; value: Rational };
};

function figure(shape: Shape, asked: Asked, sides: Rational[], unit: string): Figure | null {
  const [a, b, c] = sides;
  const f = (r: Rational) => formatDecimal(r);
  if (shape === "quadrat" && a) {
    const area = mul(a, a);
    const perimeter = mul(rational(4), a);
    if (asked === "Fläche")
      return {
        formula: "Seite mal Seite",
        product: `${f(a)} ${unit} · ${f(a)} ${unit}`,
        value: area,
        confusedWith: { name: "Umfang", value: perimeter },
      };
    if (asked === "Umfang")
      return {
        formula: "4 mal die Seite",
        product: `4 · ${f(a)} ${unit}`,
        value: perimeter,
        confusedWith: { name: "Fläche", value: area },
      };
  }
  if (shape === "rechteck" && a && b) {
    const area = mul(a, b);
    const perimeter = mul(rational(2), add(a, b));
    if (asked === "Fläche")
      return {
        formula: "Länge mal Breite",
        product: `${f(a)} ${unit} · ${f(b)} ${unit}`,
        value: area,
        confusedWith: { name: "Umfang", value: perimeter },
      };
    if (asked === "Umfang")
      return {
        formula: "2 mal (Länge plus Breite)",
        product: `2 · (${f(a)} ${unit} + ${f(b)} ${unit})`,
        value: perimeter,
        confusedWith: { name: "Fläche", value: area },
      };
  }
  if (shape === "dreieck" && asked === "Fläche" && a && b && !c) {
    return {
      formula: "Grundseite mal Höhe, geteilt durch 2",
      product: `${f(a)} ${unit} · ${f(b)} ${unit} : 2`,
      value: mul(mul(a, b), rational(1, 2)),
      confusedWith: { name: "Fläche", value: mul(a, b) },
    };
  }
  if (shape === "dreieck" && asked === "Umfang" && a && b && c) {
    return {
      formula: "alle drei Seiten zusammenzählen",
      product: `${f(a)} ${unit} + ${f(b)} ${unit} + ${f(c)} ${unit}`,
      value: add(add(a, b), c),
    };
  }
  if (shape === "quader" && asked === "Volumen" && a && b && c) {
    return {
      formula: "Länge mal Breite mal Höhe",
      product: `${f(a)} ${unit} · ${f(b)} ${unit} · ${f(c)} ${unit}`,
      value: mul(mul(a, b), c),
    };
  }
  if (shape === "wurfel" && asked === "Volumen" && a) {
    return {
      formula: "Kante mal Kante mal Kante",
      product: `${f(a)} ${unit} · ${f(a)} ${unit} · ${f(a)} ${unit}`,
      value: mul(mul(a, a), a),
    };
  }
  return null;
}

const SHAPE_NAMES: Record<Shape, string> = {
  rechteck: "des Rechtecks",
  quadrat: "des Quadrats",
  dreieck: "des Dreiecks",
  quader: "des Quaders",
  wurfel: "des Würfels",
};

/** Area, perimeter or volume of a rectangle, square, triangle, cuboid or cube in the text. */
export function geometryTask(input: string): Exercise | null {
  const folded = foldAccents(input.toLowerCase());
  const shapeWord = SHAPES.find((s) => folded.includes(s));
  const askedAt = askedQuantity(folded);
  if (!shapeWord || !askedAt) return null;
  const shape: Shape = shapeWord === "wuerfel" ? "wurfel" : shapeWord;
  const { asked } = askedAt;
  const claimed = new RegExp(
    String.raw`(?:ist|sind|betr[aä]gt|=|gibt|hat)\s*(${NUMBER}\s*[a-zA-Z]*[²³23]?)`,
    "i",
  ).exec(input.slice(askedAt.at));
  // The measures are the lengths in the text, except the pupil's claimed result.
  const claimAt = claimed ? askedAt.at + claimed.index : input.length;
  const lengths = findQuantities(input.slice(0, claimAt)).filter((q) => q.unit.quantity === "Länge");
  const first = lengths[0];
  if (!first) return null;
  const unit = first.unit;
  const sides = lengths.slice(0, 3).map((q) => convert(q.value, q.unit, unit));
  const found = figure(shape, asked, sides, unit.symbol);
  if (!found) return null;
  const fig: Figure = found;
  const power = asked === "Fläche" ? "²" : asked === "Volumen" ? "³" : "";
  const resultUnit = unitOf(`${unit.symbol}${power}`);
  const unitText = resultUnit?.symbol ?? `${unit.symbol}${power}`;
  const result = fig.value;
  const nominative = { Fläche: "die Fläche", Umfang: "der Umfang", Volumen: "das Volumen" }[asked];
  const name = { Fläche: "die Fläche", Umfang: "den Umfang", Volumen: "das Volumen" }[asked];
  const hints: [string, ...string[]] = [
    `${asked === "Umfang" ? "Der Umfang ist der Weg einmal rundherum." : asked === "Fläche" ? "Die Fläche sagt, wie viel Platz die Figur bedeckt." : "Das Volumen sagt, wie viel in den Körper hineinpasst."} Für ${name} ${SHAPE_NAMES[shape]} rechnest du ${fig.formula}. Was gibt ${fig.product}?`,
    `Rechne ${fig.product} und schreib die Einheit ${unitText} dazu.`,
  ];

  function check(answer: string): CheckResult {
    const judged = checkQuantity(answer, result, resultUnit);
    if (!judged) return { kind: "none" };
    if (judged.kind === "correct") {
      const givenUnit = findQuantities(answer).at(-1)?.unit;
      const missing = power && givenUnit && givenUnit.quantity === "Länge";
      return missing
        ? {
            kind: "correct",
            note: `Achte auf die Einheit: ${asked === "Fläche" ? "Flächen" : "Volumen"} misst man in ${unitText}, nicht in ${unit.symbol}.`,
          }
        : { kind: "correct", note: `${fig.formula}: ${fig.product} = ${formatDecimal(result)} ${unitText}.` };
    }
    const [value] = findValues(answer.replace(/.*=/s, "").replace(/(\D)[²³23](?!\d)/g, "$1"));
    const confused = fig.confusedWith;
    if (value && confused && confused.name !== asked && equals(value, confused.value)) {
      const umfang = confused.name === "Umfang";
      return {
        kind: "wrong",
        text: umfang
          ? `Das ist der Umfang, also der Weg rundherum. Gefragt ist aber die Fläche: ${fig.formula}. Was gibt ${fig.product}?`
          : `Das ist die Fläche. Gefragt ist aber der Umfang, der Weg einmal rundherum: ${fig.formula}. Was gibt ${fig.product}?`,
        hint: false,
      };
    }
    if (value && confused && confused.name === asked && equals(value, confused.value)) {
      return {
        kind: "wrong",
        text: "Fast: Beim Dreieck musst du Grundseite mal Höhe noch durch 2 teilen.",
        hint: false,
      };
    }
    return {
      kind: "wrong",
      text: `Das stimmt noch nicht. Für ${name} ${SHAPE_NAMES[shape]} rechnest du ${fig.formula}. Was gibt ${fig.product}?`,
      hint: false,
    };
  }

  return {
    prompt: `Wie gross ist ${nominative} ${SHAPE_NAMES[shape]}? Die Masse: ${lengths
      .slice(0, 3)
      .map((q) => `${formatDecimal(q.value)} ${q.unit.symbol}`)
      .join(", ")}.`,
    hints,
    solution: `${fig.formula}: ${fig.product} = ${formatDecimal(result)} ${unitText}`,
    check,
    topic: asked === "Volumen" ? "Volumen" : "Fläche und Umfang",
    ...(claimed?.[1] ? { statedAnswer: claimed[1] } : {}),
  };
}

const PRICE_RE = new RegExp(String.raw`(${NUMBER})\s*(?:franken|fr\.?|chf|euro|€|rappen)`, "gi");
const PERCENT_RE = new RegExp(String.raw`(${NUMBER})\s*(?:%|prozent)`, "i");
const DOWN = /reduziert|rabatt|billiger|gunstiger|ermassig|abschlag|skonto|ausverkauf|sinkt|gesenkt|sale/;
const UP = /teurer|erhoht|aufschlag|zuschlag|steigt|gestiegen|mehrwertsteuer/;

/** A price with a discount or a surcharge in percent, and the pupil's new price if stated. */
export function discountTask(input: string): Exercise | null {
  const folded = foldAccents(input.toLowerCase());
  const down = DOWN.test(folded);
  const up = UP.test(folded);
  const percentMatch = PERCENT_RE.exec(input);
  if (!percentMatch || down === up) return null;
  const prices = [...input.matchAll(PRICE_RE)];
  const baseMatch = prices.find((m) => (m.index ?? 0) < (percentMatch.index ?? 0)) ?? prices[0];
  if (!baseMatch) return null;
  const [baseValue] = findValues(baseMatch[1] ?? "");
  const [percentValue] = findValues(percentMatch[1] ?? "");
  if (!baseValue || !percentValue) return null;
  const base: Rational = baseValue;
  const percent: Rational = percentValue;
  const change = mul(base, mul(percent, rational(1, 100)));
  const result = down ? sub(base, change) : add(base, change);
  const claim = prices.find((m) => m !== baseMatch && (m.index ?? 0) > (percentMatch.index ?? 0));
  const b = formatDecimal(base);
  const p = formatDecimal(percent);
  const word = down ? "Rabatt" : "Aufschlag";
  const hints: [string, ...string[]] = [
    `Rechne zuerst den ${word} aus: Wie viel sind ${p} % von ${b} Franken?`,
    `Wenn du den ${word} hast, ${down ? "ziehst du ihn vom Preis ab" : "zählst du ihn zum Preis dazu"}. Was kostet es dann?`,
  ];

  function check(answer: string): CheckResult {
    const values = findValues(answer.replace(/\d+(?:[.,]\d+)?\s*(?:%|prozent)/gi, ""));
    const value = values.at(-1);
    if (!value) return { kind: "none" };
    if (equals(value, result)) {
      return {
        kind: "correct",
        note: `Der ${word} ist ${formatDecimal(change)} Franken, also ${b} ${down ? "−" : "+"} ${formatDecimal(change)}.`,
      };
    }
    if (equals(value, change)) {
      return {
        kind: "step",
        text: `Genau, der ${word} beträgt ${formatDecimal(change)} Franken. Wie viel kostet es jetzt?`,
      };
    }
    if (equals(value, down ? sub(base, percent) : add(base, percent))) {
      return {
        kind: "wrong",
        hint: false,
        text: `Du hast ${p} Franken ${down ? "abgezogen" : "dazugezählt"}. Aber ${p} % von ${b} Franken sind nicht ${p} Franken – Prozent heisst «von hundert». Rechne zuerst den ${word} aus: Wie viel sind ${p} % von ${b} Franken?`,
      };
    }
    return {
      kind: "wrong",
      text: `Das stimmt noch nicht. Der Preis war ${b} Franken, ${down ? "reduziert" : "erhöht"} um ${p} %.`,
    };
  }

  return {
    prompt: `Der Preis ist ${b} Franken und wird um ${p} % ${down ? "reduziert" : "erhöht"}. Wie viel kostet es dann?`,
    hints,
    solution: `1. ${word}: ${p} % von ${b} Franken = ${formatDecimal(change)} Franken\n2. ${b} ${down ? "−" : "+"} ${formatDecimal(change)} = ${formatDecimal(result)} Franken`,
    check,
    topic: "Prozent",
    ...(claim ? { statedAnswer: `${claim[1]} Franken` } : {}),
  };
}
