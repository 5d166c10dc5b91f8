import { phrase as p } from "../crisis-normalise.ts";
import { anyOf, type CrisisRule, harmlessUnless, ruleFor } from "./rule.ts";
import { MATERIALS, ME, ME_ACC, SELF } from "./words.ts";

// Self-harm: see decision 019 for what is and is not detected. Most acts (cutting, scratching,
// burning, hitting) are also everyday accidents, so a rule mostly needs two signals: the act and
// a first person, a body part, a tool, a motive or a wish to hide it. Unambiguous words
// ("Selbstverletzung", "SVV", "ritzen" away from minerals, carving and film plots) stand alone.

/** A self-harm rule; every `also` phrase must match somewhere in the message too. */
const sh = ruleFor("self_harm");

// --- Word lists (normalised like the messages, see crisis-normalise.ts) ---

/** "I" in Standard German and the dialects (Züri/Bärn "i", "ig", Lozärn "ech"). */
const I = "ich|i|ig|ech|ik";
/** A first person anywhere: subject, object or "hab(e)" with the subject dropped. */
const FIRST = `${I}|${ME}|mein|meine|meinen|meinem|meiner|mini|mine|min|mis|minere|mim|hab|han|ha|habe|hatte|bin|bi|my|myself`;
/** Places on the body where pupils hurt themselves (not fingers: those are kitchen accidents). */
const BODY =
  "arm|arme|armen|arm*gelenk*|unterarm*|oberarm*|handg*nk*|hangelenk*|pulsader*|" +
  "bein|beine|beinen|beini|oberschenkel*|oberschankel*|schenkel|schankel|bauch|hufte|huften|haut|hut|" +
  "wade|waden|is_bei|ids_bei|am_bei|mis_bei|mini_bei|d_bei|de_bei|wrist|wrists|arms|legs|thighs";
const CUT =
  "schneid*|schnid|schnide|schniid|schnida|*geschnit*|*gschnit*|aufgeschnit*|ufgschnit*|aufschneid*|" +
  "*schlitzt|aufschlitz*|ufschlitz*|cut|cuten|gecutet|cutting";
const CUT_PAST =
  "geschniten|geschnite|gschnite|gschniten|gschnit|gschnitu|gschnita|aufgeschniten|ufgschnite|gecutet";
const RITZ = "ritz|ritze|ritzen|ritzt|ritzte|ritzi|rize|rizen|rizt|geritzt|gritzt|grizt|*geritzt|ritzer*";
const KRATZ = "kratz*|chratz*|*gekratzt|*gkratzt|*gchratzt|aufkratz*|ufchratz*|verkratz*|verchratz*";
const BURN =
  "verbren*|verbran*|verbron*|gebrant|gebrent|brenn|brene|brenne|bren|bran|brane|branen|brenen|burn|burned|burning|verbruh*";
const BLOOD =
  "blut|blute|bluten|blutet|blutete|bluetet|blutig|blutige|blutflek*|blutfleck*|blutspur*|durchgeblut*|bleed|bleeding|blood";
/** Words that mark the act as wanted, not an accident. */
const INTENT =
  "absichtlich|absichtli|mit_absicht|expres|express|freiwillig|on_purpose|bestraf*|strafe|" +
  "schlecht_geht|schlecht_gaht|schlecht_fuhl|schlecht_fuhle|schlecht_fuhl*|wutend|wuetend|wuetig|traurig|" +
  "druck|hilft_mir|hilft_mer|gut_angefuhlt|guet_agfuhlt|gut_an|tut_gut|tuet_guet|ritz*|klinge*|" +
  "verstek*|versteck*|niemand|keiner|wieder_mal|verdient|verdien*|irgendwas_fuhl*|irgendwas_spur*|opis_spur*|opis_fuhl*|etwas_spur*|etwas_fuhl*|uberhaupt";
/** What pupils say the act does for them: quiet, less pressure, feeling something. */
const RELIEF =
  "leise|ruhig|ruhiger|ruhe|still|druck_weg|druck_wag|druck_raus|druck_los|rausnimt|nimt_den_druck|isch_weg|ist_weg|" +
  "erleichter*|beruhig*|spur*|fuhl*|besser_gaht|besser_geht|abschalt*|einzige|einzig|scham|schame|schame_mich|scham_i_mi|verdient";
/** Fake wounds for Halloween, carnival or theatre. */
const COSTUME = "halowen|kunstblut|schmink*|kostum|fasnacht|fasnet|karneval|theater|make_up|makeup";
/** Wounds and what they leave behind. */
const WOUND =
  "narbe|narben|narbi|narbe*|narba|narbu|schnit|schnite|schniten|schnitwunde*|wunde|wunden|kratzer|brandwunde*|brandnarbe*|" +
  "blaue_fleck*|blaui_fleck*|verletzung*|cuts|scars|frische_stel*|frischen_stel*|frischi_stel*|offene_stel*|stelen_am|stele_am|stelen_an";
/** The wish that nobody sees, asks or finds out. */
const HIDE =
  "versteck*|verstek*|zudeck*|zuedeck*|abdeck*|kaschier*|uberschmink*|abkleb*|verberg*|verbirg*|hide|cover|" +
  "niemand|keiner|kener|niemer|nieme|niamu|niemu|niemerem|niemertem|niemandem|keinem|nobody|kein_mensch|ausrede|usred|usrede";
const SEEN_OR_ASKED =
  "seh|sehe|sehen|sehn|sieht|seht|gseh|gsehe|gseht|gse|gsehn|gesehen|merkt|merke|merkts|mergt|frag|fragt|" +
  "fragen|frogt|froge|mitbekomt|mitkriegt|entdeckt|entdekt|herausfindet|weis|weiss|checkt";
const ACCIDENT =
  "aus_versehen|ausversehen|versehentlich|unabsichtlich|unfal|unfall|kochen|koche|gekocht|chochen|choche|" +
  "chuchi|kuche|schalen|schale|gschalt|geschalt|rubli|karote*|zwiebel*|tomate*|gemuse|gmues|brot|apfel|opfel|" +
  "kartofel*|herdopfel|fleisch|poulet|abgerutscht|usgrutscht|ausgerutscht|rasieren|rasiere|rasiert|papier|" +
  "dose|konserve|scherbe_aufgehoben|hingefalen|umgheit|gestolpert|gesturzt|gstolperet|velo|fusbal|sport|" +
  "training|skifahren|skifahre|snowboard|werken|basteln|bastle|schnitzen|schnitze|finger|daumen|dume|fingernagel|" +
  "fast|fasch|fascht|beinahe|fast_geschniten";
/** Carving, cracks and material science: harmless readings of "ritzen". */
const CARVING =
  "holz|baum|rinde|stam|bank|schulbank|pult|tisch|tur|wand|mauer|fuge|boden|parket|ton|lehm|speckstein|linol*|" +
  "kurbis|seife|wachs|kerze|name|namen|initiale*|herz|muster|glas|quarz|stein|sofa|couch|labor|mohs*";
/** A film, a series or a book: a plot, not the pupil. */
const MEDIA =
  "film|filme|serie|folge|staffel|buch|roman|figur|hauptfigur|protagonist*|charakter|netflix|anime|manga|episode";
const SICK_OR_PERIOD =
  "periode|mens|menstruation|tage|tampon|binde|binden|unterhose|slip|nasenblut*|nase|zahnfleisch|zahn*";
const ITCH =
  "muck*|muckenstich*|stich|stiche|juck*|gebissen|pickel|bibeli|schorf|ekzem|neurodermitis|ausschlag|allergie|" +
  "katze|chatz|busi|hund|hamster|meersau*|kaninchen";
/** Punishments that are not pain: a phone ban, no gaming. */
const NOT_PAIN = "handy*|zock*|game*|gamen|netflix|serie*|fernseh*|tv|schoggi|susigkeit*";
/** Eating context: self-punishment for eating belongs to the eating-disorder rules. */
const EATING = "kalorie*|kcal|gegesen|gase|gese|esen|ese|ase|zunehm*|zunim*|zuneh*|abnehm*|fet|dick";
/** Scars from an operation or acne, scratches on a phone, a grade average ("Schnitt"). */
const HARMLESS_WOUND =
  "op|operation|blinddarm|kaiserschnit|akne|pickel|windpocken|impf*|video*|clip*|film*|haar*|note|noten|notenschnit|" +
  "zeugnis|durchschnit|prufung|prufig|test|handy|bildschirm|display|auto|tisch|holz|brile|lack|mobel|bril";
const NOBODY_SH = "niemand|niemer|niemert|nieme|niamu|niemu|keiner|kener|kein_mensch|nobody|no_one";
const CLEAN_OTHER =
  "rauch*|zigi|zigis|zigarete*|vape|vapen|alkohol|kif*|gras|weed|droge*|zock*|gam*|handy|social*|tiktok|" +
  "insta|zucker|schoggi|snus|code|zimer|girl";

const SH_WORD =
  "selbstverletz*|selbst_verletz*|selbstverlez*|selbsverletz*|selbstverlet*|svv|self_harm|selfharm|self_harming|self_injury";
/** A school task or a third-person topic (like SCHOOL_TOPIC for "Suizid", suicide-words.ts). */
const SH_TOPIC =
  "plakat|referat|vortrag|prasentation|presentation|quelle|quelen|fakten|statistik*|studie*|artikel|aufsatz|projekt|" +
  "projektarbeit|dossier|unterricht|lektion|bio|biologie|psychologie|ethik|schulprojekt|fur_die_schule|fur_d_schuel|" +
  "fur_de_unterricht|thema|zum_thema|bei_jugendlichen|bi_jugendliche|jugendliche|jugendlichen|schuler|doku*|buch|roman|film|serie";
/** The pupil next to the word: "ich habe SVV", "meine Selbstverletzung", "hab wieder selbstverletzt". */
const SH_MINE = new RegExp(
  ` (?:${I}|${ME}|mein|meine|meinem|meiner|meinen|min|mini|mis|minere|my|hab|han|ha|habe|hatte|bin|bi|wieder|widr|ruckfal) (?:(?!(?:uber|ubers|zum|zur|zu|thema|von|vo|bei|bi|fur|about|on|of) )\\S+ ){0,3}(?:${p(SH_WORD).source.trim()}) `,
);
/** Vetoes the bare word in a school topic where the pupil does not speak of themself. */
const SH_TOPIC_NOT_ME = new RegExp(`^(?!.*(?:${SH_MINE.source})).*${p(SH_TOPIC).source}`);

// --- Round four word lists ---

/** Tools pupils hurt themselves with ("die Sache mit dem Messer", "mit de Schär"). */
const TOOL =
  "meser|maser|klinge|klingen|klinga|chlinge|chlinga|rasierklinge*|rasierer|schere|schar|scheri|zirkel|zirkul|" +
  "scherbe|scherbe*|cuter|teppichmeser|japanmeser|feuerzeug|feuerzug|furzug|fuerzug|gumiband|nadel|knife|blade|razor|scissors";
const TOOL_ARTICLE = "[dem|der|em|de|dr|d|mim|minere|meiner|meinem|nem|ner|the|my|m]";
/** A tool's ordinary use: cooking, crafts, geometry, shaving, candles, the barbecue. */
const TOOL_USE =
  "kochen|koche|gekocht|choche|chuchi|kuche|rezept|zwiebel*|tomate*|gemuse|brot|fleisch|poulet|apfel|kartofel*|rubli|" +
  "basteln|bastle|gebastelt|werken|papier|karton|stof|naht|nahen|schnitmuster|geschenk*|verpack*|paket|" +
  "geometrie|geo|mathe|kreis|kreise|zeichn*|konstruier*|hausaufgabe*|hausi|aufgabe*|rasier*|bart|haar*|frisur|pony|" +
  "nagel|negel|fingernagel*|kerze*|anzund*|azund*|grill*|lagerfeuer|feuerwerk|rauch*|zigi|zigarete*|schnitz*|holz|" +
  "garten|blume*|rose*|hecke|pflanze*|naturkunde|unterricht|film|serie|buch|game|spiel|minecraft|zelda|fortnite";
/** Saying the wounds are not from an accident: "die sind nicht vom Basteln", "nicht von der Katze". */
const NOT_ACCIDENT = p(
  "nicht|nid|nod|ned|nit|net|not|kei|kein ~ [vom|von|vo|beim|bim|bi|from|durch|wegen|wage] [der|de|d|dem|em|einem|ere] " +
    "basteln|bastle|kochen|koche|katze|chatz|busi|hund|unfal|unfall|velo|sport|fusbal|training|papier|rasieren|sturz|" +
    "hinfalen|umfalen|dornen|garten|gestolpert|zufal|versehen|ausversehen",
);
/** Places and clothes where skin is shown: the pool, sport, summer, short trousers. */
const SHOWING =
  "schwim*|schwum*|schwumbad|hallenbad|badi|freibad|bikini|badehose|badkleid|badekleid|sportlager|lager|turnen|turne|" +
  "sportunterricht|sport|kurz*|t_shirt|tshirt|top|sommer|summer|umzieh*|umziehen|garderobe|strand|see";
/** Accidents and harmless wounds, without sport (which SHOWING names). */
const HARMLESS_HURT =
  "aus_versehen|ausversehen|versehentlich|unabsichtlich|unfal|unfall|kochen|koche|gekocht|chochen|kuche|chuchi|rasier*|" +
  "papier|hingefalen|gestolpert|gesturzt|gstolperet|velo*|*unfal*|skifahren|snowboard|fusbal|training|match|dornen|katze|chatz|" +
  "busi|hund|hamster|op|operation|blinddarm|kaiserschnit|impf*|akne|pickel|windpocken|tato*|piercing|schurf*|" +
  "knie|elbogen|halowen|kunstblut|schmink*|kostum|basteln|bastle|werken|zwiebel*|brot|finger|daumen|muck*|zecke*|" +
  "rustmeser|kuchenmeser|brotmeser|taschenmeser|sackmeser|rusten|ruste|gerustet|schalen|schale";
/** Marks only the pupil has made: intent, a blade, "selber gemacht", "not from an accident". */
const OWN_DOING =
  "ritz*|absichtlich|absichtli|extra|expres|mit_absicht|klinge*|rasierklinge*|selber_gemacht|selbst_gemacht|" +
  "salber_gmacht|eigene|eigenen|eigeni|own";
/** Another person's fist against the wall: violence at home, not self-harm. */
const FIST_OF_ANOTHER = harmlessUnless(
  "papa|papi|vater|vati|mama|mami|mutter|bruder|stiefvater|er|sie|si",
  `${I} ~ hau|haue|schlag*|schla|box*|meine_knochel|mini_knochel|meine_faust|mini_fust`,
);
const SCALDING = "heis|heisi|heise|kochend*|siedend*|bruhend*|hot";
const SHOWER = "dusch*|bad|wasser|bade|shower";
/** Cuts, scratches and scars (not bruises: sport makes those). */
const MARKS =
  "schnite|schniten|schnit|schnitwund*|cuts|ritzer|kratzer|wunde|wunden|narb*|brandwund*|stelen|stele";
/** Looking after a wound. */
const CARE = "desinfizier*|verarzt*|verbind*|nahen|pflege*|heil*|versorg*|clean";
/** Not able to bear it otherwise. */
const CANT_BEAR = anyOf(
  "halt|halte|haltes|halts|halti|hald|hebe|heb ~ [ich|i|es|s|das|ichs|is|ech] ~ nicht|nid|nod|nit|net|ned|not|kaum ~ [mehr|meh] ~ aus|us|uus|durch",
  "nicht|nid|nod|nit|net|ned|not|kaum ~ aushalt*|ushalt*|usshalt*|ertrag*|ertrage|packe|pack|schaf*",
  "cant_take_it|can_t_take_it|cant_handle_it|can_t_handle_it|sonst|susch|suscht|sunst|ansonsten|otherwise ~~ explodier*|platz*|dreh*_durch|verruckt|durch",
);
/** Others hitting: the violence-at-home and bullying rules answer for them. */
const HIT_SELF =
  "schlag*|schla|schlah|schlo|schlat|box*|hau|haue|haut|hou|kneif*|knif*|zwick*|chnubl*|klopf*|chlopf*|pfetsch*|beis*|bis|bise|kratz*|chratz*";
const BRUISE =
  "blau*|blaui|blut*|fleck*|flack*|weh|rot|schwil*|geschwolen|aufplatz*|ufplatz*|aufgeh*|ufgah|ufgange|aufgeschlagen|offen|wund";

/** A book or film in which someone else "ritzt sich", unless the pupil says it of themself. */
const OTHERS_IN_A_BOOK = harmlessUnless(
  `${MEDIA}|gschicht|geschichte|erzahlung|lekture|zamefasig|zusamenfasung`,
  `${RITZ} ${ME_ACC}|${ME_ACC} ~ ${RITZ}|${I} ${RITZ}`,
);

export const SELF_HARM_RULES: CrisisRule[] = [
  // The names of the thing itself, in German, Swiss abbreviations and English.
  // As a school topic in third person ("Plakat über Selbstverletzung bei Jugendlichen", "Referat
  // über selbstverletzendes Verhalten für Bio") they do not, unless the pupil speaks of themself.
  sh(SH_WORD, { unless: [SH_TOPIC_NOT_ME] }),
  sh("cut|cutting|cuted|hurt|hurting|harm|harming|burn|burning myself|my_wrist|my_wrists|my_arms|my_thighs", {
    unless: ["hair|nails|finger|cooking"],
  }),
  sh("cut|cutting|cuted again|relapse"),
  sh("cutting|cuted wieder|heute|today"),

  // "verletzen" with "selbst", or as a wish.
  sh(`verletz*|verlez*|verletze|verlezt ${ME} [absichtlich|extra] ${SELF}`),
  sh(`${ME} ${SELF} ~ verletz*|verlez*`),
  sh(`${I} verletze|verletz|verlez ${ME_ACC}`, { unless: [harmlessUnless(ACCIDENT, INTENT)] }),
  sh(
    `will|wil|wot|wott|mochte|mochti|mus|muss|brauch|drang ${ME_ACC} [${SELF}] [wieder|grad|jetzt] verletzen|verletze`,
  ),

  // Ritzen: alone it means cutting oneself; minerals, carving, cracks and film plots are vetoed
  // unless the pupil speaks of themself next to the verb.
  sh(`${RITZ} ${ME_ACC}`),
  sh(`${ME_ACC} ~ ${RITZ}`, { unless: [harmlessUnless(CARVING, BODY)] }),
  sh(`${ME} ~ ${RITZ}`, { also: [BODY] }),
  sh(`${I} ~ ${RITZ}`, { unless: [harmlessUnless(`${CARVING}|ritzel|ritzeln`, BODY), OTHERS_IN_A_BOOK] }),
  sh(`${RITZ} ~ ${I}`, { unless: [harmlessUnless(`${CARVING}|ritzel`, BODY), OTHERS_IN_A_BOOK] }),
  sh(`hab|han|ha|habe|hatte|wieder|widr|nicht|nid|nod|aufhoren|ufhore ~ ${RITZ}`, {
    unless: [harmlessUnless(CARVING, BODY), MATERIALS],
  }),
  sh(RITZ, {
    unless: [
      MATERIALS,
      p(CARVING),
      p(MEDIA),
      p("die|der|de|d|dr|einer|ere|eine|in_der|i_de|ide|us_de|aus_der ritze|ritzen|rize"),
    ],
  }),

  // Cutting: oneself ("schneide mich"), a body part, a blade; kitchen and shaving accidents,
  // fingers, hair and nails are not.
  sh(`schneide|schneid|schnid|schnide|schniid|schnida|cute|cut ${ME_ACC}`, {
    unless: [harmlessUnless(`${ACCIDENT}|haar*|hor|nagel|negel|bart|pony`, INTENT)],
  }),
  sh(`${ME_ACC} ~ ${CUT_PAST}`, {
    unless: [
      harmlessUnless(`${ACCIDENT}|haar*|hor|har|nagel|negel|nagel*|bart|pony|coiffeur|frisur`, INTENT),
    ],
  }),
  sh(`${ME} ~~ ${CUT}|${RITZ}|${BURN}|${KRATZ}`, {
    also: [BODY, FIRST],
    unless: [
      harmlessUnless(`${ACCIDENT}|haar*|nagel*|sonne*|sonnenbrand|herd|ofen|backofen|pfanne|grill*`, INTENT),
    ],
  }),
  sh(`${I} ~ ${CUT}`, {
    also: [BODY],
    unless: [harmlessUnless(`${ACCIDENT}|video*|clip*|film*|haar*|fleisch|stof|papier`, INTENT)],
  }),
  sh(
    "klinge|klingen|rasierklinge*|chlinge|chlinga|klinga|rasierer_klinge|cuter|teppichmesser|japanmesser|skalpel*|scherbe|scherben|glasscherbe*|spitzerklinge*",
    {
      also: [
        `${BODY}|${CUT}|${RITZ}|${BLOOD}|brauch*|bruch*|bruche|runterkomen|abecho|abe_cho|beruhig*|druck`,
      ],
      unless: [
        harmlessUnless(
          "schwert|zelda|minecraft|fortnite|spiel|game|waffe|werken|basteln|bastle|karton|papier|teppich",
          INTENT,
        ),
      ],
    },
  ),
  // Taking the blade out of a sharpener or a razor is how many pupils get one.
  sh(
    "klinge*|chlinge* ~ aus|us|usem|ussem|vom|vo|rausholen|rausnehmen ~ [dem|em|de|mim|meinem|am] spitzer|anspitzer|spitzerli|rasierer|einwegrasierer|rasierhobel",
  ),
  sh(
    "spitzer|anspitzer|spitzerli ~~ auseinander|zerlegen|ufschrube|aufschrauben|kaputt_machen ~~ klinge*|chlinge*",
  ),

  sh(
    `${I}|mach|mache|gmacht|gemacht ~ ${ME} ~ [absichtlich|extra|selber|selbst] ~ wunde|wunden|kratzer|schnite|schnit|cuts`,
    {
      also: [`${BODY}|zirkel|schere|meser|klinge*|scherbe*`],
    },
  ),
  sh(`wunde*|kratzer|schnite|schnit|narbe*|verletzung*|cuts ~ von|vo|vom ~ ${ME} ${SELF}`),
  sh(`meser|klinge*|schere|zirkel|scherbe*|rasierklinge* ~~ ${BODY} ~~ ${CUT}`, {
    also: [`${FIRST}|heute|hut|gestern|geschter|wieder|widr`],
    unless: [harmlessUnless(`${ACCIDENT}|${MEDIA}|chirurg*|arzt|operation|op|poulet|fisch`, INTENT)],
  }),
  sh(`schnite|schniten|schnitwunde*|cuts|ritzer ~~ ${BODY}`, {
    also: [`${FIRST}|wie|how`],
    unless: [
      harmlessUnless(
        `${ACCIDENT}|${MEDIA}|halowen|kunstblut|schmink*|kostum|brot|chirurg*|operation`,
        INTENT,
      ),
    ],
  }),
  sh(`${BODY} ~~ narbe|narben|narbi|scars|schnite|schniten`, {
    also: [`${I}|hab|han|habe|hatte|meine|mini|mine|mis|my`],
    unless: [
      harmlessUnless(
        "op|operation|unfal|unfall|velo|gebrochen|brand|verbrenung|impf*|biologie|bio|entstehen|entsteht|heilen|heilt|katze|chatz|hund|krieg|opa|oma|grosi|grospapi|neni|papa|mama|vater|mutter|bruder|schwester|brot|halowen|kunstblut|schmink*",
        `${HIDE}|meine_narbe*|mini_narbe*|my_scars`,
      ),
    ],
  }),
  // "cutten" is teen slang too; its "cute" form only before "mich", since "cute" is also "süss".
  sh(`hab|han|ha|habe|wieder|widr|mich|mi ~ gecutet|cuten|gecuted`),
  sh(`beise|beis|beiss [${I}] ${ME_ACC}|${ME} ~~ bis ~ [es|s] ${BLOOD}`),
  sh(`${ME_ACC} ~~ verletzt|verlezt|verletz`, {
    also: [
      "absichtlich|absichtli|expres|mit_absicht|extra|klinge*|scherbe*|rasierklinge*|bestraf*|selber|selbst|salber|selbscht",
    ],
    unless: [
      harmlessUnless(ACCIDENT, "absichtlich|absichtli|expres|mit_absicht|klinge*|rasierklinge*|bestraf*"),
    ],
  }),

  sh(
    `${ME} [${SELF}] ~ schmerzen|schmerz|schmarze|verletzungen|wunden ~ [zu|zue] zufugen|zufuge|zuefuege|zugefugt|zuegfuegt|mache|machen|gmacht|gemacht`,
    {
      also: [`${SELF}|absichtlich|expres|mit_absicht|wil|will|wot|brauch*|bestraf*|imer|immer|wieder`],
    },
  ),
  sh(`mache|mach|fuge|fug|fuege ${ME} [${SELF}] ~ schmerzen|schmerz|schmarze|wunden|verletzungen|kratzer`, {
    also: [`${SELF}|absichtlich|expres|mit_absicht|wil|will|wot|brauch*|bestraf*|imer|immer|wieder|zu|zue`],
    unless: [p("sorgen|gedanken|stres|vorwurf*|vorwurfe")],
  }),
  sh("selbstzugefugt*|selbst_zugefugt*"),
  sh(
    "nadel|zirkel|stecknadel|sicherheitsnadel|spitzer ~~ haut|arm|arme|armen|bein|beine|oberschenkel*|handg*nk* ~~ gestochen|stech*|gstoche|*ritzt|kratzt|gekratzt|lochli|locher",
    {
      also: [FIRST],
      unless: [p("arzt|dokter|impf*|piercing|tatoo|tattoo|nahen|nahe|blutabnahme|akupunktur|zecke|dorn*")],
    },
  ),
  sh(`kneif*|knif*|zwick*|chnubl* ${ME_ACC} ~~ bis|blau*|blut*`),
  sh("haut|nagelhaut|fingerhaut ~~ bis ~ [es|s] blut*|blutet", {
    also: [FIRST, "reis*|zupf*|knibel*|pul*|beis*|kratz*|chratz*|rupf*"],
  }),
  sh(`woher|vo_wo|wo_her ~~ ${WOUND}|kratzer ~~ komen|komt|chomed|chome|chunt|sind|stamen`, {
    also: [`${FIRST}|mama|mami|mutter|eltern|papa|papi|lehrer*`],
    unless: [p(HARMLESS_WOUND)],
  }),
  sh(`erklar*|ausrede|usred*|luge|lug|lugen|gelogen|glogen ~~ ${WOUND}|kratzer|blaue_fleck*`, {
    also: [`${FIRST}|mama|mami|mutter|eltern|papa|papi|lehrer*`],
    unless: [p(`${HARMLESS_WOUND}|unfal|unfall|velo|sturz|gesturzt|hingefalen`)],
  }),
  sh("rasierklinge*|rasierklinga", {
    also: [
      `${I}|${ME}|mein|meine|meinem|mim|mine|mini`,
      "gekauft|kaufen|kauft|besorgt|versteckt|verstek*|versteck*|dabei|etui|thek|kissen|schublade|nachttisch",
    ],
    unless: [p("papa|papi|vater|bruder|rasier|rasieren|rasiere|bart")],
  }),

  // Scratching until it bleeds or is sore; insect bites, itching and pets are not.
  sh(
    `${KRATZ} ~~ bis|bisch ~ [es|s|ich|i|das|dass|blut] ${BLOOD}|wund|offen|blutig|blut_kommt|bluet_chunt|blut_chunt`,
    {
      also: [FIRST],
      unless: [harmlessUnless(ITCH, INTENT)],
    },
  ),
  sh(`${KRATZ} ~~ blutig|wund|offen|kaputt`, { also: [FIRST], unless: [harmlessUnless(ITCH, INTENT)] }),
  sh(`blutig|wund|offen|kaputt ~ ${KRATZ}`, { also: [FIRST], unless: [harmlessUnless(ITCH, INTENT)] }),
  sh(`${KRATZ} ${I} ${ME_ACC}|${ME}`, {
    also: [`${INTENT}|${BLOOD}|wund`],
    unless: [harmlessUnless(ITCH, "absichtlich|bestraf*|blut*")],
  }),

  // Burning oneself on purpose: the act with intent, or with a lighter, cigarette or iron.
  ...[`${ME} ~~ ${BURN}`, `${BURN} ${ME_ACC}`].map((pattern) =>
    sh(pattern, {
      also: [`${INTENT}|extra`],
      unless: [
        harmlessUnless(
          "sonne*|sonnenbrand|herd|ofen|backofen|pfanne|grill*|suppe|tee|zunge|koch*|chochen|backe|backen|lagerfeuer|feuerwerk",
          "absichtlich|absichtli|mit_absicht|expres|extra|gut_angefuhlt|tut_gut|bestraf*|wieder_mal",
        ),
      ],
    }),
  ),
  sh(
    `feuerzeug|feuerzug|furzug|fuerzug|zigarete*|zigi|zigis|kipe|bugeleisen|bugelise|bugelisen|gluhend*|gluend* ~~ ${BURN}`,
    {
      also: [`haut|${BODY}`, FIRST],
      unless: [
        harmlessUnless(
          "bugeln|bugle|beim_bugeln|grill*|lagerfeuer|camping|kerze|ausversehen|aus_versehen|unabsichtlich",
          "absichtlich|extra|expres|gut_angefuhlt|tut_gut|bestraf*",
        ),
      ],
    },
  ),
  sh(`${BURN} ~~ feuerzeug|feuerzug|furzug|fuerzug|zigarete*|zigi|kipe|bugeleisen|bugelise|gluhend*`, {
    also: [`haut|${BODY}`, FIRST],
    unless: [
      harmlessUnless(
        "bugeln|bugle|beim_bugeln|grill*|lagerfeuer|camping|ausversehen|aus_versehen|unabsichtlich",
        "absichtlich|extra|expres|gut_angefuhlt|tut_gut|bestraf*",
      ),
    ],
  }),
  sh(
    `zigarete*|zigi|kipe ~~ aus|usdruck*|ausdruck*|ausgedruckt ~ auf|uf ~ [meinem|meiner|min|minere|mim|mi|dem|de|em] ${BODY}|hand`,
  ),
  sh(
    `zigarete*|zigi|kipe ~ auf|uf ~ [meinem|meiner|min|minere|mim|mi|dem|de|em] ${BODY}|hand ~ aus|usdruck*|ausdruck*|ausgedruckt|usdrukt|usgedrukt`,
  ),

  sh(
    "halt*|hebe|heb|hab ~~ hand|finger|arm|haut ~ uber|in|an|uf|auf|is|id ~ [die|de|d|den|e|eine|ne] kerze|flame|flamme|herdplatte|feuer|fur|feurzeug|feuerzeug",
    {
      also: [FIRST, "bis|lang|lange|weh|schmerz*|brent|brennt|absichtlich|extra|expres|gut"],
      unless: [p("experiment|physik|chemie|unterricht|lehrer*|bunsenbrener")],
    },
  ),
  sh(
    `feuerzeug|feuerzug|furzug|fuerzug|zigarete*|zigi|kerze|flame|flamme|bugeleisen|bugelise ~~ an|a|uf|auf|gegen|unter ~ [meine|mini|mine|min|die|d|de|den] haut|${BODY}`,
    {
      also: [FIRST, "halt*|hebe|heb|druck*|bis|weh|brent|brennt|spur*|gut_an"],
      unless: [
        harmlessUnless(
          "ausversehen|aus_versehen|unabsichtlich|camping|lagerfeuer|grill*",
          "absichtlich|bis|bestraf*|gut_an|weh",
        ),
      ],
    },
  ),
  sh("fingernagel|fingernagle|nagel|negel ~~ haut|arm|arme|handgelenk*|hand ~~ bis ~ [es|s] blut*", {
    also: [FIRST],
  }),
  sh(
    "wunde|wunden|narbe*|schorf|kruste ~~ aufreis*|ufrise|aufgerisen|aufkratz*|ufchratz*|aufgekratzt|nicht_heilen|nid_heile|nod_heile|offen_halten",
    {
      also: [FIRST, "absichtlich|extra|expres|imer|immer|wieder|wil|will|wot|damit|dass"],
      unless: [p("juck*|muck*|stich*|ekzem|pickel")],
    },
  ),

  // Hitting oneself: the head against the wall (not the idiom "I could bang my head"), or
  // beating oneself with "selbst" or a body part.
  sh(
    "kopf|chopf|grind|gring|schadel ~ gegen|gege|gage|gag|gaga|a|an|uf|auf|in ~ [die|de|d|den|e|d] wand|wend|mur|mauer|tur|schrank|tisch|bode|boden|spiegel|heizig|heizung",
    {
      also: [
        "schlag*|schla|schlah|schlan|schlane|schlo|schlat|gschlage|geschlagen|hau|haue|haut|hou|gehauen|ghaue|ghaut|knal*|bang*|ram*|box*|donner*|tusch*",
        FIRST,
      ],
      unless: [
        harmlessUnless(
          "konte|konti|kont|chont|chonti|chonte|chonnt|wurde_am_liebsten|am_liebsten|aufgabe|mathe|hausi|hausaufgabe*",
          "bis|blut*|immer|jedes_mal|wenn_ich|wen_ich|wenn_i|wen_i|wieder",
        ),
      ],
    },
  ),
  sh("faust|fauste|knochel|fingerknochel ~~ blut*|bluten|blutet|aufgeschlagen|ufgschlage|kaputt|offen", {
    also: [FIRST, "wand|mauer|mur|tur|schrank|spiegel|box*|schlag*|schlah|hau|haue"],
    unless: [
      p(
        `boxtraining|boxclub|training|sandsack|kampf|sparing|turnier|match|${MEDIA}|konte|konti|chont|chonti|am_liebsten`,
      ),
      FIST_OF_ANOTHER,
    ],
  }),
  sh(
    `schlag|schlage|schla|schlah|schlo|hau|haue|hou|box|boxe|chlopf*|klopf*|tret|trete|pfetsch* ${ME} ${SELF}`,
  ),
  sh(`${ME} ${SELF} ~ schlag*|schla|schlah|schlo|geschlagen|gschlage|ghaue|gehauen|box*|chlopf*|pfetsch*`, {
    unless: [p("schach|spiel*|match|tenis|pingpong|game|fortnite|minecraft|kil|kill|killt|gekillt")],
  }),
  sh(
    `${I} ~ schlag|schlage|schla|schlah|schlo|hau|haue|hou|box|boxe ~ ${ME}|mir ~ [in|is|ins|uf|auf|i] ~ gesicht|gsicht|kopf|chopf|bauch|beine|bein|arme|arm|oberschenkel*|faust|blau*`,
  ),
  sh(
    `schlag|schlage|schla|schlah|schlo|hau|haue|hou|box|boxe ${I} ${ME_ACC}|mir|mer ~ [${SELF}] ~ gesicht|gsicht|kopf|chopf|bauch|beine|bein|arme|arm|blau*|bis|${SELF}`,
  ),

  // Punishing oneself.
  sh("selbstbestrafung|selbstbestraf*|selbst_bestraf*"),
  sh(`bestraf*|bestrof* ${ME_ACC} ${SELF}`, { unless: [p(`${NOT_PAIN}|${EATING}`)] }),
  sh(`${I} bestraf*|bestrof*|bestrofe ${ME_ACC}`, { unless: [p(`${NOT_PAIN}|${EATING}`)] }),
  sh(`bestraf*|bestrof*|strafe|straf ${I} ${ME_ACC}`, { unless: [p(`${NOT_PAIN}|${EATING}`)] }),
  sh(
    `${ME_ACC} [${SELF}] [dafur|defur|damit|so] bestrafe|bestrafen|bestrofe|strafe|zu_bestrafen|z_bestrafe`,
    {
      also: [I],
      unless: [p(`${NOT_PAIN}|${EATING}|eltern|mama|mami|papa|papi|lehrer*`)],
    },
  ),

  // Needing the pain, feeling only through pain.
  sh(
    "brauch|brauche|bruch|bruche|bruuch|brauchte [ich|i|ig] [den|de|da|die|disen|diesen|das] schmerz|schmerzen|schmarz|schmarze|weh|pain",
  ),
  sh("den|de|da|disen|diesen schmerz|schmarz brauch|brauche|bruch|bruche|brauchte", {
    unless: [p("fur|gegen|gege|wegen|wage|tablet*|mitel|medi*|salbe|arzt|dokter")],
  }),
  sh("schmerz|schmarz hilft|hilt|helft|tut_gut|tuet_guet|beruhigt|beruhigt_mich|lenkt_ab"),
  sh("spur*|fuhl* ~~ nur|erst|nume|numme ~ wenn|wens|wen|wo ~ weh|schmerz*|schmarz*|blut*|blutet"),
  sh("nur|erst|nume|numme ~ wenn|wens|wen ~ [es] weh|schmerz*|schmarz*|blut* ~~ spur*|fuhl*"),
  sh("korperlich*|physisch* schmerz|schmerzen|schmarz ~~ besser|lieber|leichter|hilft|ablenk*", {
    also: [FIRST],
  }),
  sh(`${BLOOD} ~~ beruhig*|erleichter*|entspan*|besser_fuhl*|besser_gaht|besser_geht`, { also: [FIRST] }),
  sh(
    "tut|tuet|fuhlt|fuhl ~ gut|guet ~~ wenn|wen|wens|wo ~ [das|s|es|de|dr|ds] blut|bluet ~ komt|kommt|chunt|fliest|lauft|rinnt|rint",
  ),
  sh(`tut_gut|tuet_guet|beruhigt|erleichtert|befreit|feels_good ~~ ${BLOOD}|schnit*|schmerz*`, {
    also: [FIRST],
    unless: [p("spende*|spenden|blutspende*|sport|joga|yoga|masage|dehnen|muskel*")],
  }),

  // Hiding wounds and scars, the clothes that hide them, the excuses.
  sh(`${WOUND} ~~ ${HIDE}`, {
    also: [`${FIRST}|wie|how|tip*|tips`],
    unless: [p(`${HARMLESS_WOUND}|gesicht`)],
  }),
  sh(`${HIDE} ~~ ${WOUND}`, {
    also: [`${FIRST}|wie|how|tip*|tips`],
    unless: [p(`${HARMLESS_WOUND}|gesicht`)],
  }),
  sh("narbe|narben|narbi|narba|narbu|schnit|schnite|schniten|cuts|scars", {
    also: [
      `niemand|keiner|kener|niemer|nieme|niamu|niemu|nobody|jemand|opert|oper|mama|mami|mueter|mutter|eltern|elter|eltere|eltera|elteren|papa|papi|lehrer*|fraue ~~ ${SEEN_OR_ASKED}|entdekt`,
      FIRST,
    ],
    unless: [p(`${HARMLESS_WOUND}|coiffeur|unfal|unfall|velo|sturz|gesturzt|hingefalen`)],
  }),
  sh("narbe|narben|narbi|scars ~~ handg*nk*|unterarm*|arm|arme|armen|oberschenkel*|wrist*", {
    also: [`${I}|hab|han|habe|hatte|meine|mini|mine|my`],
    unless: [
      harmlessUnless(
        "op|operation|unfal|unfall|velo|gebrochen|brand|verbrenung|impf*|biologie|bio|entstehen|entsteht|heilen|heilt|katze|chatz|hund|krieg|opa|oma|grosi|grospapi|neni|papa|mama|vater|mutter|bruder|schwester",
        `${HIDE}|meine_narbe*|mini_narbe*|my_scars`,
      ),
    ],
  }),
  sh(
    `${WOUND} ~~ gesagt|gseit|gsait|erzahlt|behauptet|gelogen|glogen ~~ katze|chatz|busi|hund|gestolpert|hingefalen|umgheit|dornen|unfal`,
  ),
  sh(
    "gesagt|gseit|gsait|erzahlt|behauptet|gelogen|glogen ~~ es|das|sei|sig|seg|war|isch ~~ katze|chatz|busi|hund|dornen",
    {
      also: [`${WOUND}|${BLOOD}|pflaster*|pflaschter*`],
    },
  ),
  sh(
    "hoodie*|hodie*|hudi*|pulli*|pulover|langarm*|lange_armel|langi_armel|armel|armstulpe*|schweisband*|armband|armbander|jacke|jake|long_sleeves",
    {
      also: [
        `${HIDE}|${WOUND}`,
        `${BODY}|${WOUND}`,
        `sommer|summer|hitze|heis|warm|schwim*|schwum*|badi|sport|turnen|imer|immer|jeden_tag|niemand|keiner`,
      ],
      unless: [
        p(
          "sonnenbrand|sonne|mucken|muck*|zeck*|tatoo|tattoo|tatto|gips|ekzem|neurodermitis|style|mode|fashion",
        ),
      ],
    },
  ),
  sh(
    `was ~ ${I} ~ mit|a ~ meinen|mine|mina|mini|minen|meine|minere ${BODY} ~ mache|mach|tue|tu|anstelle|astele|gmacht|gemacht`,
  ),
  sh(
    `${BLOOD} ~~ pulli*|pulover|shirt|tshirt|t_shirt|hoodie*|hose|armel|jacke|bettlaken|leintuch|bet|socke*|kleider|kleid|handtuch|ermel`,
    {
      also: [
        `ohne|ohni|damit|dass|heimlich|hamlich|heimli|bevor ~~ merkt|merke|fragt|frogt|sieht|gseht|mitbekomt|mitkriegt|checkt|wascht`,
      ],
      unless: [p(SICK_OR_PERIOD)],
    },
  ),
  sh(
    `${BLOOD} ~~ am|a|an|im|uf|auf ~ [mein|meinem|min|mim|de|dem] arm|arme|armen|handg*nk*|oberschenkel*|unterarm*|pulsader*`,
    {
      also: ["meser|klinge*|wieder|widr|schnit*|ritz*|rasierklinge*|scherbe*"],
      unless: [
        p(
          `abnehmen|abnahme|abgenomen|spende*|spenden|arzt|stechen|gestochen|impf*|labor|${MEDIA}|horor*|halowen|kunstblut`,
        ),
        harmlessUnless(`${ACCIDENT}|knie|elbogen`, "ritz*|klinge*|narbe*|absichtlich"),
      ],
    },
  ),

  // Plasters and stitches without a doctor, deep cuts.
  sh("pflaster|pflaschter|verband|nahen|nahe|klamerpflaster|steri*", {
    also: [
      "ohne|ohni ~ arzt|dokter|doktor|spital|notfal|eltern|mama|mami|dass|das",
      "schnit*|wunde*|tief*|narbe*|ritz*|blutet",
    ],
    unless: [harmlessUnless(`${ACCIDENT}|blase|blasen|knie`, "tief*|ritz*|niemand|keiner|fragt|frogt|woher")],
  }),
  sh("tiefe|tiefen|tiefi|tufi|tufe|deep schnite|schniten|schnitwunden|cuts", {
    also: [`${FIRST}|pflaster|pflaschter|arzt|dokter|versteck*|narbe*`],
    unless: [
      harmlessUnless(
        `${ACCIDENT}|biologie|bio|heilen|heilt|heilung|knie`,
        "ritz*|niemand|keiner|versteck*|fragt|frogt|woher|ohne_dass|ohni_dass",
      ),
    ],
  }),
  sh(
    `diesmal|dasmal|dismal|dieses_mal|dasmol|diesmol|das_mal|this_time ~ tiefer|tiefe|tief|tufer|tuf|mehr|meh|schlimer|deeper`,
    {
      also: [`${BLOOD}|schnit*|narbe*|klinge*|${RITZ}|${BODY}`],
      unless: [p(`${SICK_OR_PERIOD}|tauch*|tauche`)],
    },
  ),
  sh(`wieder|widr|scho_wieder|schon_wieder|again ~ passiert|pasiert|paschiert|getan|gtan|happened|done`, {
    also: [`${BODY}|narbe*|klinge*|verband`],
    unless: [
      p(SICK_OR_PERIOD),
      harmlessUnless(
        `${ACCIDENT}|knie|handstand|turnen|liegestutz*|sport|training|fusbal|trampolin`,
        "ritz*|klinge*|narbe*|absichtlich",
      ),
    ],
  }),
  sh(
    `wieder|widr|scho_wieder|schon_wieder|again ~ passiert|pasiert|paschiert|gemacht|gmacht|getan|gtan|happened|done`,
    {
      also: [`${BLOOD}|schnit*|narbe*|klinge*|${RITZ}`],
      unless: [p(SICK_OR_PERIOD), harmlessUnless(`${ACCIDENT}|knie`, "ritz*|klinge*|narbe*|absichtlich")],
    },
  ),

  sh(
    "0*|1*|2*|3*|4*|5*|6*|7*|8*|9*|zwei|drei|vier|funf|paar|viele|vil|neue|neui|frische|frischi|tiefe|tiefi schnite|schniten|cuts",
    {
      also: [FIRST],
      unless: [p(`brot|kase|pizza|kuchen|torte|wurst|salami|apfel|melone|zopf|film|${MEDIA}|video*`)],
    },
  ),

  // "Zebra" or "barcode" arms.
  sh(`zebra*|barcode* ~~ ${BODY}`, { also: [FIRST] }),
  sh(`${BODY} ~~ zebra*|barcode*`, { also: [FIRST] }),

  // "sh", relapse, "clean seit": the words of those who have been doing it for a while.
  sh(
    "sh|svv ~~ relapse*|rukfal|ruckfal|ruckfall|clean|klin|gemacht|gmacht|aufhoren|ufhore|stopen|narbe*|urge|urges|drang|angefangen|agfange",
    {
      unless: [p("sh_t|kanton|schafhausen|stadt|wohn*|zug|bus|bahn|autokenzeichen|nummer")],
    },
  ),
  sh("wieder|widr|again|mach|mache ~ sh|svv", { unless: [p("sh_t|kanton|schafhausen")] }),
  sh("relapse|relapsed|relapst|gerelapst|rilaps"),
  sh("ruckfal|ruckfall|rukfal|ruckfale|ruckfalig|ruckfallig|rukfalig", {
    also: [`${RITZ}|schneid*|sh|svv|klinge*|narbe*|clean`],
  }),
  sh(
    "clean ~ seit|sit|since|for ~ 0*|1*|2*|3*|4*|5*|6*|7*|8*|9*|paar|einem|eim|eis|zwei|drei|vier|funf|fuf|sechs|sieben|acht|neun|zehn|monat*|montag|woche*|wuche*",
    {
      unless: [p(CLEAN_OTHER)],
    },
  ),
  sh(
    "0*|1*|2*|3*|4*|5*|6*|7*|8*|9*|paar|zwei|drei|vier|funf|fuf|sechs|sieben|acht|neun|zehn tag|tage|tagen|woche|wochen|wuche|wuchen|monat|monate|monaten|monet|jahr|days|weeks|months|wochn ~ clean",
    {
      unless: [p(CLEAN_OTHER)],
    },
  ),

  // Hurting oneself: "mir weh tun" in the first person, not an injection or the dentist.
  sh(`${ME} [${SELF}] [absichtlich|extra] weh_tun|wehtun|weh_tuen|weh_mache|wehtue|weh_tue|weh_machen`, {
    unless: [
      harmlessUnless(
        "spritze*|impf*|zahnarzt|arzt|piercing|ohrloch|tatoo|tattoo|op|operation|blutabnahme|zahnspange|wird|wirds|tuts|tut_es",
        INTENT,
      ),
    ],
  }),
  sh(`tue|tu|tuen|mach|mache [${I}] ${ME} [${SELF}] [absichtlich|extra|richtig|selber] weh`),
  sh(`${ME} ${SELF} weh_getan|wehgetan|weh_gtan|weh_to|weh_ta|wehta|wehto|weh_gmacht|weh_gemacht`),
  sh(
    `${ME} wieder|widr|extra|expres|absichtlich [${SELF}] weh_getan|wehgetan|weh_gtan|weh_to|weh_ta|wehta|wehto|weh_gmacht|weh_gemacht`,
    {
      unless: [harmlessUnless(ACCIDENT, "absichtlich|expres|extra")],
    },
  ),
  sh(
    `${ME} ~ absichtlich|extra|expres|mit_absicht weh|wehgetan|wehtun|weh_getan|weh_to|weh_tun|verletzt|verlezt|verbrenen|verbren*|gschnite|geschniten|geschlagen`,
  ),
  sh(
    `${ME_ACC} ~ zu|z|ze schneiden|schnide|schniide|schneide|ritzen|rize|verbrenen|verbrene|kratzen|chratze|verletzen|verletze`,
    {
      also: [
        "will|wil|wott|wot|mochte|mochti|mus|muss|drang|lust|bedurfnis|druck|urge|versuch*|aufhoren|ufhore|angefangen|agfange|afange|anfangen",
      ],
      unless: [
        harmlessUnless(
          `${ACCIDENT}|ohne|ohni|nicht|nid|nod|haar*|nagel*`,
          "drang|druck|urge|aufhoren|ufhore|angefangen|agfange|wieder",
        ),
      ],
    },
  ),

  // --- Round two (tune split of 1541 messages) ---

  // Relief: hurting oneself quiets the head, takes the pressure away, lets one feel something.
  sh(
    `${ME_ACC}|${ME} [${SELF}] ~ verletz*|verlez*|wehtu|wehtue|wehtun|weh_tu|weh_tue|weh_tun|weh_mache|weh_machen|${CUT}|${RITZ}|${BURN}`,
    {
      also: [RELIEF, FIRST],
      unless: [
        harmlessUnless(
          `${ACCIDENT}|training|trainer|match|spiel|verletzungspause|angst|aufpasen|vorsichtig|nicht_verletzen_wil`,
          `${INTENT}|${RELIEF}|einzige|einzig`,
        ),
        p("nicht_verletzen ~~ aufpas*|vorsicht*|sport|training"),
      ],
    },
  ),
  sh(
    `damit|dass|das|um|so ~ [ich|i] [uberhaupt|wenigstens|mal|no|noch] irgendwas|etwas|opis|ebis|was|oppis|epis|something ~ [zu|z] fuhl*|spur*|feel`,
    {
      also: [`${BLOOD}|schmerz*|schmarz*|weh|${RITZ}|${CUT}|${BURN}|klinge*|brauch*|bruch*`],
      unless: [
        p("musik*|lied|song|film|buch|schmeck*|hor*|kopfhor*|horgerat*|kafe|kaffee|medikament*|tablet*"),
      ],
    },
  ),
  // Biting oneself until it is red, blue or bleeds.
  sh(
    `beise|beis|bis|bise|bisse|biss|beist ${I} ${ME}|${ME} ~ in|i|is|id|ins ~ [die|de|d|den|das|min|mini|meine|mein|meinen|mis] hand|arm|arme|handg*nk*|unterarm*|oberarm*|bein|oberschenkel*|lipe|lipen|wange`,
    { also: ["bis|blut*|rot|blau|abdruck*|weh|verdient|verdien*|wen|wenn|wens|druck|niemer|niemand"] },
  ),
  sh(
    `${I} beise|beis|bise|bis ${ME} ~ in|i|is|id|ins ~ [die|de|d|den|das|min|mini|meine|mein|meinen|mis] hand|arm|arme|handg*nk*|unterarm*|oberarm*|bein|oberschenkel*|lipe|lipen|wange`,
    { also: ["bis|blut*|rot|blau|abdruck*|weh|verdient|verdien*|wen|wenn|wens|druck|niemer|niemand"] },
  ),
  // Pulling out one's hair when sad or stressed (a bald patch), not the idiom "I could …".
  sh(
    `ris|rise|reis|reise|rupf|rupfe [${I}] ${ME} ~ haar|hare|haare|hor|hoor|wimper*|augenbrau* ~ us|aus|raus|use|ausgerisen|usgrise`,
    {
      also: [
        "traurig|trurig|gestres*|stres*|wut*|wuet*|luck*|kahl*|glatz*|imer|immer|wen|wenn|wens|zwang*|blut*|nervos",
      ],
      unless: [p("konte|konti|chont|chonti|chonte|fast")],
    },
  ),
  // A compass point, needle or blade pressed or stuck into the body.
  sh(
    `zirkel*|nadel|nadle|stecknadel|sicherheitsnadel|spitze|meser|schere|klinge*|scherbe* ~~ in|is|ins|id|uf|auf|a|an ~ [mein|min|mis|mini|meinen|meine|den|de|d|die|das|mim] bein|bei|beine|arm|arme|hand|haut|oberschenkel*|handg*nk*|unterarm*|bauch`,
    {
      also: [
        "druck*|drack*|stech*|stach|gstoche|gestochen|bohr*|ram*|gramt|gedruckt",
        FIRST,
        `bis|wen|wenn|wens|wieder|widr|traurig|trauig|trurig|ruhig|${BLOOD}|${INTENT}`,
      ],
      unless: [harmlessUnless(`${ACCIDENT}|arzt|impf*|spritze|akupunktur|tatoo|tattoo`, INTENT)],
    },
  ),
  // Cuts on a body part, named as one's own or hidden; "meine Schnitte".
  sh(
    `schnit|schnite|schniten|schnitwund*|cuts ~ am|an|uf|auf|im|a ~ [mein|meinem|min|mim|de|dem|em] ${BODY}`,
    {
      also: [`${HIDE}|${FIRST}|zeige|zeigen|entzund*|heil*`],
      unless: [
        harmlessUnless(`${ACCIDENT}|${MEDIA}|${HARMLESS_WOUND}|${COSTUME}|chirurg*`, `${HIDE}|${INTENT}`),
      ],
    },
  ),
  sh("meine|meinen|mini|mine|my|mis [frischen|frische|neuen|neue|tiefen|alten] schnite|schniten|cuts", {
    unless: [p(`${HARMLESS_WOUND}|brot|kase|kuchen|torte|kasschnit*|tomate*|gurke*|apfel|pizza|${MEDIA}`)],
  }),
  // Wounds one made oneself: healing, disinfecting, hiding them.
  sh(
    `wunde*|schnit|schnite|schniten|schnitwund*|narbe*|kratzer|cuts ~~ mache|mach|gemacht|gmacht|zugefugt|zuegfuegt ~ [sie|se|si|es|die] ~ ${ME}|sich ${SELF}`,
  ),
  sh(
    `wunde*|schnit|schnite|schniten|schnitwund*|narbe*|kratzer|cuts ~~ [sie|se|si|es|die] ${ME}|sich [sie|se|si|es] ${SELF} ~ gemacht|gmacht|zugefugt|zuegfuegt|mache|mach`,
    { unless: [harmlessUnless(`${ACCIDENT}|${HARMLESS_WOUND}`, INTENT)] },
  ),
  sh(
    `wunde*|schnit|schnite|schniten|schnitwund*|cuts ~~ heil*|verheil* ~~ ohne|ohni|ohn ~~ ${SEEN_OR_ASKED}|merked|merken|merkt`,
  ),
  sh(
    `neue|neui|neu|frische|frischi ~~ bevor|bevors|before ~~ alte|alten|alti|andere|anderen ~ [scho|schon] verheil*|heil*|zu|zue`,
    {
      also: [`${WOUND}|schnit|${RITZ}|${BLOOD}`],
    },
  ),
  // Deeper than last time, again and again; wanting to stop and not managing it.
  sh(
    `[es|s|sie|se] [heute|hut|gestern|geschter|wieder|widr|noch|no|vil|viel] tiefer|tufer|deeper ~ gemacht|gmacht|geschniten|gschnite|geritzt|gritzt|gedruckt|druckt|made|cut`,
    { also: [FIRST, `${WOUND}|schnit*|${RITZ}|klinge*|${BLOOD}`] },
  ),
  sh(`wieder|widr|scho_wieder|schon_wieder|again ~ ${CUT_PAST}|geritzt|gritzt|grizt`, {
    also: [
      `aufhor*|ufhor*|ufhoru|stopen|stop|kan_nicht|chas_nit|chas_nid|chas_nod|chan_nit|schaf*|sucht|drang|${INTENT}|${BODY}`,
      FIRST,
    ],
    unless: [harmlessUnless(`${ACCIDENT}|haar*|hor|nagel*|papier|stof`, `${INTENT}|${BODY}`)],
  }),
  // Blades found or taken away; doing it with a razor.
  sh(
    "klinge*|chlinge*|rasierklinge*|teppichmeser|cuter ~~ gefunden|gfunde|gfunden|weggenomen|weggnoh|weggeworfen|wegg*|abgenomen|entdeckt|entdekt",
    {
      also: [FIRST],
      unless: [
        harmlessUnless(
          "minecraft|zelda|fortnite|spiel|game|schwert|werken|basteln|bastle",
          `absichtlich|${RITZ}|${CUT}|${BLOOD}|${BODY}|narbe*`,
        ),
      ],
    },
  ),
  sh(
    `${ME_ACC} ~ mit ~ [dem|em|de|am|mim|meinem|nem|einem|ere|ner|eme] rasierer|rasierklinge*|klinge*|meser|cuter|teppichmeser|scherbe*`,
    {
      also: [`${INTENT}|wieder|widr|runter*|du_weist_schon|heimlich|${BLOOD}|${BODY}`],
      unless: [
        harmlessUnless(
          `${ACCIDENT}|rasier|rasiere|rasieren|rasiert|bart|haar*|achsel*|bedroht|droht|verfolgt|angegrif*`,
          `${RITZ}|${BLOOD}|runter*|weh|wunde*|du_weist_schon`,
        ),
      ],
    },
  ),
  // Plasters worn every day on an arm or thigh where nobody may see them, soaked with blood.
  sh("pflaster|pflaschter|verband|verbande|verbanden", {
    also: [BODY, `${HIDE}|durchgeblut*|blutig|${RITZ}`],
    unless: [
      harmlessUnless(`${ACCIDENT}|knie|blase|blasen|impf*|arzt|spital|op|operation`, `${HIDE}|${RITZ}`),
    ],
  }),
  // What is under the sleeves or bracelets must not be seen.
  sh(
    "armband|armbander|armbandern|armel|armeln|armle|ermel|pulli*|pulover|hoodie*|hodie*|jacke|langarm*|schweisband* ~~ sieht|seh|sehe|sehen|gseh|gseht|gsehn|merkt ~~ darunter|drunter|drunder|drunger|underneath",
    { also: [`${HIDE}|${FIRST}|dorf|darf|derf`] },
  ),
  sh(
    "sieht|seh|sehe|sehen|gseh|gseht|gsehn ~ was|wos ~ unter|under|underem|unterm ~ [den|de|dem|em|meinen|mine|mini|minere|meinem|mim] armel|armeln|armle|ermel|armbander|armband|pulli|hoodie|armbandern",
  ),
  // Marks on the arms that cannot be shown at sport or in the pool.
  sh(
    `streifen|strife|striche|strich|linien|spuren|male|markierung* ~ an|am|uf|auf|a ~ [meinen|mine|mini|minere|meinem|mim|de|den] ${BODY}`,
    {
      also: [
        `kurzarm*|kurz*|t_shirt|tshirt|zeige*|zeig|niemand|keiner|niemer|sag*|ausrede|usred|lehrer*|verstek*|versteck*|sieht|gseht|badi|schwim*`,
      ],
      unless: [
        p(
          "sonne*|sonnenbrand|braun|tatoo|tattoo|bemalt|filzstift|farbe|kostum|schminke|zebra|tiger|mode|muster",
        ),
      ],
    },
  ),
  sh(`${BODY}|bei ~~ nicht|nid|nod|nit|kan|chan|cha ~~ zeige|zeigen|zeig|herzeigen`, {
    also: [`usred|ausrede|badi|schwim*|sommer|summer|kurz*|turnen|sport|niemand|niemer|keiner`, FIRST],
    unless: [
      p(
        "dick|fet|dun|haar*|rasier*|unrasiert|behaart|pickel|akne|sonnenbrand|celulite|dellen|hasslich|wabbel*|schwabbel*|muskel*|tatoo|tattoo|gips",
      ),
    ],
  }),
  // French and Italian words pupils from other language regions use.
  sh(
    "je_me_fais_mal|je_me_coupe|je_me_scarifie|automutil*|scarification|autolesion*|mi_faccio_male|mi_taglio",
  ),

  // Cuts or wounds that should heal before anyone notices.
  sh("heil*|verheil*|heal* ~~ schnitt*|schnit*|wunde*|narb*", {
    also: ["merk*|sieht|sehen|gseht|auffällt|auffall*|frag*|niemand|niemer|keiner"],
  }),
  sh("schnitt*|schnit*|wunde*|narb* ~~ heil*|verheil*|heal*", {
    also: ["merk*|sieht|sehen|gseht|auffällt|auffall*|frag*|niemand|niemer|keiner"],
  }),
  // Round three (concepts behind the retired second hold-out).
  // Covering scars on the forearm so nobody asks: "womit man Narben am Unterarm abdecken kann".
  sh(
    `narbe*|narben|narbi|schnite|schnit|cuts|scars|wunde|wunden|kratzer ~~ ${BODY} ~~ ${HIDE}|uberdeck*|verdeck*|weg_schmink*`,
    {
      also: [`${SEEN_OR_ASKED}|${NOBODY_SH}|alle|ali|jeder|sommer|summer|badi|sport|turnen`],
      unless: [
        harmlessUnless(
          `${HARMLESS_WOUND}|${ACCIDENT}|tatoo|tattoo|hund|katze|chatz|brandnarbe_vom|unfal*`,
          INTENT,
        ),
      ],
    },
  ),
  sh(`${HIDE}|uberdeck*|verdeck*|zudecke ~~ narbe*|narben|narbi|schnite|schnit|cuts|scars ~~ ${BODY}`, {
    also: [`${SEEN_OR_ASKED}|${NOBODY_SH}|alle|ali|jeder|sommer|summer|badi|sport|turnen`],
    unless: [harmlessUnless(`${HARMLESS_WOUND}|${ACCIDENT}|tatoo|tattoo|hund|katze|chatz|unfal*`, INTENT)],
  }),
  // Burning oneself and not being able to stop.
  sh(`${ME} ~~ ${BURN}`, {
    also: [
      "feuerzeug|feuerzug|furzug|furzeug|zigarete*|zigi|kerze|bugeleisen|streichholz*|zundholz*|zundhozli|lighter|heise_loffel|heisen_loffel|glatteisen",
      `nicht|nid|nod|nit|net|not|kan|cha|chan|cant ~ aufhoren|aufhore|ufhore|ufhor|stoppen|stope|stop|aufzuhoren|ufzhore|lasen|la_si|lo_si|absichtlich|extra|expres|mit_absicht|on_purpose|dum|sucht|suchtig`,
    ],
    unless: [
      harmlessUnless(
        "grill*|grilliere|lagerfeuer|feuerwerk|camping|kochen|koche|geburtstag*|kuchen|fondue|raclette|unfal|aus_versehen",
        `${RELIEF}|absichtlich|nicht_aufhoren|nid_ufhore|nod_ufhore`,
      ),
    ],
  }),
  // Long sleeves so nobody sees "what I do".
  sh("lang|lange|langi|langen|lang_arm|long arm|armel|ermel|sleeves|langarm*|hoodie|hoodies|pulli|pullis", {
    also: [
      `was|wa|what ~ ${I} ~ [mit_mir|mit_mer] mache|mach|tue|tu|do|mach_mit_mir|mache_mit_mer`,
      `${NOBODY_SH}|keiner|niemand|nobody`,
    ],
    unless: [
      p("sone*|sunne*|allergie|uv|muck*|zecke*|wald|kalt|kalte|frier*|chalt|tatoo|tattoo|stil|mode|style"),
    ],
  }),
  sh(`${I} ~ trag*|trage|treg|wear ~~ lang|lange|langi|langen|long armel|ermel|sleeves`, {
    also: [
      "sommer|summer|hitze|heis|warm|badi|sport|turnen|immer|imer",
      `${NOBODY_SH}|keiner|niemand|nobody|versteck*|verstek*|nicht_sehen|nid_gseh|nod_gseh`,
    ],
    unless: [
      p("sone*|sunne*|allergie|uv|muck*|zecke*|wald|tatoo|tattoo|stil|mode|style|religion|kopftuch|glaube"),
    ],
  }),
  // Cuts healing before sport: "wie lang bis so schnitte verheilt sind, sport ist am montag".
  sh(
    "schnite|schnit|schniten|schnitwunde*|cuts|ritzer|kratzer|brandwunde*|brandblase*|verbrenung*|wunde|wunden ~~ verheil*|heil|heilen|abheil*|zuheil*|weg|wag|verschwind*|heal*",
    {
      also: [
        `nicht|nich|nid|nod|ned|net|nit|not|niemand|keiner|niemer|nobody|ohni|ohne ~ [dass|das|damit] ~ wer|jemand|oper|einer|die|alle|ali|eltern|mami|papi|lehrer*|nobody|someone ~ [was] fragt|fragen|frogt|froge|sieht|merkt|gseht|mitbekomt|sieht|sehen|gseh`,
      ],
      unless: [
        harmlessUnless(
          `${HARMLESS_WOUND}|aus_versehen|ausversehen|unfal|unfall|kochen|koche|kuche|chuchi|rasier*|papier|hingefalen|gestolpert|gesturzt|gstolperet|velo|skifahren|snowboard|fusbal|hund|katze|chatz|busi|hamster|tatoo|tattoo|piercing|schurf*|schuerf*`,
          INTENT,
        ),
      ],
    },
  ),
  // A "clean streak" ending.
  sh(
    "cleanstreak|clean_streak|clean|klin ~ [streak] ~ vorbei|gebrochen|broche|gebroche|broken|kaputt|verloren|verlore|zu_ende|over|futsch|reset|gerisen|grise|weg|wag",
    {
      unless: [p(CLEAN_OTHER), p("snap*|snapstreak|duolingo|lern*|sport*|training|gym|joggen")],
    },
  ),

  // --- Round four (tune misses of 3 731 messages) ---

  // "Die Sache mit dem Messer", "hab wieder mit der Klinge", "nüt me gmacht mit em Mässer": a tool
  // named with a habit, a relapse or relief; not cooking, crafts, geometry or candles.
  sh(
    anyOf(
      `sache|sach|thing|das|des|ds|dasmit|mach|mache|machs|gmacht|gemacht|wieder|widr|again ~ mit|with ${TOOL_ARTICLE} ${TOOL}`,
      `mit|with ${TOOL_ARTICLE} ${TOOL} ~ gemacht|gmacht|mache|mach|machs|do|did`,
    ),
    {
      also: [
        "seit|sit|since|jeden_abend|jede_abig|jedi_nacht|jede_nacht|jeden_tag|jede_tag|every_day|every_night|imer|immer|" +
          "wieder|widr|again|pause|clean|aufhor*|ufhor*|hor_auf|hore_auf|hoer_auf|stop*|einzige|einzig|only_thing|hilft|hilf|helps|" +
          "druck|ruhe|ruhig|runter|sorry|schlim|nid_packt|nod_packt|nicht_geschaft|ruckfal|relapse",
        `${FIRST}|mach|mache|machs`,
      ],
      unless: [
        harmlessUnless(
          TOOL_USE,
          `${RITZ}|${RELIEF}|druck|einzige|einzig|only_thing|helps|sorry|clean|ruckfal|relapse|pause`,
        ),
      ],
    },
  ),
  // A tool taken "but not for geometry", "nicht zum Basteln".
  sh(
    `${TOOL} ~~ aber|but|doch|nur|nume|und ~ nicht|nid|nod|ned|nit|net|not ~ [fur|zum|zu|z|fur_s|furs|for|wegen|wage] [die|de|d|das|den|s] geometrie|geo|mathe|basteln|bastle|kochen|koche|choche|papier|schule|werken|zeichnen|zeichne|kreis|kreise|rasieren|rasiere|haar*|fingernagel*|negel|nagel|kerze*|rauchen|grill*|zigi|hausi|hausaufgabe*`,
    {
      also: [`${FIRST}|gno|genomen|gnoh|gholt|geholt|nim|nime|nehm|nehme`],
      unless: [p(`sondern|sonder|sondere ~~ ${TOOL_USE}|loch*|locher`)],
    },
  ),
  // Wounds said not to come from an accident: "die sind nicht vom Basteln".
  sh(NOT_ACCIDENT, {
    also: [`${WOUND}|schnit*|cuts|kratzer|narb*|stelen|stele|brandwund*`, `${FIRST}|wie|how|muss|mus|mues`],
  }),
  // Cuts and scars that must heal or fade before the pool, sport or summer shows them.
  sh(
    anyOf(
      `${MARKS} ~~ heil*|verheil*|zu|zue|weg|wag|rot|sieht|seht|gseht|sehen|gseh|gsehn|sichtbar|heal*|fade`,
      `heil*|verheil*|heal* ~~ ${MARKS}`,
    ),
    {
      also: [SHOWING, `${FIRST}|wie|how|wielang|wie_lang|wie_lange`],
      unless: [harmlessUnless(`${HARMLESS_HURT}|${COSTUME}`, anyOf(`${OWN_DOING}|${INTENT}`, NOT_ACCIDENT))],
    },
  ),
  // Long sleeves or a jumper in the heat or at sport, so nobody sees; "otherwise they see the lines".
  sh(
    "armel|ermel|armle|langarm*|lange_armel|langi_armel|long_sleeves|sleeves|pulli*|pulover|hoodie*|hodie*|jacke|jake|langi_hose|lange_hose*|leggings",
    {
      also: [
        "sommer|summer|hitze|heis|warm|0*_grad|1*_grad|2*_grad|3*_grad|4*_grad|5*_grad|6*_grad|7*_grad|8*_grad|9*_grad|badi|turnen|turne|sport|sportunterricht|sportlager|schwim*|imer|immer|gang|gäng|jeden_tag",
        anyOf(
          `${NOBODY_SH}|niemer|niamu ~ darf|dorf|derf|tarf|sol|sot|sott|sollte|may|must|muss|kan|cha|chan ~~ sehen|seh|sehn|gseh|gse|gsehn|see|wisen|wuse|merken|merke`,
          "sonst|susch|suscht|sust|sunst|ansonsten|otherwise ~~ sieht|seht|gseht|gsehn|gseh|gsehnd|sehen|seh|sehn|merkt|fragt|frogt|see ~ striche|strich|stelen|stele|narb*|arm|arme|armen|spuren|linien|schnit*|kratzer|wunde*|es|s|alles|ales|das|was|sie|si|it|them",
          "wused|wuset|wisst|weisch|weisst|you_know ~ wieso|warum|why|werum",
        ),
      ],
      unless: [
        p(
          "sone*|sunne*|sonnenbrand|allergie|uv|muck*|zecke*|wald|tato*|stil|mode|style|fashion|religion|kopftuch|glaube|haar*|behaart|pickel|akne|ekzem|neurodermitis|gips",
        ),
      ],
    },
  ),
  // A body part everyone would see: "an meinen Oberschenkeln sieht man alles".
  sh(
    `${BODY} ~~ sieht|seht|gseht|sehen|gseh ~ man|mer|me|jeder|alle|ali|everyone ~ alles|ales|ali|alls|es|das|die|si|sie|se|d`,
    {
      also: [`${HIDE}|kurz*|t_shirt|tshirt|badi|schwim*|sportlager|turnen|sommer|summer`, FIRST],
      unless: [
        p(
          "dick|fet|dun|haar*|rasier*|behaart|pickel|akne|sonnenbrand|celulite|dellen|hasslich|muskel*|tato*|gips|muck*|ekzem|neurodermitis|muttermal*|sommersprose*",
        ),
      ],
    },
  ),
  // Plasters and bandages: unnoticed at sport, hidden from parents, used up.
  sh(
    "pflaster*|pflaschter*|verband|verbande|verbanden|verbands*|verbandset*|verbandzeug|verbandskast*|mulbinde*",
    {
      also: [
        "versteck*|verstek*|auffall*|aufal*|ufal*|unauffallig|unaufallig|unufallig|am_wenigsten|am_wenigste|unsichtbar*|hautfarb*|merkt|mergt|sieht|gseht|frag*|niemand|niemer|keiner|nobody",
        `${BODY}|stelen|stele|viele|vile|vil|vili|ziemlich_viele|mehrere|paar|extra|heimlich|heimli`,
        `${FIRST}|welche|welches|wie|how`,
      ],
      unless: [
        harmlessUnless(
          `${HARMLESS_HURT}|blase|blasen|arzt|spital|geschenk*|uberrasch*|erste_hilfe|samariter*|kurs`,
          "ritz*|absichtlich|absichtli|stelen|stele|schnit*|klinge*|narbe*",
        ),
      ],
    },
  ),
  sh("pflaster*|pflaschter*|verband|verbande|verbands*|verbandzeug", {
    also: [
      "leer|lar|aufgebraucht|ufbrucht|verbraucht|nachkauf*|neue_packung|neui_packig|noii|schon_wieder|scho_wieder|jeden_tag|jede_tag|so_viele|so_vil",
      BODY,
      FIRST,
    ],
    unless: [
      harmlessUnless(`${HARMLESS_HURT}|blase|blasen|arzt|spital`, "ritz*|absichtlich|schnit*|klinge*"),
    ],
  }),
  // Hitting or pinching oneself until it bruises or bleeds ("wenn mer sich sälber boxt, bis es blaui Fläcke git").
  sh(`${ME}|sich|si ${SELF} ~ ${HIT_SELF} ~~ bis|bisch|until`, {
    also: [BRUISE],
    unless: [p("schach|spiel*|figur*|game|fortnite|minecraft|match|tenis|pingpong|kil|kill|killt")],
  }),
  sh(
    `${I} ~ ${HIT_SELF} ~ ${ME} ~~ bis|bisch|until ~ [es|s|ich|i|das|dass|die|d|de|der|mini|meine|ganz] ~ ${BRUISE}`,
    {
      also: [`${SELF}|${BODY}|hand|gesicht|gsicht|kopf|chopf|faust|wand|${INTENT}|wen|wenn|imer|immer`],
      unless: [p(`schach|spiel*|game|match|tenis|kisen|kopfkisen|${MEDIA}`)],
    },
  ),
  // The fist against the wall until the knuckles open, then quiet.
  sh(
    `faust|fauste|knochel*|fingerknochel*|hand|hande ~~ wand|wend|mauer|mur|tur|schrank|spiegel|tisch ~~ bis|dan|dann|then ~~ blut*|aufgeh*|aufgehn|ufgah|aufplatz*|ufplatz*|kaputt|offen|blau*|ruhe|ruhig|weh|schmerz*|aufgeschlagen`,
    {
      also: [`${FIRST}|hau|haue|schlag|schlage|box|boxe|imer|immer|jeden|wen|wenn`],
      unless: [
        p(`${MEDIA}|boxtraining|sandsack|training|konte|konti|chont|chonti|am_liebsten|wurde_am_liebsten`),
        FIST_OF_ANOTHER,
      ],
    },
  ),
  // A rubber band snapped on the wrist until it is red and blue.
  sh("gumiband*|gumi|haargumi|rubber_band|rubberband|gumeli|gumiring", {
    also: [
      "schnalz*|schnal*|schnel*|schnip*|schnap*|flitsch*|zwick*|spann*|knal*|snap*|zieh*",
      `${BODY}|hand`,
      "bis|blau*|blut*|druck|strafe|bestraf*|verdient|striem*",
    ],
    unless: [p("schleuder|katapult|papierkugel*|basteln|zopf|frisur|experiment|physik")],
  }),
  // Scalding showers "bis die Haut brennt", on purpose or to feel something.
  sh(anyOf(`${SCALDING} ~~ ${SHOWER}`, `${SHOWER} ~~ ${SCALDING}`), {
    also: [
      "bis|until ~~ brent|brennt|brenen|brant|weh|rot|blase*|verbruh*|schmerz*|hurts|burns",
      "absichtlich|absichtli|extra|expres|mit_absicht|on_purpose|spur*|fuhl*|feel|verdient|verdien*|bestraf*|strafe|druck|einzige|einzig",
      FIRST,
    ],
    unless: [p("tee|suppe|kafe|kaffee|pasta|nudel*|herd|koch*|experiment|physik|chemie")],
  }),
  // "Wenn ich mich nöd verletz, halt ich's nöd us."
  sh(
    `${ME_ACC} [${SELF}] ~ nicht|nid|nod|ned|nit|net|not|nimer|num|nume ~ verletz*|verlez*|${RITZ}|${CUT}|${BURN}|schlag|schla|weh_tu*|wehtu*`,
    {
      also: [CANT_BEAR],
      unless: [
        harmlessUnless(
          `${ACCIDENT}|verletzungspause|spiel|match|turnier|wetkampf|saison|rene*|lasen|darf|aufpas*|vorsicht*`,
          RELIEF,
        ),
      ],
    },
  ),
  // "Die Schmerzen, die ich mir selber mache, sind die einzigen, die helfen."
  sh(
    `schmerz*|schmarz*|wunde*|verletzung*|kratzer|schnite ~ [die|wo|that|which|den|wos] ${I} ${ME} [${SELF}|extra|absichtlich] ~ mach*|gmacht|gemacht|zufug*|zuefueg*|zugefugt|antu*|atue|tue|tu|give`,
    {
      also: [`${SELF}|${RELIEF}|${INTENT}|hilft|helfen|helfe|hilfe|help*`],
      unless: [harmlessUnless(`${ACCIDENT}|sorgen|gedanken`, `${RELIEF}|hilft|helfen|help*|${SELF}`)],
    },
  ),
  // Burning oneself again with a lighter, as a habit ("schon normal für mich").
  sh(`${ME} ~~ ${BURN}`, {
    also: [
      "feuerzeug|feuerzug|furzug|furzeug|fuerzug|zigarete*|zigi|bugeleisen|streichholz*|zundholz*|zundhozli|lighter|heise_loffel|heisen_loffel|glatteisen",
      "wieder|widr|again|normal|schon_wieder|scho_wieder|imer|immer|jeden|jede|standig|dauernd|oft|mal_wieder",
    ],
    unless: [
      harmlessUnless(
        "grill*|lagerfeuer|feuerwerk|camping|kochen|koche|geburtstag*|kuchen|fondue|raclette|unfal|aus_versehen|ausversehen|unabsichtlich|kerze*|anzund*|azund*|haare|haar|frisur|glatteisen_am",
        `${RELIEF}|absichtlich|extra|expres|normal`,
      ),
    ],
  }),
  // Wounds and burns "alle selber gemacht"; hoping they fade "bis man sie nicht mehr sieht".
  sh(
    `${WOUND}|narb*|brandwund*|brandblase*|verbrenung* ~~ ${SELF} ~ gemacht|gmacht|zugefugt|zuegfuegt|beigebracht`,
    {
      also: [FIRST],
      unless: [p(`${COSTUME}|${HARMLESS_WOUND}|haar*|frisur|coiffeur|stof|naht|schnitmuster|kleid|${MEDIA}`)],
    },
  ),
  sh(
    `${WOUND}|narb*|brandwund*|brandblase* ~~ bis|until ~ man|mer|me|niemand|keiner|nobody ~ [sie|si|se|es|die|d|s] ~ nicht|nid|nod|ned|nimer|num|nume|kaum|no_longer ~ [mehr|meh] sieht|gseht|sehen|gseh|see*`,
    {
      unless: [
        harmlessUnless(`${HARMLESS_HURT}|${HARMLESS_WOUND}|${COSTUME}`, anyOf(OWN_DOING, NOT_ACCIDENT)),
      ],
    },
  ),
  // Caring for wounds in secret: "wie desinfizier ich Wunden, wenn meine Eltern nix merken sollen".
  sh(
    anyOf(
      `${WOUND}|schnit*|cuts|kratzer|stelen ~~ ${CARE}`,
      `${CARE} ~~ ${WOUND}|schnit*|cuts|kratzer|stelen`,
    ),
    {
      also: [
        anyOf(
          "eltern|elter|eltere|mama|mami|mueter|mutter|papa|papi|vater|lehrer*|niemand|keiner|niemer|nobody ~ nix|nichts|nut|nit|nid|nod|nicht|not ~ [davon|dervo|das|es|s] ~ merk*|mergt|mitbekom*|mitkrieg*|sehen|seh|gseh|wisen|wuse|erfahren|erfahre|finden|checken|checkt",
          "heimlich|heimli|hamlich|ohne_arzt|ohni_arzt|without_anyone",
        ),
        `${FIRST}|wie|how`,
      ],
      unless: [
        harmlessUnless(`${HARMLESS_HURT}|${HARMLESS_WOUND}|${COSTUME}`, anyOf(OWN_DOING, NOT_ACCIDENT)),
      ],
    },
  ),
  // "Wie tief darf man schneiden, ohne dass man ins Spital muss?"
  sh(`wie|how ~ tief|tuf|deep ~~ ${CUT}|${RITZ}|schnit*`, {
    unless: [
      p(
        `${ACCIDENT}|linol*|schnitz*|kuchen|stof|karton|kurbis|braten|teig|operation|chirurg*|op|arzt|game|spiel|simulator|baum|rinde|rasen|hecke|haar*|nagel*|${MEDIA}`,
      ),
    ],
  }),
  // Jamming one's fingers in a drawer on purpose, as punishment.
  sh(`klem*|chlem*|iklem*|ichlem*|eingeklemt|igchlemt ~~ finger|hand|hande|${BODY}`, {
    also: ["absichtlich|absichtli|extra|expres|mit_absicht|bestraf*|strafe|verdient|on_purpose", FIRST],
    unless: [
      p(
        "aus_versehen|ausversehen|unabsichtlich|nicht_extra|nid_extra|nod_extra|nicht_absichtlich|nid_absichtlich",
      ),
    ],
  }),
];
