// Number tasks a pupil brings that are not one plain calculation: comparing ("Ist 1/2 grösser
// als 2/5?", "0,5 ist kleiner als 0,45, oder?"), rounding ("Runde 3'456 auf Hunderter"), a
// fraction of an amount ("3/4 von 20") and a share in percent ("Wie viel Prozent sind 15 von
// 60?"). Each is computed exactly with fractions (rational.ts), so a wrong claim is never praised.
import { findValues, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { div, equals, formatDecimal, mul, type Rational, rational, toNumber } from "../rational.ts";

const NUMBER = String.raw`[-−]?\d+(?:'\d{3})*(?:[.,]\d+)?(?:\s*/\s*\d+)?`;
const value = (text: string): Rational | null => findValues(text.replace(/−/g, "-"))[0] ?? null;

/** The number after the task ("…, ist es 3400?", "… sind 15"), the pupil's claimed result. */
function claimAfter(rest: string): string | undefined {
  const m = new RegExp(
    String.raw`(?:ist|sind|gibt|ergibt|=|macht|wäre|waere|es)\s*(?:es\s*)?(${NUMBER})`,
    "i",
  ).exec(rest);
  return m?.[1];
}

function compareHint(a: Rational, b: Rational, aText: string, bText: string): string {
  if (aText.includes("/") || bText.includes("/")) {
    return `Mach die Nenner gleich, dann kannst du die Zähler vergleichen. Oder schreib beide als Dezimalzahl.`;
  }
  if (toNumber(a) < 0 || toNumber(b) < 0) {
    return "Denk an den Zahlenstrahl: Welche Zahl liegt weiter rechts? Die ist grösser.";
  }
  return "Schreib beide Zahlen mit gleich vielen Stellen nach dem Komma (zum Beispiel 0,50 und 0,45) und vergleiche dann Stelle für Stelle.";
}

const COMPARE_CLAIM = new RegExp(
  String.raw`(${NUMBER})\s*(?:ist\s*)?(?:(grösser|groesser|grosser|mehr|kleiner|weniger)\s*als|([<>]))\s*(${NUMBER})`,
  "i",
);
const COMPARE_ASK = new RegExp(
  String.raw`(?:was|welche\w*)\s*(?:zahl\s*)?ist\s*(grösser|groesser|grosser|kleiner)\s*[:,]?\s*(${NUMBER})\s*oder\s*(${NUMBER})`,
  "i",
);

function compareExercise(a: Rational, b: Rational, aText: string, bText: string, bigger: boolean): Exercise {
  const word = bigger ? "grösser" : "kleiner";
  const target = bigger === toNumber(a) > toNumber(b) ? a : b;
  const other = target === a ? b : a;
  const same = equals(a, b);
  function check(input: string): CheckResult {
    if (same && /gleich/i.test(input)) return { kind: "correct", note: "Beide Zahlen sind gleich gross." };
    const answer = parseAnswer(input);
    if (!answer) return { kind: "none" };
    if (!same && equals(answer, target)) return { kind: "correct" };
    if (same || equals(answer, other)) {
      return {
        kind: "wrong",
        text: same ? "Schau nochmals genau: Vielleicht sind beide gleich gross?" : "Das stimmt noch nicht.",
      };
    }
    return { kind: "none" };
  }
  return {
    prompt: `Was ist ${word}: ${aText} oder ${bText}?`,
    hints: [compareHint(a, b, aText, bText)],
    solution: `${aText} = ${formatDecimal(a)} und ${bText} = ${formatDecimal(b)}, also ist ${same ? "keine grösser, beide sind gleich" : `${formatDecimal(target)} ${word}`}.`,
    check,
  };
}

/** "Ist 1/2 grösser als 2/5?", "0,5 ist kleiner als 0,45, oder?", "Was ist grösser: -3 oder -5?" */
export function compareTask(input: string): Exercise | null {
  const ask = COMPARE_ASK.exec(input);
  if (ask) {
    const a = value(ask[2] ?? "");
    const b = value(ask[3] ?? "");
    if (!a || !b) return null;
    const bigger = !/kleiner/i.test(ask[1] ?? "");
    const ex = compareExercise(a, b, (ask[2] ?? "").trim(), (ask[3] ?? "").trim(), bigger);
    const after = input.slice((ask.index ?? 0) + ask[0].length).replace(/^\s*\?/, "");
    return findValues(after).length > 0 ? { ...ex, statedAnswer: after } : ex;
  }
  const claim = COMPARE_CLAIM.exec(input);
  if (!claim) return null;
  const aText = (claim[1] ?? "").trim();
  const bText = (claim[4] ?? "").trim();
  const a = value(aText);
  const b = value(bText);
  if (!a || !b) return null;
  const says = (claim[2] ?? claim[3] ?? "").toLowerCase();
  const claimsABigger = /gr|mehr|>/.test(says);
  const ex = compareExercise(a, b, aText, bText, true);
  // "Ist 1/2 grösser als 2/5?" asks; "1/2 ist grösser als 2/5, oder?" claims.
  const asks = /^\s*(?:ist|sind|wer|welche)\b/i.test(
    input
      .slice(0, claim.index ?? 0)
      .split(/[.!]/)
      .at(-1) ?? "",
  );
  if (asks) return compareExercise(a, b, aText, bText, claimsABigger);
  return { ...ex, statedAnswer: claimsABigger ? aText : bText };
}

const PLACES: Record<string, number> = {
  einer: 0,
  ganze: 0,
  zehner: -1,
  hunderter: -2,
  tausender: -3,
  zehntausender: -4,
  hunderttausender: -5,
  zehntel: 1,
  hundertstel: 2,
  tausendstel: 3,
  "eine stelle nach dem komma": 1,
  "zwei stellen nach dem komma": 2,
  "drei stellen nach dem komma": 3,
  franken: 0,
  rappen: 2,
};
const ROUND_RE = new RegExp(
  String.raw`(?:runde|rundet|runden)\s*(?:die\s*zahl\s*)?(${NUMBER})\s*auf\s*(?:die\s*|ganze\s*|den\s*|der\s*)?(${Object.keys(PLACES).join("|")})`,
  "i",
);

/** x rounded half up (or cut off) to 10^-places, exactly. */
function roundTo(x: Rational, places: number, cut = false): Rational {
  const scale = places >= 0 ? rational(10 ** places) : rational(1, 10 ** -places);
  const scaled = mul(x, scale);
  const sign = scaled.n < 0 ? -1 : 1;
  const half = cut ? 0 : scaled.d;
  const whole = sign * Math.floor((2 * Math.abs(scaled.n) + half) / (2 * scaled.d));
  return div(rational(whole), scale);
}

/** "Runde 3'456 auf Hunderter. Ist es 3400?" */
export function roundTask(input: string): Exercise | null {
  const m = ROUND_RE.exec(input);
  if (!m) return null;
  const x = value(m[1] ?? "");
  const places = PLACES[(m[2] ?? "").toLowerCase()];
  if (!x || places === undefined) return null;
  const result = roundTo(x, places);
  const shown = formatDecimal(x);
  const place = m[2] ?? "";
  const down = roundTo(x, places, true);
  function check(answer: string): CheckResult {
    const proposed = parseAnswer(answer);
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result)) return { kind: "correct" };
    if (!equals(down, result) && equals(proposed, down)) {
      return {
        kind: "wrong",
        text: "Schau auf die Ziffer direkt rechts von der Stelle, auf die du rundest: Ist sie 5 oder grösser, rundest du auf.",
        hint: false,
      };
    }
    return { kind: "wrong" };
  }
  const claimed = claimAfter(input.slice((m.index ?? 0) + m[0].length));
  return {
    prompt: `Runde ${shown} auf ${place}. Welche Zahl bekommst du?`,
    hints: [
      `Welche Ziffer steht direkt rechts von der Stelle der ${place}? Ist sie 0 bis 4, rundest du ab, bei 5 bis 9 auf.`,
    ],
    solution: `${shown} auf ${place} gerundet: ${formatDecimal(result)}`,
    check,
    ...(claimed ? { statedAnswer: claimed } : {}),
  };
}

const FRACTION_OF = new RegExp(String.raw`(\d+)\s*/\s*(\d+)\s*(?:von|vom|der|des)\s*(${NUMBER})`, "i");

/** "3/4 von 20": first a part (20 : 4), then as many parts as the numerator says. */
export function fractionOfTask(input: string): Exercise | null {
  const m = FRACTION_OF.exec(input);
  if (!m) return null;
  const n = Number(m[1]);
  const d = Number(m[2]);
  const whole = value(m[3] ?? "");
  if (!whole || d === 0) return null;
  const part = div(whole, rational(d));
  const result = mul(part, rational(n));
  const w = formatDecimal(whole);
  function check(answer: string): CheckResult {
    const proposed = parseAnswer(answer);
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result))
      return {
        kind: "correct",
        note:
          n === 1
            ? `${w} : ${d} = ${formatDecimal(part)}.`
            : `${w} : ${d} = ${formatDecimal(part)}, mal ${n}.`,
      };
    if (n !== 1 && equals(proposed, part)) {
      return {
        kind: "step",
        text: `Genau, 1/${d} von ${w} ist ${formatDecimal(part)}. Und wie viel sind dann ${n}/${d}?`,
      };
    }
    return { kind: "wrong" };
  }
  const claimed = claimAfter(input.slice((m.index ?? 0) + m[0].length));
  return {
    prompt: `Wie viel sind ${n}/${d} von ${w}?`,
    hints: [
      `Rechne zuerst 1/${d} von ${w}, also ${w} : ${d}.`,
      `1/${d} von ${w} ist ${formatDecimal(part)}. Du brauchst ${n} solche Teile.`,
    ],
    solution: `${w} : ${d} = ${formatDecimal(part)}, ${formatDecimal(part)} · ${n} = ${formatDecimal(result)}`,
    check,
    topic: "Brüche",
    ...(claimed ? { statedAnswer: claimed } : {}),
  };
}

const SHARE_ASK = new RegExp(
  String.raw`wie\s*viele?\s*prozent\s*(?:sind|ist|macht|machen|entspricht|entsprechen)\s*(${NUMBER})\s*(?:von|aus)\s*(${NUMBER})`,
  "i",
);
const SHARE_CLAIM = new RegExp(
  String.raw`(${NUMBER})\s*(?:von|aus)\s*(${NUMBER})\s*(?:sind|ist|macht|=|entspricht|entsprechen)\s*(${NUMBER})\s*(?:%|prozent)`,
  "i",
);

/** "Wie viel Prozent sind 15 von 60?" or "15 von 60 sind 25 %, oder?" */
export function shareTask(input: string): Exercise | null {
  const ask = SHARE_ASK.exec(input);
  const claim = ask ? null : SHARE_CLAIM.exec(input);
  const m = ask ?? claim;
  if (!m) return null;
  const part = value(m[1] ?? "");
  const whole = value(m[2] ?? "");
  if (!part || !whole || whole.n === 0) return null;
  const share = div(part, whole);
  const result = mul(share, rational(100));
  const p = formatDecimal(part);
  const w = formatDecimal(whole);
  function check(answer: string): CheckResult {
    const proposed = parseAnswer(answer.replace(/%|prozent/gi, ""));
    if (!proposed) return { kind: "none" };
    if (equals(proposed, result))
      return { kind: "correct", note: `${p}/${w} = ${formatDecimal(share)} = ${formatDecimal(result)} %.` };
    if (equals(proposed, share) && !equals(share, result)) {
      return {
        kind: "step",
        text: `Genau, das ist der Anteil als Dezimalzahl. Wie viel Prozent sind das, also wie viele Hundertstel?`,
      };
    }
    return { kind: "wrong" };
  }
  const stated = claim?.[3] ?? claimAfter(input.slice((m.index ?? 0) + m[0].length));
  return {
    prompt: `Wie viel Prozent sind ${p} von ${w}?`,
    hints: [
      `Schreib den Anteil als Bruch: ${p}/${w}. Kannst du ihn kürzen?`,
      "Erweitere den Bruch auf den Nenner 100: So viele Hundertstel sind so viele Prozent.",
    ],
    solution: `${p}/${w} = ${formatDecimal(share)} = ${formatDecimal(result)} %`,
    check,
    topic: "Prozent",
    ...(stated ? { statedAnswer: stated } : {}),
  };
}
