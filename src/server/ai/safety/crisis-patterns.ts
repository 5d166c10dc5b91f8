import { ABUSE_RULES } from "./lexicon/abuse.ts";
import { BULLYING_RULES } from "./lexicon/bullying.ts";
import { EATING_DISORDER_RULES } from "./lexicon/eating-disorder.ts";
import type { CrisisRule } from "./lexicon/rule.ts";
import { SELF_HARM_RULES } from "./lexicon/self-harm.ts";
import { SELF_HATRED_RULES } from "./lexicon/self-hatred.ts";
import { SUICIDE_RULES } from "./lexicon/suicide.ts";
import { VIOLENCE_AT_HOME_RULES } from "./lexicon/violence-at-home.ts";

// The wordings crisis.ts looks for, in Standard German, Swiss German and common misspellings,
// written in the mini-language of `phrase()` (crisis-normalise.ts). Rules are checked in this
// order; the first match wins, so the most acute kind comes first.
//
// Decisions (a false positive costs a calm help card; a miss can cost a life):
// - "Selbstmord"/"Suizid" triggers, except as a school topic in third person (a named person,
//   "begeht", a book, film or Referat: "Warum begeht Werther Selbstmord?"); first-person
//   wordings have rules nothing vetoes ("ich denke an Selbstmord, wie Werther"). Other suicide
//   and self-hatred rules need two signals: "ich"/a wish verb AND a death word, a method AND
//   intent or a plan, a goodbye AND finality; "ich sterbe vor Langeweile", "bin tot 😂",
//   "kms" with "lol" or a game, and "ich hasse Mathe" do not trigger.
// - Negations still trigger ("ich will mich nicht umbringen").
// - Hyperbole about things does NOT trigger: "das/Mathe bringt mich um", "… um vor Lachen".
//   A family member who "bringt mich um" DOES trigger (violence at home), unless it is about
//   time ("Mami bringt mi um 8i id Schuel") or laughing.
// - "Ritzen" alone triggers, except next to minerals and materials (Mohs hardness in science:
//   "Quarz kann Glas ritzen") or carving ("ins Holz geritzt") or in a film plot, unless the
//   pupil says it of themself ("ich ritze mich"). Other self-harm acts (cutting, scratching,
//   burning, hitting oneself) need a second signal: a blade, a body part, blood, intent or
//   hiding; fingers, cooking, shaving, sport and pets mark an accident.
// - Eating disorders need two signals too (not eating AND a body worry, a duration, a secret;
//   vomiting AND a meal, a habit or a purpose), so "hab noch nichts gegessen", "ich könnte
//   kotzen" and nutrition lessons do not trigger; "darf nicht zunehmen" and pro-ana slang do.
// - "Missbraucht" needs a person ("mich", "ich wurde …"), so "Daten missbraucht" is not a crisis.
// - "Ich will nicht mehr" or "ich kann nicht mehr" alone is frustration with homework and does
//   not trigger; "ich will nicht mehr leben" does.
// - Being hit by a family member or "someone" triggers, also in a game ("mein Bruder schlägt
//   mich immer") unless a game or sport is named next to a past tense ("im Schach geschlagen").

export const CRISIS_RULES: readonly CrisisRule[] = [
  ...SUICIDE_RULES,
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...VIOLENCE_AT_HOME_RULES,
  ...EATING_DISORDER_RULES,
  ...BULLYING_RULES,
  ...SELF_HATRED_RULES,
];
