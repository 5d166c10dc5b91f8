import { phrase as p } from "../crisis-normalise.ts";
import { anyOf, type CrisisRule, harmlessUnless, ruleFor } from "./rule.ts";
import { ME, ME_ACC } from "./words.ts";

// Eating disorders: see decision 019 for what is and is not detected. Not eating, calories,
// vomiting and weight are everyday and school words ("hab noch nichts gegessen", "ich könnte
// kotzen", a nutrition lesson), so a rule mostly needs two signals: restricting or purging AND
// a body worry (fat, gaining weight), a duration, a secret, or self-punishment. Slang of the
// pro-ana scene and "darf nicht zunehmen" stand alone.

/** An eating-disorder rule; every `also` phrase must match somewhere in the message too. */
const ed = ruleFor("eating_disorder");

// --- Word lists (normalised like the messages, see crisis-normalise.ts) ---

const I = "ich|i|ig|ech|ik";
const FIRST = `${I}|${ME}|hab|han|ha|habe|hatte|bin|bi|my|myself`;
const EAT_PAST =
  "gegessen|gessen|gegesse|gesse|gässe|ggässe|gegesn|gfuttert|gefuttert|gemampft|gfrässe|gefressen|gfresse|gefrühstückt|ate|eaten";
const EAT_INF = "essen|esse|ässe|asse|essn|äse|futtern|fressen|frässe|eat|eating";
/** The first person eating, now: "ich esse", "i iss", "ess ich", subject dropped ("esse kaum"). */
const EAT_NOW =
  "esse|ässe|isse|ich_iss|ich_ess|i_iss|ig_iss|ech_iss|iss_ich|ess_ich|iss_i|isse_i|ässe_i|i_ässe|ig_ässe|i_isse|ig_isse";
const EAT_ANY = `${EAT_PAST}|${EAT_INF}|${EAT_NOW}`;
const NOTHING =
  "nichts|nix|nüt|nüüt|nuet|nuts|nichs|nits|nothing|kaum|sehr_wenig|ganz_wenig|zu_wenig|z_wenig|garnix|garnichts|gar_nichts|gar_nix|gar_nüt|nur_wasser|nume_wasser|numme_wasser|kein_essen|keis_ässe";
const NUM =
  "einer|ere|eire|einem|eim|ner|zwei|zwo|drei|drü|dri|vier|fünf|füf|sechs|sächs|sieben|sibe|acht|neun|nün|zehn|zäh|paar|es_paar|ein_paar|mehreren|mehrere|0*|1*|2*|3*|4*|5*|6*|7*|8*|9*";
const DAYS =
  "tag|tage|tagen|täg|tg|tagn|woche|wochen|wuche|wuchä|wuchen|monat|monate|monaten|mönet|days|weeks";
const WEEKDAY =
  "montag|mäntig|mentig|dienstag|zischtig|zistig|mittwoch|mittwuch|donnerstag|dunstig|donschtig|freitag|fritig|samstag|samschtig|sonntag|sunntig|vorgestern|vorgeschter|letzter_woche|letscht_wuche|letschti_wuche|wochenende|weekend";
/** Worry about the body or weight. */
const BODY_WORRY =
  "fett|fetter|fettsack|fat|dick|dicker|feiss|moppel|schwabbel*|speck|zunehm*|zuzunehm*|zunimm*|zueneh*|zuenäh*|zugenommen|" +
  "abnehm*|abzunehm*|abnem*|abnam*|abneh|abzneh|abnäh|abgnoh|abgenommen|dünn|dünner|dünne|schlank*|gewicht|kilo|kilos|chilo|*kg|waage|kalorie*|kcal|" +
  "hasse_mich|hass_mi|hasse_mi|ekel_mich|ekle_mich|versag*|darf_nicht|darf_nid|dörf_nöd|tarf_nöd|spiegel|figur|skinny|thin";
const ZUNEHM =
  "zunehmen|zunehme|zuzunehmen|zunehm*|zueneh*|zuenäh*|zuenimm*|zunimm*|zunimt|zuegnoh|zugenommen|zunah|zunäh|gain|gaining|dick_werden|dicker_werden|fett_werden|fetter_werden|dicker|fetter";
const FOOD =
  "essen|ässe|zmorge|zmorgä|zmittag|znacht|znüni|zvieri|zabig|pausenbrot|pausebrot|brot|sandwich|frühstück|mittagessen|" +
  "abendessen|nachtessen|abendbrot|lunch|lunchbox|teller|mahlzeit|mahlzeiten|schulessen|mensaessen|food|meal|meals|menu|zmittagässe|" +
  "brötchen|brötli|weggli|gipfeli|apfel|öpfel|banane|joghurt|jogurt|müesli|rest|reste|nachtisch|dessert";
const SECRET = anyOf(
  "ohne|ohni ~ dass|das|des|dases ~~ merk*|mergt|mitbekomm*|mitkrieg*|sieht|gseht|checkt|bemerkt|frag*|frog*",
  "heimlich|heimli|hamlich|hämlich|heimlech|unbemerkt|unauffällig|unufällig|unnoticed",
  "mama|mami|mum|mom|mutter|mueter|eltern|elter|papa|papi|vater|lehrer*|lehrerin|niemand|keiner ~ merkt|merkts|mergt|checkt|sieht|gseht|weiss|weis|ahnt ~ nicht|nid|nöd|nüt|nix|nichts|nit",
  "ohne|ohni ~ dass|das ~~ hört|hort|ghört|hören",
  "so_als|so_tun|tu_so|tue_so|tun_so|mach_so|so_wie_wenn|als_ob|pretend*",
  "weiss|weis|wissen|wüssed|wüsse|wüsst|ahnung ~ nicht|nid|nöd|nit|kei|keine ~ dass|das|wie",
  "damit|dass|domit ~ niemand|keiner|kener|niemer|nieme|nobody|es_niemand|es_keiner",
);
const SICK =
  "krank|chrank|grippe|magen*|magendarm|darm*|virus|fieber|noro*|erkältet|erkältung|zahn*|zahnspange|spange|weisheitszahn*|" +
  "op|operation|narkose|spital|ramadan|fasten|faste|fastenzeit|fastet|covid|corona|mandel*|halsweh|halsschmerz*|angina|" +
  "verdorben|vergiftung|lebensmittelvergiftung|allergie";
const SCHOOL =
  "referat|vortrag|präsentation|presentation|aufsatz|essay|projekt|projektarbeit|bio|biologie|nmg|unterricht|thema|prüfung|" +
  "prüfig|test|hausaufgabe*|hausi|lektion|maturaarbeit|facharbeit|vertiefungsarbeit|erörterung|zusammenfassung|quelle*|" +
  "statistik*|ursache*|symptom*|folgen|behandlung|schreiben|schribe|film|filme|serie|folge|staffel|buch|roman|figur|" +
  "hauptfigur|protagonist*|charakter|netflix|doku|dokumentation|video|song|lied|sport|sporttheorie|training|trainer";
const VOMIT =
  "*kotz*|*chotz*|wurgen|wurge|hochwurg*|rauswurg*|herauswurg*|uswurg*|erbrech*|erbrich*|erbroch*|übergeb*|übergib*|übergab|reihern|puke*|throw_up|throwing_up|purge*|purging|" +
  "finger_in_den_hals|finger_in_hals|finger_in_rachen|finger_id_gurgle|finger_in_gurgel|finger_in_de_hals";
const MEAL_AFTER = `nach|nachm|nachem|nochem|nachdem|noch|after ~ [dem|em|m|jedem|jeder|jedi|jedes|jedem|de|am|every|the] ${FOOD}|${EAT_PAST}|${EAT_INF}|eating`;
/** The pupil makes it happen, or does it to stay thin. */
const PURGE_INTENT =
  "finger*|absichtlich|absichtli|expres|selber|selbst|zwing*|provozier*|herbeiführ*|bring_mich_zum|bringe_mich_zum|loswerden|los_werden|" +
  "loswird|alles_raus|alles_wieder|wieder_raus|rausholen|immer|imer|jedes_mal|jedesmal|jeden_tag|jede_tag|regelmässig|täglich|" +
  "every_day|sonst_halt*|aufhören|ufhöre|sucht|klo|wc|toilette|chlo|hüsli|zunehm*|zuenimm*|zunimm*|zueneh*|dünn*|abnehm*|abzunehm*|kalorie*|fett|dick|" +
  "nach_jedem|nach_fast_jedem|nach_jeder|nach_fast_jeder|no_jedem|no_jeder";
const DISGUST =
  "könnte|könnti|könnt|chönnt|chönnti|chönnte|zum_kotzen|zum_chotze|zum_chotzä|kotzt_mich|kotzt_mi|chotzt_mi|ankotz*|akotz*|" +
  "eklig|grusig|widerlich|mensa|hausaufgabe*|hausi|mathe|lehrer*|bus|auto|zug|schiff|boot|achterbahn|karussell|reisekrank*|" +
  "seekrank*|flugzeug|autofahrt|busfahrt|betrunken|alkohol|besoffen|hund|katze|chatz|busi|hamster|meersäuli|tier*|baby|vogel";
const DESIRE =
  "will|wott|wet|möchte|möchti|muss|mues|ziel|goal|endlich|bald|unbedingt|schaff*|traum*|wunsch*|wünsch*|*challenge|wette|wer_zuerst|wer_z_erscht|erscht";
const PILLS =
  "tablette*|tablett*|pille|pillen|pulver|mittel|tee|tropfen|medi|medis|medikament*|abführ*|laxativ*|laxan*|entwässer*|diätpille*|" +
  "fatburner|fettblocker|appetitzügler|appetithemmer|schlankheits*|abnehmpille*|abnehmtablett*|pills";
const ED_NAMES =
  "magersucht*|magersüchtig*|anorexi*|anorekt*|bulimi*|essstörung*|esstörung*|ess_störung*|essbrech*|binge_eating|bingeeating|" +
  "fressattack*|fressanfall*|fressanfäll*|essanfall*|essanfäll*|essattack*|heisshungerattack*|orthorexi*|eating_disorder";

/** Guilt, panic or disgust that eating brings. */
const EAT_GUILT =
  "schuldig|schlechtes_gewissen|schlechts_gwüsse|schlechts_gewissen|hasse_mich|hass_mi|hasse_mi|ekel_mich|ekle_mich|" +
  "mich_so_grusig|mi_so_grusig|mich_grusig|mi_grusig|mich_eklig|mich_so_eklig|panik|panikattacke|heulen|brüele|versager|guilty";
/** Telling someone one has eaten when one has not. */
const LIE = `sag*|säg*|behaupt*|verzell*|erzähl* ~ [immer|imer] ~ [${I}|y] ~ hab|han|ha|heig|heb|hebi|hätt|hätti|hätte|habe|hatte|hät ~~ ${EAT_PAST}`;

/** Restricting in the first person: eating nothing or almost nothing, or never again. */
const RESTRICT = anyOf(
  `${NOTHING} ~ [mehr|meh|me|no|noch|richtig|rächt|was|öppis] ${EAT_ANY}`,
  `${EAT_NOW} ~ ${NOTHING}`,
  `nur|nume|numme|bloss|blos ~ ${EAT_PAST}`,
  `${EAT_NOW} ~ nur|nume|numme|bloss|blos`,
  `durch|dank|mit|vom|vum|by ~ nicht|nid|nöd|nüt|nix|nichts|not ${EAT_INF}`,
  "not|stopped|stop|quit|barely eating|eat",
  `nie|nimmer|nüm|nümm|nüme|nie_meh|nie_mehr|nie_wieder|nicht_mehr|nid_meh|nöd_meh|nümme ~ [was|etwas|öppis|öpis|irgendwas|öppis|meh|mehr] ${EAT_INF}`,
);

// --- Round four word lists ---

const NUMBER = "0*|1*|2*|3*|4*|5*|6*|7*|8*|9*";
const NUM_WORD =
  "ein|eis|eins|zwei|zwo|zwöi|zwoi|zwöü|drei|drü|dri|vier|fünf|füf|sechs|sächs|sieben|sibe|acht|achti|neun|nün|zehn|zäh|paar|es_paar|ein_paar|halb|halbes";
/** The scale: "die Waage", "uf d Waag" (never the verb "ich wage"). */
const SCALE = anyOf(
  "auf|uf|uff|on|die|d|der|de|dr|the|meine|mini|min|unsere|eusi|zur wage|waag|scale",
  "personenwage*|badezimerwage*|körperwage*",
);
/** Weight and body words that make a number or a feeling about weight. */
const WEIGHT =
  "kilo|kilos|chilo|chilos|*kg|kg|wiege|gewicht|waage|abnehm*|abneh|abnäh|abgenommen|abgnoh|dünn|dünner|untergewicht";
/** Proud of having eaten little. */
const PRIDE =
  "stolz|proud|fühlt_sich_so_gut|fühlt_sich_gut|fühlt_sich_so_guet|fühlt_sich_guet|guet_a|gut_an|so_gut_an|erfolg|geschafft|gschafft|winning";
/** Tomorrow nothing at all (not "heute Morgen nichts gegessen"). */
const TOMORROW_NOTHING = new RegExp(
  `(?<!(?:heute|heut|hut|hute|am|gestern|geschter|this|jeden|jede|vom|von|guten|gute))${
    p(
      "morgen|morn|morge|tomorrow ~~ gar_nichts|gar_nix|gar_nüt|gar_nüüt|nichts|nix|nüt|null|zero|ganz_ohne|ganz_ohni|noch_weniger|no_weniger|nothing",
    ).source
  }`,
);
/** The toilet or bathroom after a meal for an illness, to wash or to brush one's teeth. */
const TOILET_FOR_ANOTHER_REASON = harmlessUnless(
  `${SICK}|durchfall|laktose*|allergi*|unverträglich*|pipi|bisi|händ*|hände_waschen|zähne_putzen|zähneputzen|spielen|spiele|go_spile`,
  `damit|dass|domit|finger|absichtlich|${BODY_WORRY}`,
);
const NOW_OR_SOMETHING = "jetzt|jetz|etz|now|doch|noch|no|trotzdem|was|öppis|etwas|irgendwas|heute|hüt";
/** A fast for a doctor or a religion. */
const FAST_FOR_A_REASON =
  "op|operation|narkose|nüchtern|blutabnahme|darmspiegelung|magenspiegelung|gastroskopie|ramadan|fasten|faste|fastet|fastenzeit";

export const EATING_DISORDER_RULES: CrisisRule[] = [
  // The scene's own words: pro ana / pro mia, thinspo, meal skipping.
  ed(
    "pro_ana|proana|pro_mia|promia|pro_anna|ana_mia|mia_ana|thinspo*|thinspiration|bonespo*|meanspo*|ana_coach|ana_buddy|ana_tips|ana_tipps|ana_tipp|ana_tricks|mia_tipps|mia_tips|edtwt|ed_twitter|anamia|meal_skip|mealskip|meal_skipping|meal_skippen|skip_meals|skipping_meals|thigh_gap|thighgap|oberschenkellücke|oberschenkel_lücke",
  ),

  // Naming the illness for oneself: close to "hab/bin/meine" (not "ich habe gelesen, dass …"),
  // or anywhere near "ich" when no essay, lesson, film or question about it is named.
  ed(
    `hab|habe|han|hatte|bin|hesch|hast|mini|meine|mein|mine|my|glaub|glaube|i_ha|ig_ha|ha_i|i_bi|ig_bi|bi_i [ich|i] [eine|einen|ein|e|en|es|ne|nen|n|wohl|vielleicht|scho|schon|wieder|echt|eh|so|voll|seit|sit] [eine|einen|ein|e|en|es|ne|nen|n] ${ED_NAMES}`,
    {
      unless: [
        p(
          "film|filme|serie|folge|staffel|buch|roman|figur|hauptfigur|charakter|doku|referat|vortrag|aufsatz",
        ),
      ],
    },
  ),
  ed(`${I}|mich|mi ~ ${ED_NAMES}`, {
    unless: [
      p(
        `${SCHOOL}|gelesen|gläse|glese|gehört|ghört|gelernt|glernt|frage|froge|warum|wieso|weshalb|was_ist|was_isch|interessiert|erklär*|info*`,
      ),
    ],
  }),

  // Not eating for days (not when ill, at the dentist, fasting for Ramadan, unless weight is named).
  ...[
    `seit|sit|sid|scho|schon|since|für|fur [${NUM}] ${DAYS} ~~ ${NOTHING} ~ [mehr|meh|me|richtig|rächt|was|öppis] ${EAT_ANY}`,
    `seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~ ${EAT_NOW} ~ [ich|i] ${NOTHING}`,
    `${EAT_NOW} ~ seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~ ${NOTHING}`,
    `${EAT_NOW} ~ seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~ nur|nume|numme|bloss`,
    `seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~ ${EAT_NOW}|${EAT_PAST}|hab|han|ha ~ [ich|i] nur|nume|numme|bloss`,
    `seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~~ nur|nume|numme|bloss ~ [noch|no] ~ ${EAT_PAST}`,
    `${NUM} ${DAYS} ~ [lang|lange|long] ${NOTHING} ~ [mehr|meh|richtig|was|öppis] ${EAT_PAST}`,
    `seit|sit|sid [em|dem|am|letztem|letzten|letschte|letschtem] ${WEEKDAY} ~~ ${NOTHING} ~ [mehr|meh|me|richtig|rächt|was|öppis] ${EAT_ANY}`,
    `${EAT_NOW} ~ seit|sit|sid [em|dem|am|letztem|letzten|letschte|letschtem] ${WEEKDAY} ~ ${NOTHING}`,
    `ganze|ganzi|ganzen woche|wuche|wochen ~~ ${NOTHING} ~ ${EAT_ANY}`,
  ].map((pattern) =>
    ed(pattern, {
      also: [FIRST],
      unless: [
        harmlessUnless(`${SICK}|vegan|vegetarisch|vegi|glutenfrei|laktose*|halal|koscher`, BODY_WORRY),
      ],
    }),
  ),

  // Restricting together with a worry about the body ("nur einen Apfel gegessen und trotzdem
  // fett", "ich esse fast nichts mehr … sehe nur Fett").
  ed(RESTRICT, {
    also: [BODY_WORRY, FIRST],
    unless: [
      harmlessUnless(
        `${SCHOOL}|${SICK}`,
        "hasse_mich|hass_mi|darf_nicht|darf_nid|nie_meh|nie_mehr|nie_wieder",
      ),
    ],
  }),
  // Restricting with dizziness, or "almost nothing any more".
  ed(RESTRICT, {
    also: [
      "schwindlig|schwindelig|gschwindlig|sturm|stürm|trümmlig|trümlig|schwarz_vor_augen|schwarz_vor_den_augen|umgekippt|umkippe|umkippen|zusammengeklappt|ohnmächtig|ohnmacht|kreislauf|dizzy",
      FIRST,
    ],
    unless: [harmlessUnless(SICK, BODY_WORRY)],
  }),
  ed(`fast|fascht|fasch|beinahe|kaum|praktisch nichts|nix|nüt|noch|no|mehr ~ [mehr|meh|no|noch] ${EAT_ANY}`, {
    also: [
      `mehr|meh|noch|no|no_meh|nüm|nüme|seit|sit|${BODY_WORRY}|schwindlig|schwindelig|gschwindlig|trümmlig|trümlig|müde|kraft|chraft`,
      FIRST,
    ],
    unless: [
      harmlessUnless(
        `${SICK}|heute|hüt|hüte|hüt_no|heut|morgen|satt|voll|bauchweh|bauchschmerz*|nervös|aufgeregt|angst|prüfung|prüfig`,
        `${BODY_WORRY}|seit|sit`,
      ),
    ],
  }),
  ed(RESTRICT, { also: [anyOf("versteck*|verheimlich*|lüg*|gelogen|glogen"), FIRST] }),
  ed(RESTRICT, { also: [SECRET, FIRST] }),
  // Only water instead of food; lying about having eaten.
  ed(
    "trink*|drink* ~ [nur|nume|numme|bloss] [noch|no|mehr|meh] wasser|tee|cola_zero|zero ~~ hunger|statt|anstatt|damit|dass|nichts|nüt|nix|kein|keis|bis|passt|passed|passe",
    {
      also: [FIRST],
      // A grammar exercise quoting a sentence ("Was ist in 'Lea trinkt einen Tee' das Subjekt?").
      unless: [p("subjekt|prädikat|objekt|satzglied|satzglieder|wortart|akkusativ|dativ|nominativ|genitiv")],
    },
  ),
  ed(
    `${I} ~ sag*|säg*|lüg*|lug*|behaupt*|tu_so|tue_so|tun_so|mach_so ~~ schon|scho|bereits|already ~ ${EAT_PAST}`,
  ),
  ed(`so_als|so_tun|so_tue|so_tu|as_if|so_wie_wenn ~~ schon|scho|bereits|already ~ ${EAT_PAST}`, {
    also: ["mama|mami|mutter|mueter|eltern|elter|papa|papi|vater|lehrer*|merkt|merkts|niemand|keiner"],
  }),
  ed(`lüg*|anlüg*|angelogen|gelogen|glogen ~~ ${EAT_PAST}|${EAT_INF}|${FOOD}`, { also: [FIRST] }),

  // Afraid of eating, not allowed to eat.
  ed(
    `trau|traue|getrau|getraue ~ ${ME} ~ nicht|nich|nid|nöd|nit|kaum|nüm|nimmer ~ [mehr|meh] [zu|z|ze] ${EAT_INF}`,
  ),
  ed(`angst|panik|schiss|angscht ~ [davor|dervor] zu|z|ze ~ ${EAT_INF}`, {
    unless: [p("vor_dem_essen_bei|restaurant|fremd*|scharf*|allergi*|ersticken|verschlucken")],
  }),
  ed(
    "angst|panik|schiss|angscht ~ vor|vorm ~ jeder|jedem|jedi|jedes|every ~ mahlzeit|essen|ässe|bissen|bissä|bisse|bissli|happen|meal|bite",
  ),
  ed(`nicht|nich|nid|nöd|nit|nüm|nüme|kaum ~ [mehr|meh] normal|normau|richtig ~ [zu|z|ze] ${EAT_INF}`, {
    also: [FIRST],
    unless: [harmlessUnless(SICK, BODY_WORRY)],
  }),
  ...[
    `darf|dörf|törf|tarf|derf ~ [${I}] ~ nichts|nix|nüt|nöd|nid|nicht|nich|kein ~ mehr|meh|me ~ [als|was|öppis] ~ ${EAT_INF}`,
    `darf|dörf|törf|tarf|derf ~ [${I}] ~ nichts|nix|nüt|nöd|nid|nicht|nich|kein ~ ${EAT_INF}`,
  ].map((pattern, i) =>
    ed(pattern, {
      also: i === 0 ? [FIRST] : [FIRST, `${BODY_WORRY}|verdien*|strafe|bestraf*|sonst|hasse|ekel*`],
      unless: [
        p(
          `${SICK}|nüchtern|blutabnahme|arzt|dokter|untersuchung|gastroskopie|darmspiegelung|bevor|vor_der|vor_de|unterricht|klasse|kino|bus|zug|pause`,
        ),
        harmlessUnless(
          "sagt|gesagt|gseit|meint|erlaubt|verbietet|verboten|regel|regeln|mama|mami|papa|papi|eltern|lehrer*",
          BODY_WORRY,
        ),
      ],
    }),
  ),
  ed(
    `will|wil|wott|wot|möchte|möchti ~ [au|auch|heute|hüt|morgen|wieder] ~ nichts|nix|nüt|kaum ~ [mehr|meh] ${EAT_INF}`,
    {
      also: [`seit|sit|gestern|geschter|mehr|meh|tage|täg|${BODY_WORRY}`],
      unless: [harmlessUnless(SICK, BODY_WORRY)],
    },
  ),
  // Eating as the enemy, guilt after every meal, regretting every bite.
  ed("essen|ässe|food ~ ist|isch|is ~ [mein|min|my|der|de] feind|find|gegner|enemy"),
  ed(
    `schuldig|schlechtes_gewissen|schlechts_gwüsse|schlechts_gewissen|hasse_mich|hass_mi|ekel_mich|ekle_mich|guilty ~~ nach|nachm|nachem|after ~ [dem|jedem|jeder|em|m|every] ${FOOD}|${EAT_PAST}|eating`,
    {
      also: [
        `immer|imer|jedes_mal|jedesmal|jedem|jeder|every|so_schuldig|mega_schuldig|voll_schuldig|total_schuldig|${BODY_WORRY}`,
      ],
    },
  ),
  ed(
    `nach|nachm|nachem|after ~ [dem|jedem|jeder|em|m|every] ${FOOD}|${EAT_PAST}|eating ~~ schuldig|schlechtes_gewissen|schlechts_gwüsse|hasse_mich|hasse_ich_mich|hass_i_mi|ekel_mich|ekle_ich_mich|guilty`,
    {
      also: [
        `immer|imer|jedes_mal|jedesmal|jedem|jeder|every|so_schuldig|mega_schuldig|voll_schuldig|total_schuldig|${BODY_WORRY}`,
      ],
    },
  ),
  ed(
    "jeden|jede|jedes|jedi|every ~ bissen|kalorie*|mahlzeit|happen|bite ~~ bereu*|hasse|hass|schuld*|ekel*|regret*",
  ),
  // Going without food as a test or a challenge; chewing gum or water against hunger.
  ed(`*challenge|wette|wettbewerb ~~ ${NOTHING}|ohne|ohni ~ ${EAT_ANY}`, {
    unless: [p("ramadan|fasten|faste")],
  }),
  ed(`ohne|ohni ~ essen|ässe|nahrung|food ~~ überleb*|aushalt*|auskomm*|durchhalt*|durchhalte`, {
    also: ["will|wil|wott|probier*|test*|versuch*|schaff*|challenge"],
    unless: [harmlessUnless(`${SCHOOL}|ramadan|fasten|faste`, BODY_WORRY)],
  }),
  ed(
    "kaugummi|wasser|kaffee|cola_zero|eiswürfel|zigi|rauchen ~~ gegen|gege|wegen|damit|statt ~ [den|de] hunger|hungergefühl|appetit|essen",
    {
      also: [FIRST, `${BODY_WORRY}|den_ganzen_tag|de_ganz_tag|statt|anstatt|nichts|nix|nüt|immer|imer`],
    },
  ),
  ed(
    `will|wil|wott|wot|möchte|möchti|mus|muss|mues ~ [so|noch|endlich|unbedingt|extrem|richtig|mega|huere] dünn|mager|skinny|knochig|dünner|magerer|untergewicht ~ [sein|si|werden|wärde|werde|wie|bleiben|bliibe]`,
    {
      also: [FIRST],
      unless: [
        p(
          "papier|draht|schicht|folie|teig|blatt|scheibe|glas|material|wand|brett|faden|stift|linie|nadel|holz|platte|pfankuchen|pfannkuchen|crepe*|pizza",
        ),
      ],
    },
  ),
  ed(
    `finde|find|fühl* ${ME_ACC} ~ [so|zu|z|viel_zu|vil_z|immer_noch|imer_no|trotzdem] zu|z|so dick|fett|feiss|fat|schwer|hässlich_dick`,
  ),
  ed(`verbiete|verbiet|verbüte ${ME} ~ [zu|z|ze] ${EAT_INF}`),

  // Gaining weight: not allowed to, afraid of it, or avoided by not eating or vomiting.
  ed(
    `darf|dörf|törf|tarf|derf|darfs ~ [${I}] ~ nicht|nich|nid|nöd|nit|ned|kein|nie|niemals|nimmer|nüm|auf_keinen_fall|uf_kei_fall ~ [mehr|meh|noch|no|mehr] ${ZUNEHM}`,
    {
      unless: [p("hund|katze|chatz|pferd|hamster|tier*")],
    },
  ),
  ed(`angst|panik|schiss|furcht|horror|angscht|afraid|scared ~~ ${ZUNEHM}`, {
    unless: [p("hund|katze|chatz|pferd|hamster|tier*")],
  }),
  ed(
    `will|wil|wott|wot|möchte|möchti|damit|dass|das|um|domit|dmit|so ~ [${I}] ~ nicht|nich|nid|nöd|nit|ned|kein|keinesfalls|auf_keinen_fall ~ [mehr|meh] ${ZUNEHM}`,
    {
      also: [
        anyOf(
          `${NOTHING}|${VOMIT}|${PILLS}|hunger*|kalorie*|skip*|auslass*|weglass*|wegschmeis*|wegwerf*|weg|ewäg|nur|nume|numme|halb*|hälfte`,
        ),
      ],
    },
  ),

  // Vomiting after meals, on purpose, as a habit, to stay thin; not a stomach bug, travel
  // sickness or "ich könnte kotzen" about homework.
  ed(VOMIT, { also: [SECRET], unless: [harmlessUnless(DISGUST, PURGE_INTENT)] }),
  ed(
    `wie|how [kann|chan|cha|chani|tuet|macht|bringt|bring|schaff*|bringe|do|can] [man|mer|ich|i|mich|mi|sich|myself|you|i] ~ ${VOMIT}|zum_kotzen|zum_erbrechen|zum_chotze`,
    {
      unless: [
        p(`${DISGUST}|${SICK}|hund|katze|chatz|kuh|tier*|vogel|eule|nicht|nid|nöd|verhinder*|vermeid*`),
      ],
    },
  ),
  ed(
    `${I}|hab|han|ha|habe bring|bringe|bringa|bring* ${ME_ACC} ~ zum|zu|z kotzen|erbrechen|chotze|brechen|übergeben`,
  ),
  ed(
    `hab|han|ha|habe|hatte|ich|i ${ME_ACC} ~ zum|zu|z kotzen|erbrechen|chotze|brechen|übergeben ~ bracht|brocht|gebracht|bringe|gezwungen|zwunge`,
  ),
  ed(VOMIT, { also: [MEAL_AFTER], unless: [harmlessUnless(`${SICK}|${DISGUST}|${SCHOOL}`, PURGE_INTENT)] }),
  ed(VOMIT, {
    also: [PURGE_INTENT],
    unless: [
      harmlessUnless(
        `${SICK}|${DISGUST}`,
        `finger*|absichtlich|expres|zwing*|provozier*|bring_mich_zum|loswerden|loswird|toilete|klo|wc|chlo|hase_mich|has_mi|hass_i_mi|has_i_mi|gfrese|gefresen|wieder_use|wider_use|zunehm*|zuenimm*|zunimm*|zueneh*|dünn*|abnehm*|abzunehm*|kalorie*|fett|dick|jedes_mal|jeden_tag|nach_jedem|nach_em|nach_dem`,
      ),
    ],
  }),
  ed(
    `${FOOD}|${EAT_ANY} ~~ wieder|alles|es ~ loswerden|los_werden|loswird|rausbringen|rausholen|use_bringe|uselo|raus_bekommen|rauskriegen|raus`,
    {
      also: [anyOf(`${FIRST}|wie|how`)],
      unless: [p("geruch|gschmack|geschmack|fleck*|zahn*|zahnspange|hund|katze")],
    },
  ),
  ed(`loswerden|los_werden|loswird|rausbringen|rausholen ~~ ${FOOD}|${EAT_PAST}|kalorie*`, {
    also: [anyOf(`${FIRST}|wie|how`), ZUNEHM],
  }),

  // Pills, laxatives and teas to lose weight or get rid of a meal.
  ed(PILLS, {
    also: [
      "abnehm*|abzunehm*|abnem*|abneh|abzneh|abnäh|abznäh|dünn*|dünner|schlank*|loswerden|loswird|los_werden|wieder_raus|hunger|appetit|kalorie*|gewicht_verlieren|kilo_verlieren|lose_weight|nicht_zunehm*|nid_zunimm*|nöd_zunimm*|nöd_zueneh*",
    ],
    unless: [
      p(
        "appetitlos*|verstopf*|verstopft|durchfall|grosi|oma|opa|grossvater|grossmutter|nebenwirkung*|hund|katze|tier*|bio|biologie|referat|vortrag",
      ),
    ],
  }),
  ed("abführ*|laxativ*|laxan*|entwässerungstablett*|abführtee|abführmittel", {
    also: ["ich|i|ig|mir|mich|mi|nimm|nehm|nehme|schluck*|trink*|kauf*"],
    unless: [p("verstopf*|verstopft|grosi|oma|opa|hund|katze|arzt_verschrieben|darmspiegelung")],
  }),

  // Feeling fat; "I am fat" with restricting, purging or hatred; seeing only fat.
  ed(
    `fühl|fühle|fühli|fühlt|feel ~ ${ME}|myself ~ [so|voll|total|mega|extrem|zu|z|sooo|richtig|eifach|einfach|wie|wie_ein|wie_en|immer|mega|huere|sehr] fett|dick|feiss|fettsack|moppel|wal|walross|fat`,
    {
      unless: [
        p("fett_gut|fett_guet|fett_nice"),
        harmlessUnless(
          "satt|vollgegessen|vollgefressen|überfressen|vollgestopft|fondue|raclette|weihnacht*|buffet|zvill_gässe|zu_viel_gegessen|glace|pizza",
          `${NOTHING}|hunger*|${VOMIT}|hasse|hass|abnehm*|kalorie*`,
        ),
      ],
    },
  ),
  ed(
    `${ME} ~ [so|voll|total|mega|extrem|zu|z|sooo|richtig|eifach|einfach|wie|wie_ein|wie_en|immer|huere|sehr] fett|dick|feiss|fettsack|moppel|wal|walross|fat ~ fühl|fühle|fühli|fühlt|vorkomm*|vorchum*`,
    {
      unless: [p("fett_gut|fett_guet|fett_nice")],
    },
  ),
  ed(
    `bin|bi|${I} ~ [so|voll|zu|z|viel_zu|vil_z|total|mega|extrem|sooo|eifach|immer_no|immer_noch|trotzdem|no|noch|huere|sehr|af] fett|dick|feiss|fat|fettsack`,
    {
      also: [
        anyOf(
          `${NOTHING}|${VOMIT}|hunger*|hungern|hasse|hass|ekel*|spiegel|abnehm*|abnem*|abneh|kalorie*|${EAT_PAST}|darf|${ZUNEHM}`,
        ),
      ],
      unless: [p("fett_gut|fett_guet|fett_nice")],
    },
  ),
  ed("trotzdem|immer_noch|immer_no|gliich|glich|still ~ [so|voll|zu|z|total|mega] fett|dick|feiss|fat"),
  ed(
    "seh|sehe|gseh|sieh|see ~ [im_spiegel|im|in] ~ nur|nume|numme|bloss|blos|only ~ fett|speck|dick|schwabbel*|fat",
  ),
  ed(
    `nicht|nid|nöd|nit|ned|nie|never|not|no_nid|no_nöd ~ [so] dünn|dünner|schlank|schlanker|thin|skinny|mager genug|gnueg|gnug|gnuag|gnua|enough`,
    {
      also: [FIRST],
      unless: [
        p(
          "papier|draht|schicht|folie|teig|blatt|scheibe|glas|material|wand|brett|faden|stift|linie|nadel|holz|platte",
        ),
      ],
    },
  ),
  ed(
    `muss|mues|mus|sött|sollte|söll ~ [${I}] [noch|no|endlich|unbedingt|viel|vil|dringend] dünner|schlanker|skinnier|thinner ~ [werden|wärde|werde|sein|si]`,
    {
      also: [FIRST],
      unless: [
        p(
          "papier|draht|schicht|folie|teig|blatt|scheibe|glas|material|wand|brett|faden|stift|linie|nadel|holz|platte",
        ),
      ],
    },
  ),

  // Calories: counting every one, a daily ceiling, or hating oneself over them; not a nutrition
  // lesson or sport theory.
  ed(
    "zähl*|zell*|zel|zele|track*|rechne|notier*|schreib* ~ jede|jedi|jedes|jeds|jeder|alle|alli|every ~ kalorie*|kcal|calorie*",
    {
      also: [FIRST],
      unless: [harmlessUnless(SCHOOL, "hasse|hass|versag*|bestraf*|strafe|angst|panik|zunehm*|schuld*")],
    },
  ),
  ...[
    "kalorie*|kcal|calorie* ~~ versag*|schuld*|hasse_mich|hasse_ich_mich|hass_mi|hasse_mi|hass_i_mi|hasse_i_mi|bestraf*|panik|schlechtes_gewissen|schlechts_gwüsse|schlechts_gewissen|ekel_mich|ekle_mich|schäm*|hate_myself|hasse_ich|angst|angscht",
    "versag*|schuld*|hasse_mich|hasse_ich_mich|hass_mi|hasse_mi|bestraf*|panik|schlechtes_gewissen|schlechts_gwüsse|ekel_mich|ekle_mich|schäm*|hate_myself|angst|angscht ~~ kalorie*|kcal|calorie*",
  ].map((pattern) =>
    ed(pattern, {
      also: [FIRST],
      unless: [
        harmlessUnless(
          SCHOOL,
          "hasse_mich|hasse_ich_mich|hass_mi|hasse_mi|bestraf*|schlechtes_gewissen|schlechts_gwüsse|ekel_mich|ekle_mich",
        ),
      ],
    }),
  ),
  ed(
    "nur|unter|max|maximal|höchstens|weniger_als|nume|numme|under 0*|1*|2*|3*|4*|5*|6*|7*|8*|9* kalorie*|kcal|cal|calories",
    {
      also: [
        FIRST,
        "am_tag|pro_tag|per_tag|am_tg|täglich|a_day|per_day|esse|essen|ässe|isse|ich_iss|i_iss|nur_no|nume_no|numme_no|nur_noch|gegessen|gässe|erlaub*|darf",
      ],
      unless: [
        harmlessUnless(
          SCHOOL,
          "hasse|hass|versag*|bestraf*|angst|panik|zunehm*|nur_no|nur_noch|nume_no|numme_no|nie_flach|flach_gnueg|flach_genug",
        ),
      ],
    },
  ),
  ed("mehr_als|meh_als|über|more_than|over 0*|1*|2*|3*|4*|5*|6*|7*|8*|9* kalorie*|kcal|cal|calories", {
    also: [FIRST, "darf|dörf|tarf|erlaub*|verboten|hasse|hass|sonst|kotz*|chotz*|bestraf*|schuld*|panik"],
    unless: [harmlessUnless(SCHOOL, "hasse|hass|versag*|bestraf*|panik|darf|dörf")],
  }),
  ed(
    `zu_viel|zuviel|zvil|zviel|z_vil|z_viel|zu_vil|too_much ~ ${EAT_PAST}|${EAT_INF} ~~ hasse_mich|hasse_ich_mich|hass_mi|hasse_mi|hass_i_mi|bestraf*|ekel_mich|ekle_mich|versag*|${VOMIT}|schlechtes_gewissen|schlechts_gwüsse`,
  ),
  ed(
    `hasse_mich|hass_mi|hasse_mi|bestraf*|ekel_mich|ekle_mich ~~ zu_viel|zuviel|zvil|zviel|z_vil|z_viel|zu_vil ~ ${EAT_PAST}|${EAT_INF}`,
  ),

  // Weighing oneself again and again.
  ed(
    `wiege|wieg|wäge|wäg ${ME_ACC} ~ *mal|mehrmals|dauernd|ständig|jede_stunde|stündlich|immer|nach_jedem|jeden_morgen|jede_morge|jede_morgen|jedi_stund|every`,
    {
      also: [
        anyOf(
          `hass*|hase|angst|panik|zahl|zunehm*|fett|dick|kilo|*kg|darf|schlimm|ekel*|${NOTHING}|nüt|weniger`,
        ),
      ],
    },
  ),

  // Disgust at one's belly or thighs, checking the body again and again.
  ed(
    `ekel|ekle|hase|hass|hasse ~~ ${ME}|meinen|meinem|mim|min|mini|my ~~ bauch|speck|oberschenkel*|schwabel*|fetpolster*|retungsring*|hufte*|huftgold|doppelkin|celulite|dellen|winkearm*`,
    {
      also: [FIRST],
    },
  ),
  ed("oberschenkel* ~~ beruhr*|aneinander|reiben|riebe|beruhrt", {
    also: ["eklig|hase|hass|ekel*|fet|dick|schlim|wah|grusig|gruusig|thigh_gap"],
  }),
  ed(
    "mes*|mis ~~ bauch|oberschenkel*|taile|hufte*|arm|arme|handg*nk* ~~ masband|meterband|umfang|zentimeter|cm",
    {
      also: ["jeden_tag|taglich|imer|immer|mehrmals|dauernd|jede_stunde|jeden_morgen"],
    },
  ),
  ed(`wie|so fett|dick|feiss ${I} bin|bi|geworden|worde|wirke|usgseh|ausseh*`, {
    unless: [p("schwanger*|baby|hund|katze|pferd")],
  }),
  // Binges and the loss of control over eating.
  ed(
    `fresen|fres|gefresen|gfrase|gfrese|gfresa|frase|reinstopf*|reingestopft|volgestopft|volgefresen|ine_gstopft|inegstopft|binge ~~ hasse_mich|hass_mi|hasse_ich_mich|ekel_mich|ekle_mich|schuld*|schame|bestraf*|${VOMIT}`,
    {
      also: [FIRST],
      unless: [harmlessUnless("hund|katze|tier*|lowe|wolf", "ich|i|mich|mi")],
    },
  ),
  ed(`heimlich|heimli|hamlich ~ ${EAT_ANY}|fres*|stopf*`, {
    also: [
      FIRST,
      `ganz_viel|mega_viel|ales|hasse_mich|hass_mi|ekel*|schuld*|${VOMIT}|kontrol*|aufhoren|ufhore|fresatack*`,
    ],
  }),
  ed(`kontrol* ~~ ${FOOD}|${EAT_ANY}`, {
    also: [FIRST, "verlor*|verlore|keine|kei|nicht|nid|nod|brauche|brauch|mus|muss|mues|verliere"],
    unless: [harmlessUnless(SCHOOL, "verlor*|verlore|verliere")],
  }),
  // "Everyone says I am too thin, but …", "8 kilo lost and still not enough".
  ed(
    "zu|z|viel_zu|vil_z|so dunn|dünn|mager|thin ~~ aber|trotzdem|glich|gliich|but ~~ fett|dick|abnehm*|abnäh|abzunehm*|abznäh|dünner|nicht_dünn|nöd_dünn|nid_dünn|sehe|gseh|fühl*|spiegel",
    {
      also: [FIRST],
    },
  ),
  ed("abnehm*|abnäh|abzunehm*|abznäh|no_meh_ab|noch_mehr_ab ~~ zu|z|viel_zu|vil_z dünn|mager", {
    also: [FIRST],
  }),
  ed(
    "abgenommen|abgnoh|abgenohme|kilo|kilos|*kg ~~ nicht|nid|nöd|no_nid|noch_nicht|nie ~ genug|gnueg|gnug|enough",
    { also: [FIRST] },
  ),

  // Target weights: "unter 40 kg", "Zielgewicht".
  ed(
    / (?:unter|under|undr|weniger als|nur noch|nume no|numme no|max|maximal|hochstens) [1-9][0-9](?: [0-9])? ?(?:kg|kilo|kilos|chilo|chilos|kilogram)(?: |$)/,
    {
      also: [DESIRE],
      unless: [
        p("boxen|box|judo|ringen|trainer|gewichtsklasse|wettkampf|jockey"),
        harmlessUnless(
          "hund|katze|pferd|tier*|kinder_unter|dosis|tablette|koffer|gepack|rucksack|paket|velo",
          DESIRE,
        ),
      ],
    },
  ),
  ed(
    / (?:ziel|goal|zielgewicht|traumgewicht)(?: [a-z]+){0,3} [1-9][0-9](?: [0-9])? ?(?:kg|kilo|kilos|chilo|chilos)(?: |$)/,
    {
      also: [`${FIRST}|mein|min|mis|my`],
      unless: [
        p(
          "hantel*|bankdruck*|stemen|heben|gewichtheben|boxen|judo|ringen|wettkampf|gewichtsklasse|hund|katze|pferd|koffer",
        ),
      ],
    },
  ),
  ed("zielgewicht|goal_weight|goalweight|ugw|traumgewicht|wunschgewicht", {
    also: [FIRST],
    unless: [p("boxen|box|judo|ringen|wettkampf|gewichtsklasse|hund|katze|pferd")],
  }),

  // Throwing food away, hiding it, skipping meals in secret.
  ...[
    `wegschmeiss*|wegzuschmeissen|weggschmisse|weggeschmissen|wegwerf*|wegzuwerfen|weggeworfen|wegkipp*|weggekippt|wegschütt*|entsorg*|verstecke|verstecken|versteck*|runterspül*|abespüel*|verschwinden_lassen|verschwinde_la|unter_den_tisch|im_klo|ins_klo|is_klo|dem_hund|em_hund|am_hund|throw_away|hide ~~ ${FOOD}`,
    `${FOOD} ~~ wegschmeiss*|wegzuschmeissen|weggschmisse|weggeschmissen|wegwerf*|wegzuwerfen|weggeworfen|wegkipp*|weggekippt|wegschütt*|entsorg*|verstecke|verstecken|versteck*|runterspül*|abespüel*|verschwinden_lassen|verschwinde_la|im_klo|ins_klo|is_klo|dem_hund|em_hund|throw_away`,
    `skip*|auslassen|auslass*|auszulassen|uslah|uslo|uslöh|usla|weglassen|weglass*|wegzulassen|ausfallen_lassen|verzicht*|schwänz* ~~ ${FOOD}`,
    `${FOOD} ~~ skip*|auslassen|auslass*|auszulassen|uslah|uslo|uslöh|usla|weglassen|weglass*|wegzulassen|ausfallen_lassen|verzicht*|schwänz*`,
    `schmeiss*|schmeis|rüer*|rüere|wirf|werf*|gheie|gheit|kipp*|schütt* ~~ ${FOOD} ~~ weg|ewäg|fort|müll|abfall|güsel|mülleimer|kübel|chübel`,
    `${FOOD} ~~ in_den_müll|in_müll|in_abfall|is_güsel|in_güsel|id_güsel|in_kübel|in_chübel|in_mülleimer|in_den_abfall|i_de_güsel`,
  ].flatMap((pattern) => [
    ed(pattern, { also: [SECRET] }),
    ed(pattern, {
      also: [`${ZUNEHM}|abnehm*|abzunehm*|dünn*|dünner|fett|dick|kalorie*|kcal|kilo|kilos|*kg`, FIRST],
      unless: [harmlessUnless(`${SCHOOL}|${SICK}`, "darf|hasse|hass|angst|panik|heimlich")],
    }),
  ]),

  // Seeing one's bones.
  ed(
    `${DESIRE}|gern|gärn|mag|liebe|gefällt|stolz|freu*|wenn ~~ knochen|rippen|rippe|hüftknochen|schlüsselbein*|beckenknochen|collarbone*|ribs|bones|hip_bones ~ sehen|seh|gseh|gsehn|spüren|spüre|sichtbar|sieht|gseht|see|vorstehen|rausstehen|usstah`,
    {
      also: [FIRST],
      unless: [
        harmlessUnless(
          "hund|katze|chatz|pferd|tier*|röntgen|skelett|bio|biologie|dinosaurier|fossil*|gebrochen|bruch|arzt|unfall",
          "meine|mini|mine|my|min",
        ),
      ],
    },
  ),
  ed(
    `meine|mini|mine|my ~ knochen|rippen|hüftknochen|schlüsselbein*|beckenknochen|collarbone*|ribs|bones ~~ ${DESIRE}|gern|gärn|mag|liebe|gefällt|stolz|schön|schöner|endlich`,
    {
      also: ["sehen|seh|gseh|gsehn|spüren|spüre|sichtbar|sieht|gseht|see|vorstehen|rausstehen|usstah"],
      unless: [p("röntgen|gebrochen|bruch|arzt|unfall")],
    },
  ),

  // Suppressing hunger, starving oneself.
  ed(
    "hunger|hungergefühl|hungergfühl|appetit ~ unterdrück*|ignorier*|wegmachen|wegkriegen|loswerden|los_werden|wegbekommen|austricksen|austrixen|aushalten|ushalte|usshalte|ausschalten|abstellen|weg",
    {
      also: [anyOf(`${FIRST}|wie|how|tipp*|tips|trick*`)],
      unless: [harmlessUnless("ramadan|fasten|faste|afrika|welt|armut|hungersnot|krieg|flucht", BODY_WORRY)],
    },
  ),
  ed("unterdrück*|ignorier*|austricksen|ausschalten ~~ hunger|hungergefühl|appetit", {
    also: [anyOf(`${FIRST}|wie|how|tipp*|tips|trick*`)],
    unless: [harmlessUnless("ramadan|fasten|faste|afrika|welt|armut|hungersnot|krieg|flucht", BODY_WORRY)],
  }),
  ed(
    "kein|keinen|kei|keine|no hunger|appetit ~ [mehr|meh] ~ hat|hab|han|ha|habe|haben|hät|hätt|spürt|spür*|have|feel",
    {
      also: ["tipp*|tips|trick*|wie|damit|mittel|tablette*|pille*|how", BODY_WORRY],
    },
  ),
  ed(`hungere|hungre|hungert ~ ${ME_ACC}|myself`),
  ed("runterhunger*|abhunger*|dünnhunger*|aushunger*|starve_myself|starving_myself"),
  ed(`hungere|hungre ${I}`),
  ed(`${I} hungere|hungre|hungern|hungeri`, {
    also: [`${BODY_WORRY}|seit|sit|tage|täg|absichtlich|extra|wieder`],
  }),
  ed(
    "hunger*|faste|fasten|fastet|intervallfasten ~~ um|damit|dass|domit|so ~~ abzunehmen|abnehm*|abnimm*|dünn*|dünner|schlank*|nicht_zunehm*|nid_zunimm*|nöd_zunimm*|nöd_zueneh*",
    {
      also: [FIRST],
      unless: [harmlessUnless(SCHOOL, "hasse|hass|darf|muss|mues")],
    },
  ),

  // --- Round two (tune split of 1541 messages) ---

  // Guilt, panic or disgust whenever one eats.
  ed(
    `wenn|wen|wens|wänn|sobald|jedes_mal|jedesmal|immer_wenn|imer_wen ~ [ich|i|ig|y] ~ [was|etwas|öppis|öpis|öppes|nur|bisschen|es_bitzli|chli] ~ ${EAT_ANY}|${EAT_PAST}_ha|${EAT_PAST}_han|${EAT_PAST}_hab ~~ ${EAT_GUILT}`,
    { also: [FIRST], unless: [harmlessUnless(`${SICK}|allergi*|unverträglich*|laktose*`, BODY_WORRY)] },
  ),
  ed(
    `${EAT_GUILT} ~~ wenn|wen|wens|wänn|sobald|jedes_mal|jedesmal|immer_wenn|imer_wen ~ [ich|i|ig|y] ~ [was|etwas|öppis|öpis|öppes|nur|bisschen|es_bitzli|chli] ~ ${EAT_ANY}`,
    { also: [FIRST], unless: [harmlessUnless(`${SICK}|allergi*|unverträglich*|laktose*`, BODY_WORRY)] },
  ),
  // Feeling bad after eating and bringing it up again.
  ed(`wenn|wen|wens|wänn|sobald|nachdem|jedes_mal ~~ ${EAT_PAST}|${EAT_ANY} ~~ ${VOMIT}`, {
    also: [
      "wieder|wider|use|raus|muss|mues|muess|zwing*|finger*",
      `fühl*|schuld*|schlecht|schlächt|hasse|hass|ekel*|grusig|${BODY_WORRY}`,
    ],
    unless: [harmlessUnless(`${SICK}|allergi*|reisekrank*|seekrank*`, BODY_WORRY)],
  }),
  // Going to the toilet after every meal so nothing stays inside, or bringing it up again.
  ed(`${MEAL_AFTER} ~~ toilette|klo|wc|chlo|hüsli|bad|badzimmer|lavabo`, {
    also: [
      anyOf(
        "wieder|wider|alles|ales ~ use*|usi*|raus*|rauf*|hoch*|ufe*",
        "nichts|nix|nüt|nüüt ~ drin|drinne|dinne|dinn|inne|im_magen ~ bleibt|bliibt|blibt|bleiben|bliebe",
        "niemer|niemand|keiner|nobody ~ ghört|hört|ghöre|höre|merkt|mergt",
        "ohne|ohni ~ dass|das ~~ hört|ghört|merkt|merkts",
      ),
    ],
    unless: [TOILET_FOR_ANOTHER_REASON],
  }),
  // Exercising after eating because one cannot bear it otherwise, until one is dizzy.
  ...[
    `${EAT_PAST}|${EAT_ANY}|${FOOD}|kalorie* ~~ sport|situps|sit_ups|joggen|jogge|rennen|renne|trainier*|liegestütz*|crunches|seilspring*|workout|hampelm*`,
    `sport|situps|sit_ups|joggen|jogge|rennen|renne|trainier*|liegestütz*|crunches|seilspring*|workout|hampelm* ~~ ${EAT_PAST}|${EAT_ANY}|${FOOD}|kalorie*`,
  ].map((pattern) =>
    ed(pattern, {
      also: [
        FIRST,
        "sonst|süsch|sust|suscht|süst|nicht_aus|nid_us|nöd_us|nicht_aushalt*|schwindlig|schwindelig|grusig|eklig|schuldig|schlechtes_gewissen|schlechts_gwüsse|abtrainier*|wieder_weg|hasse_mich|hass_mi|brüele|heule|" +
          "wieder_verbrenn*|wieder_z_verbrenn*|wieder_zu_verbrennen|wegmach*|wegzumachen|ansetz*|zur_strafe|strafe|bestraf*",
      ],
      unless: [harmlessUnless("trainer|verein|match|turnier|wettkampf|marathon", BODY_WORRY)],
    }),
  ),
  // A daily calorie budget: "only 100 allowed", "500 a day … down to 300", "not over 50".
  ed(
    `nur|nume|numme|höchstens|max|maximal ~ [no|noch] ~ 0*|1*|2*|3*|4*|5*|6*|7*|8*|9* ~ erlaub*|gönn*|darf|dörf`,
    {
      also: [FIRST, "kalorie*|kcal|calorie*|cal"],
    },
  ),
  ed(
    "0*|1*|2*|3*|4*|5*|6*|7*|8*|9* kalorie*|kcal|calories|cal ~ am_tag|pro_tag|per_tag|täglich|a_day|am_tg",
    {
      also: [FIRST, "runter|weniger|reduzier*|diät|erlaub*|darf|dörf|merk*|mergt|heimlich|heimli"],
      unless: [
        harmlessUnless(
          `${SCHOOL}|erwachsene*|sportler*|braucht|bedarf|grundumsatz`,
          "runter|weniger|erlaub*|darf",
        ),
      ],
    },
  ),
  ed(
    `nicht|nich|nid|nöd|nit|ned ~ über|uber|mehr_als ~ 0*|1*|2*|3*|4*|5*|6*|7*|8*|9* ~ [kalorie*|kcal] kommen|cho|chome|komme`,
    {
      also: [anyOf(`${FIRST}|will|wil|wott|möchte|darf`), "kalorie*|kcal|calorie*|einzig*|essen"],
    },
  ),
  ed(`einzig*|einzige ~ ${FOOD}|mahlzeit ~~ kalorie*|kcal|calorie*`, {
    also: [anyOf(`${FIRST}|mein|meine|min|mis|mini|my`)],
  }),
  ed(`kalorie*|kcal|calorie* ~~ einzig*|einzige ~ ${FOOD}|mahlzeit`, {
    also: [anyOf(`${FIRST}|mein|meine|min|mis|mini|my`)],
  }),
  // Days with only water and chewing gum.
  ed(
    `seit|sit|sid|scho|schon [${NUM}] ${DAYS} ~~ nur|nume|numme|bloss ~ [noch|no] ~ wasser|tee|kaugummi|kaugumi|cola_zero|gurke*`,
    { also: [FIRST], unless: [harmlessUnless(`${SICK}|zwieback|rüebli`, BODY_WORRY)] },
  ),
  // Throwing food away as a habit.
  ed(
    `${FOOD} ~~ wirf|werf*|wirft|gheie|gheit|schmeiss*|kipp* ~~ immer|imer|jeden_tag|jede_tag|jedes_mal|täglich ~~ müll*|abfall|güsel|kübel|chübel|mülleimer|abfalleimer`,
    { also: [FIRST] },
  ),
  ed(
    `${FOOD} ~~ immer|imer|jeden_tag|jede_tag|jedes_mal|täglich ~~ müll*|abfall|güsel|kübel|chübel|mülleimer|abfalleimer ~~ wirf|werf*|wirft|gheie|gheit|schmeiss*`,
    { also: [FIRST] },
  ),
  // Skipping meals in dialect ("lass jede Zmittag uus") and lying about having eaten.
  ed(
    `lass|lasse|lahn|lan|la|lah|lo|loh ~ [jede|jedi|jedes|jeds|s|de|das|den|mis|mein|min|mini|immer|imer] ${FOOD} ~ us|uus|aus|weg|ewäg|ausfallen|usfalle`,
    {
      also: [anyOf(`${FIRST}|ych|y`), anyOf(`${LIE}|merk*|mergt|heimlich|heimli|immer|imer|jede|jedi|jeden`)],
      unless: [harmlessUnless(SICK, BODY_WORRY)],
    },
  ),
  ed(LIE, {
    also: [
      anyOf(
        "immer|imer|jedes_mal|jeden_tag|misstrau*|mistrau*|heimlich|eigentlich|in_wahrheit|obwohl|gelogen|glogen|lüg*|merkt|merkts|kontrollier*",
      ),
    ],
    unless: [harmlessUnless(`${SICK}|theater|rolle|schauspiel*`, BODY_WORRY)],
  }),
  ed(`sag*|säg* ~ [${I}] ~ hab|han|ha|heig|hätt|hätti|hätte|habe ~ kein|keinen|kei|keine hunger`, {
    also: ["immer|imer|eh|einfach|eifach|jedes_mal|obwohl|angst|lüg*"],
    unless: [harmlessUnless(SICK, BODY_WORRY)],
  }),
  ed(
    `so_tun|so_tue|so_tu|tu_so|tue_so|tun_so|mach_so|vortäusch*|vorspiel* ~~ als|als_ob|wie_wenn|ob ~~ ${EAT_PAST}|${EAT_INF}|würde_essen`,
    {
      also: [anyOf(`${FIRST}|wie|man`)],
      unless: [p("theater|rolle|schauspiel*|puppe|baby|hund|katze|spielzeug|spielküche")],
    },
  ),
  // Afraid of having to eat; panic as soon as one eats.
  ed(
    `angst|panik|schiss|angscht ~~ weil|wil|dass|das|wenn ~ [ich|i] ~ [das|es|de|dann|denn|den] ~ ${EAT_INF} ~ muss|mues|muess|mus|soll`,
    {
      also: [FIRST],
      unless: [
        harmlessUnless(`${SICK}|allergi*|scharf*|fremd*|spinat|rosenkohl|insekt*|ersticken`, BODY_WORRY),
      ],
    },
  ),
  // Going without food until one collapses: how long, "asking for myself", "day 3".
  ed(`wie_lange|wie_lang|wielang|wieviel_tage|how_long ~~ ohne|ohni|without ~ essen|ässe|nahrung|food`, {
    also: [
      "umkipp*|umkeit|ohnmächtig|ohnmacht|zusammenklapp*|frag_für_mich|für_mich|bin_bei|tag|tage|abnehm*",
    ],
    unless: [harmlessUnless(`${SCHOOL}|überleb*|wüste|wald|insel|hund|katze|tier*`, BODY_WORRY)],
  }),
  // How little one must weigh for others to notice one is too thin.
  ed(
    "wie_viel|wieviel|wie_vil|wievil|wie_vill|wievill ~ [kilo|kg] ~ muss|mues|mus|darf|söll|sött|sollte ~ [ich|i|man|mer] ~ wiegen|wiege|wäge",
    {
      also: ["dünn|dünner|mager|untergewicht|merk*|krank|spital|knochen"],
    },
  ),
  // Periods stopping from losing weight.
  ed(
    "tage|tag|periode|mens|menstruation|period ~ nicht|nid|nöd|nimmer|nüm|nüme|kein|keine ~~ abgenom*|abgnoh*|abnehm*|abnem*|dünn|untergewicht|hunger*",
  ),
  // Days of only water or tea.
  ed("seit|sit|since ~ tag|tage|tagen|täg|days ~ nur|nume|numme|only wasser|water|tee", {
    unless: [harmlessUnless(`${SICK}|zwieback|magen_darm|grippe|fieber|krank|durchfall`, BODY_WORRY)],
  }),
  // Pretending to have eaten so nobody notices.
  ed(`tue|tu|tun|tuen|mache|mach|getan|gtan|gmacht|gemacht|tat|tät|tut ~ so ~ als|wie|wi ~~ ${EAT_PAST}`, {
    also: ["merk*|auffall*|auffällt|uffallt|niemand|niemer|eltern|eltere|mama|mami|papa|papi"],
  }),
  // Never eating again, as a wish ("ich will nie mehr essen"); "nichts mehr" is only being full.
  ed(
    `${I} ~ will|wil|wott|wot|möchte|möcht|mag nie|niemals [mehr|meh|me|wieder] [was|etwas|öppis|epis|irgendwas] ${EAT_INF}`,
  ),
  // Bringing food up on purpose: "rauskotzen" is done, not suffered ("mir ist schlecht" is not).
  ed("raus_kotzen|rauskotz*|uschotz*|use_chotze|rauswürg*|rausbrech*", {
    also: [`${FIRST}|muss|mues|mus|wieder|wider|widr`],
    unless: [
      harmlessUnless("grippe|virus|magen_darm|krank|schlecht_vom|achterbahn|bus|auto|schiff", BODY_WORRY),
    ],
  }),

  // Round three: anger at oneself over calories ("mehr als 500 Kalorien … so wütend auf mich").
  ed(
    `kalorie*|kcal|kalorien ~~ wütend|wüetig|wuetig|hässig|sauer|angry|enttäuscht|hass*|ekel*|schäm*|bestraf* ~ [auf|uf|über|mit|on|at] ${ME}|myself`,
    {
      also: [
        "mehr_als|meh_als|über|more_than|zu_viel|zuviel|zu_vil|z_vil|wenn|wänn|falls|sobald|if|jedes_mal|immer",
      ],
      unless: [
        p("rezept|ernährungslehre|nährwert*|hauswirtschaft|wah|unterricht|referat|tabelle|packung|etikett"),
      ],
    },
  ),
  ed(
    `wütend|wüetig|wuetig|hässig|sauer|angry|enttäuscht|hass*|ekel*|schäm* ~ [auf|uf|über|on|at] ${ME}|myself ~~ kalorie*|kcal|kalorien`,
    {
      also: [
        "mehr_als|meh_als|über|more_than|zu_viel|zuviel|zu_vil|z_vil|wenn|wänn|falls|sobald|if|jedes_mal|immer|weil|wil",
      ],
      unless: [
        p("rezept|ernährungslehre|nährwert*|hauswirtschaft|unterricht|referat|tabelle|packung|etikett"),
      ],
    },
  ),

  // --- Round four (tune misses of 3 731 messages) ---

  // The scale: panic, tears or hatred at the number, weighing again and again.
  ed(SCALE, {
    also: [
      "panik|angst|angscht|heul*|wein*|brüel*|hass*|ekel*|zitter*|schrei*|ausrast*|depri*|schlechte_laune|kotz*|chotz*",
      `${FIRST}|${EAT_ANY}|joggen|sport|*mal|jeden_morgen|jede_morge|jeden_tag`,
    ],
    unless: [
      p(
        "sternzeichen|horoskop|küchenwaage|kuchenwaage|mehl|zucker|gramm|rezept|backen|paket|koffer|physik|chemie|hund|katze|tier*|baby|briefwaage",
      ),
    ],
  }),
  // A daily calorie ceiling: "ich will heute unter 300 bleiben".
  ed(
    `unter|under|max|maximal|höchstens|weniger_als|nicht_über|nid_über|nöd_über ~ ${NUMBER} ~ [kalorie*|kcal|cal] ~ bleiben|bliibe|bleibe|bleib|stay|sein|si|kommen|cho`,
    {
      also: ["kalorie*|kcal|calorie*|cal", FIRST],
      unless: [harmlessUnless(SCHOOL, "will|wil|wott|möchte|muss|darf|heute|hüt")],
    },
  ),
  ed(
    "zero_cal|zerocal|0_cal|0cal|0_kcal|0kcal|no_cal|nocal|zero_calorie*|null_kalorie* ~ day|days|tag|täg|challenge",
  ),
  // Making up for a meal: "muss das Abendessen wieder wegmachen", "muss das ausgleichen".
  ed(
    "wegmach*|wegzumachen|abtrainier*|wegtrainier*|ausgleich*|usglich*|kompensier*|abarbeit*|wieder_verbrenn*|wieder_z_verbrenn*|wieder_zu_verbrennen",
    {
      also: [
        `${FOOD}|${EAT_PAST}|kalorie*|kcal|pizza`,
        `muss|mues|mus|wieder|damit|sofort|immer|imer|jedem|jeden|${NOTHING}|zu_viel|zuviel|viel_zu_viel`,
        FIRST,
      ],
      unless: [
        p(
          "fleck*|dreck|sauerei|boden|tisch|teller|geschirr|abwasch*|putz*|küche|chuchi|verschüttet|krümel*|brösmeli|kühlschrank|schimmel*|vitamin*|mangel|eisen|magnesium|nährstoff*|flüssigkeit|salz|diabet*|insulin",
        ),
        harmlessUnless(
          `${SCHOOL}|${SICK}|lol|haha|xd|weihnacht*|fondue|raclette|geburtstag|party`,
          `${NOTHING}|hasse_mich|ekel*|panik|schuld*|strafe|bestraf*|jedem|jeden|${VOMIT}`,
        ),
      ],
    },
  ),
  // Periods that stopped while eating little or losing weight.
  ed(
    anyOf(
      "periode|mens|menstruation|period|blutung|meine_tage|mini_tage|mis_tage ~~ weg|wäg|ausgeblieben|usblibe|usbliibe|ausgefallen|stopped|aufgehört|ufghört|fehlt|verschwunden",
      "periode|mens|menstruation|period|blutung|meine_tage|mini_tage|mis_tage ~~ nicht|nid|nöd|nüm|nüme|nümm|nümme|nimmer|kein|keine|kei ~ [mehr|meh] ~ cho|gekommen|kommt|chunt|bekommen|übercho|gha|gehabt",
    ),
    {
      also: [
        `${BODY_WORRY}|wenig_esse|wenig_ässe|wenig_gegessen|so_wenig|hunger*|${NOTHING}|kontrol*|kalorie*|abneh*|abgnoh|untergewicht`,
      ],
      unless: [p("schwanger*|pille|verhütung|hormon*|spirale|aufklärung|sexualkunde")],
    },
  ),
  // Thighs that still touch, so no meal.
  ed("oberschenkel*|oberschänkel*|oberschankel* ~~ berühr*|aneinander|reiben|riebe", {
    also: [
      anyOf(
        `kein|kei|keis|keine|keini|keinen|${NOTHING} ~~ ${FOOD}|${EAT_ANY}`,
        `bis|solange|so_lange|bevor ~~ ${NOTHING}|kein|kei|keis|nüt ~~ ${EAT_ANY}|${FOOD}`,
      ),
    ],
  }),
  // Proud of eating almost nothing; tomorrow nothing at all.
  ed(RESTRICT, {
    also: [PRIDE, FIRST],
    unless: [harmlessUnless(`${SICK}|${SCHOOL}|${FAST_FOR_A_REASON}`, BODY_WORRY)],
  }),
  ed(RESTRICT, {
    also: [TOMORROW_NOTHING, FIRST],
    unless: [harmlessUnless(`${SICK}|${SCHOOL}|${FAST_FOR_A_REASON}`, BODY_WORRY)],
  }),
  ed("nur|nume|numme|bloss|only ~ [noch|no] ~ wasser|tee|kaugummi|kaugumi|cola_zero|water|tea|gum", {
    also: [`${PRIDE}|hunger|abnehm*|abneh|kalorie*|cal|kcal|dünn|fett`, FIRST],
    unless: [harmlessUnless(`${SICK}|${FAST_FOR_A_REASON}|zwieback`, BODY_WORRY)],
  }),
  // Hiding that one does not eat: "wie versteckt man, dass man nix isst", "dass niemer merkt, dass ich nüt iss".
  ed(
    `dass|das|wenn|wen|ob|wie|that ${I}|man|mer|me|y ~ ${NOTHING}|kaum|wenig ~ is|iss|isst|ist|ise|isse|esse|äss|ess|eat|eats`,
    {
      also: [
        anyOf("versteck*|verheimlich*|vertusch*|trick*|tipp*|tips|ausrede*|usred*|usrede", SECRET),
        anyOf(`${FIRST}|wie|man|how`),
      ],
      unless: [harmlessUnless(SICK, BODY_WORRY)],
    },
  ),
  // "Mama denkt, ich esse in der Schule, aber ich werf alles weg."
  ed(
    `mama|mami|mutter|mueter|eltern|eltere|papa|papi|vater|alle|lehrer*|die|sie|si ~ denk*|dänk*|glaub*|meint|meinen|meined ~ [dass|das] ${I} ~ ${EAT_ANY}|iss|ess|äss`,
    {
      also: [
        "aber|obwohl|but|in_wahrheit|eigentlich|dabei ~~ wegwerf*|werf*|wirf|gheie|weg|wäg|nichts|nix|nüt|gar_nicht|nie|versteck*|heimlich|kein|kei|keis",
        `schule|schuel|mensa|hort|mittagstisch|${FOOD}|kilo|kg|abnehm*|dünn|fett|kalorie*`,
      ],
    },
  ),
  // "Noch 5 Kilo, dann bin ich zufrieden", "ich wott no drü Kilo abneh".
  ed(
    anyOf(
      `noch|no|nur_noch|nume_no|numme_no|still|another ~ ${NUMBER}|${NUM_WORD} ~ kilo|kilos|chilo|chilos|kg|pfund|pound*|lbs`,
      "noch|no|nur_noch|nume_no|numme_no|still|another ~ *kg",
    ),
    {
      also: [
        "weg|wäg|ab|abnehm*|abneh|abnäh|abznäh|runter|verlier*|los|dann|denn|bis|zufrieden|ziel|lose|abzunehmen|weniger",
        FIRST,
      ],
      unless: [
        p(
          "boxen|box|judo|ringen|karate|wettkampf|gewichtsklasse|koffer|gepäck|rucksack|paket|hund|katze|pferd|tier*|baby|schwanger*|hantel*|bankdrück*|stemmen|heben|kartoffel*|äpfel|mehl|zucker|einkauf*|zunehm*|zuenäh*|zueneh*|zugenommen|muskel*",
        ),
      ],
    },
  ),
  // Weighing N and wanting to get to a lower number: "wiege 41 kg, will auf 35", "mis Ziel isch 38".
  ed(
    `wiege|wieg|weigh|bin_bei|bi_bi|bin_jetzt_bei|bi_jetzt_bi ~ ${NUMBER} ~ [kg|kilo|kilos|chilo] ~~ will|wil|wott|wot|möchte|muss|mues|ziel|goal|traum* ~ [auf|uf|unter|under|to|runter_auf|nur_noch|isch|ist|is|sind] ${NUMBER}`,
    {
      unless: [
        p(
          "muskel*|masse|zunehm*|zueneh*|aufbau*|gym|protein|hantel*|boxen|judo|ringen|gewichtsklasse|hund|katze|pferd|punkte|level|rang|note",
        ),
      ],
    },
  ),
  // Feeling huge at a low weight.
  ed(
    `fühl*|feel ~ ${ME}|myself ~ [so|voll|total|mega|extrem|zu|z|richtig|eifach|einfach|wie|immer|huere|sehr|wie_ein|wie_e] riesig|huge|massiv|wal|elefant|nilpferd`,
    { also: [WEIGHT] },
  ),
  // Hiding how thin one is, and wanting more off.
  ed(`wie|how ~ dünn|dün|mager|thin|skinny|knochig ~ ${I} ~ bin|bi|am|worden|geworden|wirke|usgseh|aussehe`, {
    also: [
      anyOf(
        "versteck*|verstek*|pulli*|pulover|hoodie*|weite|wiiti|schlabber*",
        "niemand|keiner|niemer|nobody ~~ sieht|seht|gseht|merkt|mergt|sehen",
        "will|wil|wott|wot|möchte|muss ~ noch|no|immer ~ mehr|meh|dünner|weg|wäg|ab",
      ),
    ],
  }),
  // Lost weight and wanting more: "ich ha abgnoh aber ich wott no meh".
  ed(
    `abgenommen|abgnoh|abgno|abgenohme|abnehm*|abneh|kilo|kilos|*kg ~~ aber|but|trotzdem|und ~~ will|wil|wott|wot|möchte|muss|mues|brauch* ~ noch|no|immer ~ mehr|meh|weiter|wiiter|more`,
    {
      also: [FIRST],
      unless: [
        p(
          "muskel*|muskle|kraft|chraft|trainier*|training|ausdauer|lernen|geld|punkte|level|zeit|spiel*|game",
        ),
      ],
    },
  ),
  // Excuses so as not to eat lunch.
  ed(
    anyOf(
      `ausrede*|usred*|usrede|excuse*|vorwand ~~ ${NOTHING}|kein|keine|kei|keis|keinen|nicht|nid|nöd|nit|not|skip* ~~ ${FOOD}|${EAT_INF}|${EAT_ANY}`,
      `${NOTHING}|kein|keine|kei|keis|keinen|nicht|nid|nöd|nit|not|skip* ~~ ${FOOD}|${EAT_ANY} ~~ ausrede*|usred*|usrede|excuse*|vorwand`,
    ),
    {
      also: [`${EAT_ANY}|skip*|ausfallen|auslass*`],
      unless: [
        harmlessUnless(
          "spinat|rosenkohl|gemüse|gmües|fisch|pilz*|brokkoli|broccoli|leber|oliven|sellerie|bohnen|erbsen|zwiebel*|scharf*|oma|grosi|tante|besuch",
          BODY_WORRY,
        ),
      ],
    },
  ),
  // "Wenn ich jetzt esse, war alles umsonst."
  ed(
    `wenn|wen|wänn|falls|sobald|if ${I} [${NOW_OR_SOMETHING}] [${NOW_OR_SOMETHING}] ${EAT_ANY}|iss|is|ess ~~ umsonst|für_nichts|für_nüt|vergebens|ruiniert|ruined|zunichte|for_nothing`,
    {
      unless: [
        p("zähne|zahn*|putz*|geputzt|gekocht|kochen|abwasch*|aufgeräumt"),
        harmlessUnless(`${FAST_FOR_A_REASON}|sport|match|training|wettkampf|zahnspange|zahnarzt`, BODY_WORRY),
      ],
    },
  ),
  // "Hauptsache nicht fett", "Hauptsache dünn", even when dizzy.
  ed(
    anyOf(
      "hauptsache|hauptsach|houptsach|as_long_as ~ [ich|i|bin|bi|werd|wird|werde] ~ nicht|nich|nid|nöd|nit|ned|net|not|kein|kei ~ [mehr|meh|so] fett|dick|feiss|zunehm*|zueneh*|fat|moppel",
      "hauptsache|hauptsach|houptsach ~ [ich|i|bin|bi|werd|werde] ~ dünn|dünner|schlank|schlanker|skinny|thin|abnehm*|abneh|weniger_kilo|weniger_gewicht",
    ),
    {
      also: [`${FIRST}|egal|schwindlig|schwindelig|schwarz_vor_augen|umkipp*|zusammenklapp*|trotzdem`],
      unless: [
        p(
          "buch|heft|ordner|jacke|pulli|teig|schicht|brett|decke|papier|book|essen|sauce|sosse|pizza|pommes|fleisch|wurst|käse|kuchen|hund|katze|pferd",
        ),
      ],
    },
  ),
  // Hair falling out from eating too little.
  ed(
    anyOf(
      "haar*|hare|hoor|hor ~~ fall*|ausfall*|usfall*|gehen_aus|gönd_us|gand_us|gehn_aus",
      "fall*|gehen|gönd|gand ~~ haar*|hare|hoor ~ aus|us",
    ),
    {
      also: [
        anyOf(
          `${NOTHING} ~ ${EAT_ANY}`,
          "kalorie*|kcal|wenig_esse|wenig_ässe|abgenommen|abgnoh|abnehm*|gewicht|hunger*|diät|untergewicht|kilo",
        ),
        FIRST,
      ],
      unless: [p("chemo|krebs|shampoo|färb*|gefärbt|glätteisen|hund|katze|opa|papa|vater|glatze")],
    },
  ),
  // Telling a parent one has eaten when one has not.
  ed(`sag*|säg*|gseit|gsait|gesagt|gsagt|behaupt*|verzell*|erzähl* ~~ ${EAT_PAST}`, {
    also: [
      anyOf(
        `gar|überhaupt|in_wahrheit|eigentlich|nämlich ~ ${NOTHING} ~ ${EAT_PAST}`,
        "ohne|ohni ~ dass|das ~ [es|s] ~ auffall*|merk*|mergt",
        `${I} ~ ${NOTHING} ~ ${EAT_PAST}`,
      ),
      FIRST,
    ],
  }),
  // "Hab so getan, als hätte ich gegessen" and nobody noticed.
  ed(`so ~ getan|gtan|gmacht|gemacht|tat|tut|tue|tu ~ als|wie|wi|ob ~~ ${EAT_PAST}`, {
    also: ["merk*|mergt|auffall*|niemand|niemer|keiner|eltern|eltere|mama|mami|papa|papi|mutter|vater"],
    unless: [p("theater|rolle|schauspiel*|puppe|baby|hund|katze|spielzeug|spielküche")],
  }),
  // Food hidden in a napkin or a pocket.
  ed(
    anyOf(
      "serviet*|servietli|taschentuch|nastuch|hosentasche|jackentasche|ärmel ~~ versteck*|verstek*|gepackt|pack*|gstopft|gestopft|stopf*|gwicklet|gewickelt|verschwind*|gschmuggelt|geschmuggelt|schmuggel*",
      "versteck*|verstek*|gepackt|pack*|gstopft|gestopft|stopf*|gwicklet|gewickelt|verschwind*|gschmuggelt|geschmuggelt|schmuggel* ~~ serviet*|servietli|taschentuch|nastuch|hosentasche|jackentasche|ärmel",
    ),
    {
      also: [
        `${FOOD}|${EAT_ANY}|alles|ales`,
        anyOf(SECRET, "seit|sit|immer|imer|jeden|jede|jedes_mal|wieder|heimlich"),
      ],
    },
  ),
  // Counting the days without food: "heute ist Tag drei".
  ed(
    anyOf(
      `tag|day ~ ${NUMBER}|zwei|drei|drü|vier|fünf|füf|sechs|sieben|acht|neun|zehn`,
      `${NUMBER}|erste*|zweite*|dritte*|vierte*|fünfte* tag|day`,
    ),
    {
      also: [
        anyOf("ohne|ohni|without ~ essen|ässe|food|nahrung", `${NOTHING} ~ ${EAT_PAST}`, "hunger*|kalorie*"),
        `${I}|probier*|ausprobier*|teste|test|versuch*|schaff*`,
      ],
      unless: [
        harmlessUnless(
          `${FAST_FOR_A_REASON}|${SICK}|handy|social_media|zucker|süss*|fleisch|wandern|lager`,
          BODY_WORRY,
        ),
      ],
    },
  ),
  // Going to the toilet after every meal to bring it all up ("no jedem Ässe … alles useloo").
  ed(
    `nach|nachm|nachem|no|noch|after ~ jedem|jeder|jedi|jedes|em|dem|every ${FOOD}|${EAT_INF} ~~ toilette|klo|wc|chlo|hüsli|bad|lavabo`,
    {
      also: [
        anyOf(
          "wieder|wider|alles|ales ~ use*|usi*|raus*|rauf*|hoch*|ufe*",
          "sonst|süsch|sunscht|suscht ~~ halt*|aus|us",
        ),
      ],
      unless: [TOILET_FOR_ANOTHER_REASON],
    },
  ),
];
