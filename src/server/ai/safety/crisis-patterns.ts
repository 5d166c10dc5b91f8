import type { CrisisKind } from "./crisis-kinds.ts";
import { phrase } from "./crisis-normalise.ts";

// The wordings crisis.ts looks for, in Standard German, Swiss German and common misspellings,
// written in the mini-language of `phrase()` (crisis-normalise.ts). Rules are checked in this
// order; the first match wins, so the most acute kind comes first.
//
// Decisions (a false positive costs a calm help card; a miss can cost a life):
// - Any mention of suicide ("Selbstmord", "Suizid") triggers, also in third person or in a
//   literature lesson ("Werther begeht Selbstmord"): children often ask about "someone else".
// - Negations still trigger ("ich will mich nicht umbringen").
// - Hyperbole about things does NOT trigger: "das/Mathe bringt mich um", "… um vor Lachen".
//   A family member who "bringt mich um" DOES trigger (violence at home), unless it is about
//   time ("Mami bringt mi um 8i id Schuel") or laughing.
// - "Ritzen" alone triggers, except next to minerals and materials (Mohs hardness in science:
//   "Quarz kann Glas ritzen") or carving ("ins Holz geritzt").
// - "Missbraucht" needs a person ("mich", "ich wurde …"), so "Daten missbraucht" is not a crisis.
// - "Ich will nicht mehr" or "ich kann nicht mehr" alone is frustration with homework and does
//   not trigger; "ich will nicht mehr leben" does.
// - Being hit by a family member or "someone" triggers, also in a game ("mein Bruder schlägt
//   mich immer") unless a game or sport is named next to a past tense ("im Schach geschlagen").

export type CrisisRule = { kind: CrisisKind; pattern: RegExp; unless?: RegExp[] };

const ME = "mich|mi|mir|mier|mer";
/** Accusative only: "schlägt mir vor" (suggests to me) is not "schlägt mich". */
const ME_ACC = "mich|mi";
const SELF = "selbst|selber|saelber|selbscht|selb";
const FAMILY =
  "vater|vati|papa|papi|paps|vatter|vatr|father|dad|mutter|mama|mami|mum|mom|mueter|muetter|mother|" +
  "stiefvater|stiefmutter|stiefpapa|stiefmama|eltern|elteren|bruder|brueder|schwester|schwoester|" +
  "onkel|unkel|opa|grossvater|grosvater|neni|grossmami|oma|tante|freund|fruend|cousin|goetti";
const HITS =
  "schlaegt|schlagt|schlaeg|schlat|schlaht|schlaet|haut|hout|pruegelt|prugelt|verpruegelt|" +
  "tritt|trit|wuergt|wurgt|verhaut|kickt|boxt|klopft|chlopft|quaelt|" +
  "schlagen|schlaend|schlond|hauen|hoid|pruegeln|verpruegeln|treten|wuergen|quaelen";
const HIT_PAST =
  "geschlagen|gschlage|gschlagen|geschlage|verpruegelt|verprugelt|verhauen|verhaue|gewuergt|gwuergt|" +
  "getreten|gequaelt|gschlaa";
const HOME = "hause|haus|huus|hus|zuhause|zhus|daheim|dihei|deheim";
const MATERIALS = phrase(
  "glas|quarz|mohs|haerte*|mineral*|kristal*|diamant*|stein*|holz|metal*|kalkspat|gips|feldspat|topas|korund|talk|apatit|fingernagel|ritzel*",
);
const MISUSED_THINGS = phrase(
  "daten|pasw*|vertrauen|macht|konto|acount|karte|kreditkarte|informationen|namen|identitaet|rechte|amt|antibiotik*|medikament*",
);
const GAMES = phrase(
  "schach|tenis|spiel*|match|ren*|wetrennen|pingpong|fusbal|uno|karten|wetkampf|turnier|quiz",
);
const TIME_OR_LAUGHTER = [
  phrase(
    "um halb|viertel|punkt|ein|eins|zwei|drei|vier|fuenf|fuef|sechs|sieben|acht|achti|nuen|zehn|elf|zwoelf",
  ),
  phrase("um 0*|1*|2*|3*|4*|5*|6*|7*|8*|9*"),
  phrase("vor|vo lachen|lache"),
];

const p = phrase;

export const CRISIS_RULES: readonly CrisisRule[] = [
  // — suicide —
  { kind: "suicide", pattern: p("suizid*|suizit*|suicid*|suizd*|suzid*|selbs*mord*|selbs*mort*|freitod") },
  { kind: "suicide", pattern: p("kill_myself|kil_myself|killing_myself|want_to_die|end_my_life") },
  { kind: "suicide", pattern: p(`${ME} [${SELF}] ~ umbring*|umbrig*|umzubring*|umbrin|umbrenge|umbringe`) },
  { kind: "suicide", pattern: p(`${ME} [${SELF}] toeten|umtoeten|umzutoeten|umlegen|umzulegen`) },
  { kind: "suicide", pattern: p(`ich|i|ig bring|bringe|bringa ${ME} [${SELF}] um`) },
  { kind: "suicide", pattern: p(`${ME} ~ [das] leben nehmen|neh|nae|nehme`) },
  { kind: "suicide", pattern: p(`${ME} ~ erhaeng*|erhang*|aufhaeng*|ufhaeng*|uf_hang*|uf_haenke`) },
  {
    kind: "suicide",
    pattern: p(
      "nicht|nid|ned|nit|nuem|num|nimer|kein|keine ~ mehr|meh|me leben|laebe|lebe|lebn|da_sein|da_si",
    ),
  },
  { kind: "suicide", pattern: p("nuem|num|nime leben|laebe|lebe|da_si|da_sein") },
  {
    kind: "suicide",
    pattern: p(
      "will|wil|mag|moechte|moechti|wott|wot|wet|wuerd|wuerde [nur|nume|eifach|einfach|lieber|jetzt|grad|gerade|halt] sterben|sterbe|sterb|tot_sein|tod_sein|tot_si",
    ),
  },
  { kind: "suicide", pattern: p("lieber|liber tot|tod") },
  { kind: "suicide", pattern: p("leben|laebe ~ kein|keinen|kei|ken sinn|sin|wert") },
  { kind: "suicide", pattern: p("nicht|nid|nuem|nie|nimer mehr|meh|me aufwachen|ufwache|ufwachen") },
  // — self-harm —
  {
    kind: "self_harm",
    pattern: p("selbstverletz*|selbst_verletz*|selbstverlez*|svv|self_harm|selfharm|cut_myself"),
  },
  { kind: "self_harm", pattern: p(`verletz*|verlez* ${ME} ${SELF}`) },
  { kind: "self_harm", pattern: p(`${ME} ${SELF} verletz*|verlez*`) },
  { kind: "self_harm", pattern: p(`ich|i|ig verletze|verletz|verlez ${ME_ACC}`) },
  { kind: "self_harm", pattern: p(`ritz*|rize|geritzt|grizt|gritzt ${ME}`) },
  { kind: "self_harm", pattern: p(`${ME} ~ ritz*|rizen|geritzt|grizt|gritzt`), unless: [MATERIALS] },
  { kind: "self_harm", pattern: p("ritzen|rizen|ich_ritz*|i_ritz*|ig_ritz*"), unless: [MATERIALS] },
  { kind: "self_harm", pattern: p(`schneide|schneid|schnid|schnide ${ME_ACC}`) },
  { kind: "self_harm", pattern: p(`${ME} ~ absichtlich|extra weh|verbrenen|verbrenn*`) },
  { kind: "self_harm", pattern: p(`${ME} [${SELF}] weh_tun|wehtun|weh_tuen|weh_mache|wehtue`) },
  { kind: "self_harm", pattern: p(`tue|tu|tuen ${ME} [${SELF}] [absichtlich|extra] weh`) },
  // — abuse —
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
  // — violence at home —
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
