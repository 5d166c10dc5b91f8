import { phrase as p } from "../crisis-normalise.ts";
import { ANIMALS, FAMILY_ALL, I, JOKING, NEG, NO_MORE, SCHOOL, SPORT, TOPIC_OR_PLOT } from "./bullying.ts";
import { anyOf, type CrisisRule, harmlessUnless, rule } from "./rule.ts";
import { HIT_PAST, HITS, ME, ME_ACC, pairs, TIME_OR_LAUGHTER } from "./words.ts";

// Violence at home: see decision 019. Being hit, slapped, locked in or out, starved as a
// punishment, parents fighting with fists or a knife, hiding from it, a drunk parent, fear of
// going home. A family member (or "er"/"sie" with no school around) who hits "mich" is enough;
// weaker signs need a second one ("will nicht heim" AND fear or a drunk parent; "streiten" AND a
// push, a knife or things breaking; "blaue Flecken" AND hiding or explaining them). "Schlagen"
// in sport and games, "häusliche Gewalt" as a school topic, a grade that "bringt mich um" and
// siblings' play fights named as play do not trigger.

/** Hitting verbs, present tense, in the dialects ("schlaat", Basel "schloot", "haut", "verhout"). */
const HIT =
  `${HITS}|schlägt|schlagt|schloot|schlot|schloht|schlaat|verschlaat|verschlägt|verschlaht|verhout|` +
  "houe|haue|prüglet|verprüglet|verdrischt|verdrescht|vermöbelt|versohlt|züchtigt|schubst|schupft|" +
  "stösst|stosst|würgt|tritt|trampt|schüttelt|schüttlet|ohrfeigt|watscht|tätscht|chläpft|chlöpft|" +
  "klatscht|knallt|boxt|peitscht|haut|hauen|schlagen|schlaged|schlönd|prügeln|prügled|treten|würgen|" +
  "schubsen|schupfed|verhaued";
/** Only the verbs that mean hitting and nothing else ("haut" is also skin, "tritt auf" occurs). */
const HIT_CLEAR =
  "schlägt|schlaat|schlat|schloot|schlot|schlaht|schloht|prügelt|verprügelt|prüglet|verprüglet|verhaut|" +
  "verhout|würgt|verdrischt|vermöbelt|versohlt|ohrfeigt|watscht|chläpft|chlöpft|schlagen|schlaged|schlönd|" +
  "prügeln|prügled|verhaued";
/** Hitting verbs that are unambiguous with a person as object ("schubst sie", "haut ihn"). */
const HIT_PERSON = `${HIT_CLEAR}|schubst|schupft|stösst|stosst|würgt|tritt|boxt|haut|packt|schüttelt`;
/** The same, in the perfect ("hat mich geschlagen", "het mi gschlage"). */
const HIT_PERF =
  `${HIT_PAST}|gschlage|verprüglet|ghaue|ghaut|gehauen|ghoue|geschubst|gschubst|gschupft|gestossen|` +
  "gstosse|geschüttelt|gschüttlet|geohrfeigt|gechlöpft|gchlöpft|geklatscht|verdroschen|vermöbelt|" +
  "versohlt|gewürgt|gwürgt|getreten|gezerrt|gepeitscht|" +
  "blutig_geschlagen|grün_und_blau|windelweich|verbrüglet|verbrügelt|brüglet|gschuppst|gschupst|geschupst|" +
  "gschuppt|gschubbst|gedrückt|drückt|gschletzt|gschmisse|geschmissen|gworfe|geworfen|runtergestossen|" +
  "runtergeschubst|hinuntergestossen|abegstosse|abegschupft|umgestossen|umgschupft|umgschubst|verdroschen|verdrosche";
/** Slaps and beatings as nouns ("es git Schleg", "e Ohrfiige", "eine gefangen"). */
const BLOWS =
  "schläge|schläg|schleg|schlääg|prügel|prügle|hiebe|ohrfeige|ohrfeigen|ohrfiige|ohrfiigä|ohrfeig|" +
  "watsche|watschn|watschen|backpfeife|backpfeifen|schelle|schellen|chlapf|chläpf|tätsch|flättere|fläre|" +
  "kopfnuss|kopfnüss|tracht_prügel";
/** "er"/"sie" and the unnamed: someone at home, unless school or sport is in view. */
const SOMEONE = "er|sie|si|de|dr|der|die|jemand|öpper|öpert|ihr|ihm|em";
/** Home, in all spellings. */
const HOME =
  "hause|haus|huus|hus|zuhause|zuhaus|zhus|zhaus|daheim|dihei|deheim|dehei|dahei|deheime|dahoam|heim|hei|hai|wohnung|wohnig";
/** Going home. */
const GO_HOME =
  "heim|hei|hai|heizga|heizgah|heimgehen|heimzugehen|heimkommen|heimzukommen|heimgah|heigah|heicho|" +
  "hei_gah|hei_go|hei_ga|hei_cho|nach_hause|nachhause|noch_hus|is_hus|zhus|zu_hause|hause";
/** Fear, in words. */
const FEAR =
  "angst|angscht|schiss|schiß|panik|furcht|fürchte|fürcht|zitter*|zittere|fürchterlich_angst|horror|scared|bammel";
/** Signs that home is not safe tonight. */
const DANGER =
  `${FEAR}|besoffen|bsoffe|bsoffen|betrunken|betrunke|sturzbesoffen|getrunken|trunke|trinkt|suuft|sauft|säuft|` +
  "alkohol*|alki|wütend|wüetig|hässig|aggressiv|aggro|agro|ausraste*|rastet|ausgrastet|ausgerastet|tobt|" +
  "flippt|ausflippe*|krass_drauf|mies_drauf|schlecht_drauf|übel_drauf|drauf|was_dann_kommt|was_denn_chunt|" +
  "was_dann_passiert|was_mich_erwartet|was_mi_erwartet|dann_gibts|denn_gits|gits_schleg|schlägt|" +
  "schlaat|schlot|schreit|brüllt|brüelet|prügel*|schläge|schleg|verprügelt|gschlage|geschlagen";
/** Sport, games and play fights between brothers and sisters. */
const PLAY_WORDS = `${SPORT}|spielen|spiele|spielt|gespielt|gspilt|kitzeln|kitzle|kitzlet|aus_versehen|us_versehe|ausversehen|unabsichtlich`;
/** "Schläge" and "schlagen" that are no blows: play, a heartbeat, lightning, drums, whipped cream. */
const NO_BLOWS = `${PLAY_WORDS}|herz|herzschläge|puls|blitz|schlagzeug|trommel|schlagrahm|schlagsahne|pro_minute`;
/** A game or a sport named as the setting ("beim Memory", "im Tennis", "5:0"), or play. */
const PLAY = anyOf(
  `beim|bim|bi|im|in|am|bei|während|nach_dem|nachem ~ [dem|em|de|der|einer|ere|eim|einem|s] ~ ${SPORT}`,
  `${SPORT} ~ [immer|jedes_mal|jedesmal|oft|wieder|scho_wieder|schon_wieder] ~ gewonnen|verloren|verlore|gspilt|gespielt|gegen|besiegt`,
  "aus_spass|zum_spass|im_spass|us_spass|spielerisch|kitzeln|kitzle|ringkampf|kissenschlacht|beim_spielen|bim_spile|beim_raufen|aus_versehen|us_versehe|ausversehen|unabsichtlich",
  /(?:^| )\d{1,2} \d{1,2} /,
);
/** Actual harm: this is not a game any more. */
const HURT = `blut|blutet|bluetet|blutig|angst|angscht|gebrochen|spital|notfall|gürtel|gurt|wenn_ich|wenn_i|wänn_i|weil_ich|wil_i|jedes_mal_wenn|strafe|straf|absichtlich|extra|immer_wieder`;
/** A school topic or news: "häusliche Gewalt" as a word to explain. */
const TOPIC = `${TOPIC_OR_PLOT}|*unterricht|gesprochen|besprochen|glernt|gelernt|behandelt|jahrhundert|was_ist|was_bedeutet|was_isch|was_heisst|erklär*|erkläre|gesetz|gesetze|opferhilfe|polizei_macht|schweiz|zahlen|fälle`;
/** Mine: the pupil's own family or home. */
const PERSONAL = `bei_uns|bi_eus|bi_üs|bei_mir|bi_mir|${pairs(I, "erlebe|erleb")}|erleb_ich|erlebe_ich|mein|meine|meinem|meinen|meiner|min|mini|mis|mim|minere|${FAMILY_ALL}`;

/** Where children are locked in or out. */
/** Things thrown at people. */
const OBJECTS =
  "sachen|sache|züg|zeug|teller|tasse|tassen|glas|gläser|flasche|flaschen|fläsche|fläsch|geschirr|gschirr|" +
  "stuhl|stühle|schuh|schuhe|schue|buch|bücher|fernbedienung|handy|natel|vase|pfanne|messer|gabel|dinge|ding|möbel";
/** Where children are locked in or out. */
const LOCK_PLACE =
  "keller|cheller|chäller|balkon|zimmer|bad|badzimmer|badezimmer|estrich|garage|kammer|abstellraum|schrank|" +
  "kaste|kasten|haus|hus|huus|wohnung|wohnig|treppenhaus|stägehus|garten|garte|dunkel|dunkle|kälte|chälti";
/** A quarrel, a fight, shouting. */
const FIGHT =
  "streit*|stritt*|gstritte|gestritten|zoff|zoffen|krach|chrach|schreien|schreie|schreied|schreiet|schreit|" +
  "gschroue|geschrien|anschreien|aaschreie|brüllen|brüeled|brüllt|brüllen|lärm|prügeln_sich|schlagen_sich|" +
  "schlönd_sich|sich_prügeln|sich_prügled|sich_prügle|sich_schlagen|sich_schlönd|sich_haue|sich_hauen";
/** What turns a quarrel into violence: blows, a weapon, the police, things breaking, hiding. */
const FIGHT_HARM = anyOf(
  `${HIT_PERSON}|${HIT_PERF}|messer|pistole|waffe|gewehr|polizei|blut|bluet|blutet|geworfen|gworfe|wirft|schmeisst|gschmisse|zerbrochen|zerbroche|zerschlagen|verschlage|scherben|klirrt|klirren|versteckt|verstecke|eingeschlossen|igschlosse|gschirr|geschirr|flügt|fliegt|fliegen|flüged|flieged|verschlaht|verschlägt|zerschlägt|prügeln|prügled`,
  "kaputt_geht|kaputt_gaht|kaputtgeht|geht_kaputt|gaht_kaputt|kaputt_gschlage|kaputtgeschlagen|kaputt_geschlagen|kaputtgehn|kaputtgehen|kaputt_gehen|kaputt_gehn|zerbrechen|zerspringt|splittert|um_gheit|gheit_alles_um|alles_um",
  "gegen|an|a ~ [die|de|d|den] wand|schrank|kaste|chaste|boden|bode|heizig|heizung",
);

/** "I could slap myself": a figure of speech. */
const SELF_SLAP = p(
  "chönnt|könnte|könnt|chönnti|würd|würde ~ [mi|mich|mir|mer] ~ selber|sälber|selbst ~ ohrfeig*|ohrfiige*|ohrfiig|schlagen|schlah|haue|hauen",
);
/** A pat on the back for someone who choked. */
/** Afraid of the way home because of peers waiting there (bullying.ts), not of home. */
const PEERS_ON_THE_WAY = harmlessUnless(
  "wartet|warted|warten|wartid|lauern|lauert|abpassen|passen_ab|passed_ab|verfolgen|verfolged|jungs|giele|mitschüler*|klassenkamerad*",
  `${FAMILY_ALL}|besoffen|bsoffe|betrunken|getrunken|wütend|wüetig|hässig|ausrast*|tobt|schläge|schleg|dehei|daheim|zuhause|zu_hause`,
);
const NOT_A_BLOW = p(
  "verschluckt|verschlückt|verschluck*|husten|hueste|ghuestet|gehustet|verschluckt_ha|verschluckt_habe",
);
/** An animal or a school topic, and not the pupil themself. */
const NOT_ME = harmlessUnless(
  `${ANIMALS}|${TOPIC_OR_PLOT}|bio|biologie|gehirnerschütterung|körper|medizin|stimmt_das`,
  `${ME}|${HIT_CLEAR}|${HIT_PERF}|schreit|brüllt|betrunken|besoffen|bsoffe`,
);

// --- Round four: the signs around it (a key in the door, a slow way home, a locked door) ---

/** Fear in the body: the heart racing, freezing. */
const FEAR_BODY = `${FEAR}|herzrasen|herzklopfen|herzchlopfe|bauchweh|buchweh|erstarr*|gefrier*|versteck*`;
/** Drunk, also in Bern and Valais German ("trunku", "bsoffu"). */
const DRUNK =
  "besoffen|bsoffe|bsoffen|bsoffu|betrunken|betrunke|trunke|trunku|truncho|sturzbesoffen|getrunken|gsoffe|gesoffen|angetrunken|alkoholisiert|blau_ist|blau_isch";
/** Told to go or to sleep outside, a door locked against one. */
const LOCKED_DOOR =
  "tür|türe|tüür|haustür|wohnungstür ~~ abgeschlossen|abgschlosse|abgschlossen|abgschlosä|zugeschlossen|zuegschlosse|verriegelt|abgesperrt|abgsperrt|zugesperrt|zuegsperrt|verschlossen|zu_gemacht";
const OUTSIDE =
  "draussen|drausen|dusse|vor_der_tür|vor_d_tür|uf_de_strass|auf_der_strasse|im_garten|uf_em_balkon|im_treppenhaus|im_park|park|bushaltestell*|bahnhof|parkbank|übernacht*|schlafen|schlafe|schlofe|gschlafe|geschlafen|pennen|verschwinde|verschwinden|abhauen|abhaue|raus|use|kalt|chalt";
/** Can't or may not go home. */
const CANT_GO_HOME = anyOf(
  `${NEG}|nöd|nid ~ [mehr|meh] ~ heim|hei|hai|nach_hause|nachhause|zhus|is_hus|ins_haus|rein|ine ~ kann|kan|chan|cha|darf|dörf|dürfen|dörfe|dürfe|durfte|törfe|törf|gedurft|dörft|ka`,
  `kann|kan|chan|cha|darf|dörf|ka ~ [${I}] ~ [heute|hüt|heut] ~ ${NEG}|nöd|nid ~ [mehr|meh] ~ heim|hei|hai|nach_hause|nachhause|zhus|is_hus|ins_haus`,
);
/** Somewhere to stay tonight. */
const STAY_ELSEWHERE = anyOf(
  "wo|irgendwo|wohin ~~ schlafen|schlafe|schlofe|übernachten|übernachte|penne|pennen|bleiben|bliibe",
  "darf|dörf|chan|kann ~ [ich|i] ~ bei|bi ~ dir|der ~ bleiben|bliibe|schlafen|schlafe|übernachten|übernachte|penne",
  "bin|bi ~ [grad|gerade|jetzt|jetz|immer_noch|no] ~ [im|am|an_der|bi_de|bei_der|uf_de] ~ park|bahnhof|bushaltestell*|spielplatz|parkbank|strasse|strass",
);
/** Something petty given as the reason: spilt milk, late home, the dishes not done. */
const PETTY_REASON = `weil|wil|wo|nachdem ~ ${I} ~~ verschüttet|verschüttet|vergessen|vergässe|zu_spät|z_spät|zspät|nicht_gemacht|nöd_gmacht|nid_gmacht|nich_gemacht|kaputt_gemacht|kaputt_gmacht|widersprochen|frech|schlechte_note|schlechti_note|geweint|gweint|umgeworfen|umgheit|fallen_lassen|la_gheie|nicht_aufgeräumt|nöd_ufgrumt|nich_aufgeräumt`;
/** Hit with a thing: a wooden spoon, a belt, a stick, a slipper. */
const IMPLEMENT =
  "kochlöffel|kochlöffu|chochlöffel|holzlöffel|gürtel|gürtu|gurt|stock|rute|kleiderbügel|teppichklopfer|lineal|schlappe|hausschuh|finke|latschen|kabel|ladekabel";
const COOKING =
  "rahm|sahne|eier|ei|eiweiss|teig|schnee|butter|rezept|kuchen|torte|schaum|pfanne|rühren|rüehre|umrühren";

/** Blows and home or family, in the order `pattern` gives, said of the pupil or of "uns". */
const blowsAtHome = (pattern: string, noBlows: string) =>
  rule("violence_at_home", pattern, {
    also: [`${I}|${ME}|uns|üs|eus`],
    unless: [NOT_ME, SELF_SLAP, NOT_A_BLOW, harmlessUnless(noBlows, HURT)],
  });

export const VIOLENCE_AT_HOME_RULES: CrisisRule[] = [
  // The word, unless explained as a topic.
  rule("violence_at_home", "häusliche|hausliche|huesliche|häuslichi|hüslichi gewalt|gwalt", {
    unless: [harmlessUnless(TOPIC, PERSONAL)],
  }),

  // A family member hits me: present, verb-second and verb-final, and the perfect.
  rule("violence_at_home", `${FAMILY_ALL} ~ ${HIT} ${ME_ACC}`, { unless: [harmlessUnless(PLAY, HURT)] }),
  rule("violence_at_home", `${HIT} ${ME_ACC} ~ [mein|meine|min|mini|mis|de|dr|d|die|der] ~ ${FAMILY_ALL}`, {
    unless: [harmlessUnless(PLAY, HURT)],
  }),
  rule("violence_at_home", `${FAMILY_ALL} ~ ${ME_ACC} ~~ ${HIT}`, { unless: [harmlessUnless(PLAY, HURT)] }),
  rule("violence_at_home", `${FAMILY_ALL} ~ ${ME_ACC} ~~ ${HIT_PERF}`, {
    unless: [harmlessUnless(PLAY, HURT)],
  }),
  rule("violence_at_home", `${FAMILY_ALL} ~~ ${HIT} ${FAMILY_ALL}|uns|üs|eus|mama|mami|mueter`, {
    unless: [harmlessUnless(PLAY, HURT)],
  }),
  rule("violence_at_home", `${FAMILY_ALL} ${FAMILY_ALL}|uns|üs|eus|mich|mi ~ ${HIT}`, {
    unless: [harmlessUnless(PLAY, HURT)],
  }),
  rule("violence_at_home", `${FAMILY_ALL} ~~ ${FAMILY_ALL}|uns|üs|eus ~~ ${HIT_PERF}`, {
    unless: [harmlessUnless(PLAY, HURT)],
  }),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ ${HIT_CLEAR}|schubst|schupft|stösst|stosst|würgt|tritt|boxt|haut [mein|meine|min|mini|mis|de|d|dr|die|der|unsere|üsi|üses] [kleine|kleinen|chli|chlini|chline|grosse|jüngere|ältere] ${FAMILY_ALL}`,
    {
      unless: [harmlessUnless(PLAY, HURT)],
    },
  ),
  rule("violence_at_home", `${HIT} er|sie|si|de ${ME_ACC}`, {
    also: [anyOf(`${FAMILY_ALL}|${HOME}|wenn_i|wenn_ich|wänn_i|${FEAR}`)],
    unless: [
      harmlessUnless(`${SCHOOL}|${PLAY_WORDS}|vorgeschlagen|vorschlagen`, `${HOME}|${FAMILY_ALL}`),
      p(`${HIT} er|sie|si|de ${ME_ACC} ~ vor|als|für`),
    ],
  }),
  rule(
    "violence_at_home",
    `${ME}|mer ~ [mit_der_faust|mit_de_fuscht|voll|immer|wieder|grad] ~ ins|is|in_s|ufs|aufs|uf_de|auf_den|i_d|in_die ~ gesicht|gsicht|kopf|chopf|grind|bauch|buch|rücken|rugge|magen|mage|nase ~ ${HIT_PERF}|${HIT}`,
    {
      also: [anyOf(`${FAMILY_ALL}|er|sie|si`)],
      unless: [harmlessUnless(PLAY, `${HURT}|${FAMILY_ALL}|${HOME}`)],
    },
  ),
  rule(
    "violence_at_home",
    `arm|hand|finger|handgelenk|hals ~ [um|uf|auf|ume] ~ verdreht|umdräit|umdreht|verdräit|verdrückt|umbogen|gequetscht|zuedrückt|zugedrückt`,
    {
      also: [anyOf(`${FAMILY_ALL}|er|sie|si`), anyOf(`${ME}|mer|${I}`)],
      unless: [harmlessUnless(PLAY, `${HURT}|${FAMILY_ALL}|${HOME}|${FEAR}`)],
    },
  ),
  rule(
    "violence_at_home",
    `${ME}|mer ~ [voll|richtig|wieder|scho_wieder|grad|so] ~ eine|eins|eini|eis ~ geknallt|gchnallt|gescheuert|gschoret|geklebt|gchlebt|gewischt|gwüscht|verpasst|gezimmert|reingehauen|reinghaue|gepfeffert|knallt|scheuert|klebt`,
    {
      unless: [harmlessUnless(`${PLAY_WORDS}|boxen|ball|puck`, `${FAMILY_ALL}|${HOME}|${HURT}`)],
    },
  ),
  rule("violence_at_home", `${FAMILY_ALL} ~~ ${HIT_PERSON} er|sie|si|ihn|ihm|em|de|dr|uns|üs|eus`, {
    unless: [
      harmlessUnless(PLAY, HURT),
      p(`${HIT} er|sie|si ~ vor|ab|zu|aus|nach|ein|nägel|eier|rahm|sahne|teig`),
    ],
  }),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} tuet|tut|tüet|duet ${ME_ACC} ~ schlah|schla|schlo|haue|houe|verhaue|verhoue|schlage|schlagen|prügle|verprügle|schüttle|würge`,
    {
      unless: [harmlessUnless(PLAY, HURT)],
    },
  ),
  // Someone unnamed ("er schlägt mich", "die schlagen mich dauernd"), unless school or sport
  // shows it is peers (bullying.ts) or a game.
  rule("violence_at_home", `${SOMEONE} ~ ${HIT} ${ME_ACC}`, {
    unless: [
      harmlessUnless(`${SCHOOL}|${PLAY_WORDS}|vorgeschlagen|vorschlagen`, `${HOME}|${FAMILY_ALL}`),
      p(`${HIT} ${ME_ACC} ~ vor|als|für`),
    ],
  }),
  rule("violence_at_home", `${I} ~ werde|wird|wirde|werd|wurde|wurd|bin|bi ~~ ${HIT_PERF}`, {
    unless: [
      harmlessUnless(`${SCHOOL}|${PLAY_WORDS}`, `${HOME}|${FAMILY_ALL}`),
      p("bin|bi|ben|isch|ist ~~ getreten|träte|gtrete|geträte"),
    ],
  }),
  rule("violence_at_home", `${HOME} ~~ ${HIT_PERF}|${HIT_CLEAR}`, {
    also: [anyOf(`${I}|${ME}|werde|wirde|wird`)],
    unless: [harmlessUnless(PLAY, HURT), p("haus|hus|huus ~~ geschlagen|gschlage|schlägt|eingeschlagen")],
  }),
  // Blows as nouns: "es gibt Schläge", "git's Schleg", "krieg eine Ohrfeige", "hat mir eine geknallt".
  rule(
    "violence_at_home",
    `git|gits|gibt|gibts|gab|gäbs|setzt|setzts|bekomm*|bechum*|bekomme|krieg*|überchum*|überchumm|kassier*|fang|gfange ~ ${BLOWS}`,
    {
      unless: [
        harmlessUnless(
          `${NO_BLOWS}|film|serie|buch|roman|held|heldin|figur|hauptfigur|theater`,
          `${HOME}|${FAMILY_ALL}|${ME}|${I}`,
        ),
      ],
    },
  ),
  blowsAtHome(`${BLOWS} ~~ ${HOME}|${FAMILY_ALL}`, `${NO_BLOWS}|uhr|stunde|glocke`),
  blowsAtHome(`${HOME}|${FAMILY_ALL} ~~ ${BLOWS}`, `${NO_BLOWS}|uhr|stunde|glocke|fleisch`),
  rule(
    "violence_at_home",
    `${ME}|mer ~ [hüt|heute|gestern|geschter|wieder|scho_wieder|e|en|eine|eini|ä] ~ ohrfeige*|ohrfiige*|ohrfeig|watsche*|backpfeife*|schelle|chlapf|tätsch|flättere|fläre|kopfnuss`,
    {
      unless: [
        p(
          "selber|sälber|selbst|self|könnte|chönnt|chönnti|könnt|würde_mir|würd_mir|verschluckt|verschlückt|verschluck*|husten|hueste|ghuestet|gehustet|lol|haha",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `git|gibt|haut|hout|klebt|chlebt|knallt|tätscht|batscht|wischt|scheuert|pfeffert ${ME}|mer eis|eini|eine|eins|ine|e_paar|ein_paar|paar|öppis|is_gsicht|ins_gesicht`,
    {
      unless: [
        p(
          `git|gibt ${ME}|mer eine ~ banane|apfel|aufgabe|chance|idee|antwort|frage|note|umarmung|küss*|kuss|geschenk|stunde|minute|woche|strafaufgabe|regel`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    "eine|eins|eini|eis ~ gescheuert|gschoret|geknallt|gchnallt|geklebt|gchlebt|gewischt|gwüscht|getatscht|gfange|gefangen|gezimmert|verpasst|verpasst_kriegt",
    {
      also: [
        `${FAMILY_ALL}|${HOME}|blau|blaue|blaues|auge|nase|lippe|backe|weil_ich|wil_i|weil_i|wenn_ich|erklär*|ausrede|usred|was_sag*|was_säg*`,
      ],
      unless: [
        harmlessUnless(
          `${PLAY_WORDS}|boxen|ball|goal|tor`,
          `${FAMILY_ALL}|${HOME}|weil_ich|wil_i|erklär*|ausrede`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `holt|hole|nimmt|nimmt|näh|packt|hol ~ [wieder|de|den|dä|d|die|sin|sein|dr] ~ gurt|gürtel|gürtle|stock|kochlöffel|teppichklopfer|kabel|lineal|rute|schlappe|latschen|schuh|schue`,
    {
      also: [
        anyOf(`${FAMILY_ALL}|er|sie|si`),
        anyOf("sonst|sust|susch|suscht|dann|denn|wieder|wenn|wänn|falls|bevor|will|wil|weil|wo|jedes_mal"),
      ],
      unless: [
        p(
          "hose|hosen|anziehen|aalege|kaufen|gekauft|chaufe|schrank|basteln|kabel_für|ladekabel_für|handy_laden",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${HIT_CLEAR}|${HIT_PERF} ~~ gürtel|gürtle|gurt|kochlöffel|stock|schuh|kabel|ladekabel|kleiderbügel|faust|fäuste|flache_hand`,
    {
      also: [`${FAMILY_ALL}|${ME_ACC}|mir`],
      unless: [harmlessUnless(PLAY, HURT), harmlessUnless(COOKING, `${HURT}|${ME_ACC}|mir|einen|kind|chind`)],
    },
  ),
  rule(
    "violence_at_home",
    `${HIT}|${HIT_PERF} ~ ${ME}|mer ~ [mit_der_faust|voll|immer|wieder] ~ ins|is|in_s|ufs|aufs|uf_de|auf_den|i_d|in_die ~ gesicht|gsicht|kopf|chopf|grind|bauch|buch|rücken|rugge|magen|mage|nase`,
    {
      unless: [harmlessUnless(PLAY, `${HURT}|${FAMILY_ALL}|${HOME}`)],
    },
  ),

  // Hair pulled, thrown against the wall, choked.
  rule(
    "violence_at_home",
    `zieht|zerrt|reisst|risst|rupft|packt|zieh|zerr|zoge|gezogen|grisse|gerissen ~ ${ME}|mer ~ [an|a|am|bi|bei|de|den|dr|d] ~ haar*|hoor|hor|hoore|ohr|ohre|ohren`,
    {
      unless: [
        p(
          "coiffeur|coiffeuse|friseur|frisör|kämm*|bürst*|zopf|zöpf*|flecht*|haarschnitt|haare_schneiden|schneiden",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${ME_ACC} ~ [an|a|am|bi|bei|de|den|dr|d] ~ haar*|hoor|hor|hoore|ohr|ohre|ohren ~ gezogen|zoge|gerissen|grisse|gezerrt|zerrt|packt|gepackt|zieht|reisst|gschleikt|geschleift`,
    {
      unless: [p("coiffeur|coiffeuse|friseur|frisör|kämm*|bürst*|zopf|zöpf*|flecht*|haarschnitt")],
    },
  ),
  rule(
    "violence_at_home",
    `${ME}|mer|${FAMILY_ALL} ~~ gegen|gäge|gege|gega|an|a|geg ~ [die|de|d|den|e] ~ wand|wänd|schrank|kaste|chaste|boden|bode|tür|heizig|heizung|türrahmen ~ gedrückt|druckt|drückt|gschmisse|geschmissen|gworfe|geworfen|gestossen|gstosse|geschubst|gschubst|gschupft|gschuppst|gschupst|gknallt|geknallt|gedrückt|gepresst|drückt|gschletzt`,
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ würgt|gewürgt|gwürgt|würged|erwürgen|erwürge|gurgel|hals_zu|hals_zugedrückt|keine_luft`,
  ),
  rule(
    "violence_at_home",
    `${ME}|mer|uns|üs ~~ ${OBJECTS} ~~ nachegrüehrt|nachgeworfen|nachgeschmissen|nachegschmisse|anegrüehrt|ane_grüehrt|an_den_kopf|a_de_chopf|gworfe|geworfen|gschmisse|geschmissen|grüehrt|gheit`,
    {
      also: [anyOf(FAMILY_ALL, "er|sie|si")],
      unless: [
        harmlessUnless(
          `${PLAY_WORDS}|ball|frisbee|kissen|chüssi|schneeball`,
          `${FAMILY_ALL}|blau*|blut*|weh|angst|angscht|verletzt`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `fliegen|flüged|fliegt|flügt|flieged|fliege ~ [wieder|scho_wieder|immer|dauernd|jedes_mal] ~ ${OBJECTS}|fetzen|die_fetzen`,
    {
      also: [
        anyOf(
          `${HOME}|${FAMILY_ALL}|drinnen|dinne|drin|dehei|eltern|eltere|${FIGHT}|beruhig*|versteck*|${FEAR}`,
        ),
      ],
      unless: [
        p(`${PLAY_WORDS}|schneeball*|kissenschlacht|wind|sturm|flugzeug|vogel|vögel|mücke*|insekt*|konfetti`),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|er|sie ~~ ausrast*|uusrast*|usrast*|rastet|tobt|flippt|ausflippt|dreht_durch|explodiert|wird_wütend|wird_hässig ~~ ${OBJECTS}|alles|alles_kaputt|verschlaht|verschlägt|zerschlägt|kaputtmacht|kaputt_macht|schmeisst|gheit|wirft|rumwirft|rumschmeisst`,
    {
      unless: [p(`${PLAY_WORDS}|${JOKING}|fernseh*|tv|fussball_match|match_schaut`)],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ ${OBJECTS}|alles ~~ rum|herum|umher|ume|kaputt|an_die_wand|a_d_wand|gegen_die_wand|gäge_d_wand ~ [schmeisst|wirft|gheit|rüert|schmeissen]`,
    {
      also: [
        anyOf(
          `ausrast*|uusrast*|usrast*|rastet|tobt|flippt|wütend|wüetig|hässig|jeden_abend|jede_abig|immer|${FEAR}|kopfhörer*|chopfhörer*|versteck*`,
        ),
      ],
      unless: [p(`${PLAY_WORDS}|${JOKING}|aufräumen|ufrume|putzen|umzug|zügle`)],
    },
  ),
  rule(
    "violence_at_home",
    "kopfhörer*|chopfhörer*|ohrstöpsel|oropax|musik_laut|laute_musik ~~ damit|dass|das|um|so ~~ nicht|nich|nid|nöd|ned|nüt|nichts|nix ~ [mehr|meh] ~ hör*|ghör*|mitbekomm*|mitkrieg*",
    {
      also: [anyOf(`${FIGHT}|gschrei|geschrei|ausrast*|rastet|tobt|${FAMILY_ALL}|${HOME}`)],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|er|sie ~~ merkt|merke|sieht|gseht|erfahrt|erfährt|heimkommt|heichunt|wach ~~ wirds|wird_es|gits|gibts|dann_gibts|denn_gits ~ [wieder|scho_wieder] ~ schlimm|schlimmer|ärger|schleg|schläge|stress|gefährlich`,
    {
      also: [
        anyOf(
          `lippe|lippä|auge|nase|zahn|blau|blaue|blut|blutet|geschwollen|gschwulle|letzte_woche|letscht_wuche|letztes_mal|letscht_mal|${FEAR}|${HIT_CLEAR}|${HIT_PERF}`,
        ),
      ],
      unless: [
        harmlessUnless(
          `${JOKING}|note|noten|zeugnis|prüfung|handy|game`,
          `lippe|auge|nase|zahn|blau|blut|${HIT_CLEAR}|${HIT_PERF}|${FEAR}`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `mus*|mues|muss|soll|söll ~ [immer|jedes_mal|dann|denn] ~ sag*|säg*|behaupt*|lüge* ~ [dass|das] ~ ${I} ~ [sei|sig|seg|bin|bi|wär|sigi] ~ umgheit|hingefallen|umgfalle|gestolpert|gstolperet|gestürzt|gstürzt|ausgerutscht|usgrutscht|treppe|tür|türe|velo|sport|turnen`,
    {
      also: [
        anyOf(
          `blau*|blaui|fleck*|fläck*|flack*|verletz*|wunde|blut*|auge|lippe|nase|arm|bein|${BLOWS}|${HIT_CLEAR}|${HIT_PERF}`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `wirft|werfen|schmeisst|schmeissen|gheit|gheied|rüert|rüered ~ [mit] ~ sachen|sache|teller|tasse|glas|gläser|flasche|flaschen|zeug|züg|stuhl|schuh|schuhe|ding|dinge|fernbedienung|handy ~ nach|uf|auf|an|gegen ~ ${ME}`,
  ),
  // Threats: "bringt mich um" from the family (not "um 8i", not a bad grade), "droht mir".
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|${SOMEONE} ~~ bringt|bringe|bring|bringed [er|sie|si|de|d|dr] ${ME}|uns|üs|eus um`,
    {
      also: [
        anyOf(
          FAMILY_ALL,
          `${HOME}|${HIT_CLEAR}|${HIT_PERF}|${FEAR}|verzell*|erzähl*|sag*|verrat*|ernst|wirklich|würkli|messer`,
        ),
      ],
      unless: [
        ...TIME_OR_LAUGHTER,
        p(`${JOKING}|nei_spass|nein_spass|nur_spass|spass_beiseite`),
        harmlessUnless(
          anyOf(
            "note|noten|zeugnis|zügnis|prüfung|prüefig|nachprüefig|test|sechser|sächser|dreier|vierer|mathe|mathi|franz|englisch|deutsch|heibring|heimbringe|zimmer|zimmer_aufräumen|uffrume|handy|natel|rechnung|kleider|hose|spät|zu_spät|vergessen|kaputt|fenster|auto|vase|spass|nei_spass|nein_spass|scherz|übertrieben|velo|fahrrad|räge|regen|dreckig|verdreckt|schuhe|jacke|stehen_lassen|stah_lah|lah_stah|liegen_lassen|la_ligge|verloren|verlore",
            /(?:^| )\d{1,2}(?: \d)? /,
          ),
          `${HIT_CLEAR}|${HIT_PERF}|messer|${FEAR}|ernst|ernsthaft|im_ernst|wirklich|würkli|verzell*|erzähl*|verrat*|polizei|kein_spass|kei_spass|kein_witz|kei_witz|nicht_lustig|nöd_lustig`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ ${ME_ACC} ~ umbringen|umbringe|umzubringen|umzbringe|töten|töte|totschlagen|totschlah|kaputtschlagen|kaputtschlah|erschlagen|erschiessen|abstechen|killen`,
    {
      unless: [...TIME_OR_LAUGHTER, p(JOKING)],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|er ~~ bringt|bringe|bring|umbringt|tötet|umbringe|umbringen ~ sie|si|ihn|mama|mami|papa|papi|mueter|mutter|vater|${FAMILY_ALL} ~ [um]`,
    {
      also: [anyOf(`${FIGHT}|versteck*|${FEAR}|messer|gsagt|gesagt|gseit|droht|bedroht`)],
      unless: [...TIME_OR_LAUGHTER, p(JOKING), NOT_ME],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ droht|drohed|drohen|bedroht|bedrohed|bedrohe ~ [${ME}|mer] ~~ ${HIT_CLEAR}|schlagen|schlah|umbringen|umbringe|messer|raus|use|heim|wegsperren|einsperren|igsperre|hauen|haue|verprügeln|verhaue|verzell*|erzähl*|sag*`,
  ),
  rule("violence_at_home", `${FAMILY_ALL} ~~ droht|drohed|bedroht|bedrohed ${ME}|mer`),
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ ${ME}|mer|uns|üs|eus|${FAMILY_ALL} ~~ messer|pistole|waffe|gewehr|sackmesser`,
    {
      also: [
        anyOf(
          `${FEAR}|droht|bedroht|drohed|bedrohed|streit*|stritt*|gstritte|gestritten|wütend|wüetig|hässig|ausgrastet|ausgerastet|bsoffe|besoffen|betrunken|umbring*|gestochen|gstoche|abstechen|hinterher|gejagt|gjagt`,
          "bring* ~ um",
        ),
      ],
      unless: [
        p(
          "schneid*|schnid*|geschnitten|gschnitte|schliif*|schleif*|kochen|choche|zwiebel*|rüebli|brot|gemüse|apfel|öpfel|schnitz*|geschenkt|geburtstag|film|spiel|game|fortnite|minecraft|polizist|jäger|jagd",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|${SOMEONE} ~~ messer|pistole|waffe|gewehr|sackmesser ~~ ${ME}|mer|uns|üs|eus|${FAMILY_ALL}`,
    {
      also: [
        anyOf(
          `${FEAR}|droht|bedroht|drohed|streit*|stritt*|gstritte|gestritten|wütend|wüetig|hässig|schreit|brüllt|ausgrastet|ausgerastet|bsoffe|besoffen|betrunken|umbring*|gestochen|gstoche|abstechen|hand|hals|hinterher|gejagt|gjagt`,
          "bring* ~ um",
        ),
      ],
      unless: [
        p(
          "schneid*|schnid*|geschnitten|gschnitte|schliif*|schleif*|kochen|choche|zwiebel*|rüebli|brot|gemüse|apfel|öpfel|schnitz*|taschenmesser_geschenkt|sackmesser_geschenkt|geburtstag|film|spiel|game|fortnite|minecraft|cs|counter|polizist|jäger|jagd",
        ),
      ],
    },
  ),

  // Locked in the cellar or the room, locked out, no food as a punishment.
  rule(
    "violence_at_home",
    `sperr*|spert|sperred|schliesst|schliessen|bschlüsst|bschlüssed|schlüsst ${ME_ACC} ~~ keller|cheller|chäller|zimmer|zimmer|bad|badzimmer|badezimmer|wc|klo|toilette|estrich|schrank|kaste|chaste|abstellraum|garage|balkon|ii|in|ein|i|ine|weg`,
    {
      unless: [
        harmlessUnless(`${SCHOOL}|handy|account|konto|acount|insta|app|game|spiel`, `${FAMILY_ALL}|${HOME}`),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|${SOMEONE} ~~ ${ME_ACC} ~~ eingesperrt|igsperrt|igschperrt|eingeschlossen|igschlosse|weggesperrt|ausgesperrt|usgsperrt|usgschperrt|ussegsperrt|rausgeworfen|usegheit|use_gheit|rausgeschmissen|usegschmisse|vor_die_tür|vor_d_tür`,
    {
      unless: [
        harmlessUnless(
          `${SCHOOL}|handy|account|konto|acount|insta|app|game|spiel|chat|gruppe`,
          `${FAMILY_ALL}|${HOME}`,
        ),
        p(`${I} ~ ha|han|hab|habe ~ ${ME_ACC} ~ ausgesperrt|usgsperrt|eingeschlossen|igschlosse`),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${I} ~ werde|wird|wirde|werd|wurde|bin|bi ~~ eingesperrt|igsperrt|igschperrt|ausgesperrt|usgsperrt|usgschperrt|rausgeworfen|usegheit|weggesperrt`,
    {
      also: [`${HOME}|${FAMILY_ALL}|keller|cheller|zimmer|nacht|znacht|stunden|strafe|straf`],
      unless: [
        harmlessUnless(
          `${SCHOOL}|handy|account|konto|acount|insta|app|game|spiel|chat|gruppe`,
          `${FAMILY_ALL}|${HOME}`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${ME_ACC}|uns|üs ~~ [in|i|uf|auf|is|ins|aus|us|vor] ~ [den|de|d|dem|em|s|das|die|der] ~ ${LOCK_PLACE} ~ gesperrt|gsperrt|gschperrt|gespert|eingesperrt|igsperrt|ygsperrt|ausgesperrt|usgsperrt|weggesperrt|ygschlosse|igschlosse|eingeschlossen|gstellt|gestellt`,
    {
      unless: [
        harmlessUnless(
          `${SCHOOL}|handy|account|konto|insta|app|game|spiel|chat|gruppe`,
          `${FAMILY_ALL}|${HOME}`,
        ),
        harmlessUnless(
          "versehen|ausversehen|aus_versehen|us_versehe|schlüssel|schlüssu|klemmt|verklemmt",
          DANGER,
        ),
        p(
          `${I} ~ ha|han|hab|habe|hatte|bin|bi ~ ${ME_ACC}|uns ~~ eingeschlossen|igschlosse|ybschlosse|ausgesperrt|usgsperrt|eingesperrt`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `bin|bi|werde|wurde|wirde|worde ~ [wieder|scho_wieder|schon_wieder|immer|oft|mal|mol] ~ ausgesperrt|usgsperrt|usgschperrt|rausgeworfen|usegheit|eingesperrt|igsperrt|ygsperrt`,
    {
      also: [
        `${HOME}|${FAMILY_ALL}|treppenhaus|draussen|drausen|dusse|stunden|stund|nacht|znacht|kalt|chalt|dunkel|zu_spät|z_spät|strafe|straf|keller|cheller|balkon`,
      ],
      unless: [
        harmlessUnless(
          "schlüssel|schlüssu|vergessen|vergässe|verloren|verlore",
          "strafe|straf|weil_ich|wil_i|zu_spät|z_spät|wieder|oft|immer|jedes_mal|worden|worde",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${LOCK_PLACE} ~ einsperren|einschliessen|igsperre|ysperre|igschlüsse|aussperren|ussperre|sperren|sperre|gsperrt|gesperrt|eingesperrt`,
    {
      also: [
        anyOf(`${ME}|${I}|meiner|meine|mini|mine|min|uns|üs`),
        anyOf(`${FAMILY_ALL}|vater|mutter|eltern|kind|chind|strafe|straf|gehorche|folge|wenn_ich|wänn_i`),
      ],
      unless: [
        p(
          `${TOPIC_OR_PLOT}|krieg|geschichte|mittelalter|gefängnis|verbrecher|hund|katze|tier|tiere|lager|konzentrationslager|kz`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `mus*|mues|müess|muesch ~~ nacht|nächt|stunden|stund|ganzen_tag|ganze_tag ~~ balkon|keller|cheller|draussen|dusse|garage|treppenhaus|estrich|kälti|chälti|kälte|kalt ~ verbringen|verbringe|schlafen|schlafe|schlofe|bliibe|bleiben|warte|warten|stah|stehen`,
    {
      unless: [
        p("zelt|camping|lager|ferien|ferie|sternschnuppe*|sterne|teleskop|party|fest|übernachtung|pfadi"),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `lassen|lönd|lond|lot|loht|lat|lässt|lasst|lahnd|land ${ME_ACC} ~ ${NEG}|nie|nüme|nöd ~ [mehr|meh] ~ rein|rin|ine|inne|herein|heim|hei|ins_haus|in_d_wohnig|in_die_wohnung`,
  ),
  rule(
    "violence_at_home",
    `bekomm*|bechum*|bekomme|krieg*|kriege|überchum*|git|gibt|gits|gibts|geben|gänd|gend|darf|dörf ~ [${ME}] ~ nichts|nix|nüt|nut|kein|keis|keine|kei|${NEG} ~ [zu|z|ze|zum|mehr|meh] ~ essen|esse|ässe|zessen|znacht|zmittag|zmorge|frühstück|abendessen|znüni|trinken|trinke`,
    {
      also: [
        anyOf(
          `straf*|bestraf*|strof*|zur_strafe|als_strafe|bis|ganzen_tag|ganze_tag|tagelang|tage|eingesperrt|igsperrt|zimmer|keller|wenn_ich|wenn_i|weil|wil|${FAMILY_ALL}|sie|si|er`,
        ),
      ],
      unless: [
        p(
          "uhr|gesund|ungesund|abnehmen|zucker|süssigkeit*|schoggi|snack*|dessert|chips|fasten|ramadan|fastenzeit|nüchtern|narkose|operation|blutentnahme|blutabnahme|diät|kantine|mensa|lager|ausflug|restaurant|znüni_vergessen|vergessen",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    "zur|als|zu|z ~ strafe|straf|strof ~~ keller|cheller|eingesperrt|igsperrt|nichts_zu_essen|nüt_z_ässe|kein_essen|kei_ässe|draussen|dusse|kalt|kalte_dusche|boden|stundenlang|ganze_nacht|ganzi_nacht|schlagen|schlah|geschlagen|gürtel",
  ),

  // Parents fighting with hands, a knife or breaking things; the pupil hiding.
  rule("violence_at_home", FIGHT, {
    also: [`${FAMILY_ALL}|eltern|eltere|hör|höre|ghör|ghöre|dehei|daheim|zuhause|deheime`, FIGHT_HARM],
    unless: [
      harmlessUnless(`${SPORT}|film|serie|buch|spiel`, `${ME}|${I}|mama|papa|mami|papi`),
      harmlessUnless(
        "herz|puls|herzschlag|herzklopfen",
        `${HIT_PERF}|messer|polizei|blut|geworfen|gworfe|zerbrochen|scherben|versteckt|eingeschlossen|igschlosse`,
      ),
    ],
  }),
  rule("violence_at_home", FIGHT, {
    also: [
      `${FAMILY_ALL}|eltern|eltere`,
      anyOf(
        `hab|ha|han|habe|hät ~ [so|solche|mega|voll|huere|riesen|eso|richtig|total] ~ ${FEAR}`,
        `${FEAR} ~~ öpper|jemand|einer ~~ stirbt|sterben|verletzt|tot|umbringt`,
        `lig*|liege|sitze|hocke ~~ zitter*|zittere|wach`,
      ),
    ],
    unless: [p("scheid*|trenn*|trennung|auseinander|ferien|ferie|note|noten|zeugnis")],
  }),
  rule(
    "violence_at_home",
    `versteck*|verstecke|schliess*|bschlüss*|ybschlüss*|ibschlüss*|verkriech*|verchriech* [${I}] ${ME_ACC}|uns|üs|eus|sich ~~ schrank|schaft|schäftli|kaste|chaste|kasten|bad|badezimmer|badzimmer|wc|klo|toilette|zimmer|bett|estrich|keller|cheller|garage|balkon|treppenhaus|unter|under`,
    {
      also: [
        anyOf(
          DANGER,
          "streit*|stritt*|gstritte|gestritten|schreien|schreie|brüllen|kaputt|laut|lut|polizei|papa|papi|mama|mami|eltern|eltere|vater|mutter|stiefvater",
        ),
      ],
      unless: [
        p(
          "verstecken_spielen|versteckis|verstecki|versteckle|versteckspiel|versteckli|spielen|spiele|gspilt|gespielt|überraschung|überrasche|geschenk|aus_versehen|ausversehen|schlüssel|klemmt|nicht_mehr_auf|nöd_meh_uf",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${ME_ACC}|uns|üs|eus|sich ~ [mit|im|in|unter|hinter|i|is|ins|im_schrank|im_bad] ~~ versteckt|verstecke|versteckt|eingeschlossen|igschlosse|igschlossä|ybschlosse|ybschlüsst|ibschlüsst|verkrochen|verchroche`,
    {
      also: [
        anyOf(DANGER, "streit*|stritt*|gstritte|gestritten|schreien|schreie|brüllen|kaputt|laut|lut|polizei"),
      ],
      unless: [
        p(
          "verstecken_spielen|versteckis|verstecki|versteckle|versteckspiel|spielen|gspilt|gespielt|überraschung|geschenk|aus_versehen|ausversehen|schlüssel|klemmt",
        ),
      ],
    },
  ),

  // A drunk parent who gets violent or frightening.
  rule(
    "violence_at_home",
    `${FAMILY_ALL} ~~ besoffen|bsoffe|bsoffen|betrunken|betrunke|sturzbesoffen|getrunken|trinkt|suuft|sauft|säuft|alkohol*|alki|alkoholiker|hacke|dicht`,
    {
      also: [
        anyOf(
          `${FEAR}|${HIT_CLEAR}|${HIT_PERF}|${BLOWS}|schreit|brüllt|brüelet|tobt|ausrast*|rastet|ausgrastet|ausgerastet|aggressiv|aggro|wütend|wüetig|hässig|was_dann_kommt|was_denn_chunt|was_dann_passiert|versteck*|${pairs(NEG, "heim|hei")}|wirft|kaputt`,
        ),
      ],
      unless: [p(`hochzeit|party|fest|geburtstag|silvester|${JOKING}|lustig`)],
    },
  ),

  // Afraid to go home, not wanting to go home because of what waits there.
  rule("violence_at_home", `${FEAR} ~ nach|noch|is|hei|hai|vor|vo ~ [zu|z] ~ ${HOME}`, {
    unless: [NOT_ME, PEERS_ON_THE_WAY],
  }),
  rule("violence_at_home", `${FEAR} ~ ${GO_HOME}`, {
    unless: [p("heimweh|heimwe"), NOT_ME, PEERS_ON_THE_WAY],
  }),
  rule("violence_at_home", `${FEAR} ~ vor|vo ~ ${FAMILY_ALL}`, {
    unless: [p(`spinne|spinnen|${JOKING}`), NOT_ME],
  }),
  rule(
    "violence_at_home",
    `${FEAR} ~~ wenn|wänn|bis ~ ${FAMILY_ALL} ~ heimkommt|heimchunt|heichunt|hei_chunt|nach_hause_kommt|zhus_chunt|zurückkommt|zrugg_chunt|heimkommt|wach_wird|ufwacht|aufwacht`,
  ),
  rule(
    "violence_at_home",
    `trau|traue|trau_mi|getraue ${ME} ~ ${NEG}|nöd|nid|nüme ~ ${HOME}|heim|hei|${GO_HOME}`,
    {
      unless: [
        PEERS_ON_THE_WAY,
        p("aus_dem_haus|us_em_hus|usem_hus|aus_em_haus|us_em_huus|ausm_haus|usm_hus"),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `will|wil|wott|wot|wet|mag|möcht*|mocht* ~ ${NEG}|nie|nüme|nümme|${NO_MORE} ~ [mehr|meh] ~ ${GO_HOME}|${HOME}`,
    {
      also: [
        anyOf(
          DANGER,
          `${FAMILY_ALL} ~~ ${HIT_CLEAR}|drauf|wütend|hässig|ausraste*`,
          "halt*|hal ~ es|das|s ~ dort|da|dihei|dehei|deheim|zuhause ~ nicht|nöd|nid|nüme ~ aus|us",
          "bleib*|schlaf*|schlof* ~~ bei|bi|dusse|draussen|parkbank|park|kollege|kollegin|fründin|fründ|freundin",
        ),
      ],
      unless: [
        p(`noch|no|nonig|nanig|lager|ferien|ferie|party|fest|geburtstag|schön|lustig|spass|zoo|freibad|badi`),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${HOME} ~~ halt*|hal|ertrag*|aushalt* ~ ${NEG}|nüme|nümme|nimmer|kaum ~ [mehr|meh] ~ aus|us|uus|aushalten|ertragen`,
    {
      unless: [
        p("langweil*|langwil*|langi_zit|langizyti|ferien|ferie|lockdown|quarantäne|krank|grippe|corona"),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `halt*|hal|ertrag* ~ [es|das|s] ~ ${HOME}|dort|da ~ ${NEG}|nüme|nümme|nimmer ~ [mehr|meh] ~ aus|us|uus`,
    {
      also: [anyOf(HOME, FAMILY_ALL)],
      unless: [
        p(
          "langweil*|langwil*|langi_zit|ferien|ferie|lockdown|quarantäne|krank|grippe|corona|schule|schul|klasse|klass",
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${HOME} ~ ist|isch|is|wird ~ [die|d|e|eine|en] ~ hölle|höll|albtraum|alptraum|horror|folter|gefängnis|gfängnis`,
  ),
  // Running away.
  rule(
    "violence_at_home",
    `abhau*|abzuhauen|abzhaue|weglauf*|wegzulaufen|wegzlaufe|davonlauf*|ausreiss*|usrisse|abschleiche|fliehen|flüchten|abhaue|abhaun ~~ ${HOME}|eltern|eltere|familie`,
    {
      also: [
        anyOf(
          `${I}|will|wott|wot|möcht*|mocht*|kann_man|chan_mer|darf_man|wie_kann|wie_chan|wo_kann|wo_chan`,
        ),
      ],
      unless: [
        p(
          `${TOPIC_OR_PLOT}|hund|katze|chatz|büsi|kater|hase|hamster|vogel|wellensittich|pferd|tschick|maik|tom_sawyer|huck`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${HOME} ~~ abhau*|abzuhauen|abzhaue|weglauf*|wegzulaufen|davonlauf*|ausreiss*|usrisse|fliehen|flüchten|abhaue|abhaun|weg|wäg|furt|fort`,
    {
      also: [
        anyOf(
          `${FEAR}|${HIT_CLEAR}|${HIT_PERF}|${BLOWS}|${pairs("halt*|halte|halts|hal", NEG)}|halts|${NO_MORE}|wo_kann_ich|wo_chan_i|wo_schlaf*|ins_heim|is_heim|heim_gehen|pflegefamilie|kesb|mit_1*|wenn_man_1*|mit_12|mit_13|mit_14|mit_15`,
        ),
      ],
      unless: [
        p(
          `${TOPIC_OR_PLOT}|hund|katze|chatz|büsi|kater|hase|hamster|vogel|pferd|ferien|ferie|lager|studium|lehre|wg|eigene_wohnung`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${NEG}|niemand*|niemer*|niemert*|keinem|keim ~~ sag*|säg*|verzell*|erzähl*|verrat* ~~ was ~ ${HOME}|dehei|dihei ~ passiert|passiere|lauft|abgeht|los_ist|los_isch|gschiet|geschieht`,
  ),
  rule(
    "violence_at_home",
    anyOf(
      "blau*|blaui ~ fleck*|fläck*|flack*|fläcke|mose|möse|mösch|mal|mösli",
      "e|en|ein|einen|n|es|eis|ä ~ blau|blaue|blaui|blauen|blaus ~ am|a|an|uf|auf|im ~ [dem|em|de] ~ arm|bein|rücken|auge|rugge|oberschenkel|hals|gsicht|gesicht|backe|bei|ärmli",
      "mein|meine|meinen|mine|mini|min|mis ~ fleck*|fläck*|flack*|fläcke|wunde|wunden|verletzung*|blutergüss*|striemen",
      "auge|aug|backe|arm|bein|gsicht|gesicht|lippe|rücken ~ [ist|isch|is|voll|ganz|total|jetzt|jetz|scho] ~ blau|grün_und_blau|geschwollen|gschwulle|aufgeplatzt|ufgsprunge|blutig",
      "hämatom|hämatome|striemen|würgemal*|griffspur*",
    ),
    {
      also: [
        anyOf(
          `versteck*|verdeck*|abdeck*|überschmink*|schmink*|langarm*|lange_ärmel|pulli|pullover|hoodie|${pairs(NEG, "sagen|säge|sage")}|nid_säge|ausrede|usred|erklär*|lüge|lügen|woher|was_sag|was_säg|wenn_sie_fragt|wenn_er_fragt|fragt|fragen|sieht|gseht|merkt|${HOME}|${FAMILY_ALL}|${HIT_CLEAR}|${HIT_PERF}|${BLOWS}|söll_säge|soll_sagen|sött_säge|sagen_soll|säge_söll|wie_erklär*|erklär*`,
        ),
      ],
      unless: [
        harmlessUnless(
          `${SPORT}|velo|skate*|hingefallen|umgheit|umgfalle|gestürzt|gstürzt|gestolpert|gstolperet|ausgerutscht|treppe|tür|türe|wieso_kriegt|warum_bekommt|warum_kriegt|wieso_bekommt|wie_entsteht|entstehen|blutgerinnung|bio`,
          `${HIT_CLEAR}|${HOME}|${BLOWS}|versteck*|lüge|lügen|ausrede|usred|${pairs(NEG, "sagen|säge|sage")}|mues_immer_säge|muss_immer_sagen|eine_gefangen`,
        ),
      ],
    },
  ),

  // Round three: not wanting to go home and wanting a place where nobody finds one.
  rule(
    "violence_at_home",
    `${NEG}|nöd|nid|nie|never ~ [mehr|meh|me] ~ nach|hei|heim|home ~ [hause|huus|hus|zhus|go|gah|gehen|goh]`,
    {
      also: [
        anyOf(
          `wo|wohin|where ~ ${ME_ACC}|me ~ niemand|keiner|niemer|niemert|nobody|no_one ~ findet|finde|find|fingt|sucht|suecht|finds|gfindet`,
          `wo|wohin|where ~ findet|find|fingt|sucht|suecht ~ ${ME_ACC}|me ~ niemand|keiner|niemer|niemert|nobody|no_one`,
        ),
      ],
      unless: [p("versteck*|versteckis|verstecken|spiel*|game|geburtstag|übernacht*|party|pyjama*|lager")],
    },
  ),
  // Round four. Fear when the key turns in the door, every evening.
  rule(
    "violence_at_home",
    anyOf(
      `schlüssel|schlüssu|schlüsseli ~~ tür|türe|schloss|haustür|wohnungstür ~~ ${FEAR_BODY}`,
      `${FEAR_BODY} ~~ schlüssel|schlüssu|schlüsseli ~~ tür|türe|schloss|haustür|wohnungstür`,
    ),
    {
      also: [
        anyOf(
          "dreht|drehen|umdreht|hör|höre|ghör|ghöre|hört|gehört|klimpert|ufgaht|aufgeht|aufschliesst|ufschlüsst|kommt|chunt|heimkommt|heichunt",
        ),
      ],
      unless: [
        p(
          "verloren|vergessen|verlore|vergässe|abgebrochen|steckt|klemmt|prüfung|test|freu*|einbrecher|einbruch|film|horrorfilm|serie",
        ),
      ],
    },
  ),
  // Walking home slowly because of his mood.
  rule(
    "violence_at_home",
    `langsam|langsamer|extra_langsam|umweg|umwege|trödle|trödel*|zit_lo|zeit_lassen ~~ heim|hei|nach_hause|nachhause|zhus|heimweg|heiweg|hause`,
    {
      also: [
        anyOf(
          `laune|luune|stimmung|drauf|gelaunt|${DRUNK}|wütend|wüetig|hässig|ausrast*|${FEAR}|was_mich_erwartet|was_mi_erwartet|was_dann_kommt`,
        ),
      ],
      unless: [
        p(
          `müde|müed|${SPORT}|verletzt|bein|fuss|knie|schön|sonne|wetter|kollege|kollegin|fründin|freundin|note|noten|prüfung|zeugnis`,
        ),
      ],
    },
  ),
  // The door locked against the pupil; told to sleep outside or to disappear.
  rule("violence_at_home", LOCKED_DOOR, {
    also: [anyOf(FAMILY_ALL, "er|sie|si"), anyOf(OUTSIDE, "strafe|straf|zu_spät|z_spät|nöd_hei|nicht_heim")],
    unless: [
      harmlessUnless(
        "schlüssel|schlüssu|vergessen|vergässe|verloren|verlore|aus_versehen|us_versehe|ferien|einbrecher",
        "strafe|straf|verschwinde|verschwinden|raus|use|zu_spät|z_spät|gesagt|gseit|wütend|hässig",
      ),
    ],
  }),
  rule(
    "violence_at_home",
    `${I} ~ kann|chan|cha|darf|dörf|muss|mues|söll|soll ~ [dann|denn|halt] ~ draussen|dusse|vor_der_tür|vor_d_tür|uf_de_strass|auf_der_strasse|im_garten|uf_em_balkon|im_treppenhaus ~ schlafen|schlafe|schlofe|übernachten|pennen|bliibe|bleiben`,
    {
      also: [anyOf(FAMILY_ALL, "er|sie|si")],
      unless: [
        p(
          "zelt|camping|lager|ferien|ferie|sternschnuppe*|sterne|teleskop|party|fest|übernachtung|pfadi|hitze|heiss|warm",
        ),
      ],
    },
  ),
  // Can't or may not go home, and somewhere else to sleep.
  rule("violence_at_home", CANT_GO_HOME, {
    also: [
      anyOf(
        STAY_ELSEWHERE,
        `${FAMILY_ALL} ~~ gesagt|gseit|gsait|droht|bring* ~ ${ME_ACC} ~ um`,
        DANGER,
        LOCKED_DOOR,
        "rausgeworfen|usegheit|rausgschmisse|rausgeschmissen|verschwinde|verschwinden",
      ),
    ],
    unless: [
      p(
        "bus|zug|tram|verspätung|stau|schnee|sturm|streik|ausfall|fällt_aus|lager|ferien|ferie|party|geburtstag|übernachtung|pyjama*|training|noch|no|nonig|nanig",
      ),
      harmlessUnless(
        "schlüssel|schlüssu|vergessen|vergässe|verloren|verlore",
        `${FEAR}|${DRUNK}|gesagt|gseit|droht|bring*`,
      ),
    ],
  }),
  rule(
    "violence_at_home",
    `will|wil|wott|wot|mag|möcht* ~ ${NEG}|nich|nöd|nid ~ [mehr|meh] ~ nach_hause|nachhause|heim|hei|zhus ~ [heute|hüt|heut|heute_nacht|hinacht]`,
    {
      also: [
        anyOf(
          STAY_ELSEWHERE,
          `er|sie|si|de|papa|papi|mama|mami|vater|mutter|${FAMILY_ALL} ~ [ist|isch|is|esch] ~ [wieder|scho_wieder|so|heute|hüt] ~ komisch|seltsam|komisch_drauf|gereizt|geladen|unberechenbar|voll|${DRUNK}`,
          "wo|irgendwo|wohin ~~ schlafen|schlafe|schlofe|übernachten|übernachte",
        ),
      ],
      unless: [
        p("lager|ferien|ferie|party|geburtstag|übernachtung|pyjama*|schön|lustig|zoo|freibad|badi|kino"),
      ],
    },
  ),
  // Locked in the room by a parent ("het mich i mim Zimmer ibschlosse").
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|er|sie|si ~~ ${ME_ACC}|uns|üs ~~ ${LOCK_PLACE} ~ ibschlosse|ybschlosse|ibschlossä|abgschlosse|abgeschlossen|eingeschlossen|igschlosse|ygschlosse|eingesperrt|igsperrt|ygsperrt|weggesperrt`,
    {
      unless: [
        p(
          `${I} ~ ha|han|hab|habe|hatte|bin|bi ~ ${ME_ACC}|uns ~~ eingeschlossen|igschlosse|ibschlosse|ybschlosse|eingesperrt`,
        ),
        harmlessUnless("versehen|ausversehen|aus_versehen|us_versehe|klemmt|verklemmt", DANGER),
      ],
    },
  ),
  // Hit with a wooden spoon, a belt, a stick.
  rule(
    "violence_at_home",
    anyOf(
      `mit ~ [dem|em|de|am|einem|me|nem|eme|ihrem|sim|sinem|seinem|em_alte] ~ ${IMPLEMENT} ~~ ${HIT}|${HIT_PERF}|ghaue|gehauen|hauen|haut|haue|schlägt|schlaht|schlagen|gschlage|verhauen|verhaue|versohlt|bestraft|gstraft`,
      `${HIT}|${HIT_PERF}|ghaue|gehauen|hauen|haut|haue|schlägt|schlaht|schlagen|gschlage|bestraft ~~ mit ~ [dem|em|de|am|einem|me|nem|eme|ihrem|sim|seinem] ~ ${IMPLEMENT}`,
    ),
    {
      also: [
        anyOf(`${ME_ACC}|${ME}|einen|eim|uns|üs|eus|kind|kinder|chind|chinde`),
        anyOf(`${FAMILY_ALL}|er|sie|si|eltern|eltere`),
      ],
      unless: [
        harmlessUnless(`${COOKING}|${PLAY_WORDS}|trommel|schlagzeug`, `${HURT}|${ME_ACC}|einen|kind|chind`),
      ],
    },
  ),
  // A drunk parent, and the pupil locking themself in or hiding.
  rule("violence_at_home", `${FAMILY_ALL}|er|sie ~~ ${DRUNK}`, {
    also: [
      anyOf(
        `schliess*|bschlüss*|sperr*|versteck*|verkriech* ~ [${I}] ~ ${ME_ACC}|uns|üs ~~ ii|ein|i|in|zimmer|bad|wc|klo|schrank`,
        `${FEAR_BODY}|tür ~~ schlägt|hämmert|tschäderet|tschäderet|poltert|tritt|eingetreten|ytrete|chlopft|haut|hout`,
      ),
    ],
    unless: [p(`hochzeit|party|fest|geburtstag|silvester|${JOKING}|lustig`)],
  }),
  // "Wenn du es jemandem erzählst, dann …": a threat to keep it quiet.
  rule(
    "violence_at_home",
    `wenn|wänn|falls|sobald ~ ${I}|ichs|du|dus|duu ~ [es|s|das|öppis|was] ~ jemand*|öpper*|öpperem|irgendwem|wem|niemand* ~ erzähl*|verzell*|sag*|säg*|verrat* ~~ dann|denn|passiert|gits|gibts|bring*|schlag*|erlebsch|erlebst|bereu*|büss*|schlimm*|tot|umbring*|ins_heim|is_heim|weg|wäg`,
    {
      also: [anyOf(`${FAMILY_ALL}|er|sie|si`)],
      unless: [
        p(
          `überraschung|geschenk|geburtstag|geburi|party|weihnacht*|crush|schwarm|verliebt|${JOKING}|${TOPIC_OR_PLOT}`,
        ),
      ],
    },
  ),
  // A plan for when he loses his temper again: running to the neighbours, hiding.
  rule(
    "violence_at_home",
    `wenn|wänn|falls|sobald ~ [de|der|d|die|dr|mein|mini|min] ~ ${FAMILY_ALL}|er|sie ~ [wieder|scho_wieder|mal|mol|dann] ~ ausrast*|usrast*|uusrast*|rastet|tobt|durchdreht|dreht_durch|zuschlägt|zueschlaht|ausflippt|explodiert|${DRUNK}`,
    {
      also: [
        anyOf(
          "renn*|lauf*|flücht*|versteck*|nachbar*|polizei|abhau*|sperr*|schliess*|bschlüss*|fliehen",
          "niemand*|niemer*|keinem ~ [davon|dervo] ~ erzähl*|verzell*|sag*|säg*",
        ),
      ],
      unless: [p(`${JOKING}|fussball|match|tv|fernseh*|game|spiel|${TOPIC_OR_PLOT}`)],
    },
  ),
  // A hand print or a swollen face to hide.
  rule(
    "violence_at_home",
    anyOf(
      "handabdruck*|handabdrück*|fingerabdrück*|finger ~~ gesicht|gsicht|backe|bagge|wange|hals",
      "gesicht|gsicht|backe|bagge|wange|hals ~~ handabdruck*|handabdrück*",
      "gesicht|gsicht|auge|backe|lippe|nase ~ [ist|isch|is|no|noch|immer_noch] ~ [no|noch|ganz] ~ gschwolle|geschwolle|geschwollen|gschwollä|blutig|blau|aufgeplatzt",
      "lippe|nase|ohr ~ [blutet|bluetet|piept|pfeift|rauscht]",
    ),
    {
      also: [
        anyOf(
          `weg|wäg|verdeck*|abdeck*|überschmink*|schmink*|versteck*|fragen|fragt|sieht|gseht|merkt|ausrede|usred|${FAMILY_ALL}|${HIT_CLEAR}|${HIT_PERF}|${BLOWS}`,
          `gesagt|gseit|gsait ~~ ${I} ~ sei|sig|seg|seig|wär ~~ umgheit|gestürzt|hingefallen|gefallen|gstolperet|gestolpert|tür|treppe`,
          PETTY_REASON,
        ),
      ],
      unless: [
        harmlessUnless(
          `farbe|malen|gips|ton|kunst|basteln|zeichnen|fingerfarbe|training|match|spiel|boxen|handball|volleyball|basketball|velo|skate*|zahnarzt|allergie|insekt*|wespe|biene|mücke|weisheitszahn`,
          `${FAMILY_ALL}|${HIT_CLEAR}|${HIT_PERF}|${BLOWS}|versteck*|ausrede|usred|${PETTY_REASON}`,
        ),
      ],
    },
  ),
  // "Next time it's me, like Mum"; afraid to go home, in English.
  rule(
    "violence_at_home",
    anyOf(
      `nächst*|naechst*|nachst*|nöchst*|nächscht*|nächsti ~ mal|mol ~~ bin|bisch|bist|isch ~ ${I}|du ~ dran|dra|fällig`,
      `${I}|du ~ [bin|bisch|bist] ~ dran|dra|als_nächst*|de_nächsti|der_nächste ~ wie|so_wie ~ [die|d] ~ mama|mami|mueter|mutter|mom|mum`,
    ),
    {
      also: [anyOf(`${FAMILY_ALL}|er|sie|gesagt|gseit|gsait|droht|${FEAR}|scared`)],
      unless: [p(`${SPORT}|${JOKING}|vortrag|referat|prüfung|abfragen|vorlesen|an_der_reihe`)],
    },
  ),
  rule(
    "violence_at_home",
    "scared|afraid|terrified ~~ go_home|going_home|to_go_home|of_my_dad|of_my_mom|of_my_father|of_my_stepdad",
    {
      unless: [p(`${JOKING}|movie|film|game`)],
    },
  ),
  // A slap as something received ("ne Ohrfeige bekommen"), and "eine geklatscht".
  rule(
    "violence_at_home",
    `${BLOWS} ~ bekommen|bekomme|kriegt|gekriegt|gkriegt|übercho|überchoo|gfange|gefangen|kassiert|eingefangen|geholt|abgekriegt`,
    {
      also: [anyOf(`${I}|hab|ha|han|habe|bin`)],
      unless: [
        harmlessUnless(
          `${PLAY_WORDS}|film|serie|buch|theater|herz|puls`,
          `${HOME}|${FAMILY_ALL}|${HURT}|${PETTY_REASON}`,
        ),
      ],
    },
  ),
  rule(
    "violence_at_home",
    `${ME}|mer ~~ eine|eins|eini|eis|e_paar|ein_paar ~ geklatscht|gklatscht|gewatscht|gschmiert|geschmiert|gedonnert|glangt|gelangt|geballert|gehauen|ghaue|verpasst|gscheuert`,
    {
      unless: [
        harmlessUnless(
          `${PLAY_WORDS}|boxen|ball|puck|witz|frage|antwort`,
          `${FAMILY_ALL}|${HOME}|${HURT}|${PETTY_REASON}`,
        ),
      ],
    },
  ),
  // Bruises and a lie to explain them, or a petty reason.
  rule("violence_at_home", "blau* ~ fleck*|fläck*|flack*|fläcke|mose|möse|mösch|mal|mösli", {
    also: [
      anyOf(
        PETTY_REASON,
        `was|wie ~ sag*|säg*|erklär* ~ [${I}] ~~ lehrer*|lehrerin*|turnlehrer*|trainer*|schulsozial*|mama|mami|papa|papi|arzt|ärztin`,
      ),
    ],
    unless: [
      harmlessUnless(
        `${SPORT}|velo|skate*|hingefallen|gestürzt|treppe|ausgerutscht`,
        `${PETTY_REASON}|${HOME}|${FAMILY_ALL}`,
      ),
    ],
  }),
  rule(
    "violence_at_home",
    `gesagt|gseit|gsait|erzählt|verzellt ~~ ${I} ~ sei|sig|seg|seig|wär ~~ umgheit|gestürzt|hingefallen|gefallen|gstolperet|gestolpert|tür|treppe ~~ aber|in_wahrheit|eigentlich|dabei|obwohl ~~ ${FAMILY_ALL}|er|sie`,
  ),
  // A knife waved around at home, the pupil locked in to hide.
  rule(
    "violence_at_home",
    `${FAMILY_ALL}|er|sie ~~ messer|waffe|pistole|schere|axt ~~ rumfuchtel*|herumfuchtel*|fuchtelt|fuchtled|rumlauft|rumläuft|droht|zielt|auf_uns|uf_üs|auf_mich|uf_mi|hinterher`,
    {
      also: [
        anyOf(
          `${FEAR_BODY}|eingeschlossen|igschlosse|ibschlosse|polizei|${pairs("eltern|eltere|mama|papa", "nicht_da|nöd_da|nid_da|weg")}`,
        ),
      ],
    },
  ),
  // Threatened with being sent to a home, and shouted at at night.
  rule(
    "violence_at_home",
    `droh*|tröit|tröt|dröit|gedroht|tröiht|trouet|sagt|seit|schreit ~~ schick*|steck*|gib*|bring* ~ [${ME_ACC}] ~ [is|ins|i_s|in_ein|in_es|in_s] ~ heim|kinderheim|internat|pflegefamilie`,
    {
      also: [
        anyOf(FAMILY_ALL),
        anyOf(`schreit|brüllt|brüelet|znacht|nachts|immer|dauernd|${FEAR}|schlaf*|schlof*`),
      ],
      unless: [p(`note|noten|zeugnis|prüfung|${JOKING}|${TOPIC_OR_PLOT}`)],
    },
  ),
];
