import { phrase as p } from "../crisis-normalise.ts";
import type { CrisisRule } from "./rule.ts";
import { HITS, ME, ME_ACC, MISUSED_THINGS } from "./words.ts";

// Abuse: see decision 019 for what is and is not detected.
export const ABUSE_RULES: CrisisRule[] = [
  { kind: "abuse", pattern: p("vergewaltig*|vergwaltig*") },
  { kind: "abuse", pattern: p(`${ME}|ich|i|ig ~ missbraucht|misbraucht|missbrucht|missbrauchen|misbrucht`) },
  { kind: "abuse", pattern: p("missbraucht|missbrucht|misbraucht"), unless: [MISUSED_THINGS] },
  { kind: "abuse", pattern: p("sexuel* missbrauch*|belaestig*|ubergrif*|uebergrif*") },
  { kind: "abuse", pattern: p(`belaestigt|belaestiget ${ME}`) },
  {
    kind: "abuse",
    pattern: p(`fasst|fast|langt|lengt|grabscht|grapscht ${ME_ACC} ~ an|aa|a`),
    unless: [p("hand|schulter")],
  },
  {
    kind: "abuse",
    pattern: p(
      `${ME} ~ anfass*|anfast|angefasst|aagfasst|agfasst|aalangt|alangt|aaglangt|begrapscht|begrabscht`,
    ),
  },
  {
    kind: "abuse",
    pattern: p(`beruehrt|berueht ${ME_ACC} ~ unten|intim*|zwischen|privat*|uberal|ueberal|brust|po`),
  },
  { kind: "abuse", pattern: p("gegen|gege meinen|mine|min willen|wille") },
  {
    kind: "abuse",
    pattern: p(`nacktbild*|nacktfoto*|nudes|nacktvideo* ~ ${ME}|erpres*|schicken|schicke|verschick*`),
  },
  { kind: "abuse", pattern: p(`erpress*|erpres* ${ME_ACC}`) },
  { kind: "abuse", pattern: p(`er|sie|jemand|lehrer|trainer ~ ${HITS} ${ME_ACC}`) },
  { kind: "abuse", pattern: p(`haut|hout ${ME} eine|eis|ine`) },
];
