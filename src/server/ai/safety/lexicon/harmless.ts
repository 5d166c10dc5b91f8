import { phrase as p } from "../crisis-normalise.ts";

/** Games one is beaten in ("im Schach geschlagen"). */
const GAME_NAMES = p("schach|tenis|pingpong|uno|karten|jasen|memory|quiz|wetrennen|rennen");

// Plainly harmless readings that overrule the classifier (never the rules): the classifier
// scores word pieces, so "ich sterbe vor Langeweile" or "mein Akku ist tot" look close to what
// it learned. Each veto names a context in which the scary words are not about the pupil's own
// safety. See decision 019.
//
// A pupil in distress may wrap it in a harmless frame ("für ein Referat über Werther … aber
// eigentlich will ich nicht mehr leben"), so no veto applies when the message also speaks of
// the pupil's own distress (OWN_DISTRESS). That list may be broad: a wording in it only hands
// the message back to the classifier. The contexts themselves stay narrow: a thing, an animal,
// a game, a lesson or a third person that the scary word is about.

/** Wordings of a pupil's own distress: where one stands, no veto applies. */
const OWN_DISTRESS: RegExp[] = [
  // wanting to die or to be gone
  p(
    "ich|i|mich|mi will|wil|mochte|mocht|wot|wet|wurde|wurd|wunsch* ~ sterben|sterbe|sterbn|tot|weg|verschwinden|umbringen|toten",
  ),
  p(
    "will|wil|mochte|mocht|wot|wet|wurde|wurd ~ sterben|sterbe|sterbn|tot_sein|tot_si|verschwinden|einschlafen",
  ),
  p("will|wil|mochte|mocht|wot|wet ~ zu|bei oma|opa|mama|papa|mami|papi|ihm|ihr|gott|engeln|himel"),
  p("bring|bringe|bringt|bringen|bringsch ~ mich|mi|mir ~ um|uma|ume"),
  p("komme|kome|chum|chume ~ nicht|nie|nid|nume|numme|nimer [mehr|meh] zuruck|zruck|hei|heim"),
  p("mach|mache|machs|tue|tu|probier* ~ auch|au|nach|ebenfalls"),
  p("hang|hange|hanke ~ mich|mi auf|uf"),
  p("mich|mi [selbst|selber] toten|tote|umbringe"),
  p("wach|wache|wachen|erwach* ~ nie|nicht|nid|nume|numme|nimer [mehr|meh] [auf|uf]"),
  p(
    "einschlaf*|ischlaf*|aufzuwachen|ufzwache|tabletten|pillen|medikament*|gleis*|brucke|hochhaus|springe|springen|spring",
  ),
  p(
    "genauso|genau_so|auch_so|es_auch|ich_auch|i_au|mich_auch|mir_auch|wie_ich_bald|genau_wie_ich|lieber_tot|auch_tot",
  ),
  p("echten|realen|richtigen leben|labe"),
  p("tot sein|si|ware|war|wär"),
  p("will|wil|mag|wot ~ gar_nichts_mehr|gar_nix_mehr|nichts_mehr|nix_mehr|nut_meh"),
  p("echt|echte|echten ~ schnit*|wunde*|blut|narbe*"),
  p("will|wil|mochte|mocht|wot|wet|kann|mag|cha ~ nicht|nich|nid|nie|kei|keine mehr|meh leben|lebe|labe"),
  p("nicht|nich|nid|nie|kei|keine mehr|meh aufwachen|ufwache|existieren|sinn"),
  p("nicht|nich|nid mehr|meh da|do|hier sein|si|wäre|ware|bin|bi"),
  p(
    "wenn|wen|wan|falls|ob es|ich|i ~ nicht_mehr|nich_mehr|nid_meh|nid_mehr|nume|numme|num|nimer|nimmer|nicht|nich da|do|hier|gibt|gib|gabe|gab|ware|war|wer|bin|bi|git",
  ),
  p(
    "bald|glii|sowieso|eh|morgen|dan|spater ~ nicht_mehr|nich_mehr|nid_meh|nume|numme|num|nimer|weg|tot|verbi|vorbei",
  ),
  p(
    "umbring*|selbstmord*|suizid*|selbsmord*|umzubring*|aufhang*|erhang*|ufhanke|lebensmud*|abschiedsbrief*|abschied|himel",
  ),
  p("mein|mis|min|das|dem|am leben|labe|lebe"),
  p(
    "besser_ohne_mich|ohne_mich_besser|ende_machen|alles_beenden|schlus_machen|egal_ob_ich|alles_verbi|alles_vorbei|leb_wohl|lebt_wohl|nie_wieder|letzte_nachricht|letschti_nachricht",
  ),
  p("kei|keine rolle mehr|meh"),
  // hurting oneself
  p(
    "ritz*|rasierklinge*|rasierer|klinge*|narbe*|pulsader*|absichtlich|mit_absicht|ausrede*|spure|spuren|zebra|runterbring*",
  ),
  p("mich|mi|mir selbst|selber ~ verletz*|weh|schneid*|geschnit*|kratz*|schlag*|hau|haue"),
  p("schnit*|geschnit*|wunde*|kratzer ~ arm|arme|armen|unterarm*|oberschenkel*|handgelenk*|beine|bein|bauch"),
  p("niemand|niemer|keiner|kener darf|soll ~ sehen|wissen|merken|erfahren"),
  // eating and the body
  p(
    "abnehm*|abgenom*|abgnoh|dun|dunn*|duner|zunehm*|kalorie*|hungern|hungere|verhungern|rausgekotzt|rauskotzen|auskotzen|finger_in|abfuhr*|wurg*",
  ),
  p("nach jedem|jeder essen|esen|mahlzeit"),
  p("wieder|imer|jeden_tag|heimlich ~ gekotzt|kotz*|erbrech*|ubergeb*"),
  p("kotze|kotz|erbreche|ubergebe|chotze|chotz ich|i|mich|mi"),
  / (?:fet|dick|fett|dik) (?!vom |von |em )/,
  // hating oneself
  p("has|hase|hasse|ekel* ~ mich|mi|mir"),
  p("wertlos|versager*|nichts_wert|nix_wert|nutzlos|hasslich|dum|unnutz|zu_nichts"),
  // others hurting the pupil
  p(
    "schlag*|schlat|schlaht|haut|hauen|tritt|treten|schubst|schubsen|sperrt|sperren|fast|fassen|beruhrt|beruhren|mobt|moben|plaged|plagen ~ mich|mi|mir",
  ),
  p("mama|mami|muti|mueti|mutter|papa|papi|vater|vati|stiefvater|stiefmutter ~ hat|het|hät ~ mir|mich|mi"),
  p("ohrfeig*|ohrfig*|ohrfiig*|watsch*|gehauen|verprugelt|prugel*|gurtel"),
  p("damit|dass|das ich|i ~ nicht|nichts|nix|nut ~ esen|essen|ase|ese"),
  p("will|wil|mochte|mocht|wot|wet|mag ~ nie|nicht|nichts|nix|kei|nut [mehr|meh] esen|ase|ese"),
  p("nichts|nix|nut|kaum mehr|meh ist|ise|ese|esen|ase"),
  p("gemob*|angefast|angst|eingesperrt|gesperrt|nacktbild*|nackt*|ohne_kleider|fotos|bilder"),
  // "geschlagen", unless a game was lost ("im Schach geschlagen")
  new RegExp(`^(?!.*(?:${GAME_NAMES.source})).*(?:${p("gschlage|geschlagen").source})`),
  p("niemand|niemanden|niemer|keiner|kener|kene ~ mich|mi|mir|mehr|meh"),
  p("nennen|nenen|nent|rufen|rufe ~ mich|mi|mir"),
  p("schreiben|schreibt|sagen|sage|saged|sagid ~ ich_sei|i_sig|ich_soll|i_sol|ich_stinke|ich_bin"),
  p("lachen|lacht|lached ale|alle|uber_mich|mich_aus|mi_us"),
  p(
    "unter_uns|under_eus|geheimnis*|niemandem|niemerem|schos|gschankli|geschenke|eigentlich|eigentli|eig|ehrlich_gesagt|im_ernst|ernsthaft|privat",
  ),
  p("fur|fuer|fur_mi mich|mi|mir|selbst|sebst|sebr"),
  p("nicht|nich|nid|nix|kein wert|wertvol"),
  p("falsch so|wie_ich_bin|so_wie_ich_bin"),
  p("mich|mi ~ fertig"),
  p("fertigmach*|kys|kms|unalive*|sh|proana|pro_ana|ana|mia"),
  p("merkt|merkts|vermist|vermisst [eh|doch|sowieso|ja] keiner|niemand|niemer"),
  p("halt|halte|aushalten|us ~ nicht|nich|nid|nume|numme mehr|meh aus|us"),
  p("keine_kraft|kein_bock|keine_lust|kei_bock|kei_luscht ~ mehr|meh"),
];

/** A veto: any of the contexts, unless the message also speaks of the pupil's own distress. */
function harmless(...contexts: RegExp[]): RegExp {
  const context = contexts.map((re) => re.source).join("|");
  const distress = OWN_DISTRESS.map((re) => re.source).join("|");
  return new RegExp(`^(?=.*(?:${context}))(?!.*(?:${distress}))`);
}

export const CLASSIFIER_VETOES: RegExp[] = [
  // hyperbole: "ich sterbe vor Langeweile", "ich lach mich tot", "ich bin so voll vom Znacht lol"
  harmless(
    p("vor langeweile|lachen|lache|lachn|lacha"),
    p("lach|lache|lachen|lachn mich|mi tot|kaput|schlap|krumm"),
    p(
      "voll|sat|fet|dick vom|vo|von_dem|nach_dem|em znacht|zmitag|zmorge|essen|esen|fondue|raclette|bufet|brunch|dessert",
    ),
    p("fondue|raclette|pizza|bufet ~ voll|sat|platze|platz"),
  ),
  // things that "die": devices, plants, batteries
  harmless(
    p(
      "akku|handy|natel|wlan|wifi|internet|laptop|batterie|computer|pc|tablet|ipad|router|konsole|controller|drucker ~ tot|leer|gestorben|stirbt|kaput|abgesturzt",
    ),
    p("pflanze|pflanzen|blume|blumen|kaktus|basilikum ~ tot|gestorben|stirbt|eingegangen|verwelkt"),
    p(
      "zelle|zellen|bakterie|bakterien|viren|virus|organismen|organismus|pilze ~ leben|lebt|tot|sterben|sterbe|abgestorben",
    ),
  ),
  // games, with a game verb or a game word
  harmless(
    p(
      "fortnite|minecraft|roblox|fifa|zelda|mario|pokemon|brawl|among_us|valorant|game|level|boss|endboss ~ kills|kill|gekilt|kilen|sterbe|stirb|sterb|gestorben|tot|toten|umbringen|besiegen|respawn|leben|heart*|herz*",
    ),
    p("respawn*|extra_leben|noch_ein_leben"),
    p(
      "tote|toten|kile|kill|besiege|besiegen ~ [den|die|das] enderdrachen|drachen|endboss|boss|zombie*|creeper|gegner ~ [in|im] [minecraft|fortnite|roblox|game|level|spiel]",
    ),
  ),
  // school topics with a third-person or historical subject
  harmless(
    p(
      "werther|hitler|kleopatra|caesar|casar|napoleon|gretchen|antigone|hamlet|ophelia|stalin|goethe|schiller",
    ),
    p(
      "im|in_dem|aus_dem buch|roman|film|lied|song|songtext|gedicht|theater|theaterstuck|serie|marchen|comic",
    ),
    p("sagt|singt das|der|die lied|song|sanger|sangerin"),
    p(
      "referat|vortrag|aufsatz|projekt|arbeit|erorterung|interpretation|prasentation|dossier|text uber|zum_thema|zur|zu|zum [das|die|den|der] mobing|cybermobing|suizid|selbstmord|depression*|magersucht|anorexie|bulimie|esstorung*|ritzen|selbstverletzung|krieg|weltkrieg|holocaust|sucht|drogen|alkohol|gewalt|kindesmisbrauch|misbrauch|sterbehilfe|tod|todesstrafe",
    ),
    p("frage fur bio|biologie|die_schule|ein_referat|unser_projekt|einen_vortrag|geschichte|nmg|deutsch"),
    p("in bio|biologie|nmg|chemie|geschichte|physik ~ gelernt|gelert|glernt"),
  ),
  // sport
  harmless(
    p(
      "fusball|match|spiel|eishockey|handball|unihockey|basketball|volleyball|turnier|training ~ verloren|gewonnen|abgeschlachtet|zerstort|vernichtet|platt_gemacht|fertig_gemacht",
    ),
    p(
      "im|beim|bim schach|tenis|pingpong|uno|karten|jasen|memory|quiz|wetrennen|rennen ~ geschlagen|gschlage|besiegt",
    ),
    p("handstand|kopfstand|radschlag|salto|flickflack|purzelbaum"),
    p("verloren|gewonnen ~ abgeschlachtet|zerstort|vernichtet|abgeschosen|plat_gemacht|uberolt"),
    p("abgeschlachtet|zerstort|vernichtet|abgeschosen|uberolt ~ verloren|gewonnen"),
    p(
      "beim|bim fusball|training|turnen|sport|velofahren|skifahren|skaten|klettern|reiten ~ hingefallen|gestürzt|gesturzt|verletzt|verstaucht|gebrochen|blutet|aufgeschurft",
    ),
  ),
  // accidents, the body, the doctor
  harmless(
    p("nasenbluten|nase_blutet|nasebluete|nasenbluete"),
    p(
      "achterbahn|karussell|schiff|autofahrt|busfahrt|bergbahn ~~ schlecht|gekotzt|kotzen|ubergeben|erbrochen",
    ),
    p("reisekrank*|seekrank*|reiseubelkeit"),
    p("fast|beinahe [mich] geschnitten|geschniten"),
    p("beim|bim kochen|schnitzen|basteln|rusten|gemuse_schneiden|zwiebeln_schneiden|brot_schneiden"),
    p(
      "katze|kater|hund|hamster|kaninchen|meerschweinchen ~ hat|het [mir|mich] ~ zerkratzt|gekratzt|gebissen|biss",
    ),
    p("muckenstich*|insektenstich*|zeckenbis* ~ aufgekratzt|kratzt|kratze|gekratzt|blutet"),
    p("wegen [dem|des|einem|am] sonnenbrand*"),
    p("haare|hare|pony|fingernagel|fingernagel|nagel ~ geschnitten|geschniten|schneiden"),
    p("hab|habe|ha [jetzt|grad|gerade|gerad] meine|mini|mis tage|periode|mens"),
    p("periode|menstruation|mens ~~ hose|leintuch|bettlaken|unterhose|fleck|flecken|binde|tampon*|krampf*"),
    p("kunstblut|theaterblut|filmblut|halloweenkostum|fasnachtskostum"),
    p("fur|an halloween|fasnacht|fasching"),
    p("pickel|akne|mitesser|warze|warzen ~ weg"),
    p("hau|haue mich [jetzt|mal|kurz|gleich|schnell] hin|aufs"),
  ),
  // animals and grandparents (grief is no crisis of the pupil's own safety)
  harmless(
    p(
      "katze|kater|hund|fisch|fische|hamster|kaninchen|meerschweinchen|wellensittich|vogel|pferd|schildkrote ~ frist|frisst|fressen|frast|gestorben|tot|lebt_nicht",
    ),
    p(
      "mein|meine|min|mis opa|oma|grosi|grosvater|grosmuter|grospapi|grosmami|neni|nani [ist|hat] [seit] [*] [tagen|wochen] gestorben|tot|nichts_gegessen|nix_gegessen|lebt_nicht",
    ),
  ),
  // food and meals
  harmless(
    p("wan|wann|wen gibt|gits|gibts|gits [es] zmitag|znacht|zmorge|zvieri|esen|mitagesen|abendesen"),
    p("rezept|rezepte fur"),
    p("wegen der|meiner [neuen] zahnspange"),
    p("magen_darm|magendarm*|grippe|fieber|halsweh|mandelentzundung|weisheitszahn*"),
    p("verschlafen"),
    p("nur in der pause"),
    p("nur pizza|pommes|burger|chips|schoggi|schokolade|glace|suskram|susigkeiten|doner gegessen|gesen"),
    p("mehr gemuse|obst|fruchte|salat"),
    p("schnite|schniten|scheibe|scheiben brot|toast|zopf"),
    p(
      "schoggi|schokolade|susigkeiten|suskram|gummibarchen ~ vor [meinem|meiner|dem|der] bruder|schwester|geschwister*",
    ),
    p(
      "bruder|schwester ~ mein|meine|mis essen|pizza|pommes|schoggi|schokolade|dessert ~ isst|ist|frist|wegisst|klaut|nimmt",
    ),
    p("ich bin [so|schon|voll|echt] sat"),
    p("nach dem fondue|raclette"),
    p("putze|putzen|putzt ~ zahne|zahn"),
    p("zahne|zahn putze|putzen"),
    p("damit|das|dass sie|er nicht|nid kochen|choche"),
  ),
  // school and the chat itself
  harmless(
    p(
      "nicht|nid|nie|kei|keine mehr|meh [mit] mathe|deutsch|franz|franzosisch|englisch|hausaufgaben|hausi|ufzgi|aufgaben|uben|lernen",
    ),
    p(
      "aufgabe|aufgaben|rechnung|ubung|prufung|test|mathe ist|sind [so|zu|echt|voll|mega] schwer|schwierig|kompliziert",
    ),
    p("ob die|meine|mini antwort|losung|rechnung stimt|stimmt|richtig|falsch"),
    p("hausaufgabe*|hausi|ufzgi|aufgaben ~ vergese|vergesen|vergis*|vergas*"),
    p("hab|habe mich verschrieben|vertipt|vertippt|verrechnet|verlesen|verhort"),
    p("meine|mini handschrift|schrift|aussprache|rechtschreibung"),
    p("nichts|nix gewohnt"),
    p("kann mich nicht entscheiden"),
    p("falsch|nicht verstanden"),
    p("video|film|clip|vlog|szene ~ schneid*|schnit*|geschnit*"),
    p("schneid*|schnit*|geschnit* ~ video|film|clip|vlog|szene"),
    p("bis morgen|spater|nachher|am_montag|nachste_woche|zum_nachsten_mal"),
    p(
      "letzte|letschti frage|aufgabe|ubung|rechnung fur_heute|fur_hute|fur_jetzt|heute|hute|jetzt|fur_diese_woche",
    ),
    p("so|zu fruh aufwachen|aufstehen|ufstah"),
    p("[wir] sind|fahren|gehen|fliegen|gon ~ in den|die ferien|urlaub"),
    p("fur die|meine|unsere party|geburtstagsparty|feier|uberaschung*|fest"),
    p("alten|alte lego*|playmobil|spielsachen|spielzeug"),
    p("nicht|nid mehr damit|dami spiel|spiele|spielt"),
    p(
      "bestraf* mich [selbst|selber] mit handyverbot|fernsehverbot|gameverbot|natelverbot|hausarrest|handyentzug",
    ),
  ),
];
