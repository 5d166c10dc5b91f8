import { phrase as p } from "../crisis-normalise.ts";
import { anyOf, type CrisisRule, harmlessUnless, rule } from "./rule.ts";
import { FAMILY, ME, ME_ACC, pairs } from "./words.ts";

// Bullying: see decision 019. Teasing, a quarrel with a friend and "Mobbing" as an essay topic are
// everyday school life, so a rule needs two signals: an act of bullying against the pupil
// (laughed at, called names, excluded, hit or robbed by peers, shamed online) AND despair ("ich
// halte es nicht mehr aus", "will nie wieder in die Schule", "weine jeden Abend"), or a second,
// different act, or the act going on for weeks. Only a few wordings stand alone: "ich werde
// gemobbt" in the present, and being beaten up by peers at school or on the way there.

// --- Helpers, also used by abuse.ts and violence-at-home.ts ---

/** A phrase that must not go on with one of `words` ("hört nicht auf" but not "… auf mich"). */
export const notBefore = (source: string, words: string) =>
  new RegExp(`${p(source).source}(?!(?:${p(words).source.trim()}) )`);

// --- Shared word lists (normalised like the messages: "nöd" is "nod", "nümme" is "nume") ---

export const I = "ich|i|ig|ech|ik|ych|iich";
export const NEG = "nicht|nich|nid|nöd|ned|net|nit|nöt|not";
/** "Not any more": "nicht mehr", "nid meh", "nüme", "nümm", "nimmer", "nie wieder". */
export const NO_MORE = `${pairs(`${NEG}|nie|kein|kei|keine`, "mehr|meh|me|mer|mea|wieder|länger|langer")}|nüme|nümme|nüm|nümm|nimmer|nimme|nimmi|nöme|nomme|nümmi|numa`;
/** Words that may stand between "ich kann" and "nicht mehr" without changing the meaning. */
export const FILL =
  "einfach|eifach|iifach|echt|wirklich|würkli|würklich|halt|langsam|bald|so|auch|au|ehrlich|jetzt|jetz|" +
  "grad|gerade|gar|fast|fasch|mittlerweile|inzwischen|eh|sowieso|irgendwie|iwie|digga|bro|alter|ich|i|ig|" +
  "es|das|s|dä|de|des|dis|dies|dieses|alles|ales|all|total|voll|mega|nur|nume|numme|noch|no|lieber|liebr|am_liebsten|am_liebste";
const FILL2 = `[${FILL}] [${FILL}]`;
/** The extended family and the mother's partner, also in Basel and Bern ("Bappe", "Müeti", "Ätti"). */
export const FAMILY_ALL =
  `${FAMILY}|stiefpapi|stiefmami|stiefvatter|stiefbruder|stiefschwester|halbbruder|halbschwester|` +
  "bape|bappe|bapi|mame|mamme|muti|mueti|müeti|ätti|atti|grosi|grossmueter|grosmami|grossätti|" +
  "nani|nonna|nonno|mamma|eltre|eltere|elteren|erzeuger|pflegevater|pflegemutter|pflegeeltern|" +
  "mamis_freund|mamas_freund|mamis_fründ|freund_meiner|fründ_vo|lebenspartner|mein_alter|meine_alte|mi_alte|min_alte|" +
  "mini_alti|mis_alte|my_dad|my_mom|my_father|my_mother|my_stepdad";
/** Brothers and sisters (teasing between them is mostly play). */
export const SIBLING =
  "bruder|brüder|brüederli|bruderli|schwester|schwöster|schwösterli|geschwister|gschwüsterti|brother|sister";
/** School and the way there. "schul" alone, since "schul*" would also be "Schulter" and "schuld". */
export const SCHOOL =
  "schule|schul|schulen|schuel|schuele|schuol|schulhaus|schulhus|schulhof|schulplatz|schulareal|schulweg|" +
  "schulbus|schulzimmer|schultag|schultage|schulstunde|schulklasse|schulklo|schultoilette|schulreise|" +
  "pause|pausen|pausenhof|pausenplatz|znüni|znünipause|mittagspause|klasse|klass|klassen|klassenzimmer|" +
  "klassezimmer|klassenlager|klasselager|lager|skilager|bus|postauto|tram|turnhalle|turnen|turne|" +
  "sportunterricht|garderobe|garderoben|umkleide|umkleidekabine|mensa|mittagstisch|hort|tagesschule|" +
  "oberstufe|sek|primar|primarschule|gymi|kanti|mitschüler|mitschülerin|mitschülern|mitschülerinnen|" +
  "klassenkamerad*|klassekamerad*|schulkamerad*|jungs|giele|gielä|buebe|buben|meitli|maitli|meitschi|" +
  "mädchen|mädels|achtklässler*|neuntklässler*|achte|neunte|siebte|drittklässler*|heimweg|heiweg|schuelweg";
/** Sport and games, where "schlagen" means to beat someone at something. */
export const SPORT =
  "schach|tennis|tischtennis|pingpong|badminton|squash|golf|fussball|fuessball|tschutte|unihockey|hockey|" +
  "eishockey|handball|volleyball|basketball|völkerball|brennball|baseball|judo|karate|kung_fu|taekwondo|" +
  "boxen|boxe|boxtraining|kickbox*|kampfsport|mma|ringen|schwingen|sumo|fechten|training|trainig|match|" +
  "matsch|spiel|spiele|game|games|runde|turnier|wettkampf|wettrennen|rennen|jass|jassen|jasse|uno|memory|" +
  "monopoly|mario_kart|mariokart|fortnite|fifa|minecraft|brawl_stars|clash|roblox|zocken|gamen|konsole|" +
  "playstation|ps5|xbox|switch|quiz|armdrücken|armdrücke|kissenschlacht|schneeballschlacht|wasserschlacht|" +
  "ringkampf|rangeln|raufen|aus_spass|us_spass|zum_spass|im_spass|tor|tore|punkte|goal|goals|gewonnen|" +
  "verloren|verlore|besiegt|sieg|niederlage|resultat|schlacht|krieg|kriege|weltkrieg|armee|eidgenossen|habsburger";
/** An essay, a lesson, a book or a film: a topic or a plot, not the pupil. */
export const TOPIC_OR_PLOT =
  "*aufsatz|*referat|*vortrag|*präsentation|presentation|*projekt|projektarbeit|*plakat|thema|themen|*thema|*unterricht|" +
  "lektion|*arbeitsblatt|tipps|tipp|ratschläge|zusammenfassung|inhaltsangabe|interpretation|erörterung|stellungnahme|" +
  "statistiken|definition|prävention|präventionsprojekt|massnahme|massnahmen|buch|buech|roman|" +
  "novelle|film|films|filme|serie|serien|folge|staffel|kapitel|lektüre|hauptfigur|figur|figuren|" +
  "protagonist*|charakter|charaktere|doku|dokumentation|artikel|zeitung|news|tagesschau|song|lied|" +
  "geschichte_über|gschicht|theaterstück|rollenspiel|text_über|gedicht|steckbrief|portrait|porträt";
/** Animals, the subject of many biology questions with the same scary verbs. */
export const ANIMALS =
  "tier|tiere|tieren|tierversuch*|hund|hunde|hündli|katze|katzen|chatz|büsi|kater|hamster|meersäuli|kaninchen|" +
  "hase|hasen|pferd|pferde|kuh|kühe|schwein|schweine|huhn|hühner|ente|enten|vogel|vögel|taube|tauben|" +
  "brieftaube*|zugvögel|affe|affen|schimpanse*|gorilla*|löwe|löwen|wolf|wölfe|bär|bären|delfin*|wal|wale|" +
  "fisch|fische|lachs|hai|haie|insekt*|biene|bienen|ameise*|spinne|spinnen|schlange|schlangen|frosch|" +
  "frösche|schnecke*|raupe|männchen|weibchen|jungtier*|rudel|herde|nest";
/** A joke (emojis are lost in normalisation, "lol" and "haha" are not). */
export const JOKING = "lol|haha*|hihi*|hehe*|xd|jk|rofl|lmao|witzig";

/** Somebody else as the one who does it. */
const PEERS =
  "alle|ali|alli|die|sie|si|se|andere|anderen|andern|andri|anderi|mitschüler*|klassenkamerad*|" +
  "klassekamerad*|klasse|klass|jungs|junge|jungen|buben|buebe|giele|meitli|maitli|meitschi|mädchen|" +
  "mädels|girls|boys|typen|typ|leute|lüt|gruppe|clique|gang|er|der|de|einer|eine|jemand|öpper|öpert|" +
  "kollege|kollegen|kolleg|kollegin|kolleginnen|freunde|fründe|kumpels|grosse|grossen|grössere|grösseren|" +
  "ältere|älteren|eltere";
/** Nobody, in all spellings. */
const NOBODY =
  "niemand|nieman|niemer|niemert|niemet|nieme|neimand|keiner|kener|keina|nobody|kei_mönsch|kein_mensch|kei_mensch|ke_mönsch|kein_mönsch|keine_seele|kei_seel";
/** What pupils are mocked for. */
const LOOKS =
  "kleider|chleider|klamotten|frisur|haar|haare|hoor|gewicht|aussehen|brille|brülle|zähne|zahnspange|stimme|akzent|" +
  "name|namen|familie|eltern|mama|papa|herkunft|hautfarbe|nase|ohren|pickel|schuhe|figur|körper|bauch|beine|handy|" +
  "sprache|dialekt|religion|kopftuch|behinderung|rollstuhl|noten|stottern|gestotter";
/** Who and when between "sagen" and "mir" ("säged si mir jede Tag"), but not "ich" (self-talk). */
const WHO_FILL =
  "sie|si|die|alle|alli|ali|immer|dauernd|ständig|jeden_tag|jede_tag|jedi_pause|mal|emol|wieder|no|noch|andere|anderen";
/** Names pupils are called. "Ding" only after "nennen" (see below): it is too common a word. */
const INSULT =
  "fett|fet|fette|fetter|fettes|dick|dicke|dicki|fettsack|fettsau|fettklops|fetti|walross|wal|nilpferd|" +
  "elefant|schwein|sau|kuh|hässlich*|wüest|wüescht|wüst|eklig|" +
  "ekelhaft|grusig|gruusig|stinker|stinki|stinkt|stinke|stinkig|opfer|loser|looser|luser|versager|behindert|" +
  "behindi|behinderte|spast|spasti|mongo|missgeburt|mistgeburt|hurensohn|hure|schlampe|nutte|bitch|freak|" +
  "psycho|streber|nerd|schwuchtel|schwul|lesbe|kanake|zwerg|bohnenstange|brillenschlange|pickelgesicht|" +
  "pickelfresse|idiot|trottel|tubel|dumm|dummi|dumme|blöd|blödi|gstört|gestört|krüppel|abschaum|bastard|" +
  "wertlos|nutzlos|heulsuse|assi|asozial|kek|lauch|niemand_mag|niemer_mag|läus|läuse|lause|flöh|flöhe|kys|stirb|verreck*";

// --- Acts against the pupil. *_ME name the pupil ("lachen mich aus"); *_OTHER may be about
// anyone ("wird ausgelacht"), so a lesson or a film plot next to them vetoes. ---

const MOCK_ME = [
  `lach*|lached|lachet|lachid ~ ${ME_ACC}|mir|mer ~ aus|us|uus`,
  `${ME_ACC}|mir ~ auslach*|uslach*|uuslach*|ausgelacht|usglacht|uusglacht|ausglacht|usgelacht`,
  `äff*|äffed|äffen ${ME_ACC} ~ nach|na|noch`,
  `${ME_ACC} ~ nachäff*|nachgeäfft|nachgäfft`,
  `hinter ~ mein*|min|mim|minere|mine ~ rücken|rugge|ruggä`,
  `lach*|lustig|witz*|läster*|spott*|gspottet|lached ~~ über ~ mein*|min|mini|mis|minere|mine ~ ${LOOKS}`,
  `äff*|imitier*|nachmach*|nachahm* ${ME_ACC} ~ [immer|nach|na|no] ~ [nach|na|no]`,
  `alle|alli|ali|ganze_klasse|ganz_klass|jeder|die|sie|si ~ [sind|isch|ist|sin|händ|hend] ~ gegen|gäge|gege ${ME}`,
  `${ME}|mer ~~ kaugummi|chätschgummi|chaugummi|kleber ~~ haar*|hoor|hor|stuhl|jacke|thek`,
  `tuschel*|flüster*|chüschel* ~ über ${ME}`,
  `bully|bullyen|bullien|bullied|bullyed|bullying ${ME_ACC}|me`,
  `lach*|lustig|witz*|witzli|spott* ~ über ${ME}`,
  `über ${ME} ~ lustig|witz*|lach*|gelacht|glacht|gspottet|gespottet`,
  `verarsch*|veräppl*|verspott*|hänsel*|hänsled|plagen|plage|plaged|plaget|plagid|schikanier*|dissen|dissed|disst|moben|mobed|mobet|mobbt|mobt|mobben|mobbed|terrorisier* ${ME_ACC}`,
  `${ME_ACC} ~ verarsch*|verspott*|hänsel*|gehänselt|ghänselet|plagen|plaged|plaget|plage|schikanier*|terrorisier*|gedisst|gmobbt|gemobbt|mobben|mobbed|mobt|mobbe`,
  `${PEERS} mach*|mached|mache|machet|machid|machen|tüend|tun ${ME_ACC} ~ fertig|fertigmache|runter|nieder|abe|lächerlich|schlecht|chaputt|kaputt|zur_sau`,
  `${PEERS} ~ ${ME_ACC} ~ fertigmach*|fertig_mach*|fertig_gmacht|fertiggmacht|fertig_gemacht|fertiggemacht|runtermach*|runtergmacht|runtergemacht|niedermach*|abegmacht|lächerlich_mach*|lächerlich_gmacht|fertigmache`,
  `beleidig*|beschimpf*|beleidiged|beschimpfed|bleidiged|bleidige|tituliered|verspotted ${ME_ACC}`,
  `${ME_ACC} ~ beleidigt|beleidiget|bleidiget|beschimpft|beschimpfe|beschimpfen|beleidige|beleidigen|gschumpfe|usgschumpfe`,
  `${I} ~ werde|werd|wirde|wird|wurde|wurd|bin|bi ~~ beleidigt|bleidiget|beschimpft|gehänselt|ghänselet|verspottet|verarscht|ausgelacht|usglacht|uusglacht|ausglacht|fertig_gemacht|fertiggemacht|fertig_gmacht|runtergmacht|gedisst|schikaniert|terrorisiert|gemobbt|gmobbt|gemobbed`,
  `nenn*|nänn*|nännid|nännet|heissen|heised ${ME_ACC} ~ ${INSULT}|ding|nur|nume|numme|immer|bloss|no|nur_noch|nume_no`,
  `rüef*|ruef*|rufen|ruft|rufed ${ME_ACC}|mir|mer ~ ${INSULT}|ding`,
  `schick*|schicken|schicked|sendet|senden|schreib*|schrib*|schrieb*|schriib* ~ ${ME}|mer ~~ hass*|hate*|drohung*|drohnachricht*|beleidigung*|morddrohung*`,
  `film*|filmed|filmet|fotografier* ${ME_ACC}`,
  `wenn|wänn|sobald ~ ${I} ~ komme|chume|reinkomme|inechume|rede|öppis_säg|etwas_sage ~~ hören|hört|höred|flüstern|tuscheln|lachen|lached|lache|chüschled|verdrehen ~ [alle|ali|alli|die|sie|si] ~ auf|uf|aus|us|augen|ouge`,
  `zieh*|zien|ziend|ziehed|zerren|zerred ~ ${ME}|mer ~~ hose|hosen|hose_runter|hose_abe|rock`,
  `stellen|stelled|stelle ${ME}|mer ~ [immer|jeden_tag|dauernd] ~ ein|es|e bein|bei`,
  `sag*|säg*|saged|säged|sägid|saget|sait|seit|schreib*|schrib*|schriib*|rüef*|rufen|schrei*|brüll*|kommentier*|poste*|postet [${WHO_FILL}] [${WHO_FILL}] [zu] ${ME}|mer ~~ ${INSULT}`,
  `sag*|säg*|saged|säged|schreib*|schrib*|schriib*|kommentier*|poste*|postet ~~ ${INSULT} ~ ${I}|bin|bi|sei|seg|sig|seig|seigi|wäri`,
  `sag*|säg*|saged|säged|sägid|saget|sait|seit|schreib*|schrib*|schrieb*|schriib*|rüef*|rufen|kommentier*|poste*|postet|behaupt* ~ [dass|das] ${I} ~ [sei|seg|sig|seig|bin|bi|wär|wäri|heig|heg|hätt|hätti|habe|hab|stinke|stink] ~ ${INSULT}`,
  `${PEERS} ~~ hassen|hassed|hasset|hassid|hasst|hate|haten ${ME_ACC}`,
  `${ME_ACC} ~ ${PEERS} ~~ hassen|hassed|hasset|hassid|hasst|auslachen|uslache|ignorieren|ignoriered|verarschen|mobben|plagen|plaged`,
  "make|makes|made|making fun of me",
  "laugh|laughs|laughing|laughed at me",
  "bully|bullies|bullied|hate|hates|ignore|ignores|exclude|excludes|beat|hit|hits|push|pushes|insult|insults|mock|mocks me",
  "se_moque|se_moquent|moque|moquent ~ de ~ moi|harcèle|harcèlent|harcelé|harcelée|insultent_moi|m_insultent|me_frappent|me_frappe",
  `${PEERS} ~ ${ME_ACC} ~ hassen|hassed|hasset|hassid|hasst|hate|haten`,
  `spuck*|spöi*|speuz*|bespuck*|anspuck*|aspeuz* ~ ${ME_ACC}|mir|mer`,
  `werf*|schmeiss*|gheie|gheied|rüer*|schiessen|schiessed ~ [mit|immer] ~ sachen|steine|stei|papier*|kügeli|radiergummi|flasche*|schneebäll*|eier|essen|züg ~ nach|uf|auf|an|a ${ME}|mer`,
  `${ME_ACC} ~ angespuckt|bespuckt|aagspeuzt|agspeuzt|aagspuckt|agspuckt|angspuckt`,
  `behandeln|behandled|behandlet|behandelt ${ME_ACC} ~ wie|als ~ luft|dreck|müll|abfall|nichts|nüt|scheiss|scheisse|tier|hund|sklave`,
];
const MOCK_OTHER = [
  `${PEERS}|ganze_klasse|ganz_klass|ganzi_klass ~ einen|eim|ein|mer|man ~ auslach*|uslach*|uuslach*|ausgelacht|usglacht|fertigmach*|ignorier*|verprügel*|verprügl*|verhau*|schlag*|mobb*|hänsel*|plag*`,
  "umfrage|umfrag|ranking|abstimmung|liste|voting|wahl ~~ hässlichst*|dümmst*|fettest*|wüestist*|grusigst*|peinlichst*|unbeliebtest*|behindertst*|opfer|loser",
  "alle|ali|alli|die|sie|si|jeder|d_klass|ganze_klasse|ganz_klass ~ [händ|haben|ham|hend|hei|hät] ~ gelacht|glacht|glachet|gelachet|lachen|lached|lache|gegrinst|grinsed|applaudiert|geklatscht|gfilmt",
  `werde|werd|wird|wurde|wurd|bin ~ beleidigt|bleidiget|beschimpft|gehänselt|ghänselet|verspottet|verarscht|ausgelacht|usglacht|uusglacht|ausglacht|fertig_gemacht|fertiggemacht|fertig_gmacht|runtergmacht|gedisst|schikaniert|terrorisiert|gemobbt|gmobbt`,
];

const EXCLUDE_ME = [
  `${NOBODY} ~ redet|red|redt|rede|reded|spricht|sprich|schwätzt|schwatzt|schnorrt|spielt|spilt|sitzt|sitz|hockt|hocked|will|wott|wot|mag|geht|gaht|lauft|macht|chunt|kommt|isst|esst|chunnt ~ mit|neben|nebed|näbed|näbe|nebe|nebem|näbem|zu|bi|bei ${ME}`,
  `mit|neben|nebed|näbed|näbe|zu ${ME} ~ redet|red|redt|spricht|schwätzt|sitzt|hockt|spielt|will|wott|mag|schreibt|chattet ~ ${NOBODY}|kei|keine`,
  `redet|red|redt|spricht|schwätzt|schreibt|schriibt|chattet|antwortet|spielt|sitzt|hockt ~ ${NOBODY} ~ [mehr|meh|me|no|noch] ~ mit|neben|nebed|näbed|zu ${ME}`,
  `${NOBODY} ~ mit|neben|nebed|näbed|zu ${ME} ~ [wott|will|wollte|mag|möcht|wet] ~ rede|reden|red|spile|spielen|spiele|sitze|sitzen|hocke|sii|sein|si|schaffe|go|gah|in_die_gruppe|i_d_gruppe`,
  `${NOBODY} ~ wollte|wott|will|wolt|hät_welle|het_welle|hat_gewollt|wählte|nahm ~ [mit|neben] ~ [${ME}] ~ [in|i] ~ [die|d] ~ gruppe|team|mannschaft|zimmer|bank`,
  `esse|iss|hocke|sitze|verstecke|versteck|verbringe ~ [mich|mi] ~ [in_der_pause|i_de_pause|immer|jeden_tag] ~ [auf|uf|im] ~ [dem|em] ~ klo|wc|toilette|toilete`,
  `${NOBODY} ~ [mehr|meh|me|no|noch] ~ schreibt|schriibt|chattet|antwortet|meldet ~ [mehr|meh|me] ~ [mit|${ME}]`,
  `${NOBODY} ~ lädt|ladet|lad|ladt|lädt|nimmt|nämmt ~ [${ME_ACC}] ~ [je|jemals|nie|mal|emol|mehr|meh] ~ ein|i|ii|mit`,
  `${NOBODY} ~ [in|i|zu] ~ [sini|seine|ihre|ihri|d|die|sis|ihr] ~ gruppe|team|mannschaft ~ will|wott|wot|mag|wählt|nimmt`,
  `${I}|werde|wird|wirde ~ immer|gäng|geng|gang|jedes_mal|jedesmal ~ als_letzt*|als_letschti|als_letschte|zuletzt|als_letzter|als_letzte ~ gewählt|gwählt|gnoh|genommen`,
  `${ME_ACC} ~ gecancelt|gcancelt|blockiert|entfolgt|entfolget|ausgeschlossen|usgschlosse|geghostet|ghostet`,
  `${NOBODY}|kei|keine ~ will|wott|wot|mag ~ ${ME_ACC}|mit_mir|mit_mer|neben_mir`,
  `${NOBODY}|kei|keine ~ will|wott|wot|mag ~ mein|min|mini|minen ~ freund|fründ|kolleg|kollege|freundin|fründin ~ [sein|si|sii]`,
  `schliess*|schliessed|schlüss*|bschlüss*|grenz*|grenzed ${ME_ACC} ~ [immer|überall|überal|jedes_mal|einfach|eifach] ~ aus|us`,
  `gruppe*|chat*|party|partys|geburtstag*|geburi|ausflug|treffen ~~ ohne ${ME_ACC}`,
  `ohne ${ME_ACC} ~~ gruppe*|chat*|gegründet|gmacht|gemacht|abgemacht|geplant|eingeladen|gfiiret|gefeiert`,
  `${I} ~ gehöre|ghöre|gehör|ghör ~ ${NEG}|nie ~ [mehr|meh] ~ dazu|derzue|dezue`,
  "hab|ha|han|habe|hät|hanen ~ kein|keine|kei|keini|chei ~ freunde|freund|fründe|fründ|kollege|kollegen|kolleg|kolleginnen|gspändli|gspänli|kumpels",
  `${ME_ACC} ~ ignoriert|ignorieren|ignoriered|ignoriere|ignored`,
  `ignorier*|ignored ${ME_ACC}`,
  `${I} ~ werde|werd|wird|bin|bi ~ ignoriert|usgschlosse|ausgeschlossen|ausgegrenzt|usgrenzt`,
  `${ME_ACC} ~ [aus|us|vom|vo|usem|ussem|aus_der|us_de] ~ gruppe*|chat|chats|klassenchat*|klassechat*|gruppenchat*|whatsapp*|team|clique|freundeskreis ~ gekickt|gekikt|gkickt|kickt|rausgekickt|rausgeworfen|usegheit|useghaue|usegworfe|usegrüert|entfernt|gelöscht|glöscht|blockiert|rausgeschmissen|usegschmisse|ausgeschlossen|usgschlosse|gesperrt|gsperrt`,
  `kick*|werf*|schmeiss*|entfern*|lösch*|gheie|gheied|heied|rüered|rüeret|blockier*|sperr* ${ME_ACC} ~ aus|us|raus|use|vom|vo|usem|ussem ~ [der|de|dem|em|unserer|eusere|üsere] gruppe*|chat*|klassenchat*|klassechat*|gruppenchat*|whatsapp*|team|clique`,
  `alle|ali|alli|jeder|ganze_klasse|ganz_klass|ganzi_klass ~~ ausser|auser|usser|ussert|bis_uf|bis_auf ${ME}`,
  `${NEG}|nie|nie_mehr|kein|keiner|niemand ~ [${ME_ACC}] ~ eingeladen|iglade|igladen|eingeladet|mitspielen|mitspiele|mitspile|mitmachen|mitmache|mitnehmen|mitnäh|dabei_sein|debi_si`,
  `wenn|wänn|sobald ~ ${I} ~ komme|chume|dazustelle|dezuestah|dazukomme|zuechume|hinsetze|absitze ~~ gehen|gönd|gond|laufen|laufed|rennen|sitzen|stehen|stönd ~ [alle|ali|alli|die|sie|si] ~ weg|ab|uf|auf|um|davon`,
];
const ALONE = "allein|alleine|allei|alei|aleini|ellei|elei|ellai|einsam";
const BREAK = "pause|pausen|pausenhof|pausenplatz|znüni|mittagspause|mittag|mensa|mittagstisch";
const ALONE_ME = `${I}|bin|bi|ben|stehe|stah|sitze|sitz|hocke|hock|esse|iss|stand|sass`;
const EXCLUDE_OTHER = [
  `${BREAK} ~~ ${ALONE_ME} ~~ ${ALONE}`,
  `${ALONE_ME} ~~ ${BREAK} ~~ ${ALONE}`,
  `${ALONE_ME} ~~ ${ALONE} ~~ ${BREAK}`,
  `${ALONE_ME} ~ immer|gang|gäng|jeden_tag|jede_tag|ständig|dauernd|nur_noch|nume_no|überall ~ ${ALONE}`,
  "gehen|gehn|gönd|gond|gand|gön|laufen|laufed|laufe|rennen|rennt|sitzen|setzen|hocked|gahnd|wechsled|drehen|drehed ~ alle|ali|alli|die|sie|si|andere|anderen ~ weg|ab|um|davon|wo_anders|woanders|uf_d_site",
  "alle|ali|alli|die|sie|si ~ gehen|gehn|gönd|gond|laufen|laufed|rennen|sitzen|setzen|hocked ~ [sich|si] weg|davon|woanders",
  "bin|bi|ben|werde|wird ~ [für|für_sie|für_die|für_alli] ~ wie|als|nur ~ luft|unsichtbar",
  "luft ~ für|für_sie|für_die ~ sie|die|alle|alli|ihne|ihnen|dene",
  "aus|us|vom|vo ~ gruppe*|chat|klassenchat*|klassechat*|gruppenchat*|team|clique ~ gekickt|gkickt|rausgeworfen|usegheit|entfernt|gelöscht|glöscht|rausgeschmissen|ausgeschlossen|usgschlosse|geworfen",
];

/** Peers hitting, pushing, spitting, threatening: serious enough at school to stand alone. */
const PHYS_ME = [
  `${PEERS} ~ schlagen|schlaged|schlönd|schlahnd|hauen|haued|houed|verhauen|verhaued|verprügeln|verprügled|prügeln|prügled|treten|träted|tretted|boxen|boxed|schubsen|schubsed|schubst|schupfed|schupfe|schupfet|stossen|stossed|stössed|würgen|würged|bedrohen|bedrohed|bedroht|abziehen|verfolgen|verfolged|jagen|jaged|hetzen|umzingeln|schlägt|schlaht|schlat|haut|verhaut|verprügelt|tritt|boxt|schupft|stösst|stosst|würgt ${ME_ACC}|mir|mer`,
  `${ME_ACC} ~ [immer|jeden_tag|wieder|dauernd|zusammen|zäme] ~ verprügeln|verprügle|verprügled|verhauen|verhaue|verhaued|verhauet|schlaged|schlönd|verprüglet|prügled|schubsed|schupfed|schlagen|schlah|schlöh|zusammenschlagen|zusammenzuschlagen|zämeschlah|zämezschlah|zu_verprügeln|z_verhaue|z_verprügle|schubsen|schupfe|treten|ausrauben|usraube|bedrohen|verfolgen`,
  `${I} ~ werde|werd|wirde|wird|wurde|wurd|bin|bi|ben|worde ~~ gejagt|gjagt|gjagd|verfolgt|verfolget|gehetzt|ghetzt|eingesperrt|igsperrt|ygsperrt|igschlosse|ygschlosse|geschlagen|gschlage|verprügelt|verprüglet|verhauen|verhaue|getreten|träte|geschubst|gschubst|gschupft|gestossen|gstosse|angespuckt|bespuckt|bedroht|ausgeraubt|usgraubt|beklaut|zusammengeschlagen|zämegschlage|gewürgt|gwürgt|abgezogen|abzoge`,
  `hend|händ|hand|haben|hat|het|ham|hen|hei|hätted ~ ${ME_ACC} ~~ geschlagen|gschlage|verprügelt|verprüglet|verhauen|verhaue|getreten|geschubst|gschubst|gschupft|gestossen|gstosse|angespuckt|bespuckt|bedroht|abgezogen|ausgeraubt|beklaut|zusammengeschlagen|zämegschlage|gewürgt|gwürgt|eingesperrt|igsperrt|igschlosse|umgestossen|umgschupft`,
  `zieh*|ziend|ziehed ${ME_ACC} ~ ab`,
  `${PEERS} ~ warten|warted|wartet|warte|lauern|lauered|lauert|passen|passed|abpassen ~~ auf|uf ${ME_ACC}`,
  `warten|warted|warte|wartet|lauern|lauered|passen|passed ~ ${PEERS} ~~ auf|uf ${ME_ACC}`,
  `schubse|schubsed|schupfe|schupfed|stosse|stössed|träte|trätted|verhaue|plage|haue|schlönd|schlahnd ${ME_ACC}`,
  `${ME_ACC} ~ [alli|alle|immer|jeden_tag|jede_tag] ~ schutte|tschutte|kicke|kicken|treten|träte|trete|tretet|schuttet`,
  `schubsen|schubsed|schupfed|schupfe|schupfet|stossen|stossed|stössed|treten|träted|verprügeln|verprügled|verhauen|verhaued|hauen|haued|schlagen|schlaged|schlönd|boxen|boxed|bedrohen|bedrohed|würgen|würged ${ME_ACC}`,
  `lauern|lauered|warten|warted ~~ auf|uf ${ME_ACC} ~ um|zum|zu|für ~~ schlagen|verprügeln|verhaue|verprügle|schlah|abziehen`,
  `${PEERS} ~ ${ME_ACC} ~ zusammenschlagen|zämeschlah|kaputtschlagen|kaputtschlah|abstechen|abstäche|umbringen|umbringe|plattmachen|abmurksen|verprügeln|verhaue`,
  `${PEERS} bringen|bringed|bringe|bringt ${ME_ACC} ~ um`,
  `sperr*|schliess*|schlüss*|bschlüss* ${ME_ACC} ~~ klo|wc|toilette|garderobe|kasten|kaste|schrank|spind|schliessfach|turnhalle|geräteraum|materialraum`,
];
const PHYS_OTHER = [
  "man|mer|einer|ich|i|ig ~~ verprügelt|verprüglet|geschlagen|gschlage|verhauen|verhaue|getreten|geschubst|gschubst|gschupft|angespuckt|eingesperrt|igsperrt|ygsperrt|gejagt|gjagt|zusammengeschlagen ~ wird|werde|wirde|worde|wurde|wirsch|wirst",
  "wird|werde|wirde|wurde|wurd|worde ~~ eingesperrt|igsperrt|ygsperrt|igschlosse|ygschlosse|eingeschlossen",
  "werde|werd|wurde|wurd|bin|worde ~~ geschlagen|gschlage|verprügelt|verprüglet|verhauen|verhaue|getreten|geschubst|gschubst|gschupft|angespuckt|bespuckt|bedroht|ausgeraubt|zusammengeschlagen|zämegschlage|gewürgt|gwürgt",
  "kopf|chopf ~~ klo|wc|toilette|schüssel|klositz|kloschüssel",
];
/** Peers taking money and things, wrecking them. */
const STUFF =
  "sachen|sache|züg|zeug|thek|rucksack|schultasche|turnsack|turnbeutel|sportsack|etui|mäppli|federmäppchen|" +
  "handy|natel|velo|fahrrad|jacke|kappe|mütze|schuhe|kleider|chleider|heft|hefte|brille|znüni|znünibox|" +
  "znünitäschli|pausenbrot|trinkflasche|flasche|airpods|kopfhörer|geld|gäld|sackgeld|bücher|buch|ordner|zeichnung";
const ROB_ME = [
  `mein*|min|mini|mis|minen|minere|mine ~ [${STUFF}|neue|neui|neues] ~ ${STUFF} ~~ gheit|geworfen|gworfe|gschmisse|geschmissen|versteckt|kaputt_gemacht|kaputtgmacht|kaputt_gmacht|kaputtgemacht|zerrissen|verrissen|umetrampet|zertrampelt|uusgleert|usgleert|ausgeleert|geklaut|gklaut|gstohle|gestohlen|weggenommen|wäggno|abgnoh|verschmiert|angemalt|vollgeschmiert|gespuckt|pinkelt|pisst|zerstört`,
  `nehm*|nämed|nämmed|nemed|nänd|nimmt|nemmt|klau*|chlau* ~~ mein*|min|mini|mis|minen|minere|mine ~ ${STUFF} ~ weg|wäg|ab`,
  `nehm*|nämed|nämmed|nemed|nänd|nimmt|nemmt|abnehmen ~ ${ME}|mir|mer ~~ geld|gäld|handy|natel|sachen|sache|züg|zeug|znüni|pausenbrot|jacke|schuhe|thek|rucksack|mäppli|etui|velo|kappe|mütze|airpods|kopfhörer|sackgeld|kleider|chleider|schuhe ~ weg|wäg|ab`,
  `klau*|chlau*|stehl*|stiehlt|stähled|rauben|klauen ~ [${ME}|mir|mer] ~ mein*|min|mini|mis|minen|minere|s|das|de|d ~ geld|gäld|handy|natel|sachen|sache|züg|zeug|znüni|pausenbrot|jacke|schuhe|thek|rucksack|mäppli|etui|velo|kappe|airpods|kopfhörer|sackgeld`,
  `mus|muss|mues|müsse ~ ihnen|ihne|dene|denen|ihm|em ~~ geld|gäld|franken|franke|stutz|zahlen|zahle|gäh|geben|bringen|bringe`,
  "schutzgeld|abzocken|abgezockt",
  "mach*|mache|mached|machen ~ mein*|min|mini|mis|minen ~ sachen|züg|zeug|thek|rucksack|etui|mäppli|handy|velo|jacke|brille|heft|hefte|zeichnung ~ kaputt|chaputt",
  "werf*|schmeiss*|gheie|gheied|rüered|rüeret|versteck* ~ mein*|min|mini|mis|minen ~ sachen|züg|zeug|thek|rucksack|schuhe|jacke|etui|mäppli|brille|heft|hefte|kleider|chleider|znüni",
];

/** Online: photos and videos of the pupil passed round, fake accounts, pages and chats about them. */
const ONLINE_ME = [
  `foto|fotos|föteli|fötelis|fotene|foti|bild|bilder|bildli|pic|pics|video|videos|vid|vids|clip|clips|story|screenshot*|sprachnachricht*|sprachi|audio|meme|memes ~ von|vo|vom|über ${ME}`,
  `${ME_ACC}|mir ~~ gefilmt|gfilmt|gfilmet|gefilmed|fotografiert|gföteled|gfötelet|abgefilmt`,
  `schreiben|schreibed|schribed|schriibed|schreibt|schribt|schriibt|gschribe|geschrieben|posten|posted|postet|gepostet|gpostet|verbreiten|verbreited|verbreitet|erzählen|erzähled|erzählt|verzelled|verzellt|reden|reded|redet|läster*|lüg*|gerücht*|witz*|meme|memes|sache|sachen|scheiss|scheis|mist|müll|zeug|züg|lügen|dinge|fies*|gemein*|fotos|bilder|videos|hate|kommentar* ~~ über ${ME}`,
  `seite|site|page|account|acount|profil|gruppe|chat|kanal|channel|server|story|status|tiktok|video|umfrage|ranking|liste|abstimmung ~ über|gegen ${ME}`,
  `über ${ME} ~ läster*|lüg*|red*|schreib*|schrieb*|post*|herzieh*|witz*|gerücht*|tuschel*|lach*`,
  `schriebed|schrieben|schriebe|schriibt|schriebt|schrieb ~~ über ${ME}`,
  `kommentier* ~~ [unter|uf|auf|bi|bei] ~ mein*|min|mini|mis|minere ~ post*|bild*|bilder|foto*|video*|story|reel*|tiktok*|profil`,
  `fake* ~~ ${ME}|mein*|min|mini|mis|mim|minere|namen|name`,
  `${ME}|mein*|min|mini|mis|mim|minere ~~ fakeaccount*|fakeacount*|fakeprofil*|fake_account*|fake_acount*|fake_profil*`,
  "bekomm*|krieg*|überchum*|bechum*|überchume|kriege|erhalte|erhalt ~ [immer|jeden_tag|dauernd|nur|so|voll|viel|viele] hass*|hate*|drohung*|drohnachricht*|morddrohung*|beleidigung*",
  `klassenchat*|klassechat*|klasenchat*|gruppenchat*|whatsappgruppe*|gruppe|insta*|tiktok|snap*|story|status ~~ ${ME_ACC}|über_mich|über_mi|von_mir|vo_mir ~~ gestellt|gepostet|postet|posten|gpostet|gschickt|geschickt|verschickt|teilen|geteilt|gteilt|gseh|gesehen|weitergeleitet|hochgeladen|ufeglade`,
];
const ONLINE_OTHER = [
  "alle|ali|alli|die|sie|si|jemand|öpper|einer|eine|jeder ~ gefilmt|gfilmt|gfilmet|filmen|filmed|filmet|filmt|fotografiert",
  "ganz|ganze|ganzi ~ schule|schul|schuel|klasse|klass|stufe|oberstufe|sek ~~ gesehen|gseh|gsehe|weiss|weis|kennt",
  "hassseite|hasseite|hassgruppe|hasskommentar*|hassnachricht*",
];

// Round four: the same acts in wordings the lists above missed (verb-final Swiss German, the
// class deciding together, passives "von der Klasse", things taken and wrecked).
const MOCK_ME_4 = [
  `nenn*|nänn*|nännid|nännet|heissen|heised|rüef*|ruef*|rufen|rufed ~ ${ME_ACC}|mir|mer ~ ${INSULT}|ding`,
  `mein|min|mis|mini|my ~ spitzname*|übername*|uebername*|nickname* ~~ ${INSULT}`,
  `${ME}|mer ~~ hose|hosen|rock|jupe ~ abezoge|abegzoge|abezogen|runtergezogen|runtergrissen|heruntergezogen|abegrisse|abgezogen|ausgezogen`,
  `lach*|lached|lachid|lachet|lache|kicher*|tuschel*|flüster*|flüschter*|chüschel*|grins* ~ [alle|ali|alli|die|sie|si|se] ~ [immer|jedes_mal|dann|denn|schon|scho] ~ wenn|wänn|sobald|wen|wo ~ ${I} ~~ komme|komm|kome|reinkomme|reinkomm|chume|reichume|inechume|rede|red|reden|öppis_säg|etwas_sage|was_sage|was_sag|antworte|vorlese|vorlesen`,
  `läster*|läschter*|lestere*|flüschter* ~ [si|sie|die|alle|alli|ali|se|immer] ~ über ${ME}`,
  `sag*|säg*|schreib*|schrib*|schriib*|schrieb*|rüef*|kommentier* ~~ ${I}|mich|mi ~ soll|söll|sölli|sött|sötti|sell ~ [mich|mi|doch|endlich|eifach|einfach] ~ verpissen|verpiss|verschwinden|verschwinde|verzieh*|abhauen|abhaue|schleichen|schliiche`,
  `${ME_ACC} ~ [dann|denn|immer|nur|nume] ~ fertig_zu_machen|fertig_z_mache|fertigzumachen|fertigzmache|runterzumachen|lächerlich_zu_machen|fertig_zu_mache|fertig_ze_mache`,
  `${ME_ACC} ~~ ausgelacht|usglacht|usgelacht|uusglacht|usglachet|ausglachet|uusglachet|usglachät`,
  `${I} ~ werde|werd|wirde|wird|wurde|wurd|bin|bi ~~ usglachet|uusglachet|ausglachet|usglachät|ausgelachet`,
];
const MOCK_OTHER_4 = [
  "werde|werd|wird|wirde|wurde|wurd|bin|bi|worde ~ fertiggmacht|fertigmacht|gfertigmacht|runtergemacht|niedergemacht|geplagt|gplaget|plaget|ghänslet|gehänselt|gmobbet",
];
/** Hate addressed to the pupil ("niemand will dich", "alle hassen dich"), in messages. */
const HATE_AT_YOU = anyOf(
  `${NOBODY} ~ will|wott|wot|mag|brucht|braucht|vermisst|liebt|wird ~ dich|di|du ~ [hier|da|do|vermissen]`,
  "alle|alli|ali|jeder ~ hassen|hassed|hasset|hasst|haten ~ dich|di",
  "verpiss|verzieh|verschwind ~ dich|di",
  `du ~ bist|bisch|bis ~ [so|voll|mega|eh|nur|en|e|ein|eine|es] ~ ${INSULT}`,
  "geh|gang|gahsch ~ sterben|sterbe|sterbä|krepieren|verrecke|verrecken",
);
/** Clips of suicides sent round ("schicked mir TikToks vo Lüüt, wo sich umbringed"). */
const SENT = "schick*|gschickt|geschickt|zeig*|gezeigt|send*|gesendet|poste*|postet|gepostet|tagg*|verlinkt";
const CLIPS = "video*|tiktok*|clip*|bild*|link*|reel*|meme*";
const SUICIDE_IN_CLIP =
  "umbring*|umbracht|suizid*|selbstmord*|sterben|gestorben|aufgehängt|ufghänkt|gsprunge|gesprungen|ritzen|ritzed";
/** Messages, comments, chats: the way hate reaches the pupil. */
const MESSAGES =
  "nachricht*|nachrichte|message*|dm|dms|kommentar*|kommentiert|geschrieben|gschribe|gschriebe|schreib*|schrib*|schriib*|schrieb*|anonym*|insta*|snap*|tiktok|whatsapp|chat*|sms|notification*";
const EXCLUDE_ME_4 = [
  `${ME_ACC} ~ ${NOBODY}|keine|kei|keini ~ will|wott|wot|mag|brucht|braucht|wählt|nimmt`,
  `will|wott|wot|mag|nimmt|nämed|nämmed|wählt ~ ${ME_ACC} ~ ${NOBODY}|keine|kei|keini ~ [gruppe|team|mannschaft]`,
  `setzt|setzed|sitzt|hockt|hocked|sitzed ~ [sich|si] ~ ${NOBODY} ~ [mehr|meh] ~ neben|nebed|näbed|näbe|nebe|zu ${ME}`,
  `${NOBODY} ~ [mehr|meh|me] ~ mit|neben|nebed|näbed|zu ${ME} ~ redt|redet|red|rede|reded|spricht|schwätzt|schriibt|schreibt|spielt|sitzt|hockt|isst|esst|chattet`,
  `abgemacht|abgmacht|ausgemacht|usgmacht|beschlossen|entschieden|vereinbart|verabredet ~~ ${NOBODY}|keiner|keine|kei ~~ ${ME}`,
  `alle|ali|alli|jeder|jede|ganze_klasse|ganz_klass|ganzi_klass ~~ ausser|auser|usser|ussert|bis_uf|bis_auf|except ${I}|me`,
  `${I}|werd|werde|wird|wurde|wurd|bin|bi ~~ von|vo|vom ~ [meiner|minere|de|der|den|dr|allen|alle] ~ klasse|klass|mitschüler*|klassenkamerad*|jungs|giele|meitli|mädchen|andere|anderen|alle|alli ~~ gekickt|gkickt|rausgekickt|ausgeschlossen|usgschlosse|ignoriert|blockiert|geblockt|entfernt|rausgeworfen|usegheit|ausgelacht|usglacht|fertiggemacht|gemobbt|beleidigt|beschimpft`,
  `${ME_ACC} ~ [aus|us|vom|vo|usem|ussem|aus_der|us_de|ausm|ausem] ~ *gruppe*|*chat*|*chats ~ gekickt|gkickt|kickt|rausgekickt|geworfen|gworfe|rausgeworfen|gschmisse|geschmissen|rausgeschmissen|gheit|usegheit|entfernt|gelöscht|glöscht|blockiert`,
];
const EXCLUDE_OTHER_4 = [
  "bin|bi|ben ~ [einfach|eifach|nur|nume|halt|wie|als|quasi] ~ luft|unsichtbar ~ [für|fur|für_alle|für_alli]",
];
const ROB_ME_4 = [
  `${ME}|mer ~~ ${STUFF}|pult|bank|tisch|stuhl|spind|schliessfach ~ wegzunehmen|wegnehmen|wegznäh|abzunehmen|zu_klauen|z_klaue|vollschmieren|vollschmiere|vollgeschmiert|verschmieren|verschmiere|vollkritzeln|zerkratzen|ausgekippt|auskippen|usgleert|ausgeleert|umgekippt|gheit|gworfe|geworfen|gschmisse|geschmissen|zerrissen|verrisse`,
  `mein*|min|mini|mis|minen ~ ${STUFF}|pult|bank|tisch|spind|schliessfach ~~ ausgekippt|usgchippt|umgekippt|umkippt|vollgeschmiert|vollgschmiert|verschmiert`,
  `nehm*|nämed|nämid|nämet|nämmed|nämmid|nemed|nänd|nimmt|nämmt|klau*|chlau*|stehl*|stähled|stehled ~ ${ME}|mer ~ [immer|jeden_tag|dauernd|wieder|einfach|eifach] ~ [mein|s|das|ds|de|d|mini|min|mis|die|den|dr] ~ geld|gäld|sackgeld|handy|natel|znüni|pausenbrot|jacke|schuhe|kappe|mütze|airpods|kopfhörer|velo`,
];
const PHYS_ME_4 = [
  `passen|passed|passid|passet|passe|fangen|fanged|fangid|fanged ~ [${PEERS}] ~ ${ME_ACC} ~ [immer|jeden_tag|jede_tag|dauernd|wieder|nach_der_schule|nach_de_schuel] ~ ab`,
];
const ONLINE_ME_4 = [
  `foto*|bild*|video*|vid|vids|clip*|aufnahme* ~ [von|vo|vom] ~ [mir|mer] ~ wie|wo|während|als ~ ${I}`,
  `mein*|min|mini|mis|vo_mir|von_mir ~ foto*|bild*|bilder|profilbild|selfie* ~~ bearbeitet|photoshop*|gephotoshopt|gfotoshopt|verunstaltet|manipuliert|verändert|editiert|geedited|edited|verzerrt|bemalt`,
  "gruppe*|*gruppe|*chat|chat*|seite|account|acount|kanal|server ~~ heisst|heissen|heißt|genannt|gnennt|namens|name|titel ~~ hass*|hate*|stinkt|hässlich*|opfer|loser|muss_weg|mues_weg|sterben",
  "gruppe*|*gruppe|*chat|chat*|seite|account|acount|kanal|server ~~ alle|alli|ali|wir ~ hassen|hassed|hasset|hasst|haten ~~ heisst|heissen|heißt|genannt|gnennt|namens",
];

const MOCK = anyOf(...MOCK_ME, ...MOCK_ME_4, ...MOCK_OTHER, ...MOCK_OTHER_4);
const EXCLUDE = anyOf(...EXCLUDE_ME, ...EXCLUDE_ME_4, ...EXCLUDE_OTHER, ...EXCLUDE_OTHER_4);
const PHYS = anyOf(...PHYS_ME, ...PHYS_ME_4, ...PHYS_OTHER);
const ROB = anyOf(...ROB_ME, ...ROB_ME_4);
const ONLINE = anyOf(...ONLINE_ME, ...ONLINE_ME_4, ...ONLINE_OTHER);
const HARM = anyOf(PHYS, ROB);
const ACTS = anyOf(MOCK, EXCLUDE, HARM, ONLINE);
const ACTS_ME = anyOf(
  ...MOCK_ME,
  ...MOCK_ME_4,
  ...EXCLUDE_ME,
  ...EXCLUDE_ME_4,
  ...PHYS_ME,
  ...PHYS_ME_4,
  ...ROB_ME,
  ...ROB_ME_4,
  ...ONLINE_ME,
  ...ONLINE_ME_4,
);

/** Despair: at the end of one's tether, school avoided, crying, shame, no hope, no help. */
const DESPAIR_1 = anyOf(
  `halt*|hal|halts|haltes|hebs ${FILL2} ${NEG}|nüme|nümme|nüm|nimmer|nimme|kaum ~ aus|us|uus|durch|dure`,
  `${NEG}|${NO_MORE}|lange|lang|länger|langer ~ aushalt*|aushalte|ushalt*|uushalt*|durchhalt*|durehalt*|ertrag*|ertrage|verkraft*`,
  `${NO_MORE}|lange|lang|länger|langer ~ schaff*|schaffe|schaffs|pack*|packe|packs`,
  `schaff*|pack*|packs|schaffs|ertrag*|ertrage [es|das|s|dä|de|die|alles|ales] ${FILL2} ${NO_MORE}`,
  `kann|kan|chan|cha|ka|can|kanns|chas ${FILL2} ${NO_MORE}`,
  `mag|mog ${FILL2} ${NO_MORE}`,
  "kein|keine|kei|chei|ke ~ kraft|chraft|energie|hoffnung|hoffnig ~ mehr|meh|me",
  "kein_bock|keinen_bock|kb|kei_bock|keine_lust|kei_luscht|ke_luscht|null_bock ~ mehr|meh|me ~ [auf|uf|uf_d|auf_die] ~ schule|schul|schuel|klasse|klass|leben|nüt|nichts",
  "kein|keinen|kei|keine|ke ~ sinn|ausweg|uswäg|uusweg|usweg|hoffnung ~ [mehr|meh|me]",
  "sinnlos|alles_sinnlos|eh_sinnlos",
  "wünsch* ~~ krank ~ [zu|z] ~ sein|si|sii|werden|werde",
  `weiss|weis ~ ${NEG} ~ wem ~ [${I}] ~ [das|es|s] ~ sag*|säg*|verzell*|erzähl*`,
  `macht|zerstört|zerstört|macht_mi|macht_mich ~ ${ME_ACC} ~ [total|komplett|voll|völlig|langsam] ~ kaputt|chaputt|fertig|zerstört|krank`,
  "jeder|jede|jedi|jedes ~ tag|schultag|pause|morge|morgen ~ [ist|isch|is|wird] ~ [die|e|eine|en|so|nur|einfach] ~ schlimm*|hölle|horror|qual|folter|albtraum|alptraum",
  "schlaf*|schlof* ~ [fast|chum] ~ kaum|nicht_mehr|nüme|nümme|nid_meh|nöd_meh|fast_nicht|fast_nöd",
  `trau*|getrau* ~ [${ME_ACC}] ~ ${NEG}|nüme|nümme|nimmer ~ [mehr|meh] ~ aus_dem_haus|use|raus|vor_d_tür|vor_die_tür|in_die_schule|i_d_schuel|in_die_pause|i_d_pause`,
  "will|wott|wot|möcht*|mocht* ~ [die|d|di] ~ schule|schul|schuel|klasse|klass ~ wechseln|wechsle|wächsle|wächsel",
  "so|voll|mega|total|extrem|sehr|nur_noch|nume_no|immer ~ traurig|truurig|down|kaputt|verletzt|fertig",
  "hab|ha|han|habe ~ niemanden|niemerd|niemert|keinen_menschen|kei_mönsch|niemand_mehr|niemer_meh",
  "bin|bi ~ am_ende|am_ändi|fix_und_fertig|fix_und_foxi|am_anschlag|am_boden|völlig_fertig|voll_fertig",
  `will|wil|wott|wot|wet|wett|mag|möcht*|mocht* ~ nie|${NEG}|${NO_MORE}|kei|keine ~ [in|i|zur|zu|id|in_die|i_d|mehr|meh|wieder|me|gern|gärn] ~ schule|schul|schuel|schuol|schulhaus|klasse|klass`,
  `gang|gange|gehe|geh ~ nie|${NO_MORE} ~ [in|i|zur|zu|id|in_die|i_d] ~ schule|schul|schuel|schuol`,
  `damit|dass|das|ohne|ohni|wie ~~ nie|${NEG}|${NO_MORE} ~ [in|i|zur|zu|id|in_die|i_d] ~ schule|schul|schuel|schuol ~ mus|muss|mues|müssen|gehen|gah|gaa|go|gahn`,
  "angst|angscht|schiss|panik|horror ~ vor|vo|zu|z ~ [der|de|d|dem|em] ~ schule|schul|schuel|schultag|pause|pausen|bus|ihnen|ihne|dene|denen|morgen|morge|montag|mäntig",
  "schwänzen|schwänze|geschwänzt|gschwänzt|schwänz|krank_melden|krankmelden|krank_stellen|krankstellen|krank_mache|blau_machen|blaumachen|blau_mache",
  "weine|weinen|weinte|weinst|weinend|geweint|gweint|heule|heulen|heul|geheult|gheult|brüele|brüel|brüelet|brüeled|gränne|grännet|pflenne|flenne|flennen",
  `will|wil|wott|wot|möcht*|mocht*|wünsch*|würd|würde ${FILL2} verschwinden|verschwinde|verschwind|unsichtbar|nid_da|nöd_da|nicht_da|tot|sterben|sterbe|weg_von_hier|weg_vo_da|nur_weg|eifach_weg|nume_weg`,
  `schäm*|scham* ${ME_ACC}|mi|mich`,
  `${ME_ACC} ~ schäme|schäm|schämen|schämä`,
  `wird|wirds|wirts|werd|gets|gehts|gaht|gits|wirt ~ nie|${NEG}|kei|kein ~ besser`,
  `wird|wirds|wirts|werd|gets|gehts|gaht|gits|wirt ~ nur|immer|eh|no|noch|nume|nume_no|nur_noch ~ schlimmer|schlimm|schlümmer|ärger|schlimer`,
  notBefore(
    `hört|hort|hören|hörts|hörend|höred ~ nie|${NEG}|nimmer|nüme ~ [mehr|meh] auf|uf|uuf`,
    "mich|mi|mir|mer|dich|di|ihn|uns|eus|üs|euch|zu|zum",
  ),
  "nimmt|nimt ~ kein|kei ~ ende|änd|ändi",
  `fühl*|füel*|bin|bi|ben ~ [mich|mi] ~ so|voll|mega|total|ganz|ur|richtig|extrem|echt|einfach|eifach|sehr ~ allein|alleine|allei|alei|aleini|ellei|elei|ellai|einsam|isoliert|verloren|wertlos|nutzlos|scheisse|beschissen|mies|elend|leer`,
  "einsam|einsamkeit|vereinsamt",
  `${NOBODY} [mehr|meh|me|so|wirklich|würkli] hilft|hilf|helft|hälft|halft|glaubt|glaub|versteht|verstaht|unternimmt|tut_was|tuet_öppis|macht_was|macht_öppis|hört_zu|lost|loost`,
  `lehrer*|lehrerin*|lehrperson*|schulleit*|erwachsene|erwachsenen ~ mach*|tun|tut|tuet|tüend|unternehm*|unternimmt|helf*|hilf*|glaub*|interessier*|intressier* ~ [${ME}|es|das|dä] ~ ${NEG}|nichts|nix|nüt|nut`,
  `trau*|getrau* ~ [${ME_ACC}] ~ ${NEG}|nid|nöd ~~ sag*|säg*|verzell*|erzähl*|melde*|verrat*`,
  "glaub*|glaube es|is|s|das|dä|ihne|ihnen|dene|en|em ~ au|auch|selber|selbst|sälber|langsam",
  "langsam glaub* [ich|i] es|is|s|ihne|ihnen|das|dene|selber|selbst|au|auch",
  "hend|händ|hand|haben|hebed|hei ~ [ja|vielleicht|vilicht|wohl|eh|doch|sicher] ~ recht|rächt",
  `vielleicht|vilicht|velecht|vlt|vllt|vllcht|vilech ~ bin|bi|ben ~ [ich|i] ~ [wirklich|würkli|würklich|echt|ja] ~ ${INSULT}`,
  "die|d|isch|ist|is|wie|der|reinste|reinsti|pure|puri|jeden_tag|jede_tag|echt|voll|mega|einzige|totale hölle|albtraum|alptraum|horror|folter",
  "isch|d|wie|reinsti|pure|puri|totali höll",
  "bauchweh|buchweh|bauchschmerz*|buchschmerz*|ranzeweh|übelkeit|übel|chopfweh|kopfweh ~~ jeden|jede|jedi|immer|all|jedesmal|jedes_mal ~ morgen|morge|tag|schultag|sonntagabend|sonntag|sunntigabig|sunntig|abend|abig|montag|mäntig",
  "jeden|jede|jedi|immer|all|jedesmal ~ morgen|morge|tag|schultag|sonntagabend|sonntag|sunntigabig|sunntig|abend|abig ~~ bauchweh|buchweh|bauchschmerz*|buchschmerz*|übel",
  `wie_lang|wie_lange|wielang|wielange ~ ${I} ~ [das|es|s|dä] ~ [noch|no] ~ cha|kann|chan|schaffe|schaff|pack|packe|aushalte|aushalt|mitmache|ertrage`,
  "chum|chume|komme|fühl*|füel* ~ [mir|mer|mich|mi] ~ [vor] ~ wie|als ~ luft|unsichtbar|niemand|niemer|nichts|nüt|dreck|abfall|müll|ein_nichts|en_niemer",
  "bauchweh|buchweh|bauchschmerz*|buchschmerz*|übel|übelkeit|chopfweh|kopfweh ~~ vor|vo|wenn|wänn|weg|wäge ~ [der|de|d] schule|schul|schuel|schultag|pause",
  `weiss|weis ~ ${NEG}|nüme|nümm|nimmer ~ [mehr|meh] ~ weiter|wiiter|wyter|witer`,
  `kann|kan|chan|cha|ka ${FILL2} ${NEG}|nüme|nümm|${NO_MORE} schlafen|schlafe|schlofe|pennen`,
  "hoffnungslos|verzweifelt|verzwiflet|verzweifle|verzwifle|depri|deprimiert|depressiv",
  "angst|angscht|schiss|panik ~ [i|in|zur|id|i_d|in_die] ~ schule|schul|schuel ~ [z|zu] ~ gah|gehen|go|ga|gaa",
  "cant|can_t|cannot|can_not ~ take|handle|stand|do ~ [it|this] ~ anymore|any_more|no_more",
  "dont|don_t|do_not ~ want|wanna ~ [to] ~ go|live ~ [to] ~ school|anymore",
  "no_one|noone|nobody ~ helps|cares|talks",
  "hate|hating ~ my ~ life|school",
  "cry|crying ~ every|all|myself",
  `will|wil|wott|wot|mag|möcht*|mocht*|gang|gange|gehe|geh|gah ~ ${NEG}|${NO_MORE}|nie ~ [da|dort|dert|mehr|meh|wieder] ~ hin|hi|dahin|dorthin|dörthi|hingehen|higah|zurück|zrugg`,
  `weiss|weis ~ ${NEG} ~ wie ~ ${I} ~~ hingehen|higah|hin|hi|überstehen|überstah|überlebe|überleben|aushalte|aushalten|zurück|zrugg`,
  `nie|${NO_MORE} ~ [mehr|meh|wieder|me] ~ glücklich|glücklech|froh|happy|fröhlich`,
  "wozu|wofür|für_was|für_wa|wieso_überhaupt|warum_überhaupt ~ [überhaupt|noch|no|das_alles|lebe|leben|alles]",
  "hab|ha|han|habe|hät ~ [so|solche|solchi|mega|voll|total|riesen|huere|eso|sone|richtig|extrem] ~ angst|angscht|schiss|panik",
  "hass*|hasse ~ [die|d|di|diese|die_ganze|mini|meine|mein|mis] ~ schule|schul|schuel|klasse|klass|leben|läbe",
  `kann|kan|chan|cha|darf|dörf|trau* ~ [es|das|s|dä|de] ~ niemandem|niemerem|niemertem|keinem|niemer|niemand ~ sag*|säg*|verzell*|erzähl*`,
);

/** Round four: despair in wordings the list above missed. */
const DESPAIR = anyOf(
  DESPAIR_1,
  `${NO_MORE}|nie ~ [in|i|zur|id|i_d|in_die] ~ schule|schuel|schul ~ gegangen|gange|ggange|gsi|gewesen`,
  `gseit|gesagt|gsait|getan|tue|tu|mache|gmacht|stelle|stell ~~ ${I} ~ [sei|sig|seg|wär|wäre|bin|bi] ~ krank|chrank`,
  "krank|chrank ~ gestellt|gstellt|gmeldet|gemeldet",
  "langsam|fast|bald|manchmal|mängisch|inzwischen|mittlerweile ~ glaub* ~ ichs|is|es|s|das|dene|ihnen|ihne|ihrs",
  `bauchweh|buchweh|bauchschmerz*|buchschmerz*|übel|kopfweh|chopfweh ~~ sobald|wenn|wänn|bim|beim ~ [${I}] ~ aufwach*|ufwach*|aufstehe|ufstah|erwache|verwach*`,
  "angst|angscht|schiss|panik|bauchweh|buchweh ~ wegen|wäg|wäge|wege ~ [em|dem|de|der|dr] ~ montag|mäntig|schule|schuel|morgen|morge",
  "sonntag*|sunntig*|sonntagabend|sunntigabig ~~ angst|angscht|schiss|panik|bauchweh|buchweh|übel|weinen|weine|brüele",
  `kann|kan|chan|cha ~ [${I}] ~ [nachts|znacht|am_abend|abends|deswegen|drum|darum|dadurch] ~ ${NEG}|nüme|nimmer|${NO_MORE} ~ [mehr|meh|richtig|guet|gut] ~ schlafen|schlafe|schlofe|pennen|einschlafen|ischlafe`,
  "fühl*|füel* ~ [mich|mi] ~ [so|voll|mega|total|ganz|richtig|extrem|echt|sehr] ~ schlecht|schlächt|mies|down|kacke|elend",
  "je_peux_plus|j_en_peux_plus|jen_peux_plus|j_peux_plus|jpp|never_stops|it_never_stops|wont_stop|won_t_stop|doesnt_stop|never_ends|make_it_stop",
  "bin|bi|ben ~ [einfach|eifach|nur|nume|halt|wie] ~ luft|unsichtbar",
  `red*|sag*|säg* ~ [${I}] ~ [halt|einfach|eifach|gar|überhaupt] ~ ${NO_MORE}|gar_nichts|gar_nüt|nichts_mehr|nüt_meh|nix_mehr|gar_nimmer|garnix`,
  `wird|wirds|werd|hört|hörts ~ [das|es|s] ~ nie|${NEG} ~ [mehr|meh] ~ aufhören|aufhöre|ufhöre|ufhören|enden|ende|vorbei|verbi`,
  "lehrer*|lehrerin*|lehrperson*|lehrkraft|lehrkräfte|schulleit* ~~ sieht|siehts|gseht|gsehts|weiss|weis|merkt|merkts|schaut|luegt|bekommt_mit ~~ nichts|nüt|nix|weg|wäg|ignoriert|ignorierts|tut_so|macht_nichts|macht_nüt|sagt_nichts|seit_nüt",
  `hilft|hilf|hälft ~ [${ME}] ~ [ja|doch|eh|halt|auch|au] ~ [wirklich|würkli|echt|eifach|einfach] ~ ${NOBODY}`,
  `trau*|trou*|getrau*|traue ~ [${ME_ACC}] ~ ${NEG}|${NO_MORE}|nimme|nüme|nümme|nimmer|kaum ~ [mehr|meh] ~ [aus|us|uus] ~ [dem|em|de] ~ haus|hus|huus|use|raus|vor_d_tür|vor_die_tür|schule|schuel|pause|bus`,
  `kann|chan|cha|ka ~ [da|dort|dert] ~ ${NEG}|${NO_MORE}|nie ~ [mehr|meh|wieder] ~ hin|hi|dahin|dorthin|hingehen|higah|zurück|zrugg`,
  "wünsch*|wett|wetti|wött ~~ unsichtbar|verschwinden|verschwinde|nicht_da|nöd_da|tot|sterben",
  `wie|wo ~ soll|söll|sött|sol ~ ${I} ~ [das|es|s|dä] ~ [noch|no|lang|länger|bloss|nur] ~ aushalten|aushalte|ushalte|überstehen|überstah|schaffen|schaffe|packen|packe`,
);

/** A second reason to believe it is real: it goes on, day after day. */
const ONGOING = anyOf(
  "jeden|jede|jedi|jedes|all ~ tag|tage|pause|morgen|morge|woche|wuche|schultag|abend|abig|nacht|znacht",
  "seit|sit|scho_sit|schon_seit ~ [paar|ein_paar|e_paar|mehreren|vielen|vile|zwei|drei|vier] ~ wochen|woche|wuche|wuchene|monaten|monat|mönet|monet|jahr|jahren|jahre|ewig|ewigkeit*|schulbeginn|sommerferie*|herbstferie*|sportferie*",
  "immer_wieder|schon_wieder|scho_wieder|dauernd|ständig|stendig|jedesmal|jedes_mal|täglich|die_ganze_zeit|di_ganz_zit|jedi_wuche|jede_woche",
  "seit|sit ~ [der|de|dr] ~ 1|2|3|4|5|6|7|8|9|erste*|zweite*|dritte*|vierte*|fünfte*|sechste*|siebte*|achte*|erst|zweit|dritt|viert|füft|sechst|sibet|acht ~ klasse|klass|klässli",
);

/** A call for help about it. */
const HELP = anyOf(
  `was|wie soll|sol|söll|söl|sött|sot|söt ${I} ~ tun|machen|mache|tue|mach|ta|reagieren|reagiere`,
  `was|wie ${I} ~ tun|machen|mache|tue|reagieren|reagiere soll|sol|söll|söl|sött|sot|söt`,
  "hilfe|help|hälf|hilf_mir|hilf_mer|hälf_mer",
);

/** Brothers, sisters, parents or a friend doing it: teasing at home, not bullying. */
const FAMILY_ACTOR = `${FAMILY_ALL}|${SIBLING} ~ lach*|auslach*|ausgelacht|nenn*|nänn*|ärger*|plag*|verarsch*|hänsel*|ignorier*|schubs*|schupf*|nimmt|nehm*|klaut|versteck*|sagt|seit|redet|spricht|schlägt|haut|macht|filmt`;
const PLOT = harmlessUnless(TOPIC_OR_PLOT, ACTS_ME);

export const BULLYING_RULES: CrisisRule[] = [
  // Named outright, in the present: "ich werde gemobbt", "sie mobben mich".
  rule(
    "bullying",
    `${I}|werde|werd|wirde ~ werde|werd|wirde|wird|bin|bi|ben ~~ gemobbt|gmobbt|gemobbed|gmobbed|gemoppt|gemobbet`,
    { unless: [harmlessUnless(TOPIC_OR_PLOT, DESPAIR)] },
  ),
  rule("bullying", `werde|werd|wirde ~~ gemobbt|gmobbt|gemobbed|gemoppt`, {
    unless: [harmlessUnless(TOPIC_OR_PLOT, DESPAIR)],
  }),
  rule("bullying", `${PEERS} ~ mobben|mobbed|mobbet|mobbt|moppen ${ME_ACC}`),
  // Told to kill themself: bullying at its worst, enough alone.
  rule(
    "bullying",
    `sag*|säg*|schreib*|schrieb*|schrib*|schriib*|kommentier*|post*|schick*|rüef*|ruf* ~~ ${I}|mi|mich ~ soll|söll|sött|sölli|sötti|sell ~ [mich|mi|doch|endlich|eifach|einfach] ~ sterben|sterbe|umbringen|umbringe|töten|aufhängen|ufhänke|verrecken|verrecke|killen|verschwinden`,
  ),
  rule(
    "bullying",
    "kys|kill_yourself|kill_urself|killdich|kill_dich|bring_dich_um|häng_dich_auf|bring_di_um|häng_di_uf",
    {
      also: [
        `sag*|säg*|schreib*|schrieb*|schrib*|schriib*|kommentier*|post*|schick*|nachricht*|chat*|dm|dms|${ME}`,
      ],
    },
  ),
  rule("bullying", `mobbing|cybermobbing ~ gegen|gege ${ME}`),
  rule("bullying", `${I} ~ opfer|opfa ~ [von|vo] ~ mobbing|cybermobbing`),
  rule("bullying", `${I} ~ bin|bi|ben ~~ mobbingopfer|mobingopfer`),
  rule(
    "bullying",
    `${I}|werde|wird|werd ~ werde|wird|werd|bin|bi|get|am|getting ~~ gebullied|gebullyt|gebullyed|bullied`,
  ),
  // Beaten up by peers at school or on the way: serious enough alone.
  rule("bullying", PHYS, {
    also: [SCHOOL],
    unless: [
      PLOT,
      harmlessUnless(
        SPORT,
        "blut*|blau*|weh|schmerz*|angst|gebrochen|spital|wunde|immer|jeden_tag|jede_tag|wieder|dauernd",
      ),
    ],
  }),
  rule("bullying", `erpress*|erpresse ${ME_ACC}`, { also: [SCHOOL] }),
  // An act and despair, or two different acts, or an act that goes on and on.
  rule("bullying", ACTS, { also: [DESPAIR], unless: [PLOT] }),
  rule("bullying", MOCK, { also: [anyOf(EXCLUDE, HARM, ONLINE)], unless: [PLOT, FAMILY_ACTOR] }),
  rule("bullying", EXCLUDE, { also: [anyOf(HARM, ONLINE)], unless: [PLOT, FAMILY_ACTOR] }),
  rule("bullying", HARM, { also: [ONLINE], unless: [PLOT, FAMILY_ACTOR] }),
  rule("bullying", anyOf(HARM, ONLINE), {
    also: [anyOf(ONGOING, HELP)],
    unless: [PLOT, FAMILY_ACTOR, harmlessUnless(SPORT, "blut*|blau*|weh|schmerz*|angst")],
  }),
  rule("bullying", anyOf(MOCK, EXCLUDE), {
    also: [anyOf(ONGOING, HELP)],
    unless: [PLOT, FAMILY_ACTOR, harmlessUnless(JOKING, DESPAIR)],
  }),
  // School as hell, with nobody to help.
  rule(
    "bullying",
    "schule|schul|schuel|klasse|klass|pause|pausen|schulweg|bus ~~ hölle|albtraum|alptraum|horror|folter|qual",
    {
      also: [
        anyOf(
          `${NOBODY} [mehr|meh|me|so|wirklich|würkli] hilft|hilf|helft|hälft|glaubt|versteht|macht_was|tut_was`,
          `kann|kan|chan|cha ${FILL2} ${NO_MORE}`,
          `halt*|hal ${FILL2} ${NEG}|nüme|nümme ~ aus|us`,
          "weine|weinen|heule|heulen|brüele",
        ),
      ],
      unless: [
        harmlessUnless(
          "prüfung|prüfungen|prüefig|test|tests|note|noten|hausaufgaben|hausi|ufzgi|mathe|franz|französisch|englisch|lernen",
          ACTS,
        ),
      ],
    },
  ),

  // Round three (concepts behind the retired second hold-out).
  // A video or photo from the changing room, shared: "jetzt kennt es die ganze Schule".
  rule(
    "bullying",
    `video|videos|vid|vids|clip|foto|fotos|föteli|bild|bilder|pic|pics|film|filmli|aufnahme* ~~ ${ME} ~~ garderobe|umkleide*|dusche|duschi|duschen|toilette|toilete|wc|klo|umziehen|umzieh*|umzüche|umzieh|nackt|unterhose*|unterwäsche`,
    {
      also: [
        "verschickt|verschick*|gschickt|geschickt|rumgeschickt|umegschickt|ume_gschickt|verbreitet|verbreit*|gepostet|postet|poste|gteilt|geteilt|weitergeleitet|kennt|kennen|gesehen|gseh|gseht|hochgeladen|uploaded|klassenchat|gruppenchat|story",
        "ganze|ganzi|ganz|alle|alli|ali|jeder|klasse|klass|schule|schuel|everyone|augen|schäm*|peinlich|nie_mehr|niemandem|niemerem",
      ],
      unless: [p("cool|stolz|gewonnen|sieg|gsiegt|feier*|geburtstag|tanz|tänzle|meister|pokal")],
    },
  ),
  // Always chosen last and laughed at: "wähled mi immer als letschti und alli lached".
  rule(
    "bullying",
    `wähl*|wähle|wäled|wähled|wähld|gewählt|gwählt|ausgewählt|gnoh|genommen|picked|chosen|pick ~~ ${ME}|${I} ~~ letzte|letzter|letztes|letschti|letschte|letscht|letzt|last`,
    {
      also: [
        "immer|imer|jedes_mal|jedesmal|jedi_mal|always|every_time|nie|ständig",
        "lach*|lache|lached|lacht|ausgelacht|uslacht|usglacht|verschwind*|verschwinde|weinen|weine|brüele|schäm*|peinlich|kicher*|blöd*|sprüche|sprüch|looser|loser|opfer",
      ],
    },
  ),
  rule(
    "bullying",
    `${I}|${ME}|${ME_ACC} ~~ als|as ~ letzte|letzter|letztes|letschti|letschte|letscht|last ~~ gewählt|gwählt|gwählet|ausgewählt|genommen|gnoh|picked|chosen`,
    {
      also: [
        "immer|imer|jedes_mal|jedesmal|jedi_mal|always|every_time|nie|ständig",
        "lach*|lache|lached|lacht|ausgelacht|uslacht|usglacht|verschwind*|verschwinde|weinen|weine|brüele|schäm*|peinlich|kicher*|sprüche|sprüch|looser|loser|opfer",
      ],
    },
  ),
  // A fake profile of the pupil: "händ es Fake-Profil vo mir gmacht … trau mi nüme id Schuel".
  rule(
    "bullying",
    `fake|fäke|gfälscht*|gefälscht*|falsches|falsche ~ profil*|account*|acount*|acc|konto|insta|tiktok|snap ~~ von|vo|über|of|mit|über ~ ${ME}|mine*|meine*|min|mis|my`,
    {
      also: [
        "traue|trau|schäm*|peinlich|angst|schuel|schule|ausgelacht|uslacht|lachen|lached|alle|alli|nie_wieder|nie_meh|nüm|nüme|nümme|weinen|komische|komisch|nackt|fotos|bilder|gemein|sprüch*|beleidig*",
      ],
      unless: [
        p(`${I} ~ hab|han|ha|habe|mach|mache ~~ fake`),
        p("spass|witz|lol|haha*|rollenspiel|game|spiel"),
      ],
    },
  ),
  // One's chats posted into the class group, with shame.
  rule(
    "bullying",
    "chats|chat|nachrichten|nachrichte|nachricht|screenshots|screenshot|screeshots|foto|fotos|bild|bilder|video|videos|selfie|nudes|tagebuch|brief|briefli|sprachnachricht*|sprachmemo* ~~ in|id|i|ins|im|uf|auf ~ [die|de|d|den|der|dr|ganze|ganzi|unsere|eusi] klassengruppe|klassenchat|gruppenchat|gruppe|klassegruppe|klassechat|status|story|insta|grupe ~~ gepostet|postet|poste|gschickt|geschickt|gestellt|gstellt|verschickt|geteilt|gteilt|weitergeleitet|gepostet|reingestellt|inegstellt",
    {
      also: [
        `mein|meine|meinen|mini|min|mis|my|von_mir|vo_mir|${ME}`,
        "schäm*|scham|peinlich|nie_wieder|nie_meh|nie_mehr|nüm|nümme|nüme|trau*|ausgelacht|uslacht|weinen|angst|kann_da|cha_da|chan_da|alle_lachen|alli_lached|verschwind*",
      ],
      unless: [
        p(
          `${I} ~ hab|han|ha|habe ~~ gepostet|postet|gschickt|geschickt|gestellt|gstellt|verschickt|geteilt|gteilt|reingestellt`,
        ),
      ],
    },
  ),
  // Round four. Hate addressed to the pupil in messages: "niemand will dich", "alle hassen dich".
  rule("bullying", HATE_AT_YOU, {
    also: [
      anyOf(MESSAGES),
      anyOf(`${ME}|bekomm*|bekomme|kriege|krieg|kriegt|übercho|überchume|bechume|erhalte|erhalten`),
    ],
    unless: [PLOT, p(`${I} ~ hab|han|ha|habe ~~ geschrieben|gschribe|gschickt|geschickt`)],
  }),
  // Videos of suicides sent with "mach au", "du bist der Nächste".
  rule(
    "bullying",
    anyOf(`${SENT} ~~ ${CLIPS} ~~ ${SUICIDE_IN_CLIP}`, `${CLIPS} ~~ ${SENT} ~~ ${SUICIDE_IN_CLIP}`),
    {
      also: [
        anyOf(
          "mach|machs|tu|tue|tuen ~ [es|s|das|dis] ~ au|auch|nach|na|no|endlich|gliich|gleich|dasselbe",
          "du ~ [bist|bisch] ~ [der|de|die|d] ~ nächst*|nächscht*|nöchst*|nöchscht*|next",
          "you_next|ur_next|du_au|du_auch|bei_dir_auch|bi_dir_au|dich_au|dich_auch",
        ),
      ],
      unless: [PLOT],
    },
  ),
  // Dread of Sunday evening or the morning, because of them, and no way out.
  rule(
    "bullying",
    anyOf(
      "angst|angscht|schiss|panik|bauchweh|buchweh|übel|weinen|weine ~~ sonntag*|sunntig*|montag|mäntig|schule|schuel|morgen|morge|schulweg|schuelwäg",
      "sonntag*|sunntig*|montag|mäntig|schule|schuel|morgen|morge|schulweg|schuelwäg ~~ angst|angscht|schiss|panik|bauchweh|buchweh|übel",
    ),
    {
      also: [
        `wegen|wäg|wäge|wege ~ [de|den|dene|der|die|d|dr] ~ jungs|giele|buebe|buben|meitli|maitli|mädchen|mädels|girls|boys|typen|dene|denen|ihnen|ihne|mitschüler*|klassenkamerad*|klasse|klass`,
        anyOf(DESPAIR, HELP),
      ],
      unless: [PLOT, p("prüfung|prüefig|test|vortrag|referat|note|noten|zeugnis")],
    },
  ),
];
