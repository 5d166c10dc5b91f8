import { phrase as p } from "../crisis-normalise.ts";
import { anyOf, type CrisisRule, harmlessUnless, rule } from "./rule.ts";
import {
  CONTINUATION,
  FAREWELL,
  FILL,
  FILL3,
  FINALITY,
  GAMES_EXTRA,
  GONE,
  HIGH_PLACE,
  I,
  JUMP,
  KILL_NEAR,
  KILL_SELF,
  LAUGHTER_OR_TIREDNESS,
  NEG,
  NEG_MORE,
  NOBODY,
  notAfterOther,
  PILLS,
  SCHOOL_TOPIC,
  SOMEBODY,
  SUICIDE_COMPOUNDS,
  SUICIDE_WORD,
  TOPIC_NOT_ME,
  together,
  WANT,
  WATER_FUN,
  WOULD,
} from "./suicide-words.ts";
import { FAMILY, GAMES, ME, ME_ACC, pairs, SELF, TIME_OR_LAUGHTER } from "./words.ts";

// Suicide: direct and indirect death wishes, methods, plans and goodbyes (decision 019).
// Most rules need two signals together: a first-person or wishing word AND a death word, a
// method AND an intent, a farewell AND finality. The bare words "Selbstmord"/"Suizid" trigger
// unless the message is a school topic (a named person, a book, a war); first-person wordings
// ("ich denke an Selbstmord, wie Werther") have rules of their own that nothing vetoes.

const sui = (pattern: string | RegExp, unless?: (string | RegExp)[]) =>
  rule("suicide", typeof pattern === "string" ? p(pattern) : pattern, unless ? { unless } : {});
const both = (pattern: string, also: (string | RegExp)[], unless?: (string | RegExp)[]) =>
  together("suicide", pattern, also, unless);

/** Dying, as an infinitive after a wish ("will sterben", "wött stärbe", "möchte tot sein"). */
const DIE =
  "sterben|sterbe|sterbä|stärbe|stärbä|sterbn|tot_sein|tot_si|tot_sii|tod_sein|tod_si|tot_werden|tot_wärde|" +
  "den_tod|de_tod|dr_tod|verrecken|verrecke|krepieren|krepiere|abkratzen|abkratze|abchratze|dead|be_dead|" +
  "stärbu|sterbu|ertrinken|ertrinke|verbluten|verblute|ersticken|erstecke";
/** "Not any more" without "nie" ("so einen Tag werde ich nie wieder erleben" is nostalgia). */
const NOT_MORE_ONLY = `${pairs("nicht|nich|nid|ned|nöd|nit|net|not", "mehr|meh|me|mer")}|nüm|nümme|nüme|nümm|nimmer|nimme|nimmi`;
/** Old age, history and the future: "die Marslandung werde ich nicht mehr erleben". */
const OLD_AGE = p(
  "lebzeiten|jahrhundert*|jahrtausend*|2100|2200|mars|marslandung|weltmeister*|alt|alter|rente|pension*|generation*|urenkel*|enkel*|menschheit|zukunft",
);
/** Living, existing, being here. */
const LIVE =
  "leben|lebe|läbe|läbä|läbu|lebu|lebn|existieren|existiere|existier|exisitieren|eksistieren|da_sein|da_si|da_sii|" +
  "hier_sein|do_sii|do_si|am_leben_sein|am_leben_bleiben|am_läbe_si|am_läbe_bliibe|auf_der_welt_sein|" +
  "uf_de_welt_si|atmen|atme|schnufe|weiterleben|weiterlebe|wiiterläbe|wiiterlebe|weiter_leben|wiiter_läbe";
const WAKE =
  "aufwachen|aufwache|aufwach|aufwacht|ufwache|ufwach|ufwachä|ufwacht|uufwache|ufwachu|uufwachu|erwachen|erwachu|" +
  "verwache|verwachä|verwachu|verwachet|wake_up|aufzuwachen|ufzwache|ufzwachä|ufzwachu";
/** "If/when": "wenn", Swiss "wänn", "falls", "sobald". */
const IF = "wenn|wen|wänn|falls|if|sobald";
const HERE =
  "da|do|doo|hier|here|auf_dieser_welt|auf_der_welt|uf_dere_welt|uf_de_welt|uf_dr_wält|on_this_earth|in_this_world";
const TAKEN = "genommen|gnoh|gno|geschluckt|gschluckt|eingeworfen|iigworfe|took|taken|swallowed";
const POISON =
  "gift|rattengift|bleiche|domestos|chlorreiniger|putzmittel|frostschutz*|abflussreiniger|mäusegift|javelwasser";
const BE = "bin|bi|bini|wär|wäre|wari|ware|sei|si|sii|sein|were|würde|würd|am|be";
const VEHICLE =
  "zug|züg|s_bahn|sbahn|tram|train|lok|lokomotive|lastwagen|lkw|auto|bus|intercity|güterzug|schnellzug";
const TRACKS = "gleise|gleisen|geleise|geleisen|schienen|schiene|bahngleis*|bahnschienen|bahndamm|tracks";
/** A sure death, as in "damit man sicher nicht überlebt" or "dass mer sicher nümm ufstaht". */
const SURE_DEATH = anyOf(
  p(`${NEG}|${NEG_MORE}|sicher_nicht|sicher_nid ~ überlebt|überleben|überläbt|überläbe|überlebe|survive`),
  p(`überlebt|überläbt|überlebe|überläbe|überleben ~ man|mer|me|${I}|es|das ~ ${NEG}`),
  p(`${NEG_MORE}|nie|never ${WAKE}|aufsteht|aufstehen|ufstaht|ufstah|ufsta`),
  p(
    "sicher|garantiert|100_prozent|100_pro|auf_jeden_fall ~ tot|tod|stirbt|sterbt|sterbe|sterben|stirbsch|dead",
  ),
  p(`damit|dass|das|bis|sodass ~ man|mer|me|${I} ~ [sicher|ganz|wirklich] tot|tod|stirbt|sterbe|stirbe|dead`),
);
/** A lethal outcome: a sure death, or "tödlich" (with a jump or pills, not with a fall). */
const LETHAL = anyOf(SURE_DEATH, p("tödlich*|lethal|letal*|überdosis|overdose"));
/** Things that are a method when a plan is named with them. */
const METHOD_THINGS = `rasierklinge*|klinge|klingen|${PILLS}|seil|strick|pistole|waffe|gewehr|gift`;
/** A party or school plan: "alles geplant, am Samstag mache ich es" is then harmless. */
const PARTY = p(
  "party*|*party|fest|geburi|geburtstag*|feier*|überraschung*|überraschig|ausflug|usflug|reise|projekt|referat|vortrag|aufsatz|" +
    "hausaufgabe*|hausi|prüfung|prüefig|test|lernplan|lernen|lerne|lager|kuchen|geschenk*|präsentation|date|turnier|" +
    "spiel|match|konzert|übernachtung|sleepover|einkauf*|kochen|backen|umzug|gamen|zocken|handy|film|serie",
);
/** Someone else leaving or dead: a farewell letter to them is grief, not a plan. */
const OTHERS_LEAVE = p(
  "zieht|wegzieht|umzieht|zügled|zügelt|zieht_weg|zieht_um|verlässt|wechselt|gestorben|gstorbe|begraben|beerdigt|" +
    "verstorben|pension*|ausland|fiktiv*|auswander*|deutschunterricht|schreibauftrag|sollen_wir|" +
    "müssen_wir|mir_sölled|mir_münd|ihr_einen|ihm_einen|ihr_en|ihm_en|ihre|seine|meerschweinchen|meersäuli|hamster|hund|" +
    "katze|haustier|tier|goldfisch|pferd|hase",
);
/** A deadline: "alles bis Freitag beenden" is homework. */
const UNTIL_A_DAY = p(
  "bis|vor|until|before ~ montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|morn|ende|wochenende|weekend",
);
/** A number of pills no prescription asks for (twenty or more). */
const MANY_PILLS =
  / (?:[2-9][0-9]|[1-9][0-9]{2}|zwanzig|dreisig|vierzig|funfzig|hundert) (?:\S+ ){0,2}(?:tablet|pil|paracetamol|ibuprofen|aspirin|dafalgan|panadol|schlaftablet|medikament)/;
/** Method talk next to pills: death, not a side effect. */
const PILL_DEATH = anyOf(
  LETHAL,
  p("tot|tod|sterb*|stirb*|stirbt|umbring*|umzubring*|umzbring*|nüm_ufwach*|dead"),
);

/** Every expression matching somewhere in the message, as one expression (for an `unless`). */
const allOf = (...sources: RegExp[]) =>
  new RegExp(`^${sources.map((source) => `(?=[\\s\\S]*?${source.source})`).join("")}`);
/** Words not right after a negation: "ich meine nicht umziehen" names no move. */
const notNegated = (words: string) =>
  new RegExp(`(?<! (?:nicht|nich|nid|ned|nod|not|kein|keine|kei|ohne|ohni|sondern))${p(words).source}`);

/** Laughter as pupils type it (emojis are gone after normalisation; 💀 is "tot"). */
const LAUGH = p("lol|lul|lel|haha*|hihi*|hehe*|xd|lmao|lmfao|rofl|jk|ironie|spass|spas|witz");
/** A cause too small for a death wish: a blunder, an embarrassment, lost work, a game death. */
const TRIVIAL_CAUSE = anyOf(
  p("peinlich|peinli|pinlich|cringe|blamiert|blamier*|blamage|embarrass*|fremdschäm*"),
  p(
    "hausi|husi|hausaufgab*|ufzgi|aufgab*|zusammenfassung|zämefassig|aufsatz|ufsatz|heft|turnsack|etui|znüni|schlüssel|datei|dokument ~~ vergessen|vergässe|vergesse|vergässä|verloren|verlore|gelöscht|glöscht|liegen_lassen|ligge_lah",
  ),
  p(
    "vergessen|vergässe|vergesse|verloren|verlore|gelöscht|glöscht ~~ hausi|husi|hausaufgab*|ufzgi|zusammenfassung|zämefassig|aufsatz|ufsatz|heft|turnsack|etui|znüni|schlüssel",
  ),
  p("nicht|nich|nöd|nid|ned|not|nie gespeichert|gspeichert|gspeicheret|gspicheret|abgespeichert|saved"),
  p(
    "endboss|boss|level|runde|game|games|zocken|zoke|ranked|lobby|respawn|elden_ring|dark_souls ~~ gestorben|gstorbe|died|verreckt",
  ),
  p(
    "gestorben|gstorbe|died ~~ endboss|boss|level|runde|game|games|zocken|ranked|lobby|elden_ring|dark_souls|fortnite|minecraft",
  ),
);
/** A small cause that is only a joke with laughter: a bad test, a scolding to come. */
const SMALL_CAUSE = p(
  "prüfung|prüefig|test|probe|exam|note|noten|zeugnis|mathe|hausi|hausaufgab*|ufzgi|vortrag|referat|schule|schuel|lehrer*|mami|mama|papi|papa|mueter|vater ~~ " +
    "verhaue|verhauen|verhaut|verkackt|verkacke|versaut|verbockt|versemmelt|ungenügend|durchgefallen|vergessen|vergässe|schimpft|schimpfe|usrüefe|ausflippt|" +
    "sieht|gseht|merkt|erfährt|erfahrt|findet",
);
/** What makes a death wish real even with laughter: a method, a plan, lasting pain, "no joke". */
const REAL_DESPITE_JOKE = p(
  `${PILLS}|seil|strick|schlinge|${HIGH_PLACE}|gleis|gleise|gleisen|schienen|zug|züg|messer|klinge|klingen|rasierklinge*|` +
    "pistole|waffe|gift|pulsader*|geplant|gplant|plan|plane|datum|abschied*|abschid*|brief|testament|heute_nacht|hüt_znacht|" +
    "tonight|für_immer|forever|jeden_tag|jede_tag|jeden_morgen|jede_morge|jeden_abend|jede_nacht|seit_wochen|seit_monaten|sit_wuche|" +
    "sit_mönet|schon_lange|scho_lang|immer_wieder|ständig|dauernd|kann_nicht_mehr|cha_nüm|cha_nüme|halte_es_nicht|halts_nicht|" +
    "halts_nüm|niemand|niemer|keiner|allein|alleine|elei|einsam|sinnlos|kein_sinn|hasse_mich|hass_mi|ritz*|ausgelacht|mobb*|" +
    "kein_witz|kei_witz|ohne_witz|ohni_witz|no_joke|not_joking|kein_spass|kei_spass|ernst_gemeint|meins_ernst|meine_es_ernst|" +
    "oder_auch_nicht|oder_au_nöd|oder_au_nid|nicht_nur|nöd_nume|nid_nume|not_only|not_just|gelacht|glachet|lachen_mich|" +
    "lached_mi|versager|wertlos|nichts_wert|nüt_wert|hässlich",
);
/**
 * Hyperbole: "ich will sterben 💀😂" after 27 deaths at a game's boss, "I bring mi um, i ha
 * d'Hausi vergässe", "so peinlich"; or a bad test with "lol". Not when a method, a plan or
 * lasting pain is named too ("lol ich will sterben, jeden Tag, hab schon Tabletten").
 */
const JOKE = harmlessUnless(anyOf(TRIVIAL_CAUSE, allOf(SMALL_CAUSE, LAUGH)), REAL_DESPITE_JOKE);

/** Reading a text in class: "Werum wott de Nathanael d Clara vom Turm abegheie?" */
const READING_NOT_ME = new RegExp(
  `^(?![\\s\\S]*?(?:${p(`${I} ~ ${WANT}`).source}|${p(`${WANT} ${I}`).source}))[\\s\\S]*?(?:${SCHOOL_TOPIC.source}|${
    p(
      "lesen|lese|läse|läsed|lesed|gelesen|glese|kapitel|erzählung|geschichte|sandmann|hoffmann|text|am_schluss|am_ende",
    ).source
  })`,
);
/** A date set after one's own birthday ("damit Mama den noch feiern kann"). */
const AFTER_OWN_DAY = anyOf(
  p("nach|after|bis_nach [meinem|mim|minem|my|em|dem] geburi|geburtstag|birthday"),
  p("noch|no ~ feiern|fiire|fiiren|feire|celebrate"),
);

// Round four: word lists for the concepts behind the tune split's misses (see the rules).
/** A day or time ahead: "am Montag", "nächst Wuche", "nach den Sommerferien", "am 14.". */
const TIME_AHEAD = anyOf(
  p(
    "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mäntig|zischtig|mittwuch|dunschtig|donschtig|fritig|" +
      "samschtig|sunntig|wochenende|wuchenänd|weekend|nächste_woche|nächster_woche|nächst_wuche|nächsti_wuche|" +
      "nächste_wuche|next_week|*ferien|*ferie|weihnachten|" +
      "wienacht|übermorgen|monatsende|ende_monat|ende_woche|ende_wuche",
  ),
  / (?:am|ab|bis|nach) [0-9]{1,2} /,
);
/** Not here any more ("nicht mehr da", "nümm do", "nüme uf dere Welt"). */
const ABSENT = `${NEG_MORE} [${FILL}] [${FILL}] ${HERE}`;
/** The pupil (or "man") not being here any more. */
const I_ABSENT = anyOf(
  p(`bin|bi|bini ${I} ~ ${ABSENT}`),
  p(`${I} bin|bi ~ ${ABSENT}`),
  p(`${I} ~ ${ABSENT} bin|bi|sei|wär|wäre`),
  p(`man|mer|me ~~ ${ABSENT} ist|isch|is|sei|wär|wäre`),
);
/** An ordinary reason to be away, unless negated ("ich meine nicht umziehen"). */
const AWAY_REASON = notNegated(
  "ferien|ferie|urlaub|lager|klassenlager|skilager|schullager|reise|verreise|verreisen|umzug|umziehen|umziehe|zügle|" +
    "zügled|zügeln|zieh|ziehe|ziehen|zieht|zieh_um|ziehe_um|ziehen_um|ziehen_weg|wegziehen|move|moving|moved|auswander*|austausch*|sprachaufenthalt|neue_schule|" +
    "nöii_schuel|neui_schuel|anderi_schuel|wechsle|wechsel*|gymi|gymnasium|lehre|lehrstelle|spital|operation|reha|" +
    "internat|schnupper*|praktikum|arzt|zahnarzt|termin|krank|chrank|beerdigung|hochzeit|turnier|wettkampf|ausflug|" +
    "schulreise|besuch*|training",
);
/** Occasions for letters to many people: festivals, thanks, a time capsule, a move. */
const LETTER_OCCASION = p(
  "weihnacht*|wienacht*|neujahr|geburtstag*|geburi|valentin*|einladung*|dankes*|ostern|muttertag|vatertag|zeitkapsel|" +
    "zukunft|zuekunft|hochzeit|taufe|abschlussfeier|brieffreund*|brieffründ*|klassenlager|lager|ferien|ferie|austausch*|umzug|zügle",
);
/** "Not for school", "frag nicht wieso", "bitte kei Vortrag": a question asked for oneself. */
const NOT_FOR_SCHOOL = anyOf(
  p(
    `${NEG} ~ für|fur|for|wegen|wäge|wege|because_of ~ [die|d|de|der|dr|the|my|mini|meine|e|en] schule|schuel|school|` +
      "hausaufgab*|hausi|ufzgi|referat|vortrag|unterricht|bio|biologie|chemie|physik|geografie|geographie|geo|projekt|class|homework|test|prüfung",
  ),
  p("frag|frage|fråg|froog|fraag ~ nicht|nich|nöd|nid|ned ~ wieso|warum|wiso|werum|weshalb|why"),
  p(
    "asking_for_a_friend|frage_für_einen_freund|frag_für_en_kolleg|frag_für_e_kolleg|friend_bin_ich|freund_bin_ich|kolleg_bin_ich",
  ),
  p("bitte|please ~ kein|keine|kei|no ~ vortrag|predigt|moralpredigt|lecture|belehrung|standpauke"),
  p(
    "nur_e_frag|nur_eine_frage|nume_e_frag|nur_ne_frage|just_a_question|rein_theoretisch|hypothetisch|frag_nur|just_asking",
  ),
);
/** Death, unconsciousness or not waking, in a question about how it goes. */
const DEATH_STRONG = anyOf(
  p("bewusstlos*|ohnmächtig|unconscious|pass_out|passed_out"),
  p(`${NEG_MORE}|nie ${WAKE}`),
  SURE_DEATH,
  p("sicher|garantiert|ganz_sicher ~ vorbei|vorbi|verbi|over"),
  p("bevor|bis|before ~ alles|ales|es|s ~ vorbei|vorbi|verbi|over"),
  p(
    "tödlich*|tödli|lethal|letal*|überdosis|overdose|stirbt|stirbe|sterben|stärbe|tot_ist|tot_isch|tot_is|dead",
  ),
);
/** Pain or feeling, which counts only next to a method. */
const DEATH_WEAK = p(
  "weh|wehtut|wehtuet|schmerz*|spürt|spüre|spürt_man|merkt|einschlafen|iischlafe|ischlafe|schnell|sofort|hurt|feel",
);
const METHOD_CONTEXT = p(
  `${PILLS}|${HIGH_PLACE}|${TRACKS}|gleis|zug|züg|seil|strick|schlinge|gift|unter_wasser|under_water|ertrinken|ertrinke|` +
    `${JUMP}|sprung|haus|hus|huus|gebäude|stockwerk`,
);
/** Ordinary reasons to ask how long one is unconscious or how fast something kills. */
const METHOD_Q_HARMLESS = p(
  "narkose|operation|op|operiert|zahnarzt|zahn|box*|ko|kampfsport|judo|karate|tier*|hund|katze|chatz|hamster|pferd|fisch*|" +
    "bakterie*|keime|viren|virus|zelle*|pflanze*|insekt*|temperatur|grad|kochen|erhitz*|freediving|tauch*|apnoe|" +
    "luft_anhalten|film|serie|krimi|game|spiel|minecraft|fortnite|lawine|blutspende*|blut_spenden|kreislauf|hitz*|" +
    "sonnenstich|hyperventil*|sterilis*|schimmel|ungeziefer|unkraut|vitamin*|magnesium|zink|lutsch*|brause*|bonbon*",
);
/** Through trains that do not slow down. */
const NOT_SLOWING =
  "ohne_langsamer|ohne_abzubremsen|ohne_zu_bremsen|ohni_abzbremse|ohni_z_bremse|ohni_langsamer|nicht_langsamer|nöd_langsamer|" +
  "nid_langsamer|nicht_bremst|nöd_bremst|nid_bremst|volle_geschwindigkeit|voller_geschwindigkeit|vollem_tempo|volle_tempo|" +
  "full_speed";
const TRAIN_FUN = p(
  "foto*|fotograf*|filmen|film|video|trainspot*|modell*|eisenbahn*|lego|märklin|spielzeug|physik|bremsweg|reise|" +
    "schulreise|ausflug|umsteigen|anschluss|verspätung|verbindung|ticket|billett|abo|pendeln|pendle",
);
/** Pills that last for a time, from a doctor, for a pet or a headache. */
const PILL_HARMLESS = anyOf(
  p(
    "bis|für|fur|for|noch ~ [eine|e|ei|zwei|drei|die|de|d|den|dä|nächst*|ganze|ganzi|the|a] woche*|wuche*|tag|tage|täg|" +
      "monat*|monet|ferien|ferie|wochenende|wuchenänd|reise|lager|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|week|month|trip",
  ),
  p(
    "rezept|apothek*|nachkauf*|nachbestell*|arzt|ärztin|dokter|doktor|hund|katze|chatz|tier*|kopfweh|kopfschmerz*|fieber|" +
      "grippe|erkältung|migräne|bauchweh|halsweh|dosierung|packungsbeilage|beipackzettel",
  ),
);
/** A reason for pills or a rope that is illness or sport. */
const ILLNESS_OR_SPORT = p(
  "kopfweh|kopfschmerz*|fieber|grippe|erkältet|erkältung|migräne|bauchweh|halsweh|husten|schnupfen|allergie|arzt|ärztin|" +
    "dokter|verschrieben|vergessen|vergässe|zahnweh|periode|mens|krämpfe|schaukel|klettern|kletter*|springseil|seilspringen|" +
    "seilziehen|hängematte|wäsche|boot|zelt|turnen|turnhalle|sport|tarzan|baumhaus|abseilen|slackline|gerissen",
);
/** A method question broken off: "damit man … ach vergiss es", "öb mer vom Balkon … nei, egal". */
const ABORT = p(
  "vergiss_es|vergisses|vergis_es|vergiss_das|vergiss_die_frage|vergäss_es|vergässes|nei_egal|nein_egal|ach_egal|ah_egal|" +
    "egal_vergiss*|nevermind|never_mind|nvm|ach_nichts|ach_nix|ach_nüt|ah_nüt|vergiss_mini_frag|schon_gut|scho_guet|" +
    "nicht_so_wichtig|nöd_so_wichtig|unwichtig",
);
/** A friend or "asking for a friend" who is the pupil: "der friend bin ich", "es isch nöd min Kolleg". */
const FRIEND =
  "freund|freundin|fründ|fründin|frundin|kolleg|kollege|kollegin|kumpel|friend|bff|bekannte|bekannter|kolegin";
const FRIEND_IS_ME = anyOf(
  p(`${FRIEND} ~ bin|bi|bini|am|is ${I}|me|myself|ig`),
  p(`bin|bi ${I} ~ [der|die|d|de|dä|dr|the|selbst|selber|sälber] ${FRIEND}`),
  p(`es|s|das|it ~ ist|isch|is|isn_t ~ ${NEG}|nöd|nid [mein|min|mini|meine|my|e|en|ein] ${FRIEND}`),
);
/** Death talk, for a friend who is really the pupil. */
const DEATH_TALK = p(
  `umbring*|umzbring*|umzubring*|sterb*|stärbe|stirb*|tot|tod|${pairs(NEG_MORE, "leben|läbe|lebe")}|${SUICIDE_WORD}|` +
    `seil|strick|${PILLS}|bewusstlos*|ritz*|kill*|dead|kms|unalive*`,
);
/** Giving things away. */
const GIVE =
  "verschenk*|verschänk*|weggeben|weggegeben|wäggä|wäggäh|wäggeh|hergegeben|hergeben|vererb*|vermacht|vermache|verteilt|" +
  "give_away|gave_away|given_away";
const MY_THINGS =
  "meine_sachen|meine_sache|mini_sache|mini_sachä|min_züg|mis_züg|mein_zeug|meine_lieblings*|mini_lieblings*|alle_meine|" +
  "alli_mini|ali_mini|all_mini|all_my|my_stuff|my_things|meinen_besitz|alles_was_ich_habe|alles_wo_ich_ha";
/** Giving things away for ordinary reasons: old, outgrown, a move, a flea market, a new one. */
const GIVE_HARMLESS = anyOf(
  p(
    "alt|alte|alten|alti|alts|zu_klein|zu_chli|ausgemistet|usgmistet|ausmisten|usmischte|flohmarkt|brocki|brockenhaus|spende*|" +
      "gspendet|gespendet|kleidersammlung|caritas|neu*|nöi*|umzug|zügle|weihnacht*|wienacht*|wichteln|geburtstag|geburi|basar|" +
      "tausch*|verkauf*|ricardo|tutti|flüchtling*|hilfswerk|sammelaktion|aufbewahr*|ufbewahr*|hüten|hüete|leihe*|ausleihe*|" +
      "uslehne|während|aufhören|aufhöre|ufhöre|höre_auf|hör_uf|unterricht|kurs|verein|training|quit|gelesen|glese|ausgelesen|" +
      "durchgespielt|gespielt|gspielt",
  ),
  p(`${I} ~ bekomme|bekomm|krieg|kriege|überchume|überchum|chaufe|kaufe|kauf`),
);
/** The pupil's own funeral as a school task or a pet's or grandparent's. */
const FUNERAL_HARMLESS = p(
  "ethik|religion*|unterricht|aufgabe|schreibauftrag|aufsatz|referat|projekt|oma|opa|grosi|grossvater|grossmutter|neni|" +
    "hund|katze|hamster|meerschwein*|meersäuli|haustier|wikinger|pharao|ägypt*|mittelalter",
);

export const SUICIDE_RULES: CrisisRule[] = [
  // Killing oneself: "ich will mich umbringen", "mi umzbringe", "ich bring mich um", "kill mich".
  // Not after another subject ("er will mich umbringen" is violence, not a wish to die).
  sui(notAfterOther(`${ME_ACC}|mech [${SELF}] ~ ${KILL_SELF}`), [JOKE]),
  sui(
    notAfterOther(
      `${ME_ACC}|mech [${SELF}] [fast|beinahe|fasch|scho|schon|mal|fast_mal] umgebracht|umbracht`,
    ),
  ),
  sui(
    notAfterOther(
      `${ME_ACC}|mech [${SELF}] [jetzt|heute|hüt|einfach|eifach|gleich|glii|morgen|morn|bald|endlich] [zu|z] ${KILL_NEAR}`,
    ),
    [JOKE],
  ),
  sui(`${I} bring|bringe|bringa|bringä ${ME_ACC} [${SELF}] ~ um|uum`, [
    JOKE,
    ...TIME_OR_LAUGHTER,
    GAMES,
    GAMES_EXTRA,
    p("um den|de verstand|schlaf|schlof|ruhe|nerv*|chance|sieg|gewinn"),
  ]),
  sui(`kill|kil|kile|töte ${ME_ACC}|myself [${SELF}]`, [
    JOKE,
    GAMES,
    GAMES_EXTRA,
    p(`kill|kil|töte ${ME_ACC} nicht|nid|nöd|not`),
  ]),
  sui(`kill_myself|kil_myself|kiling_myself|kill_my_self`, [JOKE, GAMES, GAMES_EXTRA]),
  sui(notAfterOther(`${WANT} ${FILL3} ${ME_ACC} [${SELF}] ~ vergiften|vergifte|ertränken|erschiessen`)),
  sui(notAfterOther(`hang|hänge|häng|hank|hänk|hänke ${ME_ACC} [${SELF}] [${FILL}] [${FILL}] auf|uf`)),
  sui(`${ME} ~ [das|s|ds|dem|em] leben|läbe nehmen|neh|nah|näh|nä|nehme|nimm`),
  sui(`bring|bringt|bringe ~ man|mer ~ sich|si ~ um`, [
    ...TIME_OR_LAUGHTER,
    SCHOOL_TOPIC,
    p("um den|de verstand|schlaf|schlof|ruhe|nerv*|chance|sieg|gewinn"),
  ]),
  sui(
    `man|mer|me|weme|wemer|wenme ~ sich|si ~ ${KILL_SELF}|${KILL_NEAR}|umbringt|umbringed|umbringet|tötet|` +
      "erhängt|erhänkt|aufhängt|ufhänkt|ufhängt|vergiftet|ertränkt|erschiesst|erschüsst|umbringen_kann",
    [SCHOOL_TOPIC],
  ),
  // "Sich etwas antun", the usual German euphemism: "ich hab Angst, dass ich mir was antue".
  sui(
    `${ME} ~ etwas|was|öppis|öpis|epis|öbis|ebbis|something ~ antun|antue|aatue|atue|aatuä|anzutun|aazue|aatuen`,
  ),
  sui(`tu|tue|tuen|tuä ${ME} ~ was|etwas|öppis|öpis|epis|ebbis ~ an|aa|a`),
  sui(`man|mer|me ~ sich|si [das|s] leben|läbe ~ nehmen|näh|nimmt|nah`, [SCHOOL_TOPIC]),
  sui(`nimmt|nimm|nehme|nehmen|näh|nimt ~ man|mer|me ~ sich|si ~ leben|läbe`, [SCHOOL_TOPIC]),

  // The explicit words. First person: "ich denke an Suizid", "meine Suizidgedanken", "bin suizidal".
  sui(
    `${I}|bin|bi|bini|${WANT}|werde|werd|denke|denk|dänk|dänke|dachte|dacht|gedacht|gedanke|gedanken|plane|plan|` +
      `überlege|überleg|versuche|versuch|hab|habe|ha|han|hatte|hatt|hät|mache|mach|begehe|mein|meine|meinen|` +
      `meinem|meiner|min|mine|mini|mis|minen|my|i_m|i_am|im|feel|fühl|fühle|fühli ${FILL3} ` +
      `[an|a|über|dra|uf|ans|en|e|ein|einen|den|de|n|ne|nen] ${SUICIDE_WORD}`,
  ),
  sui(
    `denke|denk|dänk|dänke|dachte|nachdenken|nachdänke ${FILL3} [an|über|übers|uber|ans|a|as|dra|ds|s|das] ` +
      "sterben|sterbe|stärbe|meinen_tod|min_tod|mis_sterbe|mein_sterben|mein_eigenes_sterben|dying|my_death",
  ),
  // Anyone else: unless it is a school topic or a compound like "Selbstmordattentat".
  sui(SUICIDE_WORD, [SCHOOL_TOPIC, SUICIDE_COMPOUNDS]),
  sui("kms|sewerslide|selfdelete|self_delete|off_myself|unalive*", [
    GAMES,
    GAMES_EXTRA,
    p("lol|lmao|haha*|hihi|xd|ranked|wlan|wifi|lag|internet"),
  ]),
  sui(
    `${I}|${WANT}|should|sollte|sött|sott|söll|gonna|go|ga|just|einfach|eifach|want_to|going_to [${FILL}] kys`,
  ),
  sui(`kys ${ME_ACC}|myself|selbst|selber`),
  sui(
    "end_my_life|end_it_all|take_my_own_life|take_my_life|better_off_dead|nothing_to_live_for|" +
      "no_reason_to_live|wish_i_was_dead|wish_i_were_dead|wish_i_could_die|want_to_be_dead|" +
      "dont_want_to_live|don_t_want_to_live|dont_wanna_live|don_t_wanna_live|dont_want_to_be_alive|" +
      "don_t_want_to_be_alive|dont_want_to_exist|don_t_want_to_exist|dont_want_to_be_here|" +
      "don_t_want_to_be_here|dont_wanna_be_here|don_t_wanna_be_here|dont_want_to_wake_up|don_t_want_to_wake_up|" +
      "ending_my_life|ending_it_all|end_it_tonight|end_it_today|end_it_now|end_everything|end_things|" +
      "suicidal|unalive_myself|want_to_disappear_forever",
  ),
  sui(
    "want|wanna|wana|wants|wanted|gonna|going|ready|deserve|wish [to] [just|simply|really|literally|fucking] die|dy",
    [
      p("die|dy my|your|her|his hair"),
      p("haar*|hair|game|spiel*|minecraft|fortnite|singt|singed|singe|sings|tiktok"),
      SCHOOL_TOPIC,
    ],
  ),

  // Wishing to die: "ich will sterben", "i wött eifach stärbe", "dass ich sterben möchte".
  // "Er will sterben" in a Werther lesson is third person; "ich will sterben, wie Werther" is not.
  sui(`${WANT} ${FILL3} ${DIE}`, [
    JOKE,
    p(`${DIE} vor|vo lachen|lache|scham|langeweile|langwiil|peinlichkeit`),
    TOPIC_NOT_ME,
  ]),
  sui(`${I} ${FILL3} ${DIE} ${WANT}|möchte|möcht|will|wott|wött`),
  sui(`bereit|parat ~ zu|zum|z ~ sterben|sterbe|stärbe`),
  sui(`verdiene|verdien|verdiän ~ [es|s] [zu|z|ze|den|de|dr] sterben|sterbe|stärbe|tod|tot`),
  // English ones get their own rules: "die" is also the German article.
  sui("ready_to_die|deserve_to_die|deserve_death|hope_i_die|wish_i_would_die|want_to_be_gone|wanna_be_gone"),
  // Not wanting to live: "ich will nicht mehr leben", "i wött nümme läbe", "nümme läbe wott i".
  sui(`${WANT} ~ ${NEG_MORE} [${FILL}] [${FILL}] ${LIVE}`, [TOPIC_NOT_ME]),
  // After "ich" only the infinitive: "wenn ich nicht mehr lebe bei Papa" is about where one lives.
  sui(`${I} ~ ${NEG_MORE} [${FILL}] [${FILL}] ${LIVE.replace("leben|lebe|", "leben|")}`),
  sui(`${NEG_MORE} [${FILL}] ${LIVE} ${WANT}|cha|chan|kann|kan`, [TOPIC_NOT_ME]),
  sui(`lieber|liber|liebsten|besser|beser ~ ${NEG_MORE} [zu|z|ze] ${LIVE}`),
  rule("suicide", new RegExp(`${p(`${WANT} ~ ${NEG_MORE} [${FILL}] sein|si|sii|be`).source}$`)),
  sui("müde|müed|mude|tired|erschöpft ~ vom|vo|von|of ~ leben|läbe|living|life|existieren"),
  sui(
    `halt*|ertrag*|ushalt*|aushalt*|pack* ~ [das|s|dieses|mis|mein|min|my] leben|läbe|life ~ ${NEG_MORE}|${NEG} [mehr|meh] [aus|us]`,
  ),
  sui(
    "aufhören|aufhöre|ufhöre|uufhöre|aufhörn|stop ~ zu|z|ze ~ existieren|existiere|exischtiere|leben|läbe|atmen|atme",
  ),
  sui("stop_existing|stop_living|cease_to_exist|stopped_existing"),
  both(
    `${WANT}|wünsch*|hoff*|wish ~ alles|ales|alls|everything ~ aufhört|ufhört|aufhören|ufhöre|endet|vorbei|vorbi|stops|ends`,
    [`${I}|${ME}`],
  ),
  sui(
    `${I}|${ME}|mir|mer ~ kein|keinen|kei|ken|no ausweg|uusweg|usweg|uswäg|uuswäg|auswäg|way_out mehr|meh|me|anymore`,
    [p("labyrinth|escape|level|spiel*|game|rätsel|aufgabe")],
  ),
  both(
    `einzig*|only ~ ausweg|uusweg|usweg|lösung|lösig|option|way_out|way`,
    [`${DIE}|tot|tod|sterben|umbring*|suizid*|selbs*mord*|${pairs(NEG_MORE, "leben|läbe")}|death`],
    [SCHOOL_TOPIC],
  ),
  sui(
    `${I}|${WANT} ~ ${NEG} [${FILL}] weiterleben|weiterlebe|wiiterläbe|wiiterlebe|weiter_leben|wiiter_läbe`,
  ),
  sui(
    "kein|keine|keinen|kei|ken|null|no|zero ~ bock|bog|lust|luscht|kraft|grund|sinn|mut|motivation|energie|" +
      "wille|willen|freude|reason|point [mehr|meh|me] auf|aufs|uf|ufs|zu|z|zum|ze|to|in|on [s|das|dem|em|des|the] " +
      "leben|lebe|läbe|living|live|life|existieren",
    // "Keinen Bock auf das Leben im Mittelalter" is a school topic.
    [p("leben|läbe im|in|der|des|von|vo|unter|als|am|auf_dem|uf_em")],
  ),
  sui(`mein|min|mis|my|${I} ~ leben|läbe|life ~ kein|keinen|kei|ken|ohne|no ~ sinn|wert|zweck|point|purpose`),
  sui(
    `mein|min|mis|my ~ leben|läbe|life ~ sinnlos|wertlos|pointless|nicht_lebenswert|nid_läbenswert|nöd_läbenswärt|nicht_mehr_lebenswert`,
  ),
  sui(`leben|läbe|life ~ kein|keinen|kei|ken|no ~ sinn|wert|zweck|point|purpose`, [SCHOOL_TOPIC]),
  sui("leben|läbe|life ~ sinnlos|pointless|nicht_lebenswert|nid_läbenswert|nöd_läbenswärt", [SCHOOL_TOPIC]),
  sui(`bin|bi|${I}|fühl*|fuhl* ~ lebensmüde|lebensmüd|läbesmüed|lebensmued|läbensmüed`),
  sui(`fertig|durch|done|abgeschlossen|abgschlosse ~ mit|with [dem|em|s|the|meinem|mim] leben|läbe|life`),
  sui(`mit|mitem [dem|em|meinem|mim] leben|läbe ~ abgeschlossen|abgschlosse|abgeschlosse|fertig`),
  sui("mit|mit_allem|mit_alem|mit_allem abgeschlossen|abgschlosse"),
  // Not waking up: "einschlafen und nicht mehr aufwachen", "nümm ufwache", "nie wieder aufwachen".
  sui(`${NEG_MORE}|nie|niemals|never [einfach|eifach|je|jemals|mehr] ${WAKE}`),
  sui(`wünsch*|hoff*|hope|wish ~ ${I} ~ wache|wach|wake ~ ${NEG} auf|uf|up`),
  sui(`${WANT}|${WOULD} ~ ${NEG} ${WAKE}`),
  sui("für|fur immer|imer schlafen|einschlafen|iischlafe|schlafe|iischlafä|pennen|ruhe|ruhen|sleep"),
  sui("forever sleep|schlafen|einschlafen"),
  sui("sleep_forever|goodbye_world|bye_world|bye_forever|tschüss_welt|adieu_welt"),

  // Not being here: "bin bald eh nicht mehr da", "wenn i nüm da wär", "will nicht mehr da sein".
  sui(`bin|bi|${I} ~ bald|glii|gli|bal|eh|sowieso ~ ${NEG_MORE} ${HERE}`, [CONTINUATION]),
  sui(
    `${IF}|ob|dass|das ~ ${I} ~ ${NEG_MORE} [${FILL}] ${HERE}|uf_de_welt|auf_der_welt|am_leben|am_läbe [${FILL}] ${BE}|war`,
    [CONTINUATION],
  ),
  sui(`${WANT} ~ ${NEG_MORE} [${FILL}] ${HERE} [${FILL}] sein|si|sii|be`, [TOPIC_NOT_ME]),
  sui(`einfach|eifach|iifach|einfach_nur|eifach_nume ${NEG_MORE} ${HERE} sein|si|sii|be`),
  sui(`morgen|morn|übermorgen|heute_nacht|hüt_znacht|bald ~ bin|bi ${I} ~ ${NEG_MORE} ${HERE}`, [
    CONTINUATION,
  ]),
  sui(`${I} bin|bi ~ morgen|morn|übermorgen ~ ${NEG_MORE} ${HERE}`, [CONTINUATION]),
  both(`${WANT}|wünsch* au|auch|o zu|bei|bi ihm|ihr|ihre|ihrä|ihn|ihnen|ihne|ene|em|nem`, [
    "gestorben|gstorbe|tot|tod|verstorben|im_himmel|himmel",
  ]),
  both(`${IF} ~ ${I} ~ ${NEG}|nüm|nümme|nimm [mehr|meh] existier*|exisitier*|existieren_würde`, [
    `${NOBODY}|besser*|beser*|leichter|eifacher|einfacher|froh|glücklich*|better|happier`,
  ]),
  sui(
    `${ME_ACC} ~ ${NEG}|nüm|nümme|nie|niemals|nimm [mehr|meh] gäbe|gäb|gäbti|gäbs|gäbed|gäbt|existieren_würde`,
  ),
  sui(`es|s ${ME_ACC} ~ ${NEG_MORE} gibt|git|gits|geben_wird`),
  sui(`${NEG_MORE} ${HERE} zu|z sein|si|sii`),
  sui(`${IF} ~ es|s ~ ${ME_ACC} ${NEG}|nüm|nümme|nie|niemals [mehr|meh] gäbe|gäb|gäbti|gab|geben_würde`),
  sui(`eh|sowieso|ja_eh|ohnehin ~ bald|glii|gli ~ weg|wäg|fort|gone`, [CONTINUATION]),
  sui(`bald|glii|gli ~ eh|sowieso|ohnehin ~ weg|wäg|fort|gone`, [CONTINUATION]),
  sui(
    `${ME_ACC}|${I} ~ ${pairs(NEG_MORE, "lange|lang")} ~ ertragen|aushalten|ushalte|usshalte|ha|haben|sehen|gseh`,
  ),
  sui(`ihr|ir|alle|ali|alli|du|eure|euri ~ ruhe|rue|ruh vor|vo ${ME}|me`),
  both(
    `habt|händ|hend|hettet|hättet|hätted|have ~ ihr|ir|alle|you ~ [endlich|äntlich|dann|den|denn] [eure|euri|your] ruhe|rue|peace`,
    [`${NEG_MORE}|weg|wäg|tot|für_immer|gstorbe|gestorben|sterbe|verschwind*|soweit|so_weit|sowit`],
  ),
  // Dead or gone, as a wish: "ich wär lieber tot", "wenn ich tot wäre", "wünschte, ich wäre tot".
  sui(`lieber|liber|besser|beser|rather|better tot|tod|dead|off_dead`, [LAUGHTER_OR_TIREDNESS, TOPIC_NOT_ME]),
  sui(`${I}|${WOULD} ~ lieber|gern|gerne|gärn|liebsten ~ tot|tod|dead|gestorben|gstorbe`, [
    LAUGHTER_OR_TIREDNESS,
  ]),
  sui(`wünsch*|hoff*|wish|hope ~ ${I} ~ sterbe|stirbe|sterben|stirb|sterb|would_die`, [
    LAUGHTER_OR_TIREDNESS,
  ]),
  sui(`hoffentlich|hoffetli|hopefully ~ sterbe|stirbe|sterb|stirb|bin_tot|tot_bin`, [LAUGHTER_OR_TIREDNESS]),
  sui(
    `egal|wurst|gliich|glich ~ ob ${I} lebe|läbe|leb|live ~ oder|od|or sterbe|stirbe|stirb|sterb|tot|nicht|nöd|nid`,
  ),
  sui(`ob ${I} lebe|läbe|leb oder|od sterbe|stirbe|stirb|sterb|tot_bin`),
  sui("if_i_live_or_die|whether_i_live_or_die"),
  both(
    `${IF} ~ ${I} ~ sterbe|stirbe|stirb|sterben_würde|sterbe_würd|tot_bin`,
    [
      "interessier*|merk*|vermiss*|egal|traurig|truurig|wein*|brüel*|beerdigung|froh|besser|care|notice|miss|ruhig|ruhe|endlich|hypothetisch",
    ],
    [LAUGHTER_OR_TIREDNESS],
  ),
  sui(
    `lieber|liber|liebsten|liebste|besser|beser|rather ~ ${I}|${WOULD}|bin|bi ~ tot|tod|dead|gestorben|gstorbe`,
    [LAUGHTER_OR_TIREDNESS],
  ),
  sui(`wünsch*|wish|hoff*|hope ~ ${I}|i_m|i_was|i_were ~ tot|tod|dead|gestorben|gstorbe`, [
    LAUGHTER_OR_TIREDNESS,
  ]),
  sui(`${IF} ~ ${I} ~ tot|tod|gstorbe|gestorben [${FILL}] ${BE}|war`, [LAUGHTER_OR_TIREDNESS]),
  both(`${IF} ~ ${I} ~ weg|wäg|fort|gone|verschwunde|verschwunden [${FILL}] ${BE}|war`, [
    `${NOBODY}|besser|beser|leichter|eifacher|einfacher|froh|merk*|vermiss*|bemerk*|mitkrieg*|better|happier|notice|miss`,
  ]),
  // "Alle wären besser dran ohne mich", "ohni mi wärs für alli eifacher".
  both(
    `besser*|beser*|leichter|eifacher|einfacher|glücklicher|glücklich|froh|froher|ruhiger|better|happier|easier ~~ ohne|ohni|without ${ME_ACC}|me`,
    [`${WOULD}|wärn|wärt|wärd|ist|isch|is|sind|sei|were|be`],
  ),
  both(
    `ohne|ohni|without ${ME_ACC}|me ~~ besser*|beser*|leichter|eifacher|einfacher|glücklicher|glücklich|froh|froher|ruhiger|better|happier|easier`,
    [`${WOULD}|wärn|wärt|wärd|ist|isch|is|sind|sei|were|be`],
  ),
  // Nobody would notice or miss me: "niemer würd mi vermisse", "merkt eh keiner", "würd das öpper merke?"
  sui(`${NOBODY} ~ ${WOULD} ~ ${ME_ACC}|me ~ vermiss*|vermise|miss`),
  both(`${NOBODY}|no_one ~ would|will|d|wird|würde ~ care|notice|miss|cry`, [
    "die|died|dead|gone|disappear*|kill*|wasn_t_here|was_gone",
  ]),
  sui(`${ME_ACC} ~ ${WOULD} ~ ${NOBODY} ~ vermiss*`),
  sui(`vermiss*|miss ~ ${ME_ACC}|me ~ eh|sowieso|ja_eh|eh_schon|eh_scho ~ ${NOBODY}`),
  both(`${NOBODY} ~ ${WOULD}|eh|sowieso ~ merk*|bemerk*|mitkrieg*|notice|vermiss*|auffallen|uffalle`, [GONE]),
  both(`merk*|bemerk*|mitkrieg*|vermiss* ~ eh|sowieso|ja_eh|eh_scho ~ ${NOBODY}`, [GONE]),
  both(
    `${WOULD} ~ das|es|s|überhaupt|ächt|echt ~ ${SOMEBODY} ~ merken|merke|bemerken|mitkriegen|mitbekommen|vermissen|vermisse|notice`,
    [`${GONE}|${HIGH_PLACE}`],
  ),

  // Methods. Pills with death ("wie viele Paracetamol bis man nicht mehr aufwacht"), collected,
  // all at once, or as emojis with a time ("💊💊💊 heute nacht").
  both(
    PILLS,
    [PILL_DEATH],
    [
      p(
        "leber|niere|nieren|organ*|nebenwirkung*|doku*|hamster|hund|katze|tier|opa|oma|grosi|grossvater|grossmutter|neni|nani",
      ),
    ],
  ),
  both(
    "sammle|sammel*|gsammlet|gesammelt|gsammelt|samle|gehortet|horte|hamstere|gehamstert|bunkere|gebunkert|gespart|aufgespart|ufgspart|zur_seite_gelegt",
    [PILLS, `${I}|hab|ha|han|habe|mir|mer`],
  ),
  both(`${I} verstecke|versteck|verstek`, [PILLS]),
  both(
    `${PILLS} ~~ versteckt|verstekt|gversteckt|gverstekt`,
    [`${pairs(I, "habe|hab|ha|han")}`],
    [
      p(
        "bruder|brüeder|schwester|schwöschter|baby|hund|katze|chatz|kleine|chliine|kinder|chind|drankommt|drachunnt",
      ),
    ],
  ),
  both(`verstecke|versteck|verstek ${I}|ichs|is`, [PILLS]),
  both(
    `alle|ali|alli|ganze|ganzi|ganz|whole|all ~ ${PILLS}|packung|packig|schachtel|dose|flasche|box|bottle|packungen`,
    [
      PILLS,
      "auf_einmal|aufs_mal|uf_eimal|uf_eis|uf_ei_mal|ufs_mal|gleichzeitig|at_once|miteinander|schluck*|runterschluck*|iiwerfe|einwerfen|reinwerfen|heute_nacht|hüt_znacht|tonight",
    ],
  ),
  // Twenty pills or more: "was passiert, wenn man 30 Schlaftabletten nimmt".
  both(PILLS, [
    MANY_PILLS,
    `${I}|man|mer|me`,
    "nimmt|nehme|nehmen|schluckt|schlucke|schlucken|nimm|näh|nimmsch|passiert|iiwerfe|einwirft|einwerfe|" +
      "genommen|gnoh|gno|geschluckt|gschluckt|eingeworfen|iigworfe|took|taken|swallowed",
  ]),
  // Having taken many: "ich habe gerade viele Tabletten genommen", "hab die ganze Packung geschluckt".
  both(
    `viele|vieli|vill|vil|alle|ali|alli|zu_viele|zu_vil|zuviele|zu_vieli|massenhaft|haufen|lots_of|a_lot_of ~ ${PILLS} ~ ${TAKEN}`,
    [`${I}|hab|ha|han|habe`],
  ),
  sui(
    `ganze|ganzi|whole ~ packung|packig|schachtel|dose|flasche|box|bottle ~ geschluckt|gschluckt|eingeworfen|iigworfe|runtergeschluckt|swallowed`,
  ),
  both(
    `wie|wo|wann|womit ${I} es|s|is|ichs|i_s mache|mach|machen|mache_werde|tu|tue|durchzieh*|beende|beendä`,
    [
      `${PILLS}|seil|strick|schlinge|${HIGH_PLACE}|${TRACKS}|zug|pistole|waffe|gewehr|rasierklinge*|klinge|gift`,
    ],
  ),
  both(
    `rasierklinge*|klinge|klingen|${PILLS}|seil|strick|pistole|waffe|gewehr`,
    ["beenden|beende|beendä|end_it|ein_ende|für_immer|abschied*|verabschied*", `${I}|${WANT}`],
    [CONTINUATION],
  ),
  both("tabletten tabletten", [
    "heute|hüt|hut|heut|nacht|znacht|jetzt|jetz|tonight|morgen|morn|bald|gleich|glii|abend|obig|bye|tschüss|ende|schluss|fertig|reicht|genug|alle|ali|alli|sterben|tot|weg",
  ]),
  // Jumping from a height: "ich spring von der Brücke", "wenn i vo de Brugg gumpe", or a lethal
  // question ("wie hoch muss ein Hochhaus sein, damit man einen Sprung sicher nicht überlebt").
  both(
    `${I}|${WANT}|${WOULD}|sött|sollte|soll|söll|überleg*|überleit|gedacht|dacht|dänkt|gedanke*|obi|obich ~ ${JUMP}`,
    [`${HIGH_PLACE}|bahnhof|perron|bahnsteig|${TRACKS}|gleis`],
    [WATER_FUN],
  ),
  both(`${I}|${WANT}|${WOULD} ~~ ${HIGH_PLACE} ~ ${JUMP}`, [HIGH_PLACE], [WATER_FUN, READING_NOT_ME]),
  rule(
    "suicide",
    new RegExp(`${p(`${WANT} ~ vor|vors|unter|under [den|de|en|e|dr|dä] ${VEHICLE}`).source}$`),
  ),
  both(`${ME_ACC} ~ werfe|werfen|schmeisse|schmeissen|schmeiss|gheie|gheiä|stürze|stürzen|fallen_lassen`, [
    `${HIGH_PLACE}|${VEHICLE}|${TRACKS}|gleis`,
  ]),
  both(`${JUMP}|sprung`, [HIGH_PLACE, LETHAL]),
  both(HIGH_PLACE, [SURE_DEATH, "wie_hoch|wie_höch|wie_hööch|hoch|höch|höhe|höchi|stock*|meter"]),
  both(HIGH_PLACE, [`${JUMP}|sprung|springt|runter|abe`, `${NOBODY}|${SOMEBODY}`, `merk*|vermiss*|bemerk*`]),
  // Being up there now and saying goodbye: "bin aufm dach vom parkhaus, wollt nur tschüss sagen".
  both(
    `${I}|bin|bi|stehe|steh|stah|sitze|sitz|hocke|hock ~ auf|uf|ufem|aufm|am|an|uf_em|auf_dem|auf_der|uf_de|uf_dr|oben_auf ~~ ${HIGH_PLACE}`,
    [
      `${FAREWELL}|${JUMP}|tief|unten|runter|abe|nach_unten|mutig|trau|letzte|letscht*|ende|schluss|` +
        "lieb_hab|lieb_habe|hab_euch_lieb|gern_ha|gärn_ha|liebe_euch|love_you|sorry|tut_mir_leid|leid_tut|" +
        "ruhig|still|allein|alone|elei|niemand|keiner",
    ],
  ),
  // Trains: "vor den Zug springen", "mich vor de Zug werfe", "ich gehe heute Nacht zu den Gleisen".
  both(`vor|vors|unter|under|before|in_front_of [den|de|dr|d|en|e|einen|ein|dä|n|die|the|a] ${VEHICLE}`, [
    `${JUMP}|laufen|laufe|rennen|renne|gah|gehen|lege|leg|legen|werfe|werf|werfen|schmeiss*|gheie|gheiä|gheit`,
    `${I}|${WANT}|${ME_ACC}|${WOULD}`,
  ]),
  both(
    `zu|zur|zum|an|ans|auf|aufs|uf|ufs|bi|bei|neben|a|d [den|de|die|d|dr|em|dem|d] ${TRACKS}`,
    [
      `${I}|${WANT}|${ME_ACC}`,
      "heute|hüt|heut|nacht|znacht|jetzt|jetz|gleich|glii|abend|obig|morgen|morn|wenn|sobald|letzte|letscht*|warte|wart|legen|lege|leg|stell*|setz*|hock*|allein|elei|niemand|" +
        "gesessen|gsässe|gstande|gestanden|gewartet|gwartet",
    ],
    [p("fotograf*|foto*|modell*|spielzeug|lego|zeichn*|trainspot*|velo|baustelle|reparier*")],
  ),
  both(`${I}|${WANT} ~ a|an|uf|auf|zu|zu_de|zu_den d|die|de gleis`, [
    "heute|hüt|heut|nacht|znacht|jetzt|jetz|gleich|glii|abend|obig|morgen|morn|wenn|sobald|letzte|letscht*",
  ]),
  both(`${ME_ACC} ~ auf|aufs|uf|ufs ~ ${TRACKS}|gleis`, [`lege|leg|legen|stell*|setz*|hock*`]),
  // Rope: "hab mir n seil gekauft und weiss schon wo ichs aufhäng".
  both(
    "seil|strick|schlinge|galgen|rope|noose|strang",
    [
      `aufhäng*|aufzuhäng*|ufhänk*|ufhäng*|ufzhänk*|erhäng*|hals|balken|dachbalken|hang_mich|hänge_mich|hank_mi|häng_mi|aufknüpf*`,
      `${I}|${ME}|hab|ha|han|ichs`,
    ],
    [
      p(
        "schaukel|klettern|kletter*|springseil|seilspringen|seilziehen|hängematte|wäsche|wösch|boot|zelt|turnen|turnhalle|tarzan|baumhaus|sport|abseilen|slackline|lampe|bild|bilder|poster|deko*|weihnacht*|lichterkette",
      ),
    ],
  ),
  both("pulsader*|pulsadere|pulsadern", [
    "aufschneid*|aufschnid*|ufschnid*|ufschnide|aufschlitz*|ufschlitz*|aufritz*|durchschneid*|schneid*|schnid*",
  ]),
  both(
    "pistole|waffe|gewehr|sturmgewehr|knarre|revolver|schrotflinte|gun|dienstwaffe",
    [
      `kopf|chopf|schläfe|head|mund|abdrück*|abdrucke|erschiess*|erschüss*|shoot_myself`,
      `${I}|${ME}|${WANT}`,
    ],
    [SCHOOL_TOPIC, GAMES, GAMES_EXTRA],
  ),
  sui(`${I}|${WANT} ~ ${POISON} ~ trink*|schluck*|nehm*|esse|ässe|iinäh|näh|drink`),
  sui(`${I} trink|trinke|schluck|schlucke|esse|iss|nimm|nehme ~ ${POISON}`),

  // Plans and dates: "I ha alles plant, am Samstig wenn mini Eltere wäg sind mach is".
  both(
    "alles|ales|alli|ali|everything|all ~ geplant|gplant|plant|planed|planned|vorbereitet|parat|bereit|organisiert|ready",
    [
      "mach_is|mach_ich_es|mach_ichs|mache_ich_es|mache_ichs|machs|mach_es|mache_es|tu_es|tus|tue_es|tu_is|tu_ichs|tue_ichs|tue_ich_es|es_tun|es_machen|es_mache|s_mache|s_tue|es_durchziehen|durchzieh*|dure_zieh*|do_it|" +
        "es_soweit|es_so_weit|isch_es_sowit|isch_es_so_wiit|es_sowiit|ist_der_tag|isch_de_tag",
    ],
    [PARTY, p("ferien|ferie")],
  ),
  sui(
    `${I}|${WANT} ~ alles|ales|alli|everything|mein_leben|min_läbe|mis_läbe|my_life|it_all|es_alles|das_alles|das_ganze ~ beenden|beende|beänd|beände|beendä|end|ending`,
    [PARTY, UNTIL_A_DAY],
  ),
  sui("dem|em ganzen|ganze|allem|alem ~ ein|es|e|en ende ~ setzen|setze|mache|machen|bereiten|bereite"),
  sui(`mein|min|mis|my ~ leben|läbe|lebe|life ~ beenden|beende|beänd|beände|beendä|end`),
  // "Wenn ich morgen nich in der Schule bin, wisst ihr warum ✌️".
  sui(
    `${IF} ~~ ${NEG}|nichts|nix|nüt|nie|nimmer|nüm|weg|wäg ~~ wisst|wist|wüsst|wüssed|wüssted|weisst|weischt|weisch|wiset|know ~ ihr|ir|du|dr|you [ja|schon|scho|dann|denn|den|eh] warum|wieso|wiso|weshalb|why`,
  ),
  // Goodbye and last messages: a farewell that is final, not "tschüss, bis morgen".
  both(FAREWELL, [FINALITY], [CONTINUATION]),
  both(
    `mein|meine|mini|mis|my|das_ist|das_isch|isch|ist ~ letzte|letzter|letztes|letzten|letschti|letschte|letscht|last nachricht|message|msg|text|worte|wort|brief|mal|mol|tag|abend|nacht`,
    [`${FAREWELL}|an_euch|an_alle|a_eu|a_alli|to_you|to_everyone|danke_für_alles|danke_fur_ales`],
    [CONTINUATION],
  ),
  // A farewell letter, unless someone else is leaving or has died ("meine Freundin zieht weg").
  sui(
    "abschiedsbrief*|abschidsbrief*|abschiedsbrif*|abschiedsnachricht*|abschiedsvideo*|suicide_note|goodbye_letter|goodbye_note",
    [SCHOOL_TOPIC, CONTINUATION, OTHERS_LEAVE],
  ),
  sui(
    `${I}|hab|habe|ha|han|mein|meine|min|mini|mis|my ~ abschiedsbrief*|abschidsbrief*|abschiedsbrif*|abschiedsnachricht*|abschiedsvideo*`,
    [CONTINUATION, OTHERS_LEAVE],
  ),
  sui(`mein|min|mis|my ~ testament`),
  both(
    "leid|sorry ~ für|fur|for ~ alles|ales|everything",
    [
      `kann_nicht_mehr|kann_nich_mehr|cha_nüm|cha_nümm|cha_nüme|cha_nid_meh|cha_nöd_meh|${FAREWELL}|für_immer|forever`,
    ],
    [CONTINUATION],
  ),
  // Giving things away: favourite things, or everything because "soon" or "when I'm gone".
  both(
    "verschenk*|verschänk*|weggeben|weggegeben|wäggäh|wäggä|wäggeh|hergeben|vererb*|give_away|gave_away|giving_away|verteil*",
    [`lieblings*|liebst*|wichtigst*|wichtig|favorite|favourite`],
    [p(`verschenk*|verschänk* ~ ${NEG}|nie|ungern`), GIVE_HARMLESS],
  ),
  both(
    "verschenk*|verschänk*|weggeben|weggegeben|wäggäh|wäggä|wäggeh|hergeben|vererb*|give_away|gave_away|giving_away|verteil*",
    [
      "alles|ales|alli|ali|all_my|everything|mini_sache|meine_sachen|all_mini|alle_meine",
      `bald|glii|für_immer|${pairs(NEG_MORE, "lange|lang")}|wenn_ich_weg|wenn_i_wäg|wenn_ich_nicht_mehr|nach_mir|won_t_need|wont_need`,
    ],
    [CONTINUATION],
  ),
  // Going for ever: "dann verschwind ich für immer", "mach i s'Problem wäg. Für immer."
  sui(
    `${I}|${WANT}|${ME_ACC} ~ weg|wäg|verschwind*|verschwinde|gah|gehen|schlafen|einschlafen|iischlafe ~ für_immer|fur_imer|fer_immer|forever|for_good|endgültig`,
    [
      p(
        "haben|ha|han|kriegen|kriege|bringen|bringe|bekommen|fleck*|pickel*|haar*|warze*|ferien|ferie|ausland|umziehen|auswandern|zügle|amerika|usa|australien",
      ),
    ],
  ),
  sui(`weg|wäg|verschwind*|verschwinde ~ ${I} ~ für_immer|fur_imer|fer_immer|forever|for_good|endgültig`, [
    p(
      "haben|ha|han|kriegen|kriege|bringen|bringe|bekommen|fleck*|pickel*|haar*|warze*|ferien|ferie|ausland|umziehen|auswandern|zügle|amerika|usa|australien",
    ),
  ]),
  sui(
    `${I}|${WANT} ~ für_immer|fer_immer|forever|endgültig ~ weg|wäg|verschwind*|verschwinde|gah|gehen|weg_sein|wäg_si`,
    [
      p(
        "haben|ha|han|kriegen|kriege|bringen|bringe|bekommen|fleck*|pickel*|haar*|warze*|ferien|ferie|ausland|umziehen|auswandern|zügle|amerika|usa|australien",
      ),
    ],
  ),
  sui(`${WANT} ~ diese|die|dere|this|d ~ welt|world|erde verlassen|verlah|verloh|leave`),
  sui(
    `${WANT}|${WOULD} ~ zu|zum|zur|bei|bi|to ~ ${FAMILY}|oma|opa|grosi|grosspapi|grossmami|neni|nani|hund|katze|hamster ~ [in|im|i|is] [den|de|dr] himmel|heaven`,
  ),
  // Done with life: "i ha gnueg vom Läbe", "ich bin es leid zu leben", "das Leben ist mir zu viel".
  sui("genug|gnueg|gnue|enough ~ vom|vo|von|of ~ [dem|em|s|this|the|meinem|mim] leben|läbe|life|existieren"),
  sui("leid|satt|müde|müed ~ zu|z|ze leben|läbe"),
  sui(
    "kein|keine|keinen|kei|ken|null|no ~ grund|sinn|kraft|lust|bock|mut|reason [mehr|meh|me] weiterzuleben|wiiterzläbe|weiter_zu_leben|wiiter_z_läbe|zu_leben|z_läbe|zum_leben|zum_läbe",
  ),
  sui("leben|läbe satt|überdrüssig"),
  sui(`leben|läbe|life ~ ${ME}|me ~ zu_viel|zuviel|z_vill|zvill|z_viel|to_much|too_much`),
  sui(`schaff*|pack* ~ [das|s|dieses|mis|mein|min|my] leben|läbe ~ ${NEG}|${NEG_MORE}`),
  sui(`${I} ~ lebe|läb|läbe|leb ~ ${pairs(NEG_MORE, "lange|lang")}`),
  sui(`${I} ~ ${pairs(NEG_MORE, "lange|lang")} ~ leben|läbe|live`),
  sui(`meinem|mim|minem|my ~ leben|läbe|life ~ ein|es|e|en|an ~ ende|end|ändi`),
  sui(`schluss|schlus ~ mit|mitem ~ [meinem|mim|dem|em] leben|läbe|allem|alem|ales`, [CONTINUATION]),
  sui("leben|läbe ~ schluss_machen|schluss_mache|schlus_mache|schluss_gemacht|en_schluss|ein_ende"),
  // Dying as a relief: "sterben wär so viel einfacher", "wär ich doch tot".
  sui(
    `sterben|stärbe|sterbe|tot_sein|tod_sein|tot_si|der_tod|dr_tod|de_tod ~ ${WOULD} ~ [so|viel|vil|einfach|eifach|doch] einfacher|eifacher|leichter|besser*|beser*|erlösung|erlösig|schöner|easier|better|relief`,
    [LAUGHTER_OR_TIREDNESS],
  ),
  sui(`${WOULD} ${I} doch|nur|bloss|bloß|halt ~ tot|tod|gestorben|gstorbe|nie_geboren`, [
    LAUGHTER_OR_TIREDNESS,
  ]),
  sui(`bald|glii|gli ~ eh|sowieso|ohnehin ~ tot|tod|dead`, [LAUGHTER_OR_TIREDNESS]),
  sui(`eh|sowieso|ohnehin ~ bald|glii|gli ~ tot|tod|dead`, [LAUGHTER_OR_TIREDNESS]),
  // Nobody would cry: "niemand würde um mich weinen", "niemer chäm a mini Beerdigung".
  sui(
    `${NOBODY} ~ ${WOULD} ~ um|wegen|wäge ~ ${ME_ACC} ~ weinen|weine|trauern|truure|brüele|brüelä|traurig_sein|truurig_si`,
  ),
  sui(
    `${NOBODY} ~ ${WOULD}|chäm|käme|chiem|came|come ~ meiner|mini|my|min ~ beerdigung|begräbnis|abdankig|funeral`,
  ),
  // "Du wirst nie mehr von mir hören", "wenn ihr nichts mehr von mir hört".
  sui(
    `${NEG_MORE}|nichts_mehr|nix_mehr|nüt_meh|nüt_me ~ von|vo|from ~ mir|mer|me ~ hören|höre|hört|hörsch|ghöre|hear`,
    [CONTINUATION],
  ),
  // Decided to go tonight: "ich habe beschlossen, heute Nacht zu gehen".
  both("beschlossen|entschieden|entschlossen|bschlosse|entschiede ~~ zu|z gehen|gah|go", [
    "heute_nacht|hüt_znacht|hut_znacht|heut_nacht|für_immer|forever|tonight",
  ]),
  sui(
    "beschlossen|entschieden|entschlossen|bschlosse|entschiede ~~ zu|z sterben|stärbe|umzubringen|umzbringe",
  ),
  // A letter that says it is not their fault.
  both(
    `${NEG} ~ eure|euri|ihre|ihri|deine|dini|your ~ schuld|tschuld|fault`,
    [
      `brief|zettel|nachricht|letter|note|verabschied*|abschied*|${NEG_MORE}|weg|wäg|tot|für_immer|sterbe|sterben`,
    ],
    [CONTINUATION],
  ),
  // Parents away, then "I'll do it": "am Wochenende sind meine Eltern weg, dann mache ich es".
  both(
    `${FAMILY}|familie|famili|alle|ali|alli|niemand|keiner ~~ weg|wäg|fort|furt|unterwegs|verreist|allein|elei|ferien|ferie`,
    [
      "mach_ich_es|mach_ichs|mach_is|mache_ich_es|mache_ichs|tu_ich_es|tue_ichs|tu_ichs|mach_ich_s|do_it|" +
        "richtige_zeitpunkt|richtig_ziitpunkt|richtigi_ziitpunkt|richtige_moment|richtig_moment|perfekte_zeitpunkt|" +
        "perfekte_moment|perfekt_moment|beste_gelegenheit|the_right_time|right_moment",
    ],
    [PARTY, GAMES, GAMES_EXTRA],
  ),
  both(
    `${METHOD_THINGS}`,
    [
      "mach_ich_es|mach_ichs|mach_is|mache_ich_es|mache_ichs|tu_ich_es|tue_ichs|tu_ichs|do_it",
      `heute|hüt|heut|nacht|znacht|morgen|morn|tonight|bald|glii|wenn|sobald`,
    ],
    [CONTINUATION],
  ),
  // Everything pointless, why go on.
  both("alles|ales|alls ~ sinnlos|kein_sinn|kei_sinn|pointless", [
    "warum|wieso|wozu|wofür|why ~ noch|no|überhaupt ~ weiter*|wiiter*|leben|läbe|aufstehen|ufstah|go_on",
  ]),
  // "Ich will nicht mehr. Ich will einfach nur, dass es aufhört."
  both(
    `${WANT} ~ dass|das ~ es|alles|s ~ aufhört|ufhört|endlich_aufhört|vorbei_ist|vorbi_isch|ein_ende_hat`,
    [
      `${pairs(WANT, NEG_MORE)}|kann_nicht_mehr|cha_nüm|cha_nümm|cha_nüme|halte_es_nicht_mehr_aus|` +
        "halts_nicht_mehr_aus|halts_nüm_us|halts_nüme_us|packs_nüm",
    ],
    [p("schule|schuel|klasse|mobb*|hänsel*|auslach*|die_anderen|streit*|lärm|regen|krieg")],
  ),
  // Painless ways to die: "ist Ertrinken ein schmerzloser Tod?"
  sui(
    `schmerzlos*|schmerzfrei*|painless*|ohne_schmerzen|ohni_schmerze ~ tod|sterben|stärbe|death|way_to_die|art_zu_sterben|umbringen|umzubringen|suizid*`,
    [
      SCHOOL_TOPIC,
      p("todesstrafe|hinrichtung|giftspritze|einschläfer*|einschlafer*|tier*|hund|katze|hamster|schlacht*"),
    ],
  ),
  // Deleting or giving away everything "because I won't need it": "hab alles gelöscht, brauch ich eh nich mehr".
  both(
    "gelöscht|glöscht|gelöscht|lösche|delete*|deaktiviert|abgemeldet|verschenk*|verschänk*|geschenkt|gschänkt|gschenkt|übergeben|weggeben|weggegeben|wäggä",
    [
      "alles|ales|alle|ali|alli|all|everything|lieblings*|liebst*",
      `brauch*|bruuch*|bruch*|need ~ eh|sowieso|ja_eh|bald|glii ~ ${NEG_MORE}|${NEG}|mehr_als_ich|meh_als_ich`,
    ],
    [CONTINUATION],
  ),
  both(
    "geschenkt|gschänkt|gschenkt|verschenk*|verschänk*|gegeben|ggä|übergeben|überlassen",
    [`eh|sowieso|ja_eh|bald ~ ${pairs(NEG_MORE, "lange|lang")}`],
    [p("neues|neue|neuer|neus|nöis|nöii|nöie|new|grösser*|upgrade")],
  ),
  both("geschenkt|gschänkt|gschenkt|gegeben|ggä|übergeben|überlassen", [
    "lieblings*|liebst*|alles|ales|alle_meine|ali_mini",
    "brauch*|bruuch*|bruch* ~ bald|eh|sowieso|mehr_als_ich|meh_als_ich",
  ]),
  both(
    "alle|alles|ales ~ posts|post|bilder|fotos|accounts|konten|profil*|chats|insta|snap ~ gelöscht|glöscht|delete*",
    [`${NEG_MORE}|tschüss|lieb_hab|lieb_habe|verabschied*|brief|für_immer|brauch*|bruuch*`],
    [CONTINUATION],
  ),
  // One step: "am Bahnsteig … ein Schritt nach vorne und endlich wäre alles ruhig".
  both("schritt|schrittli|step ~ nach_vorne|nach_vorn|füre|vorwärts|forward|zu_weit|nach_vorne_und", [
    `bahnsteig|perron|gleis*|bahnhof|zug|rand|kante|geländer|${HIGH_PLACE}|${TRACKS}`,
  ]),
  // Lying down on the tracks: "i chönnt mi eifach aneleege" (by the rails behind the house).
  both(
    `${ME_ACC} ~ aneleege|anelege|aneliige|hinlegen|drauflegen|drufleege|drauf_legen|druf_lege|legen|lege|leg|hileege`,
    [`${TRACKS}|gleis`],
  ),
  // Asking "for myself": "wie hoch muss ein Fenster sein, damit man tot ist? Ich frag für mich."
  both("frag|frage|fråg|asking|wissen|wisse|know|eher|privat|eig|eigentlich ~ für|fur|for ~ mich|mi|myself", [
    `${PILLS}|${HIGH_PLACE}|${TRACKS}|gleis|zug|schnellzug|schnällzug|tot|tod|sterb*|stirb*|seil|strick|umbring*|umzbring*|umzubring*|überleb*|überläb*|dead|kill|suizid*`,
  ]),
  both("mich|mi interessiert|interessierts|interessiert_mich ~ privat|eher|persönlich", [
    `${PILLS}|${HIGH_PLACE}|${TRACKS}|gleis|zug|tot|tod|sterb*|stirb*|seil|strick|überleb*|spürt|spüre`,
  ]),
  // High up and feeling nothing any more: "ob man da sofort nichts mehr spürt … das Parkhaus".
  both(HIGH_PLACE, [`${NEG_MORE}|nichts_mehr|nix_mehr|nüt_meh|nüt_me ~ spürt|spüre|spürt|merkt|fühlt|feel`]),
  // Thinking about it for a long time, next to a method: "ich überleg mir das scho lang".
  both(
    `überleg*|überleit|uberleit|denk*|dänk* ~ [mir] [das|es|s|drüber|darüber|dra] ~ scho|schon|seit|sit ~ lang|lange|länger|wuche|wochen|monaten|mönet`,
    [
      `${HIGH_PLACE}|${PILLS}|${TRACKS}|gleis|seil|strick|tot|sterb*|stirb*|überleb*|überläb*|umbring*|umzbring*|abegheit|${JUMP}`,
    ],
  ),
  // "Wie lang gaht's, bis mer tot isch, wenn mer sich uf d'Gleis leit?"
  sui(
    `man|mer|me|weme ~ sich|si ~ uf|auf|aufs|ufs|vor|vors ~ gleis*|schiene*|zug|züg ~ leit|legt|lege|leg|stellt|wirft|schmeisst|gheit`,
  ),
  // Having thought out how and when: "überlegt, wann und wie ich es mache", "wie y's mach, dass es ufhört".
  sui(
    `wann_und_wie|wie_und_wann|wo_und_wie|wie_und_wo|wann_und_wo ~ ${I} ~ es|s|is|ichs|ys mach*|tu|tue|beende*`,
  ),
  both(
    `überleg*|überleit|uberleit|dänkt|gedacht|nachgedacht ~~ wie|wo|wann ~ ${I} ~ es|s|is|ys|ichs ~ mach*|tu|tue|anstell*|astell*|aastell*`,
    [
      "aufhört|ufhört|vorbei|vorbi|ende|für_immer|tot|sterb*|schmerz*|weh|wehtut|wehtuet|findet|fint|niemand|niemer",
    ],
  ),
  // Letters to be read later: "Briefe, die sie erst lesen sollen, wenn ich weg bin".
  both(
    "brief*|zettel|nachricht*|mail|e_mail|briefe",
    [
      anyOf(
        p(
          "erst|später|spöter|nachher|wenn_ich_weg|wenn_i_wäg|wenn_ich_nicht_mehr ~ lesen|läse|finde|finden|öffnen|bekommen|lese",
        ),
        p(`${pairs(IF, `${I}`)} ~ weg|wäg|tot|${NEG_MORE} [da|do] bin|bi|sei|wär|wäre`),
      ),
    ],
    [
      p(
        "zukünftig*|zukunft|future|jahren|zeitkapsel|geburtstag|geburi|weihnacht*|überraschung*|ferien|ferie|lager",
      ),
    ],
  ),
  // Someone "no longer here" who owns my cat or account: "wer luegt für mini Katz, wänn öpper nümm da isch?"
  both(`wenn|wänn|if ~ jemand|öpper|someone|man|mer ~ ${NEG_MORE} ${HERE}`, [
    "account|konto|profil|insta*|handy|katze|katz|hund|sachen|zimmer|passiert_mit|luegt|schaut|kümmert",
  ]),
  // Calm after a decision: "ich habe eine Entscheidung getroffen, und alles fühlt sich leicht an".
  both(
    "entscheidung|entscheid|entschluss|beschluss|decision ~~ getroffen|gfällt|gfallt|troffe|made|gefasst",
    [
      "ruhig|leicht|erleichtert|befreit|frieden|gut_an|calm|peace",
      `bald|glii|${NOBODY}|sorgen|weg|tschüss|für_immer|${NEG_MORE}`,
    ],
    [CONTINUATION],
  ),
  sui(
    `bald|glii|dann|den|denn|soon ~~ ${NOBODY} ~ mehr|meh|me ~ sorgen|sorge|kümmern|worry ~ um|wegen|about ~ ${ME_ACC}|me`,
  ),
  // "Nach em Wuchenänd spielts eh kei Rolle meh."
  both(
    "spielt|spielts|spielt_s|spielt_es|macht ~ eh|sowieso|ja ~ kein|keine|kei ~ rolle|unterschied ~ mehr|meh|me",
    ["nach|nachher|danach|morgen|morn|bald|glii|wochenende|wuchenänd|weekend|freitag|samstag|sonntag"],
    [CONTINUATION],
  ),
  // Not even a month ahead: "ich gseh mich nöd i zäh Jahr, nöd emal i eim Monet".
  both(
    `${pairs(NEG, "emal|einmal|mal")} ~ i|in ~ [eim|einem|einer|ere|ei|1|one|a] monet|monat|woche|wuche|jahr|month|week|year`,
    [`${ME_ACC}|myself|gseh|sehe|vorstellen`],
  ),
  // Watching express trains pass, for myself: "zugeschaut wie schnell die Züge durchfahren, hat mich beruhigt".
  both("durchfahr*|durchfährt|durefahr*|dürefahr*|durchrasen|dur_eusi_station|durch_unsere_station", [
    "zug|züg|zuge|schnellzug|schnällzug|güterzug",
    "beruhigt|beruhigend|ruhig|für_mich|überleg*|nachgedacht|zuschauen|zugschaut|zugeschaut|gluegt|zueglueget",
    `${pairs(NEG, "besser")}|weiss_nich_warum|weiss_nicht_warum|weis_nich_warum|weiss_nöd_wieso|egal|schlimm|traurig|allein|für_mich|überleg*|hölle`,
  ]),
  // How many pills, "rein theoretisch": "i want to disappear lol wie viele tabletten braucht man".
  both(`wie_viele|wieviele|wie_vill|wievill|wie_viel|wieviel|how_many|how_much ~ ${PILLS}`, [
    "theoretisch|hypothetisch|nur_so|nume_so|einfach_so|frag_nur|just_asking|disappear*|verschwind*|für_mich|fur_mich",
  ]),
  // Googling a height: "gegoogelt wie hoch die Brücke bei uns ist 💀".
  both("gegoogelt|googelt|gegooglet|gsuecht|gesucht|recherchiert|nachgeschaut|nachgluegt", [
    `wie_hoch|wie_höch|höhe|höchi ~~ ${HIGH_PLACE}`,
    `tot|sterb*|überleb*|spring*|gump*|komisch|weird|für_mich|fur_mich`,
  ]),
  // French and Italian (Romandie, Ticino): "je veux mourir", "voglio morire".
  sui(
    "veux_mourir|envie_de_mourir|me_tuer|me_suicider|voglio_morire|uccidermi|ammazzarmi|suicidarmi|non_voglio_piu_vivere|quiero_morir|matarme",
  ),
  // Many pills: without prescription, or "ob ich alle nehme".
  both(PILLS, [
    "ohne_rezept|ohni_rezept|without_prescription",
    "viele|vill|vieli|viel|haufen|gross*|ganze|alle|ali|alli",
  ]),
  both(
    `${I} ~ alle|ali|alli|die_ganze|ganze|all ~ nehme|nehmen|nimm|näh|schlucke|schlucken|iiwerfe|take`,
    [PILLS],
    [
      p(
        "arzt|ärztin|dokter|doktor|verschrieben|antibiotik*|packungsbeilage|beipackzettel|muss_ich|mues_i|darf_ich|dörf_i",
      ),
    ],
  ),
  // A rope bought or hidden, and doubt about using it: "Y ha mir e Seil kauft und weiss nit, öb ych's bruuch."
  both(
    "seil|strick|schlinge",
    [
      "gekauft|kauft|gchauft|besorgt|versteckt|verstekt|gversteckt|im_zimmer|is_zimmer|gefunden|gfunde",
      `trau*|mut|brauch*|bruuch*|bruch*|benutzen|benutze|verwenden|überleg*|überleit|weiss_nicht|weis_nich|weiss_nit|weiss_nöd|weis_nid|ob_ich|öb_ych|ob_i|obi|ob_ichs|öb_ys|` +
        "nur_falls|nume_falls|nur_für_den_fall|für_den_fall|für_de_fall|für_alle_fälle|für_ali_fäll|just_in_case|im_notfall|man_weiss_nie|me_weiss_nie",
    ],
    [
      p(
        "schaukel|klettern|kletter*|springseil|seilspringen|seilziehen|hängematte|wäsche|boot|zelt|turnen|sport|tarzan|baumhaus|abseilen|slackline",
      ),
    ],
  ),
  // Painless: "wie mer stirbt ohni dass es weh tuet".
  sui(
    `sterben|stirbt|stirbe|stirb|stärbe|tot|umbring*|umzbring* ~~ schmerzlos*|ohne_schmerz*|ohni_schmerz*|ohne_dass_es_weh*|ohni_dass_es_weh*|ohne_das_es_weh*|ohni_das_es_weh*|ohne_weh|ohni_weh|painless*`,
    [
      SCHOOL_TOPIC,
      p(
        "todesstrafe|hinrichtung|giftspritze|einschläfer*|tier*|hund|katze|hamster|schlacht*|narkose|operation",
      ),
    ],
  ),
  // Thinking about it every day: "hesch du au scho mal dra dänkt di umzbringe? i dänk jede tag dra".
  both(
    `umbring*|umzbring*|umzubring*|suizid*|selbs*mord*|sterbe|sterben|stärbe|stärbu`,
    [`${I} ~ denk*|dänk*|denke|dänke ~ dra|daran|dran|drüber|darüber|dra_no`],
    [SCHOOL_TOPIC],
  ),
  // "Morn isch eh alles verbi", "dann ist eh alles vorbei".
  sui(
    `morgen|morn|bald|glii|heute|hüt|übermorgen|dann|denn|danach|nachher ~ eh|sowieso|ja ~ alles|ales|alls ~ vorbei|vorbi|verbi|zu_ende`,
    [
      CONTINUATION,
      // The exam or the stress will be over, unless it is the "last" one.
      /^(?![\s\S]* (?:letzte|letzter|letzten|letschte|letscht|letschti) )[\s\S]* (?:prufung|prufig|test|schule|schuel|stres|projekt) /,
    ],
  ),
  // "Done mit allem 🪦": an ending and a grave or coffin.
  both(
    "done|fertig|durch ~ mit|with ~ allem|alem|ales|everything|life|leben|läbe",
    ["grab|sarg|tot|brief|abschied|für_immer|forever|tschüss|bye"],
    [CONTINUATION],
  ),
  // No future and not wanting to grow up.
  both(`${I}|${ME} ~ kein|keine|kei|ken|no ~ zukunft|zuekunft|future`, [
    `alt|älter|erwachsen|sterb*|tot|${NEG_MORE}|sinn|ausweg|uswäg`,
  ]),
  // A high floor with a fall and an outcome: "was passiert wenn mer vom 8 stock abe gheit, nur so".
  both(
    "gheit|gheie|fällt|fallt|falle|fallen|springt|gumpt|stürzt|spring|gumpe|jump|abegheit|runterfällt|runterfallt",
    [
      / (?:[5-9]|[1-9][0-9]) (?:stock|stockwerk|stok)/,
      "passiert|überleb*|tot|stirbt|sterb*|merk*|nur_so|nume_so|einfach_so|schnell|weh|spürt",
    ],
    [p("ei|eier|ball|handy|stein|experiment|physik|wasserballon|papierflieger|fallschirm")],
  ),
  // Writing for the last time: "ich schreibe dir zum letzten Mal".
  sui(
    "schreib*|schriib*|meld*|red* ~ zum_letzten_mal|zum_letschte_mal|zum_letschtä_mal|ein_letztes_mal|es_letschts_mal|for_the_last_time|one_last_time",
    [CONTINUATION, p("heute|hüt|für_heute|vor_den_ferien|diese_woche|dieses_jahr")],
  ),
  // Thanks as a goodbye: "Danke für alles, du warst immer für mich da."
  both(
    "danke|merci|thanks|thank_you ~ für|fur|for ~ alles|ales|everything",
    [
      "du_warst|ihr_wart|warst_immer|immer_für_mich_da|immer_für_mi_da|bisch_immer_da_gsi|letzte|letscht*|für_immer|vergiss_mich|vergesst_mich|forever",
    ],
    [CONTINUATION],
  ),
  // Picturing one's own funeral.
  sui(
    "vorstell*|stell_mir|stelle_mir|stell_mer|dänk*|denk*|imagine ~~ meine|mini|min|my [eigene|eigeni|own] beerdigung|begräbnis|abdankig|funeral",
  ),
  sui("wer|who ~ zu|an|a|to ~ meiner|minere|mini|my ~ beerdigung|begräbnis|abdankig|funeral"),
  // "So viele Tabletten, wie ich gefunden habe."
  both(PILLS, [
    "so_viele|so_viel|so_vill|alles_was|alli_wo|as_many",
    "genommen|geschluckt|gschluckt|gno|gnoh|gefunden|gfunde|took|found",
  ]),
  // A high floor and standing at the window: "ich stehe am Fenster im 9. Stock und überlege".
  both(
    "fenster|balkon|dach|geländer|rand|brüstung",
    [/ (?:[5-9]|[1-9][0-9]) (?:stock|stockwerk|stok)/, "überleg*|überleit|spring*|runter|abe|tief"],
    [WATER_FUN],
  ),
  // Tired of fighting: "ich will nicht mehr kämpfen".
  sui(`${WANT}|${I}|kann|cha|chan ~ ${NEG_MORE} kämpfen|kämpfe|chämpfe|fight|fighting`, [GAMES, GAMES_EXTRA]),
  // Better if I vanish: "vllt wärs besser wenn ich einfach verschwinde".
  sui(
    `${WOULD}|wärs|wär_s ~ besser*|beser*|eifacher|einfacher|leichter|froh ~ wenn|wen|if ~ ${I} ~ verschwind*|verschwinde|weg_bin|wäg_bi|weg_wäre|wäg_wär|nicht_mehr_da|nüm_da|gone`,
  ),
  // I should die: "ich sollte einfach sterben", "i should just die". The English "die" only after
  // "should": after "soll"/"söll" (normalised alike) it is the article of "Ich soll die Aufgabe lösen".
  sui(
    `${I} ~ sollte|sött|söll|sott|should|müsste|mösst ~ [einfach|eifach|halt|lieber|besser] sterben|sterbe|stärbe|tot_sein`,
  ),
  sui(`${I} ~ should ~ [just|simply|really|literally|fucking] die`),
  // "Wenn ich nicht mehr lebe", "ich will, dass mein Leben endet".
  sui(`${IF} ~ ${I} ~ ${NEG_MORE} lebe|läbe|leb|am_leben_bin`, [p("lebe|läbe|leb bei|bi|mit|in|im|z|zu")]),
  both(`mein|min|my ~ leben|läbe|life ~ endet|ende|enden|aufhört|ufhört|vorbei_ist|vorbi_isch|ends|over`, [
    `${WANT}|wünsch*|hoff*|wish|hope|soll|söll`,
  ]),
  // Young children: "ich will zum lieben Gott", "ich will bei Opa sein" (who has died).
  sui(
    `${WANT} ~ zum_lieben_gott|zum_liebe_gott|zu_gott_in_den_himmel|in_den_himmel_kommen|in_himmel_cho|is_himmeli|in_den_himmel_gehen`,
  ),
  both(`${WANT} ~ bei|bi ~ ${FAMILY}|oma|opa|grosi|grosspapi|grossmami|neni|nani|ihm|ihr ~ sein|si|sii`, [
    "gestorben|gstorbe|tot|verstorben|himmel",
  ]),
  // Run over: "ich will überfahren werden", "dass ein Auto mich überfährt".
  sui(`${WANT}|${I} ~ überfahren|überfahre ~ werden|wärde|lassen|lah|lo`),
  both(
    `auto|zug|bus|lastwagen|lkw|tram ~ ${ME_ACC} ~ überfährt|überfahrt|überfahre|überrollt|erfasst|zerquetscht`,
    [`${WANT}|wünsch*|hoff*|wish|hope`],
  ),
  sui(`hoffentlich|hoffetli|hoffe|hoff|wünsch* ~ ${ME}|${I} ~ unfall|überfahren|überfahre`, [
    p(`${NEG}|kein|keinen|keine|kei ~ unfall|überfahren|überfahre`),
  ]),
  // A blade or a rope got for tonight.
  both(
    "klinge|klingen|rasierklinge*|seil|strick|schlinge ~~ besorgt|gekauft|gchauft|organisiert|bereit|ready",
    ["heute_nacht|heut_nacht|hüt_znacht|für_heute|tonight|für_später|für_spöter|morgen|morn"],
    [p("schaukel|klettern|kletter*|springseil|basteln|bastle|werken|rasieren|rasiere")],
  ),
  // Thinking of ending it all: "ich überlege, alles zu beenden", "thinking about ending it".
  sui("überleg*|denk*|dänk* ~ alles|ales|alls|everything ~ zu|z|ze ~ beenden|beände|beendä|end", [
    PARTY,
    UNTIL_A_DAY,
  ]),
  sui(
    "thinking_about|thought_about|denke_an|dachte_an ~ ending_it|ending_things|ending_my_life|ending_everything",
  ),
  sui("life|leben ~ isn_t|isnt|is_not|not|aint ~ worth ~ living|it"),
  // "Danach bringe ich mich um": the verb first.
  sui(`bring|bringe|bringa|bringä ${I} ${ME_ACC} [${SELF}] ~ um|uum`, [
    JOKE,
    ...TIME_OR_LAUGHTER,
    GAMES,
    GAMES_EXTRA,
    p("um den|de verstand|schlaf|schlof|ruhe|nerv*|chance|sieg|gewinn"),
  ]),
  // "Ich wache hoffentlich nie mehr auf."
  sui(`wache|wach|wachi|erwache ~ ${NEG_MORE} auf|uf`),
  // "Ich will gar nichts mehr, nur noch tot sein."
  sui("nur_noch|nume_no|nur_no|nurnoch tot_sein|tot_si|tod_sein|sterben|stärbe|tot"),
  // "Danach nehme ich alle Tabletten."
  sui(`nehme|nimm|schluck|schlucke|näh ${I} ~ alle|ali|alli|die_ganze|ganze ~ ${PILLS}`, [
    p("arzt|ärztin|dokter|doktor|verschrieben|antibiotik*|packungsbeilage|beipackzettel"),
  ]),
  // A farewell letter to one's own parents.
  sui(
    "abschiedsbrief*|abschidsbrief*|abschiedsbrif* ~ an|für|fur|a ~ [die|meine|mini|min|d] eltern|eltere|mama|mami|papa|papi|familie|famili|schwester|bruder|freunde|fründe",
    [CONTINUATION, p("fiktiv*|auswander*|figur|roman|werther|soldat*|krieg|1*")],
  ),
  // Pills ready for tonight: "mini Tablette sind parat, hüt znacht isch es sowit".
  both(PILLS, [
    "parat|bereit|bereitgelegt|ready|griffbereit|zurechtgelegt|hingelegt",
    "heute_nacht|hüt_znacht|heut_nacht|tonight|soweit|so_weit|sowit|so_wiit",
  ]),
  // Would one survive it: "wie tief ist die Brücke … würde man das überleben?"
  both(
    HIGH_PLACE,
    [
      "wie_tief|wie_hoch|wie_höch|wie_tüf|höhe|höchi|tiefe|meter",
      anyOf(
        p(`überleb*|überläb*|survive ~ man|mer|me|${I}|you`),
        p(`man|mer|me|${I}|you ~ überleb*|überläb*|survive`),
      ),
    ],
    [SCHOOL_TOPIC, WATER_FUN, p("krimi|täter|held|physik|fallschirm|auto")],
  ),
  // A date chosen: "ich hab mir ein Datum ausgesucht".
  sui(
    `${I} ~ [mir|mer] [ein|es|e|en|den|de] datum|tag|termin ~ gewählt|ausgesucht|usgsuecht|festgelegt|bestimmt|usgwählt|gwählt`,
    [
      harmlessUnless(PARTY, AFTER_OWN_DAY),
      p("hochzeit|treffen|arzt|zahnarzt|dokter|coiffeur|ferien|ferie|lager|ausflug|reise"),
    ],
  ),
  // The last time I write: "das ist das letzte Mal, dass ich dir schreibe".
  sui(
    `letzte|letschte|letscht ~ mal|mol ~ dass|das|wo ~ ${I} ~ dir|euch|eu|dr|di ~ schreib*|schriib*|meld*`,
    [CONTINUATION, p("heute|hüt|für_heute|frage|froge|dumm*|blöd*")],
  ),
  sui("lebt_wohl|leb_wohl|lebewohl|lebet_wohl|läbed_wohl|läb_wohl", [SCHOOL_TOPIC]),
  // Arranging for after: "ich habe meinen Hund meiner Freundin versprochen, falls mir etwas passiert".
  both(
    `${IF} ~ ${ME}|mir|mer ~ etwas|was|öppis|öpis|something ~ passiert|passieren|zustösst|happens`,
    [
      "versprochen|verspro*|kriegt|kriege|bekommt|bechunnt|überchunnt|gehört|erbt|vererb*|hund|katze|katz|hamster|sachen|sache|zimmer|handy",
    ],
    [CONTINUATION],
  ),
  // "I bi eh nümme lang da", "wenn i nümm wär".
  sui(`bin|bi|${I} ~ eh|sowieso|bald|glii ~ ${pairs(NEG_MORE, "lange|lang")} ${HERE}`, [
    CONTINUATION,
    p("gleich|glii|training|zmittag|znacht|essen|ässe|heim|nach_hause|bus|zug_fährt|abgeholt"),
  ]),
  sui(`${IF} ~ ${I} ~ ${NEG_MORE} wär|wäre|ware|wari|were|wär_s|wäri`),
  // Emojis for the method right after a wish: "ich will mich 🔫", "will nur noch 🪦", "💊💊💊".
  sui(`${WANT} [${FILL}] ${ME_ACC} pistole|strick|tabletten|messer`),
  sui(`${WANT} [${FILL}] [${FILL}] grab|sarg`),
  sui("tabletten tabletten tabletten"),
  // Why go on: "wozu noch leben", "wieso lebe ich überhaupt noch".
  both(
    `wozu|wofür|warum|wieso|wiso|weshalb|why ~ noch|no|überhaupt|still|weiter ~ leben|läbe|lebe|weiterleben|existieren|live|exist`,
    [`${I}|${ME}|mein|min`],
  ),
  sui(`wozu|wofür|warum|wieso|wiso|weshalb ~ lebe|läbe|leb ${I} ~ noch|überhaupt|no|still`),

  // Round three (concepts behind the retired second hold-out).
  // Not living to see an event: "ich werde die Prüfung sowieso nicht mehr erleben".
  sui(
    `${I} ~ werde|werd|wird|wirde|würd|würde ~~ ${NOT_MORE_ONLY} erleben|erlebe|erläbe|miterleben|mitärläbe`,
    [OLD_AGE],
  ),
  sui(`werde|werd|wird|wirde|würd|würde ${I} ~~ ${NOT_MORE_ONLY} erleben|erlebe|erläbe|miterleben`, [
    OLD_AGE,
  ]),
  sui(`eh|sowieso|sowiso|ja ~ ${NOT_MORE_ONLY} erleben|erlebe|erläbe|miterleben`, [OLD_AGE]),
  // Announcing one's absence, "not because of illness".
  both(
    `${NEG} ~ wegen|wäge|wege|vo|von|because_of|weil_ich ~ [einer] krankheit|krank|chrank|sick|grippe|erkältung|fieber`,
    [
      `komme|kome|chume|chum|cho|da_bin|da_bi|do_bi|auftauche|uftauche|fehle|fehl|fehlt|in_der_schule|id_schuel|in_die_schule`,
    ],
    [
      "sondern|sonder|zahnarzt|arzt|termin|beerdigung|ferien|ferie|familienfest|hochzeit|umzug|schnupper*|turnier|lager|ausflug|reise|spital|operation|op|ausrede|schwänz*|schwanz*|blau_mach*",
    ],
  ),
  // "Vielleicht mach ich es morgen" after a wish to be gone or not being missed.
  both(
    `vielleicht|vilicht|vlt|vllt|vieleicht|vlicht|maybe|ev|eventuell ~ mach|mache|machi|tu|tue|do ~ ${I}|is|ichs|ich_es|ish|es|s|it ~ [einfach|eifach|iifach|dann|denn|halt] morgen|morn|moorn|heute|hüt|heut_nacht|hinacht|bald|glii|tonight|tomorrow|übermorgen`,
    [
      `vermiss*|vermisse|${NOBODY}|besser_ohne|besser_ohni|tot|sterben|stärbe|leben|läbe|sinnlos|umbring*|merke|merkt|gone|weg_sein|wäg_si|${SUICIDE_WORD}`,
    ],
    [
      CONTINUATION,
      SCHOOL_TOPIC,
      p("hausaufgabe*|ufzgi|aufgabe*|übung*|lernen|lerne|mathe|referat|projekt|test|prüfung"),
    ],
  ),
  // Nobody would miss me: "mis Mami würd mi nöd mal vermisse".
  sui(
    `${FAMILY}|${NOBODY}|eltere|elter|alli|alle|ali|keine|niemand ~ würd|würde|wurd|wird|würdi|würded|würden|would ~ ${ME_ACC} ~ [sicher|eh|sowieso|wohl|ja|wahrschinlich|wahrscheinlich] ${NEG}|nöd|nid ~ [mal|mol|emal|einmal|emol] vermissen|vermisse|vermisst|miss`,
    [
      p(
        "lager|ferien|ferie|skilager|austausch|reise|wochenende|ausflug|klassenlager|sprachaufenthalt|zügle|umzug",
      ),
    ],
  ),
  // Whether others think everyone would be better off without one.
  both(
    "alle|alli|ali|jeder|jede|everyone|everybody|welt|familie|die_anderen|dini_eltern|deine_eltern ~ besser ~~ ohne|ohni|without ~ di|dich|you|eim|einen|mich|mi|me",
    [`${I} ~ denk*|dänk*|frag*|froge|glaub*|think ~ das|des|so|s|oft|au|auch|jede|jeden|immer|mir|mi|mich`],
    [SCHOOL_TOPIC],
  ),
  // Overdose amounts, "asking for a friend".
  both(`wie_viele|wieviele|wieviel|wie_viel|wivil|wie_vil|wievil|wievieli|how_many|how_much ~~ ${PILLS}`, [
    "zu_viel|zuviel|zu_vil|zvil|z_vil|tödlich|tödli|tödlech|überdosis|overdose|od|lethal|too_many|too_much|reicht|reichen|langt|länge|sterben|stirbt|stärbe|tot",
    "frag*|froge|asking ~ für|for|wäge|wegen ~ [ne|e|en|eine|einen|an|a|mini|meine|nen] freund*|fründ*|kolleg*|kumpel*|friend|kollegin|kolegin|kolleg|bekannt*",
  ]),
  both(
    `wie_viele|wieviele|wieviel|wie_viel|wivil|wie_vil|wievil|how_many|how_much ~~ schlaftablett*|schlafmittel|schlaftablett|beruhigungsmittel|benzo*|sleeping_pills`,
    [
      "zu_viel|zuviel|zu_vil|zvil|tödlich|tödli|überdosis|overdose|lethal|too_many|reicht|reichen|langt|sterben|stirbt|tot",
    ],
    [
      p(
        "hund|katze|katz|chatz|tier|hamster|pferd|ross|kaninchen|packungsbeilage|beipackzettel|arzt|apothek*",
      ),
    ],
  ),
  // A warm goodbye to the tutor with finality: "wollt nur noch tschüss sagen, war schön mit dir".
  both(
    "wollt|wollte|wott|wet|wett|wotti|wollt_ich|wollte_ich|wot_i|wet_i|wett_i ~ [nur|nume|bloss|eifach|einfach] noch|no|nomal ~ tschüss|tschüs|bye|adieu|ciao|tschau|auf_wiedersehen|uf_widerluege|lebewohl|danke ~ sagen|säge|sage|say",
    [
      "war|isch|es_war|was|wars|ischs|isch_gsi|gsi|gewesen ~ schön|schon|cool|toll|nett|lieb|schöön|gut|guet|nice ~ mit|mitt|with ~ dir|dr|di|you|euch|eu",
    ],
    [
      CONTINUATION,
      p(
        "heute|hüt|hut|gelernt|glernt|lernen|erklär*|hilfe|geholfen|gute_nacht|guet_nacht|ins_bett|schlafen|essen|znacht|zmittag",
      ),
    ],
  ),
  // One's accounts "when one dies", so that friends keep the pictures.
  both(
    "insta|instagram|account|acount|acc|konto|profil|tiktok|snap|snapchat|whatsapp|handy|chats|bilder|fotos|sachen ~~ wenn|wen|wänn|falls|if|nach ~ man|ich|i|mer|me|mein|dem ~ stirbt|sterbe|stirbe|stirb|stärbe|stirbsch|tod|tot_bin|tot_ist|tot_isch|nicht_mehr_da|nümm_da|dies|die",
    [
      `will|wot|wott|möchte|möcht|wett|wünsch*|want ~~ dass|das|that|mini|meine ~~ freunde|fründe|freundinnen|fründinne|familie|mami|papi|eltern|die|alle|alli`,
    ],
    [
      SCHOOL_TOPIC,
      p("oma|opa|grosi|grossvater|grossmutter|neni|verstorben*|gestorbenen|ethik|nachlass|unterricht"),
    ],
  ),
  // Finishing things before one goes: "ich will, dass das fertig ist, bevor ich gehe".
  both(
    `bevor|befor|bevors|before ~ ${I} ~ gehe|gang|gah|go|weg_bin|wäg_bi|nicht_mehr_da_bin|nümm_da_bi|sterbe`,
    [
      "wenigstens|wenigstens|wenigschtens|zumindest|at_least|fertig|erledigt|abgeschlossen",
      "denken|dänke|denke|denkt|erinner*|in_erinnerung|zu_ende_gebracht|ende_bracht|nie_etwas|nie_öppis|nichts_geschafft|nüt_gschafft",
    ],
    [
      CONTINUATION,
      p(
        "training|ferien|ferie|lager|urlaub|zug|bus|heim|nach_hause|hei|schlafen|ins_bett|essen|znacht|zmittag|party|fest|kino|pause",
      ),
    ],
  ),
  // Giving away one's things: "han em Brüeder min PC gschänkt … ich bruuch en ja nümm".
  both(
    `${I} ~ bruuch|brauch|brauche|bruche|bruch|need ~ en|es|ihn|sie|ihns|s|das|die|den|it|them|ihne|ne|si ~ [ja|eh|sowieso|doch|halt] ${NEG_MORE}`,
    [
      "geschenkt|gschänkt|gschenkt|verschenkt|verschänkt|weggeben|weggegeben|wegggeben|vergeben|ggä|gegeben|vermacht|gäh|übergeben",
    ],
    [
      CONTINUATION,
      p(
        "neu*|nöi*|neues|nöis|upgrade|zu_klein|zu_chli|chli|kaputt|ausgewachsen|zu_alt|besseres|bessers|grösser|gröser|kriege|krieg|bekomme|überchume|überchum|spiele_nicht|spiel_nöd|spiel_nid",
      ),
    ],
  ),
  // Round four (concepts behind the tune split's misses, round 2026-12).
  // Gone on a day ahead: "am Montag bin ich sowieso nicht mehr da", "nächst Wuche bin i nümm da",
  // "wenn man nach den Sommerferien einfach nicht mehr da ist", unless a move, holiday or school change.
  rule("suicide", I_ABSENT, {
    also: [TIME_AHEAD],
    unless: [AWAY_REASON, p("uhr|früher|heim|hei|nach_hause|abgeholt|muss_gehen|mues_go|muss_los|mues_los")],
  }),
  // A letter that explains why one is gone: "e Brief, wo erklärt, wiso y nümm do bi".
  rule("suicide", p(`wieso|warum|wiso|werum|weshalb|why|dass|das ~ ${I} ~ ${ABSENT}`), {
    also: [p("brief*|briefli|zettel|nachricht*|letter|note|abschied*|abschid*")],
    unless: [AWAY_REASON],
  }),
  // Letters to everyone for afterwards: "Briefe an alle, damit sie nachher etwas von mir haben".
  rule(
    "suicide",
    anyOf(
      p(
        "brief|briefe|briefli|zettel|nachrichten|letters|karten ~~ an|a|für|to ~ alle|ali|alli|allne|everyone|jede|jeden|jedem",
      ),
      p(
        `allen|allne|jedem|jeder|everyone ~ [${FILL}] brief|briefe|briefli|zettel|nachricht|nachrichten|letter|letters`,
      ),
    ),
    {
      also: [
        "nachher|danach|später|spöter|afterwards|etwas_von_mir|öppis_vo_mir|epis_vo_mir|something_of_me|erinnerung|andenken|" +
          "nicht_zu_traurig|nöd_z_truurig|nid_z_truurig|nicht_so_traurig|nöd_so_truurig|wenn_ich_weg|wenn_i_wäg|wenn_ich_nicht_mehr",
      ],
      unless: [CONTINUATION, OTHERS_LEAVE, LETTER_OCCASION, PARTY],
    },
  ),
  // The last time, and they do not know it: "Är weiss nid, dass es ds letschte Mal isch."
  sui(
    `weiss|weis|weisch|wissen|wisst|wüssed|wüsseds|wüsse|ahnt|ahnen|ahnet|checkt|checkts|checken|merkt|merken|know|knows ~ ${NEG}|nüt|nichts|nix|nöd|nid ~ dass|das|that ~~ letzte|letzter|letztes|letschte|letscht|letschti|letsti|last mal|mol|time|tag|abend|abig|obig|nacht|znacht`,
    [
      CONTINUATION,
      SCHOOL_TOPIC,
      p(
        "wann|wänn|was|wo|wie|when|what|wer|welche*|wele ~ letzte|letzter|letztes|letschte|letscht|letschti|last",
      ),
      p(
        "nachhilfe|training|stunde|lektion|kurs|schuljahr|saison|konzert|show|folge|staffel|episode|wohnung|job|arbeit|" +
          "eingeschläfert|einschläfern|ischläfere|tierarzt|verkauft|tierheim|abgegeben|weggegeben|stirbt|krank|chrank",
      ),
    ],
  ),
  // Telling everyone one loves them as a goodbye nobody understands.
  both(
    "allen|allne|alli|alle|everyone|jedem ~~ gesagt|gseit|gsagt|told|geschrieben|gschribe ~~ lieb|gern|gärn|love|vermiss*",
    [
      `goodbye|abschied*|abschid*|tschüss|tschüs|bye|adieu|adiö|letzte|letscht*|letsti|last|` +
        `${pairs("keiner|kener|niemand|niemer|nobody|no_one", "checkt|checkts|merkt|merkts|weiss|weis|wüss|ahnt|gets_it|knows|notices")}|` +
        "wissen_nicht|wüssed_nöd|wüsseds_nöd|wüssed_nid|ahnen_nichts",
    ],
    [CONTINUATION, p("geburtstag|geburi|party|fest|hochzeit|weihnacht*|valentin*|muttertag")],
  ),
  // A last message to the tutor with thanks: "Das ist meine letzte Nachricht an dich."
  both(
    "letzte|letzter|letztes|letschte|letscht|letschti|last nachricht|message|msg|text|worte|zeilen ~ an|a|to|für dich|di|dir|you|euch|eu",
    [`danke|merci|thanks|du_warst|warst|bisch_gsi|immer|lieb|nett|für_alles|${FAREWELL}|${NEG_MORE}`],
    [
      CONTINUATION,
      p(
        "heute|hüt|für_heute|diese_woche|vor_den_ferien|gute_nacht|guet_nacht|schlafen|ins_bett|akku|offline|handy|" +
          "abendessen|znacht|muss_los|mues_go|frage|froge",
      ),
    ],
  ),
  // How long until one is unconscious or dead, "not for school", "frag nicht wieso", "bitte kei Vortrag".
  both(
    "wie_lange|wie_lang|wie_hoch|wie_höch|wie_hööch|wie_tief|wie_tüf|wie_viele|wieviele|wie_viel|wieviel|wie_vill|wievill|" +
      "wievil|wie_vil|kann_man|cha_mer|chamer|chan_mer|ob_man|öb_mer|ob_mer|how_long|how_high|how_many|how_much|" +
      "what_happens|was_passiert|wie_schnell",
    [NOT_FOR_SCHOOL, anyOf(DEATH_STRONG, allOf(METHOD_CONTEXT, DEATH_WEAK))],
    [METHOD_Q_HARMLESS, LAUGHTER_OR_TIREDNESS, p("liebeskummer|herzschmerz")],
  ),
  // How high for a sure death, with or without a place: "wie hoch muss ein Haus sein, damit man sicher tot ist".
  both(
    "wie_hoch|wie_höch|wie_hööch|wie_tief|wie_tüf|how_high|how_deep ~ muss|mues|muess|müsste|müesst|mösst|sollte|sött|must|has_to|needs_to|braucht",
    [anyOf(SURE_DEATH, p("sicher|garantiert|ganz_sicher ~ vorbei|vorbi|verbi|over"))],
    [METHOD_Q_HARMLESS, SCHOOL_TOPIC],
  ),
  // A method question broken off: "wie hoch muss eine Brücke sein, damit man … ach vergiss es".
  rule(
    "suicide",
    anyOf(
      p(`wie_hoch|wie_höch|wie_hööch|wie_tief|wie_tüf ~~ ${HIGH_PLACE}`),
      p(`ob|öb|damit|dass|das|if ~ man|mer|me|you ~~ ${HIGH_PLACE}`),
    ),
    {
      also: [ABORT],
      unless: [
        WATER_FUN,
        SCHOOL_TOPIC,
        p(
          "google*|googeln|nachschauen|nachluege|wikipedia|selber|sieht|sehen|gseht|gseh|aussicht|sicht|hört|ghört|foto*",
        ),
      ],
    },
  ),
  // Which bridge nearby is highest, "not for geography".
  both(
    `welche*|weli|welli|wele|weles|which ~~ ${HIGH_PLACE}|haus|hüser|gebäude ~~ höchst*|am_höchsten|am_höchste|highest|tallest`,
    [
      anyOf(
        NOT_FOR_SCHOOL,
        p(
          "überleg*|überleit|dänkt|gedacht|nachgedacht|für_mich|i_de_nöchi|in_der_nähe|bei_uns|bi_eus|nearby|near_me",
        ),
      ),
    ],
    [
      WATER_FUN,
      SCHOOL_TOPIC,
      p(
        "aussicht|ausflug|usflug|wanderung|wandern|reise|ferien|quiz|rekord|foto*|besichtig*|besuch*|tourist*|neugierig|curious|" +
          "ich_mag|i_mag|fan|faszinier*|interessant",
      ),
    ],
  ),
  // A train that does not slow down, and when: "welcher Zug fährt durch, ohne langsamer zu werden".
  both(
    `${VEHICLE}|züg|züge|schnällzug ~~ ${NOT_SLOWING}`,
    ["welche*|welcher|weli|wele|welle|wann|wänn|uhrzeit|uhrzit|um_wie_viel_uhr|which|when|what_time"],
    [TRAIN_FUN, p("nächste|nächsti|next|verpasst|verpass*|warte|warten")],
  ),
  // Being hit by a train or a bus, and whether one feels it: "öb mer's spürt, wänn eim de Zug verwütscht".
  both(
    `${VEHICLE}|züg ~~ erfasst|erfasse|verwütscht|verwütsche|verwischt|erwischt|erwüscht|überfährt|überfahrt|überrollt|mitreisst|zämefahrt|hits`,
    [
      "spürt|spüre|spürsch|merkt|merkt_man|weh|wehtut|wehtuet|schnell|sofort|tot|stirbt|sterb*|feel|hurt",
      `eim|einen|man|mer|me|${ME_ACC}`,
    ],
    [
      p(
        "unfall|polizei|zeitung|news|nachrichten|gestern|reh|tier|hund|katze|vogel|igel|fuchs|airbag|crashtest|physik|bremsweg|film|serie|game|" +
          "gelernt|unterricht|lehrer*|video|kampagne|gefährlich|gefahr|warnung|sicherheit*|prävention",
      ),
    ],
  ),
  sui(
    `hoff*|wünsch*|wish|hope|bete|bätt* ~~ ${ME_ACC}|me ~ [der|de|dr|ein|en|e|a|the|es|s] ${VEHICLE} ~ erwischt|überfährt|überfahrt|erfasst|zämefahrt|verwütscht|überrollt|hits|trifft`,
    [p("noch|no|rechtzeitig|verpass*|abholt|wartet")],
  ),
  // Walking or stepping in front of a car or train: "wenn ich eifach vor es Auto lauf", "ich stell mich vor den Zug".
  rule(
    "suicide",
    anyOf(
      p(
        `vor|vors|unter|under|in_front_of [den|de|dr|d|en|e|es|s|as|ä|einen|ein|eis|the|a] ${VEHICLE} [${FILL}] lauf|laufe|lauft|laufen|renn|renne|rennt|rennen|stell|stelle|stelli|stellen|gheie|gheit|springe|spring|springen|gump|gumpe|lege|leg|legen|werf|werfe|wirf|werfen|schmeissen|jump|step|run|walk`,
      ),
      p(
        `stell|stelle|stelli|leg|lege|werf|werfe|wirf|gheie|schmeiss ${ME_ACC} [${FILL}] [${FILL}] vor|vors|unter [den|de|dr|d|en|e|es|s|as|ä|einen|ein|eis] ${VEHICLE}`,
      ),
    ),
    {
      also: [p(`${I}|${ME_ACC}|${WANT}|${WOULD}`)],
      unless: [
        p(
          "fast|beinahe|fasch|fascht|zum_glück|gottseidank|glück_gha|vorsicht|pass_auf|aufpassen|bremst*|hupt*|gehupt|ghupt|" +
            "zebrastreifen|fussgängerstreifen|ampel|verkehrsregel*|verkehrsunterricht|ball|katze|hund|foto*|selfie",
        ),
      ],
    },
  ),
  // Working out whether the pills at home would be enough: "die Tabletten im Badschrank würden reichen".
  both(
    `${PILLS} ~~ reichen|reicht|reiche|reichä|langt|länge|längt|genug|gnueg|enough`,
    [
      "ausgerechnet|usgrechnet|berechnet|gerechnet|grechnet|gezählt|zellt|zählt|gzellt|gezellt|würden|würde|würd|would|" +
        "noch_nicht_genommen|nonig_gno|nonig_gnoh|no_nid_gno|no_nöd_gno|not_taken_yet|für_mich|für_alles|für_immer",
    ],
    [PILL_HARMLESS],
  ),
  // Pills hidden or moved to one's room: "hab schon alle Tabletten aus dem Badschrank in mein Zimmer getan".
  both(
    `hab|habe|ha|han|${I} ~ ${PILLS} ~~ versteckt|gversteckt|verstekt|gebunkert|gsammlet|gesammelt|gehortet|in_mein_zimmer|in_min_zimmer|is_zimmer|ins_zimmer|in_mis_zimmer|unters_bett|unter_mein_bett`,
    ["alle|ali|alli|all|ganze|ganzi|viele|vill|schon|scho|bereits|already"],
    [
      p(
        "bruder|brüeder|schwester|schwöschter|baby|hund|katze|chatz|kleine|chliine|kinder|chind|drankommt|drachunnt|ordnung|" +
          "arzt|verschrieben|entsorg*|apotheke|abgelaufen|für_die_nacht|oma|opa|grosi|neni|sortiert|sortiere|ordne|geordnet|krank|chrank|pflege*",
      ),
    ],
  ),
  // No joke, the means are there: "Kei Witz dasmal, s'Seil isch scho im Schrank", "jk… oder auch nicht, ich hab die Tabletten schon".
  both(
    "kein_witz|kei_witz|ohne_witz|ohni_witz|ohne_scheiss|ohni_seich|kei_seich|no_joke|not_joking|kein_spass|kei_spass|" +
      "ernst_gemeint|meins_ernst|mein_es_ernst|meine_es_ernst|oder_auch_nicht|oder_au_nöd|oder_au_nid|or_not",
    [
      `seil|strick|schlinge|${PILLS}|klinge|klingen|rasierklinge*|pistole|waffe|gift`,
      "scho|schon|bereits|already|parat|bereit|ready|versteckt|gversteckt|im_schrank|im_zimmer|gekauft|gchauft|kauft|besorgt|gesammelt|gsammlet|hab|ha|han|habe|got",
    ],
    [ILLNESS_OR_SPORT, SCHOOL_TOPIC, GAMES_EXTRA],
  ),
  // A date marked in the calendar, and nothing after it: "den 3. Juni im Kalender markiert, ab da muss ich nix mehr".
  both(
    "kalender|agenda|calendar ~~ markiert|markiere|gmarkiert|agkrüzlet|angekreuzt|ankreuzt|angestrichen|eingekreist|iikreiset|kreuz|chrüz|crossed|marked|circled",
    [
      anyOf(
        p(
          `ab_da|ab_dann|danach|nachher|after_that|ab_dem_tag|dann|denn ~~ ${NEG_MORE}|nix_mehr|nichts_mehr|nüt_meh|nüt_me|nie_mehr|nie_meh|vorbei|vorbi|verbi|ruhe|rueh|schluss|over`,
        ),
        p("letzter_tag|letschte_tag|last_day|tag_x"),
      ),
    ],
    [
      PARTY,
      p(
        "ferien|ferie|urlaub|schulschluss|schultag|schuljahr|zeugnis|abschluss*|lehrabschluss|matura|sommer|rente|pension*|countdown|vorfreude|freu*|endlich_frei",
      ),
    ],
  ),
  // "Am 14. ist es so weit", with a letter, a method or a secret.
  both(
    "ist|isch|is|wird|wirds ~ es|s so_weit|soweit|sowit|so_wit|sowiit|so_wiit",
    [
      anyOf(
        p(METHOD_THINGS),
        p(
          "brief|abschiedsbrief*|abschied*|abschid*|sag_es_niemand*|sags_niemand*|sag_niemandem|sags_niemerem|säg_niemerem|" +
            "säg_s_niemerem|verrat*|aufgeschrieben|ufgschribe|niemandem_sagen|nid_verrate|nöd_verrate|tell_no_one|don_t_tell|dont_tell",
        ),
      ),
    ],
    [
      PARTY,
      p(
        "bewerbung|lehrstelle|schnupper*|vorstellungsgespräch|operation|op|hochzeit|taufe|umzug|zügle|ferien|ferie|lager|" +
          "zahnspange|impfung|arzt|spital|geburt|baby|welpe|führerschein|prüfung|abschluss*|konfirmation|firmung|kommunion",
      ),
    ],
  ),
  // Giving one's things away with an ending: "alli mini Sache verschänkt … wie wenn alles fertig wär".
  both(
    GIVE,
    [
      MY_THINGS,
      `besser_so|besser_für_alle|besser_für_alli|fertig|ufgruumt|aufgeräumt|abgeschlossen|bald|glii|${NEG_MORE}|` +
        "überchunnt|überchumt|bekommt|kriegt|erbt|gets|soll|söll|brauch*|bruuch*|leicht|guet_a|gut_an|ruhig",
    ],
    [CONTINUATION, GIVE_HARMLESS],
  ),
  sui(
    `wem|wer ~ ${I} ~~ sachen|sache|sachä|zeug|züg|besitz|stuff|things|lieblings* ~~ gebe|geb|gib|gäb|vermache|vererbe|schenke|schänke|überlasse|give|leave`,
    [CONTINUATION, GIVE_HARMLESS],
  ),
  both(
    `brauch*|bruuch*|bruch*|need ~ bald|glii|gli|soon ~ ${NEG_MORE}|${NEG}`,
    [
      "soll|söll|bekommen|bekommt|überchunnt|überchumt|kriegt|kriegen|erbt|gebe|geb|gib|gäb|schenk*|schänk*|verschenk*|" +
        "verschänk*|geschenkt|gschänkt|sachen|sache|lieblings*",
    ],
    [CONTINUATION, GIVE_HARMLESS],
  ),
  // Wanting to be with someone who died, and knowing it cannot be: "ich wett zu ihre … usser ich gang au".
  both(
    `${WANT} [${FILL}] [${FILL}] [au|auch|o|also] zu|bei|bi|to ihm|ihr|ihre|ihrä|ihn|ihnen|ihne|ene|em|nem|him|her|them|${FAMILY}|grosi|nani|nana|grosspapi|grossmami|opi|omi|gotti|götti`,
    [
      "gestorben|gstorbe|verstorben|tot|tod|died|dead|passed_away|himmel|heaven",
      "geht_nicht|gaht_nöd|nöd_gaht|nid_gaht|nicht_geht|nid_geit|geit_nid|nicht_möglich|unmöglich|usser_ich|ausser_ich|" +
        "ausser_wenn_ich|es_sei_denn|nur_wenn_ich|im_himmel|in_den_himmel|in_himmel|is_himmeli|auch_sterben|au_stärbe|" +
        "o_stärbe|auch_tot|au_tot|gang_au|gah_au|geh_auch|gehe_auch|auch_gehen|nachgehen|nachfolgen|folgen|hinterher|ihm_nach|ihr_nach",
    ],
    [
      p(
        "wohnt|wohnen|weit_weg|wit_wäg|besuch*|übernacht*|anrufen|aalüte|telefonier*|trösten|tröste|mit_dem_zug|fahren|fahre|corona|quarantäne|spital|" +
          "ans_grab|zum_grab|as_grab|zum_grab|friedhof|regnet|regen|wetter|blumen|kerze",
      ),
    ],
  ),
  // Really gone, "for good": "dann bin ich weg, und zwar richtig weg", "nich urlaub weg sondern richtig weg".
  rule(
    "suicide",
    anyOf(
      p("weg|wäg|gone ~ richtig|ganz|komplett|endgültig|für_immer|fer_immer|for_good|forever weg|wäg|gone"),
      p("weg|wäg|leave|gone|disappear*|verschwind* for_good"),
    ),
    {
      also: [p(`${I}|${WANT}|bin|bi|${ME_ACC}`)],
      unless: [
        AWAY_REASON,
        p(
          "fleck*|pickel*|haar*|warze*|schmerz*|kopfweh|bauchweh|schnupf*|husten|fieber|akne|schmutz|dreck|müll|abfall|" +
            "schnee|regen|nebel|wolke*|tattoo|narbe*|handy|schlüssel|geld|portemonnaie|velo|hund|katze",
        ),
      ],
    },
  ),
  // French and English in a German chat: "je veux disparaître", "c'est bientôt fini" when tired of everything.
  sui(
    "veux_disparaitre|veut_disparaitre|envie_de_disparaitre|disparaitre_pour_toujours|veux_en_finir|vais_en_finir|" +
      "marre_de_vivre|plus_envie_de_vivre|veux_plus_vivre|me_foutre_en_l_air|voglio_sparire|farla_finita|" +
      "want_to_disappear|wanna_disappear|want_to_vanish",
    [JOKE, p("avec|mit ~~ devoirs|projet|exercice|exo|aufgabe|hausi|cette|ce|ca|examen")],
  ),
  both(
    "bientot|bald fini|finit|termine|la_fin|vorbei|vorbi",
    [
      `müde|tired|fatigue|epuise|erschöpft|marre|von_allem|vo_allem|de_tout|traurig|allein|kaputt|leer|${NEG_MORE}`,
    ],
    [
      p(
        "ferien|ferie|vacances|schule|ecole|prüfung|test|examen|semaine|woche|wuche|projekt|schuljahr|annee|saison|film|serie|" +
          "buch|livre|level|game|spiel|arbeit|devoirs|hausi|kurs|cours|training|winter|sommer|regen|stress|streit|lernen|lerne",
      ),
    ],
  ),
  // Not being any more, as a thought: "jede Tag dänk i dra, wie's wär, eifach nümm z'sy", "wie's wär, tot z si".
  both(
    `${NEG_MORE} [einfach|eifach|iifach|ganz|überhaupt|gar] zu|z|ze sein|si|sii|sy|syy|existieren|existiere|exischtiere`,
    [`${I}|${WANT}|dänk*|denk*|wär|wäre|wies|wie_s|wie_es|lieber|liebsten`],
    [p("zu|z|ze sein|si|sii|sy wie|als|like|so"), TOPIC_NOT_ME],
  ),
  both(
    `wie|wies|how ~ [es|s|das|it] wär|wäre|wärs|would_be ~ [${FILL}] tot|tod|dead|gestorben|gstorbe [zu|z|ze] sein|si|sii|sy|be`,
    [`${I}|dänk*|denk*|stell*|frag*|imagine|wonder|mir|mer`],
    [TOPIC_NOT_ME],
  ),
  // Asking for a friend who is oneself: "aber eig bin ich die freundin", "es isch nöd min Kolleg".
  rule("suicide", FRIEND_IS_ME, {
    also: [DEATH_TALK],
    unless: [TOPIC_NOT_ME, p("gestorben|gstorbe|verstorben|beerdigung|unfall|krank|chrank")],
  }),
  // "Kb mehr auf Leben" (kein Bock).
  sui(
    "kb|kbock|kbok|keinbock [mehr|meh|me] auf|aufs|uf|ufs|zu|zum|to [s|das|dem|em|mein|mis] leben|lebe|läbe|living|life|existieren",
    [p("leben|läbe im|in|der|des|von|vo|unter|als|am")],
  ),
  // Like the figure in the book: "ich will auch nicht mehr, und zwar nicht nur im Buch".
  both(
    `${WANT}|${I} [${FILL}] [${FILL}] auch|au|o|too ~ ${NEG_MORE}`,
    [
      anyOf(
        p(
          "nicht_nur|nöd_nume|nid_nume|nicht_bloss|not_only|not_just ~ im|in|i|is ~ buch|buech|film|roman|serie|book|movie|song|lied|game",
        ),
        p("werther|hannah_baker|hana_baker|ophelia|tote_madchen|reasons_why"),
      ),
    ],
    [
      p(
        `${NEG_MORE} lesen|läse|lese|lernen|lerne|schreiben|schriibe|machen|mache|analysieren|interpretieren`,
      ),
    ],
  ),
  // Easier for everyone if I go: "Wenn ich jetzt gang, isch es für alli eifacher."
  both(
    `${IF} ~ ${I} ~ [jetzt|eifach|einfach|dann|für_immer|endlich] gehe|gang|gah|go|verschwinde|verschwind|weg_bin|wäg_bi|weg_wär|wäg_wär`,
    [
      `für|fur|for ~ alle|alli|ali|allne|everyone|euch|eu|jeden|mini_familie|meine_familie ~ [${FILL}] eifacher|einfacher|besser|leichter|easier|better|ringer`,
    ],
    [
      CONTINUATION,
      p(
        "heim|hei|nach_hause|ins_bett|schlafen|training|party|fest|früher|früh|vorher|zuerst|voraus|zug|bus|auto|velo|ferien|lager|" +
          "pause|toilette|wc|platz|sitz|einkaufen|poschte",
      ),
    ],
  ),
  // Accounts deleted and goodbye to everyone: "hab mein insta gelöscht nd allen tschüss geschrieben".
  both(
    "insta|instagram|account|acc|acount|accounts|konto|profil|snap|snapchat|tiktok|whatsapp|discord|chats ~~ gelöscht|glöscht|deleted|deaktiviert|deinstalliert",
    [
      "allen|alli|allne|alle|everyone|jedem ~~ tschüss|tschüs|bye|adieu|adiö|tschau|ciao|goodbye|lebewohl|verabschied*|lieb_hab|gern_ha",
    ],
    [
      CONTINUATION,
      p(
        "detox|pause|digital|handyfrei|bildschirmzeit|screen_time|zu_viel_zeit|fokus|konzentrier*|prüfung*|lernen|hacker|gehackt|" +
          "gehäckt|neuen_account|neues_profil|neue_nummer|neus_handy|neues_handy",
      ),
    ],
  ),
  // Real life would just be over, and that sounds good.
  both(
    "im_echten_leben|im_echte_läbe|im_echte_lebe|im_richtigen_leben|im_richtige_läbe|in_real_life|irl|in_echt|im_realen_leben ~~ vorbei|vorbi|verbi|over|game_over|aus|zu_ende|tot|dead",
    [
      "klingt|tönt|sounds|fühlt|wär|wäre|would ~~ gut|guet|schön|verlockend|nice|good|tempting|erlösend|befreiend",
    ],
    [p("spiel|game|match|runde|level|partie [schon|scho|längst|dann|jetzt] vorbei|vorbi|over")],
  ),
  // No wish for anything, not even for tomorrow.
  both(
    "null|kein|keine|kei|zero|kb bock|bog|lust|luscht ~ [mehr|meh|me] ~ auf|uf ~ irgendwas|irgendöppis|irgendetwas|gar_nichts|nüt|nichts|alles|überhaupt|anything",
    [
      p(
        "auch|au|o|not_even [nicht|nich|nöd|nid|not] ~ auf|uf|for morgen|morn|übermorgen|zukunft|tomorrow|future",
      ),
    ],
    [
      p(
        "heute|hüt|schule|schuel|test|prüfung|mathe|hausi|hausaufgab*|lernen|training|party|wetter|regen|ferien|aufstehen|ufstah|früh|schnee",
      ),
    ],
  ),
  // How and when, thought out: "Ich ha mir scho usgstudiert wie und wänn. Am Samschtig sind alli wäg."
  both(
    "usgstudiert|ausgedacht|ausgeheckt|überlegt|überleit|geplant|gplant|plant|planned|figured_out|entschieden|bschlosse ~~ " +
      "wie_und_wann|wann_und_wie|wie_und_wo|wo_und_wie|wann_und_wo|wo_und_wann|how_and_when|when_and_how",
    [
      anyOf(
        p(
          `${FAMILY}|alle|ali|alli|niemand|keiner|niemer|eltere|eltern ~~ weg|wäg|fort|furt|unterwegs|verreist|allein|elei|nicht_da|nid_da|nöd_da|away`,
        ),
        p(METHOD_THINGS),
        p("tot|sterb*|stärbe|umbring*|umzbring*|ende|beenden|schluss|abschied*"),
      ),
    ],
    [PARTY, p("ferien|ferie|urlaub")],
  ),
  // Not wanting to be found by one's mother, after thinking how: "Ich wott nur ned, dass mis Mami mich findet."
  both(
    `${NEG} ~ dass|das|that ~ ${FAMILY}|mami|mama|papi|jemand|öpper|öpert|someone|sie|er|si ~ ${ME_ACC}|me ~ findet|fint|findt|finde|finds|find|gfindet`,
    [
      `überleg*|überleit|wie_ich_s|wie_ichs|wie_ich_es|wie_is|wie_ys|es_mache|es_machen|s_mache|plan*|es_tue|es_tun|tu_es|do_it|${METHOD_THINGS}|tot|sterb*|umbring*|umzbring*`,
    ],
    [
      p(
        "versteck*|verstekt|versteckis|verstecklis|suchi|schnitzeljagd|geschenk*|überraschung*|tagebuch|spiel*|game|verkleid*|" +
          "dreckig|unordnung|chaos|hausi|zeugnis|note",
      ),
    ],
  ),
  // Would anyone notice if I stopped coming: "öb öpper würd merke, wenn ich morn nüm chum".
  rule(
    "suicide",
    anyOf(
      p(
        `${SOMEBODY}|${NOBODY} ~ ${WOULD}|würd ~ [${FILL}] merke|merken|merkt|bemerke|bemerken|vermisse|vermissen|notice|miss`,
      ),
      p(
        `${WOULD}|würd ~ ${SOMEBODY} ~ [${FILL}] merke|merken|merkt|bemerke|bemerken|vermisse|vermissen|notice|miss`,
      ),
    ),
    {
      also: [
        `${IF} ~ ${I} ~ ${NEG_MORE}|nimmer|nie_mehr [${FILL}] chum|chume|käm|chiem|komme|kommen|käme|da_wär|da_bin|da_bi|uftauch*|auftauch*|da_wäre|do_wär|come|show_up`,
      ],
      unless: [
        p(
          "training|verein|klub|club|kurs|unterricht|musikschule|jugi|pfadi|chor|band|nachhilfe|turnen|fussball|handball|lager|" +
            "party|schwimm*|tanz*|chat|gruppe|gruppenchat|whatsapp",
        ),
      ],
    },
  ),
  // Planning one's own funeral: "ich plan schon, wie meine Beerdigung aussehen soll, welches Lied".
  sui(
    "plan*|plane|überleg*|organis*|aussuch*|usesuech*|wünsch*|entscheid* ~~ meine|mini|min|my|mis [eigene|eigeni|own] beerdigung|begräbnis|abdankig|funeral",
    [FUNERAL_HARMLESS],
  ),
  // Not believing one will still be alive then: "weil ich nicht glaube, dass ich dann noch lebe".
  sui(
    anyOf(
      p(
        `${NEG}|kaum ~ glaub*|gloub*|denk*|dänk*|think|believe ~ dass|das|that ~ ${I} ~ [dann|den|denn|da|then] noch|no|still ~ lebe|läbe|leb|live|alive|am_leben_bin|am_läbe_bi`,
      ),
      p(
        `glaub*|gloub*|denk*|dänk* ~ ${NEG}|kaum ~ dass|das ~ ${I} ~ [dann|den|denn|da|then] noch|no|still ~ lebe|läbe|leb|am_leben_bin|am_läbe_bi`,
      ),
    ),
    [
      JOKE,
      OLD_AGE,
      LAUGHTER_OR_TIREDNESS,
      p("sonne|explod*|universum|planet*|dinosaurier|asteroid*|100|hundert"),
      p("lebe|läbe|leb bei|bi|mit|in|im|z|zu"),
    ],
  ),
  // Looking down from a bridge and thinking it would be easy.
  both(
    "abegluegt|abeglueget|abe_gluegt|runtergeschaut|runtergeguckt|runtergeblickt|hinuntergeschaut|hinabgeschaut|nach_unten_geschaut|nach_unten_gesehen|looked_down",
    [
      HIGH_PLACE,
      p(
        "dänkt|gedacht|thought|dachte|dacht ~~ eifach|einfach|easy|leicht|schnell|ein_schritt|e_schritt|kurz",
      ),
    ],
    [
      WATER_FUN,
      p(
        "schön|wunderschön|toll|cool|mega|hammer|aussicht|sicht|weit|lustig|spannend|fotos|foto|angst|höhenangst|schwindlig",
      ),
    ],
  ),
];
