// A physics task the pupil brings, read from its quantities with units ("Ein Velo fährt 45 km
// in 3 Stunden. Das sind 135 km/h, oder?"): which law connects them (v = s / t, U = R · I,
// P = U · I, F = m · a, F = m · g, ρ = m / V), what is asked, and – when the pupil already
// states a value – whether the relation holds. Checked by computing, never by keywords.
import type { CheckResult, Exercise } from "../practice.ts";
import { foldAccents, hasKeyword, normalise } from "../text.ts";

type Dim =
  | "length"
  | "time"
  | "speed"
  | "voltage"
  | "current"
  | "resistance"
  | "power"
  | "mass"
  | "force"
  | "acceleration"
  | "volume"
  | "density";

type Unit = { names: readonly string[]; dim: Dim; toSi: number; show: string };

// Longest names first within the regular expression (built below), so "km/h" wins over "km".
const UNITS: readonly Unit[] = [
  {
    names: ["km/h", "kmh", "stundenkilometer", "kilometer pro stunde"],
    dim: "speed",
    toSi: 1 / 3.6,
    show: "km/h",
  },
  { names: ["m/s²", "m/s2", "m/s^2"], dim: "acceleration", toSi: 1, show: "m/s²" },
  { names: ["m/s", "meter pro sekunde"], dim: "speed", toSi: 1, show: "m/s" },
  { names: ["g/cm³", "g/cm3"], dim: "density", toSi: 1000, show: "g/cm³" },
  { names: ["kg/m³", "kg/m3"], dim: "density", toSi: 1, show: "kg/m³" },
  { names: ["cm³", "cm3", "kubikzentimeter"], dim: "volume", toSi: 1e-6, show: "cm³" },
  { names: ["m³", "m3", "kubikmeter"], dim: "volume", toSi: 1, show: "m³" },
  { names: ["liter", "l"], dim: "volume", toSi: 1e-3, show: "l" },
  { names: ["km", "kilometer"], dim: "length", toSi: 1000, show: "km" },
  { names: ["cm", "zentimeter"], dim: "length", toSi: 0.01, show: "cm" },
  { names: ["m", "meter", "metern"], dim: "length", toSi: 1, show: "m" },
  { names: ["h", "std", "stunde", "stunden"], dim: "time", toSi: 3600, show: "h" },
  { names: ["min", "minute", "minuten"], dim: "time", toSi: 60, show: "min" },
  { names: ["s", "sek", "sekunde", "sekunden"], dim: "time", toSi: 1, show: "s" },
  { names: ["kv", "kilovolt"], dim: "voltage", toSi: 1000, show: "kV" },
  { names: ["v", "volt"], dim: "voltage", toSi: 1, show: "V" },
  { names: ["ma", "milliampere"], dim: "current", toSi: 0.001, show: "mA" },
  { names: ["a", "ampere"], dim: "current", toSi: 1, show: "A" },
  { names: ["kω", "kohm", "kiloohm"], dim: "resistance", toSi: 1000, show: "kΩ" },
  { names: ["ω", "ohm"], dim: "resistance", toSi: 1, show: "Ω" },
  { names: ["kw", "kilowatt"], dim: "power", toSi: 1000, show: "kW" },
  { names: ["w", "watt"], dim: "power", toSi: 1, show: "W" },
  { names: ["kg", "kilogramm", "kilo"], dim: "mass", toSi: 1, show: "kg" },
  { names: ["g", "gramm"], dim: "mass", toSi: 0.001, show: "g" },
  { names: ["kn", "kilonewton"], dim: "force", toSi: 1000, show: "kN" },
  { names: ["n", "newton"], dim: "force", toSi: 1, show: "N" },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const UNIT_BY_NAME = new Map(UNITS.flatMap((u) => u.names.map((n) => [n, u] as const)));
const NAMES = [...UNIT_BY_NAME.keys()].sort((a, b) => b.length - a.length).map(escapeRe);
const QUANTITY = new RegExp(
  `(-?\\d+(?:'\\d{3})*(?:[.,]\\d+)?)\\s*(${NAMES.join("|")})(?![\\p{L}\\d²³])`,
  "gu",
);

/** The text the positions of a Quantity refer to: lower case (so "Ω" is "ω"), accents folded. */
const quantityText = (input: string) => foldAccents(normalise(input));

export type Quantity = { value: number; unit: Unit; si: number; at: number; text: string };

/** Every number with a unit in the text, in order. */
export function findQuantities(input: string): Quantity[] {
  const text = quantityText(input);
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const unit = m[2] ? UNIT_BY_NAME.get(m[2]) : undefined;
    if (!unit || !m[1]) continue;
    const value = Number(m[1].replace(/'/g, "").replace(",", "."));
    out.push({ value, unit, si: value * unit.toSi, at: m.index ?? 0, text: m[0] });
  }
  return out;
}

type Law = {
  topic: string;
  /** The result, then the two inputs: result = combine(a, b). */
  dims: readonly [Dim, Dim, Dim];
  combine(a: number, b: number): number;
  formula: string;
  /** The rule in words, named in the first hint and after a wrong value (never the result). */
  rule: string;
  /** Words that tell which law is meant when the quantities fit several. */
  keywords: readonly string[];
  /** The accepted range for a constant such as g (F = m · g). */
  tolerance?: number;
};

const G_LOW = 9.8;
const G_HIGH = 10;

const LAWS: readonly Law[] = [
  {
    topic: "Geschwindigkeit",
    dims: ["speed", "length", "time"],
    combine: (s, t) => s / t,
    formula: "v = s / t",
    rule: "Die Geschwindigkeit ist Strecke geteilt durch Zeit: v = s / t.",
    keywords: ["schnell", "geschwindigkeit", "tempo", "fahrt", "fahrt", "lauft", "strecke"],
  },
  {
    topic: "Spannung, Stromstärke und Widerstand",
    dims: ["voltage", "resistance", "current"],
    combine: (r, i) => r * i,
    formula: "U = R · I",
    rule: "Nach dem Ohmschen Gesetz ist U = R · I; die Stromstärke ist also Spannung geteilt durch Widerstand (I = U / R).",
    keywords: ["widerstand", "ohm", "strom", "stromstarke"],
  },
  {
    topic: "elektrische Leistung",
    dims: ["power", "voltage", "current"],
    combine: (u, i) => u * i,
    formula: "P = U · I",
    rule: "Die elektrische Leistung ist Spannung mal Stromstärke: P = U · I.",
    keywords: ["leistung", "watt"],
  },
  {
    topic: "Kraft",
    dims: ["force", "mass", "acceleration"],
    combine: (m, a) => m * a,
    formula: "F = m · a",
    rule: "Die Kraft ist Masse mal Beschleunigung: F = m · a.",
    keywords: ["beschleunig"],
  },
  {
    topic: "Dichte",
    dims: ["density", "mass", "volume"],
    combine: (m, v) => m / v,
    formula: "ρ = m / V",
    rule: "Die Dichte ist Masse geteilt durch Volumen: ρ = m / V.",
    keywords: ["dichte"],
  },
];

const WEIGHT = {
  topic: "Gewichtskraft",
  formula: "F = m · g",
  rule: "Die Gewichtskraft ist Masse mal Ortsfaktor: F = m · g, auf der Erde mit g ≈ 9,81 N/kg (oft gerundet 10 N/kg).",
};

const CONVERSION_TOPIC: Partial<Record<Dim, string>> = {
  speed: "Geschwindigkeit",
  length: "Geschwindigkeit",
  time: "Geschwindigkeit",
  mass: "Gewichtskraft",
  force: "Kraft",
};

const ASKED: readonly { dim: Dim; words: readonly string[] }[] = [
  { dim: "speed", words: ["wie schnell", "geschwindigkeit", "tempo"] },
  { dim: "time", words: ["wie lange", "wie viel zeit", "wieviel zeit", "dauer", "braucht"] },
  { dim: "length", words: ["wie weit", "wie lang", "strecke", "weg "] },
  { dim: "current", words: ["stromstarke", " strom ", "fliesst"] },
  { dim: "voltage", words: ["spannung"] },
  { dim: "resistance", words: ["widerstand"] },
  { dim: "power", words: ["leistung"] },
  { dim: "force", words: ["gewichtskraft", "kraft", "wie schwer", "gewicht"] },
  { dim: "mass", words: ["masse"] },
  { dim: "density", words: ["dichte"] },
  { dim: "volume", words: ["volumen"] },
];

const NAMES_OF: Record<Dim, string> = {
  length: "Strecke s",
  time: "Zeit t",
  speed: "Geschwindigkeit v",
  voltage: "Spannung U",
  current: "Stromstärke I",
  resistance: "Widerstand R",
  power: "Leistung P",
  mass: "Masse m",
  force: "Kraft F",
  acceleration: "Beschleunigung a",
  volume: "Volumen V",
  density: "Dichte ρ",
};

const show = (x: number) =>
  Number.isInteger(x) ? String(x) : String(Number(x.toFixed(3))).replace(".", ",");

/** The value a pupil's answer gives for `dim`, in SI, or a bare number (unit missing). */
function answerValue(input: string, dim: Dim): { si: number; q: Quantity } | { bare: number } | null {
  const q = findQuantities(input).filter((x) => x.unit.dim === dim);
  const last = q.at(-1);
  if (last) return { si: last.si, q: last };
  const n = foldAccents(normalise(input)).match(/-?\d+(?:'\d{3})*(?:[.,]\d+)?/g);
  const bare = n?.at(-1);
  return bare ? { bare: Number(bare.replace(/'/g, "").replace(",", ".")) } : null;
}

/** The pupil rounded the right value to as many decimals as they wrote ("3,3 km/h" for 3,33…). */
function roundedRight(q: Quantity, low: number, high: number): boolean {
  const decimals = /[.,](\d+)/.exec(q.text)?.[1]?.length ?? 0;
  // A whole number is a rounding only for larger values ("3 km/h" for 3,33 is too rough).
  if (decimals === 0 && Math.abs(q.value) < 20) return false;
  const f = 10 ** decimals;
  const round = (si: number) => Math.round((si / q.unit.toSi) * f) / f;
  return Math.abs(round(low) - q.value) < 1e-9 || Math.abs(round(high) - q.value) < 1e-9;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 0.01);

type Solved = {
  topic: string;
  formula: string;
  rule: string;
  given: Quantity[];
  asked: Dim;
  /** The accepted range of the asked value in SI. */
  range: [number, number];
  /** The unit the result is best given in, with its factor to SI. */
  unit: { show: string; toSi: number };
};

/** The unit the pupil would naturally use for the result ("km/h" after km and h). */
function naturalUnit(dim: Dim, given: Quantity[]): { show: string; toSi: number } {
  if (dim === "speed" && given.some((q) => q.unit.show === "km") && given.some((q) => q.unit.show === "h")) {
    return { show: "km/h", toSi: 1 / 3.6 };
  }
  if (dim === "density" && given.some((q) => q.unit.show === "g")) return { show: "g/cm³", toSi: 1000 };
  // With km/h given, a time is asked in hours and a distance in kilometres.
  const kmh = given.some((q) => q.unit.show === "km/h");
  if (dim === "time" && kmh) return { show: "h", toSi: 3600 };
  if (dim === "length" && kmh) return { show: "km", toSi: 1000 };
  const base = UNITS.find((u) => u.dim === dim && u.toSi === 1);
  return { show: base?.show ?? "", toSi: 1 };
}

function solve(input: string, quantities: Quantity[], asked: Dim | null): Solved | null {
  const dims = new Set(quantities.map((q) => q.unit.dim));
  const byDim = (d: Dim) => quantities.filter((q) => q.unit.dim === d).at(0);
  const n = foldAccents(normalise(input));
  const candidates = LAWS.filter((law) => {
    const missing = law.dims.filter((d) => !dims.has(d));
    return missing.length === 0 || (missing.length === 1 && missing[0] === asked);
  });
  const law =
    candidates.find((l) => hasKeyword(n, l.keywords) && (!asked || l.dims.includes(asked))) ??
    candidates.find((l) => !asked || l.dims.includes(asked)) ??
    null;
  if (law) {
    const [r, a, b] = law.dims;
    const qs = law.dims.map(byDim);
    const target: Dim = qs.every(Boolean)
      ? ([...quantities].filter((q) => law.dims.includes(q.unit.dim)).at(-1)?.unit.dim ?? r)
      : (law.dims.find((d) => !dims.has(d)) ?? r);
    const qa = byDim(a)?.si;
    const qb = byDim(b)?.si;
    const qr = byDim(r)?.si;
    // The inverse forms (s = v · t, I = U / R, …) for a target among the inputs.
    const product = law.combine(2, 3) === 6;
    let value: number | undefined;
    if (target === r && qa !== undefined && qb !== undefined) value = law.combine(qa, qb);
    else if (target === a && qr !== undefined && qb !== undefined) value = product ? qr / qb : qr * qb;
    else if (target === b && qr !== undefined && qa !== undefined) value = product ? qr / qa : qa / qr;
    if (value === undefined || !Number.isFinite(value)) return null;
    const given = quantities.filter((q) => law.dims.includes(q.unit.dim) && q.unit.dim !== target);
    return {
      topic: law.topic,
      formula: law.formula,
      rule: law.rule,
      given,
      asked: target,
      range: [value, value],
      unit: naturalUnit(target, given),
    };
  }
  // A conversion ("20 m/s sind 72 km/h, oder?"): two values of one kind in different units.
  const [first, second] = quantities;
  if (
    quantities.length === 2 &&
    first &&
    second &&
    first.unit.dim === second.unit.dim &&
    first.unit !== second.unit
  ) {
    return {
      topic: CONVERSION_TOPIC[first.unit.dim] ?? "Geschwindigkeit",
      formula: `1 ${first.unit.show} = ${show(first.unit.toSi / second.unit.toSi)} ${second.unit.show}`,
      rule: `Umrechnen: 1 ${first.unit.show} = ${show(first.unit.toSi / second.unit.toSi)} ${second.unit.show}.`,
      given: [first],
      asked: first.unit.dim,
      range: [first.si, first.si],
      unit: { show: second.unit.show, toSi: second.unit.toSi },
    };
  }
  // Weight: a mass, and the force asked or stated ("Gewichtskraft", "wie schwer auf der Erde").
  const mass = byDim("mass");
  if (mass && (asked === "force" || dims.has("force")) && !dims.has("acceleration")) {
    return {
      ...WEIGHT,
      given: [mass],
      asked: "force",
      range: [mass.si * G_LOW, mass.si * G_HIGH],
      unit: { show: "N", toSi: 1 },
    };
  }
  return null;
}

/** The kinds of quantity the question names, in the order of ASKED. */
function askedDims(input: string): Dim[] {
  const n = ` ${foldAccents(normalise(input))} `;
  return ASKED.filter(({ words }) => words.some((w) => n.includes(w))).map(({ dim }) => dim);
}

/**
 * The pupil's own task as an exercise, or null. The quantity the pupil already states (the last
 * one, "…, also 80 km/h, richtig?") becomes the answer to check (Exercise.statedAnswer).
 */
export function parsePhysicsTask(input: string): Exercise | null {
  const quantities = findQuantities(input);
  if (quantities.length === 0) return null;
  // The asked quantity is one the question names and the task does not give ("der Strom").
  const named = askedDims(input);
  const present = new Set(quantities.map((q) => q.unit.dim));
  const solved = solve(input, quantities, named.find((d) => !present.has(d)) ?? named[0] ?? null);
  if (!solved) return null;
  const stated = quantities.filter((q) => q.unit.dim === solved.asked).at(-1);
  // A bare number after the given values ("… in 3 Stunden. Ich denke 135") is the pupil's
  // answer too: checked, never greeted with "Gute Aufgabe!".
  const text = quantityText(input);
  const lastGiven = Math.max(...quantities.map((q) => q.at + q.text.length));
  const bare = text
    .slice(lastGiven)
    .match(/-?\d+(?:'\d{3})*(?:[.,]\d+)?/g)
    ?.at(-1);
  const given = solved.given.map((q) => `${NAMES_OF[q.unit.dim]} = ${show(q.value)} ${q.unit.show}`);
  // The result is shown in the unit the pupil used, if they stated one ("24 km/h").
  if (stated) solved.unit = { show: stated.unit.show, toSi: stated.unit.toSi };
  const askedName = solved.formula === WEIGHT.formula ? "Gewichtskraft F" : NAMES_OF[solved.asked];
  const [low, high] = solved.range;
  const mid = (low + high) / 2 / solved.unit.toSi;
  const result = `${show(low / solved.unit.toSi)}${high > low ? ` bis ${show(high / solved.unit.toSi)}` : ""} ${solved.unit.show}`;
  const ok = (si: number) => (high > low ? si >= low * 0.99 && si <= high * 1.01 : close(si, low));
  const prompt = `Gegeben: ${given.join(", ")}. Gesucht: ${askedName} in ${solved.unit.show}.`;
  return {
    prompt,
    topic: solved.topic,
    statedAnswer: stated ? `${show(stated.value)} ${stated.unit.show}` : bare,
    hints: [
      `${solved.rule} Welche Werte setzt du ein?`,
      `Setz die gegebenen Werte mit ihren Einheiten in ${solved.formula} ein und stell nach ${askedName} um. Was gibt das?`,
      `Rechne mit den Einheiten: Das Resultat ist eine ${askedName} in ${solved.unit.show}.`,
    ],
    solution: `1. Formel: ${solved.formula}\n2. Werte: ${given.join(", ")}\n3. Resultat: ${askedName} = ${result}`,
    check(answer: string): CheckResult {
      const v = answerValue(answer, solved.asked);
      if (!v) return { kind: "none" };
      if ("si" in v) {
        if (ok(v.si) || roundedRight(v.q, low, high)) {
          return { kind: "correct", note: `${solved.formula}: ${askedName} = ${result}.` };
        }
        return { kind: "wrong", text: `Das passt nicht zusammen. ${solved.rule}`, hint: false };
      }
      if (ok(v.bare * solved.unit.toSi) || close(v.bare, mid)) {
        return {
          kind: "step",
          text: `Die Zahl stimmt! In der Physik gehört aber immer eine Einheit dazu. Welche Einheit hat die ${askedName}?`,
        };
      }
      return { kind: "wrong", text: `Das passt nicht zusammen. ${solved.rule}`, hint: false };
    },
  };
}
