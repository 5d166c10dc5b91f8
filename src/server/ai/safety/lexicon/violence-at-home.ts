import { phrase as p } from "../crisis-normalise.ts";
import type { CrisisRule } from "./rule.ts";
import { FAMILY, GAMES, HIT_PAST, HITS, HOME, ME, ME_ACC, TIME_OR_LAUGHTER } from "./words.ts";

// Violence at home: see decision 019 for what is and is not detected.
export const VIOLENCE_AT_HOME_RULES: CrisisRule[] = [
  { kind: "violence_at_home", pattern: p("haeusliche|hausliche|huesliche gewalt|gwalt") },
  { kind: "violence_at_home", pattern: p(`${FAMILY} ~ ${HITS} ${ME_ACC}`) },
  { kind: "violence_at_home", pattern: p(`${FAMILY} ~ ${ME_ACC} ~ ${HIT_PAST}`), unless: [GAMES] },
  {
    kind: "violence_at_home",
    pattern: p(`ich|i|ig wird|werde|wirde|werd|wurde|bin ~ ${HIT_PAST}`),
    unless: [GAMES],
  },
  {
    kind: "violence_at_home",
    pattern: p(`${FAMILY} ~ bringt|bringe|bring ${ME} um`),
    unless: TIME_OR_LAUGHTER,
  },
  { kind: "violence_at_home", pattern: p(`angst|angscht|schiss ~ nach|noch|is|hei|hai ${HOME}`) },
  {
    kind: "violence_at_home",
    pattern: p(
      "angst|angscht|schiss ~ heim|heimgehen|heimzugehen|heimkommen|heimzukommen|heimweg|hei|hai|heizga|heizgah",
    ),
  },
  { kind: "violence_at_home", pattern: p(`angst|angscht|schiss ~ vor|vo ~ ${FAMILY}`) },
  { kind: "violence_at_home", pattern: p(`trau|traue ${ME} nicht|nid|ned ~ ${HOME}|heim|hei`) },
  { kind: "violence_at_home", pattern: p(`schlaege|schlaeg|pruegel ~ ${HOME}`) },
  { kind: "violence_at_home", pattern: p(`schlaege|schlaeg|pruegel ~ ${FAMILY}`) },
  { kind: "violence_at_home", pattern: p(`${HOME} ~ schlaege|schlaeg|pruegel`) },
];
