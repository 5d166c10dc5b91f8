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
// - Being hit by a family member or "someone" triggers ("mein Bruder schlägt mich immer"),
//   unless a game or sport is named as the setting ("beim Memory", "im Tennis", "5:0") and
//   nothing hurt; "er/sie schlägt mich" next to school words is bullying, not violence at home.
//   "Häusliche Gewalt" triggers unless it is a lesson topic; a parent who "bringt mich um"
//   over a grade or with "Spass"/"lol" does not. Weaker signs need a second one: "will nicht
//   heim" AND fear or a drunk parent, a quarrel AND blows, a knife or things breaking.
// - Bullying needs an act against the pupil AND despair (or a second act, or "jeden Tag");
//   "ich werde gemobbt", being beaten up at school and "sie schreiben, ich soll sterben" stand
//   alone. Mobbing as an essay topic, siblings teasing and a plot do not trigger.
// - Abuse: "vergewaltigt" and a person "missbraucht" stand alone; touching needs "mich", a body
//   part or a "no"; a secret, presents, flattery or a meeting need an adult or an online
//   stranger and a second sign; nudes need a request, a threat or "von mir".

export const CRISIS_RULES: readonly CrisisRule[] = [
  ...SUICIDE_RULES,
  ...SELF_HARM_RULES,
  ...ABUSE_RULES,
  ...VIOLENCE_AT_HOME_RULES,
  ...EATING_DISORDER_RULES,
  ...BULLYING_RULES,
  ...SELF_HATRED_RULES,
];
