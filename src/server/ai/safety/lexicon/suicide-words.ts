import type { CrisisKind } from "../crisis-kinds.ts";
import { phrase } from "../crisis-normalise.ts";
import { type CrisisRule, rule } from "./rule.ts";
import { FAMILY, pairs } from "./words.ts";

// Word lists for the suicide and self-hatred rules (suicide.ts, self-hatred.ts), in Standard
// German, written Swiss German, teen spelling and English. Like words.ts they go through the
// crisis normalisation, so "nümme", "nüme" and "nume" are one word here, and "wött" is "wot".

/** "I" as pupils write it; "i" is Swiss German, "ig"/"ech" Bernese and Lucerne. */
export const I = "ich|i|ig|ech|ik|y|ych";
export const NEG = "nicht|nich|nid|ned|nit|net|nöd|nöt|not|nie|never|kein";
const MORE = "mehr|meh|me|mer|mear|wieder|more|länger|langer|anymore";
/** "Not any more" as two words ("nicht mehr", "nid meh") or one (Swiss "nümme", "nüm", "nimmi"). */
export const NEG_MORE = `${pairs(NEG, MORE)}|nüm|nümme|nüme|nümm|nimm|nimmi|nimme|nimmer|nümmi|nomm|niemeh|nimmermehr`;

/** Wanting: "will", "wott"/"wött", "möcht", "mag", "wünsch"; English "want", "wanna". */
export const WANT =
  "will|wil|wili|willi|wott|wot|wött|wet|wett|wetti|wotti|wötti|möchte|möcht|möchti|möchtu|möchtest|mag|wünsch|wünsche|wünschte|wünscht|würd_gern|würde_gern|würd_gärn|hätt_gern|want|wanna|wana";

/**
 * Filler words that may stand between a verb and its object without changing who is meant
 * ("ich will einfach nur sterben", "i wött ehrlich gseit nümme"). Used as up to three optional
 * words instead of a free gap, so "warum will Werther sterben" (a name in between) stays out.
 */
export const FILL =
  "einfach|eifach|eifach|iifach|nur|nume|noch|no|jetzt|jetz|grad|gerade|halt|lieber|am|liebsten|bald|glii|gli|" +
  "wirklich|würklich|echt|eig|eigentlich|manchmal|mängisch|oft|öfters|mal|mol|schon|scho|immer|ständig|dauernd|" +
  "wieder|auch|au|so|irgendwie|iwie|ehrlich|ernsthaft|endlich|äntlich|gern|gerne|gärn|sowieso|eh|ja|doch|" +
  "mich|mi|mir|mer|selbst|selber|sälber|zu|z|to|seitdem|seither|sit|deshalb|deswegen|drum|darum|dann|denn|" +
  "viel|vil|fest|total|voll|mega|richtig|krass|digga|alter|bro|heimlich|nurnoch|really|just|fasch|fast|jeden|" +
  "jede|jedi|tag|täglich|nacht|abend|nur_noch";
export const FILL3 = `[${FILL}] [${FILL}] [${FILL}]`;

/** The explicit words: suicide, Selbstmord, Freitod and the death-wish nouns, with typos. */
export const SUICIDE_WORD =
  "suizid*|suizit*|suizied*|suicid*|suizd*|suzid*|sucid*|suicd*|suisid*|suizyd*|sucide*|suicde*|" +
  "selbs*mord*|selbs*mort*|selbsmord*|selbstmor*|freitod*|selbsttötung*|selbstötung*|" +
  "todeswunsch*|todessehnsucht|sterbewunsch*|todesgedanke*|sterbegedanke*";

/** Compounds that are about attacks, films or statistics, not a person's wish to die. */
export const SUICIDE_COMPOUNDS = phrase(
  "selbs*mordatent*|selbs*mordanschlag*|selbs*mordkomando*|selbs*mordbomb*|selbs*mordmision*|" +
    "selbs*mordrat*|selbs*mordstatist*|suizidatent*|suizidbomb*|suicide_squad|suizidprav*|suizidrat*|" +
    "suizidstatist*|suizidhilf*|selbs*mordhilf*",
);

/**
 * A school topic or a third person: a named historical, literary or famous person, a 3rd-person
 * or past verb ("begeht", "beging"), a work (Roman, Film, Serie), a school task (Referat,
 * Interpretation), a war, an animal or a cell. Only used to veto the bare word "Selbstmord" /
 * "Suizid"; first-person wordings have rules without this veto.
 */
export const SCHOOL_TOPIC = phrase(
  "werther*|hitler*|kleopatra*|cleopatra*|romeo|julia|julias|emilia|galoti|ophelia|hamlet|sokrates|socrates|" +
    "schierling|antonius|seneca|brutus|cato|judas|gobels|goebbels|gogh|kleist|zweig|woolf|plath|hemingway|" +
    "cobain|monroe|lucretia|lukretia|hanibal|nero|ajax|dido|jokaste|antigone|othelo|desdemona|bovary|" +
    "karenina|rommel|eva_braun|hannah_baker|hana_baker|tote_madchen|reasons_why|avicii|bennington|" +
    "robin_williams|faust|gretchen|effi|woyzeck|kabale|luise|ferdinand|penthesilea|anna_karenina|" +
    "begeht|beging|begingen|begangen|beganf|begang|begieng|verübt|verübte|verübten|begehen_wollte|" +
    "roman|romans|buch|buches|buech|drama|dramas|tragödie|novelle|ballade|gedicht|film|films|filme|serie|" +
    "serien|staffel|folge|episode|figur|figuren|charakter*|protagonist*|hauptfigur|heldin|interpretation|" +
    "interpretier*|referat|vortrag|aufsatz|erörterung|inhaltsangabe|zusammenfassung|lektüre|autor*|" +
    "schriftsteller*|dichter*|goethe|schiller|lessing|shakespeare|kafka|dürrenmatt|theater|oper|song|lied|" +
    "lyrics|sänger*|rapper*|band|musiker*|maler|künstler*|antike|mittelalter|römer|römisch*|griech*|" +
    "samurai|seppuku|harakiri|kamikaze|krieg|kriegs*|weltkrieg|1945|bunker|nazi*|diktator|kaiser|könig|" +
    "königin|pharao|geschichtsunterricht|geschichtsprüfung|für_geschichte|in_geschichte|religion*|ethik|" +
    "philosophie|statistik*|zeitung|nachrichten|news|artikel|doku|dokumentation|studie|prominent*|promi*|" +
    "schauspieler*|zelle|zellen|zell*|apoptose|bakterien|biene|bienen|lemming*|tiere|tier|wale|ameisen|" +
    "pflanze*|biologie|squad|präsentation|projekt|unterricht|märchen|prinz|prinzessin|fabel",
);

/**
 * A school topic in a message where the pupil does not wish anything in first person: vetoes
 * "er will sterben" in a Werther lesson, never "ich will sterben, wie Werther".
 */
export const TOPIC_NOT_ME = new RegExp(
  `^(?![\\s\\S]*?(?:${phrase(`${I} ~ ${WANT}`).source}|${phrase(`${WANT} ${I}`).source}))[\\s\\S]*?${SCHOOL_TOPIC.source}`,
);

/** Somebody else as the subject ("er will mich umbringen", "Papi droht mi umzbringe"). */
export const OTHER_SUBJECT = `er|sie|si|jemand|öpper|öpert|typ|alle|ali|alli|${FAMILY}`;

/** Killing oneself, as infinitive or first person; not "umbringt" (someone else kills me). */
export const KILL_SELF =
  "umbringen|umbringe|umbring|umbringn|umbringa|umbringä|umbrigen|umbrige|umbrig|umbrin|umbrinen|umbrenge|" +
  "umbrengen|umbrnge|umzubringen|umzubringe|umzbringe|umzbringen|umzbringa|umzubrigen|umzbrige|umzubrige";
/** Other verbs for killing oneself; only right next to "mich" ("ich frage mich, ob Viren … töten"). */
export const KILL_NEAR =
  "töten|töte|umtöten|umzutöten|umlegen|umzulegen|umlege|killen|kille|kila|kilen|abmurksen|kaltmachen|" +
  "auslöschen|erschiessen|erschiesse|erschüsse|erschüssä|erhängen|erhänge|aufhängen|aufhänge|aufzuhängen|" +
  "ufhänke|ufhänge|ufzhänke|ufzhänge|ertränken|ertränke|totfahren|vergasen|unaliven|unalive|" +
  "überfahren_lassen|überfahre_lah|vor_den_zug_werfen|vor_de_zug_gheie";

/** Games, beyond the shared list: "kill mich in Fortnite immer selber mit Granaten". */
export const GAMES_EXTRA = phrase(
  "fortnite|minecraft|roblox|among_us|cod|warzone|gta|zelda|game*|gaming|zock*|granat*|respawn|level|boss|" +
    "lobby|skin|server|mario|valorant|apex|brawl*|clash|pubg|overwatch|pokemon|sims|tnt|lava|creeper|ingame|" +
    "endboss|runde",
);

/** Throwing oneself somewhere, falling, jumping. */
export const JUMP =
  "spring|springe|springen|gump|gumpe|gumpä|gumpen|jump|jumpe|jumpen|runterspring*|abespring*|abegump*|" +
  "abezgump*|abezspring*|runterzuspring*|hinunterzuspring*|herunterzuspring*|zu_springen|z_gumpe|z_springe|" +
  "abigump*|hinunterspring*|herunterspring*|runtergump*|abegheie|runterfallen|fallen_lassen|falle_la|" +
  "falle_lo|stürze|stürzen|runterstürze*|abestürze|hinunterstürz*";
/** High places and tracks. */
export const HIGH_PLACE =
  "brücke|brücken|brugg|brug|bridge|dach|dachs|roof|hochhaus|hochhuus|hochhauses|parkhaus|parkhuus|balkon|" +
  "fenster|klippe|kliff|*turm|chiuchturm|chilchturm|staumauer|staudamm|felsen|abgrund|stockwerk|stock|" +
  "hochhüser|hochhäuser";
/** Bathing, sport and play: jumping from a bridge into the Aare is a summer pastime. */
export const WATER_FUN = phrase(
  "aare|fluss|see|wasser|badi|schwimmbad|sprungturm|meter|meterturm|aussichtsturm|bungee|fallschirm|trampolin|ski|schanze|" +
    "rhein|limat|reus|baden|schwimmen|schwüme|schwume|pool|kopfsprung|köpfler|salto|parkour|fortnite|minecraft|spiel|" +
    "baumhaus|kasten|mauer|garage|schuppen|sprungbrett|brett|heu|heustock|schnee|sand|sandkasten|velo|turnen|turnhalle",
);

/** Pills and medicines. */
export const PILLS =
  "*tablete*|tableten|tabletli|schmerzmittel|pille|pillen|pils|pills|paracetamol|parazetamol|ibuprofen|aspirin|dafalgan|panadol|" +
  "schlaftablett*|schlafmittel|beruhigungsmittel|benzo*|antidepressiva|medis|medikament*|tabletli";

/** Death, dying, being gone (what a conditional "würde das jemand merken" is about). */
export const GONE =
  "weg|wäg|fort|tot|tod|gstorbe|gestorben|sterbe|sterben|stirb|stirbe|verschwind*|verschwunde*|" +
  "spring*|gump*|gone|dead|disappear*|umbring*|umzubring*|umzbring*|umbracht|umgebracht|existier*";

/** Nobody. */
export const NOBODY =
  "niemand|niemer|niemert|nieme|keiner|kener|kei_mönsch|kein_mensch|nobody|no_one|noone|keine_sau|kei_sau";
/** Somebody (in a question: "würde das jemand merken?"). */
export const SOMEBODY = "jemand|öpper|öpert|öpperd|irgendwer|irgendöpper|einer|eine|someone|anyone|wer|wär";
/** A conditional ("würde", "täte", "wäre"); normalisation makes "wäre" and "war" one word. */
export const WOULD =
  "würde|würd|würdi|würded|wurde|wurd|täte|tät|täti|tätet|would|wird|wirds|wär|wäre|wären|wärs|hätte|hätt|" +
  "hätten|hättet|hätted|hettet|hetted|hetti|hätti|wäred|wäret|wärid";

/** Harmless readings of "tot"/"sterben" next to a time or laughter ("tot vor Lachen"). */
export const LAUGHTER_OR_TIREDNESS = phrase(
  "vor|vo lachen|lache|lachä|müdigkeit|müdi|müedi|langeweile|langwiil|langwil|hunger|durst|scham|hitze|hitz|kälte|stress",
);

/** Farewell words. */
export const FAREWELL =
  "tschüss|tschüs|tschau|ciao|adieu|ade|adé|adiö|adjö|adie|bye|byebye|bye_bye|goodbye|lebwohl|leb_wohl|lebt_wohl|machs_gut|machts_gut|" +
  "verabschied*|verabschiede|verabschid*|abschied|abschid|tschüssi|sali_zäme|euch_vermissen|euch_alle_vermissen|" +
  "eu_vermisse|eu_ali_vermisse|euch_vermisse|miss_you_all|ihr_wart_die_besten|ihr_wared_die_beste";
/** What makes a farewell final. */
export const FINALITY = phrase(
  "für_immer|fürimmer|fer_immer|forever|for_good|letzte|letzter|letzten|letztes|letschte|letschti|letscht|letsti|last|" +
    "nie_mehr|nie_wieder|nie_meh|nümm_gseh|vergesst_mich_nicht|vergest_mi_nid|vergässed_mi_nöd|" +
    "wissen_es_nicht|wissen_es_nur_nicht|wüssed_s_nöd|wüsseds_nöd|wüssed_es_nöd|ahnen_nichts|ahnt_niemand|" +
    "nobody_knows|schön_gsi|es_war_schön|schön_mit_euch|schön_mit_eu|es_isch_schön_gsi|" +
    "ernst_gmeint|ernst_gemeint|has_ernst|meinte_es_ernst|richtig_tschüss|ein_letztes_mal|es_letschts_mal|" +
    "passt_auf_euch_auf|passed_uf_eu_uf|ihr_wart|ihr_ward|ihr_sind_gsi|ihr_wared|du_warst|es_war_schön|" +
    "in_einer_besseren_welt|im_himmel|vo_allne|von_allen|bei_allen|bi_allne|" +
    `${HIGH_PLACE}|gleise|gleisen|schienen`,
);
/** A farewell that clearly goes on ("bis morgen") or a school change, move or holiday. */
const GOES_ON = phrase(
  "für_heute|für_hüt|bis_morgen|bis_morn|bis_bald|bis_später|bis_spöter|bis_nachher|bis_dann|bis_denn|" +
    "bis_zum_nächsten|bis_nächst*|bis_am|bis_montag|nächste_woche|ferien|ferie|umzug|umziehen|ziehe_um|ziehen_um|" +
    "zügle|zügled|zügeln|wechsle|wechsel*|neue_schule|nöii_schuel|neui_schuel|sommerferie*|abschlussfeier|" +
    "abschluss*|austausch*|oberstufe|gymi|gymnasium|lehre|pensioniert|pension*|lehrerin_geht|lehrer_geht|" +
    "primarschule|primar|sek|sekundarschule|schuljahr|schueljahr|klassenlager|skilager|lager",
);
/**
 * A farewell that clearly goes on ("bis morgen") or a school change, move or holiday; not when
 * the pupil takes it back ("bis morgen, oder auch nicht").
 */
export const CONTINUATION = new RegExp(
  `^(?![\\s\\S]* (?:oder|or) (?:\\S+ )?(?:nicht|nich|nid|nod|not) )[\\s\\S]*?${GOES_ON.source}`,
);

/**
 * A rule that only matches when every phrase in `also` matches somewhere in the message too:
 * words that belong together but may stand far apart ("Tabletten … gesammelt", "Seil … aufhängen").
 */
export function together(
  kind: CrisisKind,
  pattern: string,
  also: (string | RegExp)[],
  unless: (string | RegExp)[] = [],
): CrisisRule {
  return rule(kind, pattern, { also, ...(unless.length ? { unless } : {}) });
}

// A gap ("~", "~~") whose words are not another person's pronoun: in "ich frage mich, warum
// Kleopatra sich umgebracht hat" the killing belongs to "sich", not to "mich".
const OTHERS_PRONOUN = "(?!(?:sich|si|dich|di|er|sie|ihn|ihm|ihr|man) )";
const GAP3 = String.raw`(?:\S+ ){0,3}`;
const GAP8 = String.raw`(?:\S+ ){0,8}`;

/** phrase(), with gaps that skip no other person's pronoun. */
export function own(source: string): RegExp {
  return new RegExp(
    phrase(source)
      .source.replaceAll(GAP3, `(?:${OTHERS_PRONOUN}\\S+ ){0,3}`)
      .replaceAll(GAP8, `(?:${OTHERS_PRONOUN}\\S+ ){0,8}`),
  );
}

/**
 * A phrase that does not match right after somebody else as the subject, with up to two words
 * in between that are not "ich" ("er will mich umbringen", "Papi droht mi umzbringe"): that is
 * a threat from someone else (violence at home), not a wish to die. "Mama, ich will mich
 * umbringen" still matches.
 */
export function notAfterOther(source: string): RegExp {
  const other = phrase(OTHER_SUBJECT).source.trim();
  const notI = `(?!(?:${I}) )`;
  return new RegExp(`(?<! ${other}(?: ${notI}[a-z0-9]+){0,2})${own(source).source}`);
}
