// Fraction sums and differences ("3/4 + 1/8"): guides via the common denominator and
// recognises the typical slip of adding numerators and denominators separately.
import { cleanMath, parseAnswer } from "../parse-number.ts";
import type { CheckResult, Exercise } from "../practice.ts";
import { add, equals, formatFraction, lcm, type Rational, rational, sub } from "../rational.ts";

export function fractionExercise(a: Rational, op: "+" | "-", b: Rational): Exercise {
  const result = op === "+" ? add(a, b) : sub(a, b);
  const common = lcm(a.d, b.d);
  const na = a.n * (common / a.d);
  const nb = b.n * (common / b.d);
  const unreduced = rational(op === "+" ? na + nb : na - nb, common);
  const task = `${formatFraction(a)} ${op} ${formatFraction(b)}`;
  const verb = op === "+" ? "addieren" : "subtrahieren";
  const sameDen = a.d === b.d;
  const firstHint = sameDen
    ? `Die Nenner sind gleich. Was machst du mit den Zählern – und was mit dem Nenner?`
    : `Die Nenner sind verschieden (${a.d} und ${b.d}) – auf welchen gemeinsamen Nenner kommst du?`;
  const hints: [string, ...string[]] = sameDen
    ? [
        firstHint,
        `Bei gleichen Nennern rechnest du nur mit den Zählern: ${a.n} ${op} ${b.n} = ? Der Nenner ${a.d} bleibt.`,
      ]
    : [
        firstHint,
        `Ein gemeinsamer Nenner ist ${common}. Erweitere beide Brüche auf den Nenner ${common}: ${formatFraction(a)} = ?/${common}.`,
        `${formatFraction(a)} = ${na}/${common} und ${formatFraction(b)} = ${nb}/${common}. Jetzt musst du nur noch die Zähler ${verb}: ${na} ${op} ${nb} = ?`,
      ];
  const reduceStep =
    unreduced.n === result.n * (common / result.d) && result.d !== common
      ? `4. Kürzen: ${unreduced.n * (common / unreduced.d)}/${common} = ${formatFraction(result)}`
      : `4. Kürzen ist nicht mehr möglich: ${formatFraction(result)}`;
  const solution = [
    `1. Gemeinsamer Nenner von ${a.d} und ${b.d}: ${common}`,
    `2. Erweitern: ${formatFraction(a)} = ${na}/${common} und ${formatFraction(b)} = ${nb}/${common}`,
    `3. Zähler ${verb}: ${na}/${common} ${op} ${nb}/${common} = ${na + (op === "+" ? nb : -nb)}/${common}`,
    reduceStep,
    `Also: ${task} = ${formatFraction(result)}`,
  ].join("\n");

  function check(input: string): CheckResult {
    const value = parseAnswer(input);
    if (!value) return { kind: "none" };
    // The last fraction the pupil wrote, even with words after it ("19/20, stimmt das?").
    const written = /(-?\d+)\s*\/\s*(\d+)(?![\s\S]*\d)/.exec(cleanMath(input));
    const writtenDen = written ? Number(written[2]) : null;
    if (equals(value, result)) {
      // Saying why it is right shows the way once more (issue 17: explain, not only judge).
      const why = sameDen
        ? `Die Nenner sind gleich, also rechnest du nur mit den Zählern.`
        : `Mit dem gemeinsamen Nenner ${common}: ${na}/${common} ${op} ${nb}/${common} = ${op === "+" ? na + nb : na - nb}/${common}.`;
      if (writtenDen && writtenDen !== result.d) {
        return {
          kind: "correct",
          note: `${why} Du kannst das Resultat noch kürzen: ${formatFraction(result)}.`,
        };
      }
      return written || result.d === 1
        ? { kind: "correct", note: why }
        : { kind: "correct", note: `${why} Als Bruch: ${formatFraction(result)}.` };
    }
    const naive = rational(
      op === "+" ? a.n + b.n : a.n - b.n,
      op === "+" ? a.d + b.d : Math.abs(a.d - b.d) || 1,
    );
    if (!sameDen && written && equals(value, naive)) {
      const did = op === "+" ? "addiert" : "subtrahiert";
      return {
        kind: "wrong",
        hint: false,
        text: `Du hast Zähler und Nenner einzeln ${did}. Das geht nur, wenn die Nenner gleich sind. Die Nenner sind verschieden – auf welchen gemeinsamen Nenner kommst du?`,
      };
    }
    if (!written && value.d === 1 && value.n > 1 && value.n % common === 0 && !sameDen) {
      return {
        kind: "step",
        text: `Genau, ${value.n} ist ein gemeinsamer Nenner. Erweitere jetzt beide Brüche auf den Nenner ${value.n}. Was gibt dann ${task}?`,
      };
    }
    if (writtenDen && writtenDen !== a.d && (equals(value, a) || equals(value, b))) {
      return {
        kind: "step",
        text: `Richtig erweitert: ${formatFraction(equals(value, a) ? a : b)} = ${written?.[1]}/${writtenDen}. Erweitere auch den anderen Bruch und rechne dann ${task}. Was kommt heraus?`,
      };
    }
    if (writtenDen && !sameDen && writtenDen % common === 0) {
      return {
        kind: "wrong",
        text: `Der Nenner ${writtenDen} passt. Prüf nochmals die Zähler: Beim Erweitern nimmst du Zähler und Nenner mit derselben Zahl mal.`,
      };
    }
    return { kind: "wrong" };
  }

  return { prompt: `Was gibt ${task}?`, hints, solution, check };
}

// "20 % von 150": via 10 % (or 1 %), so the pupil builds the answer from an easy part.
export function percentExercise(percent: number, base: number): Exercise {
  const answer = rational(Math.round(percent * base * 100), 10_000);
  const unit = percent % 10 === 0 ? 10 : 1;
  const part = rational(Math.round(base * unit * 100), 10_000);
  const times = percent / unit;
  const show = (r: Rational) => (r.d === 1 ? String(r.n) : String(r.n / r.d).replace(".", ","));
  const hints: [string, ...string[]] = [
    `Was sind ${unit} % von ${base}? (${unit} % ist ${unit === 10 ? "ein Zehntel" : "ein Hundertstel"}.)`,
    `${unit} % von ${base} sind ${show(part)}. Wie oft brauchst du ${unit} %, um auf ${percent} % zu kommen?`,
    `${percent} % sind ${times} × ${unit} %, also ${times} × ${show(part)} = ?`,
  ];
  const solution = [
    `1. ${unit} % von ${base} = ${base} : ${100 / unit} = ${show(part)}`,
    `2. ${percent} % = ${times} × ${unit} %`,
    `3. ${times} × ${show(part)} = ${show(answer)}`,
    `Also sind ${percent} % von ${base} gleich ${show(answer)}.`,
  ].join("\n");
  function check(input: string): CheckResult {
    const value = parseAnswer(input.replace(/\d+(?:[.,]\d+)?\s*(%|prozent)/gi, ""));
    if (!value) return { kind: "none" };
    if (equals(value, answer)) return { kind: "correct" };
    if (unit !== percent && equals(value, part)) {
      return {
        kind: "step",
        text: `Genau, ${unit} % von ${base} sind ${show(part)}. Und wie viel sind dann ${percent} %?`,
      };
    }
    if (equals(value, rational(percent * base))) {
      return {
        kind: "wrong",
        text: `Das ist viel zu gross – ${percent} % sind weniger als das Ganze (${base}). Prozent heisst «von Hundert».`,
      };
    }
    if (equals(value, rational(base, percent))) {
      return {
        kind: "wrong",
        text: `Du hast ${base} durch ${percent} geteilt. ${percent} % heisst aber ${percent} von 100 Teilen.`,
      };
    }
    return { kind: "wrong" };
  }
  return { prompt: `Wie viel sind ${percent} % von ${base}?`, hints, solution, check };
}
