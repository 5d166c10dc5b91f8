import { phrase as p } from "../crisis-normalise.ts";
import { ANIMALS, FAMILY_ALL, I, JOKING, NEG, notBefore, SCHOOL, TOPIC_OR_PLOT } from "./bullying.ts";
import { anyOf, type CrisisRule, harmlessUnless, rule } from "./rule.ts";
import { HITS, ME, ME_ACC, MISUSED_THINGS, pairs } from "./words.ts";

// Abuse: see decision 019. Sexual abuse and touching, being forced, night visits, grooming
// (an adult's secrets, presents, meetings, requests for photos), nudes and sextortion. The words
// "vergewaltigt" and "missbraucht" (of a person) stand alone; touching needs "mich" or a body
// part or a "no"; a secret, a meeting or a photo request needs an adult or a stranger from the
// internet and a second sign. Data, drug and medicine "Missbrauch" do not trigger.

/** Touching verbs ("fasst mich an", Swiss "langt mi aa", "tööpelet", "begrapscht"). */
const TOUCH =
  "anfass*|anfasse|afasse|aafasse|angefasst|agfasst|aagfasst|anlangen|alange|aalange|aglangt|aaglangt|" +
  "alangt|aalangt|anglangt|betatsch*|antatsch*|begrapsch*|begrabsch*|grapsch*|grabsch*|befummel*|fummel*|" +
  "gefummelt|berühr*|berüehrt|beruehrt|gstrichlet|streichelt|streichle|gstreichlet|gestreichelt|küsst|" +
  "küsse|küssen|geküsst|gküsst|abschleck*|ableck*|tööpele|tööpelet|touched|touches|touch";
/** Body parts and places under the clothes. */
const BODY =
  "brust|brüst*|bruscht|busen|titten|tits|po|popo|hintern|arsch|füdli|fudi|füdle|schritt|penis|glied|" +
  "pimmel|zipfel|schnäbi|muschi|scheide|vagina|intim*|geschlechtsteil*|dört_une|da_unten|dörte_une|" +
  "unter_der_hose|under_de_hose|unter_die_hose|under_d_hose|in_die_hose|i_d_hose|unter_den_rock|unters_tshirt|" +
  "unter_mein|under_mis|unter_die_decke|under_d_decki|zwischen_die_beine|zwischen_den_beinen|zwüsche_d_bei|" +
  "zwüsched_de_bei|oberschenkel|bh|unterhose|unterwäsche|nackt|nackte|nackig|blutt|an_stellen|a_stelle|stellen_wo|" +
  "stelle_wo|intimen_stellen|private_stellen|privaten_stellen|a_stelle_wo|an_orten";
/** Touching that is only abuse when unwanted (not stroking or kissing by a parent). */
const TOUCH_ME =
  "anfass*|anfasse|afasse|aafasse|angefasst|agfasst|aagfasst|anlangen|alange|aalange|aglangt|aaglangt|" +
  "alangt|aalangt|anglangt|betatsch*|antatsch*|begrapsch*|begrabsch*|grapsch*|grabsch*|befummel*|fummel*|" +
  "gefummelt|berühr*|berüehrt|küsst|geküsst|gküsst|abschleck*|ableck*|tööpele|tööpelet";
/** One's own body, the doctor, biology: touching there is not abuse. */
const SELF_BODY =
  "arzt|ärztin|dokter|doktor|untersuch*|spital|stillen|baby|bio|biologie|aufklärung|unterricht|weh|tut_weh|" +
  "schmerz*|schmärz*|knoten|wächst|wachsen|pubertät|juckt|jucken|pickel|periode|mens|pflanze|pflanzen|tier|" +
  "tiere|schnecke|frosch|hund|katze|chatz|büsi|pferd|hamster|meersäuli|kaninchen|affe|affen|mimose|raupe|schlange";
/** Feeling it was wrong: unwanted, strange, afraid, dirty, ashamed. */
const UNWANTED =
  `${pairs(`${NEG}|nie`, "will|wil|wollte|wolte|wott|wot|möcht|mag|wölle|wöu|gern|gärn|okay|ok|normal")}|` +
  `${pairs("will|wollte|wott|wot|möcht|mag", `das_${NEG.split("|").join("|das_")}`)}|` +
  "nein_gesagt|nei_gseit|nein_gsait|nei_gsait|nein_gseit|stop_gesagt|stopp_gesagt|aufhören|ufhöre|gegen_meinen_willen|" +
  "komisch|komische|seltsam|unwohl|eklig|ekelhaft|grusig|gruusig|schmutzig|dreckig|benutzt|schäm*|scham*|" +
  "angst|angscht|schiss|panik|weird|creepy|unangenehm|ekel|ekelt|wehgetan|weh_getan|weh_to|geweint|gweint|" +
  "obwohl|trotzdem|gezwungen|zwingt|gzwunge";
/** Clearly unwanted or forced. */
const UNWANTED_STRONG =
  `${pairs(`${NEG}|nie`, "will|wil|wollte|wolte|wott|wot|wölle|wöu|wolt")}|nein_gesagt|nei_gseit|nein_gsait|nei_gsait|` +
  "nein_gseit|stop_gesagt|stopp_gesagt|gegen_meinen_willen|gezwungen|zwingt|gzwunge|zwunge|schmutzig|dreckig|benutzt|" +
  "eklig|ekelhaft|wehgetan|weh_getan|weh_to|geweint|gweint";
/** A secret kept for someone: "unser Geheimnis", "darf es niemandem sagen". */
const SECRET = anyOf(
  "unser|unseres|unserem|unserm|üses|üsem|usem|üsers|euses|eusem|eusers|üsi|unsere ~ geheimnis|gheimnis|geheimnisli|gheimnisli",
  "geheimnis|gheimnis ~ zwischen|zwüsche|zwüschet ~ uns|üs|eus",
  `geheimnis|gheimnis ~ mit|mitem|mit_em|mit_dem ~ [dem|de|em|mim|meinem|minere|der] ~ ${FAMILY_ALL}|trainer|lehrer|nachbar|onkel|götti|cousin|opa|mann|freund|fründ|leiter|betreuer`,
  "unter|under ~ uns|üs|eus ~ [bleiben|bliibe|bliibt|bleibt]",
  "bleibt|bliibt|bleiben|bliibe ~ unter|under ~ uns|üs|eus",
  "unsere|üsi|eusi|üseri|euseri ~ sache|sach|ding|spiel|spieli",
  "nur|nume ~ uns|üs|eus ~ gehört|ghört|gehören|ghöre",
  `soll|söll|sölle|sött|muss|mues ~ [ganz|immer] ~ still|ruhig|leise ~ [si|sein|sii|bliibe|bleiben]`,
  `soll|söll|sött|darf|dörf ~ [es|das|s] ~ nix|nichts|nüt|niemertem|niemerem|keinem ~ [davon] ~ sag*|säg*|verzell*|erzähl*|verrat*`,
  "als|wie ~ [ob] ~ [wär|wäre|wärs|wär_s] ~ nüt|nichts|nix ~ [gsi|gewesen|passiert]",
  "niemand*|niemer*|niemert*|keinem|keim ~ davon|devo|dervo|dervoo|darüber|vo_üs|von_uns|vo_eus ~ sag*|säg*|verzell*|erzähl*|verrat*",
  "niemand|niemer|keiner|kei_mönsch|kein_mensch ~ darf|dörf|söll|soll|dürf ~ [es|das|s|dervo|davon|devo] ~ wissen|wüsse|erfahre|erfahren|merke|merken",
  `darf|dörf|darfs|dörfs|darfst|dörfsch|dürfe|dürfen|soll|söll|sollst|söllsch|sollen|sölle|sött|muss|mues|müsse ~ [es|das|s|dä|ich|i|niemert] ~ niemand*|niemer*|niemert*|keinem|keim|nieme|keiner ~~ sag*|säg*|verzell*|erzähl*|erzahl*|verrat*|zeig*|wüsse|wissen`,
  `sagt|seit|sait|meint|gseit|gesagt ~~ niemand*|niemer*|niemert*|keinem|keim ~ [davon|dervo|von_uns|vo_üs|vo_eus] ~ sag*|säg*|verzell*|erzähl*|verrat*|wüsse|wissen|darf|dörf|soll|söll`,
  `${NEG} [mal|emol|einmal] [der|de|dr|d|den|meiner|minere|meinen|mine] mama|mami|papa|papi|eltern|eltere|mueter|mutter|vater|lehrer*|lehrerin ~ sag*|säg*|verzell*|erzähl*|verrat*`,
  `${FAMILY_ALL}|eltern|eltere|niemand|niemer ~ darf|dörf|dürfe|dürfen|söll|soll|sollen|sölle|dörfed ~ [das|es|s|dä|de|nüt|nichts|nix] ~ ${NEG}|nie|nüt|nichts|nix ~ wissen|wüsse|erfahren|erfahre|merken|merke`,
  `lösch*|lösche|löschen ~ [die|d|de|den|dä|alli|alle|unsere|üsi] ~ chat*|nachricht*|nachrichte|verlauf|fotos|bilder|bild|snaps`,
  `chat*|nachricht*|nachrichte|verlauf|snaps ~ lösch*|lösche|löschen|glöscht|gelöscht`,
  `mama|mami|papa|papi|eltern|eltere|mueter|mutter|vater|lehrer*|niemandem|niemerem ~ ${NEG}|nöd|nid|nüt|nichts|nix ~ [davon|dervo] ~ sag*|säg*|verzell*|erzähl*|verrat*`,
);
/** An adult in authority or nearby, and the strangers pupils meet online. */
const ADULT =
  "erwachsen*|erwachsener|erwachsene|trainer|trainerin|coach|lehrer|*lehrer|lehrerin|leiter|*leiter|betreuer|" +
  "betreuerin|babysitter|nachbar|nachbarin|nachbar*|onkel|unkel|götti|cousin|opa|grossvater|grosspapi|" +
  "stiefvater|stiefpapa|stiefpapi|stiefbruder|pfarrer|priester|hauswart|abwart|chef|arzt|therapeut|" +
  "mann|typ|kerl|alter_mann|alte_mann|älterer|älteren|älter|vil_älter|viel_älter|freund_meiner|freund_vo|" +
  "freund_von|mamas_freund|mamis_freund|mamis_fründ|vater|vati|papa|papi|bruder|maa|*besitzer|*bsitzer|" +
  "*trainer|kolleg_vo|kollege_von|kollege_vom|kolleg_vom|kiosk*|verkäufer|fahrer|chauffeur|busfahrer|hauswart|pfadileiter";
/** Over 18 ("ein 25-Jähriger", "er ist 30"). */
const OLDER = anyOf(
  /(?: |^)(?:1[89]|[2-9]\d) ?jahrig(?:er|e|en|em)? /,
  /(?: |^)(?:er|sie|si|typ|mann|maa|de|der) (?:ist |isch |is |wird |esch )?(?:1[89]|[2-9]\d) /,
  "erwachsener|ein_erwachsener|eine_erwachsene|en_erwachsene|e_erwachsene|en_erwachsne|älterer_typ|älterer_mann|älterer_junge|viel_älter|vil_älter|vill_älter|älter_als_ich|älter_als_i|alter_mann|alte_mann|über_18|über_20|über_30",
);
/** Somebody known only from the internet or a game. */
const STRANGER = anyOf(
  "typ|einer|eine|jemand|öpper|mann|maa|frau|junge|jung|kerl|person|girl|boy|mädchen|meitli ~ [aus|vo|von|auf|uf|im|in|über|bi|bei] ~ [einem|eim|em|ere|einer|dem|de|der] ~ insta*|snap*|snapchat|tiktok|discord|whatsapp|roblox|fortnite|minecraft|spiel|game|games|chat|internet|online|netz|app|telegram|twitch|youtube|omegle|yubo|reddit|brawl*|clash*|zocken|gamen|tellonym|wink|kik",
  "online|internet|im_netz|übers_internet|im_chat|im_game|im_spiel ~~ kennengelernt|kenneglernt|kenne_glernt|kennen_gelernt|getroffen|kennt|kenn",
  "kenne|kenn|kennt ~ ihn|sie|en|si ~ [gar|nur|bloss] ~ [nicht|nöd|nid|nich|online|vom_chat|vo_insta]",
  "fremder|fremde_person|fremden_mann|fremde_mann|fremde_typ|fremden_typ|unbekannter|unbekannte_person|unbekannten_typ|schreibt_mir_anonym|anonymer_account|anonyme_nummer",
);
/** Wanting to meet, to pick up, to come over. */
const MEET =
  "treffen|träffe|treffe|treff|trifft|abmachen|abmache|sehen|gseh|besuchen|bsueche|abholen|abhole|holt_mich|hole_mich|" +
  "vorbeikommen|verbichoo|verbicho|zu_ihm|zu_ihr|zu_em|zu_im|date|daten|allein_sein|alleine_sein";
/** Pictures and videos. */
const MEDIA =
  "bild|bilder|bildli|foto|fotos|föteli|fotene|foti|pic|pics|pix|video|videos|vid|vids|selfie|selfies|snap|snaps|photo|photos|" +
  "nudes|nude|clip|aufnahme|aufnahmen|screenshot*";
/** Naked, in underwear, "sexy". */
const NUDE = anyOf(
  "nackt|nackte|nackten|nackter|nacktes|nackig|nakt|nakte|nacktbild*|nacktfoto*|nacktvideo*|nacktselfie*|nudes|nude|dickpic*|dick_pic*|blutt|halbnackt|oben_ohne|sexy|heisse|heissi|intim*|freizügig*|unterwäsche|unterhose|bh|bikini|badehose",
  "ohne|ohni ~ kleider|chleider|klamotten|kleidung|kleidig|gwand|hose|shirt|tshirt|top|bh|alles",
  "nichts|nix|nüt|nut|wenig|kaum ~ an|anhat|anhab*|anhet|aahet|aa|ahat|aahat|anha|ahet|anzogen|aagleit|agleit|anhaben|anhät",
  "ki|ai|deepfake|deepfakes|fake|photoshop ~~ nackt*|nacktbild*|nacktfoto*|nude|nudes|blutt",
  "kamera|cam|webcam|videocall|video_call|facetime|video ~~ umzieh*|umzüche|dusch*|ausziehe|ausziehen|usziehe|nackt|blutt|bett",
  "umzieh*|umzüche|dusch*|ausziehe|ausziehen|usziehe ~~ kamera|cam|webcam|videocall|facetime|filmen|film",
  "sans ~ habits|habit|vêtements|vetements|rien",
  "nue|nu|nues|toute_nue|tout_nu",
);
/** Asking for something ("will, dass ich … schicke", "verlangt", "fragt nach"). */
const REQUEST =
  "will|wott|wot|wett|möchte|möcht|verlangt|verlange|fordert|forderet|fragt|frogt|bettelt|soll|söll|sölli|demandé|demande|veut|voulait|" +
  "muss|mues|schick|schicke|schicken|schickt|schickä|sende|senden|schickte|geschickt|gschickt|gesendet";
/** Threatening to share or tell ("sonst schickt er es allen", "susch postet er's", "leakt"). */
const SHARE_THREAT = anyOf(
  "sonst|susch|suscht|ansonsten|andernfalls|oder_er|oder_sie ~~ schickt|schick*|zeigt|zeig*|postet|post*|leakt|leak*|veröffentlich*|verbreit*|teilt|teil*|stellt|lädt|ladet|verteilt|weiterleit*|erzählt|erzählen|verzellt|verzell*|sagt|seit|sait|schickts|zeigts|postets|gits|git_s",
  `schickt|zeigt|postet|leakt|stellt|lädt|teilt|verschickt ~ [es|sie|si|das|s|die|d] ~~ wenn|falls|sobald ~~ ${NEG}|nöd|nid|kei|kein|keine`,
  `wenn|falls|sobald ~~ ${NEG}|nöd|nid|kei|kein|keine ~~ schickt|zeigt|postet|leakt|veröffentlicht|verbreitet|stellt|lädt|teilt|verschickt|zeigts|postets|schickts|erzählt|verzellt ~ er|sie|si|de|der|ers|sies|ers|em`,
  "leak|leakt|leaken|geleakt|gleakt|veröffentlich*|verbreit*|online_stellen|ins_netz|ins_internet",
  `droht|drohed|bedroht|drohen|erpress*|erpresse|erpresst ~~ ${MEDIA}|nachricht*|chat*|verlauf|zeig*|post*|schick*|stell*|z_stelle|ufelade|hochlad*|online|internet|netz`,
);
/** Demanding money or vouchers. */
const MONEY = anyOf(
  `will|wott|wot|verlangt|fordert|forderet|brucht|braucht|muss|mues|soll|söll ~~ geld|gäld|franken|franke|fr|chf|euro|stutz|paysafe*|gutschein*|robux|vbucks|v_bucks|guthaben|bitcoin|twint`,
  /(?: |^)\d+ (?:franken|franke|fr|chf|euro|stutz|dollar)(?: |$)/,
);
/** Presents from an adult. */
const GIFTS =
  "geschenk*|gschenk*|schenkt|schänkt|gschänkt|geschenkt|kauft_mir|chauft_mer|chauft_mir|robux|vbucks|v_bucks|skins|guthaben|gutschein*|geld|gäld|sackgeld|handy_gekauft";
/** What a groomer wants, in both grooming rules: secrecy, pictures, nudity, a meeting. */
const GROOMER_WANTS = [
  SECRET,
  `${REQUEST} ~~ ${MEDIA}`,
  `${MEDIA} ~~ ${REQUEST}`,
  NUDE,
  `will|wott|wot|möcht|sollen|söled|sölle|müend|wend|wänd|wei ~~ ${MEET}`,
];
/** Presents for the pupil ("hat ein Geschenk für mich", "git mir Gschänkli", "gibt mir Geld, wenn"). */
const GIFTS_ME = anyOf(
  `geschenk*|gschenk*|gschänk*|überraschung ~ für|für_mi|für_mich ~ [${ME}]`,
  `schenkt|schänkt|gibt|git|kauft|chauft|bringt|bringt_mit|gäb|gab ~ ${ME}|mer ~ [immer|oft|mängisch|manchmal|dann|so] ~ geschenk*|gschenk*|gschänk*|geld|gäld|robux|vbucks|skins|süssigkeit*|schoggi|handy|sachen|züg`,
  "bringt|bringe ~ [immer] ~ geschenk*|gschenk*|gschänk* ~ mit",
  `${ME}|mer ~ [immer|oft] ~ geld|gäld ~ gibt|git|gäb|zahlt ~ [wenn|wänn]`,
);
/** Flattery an adult uses ("du bist etwas Besonderes", "sein Lieblingsmeitli", "so reif"). */
const FLATTERY = anyOf(
  "lieblings*|favorite|besonder*|speziell*|spezielli|öppis_speziells|öppis_bsunders|bsunders|reif|so_reif|erwachsen_für|prinzessin|schatzi|hübscher_als|schönste",
  `sagt|seit|sait|meint|nennt|findet|findt ~~ ${I}|mich|mi ~ [sei|seg|sig|seig|bin|wär|seigi|sigi] ~ [so|sehr|echt|sooo] ~ hübsch|schön|sexy|heiss|süss|reif|erwachsen`,
);
/** Getting physically close: "kommt mir immer näher", a hand on the leg, the lap, a massage. */
const CLOSE = anyOf(
  `kommt|chunt|chunnt|rückt|ruckt|hockt|hocked|sitzt|sitzed|drückt|lehnt ~ [${ME}|mer] ~ [immer|so|zu|vil|viel|ganz|extrem|mega] ~ näher|necher|nöcher|nächer|nöch|nah|nahe|z_nah|zu_nah|eng`,
  `hand|händ|hände|finger ~ [uf|auf|an|a|uf_mis|auf_mein|auf_meinen] ~ mein*|mis|min|mini|minere ~ bei|bein|beine|knie|oberschenkel|schenkel|po|füdli|hintern|brust|rücken|hals|hüfte`,
  "leit|legt|tuet|tut ~ [d|die|sini|seine|sin|sein|ihre] ~ hand|händ|hände|arm ~ [uf|auf|um] ~ mis|mein*|min|mini|mich|mi",
  "hand|händ|hände|finger ~ wander*|überall|überal|rum|umher|under|unter|zwüsche|zwischen",
  `schoss|schooss|schoß|schössli ~~ [sitz*|hock*|nimmt|nimmt_mich|setzt] `,
  `sitz*|hock*|nimmt|setzt|lat|lässt ~~ ${ME_ACC}|${I} ~~ [uf|auf] ~ [sin|sim|sein|seinen|seinem|d|de|den|dä] ~ schoss|schooss|schoß`,
  `massier*|massiert ${ME_ACC}`,
  `${ME_ACC} ~ massier*|massiert|masiert`,
  `küsst|küssen|küsse|schmust|umarmt|drückt ${ME_ACC} ~ [immer|so|lang|zu_lang|auf_den_mund|uf_de_mund|uf_d_lippe]`,
);
/** Luring the pupil to him. */
const LURE = anyOf(
  `lädt|ladet|nimmt|holt ~ ${ME_ACC} ~ [immer|oft|mängisch|manchmal] ~ zu ~ sich|ihm|em|im`,
  `zu ~ ihm|em|im|sich ~ [nach_hause|hei|heim|is_hus|ins_haus|in_d_wohnig] ~ komm*|cho|chume|gah|gehen|gang`,
  "hinten|hinde|hindere ~ rein|ine|herein|inne ~ komm*|cho|chume",
  "in|is|ins|i ~ sein|sis|sim|seinen|ihr ~ auto|zimmer|büro|wohnung|wohnig|hus|haus|wohnwagen|keller|hütte|garage",
);
/** What abusers say to keep a child quiet: blame, guilt, fear, "nobody believes you". */
const SILENCING = anyOf(
  "wenn|wänn|falls ~~ verzell*|erzähl*|sag*|säg*|verrat* ~~ [dann|denn] ~ gits|gibts|gibt|passiert|chunt|kommt|wird ~ [es|s|öppis|was|etwas] ~ stress|ärger|schlimm*|böses|problem|probleme",
  `sonst|susch|suscht|sust|suschd|andernfalls|wenn_nicht ~~ traurig|trurig|schuld|stress|ärger|schlimm*|böses|heim|gefängnis|gfängnis|falsch|verstaht|versteht|verlässt|weg|kaputt|trennen|scheidung|glaubt|passiert|gits|gibts|${pairs(NEG, "freund|fründ|fründin|freundin|lieb|gern|mag")}`,
  "ist|isch|is|wär|wäre|sei|seg|sig ~ mein*|mini|min|dini|deine|deini ~ schuld",
  `glaubt|glaubed|glaubet ~ [dir|mir|der|mer|ihm|em] ~ [eh|sowieso|doch|ja] ~ keiner|niemand|niemer|${NEG}`,
  "falsch ~ versteh*|verstah*|verstaht|verstoht",
);
/** Saying it is normal. */
const NORMALISING = `${pairs("sagt|seit|sait|meint|sagte|gseit|gesagt", "das|es|s|dis|dies")} ~ [sei|seg|sig|isch|ist|wär|wäre|seig] ~ [ganz|völlig|total|halt] ~ normal|ok|okay|nüt_schlimms|nichts_schlimmes|nöd_schlimm|nicht_schlimm|unser_ding|üses_ding|liebe|zuneigung`;
/** The bathroom, undressing. */
const BATH = "dusch*|umzieh*|umzüche|auszieh*|uszieh*|bade|baden|badzimmer|badezimmer|bad|nackt|blutt";
/** Not wanting to go there again, feeling sick about it. */
const AVOID = anyOf(
  `will|wott|wot|mag|möcht*|gang|gah|geh ~ ${NEG}|nie|nüme|nümme|nimmer|${pairs(`${NEG}|nie`, "mehr|meh|wieder|gern|gärn")} ~ [da|dort|dert|zu|bi|bei|mehr|meh|gern|gärn] ~ hin|hi|dahin|ihm|em|dene|denen|ihnen|ihne|übernachten|übernachte|hingehen|higah|zu_dene|zu_ihm|in_stall|is_training|ins_training`,
  `mag|will|wott ~ das|dä|de|die|s ~ [spiel|sache|sach|züg|zeug|ding] ~ ${NEG}|nid|nöd`,
  `bauchweh|buchweh|übel|schlecht|angst|angscht|schiss|panik ~~ wenn|wänn|bevor|vor ~ [er|sie|de|der|d] ~ kommt|chunt|chunnt|stund|stunde|training|nachhilfe|hin_muss`,
  "fühlt|fühlt_sich|füehlt|fühle ~ [sich|mi|mich] ~ komisch|seltsam|falsch|eklig|schlecht ~ [an|aa|a]",
  "komisch*|komischi|seltsam*|eklig*|creepy|weird|unangenehm*",
);
/** Things done that feel wrong. */
const STRANGE_ACTS = `mach*|tut|tuet|tüet ~ [dann|immer|so|mängisch|manchmal] ~ sachen|sache|dinge|züg|zeug|spiel|spiele ~~ komisch*|seltsam*|eklig*|unangenehm*|weird|${pairs(NEG, "will|wott|mag|wollte")}|anfühlen|afühled`;
/** Coming into the room or the bed at night, watching in the shower. */
const NIGHT =
  "nachts|nacht|znacht|z_nacht|abends|in_der_nacht|i_de_nacht|mitten_in_der_nacht|wenn_alle_schlafen|wenn_ich_schlafe|wenn_i_schlof|im_schlaf|beim_schlafen";
const WHEN_ALONE =
  "wenn_keiner_da|wenn_niemand_da|wenn_niemer_da|wenn_mama_weg|wenn_mami_weg|wenn_mama_nicht_da|wenn_mami_nöd_da|wenn_wir_allein|wenn_mir_ellei|wenn_mer_ellei|wenn_wir_alleine|wenn_keiner_da_is|wenn_keiner_da_ist|allein_sind|ellei_sind|alleine_sind|allein_mit_ihm|ellei_mit_em|mit_ihm_allein|mit_em_ellei";
/** Lying down in the pupil's bed. */
const INTO_BED =
  "gelegt|glegt|legt_sich|leit_sich|sich_zu_mir|sich_zu_mer|unter_die_decke|under_d_decki|under_mini_decki|unter_meine_decke|ins_bett_gelegt|is_bett_glegt";
/** The pupil's own room, bed or bathroom. */
const MY_ROOM = `${pairs("in|is|i|ins|zu_mir_ins|zu_mer_is", "mein|mis|min|mini|meinem|mim")} ~ zimmer|zimmer|bett|bet|bad|badzimmer`;
/** Little brothers, pets and nightmares: harmless reasons for coming to the bed at night. */
const HARMLESS_NIGHT =
  "kleine_bruder|kleiner_bruder|kleine_schwester|chlini_schwöster|chline_brüeder|chline_bruder|hund|hündli|katze|chatz|büsi|kater|albtraum|alptraum|gewitter|träumt|traum|gute_nacht|gueti_nacht|zudecken|zuedecke|schauen_ob|luege_ob|kontrolliert";

/** An animal doing it, with no person named. */
const NO_PERSON = harmlessUnless(
  ANIMALS,
  `${ADULT}|${FAMILY_ALL}|jemand|öpper|einer|typ|junge|mann|frau|er|sie`,
);
/** Secrets about a surprise, a crush or a test. */
const SECRET_HARMLESS = harmlessUnless(
  `überraschung|überrasche|geburtstag|geburi|weihnacht*|fest|party|lösung|lösige|prüfung|test|note|noten|verliebt|schwarm|crush|freundin|fründin|mama_gibt|mami_git|papa_gibt|papi_git|passwort|wlan|pin|code|${JOKING}`,
  `${TOUCH}|${BODY}|${NIGHT}|nackt|blutt|komisch|eklig|heim|gefängnis|gfängnis|nudes`,
);

// --- Round four: the wordings pupils use around it rather than for it ---

/** The mother or both parents away: "wenn Mama Nachtschicht hat", "wenn niemand da ist". */
const WHEN_AWAY = anyOf(
  `wenn|wänn|sobald|während|wo|immer_wenn ~ [d|die|de|mini|meine|mis|min] ~ mama|mami|mutter|mueter|mom|mum|papa|papi|eltern|eltere|sie|si ~~ nachtschicht|spätschicht|nachtdienst|schicht|arbeitet|arbeiten|schafft|schaffe|am_schaffe|am_arbeiten|weg|fort|furt|einkaufen|poschte|posten|unterwegs|ausgang|im_ausgang|${pairs(NEG, "da|do|dahei|deheim|zuhause")}`,
  `wenn|wänn|sobald|wo ~ niemand|niemer|niemert|niemu|niamu|niämer|niemet|keiner|kener ~ [sonst|anders|meh|mehr] ~ da|do|dahei|deheim|dehei|deheime|dihei|zhus|zuhause|dabei|debi|hei|heime`,
);
/** Not believed, or told nobody would believe: "sie glaubt mer nöd", "keiner glaubt mir". */
const NOT_BELIEVED = anyOf(
  `glaubt|glaubed|glaubet|glaubts|glaubt_s ~ [mir|mer|mier|mr|mich|dir|der] ~ [eh|sowieso|doch|ja|halt|aber] ~ ${NEG}|nie|keiner|niemand|niemer|niemert`,
  `niemand|niemer|niemert|keiner|kener|kei_mönsch|kein_mensch ~ [würde|würd|wird|tät] ~ glaubt|glaubed|glaubet|glauben|glaube ~ [dir|mir|mer|der|dich|di]`,
);
/** Told what to say or not to say: "er hat gesagt", "wenn ichs jemandem erzähle". */
const IF_TELL = anyOf(
  `er|sie|si|de|dä|${ADULT} ~ [hat|het|hät|hed] ~ gesagt|gseit|gsait|gemeint|gmeint|gedroht|droht|tröit`,
  `wenn|wänn|falls|sobald ~ ${I}|ichs|ichs ~ [es|s|das|dä] ~ jemand*|öpper*|irgendwem|wem|jemandem|öpperem ~ erzähl*|verzell*|sag*|säg*|verrat*`,
);
/** Unable to say it: "ich kanns nicht mal aufschreiben", "weiss nicht, wem ich das sagen kann". */
const CANT_SAY = anyOf(
  `${I}|kanns|chas ~ [kann|kan|chan|cha] ~ [es|s|das|dir|der] ~ ${NEG}|nid|nöd|nich|nicht_mal|nöd_mal|nid_mal|nich_mal|nöd_emol|nid_emol ~~ sagen|säge|sägu|sage|aufschreiben|ufschriibe|schreiben|schriibe|erzählen|verzelle|erklären|erkläre|aussprechen|usspräche`,
  `weiss|weis ~ ${NEG}|nid|nöd ~ wem|wäm|wie ~ ${I} ~~ sag*|säg*|erzähl*|verzell*`,
);
/** Told it is normal or that one should not make a fuss. */
const NORMALISING_4 = anyOf(
  "sagt|seit|sait|meint|sagte|gseit|gesagt ~~ normal|ganz_normal|völlig_normal|nüt_schlimms|nichts_schlimmes|gehört_dazu|ghört_derzue|unter_familie|in_der_familie|i_de_familie",
  `soll|söll|sölli|sött|sötti ~ [mich|mi] ~ ${NEG}|nöd|nid ~ so ~ anstellen|aastelle|astelle|tue|tun|zicken|haben|ha|empfindlich`,
  "stell_dich_nicht_so_an|stell_di_nöd_so_aa|hab_dich_nicht_so|heb_di_nöd_so",
);
/** Not wanting to go to a relative or a place any more. */
const AVOID_4 = anyOf(
  `will|wott|wot|mag|möcht*|gang|gah|geh ~~ ${NEG}|nie|nüme|nümme ~ [mehr|meh|diesmal|dasmal|dasmol|wieder] ~ [zu|zum|zur|bi|bei|is|ins|i_d|in_die|mit] ~ [ihm|em|im|ihr|dem|de|der|d|mim|meinem|minere|meiner] ~ ${FAMILY_ALL}|${ADULT}|ferien|ferie|lager|training|nachhilfe|besuch|familienfest|fest|ihm|em|im|ihr|dene|ihnen`,
);
/** "Was er dann macht mag ich nicht", "etwas, das mein Stiefvater mit mir macht". */
const WHAT_HE_DOES = anyOf(
  `was|wo|das|etwas|öppis ~ [mein|min|mini|de|der|dr|d|die] ~ er|sie|de|dä|dr|${ADULT}|${FAMILY_ALL} ~ [dann|denn|da|dort|dete|drin|immer|mängisch|manchmal|nachher] ~ [mit] [${ME}] ~ macht|mached|tut|tuet|tüet|gmacht|gemacht|getan`,
);
const DISLIKE = `${pairs("mag|will|wott|wot|möcht|find|finde|mags", "ich_nicht|ich_nich|ich_nid|i_nöd|i_nid|ich_nöd|ich_ned|ich_net|i_ned|ich_gar_nicht|i_gar_nöd|ich_nicht_so|i_nöd_so")}`;
/** Pretending to sleep when he comes. */
const FAKE_SLEEP = anyOf(
  "tue|tu|mach|mache|tun ~ [denn|dann|immer|einfach|eifach|jeweils] ~ so ~ als|wie|als_ob|wie_wenn ~ [ob] ~ [ich|i] ~ [würde|wür|würd|wurd|täti] ~ schlafen|schlafe|schlofe|schlief|schlafe_würd|pennen",
  "stell|stelle ~ [mich|mi] ~ schlafend|tot",
);
/** An older person lying about their age, one from a platform. */
const STRANGER_4 = anyOf(
  "ein|en|e|eine|eis ~ us|aus|vo|von ~ [em|dem|de|der|einem] ~ discord*|insta*|snap*|tiktok|roblox|fortnite|minecraft|telegram|twitch|omegle|yubo|reddit|server|chat|game|internet",
  / (?:sei|sig|seg|seig|sigi|ware|war|isch|ist|is|si|bin) 1[0-7] (?:\S+ ){0,12}(?:aber|doch|eigentlich|in wahrheit) /,
);
/** Asked for a picture of oneself back ("söll au eis vo mir schicke"). */
const REQUEST_MINE = anyOf(
  `${REQUEST}|sölli|sölle|sött ~~ [au|auch|zrugg|zurück|mal|emol] ~ [ein|eins|eis|es|e|ä|eines|mal] ~ [${MEDIA}] ~ von|vo|vom ~ mir|mer ~ [schick*|sende*]`,
  `${MEDIA}|eis|eins|eines ~ von|vo ~ mir|mer ~~ ${REQUEST}`,
);

/** What makes an adult's presence abuse rather than family life: unwanted, hidden, talked down, disbelieved. */
const UNWANTED_OR_HIDDEN = [UNWANTED, AVOID, AVOID_4, SECRET, NORMALISING, NORMALISING_4, NOT_BELIEVED];

export const ABUSE_RULES: CrisisRule[] = [
  // The words that stand alone.
  rule("abuse", "vergewaltig*|vergwaltig*|vergewaltigung*", {
    unless: [
      harmlessUnless(
        `${ANIMALS}|krieg|kriege|weltkrieg|soldat*|armee|mittelalter|römer|antike|sage|mythologie|zeus`,
        `${ME}|${I}|mein|meine|min|mini|mis`,
      ),
    ],
  }),
  rule(
    "abuse",
    `${ME}|${I} ~ missbraucht|misbraucht|missbrucht|missbrauchen|misbrucht|missbraucht_worden|sexuell_missbraucht`,
  ),
  rule("abuse", "missbraucht|missbrucht|misbraucht", {
    unless: [
      MISUSED_THINGS,
      harmlessUnless(
        `${ANIMALS}|alkohol|drogen|droge|hormon*|steroid*|anabolika|wort|begriff|name|symbol|flagge|religion|glaube|natur|umwelt|wasser|geld|spende*|freiheit|position|amt|gesetz`,
        `${ME}|${I}|mein|meine|min|mini|mis`,
      ),
    ],
  }),
  rule("abuse", "sexuel* ~ missbrauch*|belästig*|übergrif*|angemacht|bedrängt|genötigt|ausgenutzt", {
    unless: [
      harmlessUnless(
        `${TOPIC_OR_PLOT}|was_ist|was_bedeutet|was_isch|was_heisst|ab_wann|ab_wenn|gesetz|strafbar|${ANIMALS}`,
        `${ME}|${I}|mein|meine|min|mini|mis`,
      ),
    ],
  }),
  rule("abuse", `belästigt|belästiget|bedrängt|bedrängt ${ME_ACC}`, {
    unless: [p("lärm|musik|anruf*|werbung|spam|fragen|mails|hausaufgaben|mit_fragen")],
  }),
  rule(
    "abuse",
    `${I} ~ werde|wurde|wurd|bin|bi|wird ~~ belästigt|sexuell_belästigt|begrapscht|betatscht|befummelt|angefasst|angfasst|aagfasst|agfasst|aaglangt|aglangt|missbraucht|bedrängt`,
  ),
  rule(
    "abuse",
    `werde|wurde|wurd|bin ~~ begrapscht|begrabscht|betatscht|befummelt|angefasst|aagfasst|agfasst|aaglangt|aglangt`,
    {
      also: [UNWANTED],
    },
  ),
  rule("abuse", `übergriff*|übergrif* ~~ ${ME}|${I}|mein*|min|mini|mis`),

  // Touching "mich", a body part, or after a "no".
  rule(
    "abuse",
    `fasst|fast|langt|lengt|längt|grabscht|grapscht|tatscht|tätscht|greift|grift ${ME_ACC}|mir|mer ~ an|aa|a|hin`,
    {
      unless: [
        harmlessUnless("hand|händ|schulter|arm|stirn|fieber|helfen|hälfe|hilft|tröst*|umarm*", UNWANTED),
        NO_PERSON,
      ],
    },
  ),
  rule(
    "abuse",
    `${ME_ACC} ~ anfass*|anfasse|afasse|aafasse|angefasst|angfasst|aagfasst|agfasst|aalange|alange|aaglangt|aglangt|aalangt|alangt|betatsch*|begrabsch*|begrapsch*|befummel*|antatsch*|tööpele|betatscht`,
    {
      unless: [
        harmlessUnless(
          "hand|händ|schulter|arm|stirn|fieber|umarm*|tröst*|arzt|ärztin|dokter|untersuch*",
          UNWANTED,
        ),
        NO_PERSON,
      ],
    },
  ),
  rule("abuse", `${TOUCH}|greift|grift|langt|fasst ~~ ${BODY}`, {
    also: [anyOf(`${ME}|${I}`)],
    unless: [harmlessUnless(`${SELF_BODY}|${TOPIC_OR_PLOT}`, UNWANTED_STRONG)],
  }),
  rule("abuse", `${BODY} ~~ ${TOUCH}|gegriffen|griffe|glangt|gelangt|gefasst|gfasst`, {
    also: [anyOf(`${ME}|${I}`)],
    unless: [harmlessUnless(`${SELF_BODY}|${TOPIC_OR_PLOT}`, UNWANTED_STRONG)],
  }),
  rule("abuse", `${TOUCH_ME}|fasst|fast|langt ~ ${ME_ACC}`, {
    also: [UNWANTED],
    unless: [
      p(
        "die_geschichte|das_buch|der_film|das_lied|der_song|die_musik|hat_mich_sehr|hat_mi_sehr|tief_berührt|berührt_mich_sehr",
      ),
      NO_PERSON,
    ],
  }),
  rule("abuse", `${ME_ACC} ~ ${TOUCH_ME}`, {
    also: [UNWANTED],
    unless: [
      p(
        "die_geschichte|das_buch|der_film|das_lied|der_song|die_musik|hat_mich_sehr|hat_mi_sehr|tief_berührt|berührt_mich_sehr",
      ),
      NO_PERSON,
    ],
  }),
  rule(
    "abuse",
    `will|wott|wot|verlangt|zwingt|muss|mues|soll|söll ~ ${I} ~ ihn|ihm|em|en|es|sie|si|sein|sis ~ [penis|ding|glied|schwanz|pimmel] ~ anfass*|anfasse|aafasse|küss*|berühr*|aalange|alange|lutsch*|blas*|streichle|streicheln|anschauen|aaluege`,
  ),
  rule(
    "abuse",
    `zeigt|zeigte|gezeigt|zeiget|schickt|schickte|geschickt|gschickt ~~ ${ME}|mer ~~ penis|pimmel|glied|sein_ding|sis_ding|dickpic*|dick_pic*|porno*|pornos|nacktbild*|nacktfoto*|sich_nackt|sich_blutt`,
  ),
  rule(
    "abuse",
    `${ME}|mer ~~ penis|pimmel|glied|sein_ding|sis_ding|dickpic*|porno*|pornos ~~ zeigt|gezeigt|geschickt|gschickt|schickt|anschauen|aaluege|luege|schauen`,
  ),
  rule(
    "abuse",
    notBefore(
      `zieht|zieh|zerrt|zoge|gezogen ${ME_ACC} ~ aus|us|ab`,
      "dem|em|de|der|dr|d|den|bett|wasser|schlaf",
    ),
    {
      also: [UNWANTED_STRONG],
    },
  ),
  rule(
    "abuse",
    `schaut|luegt|guckt|spannt|beobachtet|filmt|fotografiert|kommt|chunt|chunnt ~~ ${ME}|mi|mich ~~ dusch*|umzieh*|umzüche|anzieh*|baden|bade|nackt|blutt|wc|toilette|klo`,
    {
      also: [anyOf(`${UNWANTED}|immer|jedes_mal|jedesmal|heimlich|${NIGHT}`)],
      unless: [p("schwimm*|schwüm*|fussball|training|match|spiel|auftritt|theater|konzert")],
    },
  ),
  rule(
    "abuse",
    `wenn|wänn ~ ${I} ~ dusch*|bade|badi|umzieh*|umzüche ~~ kommt|chunt|chunnt|schau*|lueg*|guck*|spann*|reinkommt|inechunt|macht_er|macht_sie|film*|fotografier*`,
    {
      also: [anyOf(`${UNWANTED}|immer|jedes_mal|jedesmal|heimlich`, NORMALISING, SECRET)],
    },
  ),

  // Forced to do things, "macht Sachen mit mir, die ich nicht will".
  rule("abuse", `mach*|tut|tuet|tüet|tuen ~ sach*|ding*|zeug|züg|spiel*|sachen ~ mit ${ME}`, {
    also: [anyOf(UNWANTED, SECRET, NIGHT)],
    unless: [
      p(
        "mathe|hausaufgaben|hausi|ufzgi|üben|lernen|lernt|vokabel*|sport|training|fussball|ausflug|ausflüg|basteln|bastle|kochen|choche|lustig|spass",
      ),
    ],
  }),
  rule(
    "abuse",
    anyOf(
      `zwingt|zwingen|zwinged|gezwungen|gzwunge|zwunge|zwang ~~ ${ME}|${I}`,
      `${ME_ACC} ~ gezwungen|gzwunge|zwunge|zwingt|zwingen|zwinged`,
    ),
    {
      also: [
        anyOf(
          "schmutzig|dreckig|eklig|ekelhaft|benutzt|anfass*|anzufassen|azfasse|aazfasse|zu_berühren|z_berühre|küss*|zu_küssen|z_küsse|ausziehen|auszuziehen|usziehe|uszzieh|nackt|blutt|sex|sexuell*|porno*|geheimnis|gheimnis|niemandem|niemerem",
          `${pairs("dinge|sachen|sache|züg|zeug|dingen", "zu_tun|z_mache|zu_machen|z_tue|tun|mache")}|dinge_die|sachen_die|sache_wo|züg_wo`,
        ),
      ],
      unless: [
        p(
          "essen|esse|ässe|brokkoli|gemüse|gmües|üben|lernen|lerne|klavier|geige|sport|joggen|aufräumen|ufrume|zimmer_aufräumen|hausaufgaben|hausi|ufzgi|zahnarzt|schwimmen|ski|wandern|kirche|zmittag|znacht",
        ),
      ],
    },
  ),
  rule(
    "abuse",
    "schmutzig|dreckig|benutzt|eklig|ekelhaft ~~ seit|sit|seitdem|sithär|weil|wil|nachdem|nach_dem|wegen|wäge",
    {
      also: [
        anyOf(
          "er|ihm|ihn|em|en|sie|anfass*|angefasst|gezwungen|zwang|party|nacht|passiert|gemacht|gmacht|getan|gmacht_het|gmacht_hät",
        ),
      ],
      unless: [
        p(
          "dreck|schlamm|matsch|fussball|sport|training|turnen|garten|regen|dusche|duschen|putzen|zimmer|wohnung|haus|kleider|schuhe|hund|katze",
        ),
      ],
    },
  ),
  rule(
    "abuse",
    `fühl*|füel*|fühle ~ ${ME_ACC} ~ [so|voll|mega|total|ganz|ur|richtig|extrem|echt|einfach|sehr|seitdem|seither|sithär] ~ schmutzig|dreckig|benutzt|missbraucht`,
    {
      unless: [
        p(
          "dreck|schlamm|matsch|fussball|sport|training|turnen|garten|regen|putzen|schwitz*|hitze|sommer|nicht_geduscht|nöd_duscht",
        ),
      ],
    },
  ),
  rule("abuse", "gegen|gege meinen|mine|min willen|wille", {
    unless: [
      harmlessUnless(
        "mathe|hausaufgaben|hausi|ufzgi|lernen|schule|klavier|geige|essen|anziehen|coiffeur|haare|umzug|zügle|ferien|ferie|sport",
        `${TOUCH}|${BODY}|sex*`,
      ),
    ],
  }),
  rule("abuse", `sex|sexuell*|bumsen ~~ ${ME}|${I}`, {
    also: [
      anyOf(
        UNWANTED_STRONG,
        SECRET,
        OLDER,
        "erwachsen*|trainer|lehrer|onkel|stiefvater|cousin|nachbar|älter",
      ),
    ],
    unless: [
      harmlessUnless(
        `${TOPIC_OR_PLOT}|aufklärung|bio|biologie|verhütung|kondom|pille|pubertät|schwanger|orientierung|schwul|lesbisch|bi|queer|trans`,
        `${UNWANTED_STRONG}|erwachsen*|älter`,
      ),
    ],
  }),
  rule(
    "abuse",
    "ko_tropfen|k_o_tropfen|kotropfen|ko_tropf*|was_ins_getränk|was_ins_glas|öppis_is_glas|öppis_is_getränk|etwas_ins_getränk|etwas_ins_glas|ins_getränk_getan|i_mis_glas",
    {
      also: [
        anyOf(
          `${ME}|${I}|mein|min|mis`,
          "aufgewacht|ufgwacht|erinner*|erinnere|weiss_nicht_mehr|weiss_nüm|weis_nöd_meh|blackout|filmriss|passiert|nackt|ohne_hose|ohni_hose|komisch|schwindlig",
        ),
      ],
    },
  ),

  // Coming into the room or the bed at night.
  rule(
    "abuse",
    `kommt|chunt|chunnt|chunt|kunt|kam|komt|legt|leit|schleicht|schlicht|geht|gaht|isch_cho|ist_gekommen|kommen ~~ ${pairs("mein|min|mis|is|ins|in|zu_mir_ins|zu_mer_is|zu_mir_in", "zimmer|zimmer|bett|bet|dusche|bad|badzimmer|decke|decki")}|zu_mir|zu_mer|zu_mier`,
    {
      also: [
        anyOf(NIGHT, WHEN_ALONE, WHEN_AWAY),
        anyOf(
          UNWANTED,
          AVOID,
          FAKE_SLEEP,
          SECRET,
          TOUCH,
          SILENCING,
          NORMALISING,
          INTO_BED,
          "glaubt|glaubed|verzell*|erzähl*|sag*|still|ruhig|leise",
        ),
      ],
      unless: [p(HARMLESS_NIGHT)],
    },
  ),
  rule("abuse", `${NIGHT} ~~ ${pairs("mein|min|mis|is|ins|in", "zimmer|bett|bet")}|zu_mir|zu_mer`, {
    also: [
      anyOf(UNWANTED, AVOID, FAKE_SLEEP, SECRET, TOUCH, SILENCING, INTO_BED),
      anyOf(ADULT, FAMILY_ALL, "er|sie"),
    ],
    unless: [p(HARMLESS_NIGHT)],
  }),

  // An adult's secret, or the threats that keep a child quiet; grooming: flattery, closeness,
  // presents, luring, "das ist normal", each with a second sign.
  rule("abuse", SECRET, {
    also: [
      anyOf(
        TOUCH,
        NIGHT,
        WHEN_ALONE,
        WHEN_AWAY,
        OLDER,
        STRANGER,
        `${pairs("allein|alleine|alei|ellei|ellai|aleini|elei", "mit|mitem|mit_ihm|mit_em|mit_ihr")}|unter_vier_augen|zu_zweit`,
        "mit ~ ihm|em|im|ihr ~ allein|alleine|alei|ellei|ellai|aleini|elei",
        `${MEDIA}|nudes`,
        GIFTS_ME,
        FLATTERY,
        CLOSE,
        LURE,
        SILENCING,
        NORMALISING,
        BATH,
        STRANGE_ACTS,
        MEET,
        MY_ROOM,
        "ins|is ~ heim|gefängnis|gfängnis|pflegefamilie|kinderheim",
      ),
    ],
    unless: [SECRET_HARMLESS],
  }),
  rule("abuse", SECRET, { also: [ADULT, anyOf(UNWANTED, AVOID)], unless: [SECRET_HARMLESS] }),
  rule("abuse", anyOf(FLATTERY, CLOSE, LURE, GIFTS_ME, STRANGE_ACTS), {
    also: [
      anyOf(ADULT, OLDER, STRANGER, FAMILY_ALL, "er|de|der"),
      anyOf(AVOID, UNWANTED, SILENCING, NORMALISING, "angst|angscht|schiss|panik"),
    ],
    unless: [
      harmlessUnless(
        `${ANIMALS}|${TOPIC_OR_PLOT}|fussball|training_ist|note|noten`,
        `${TOUCH}|${BODY}|${NIGHT}|geheimnis|gheimnis|nackt|blutt|schoss|schooss|schoß|sonst|susch|suscht`,
      ),
    ],
  }),
  rule("abuse", anyOf(CLOSE, STRANGE_ACTS), {
    also: [anyOf(ADULT, OLDER, STRANGER, FAMILY_ALL), anyOf(FLATTERY, LURE, GIFTS_ME, NORMALISING)],
    unless: [harmlessUnless(`${ANIMALS}|${TOPIC_OR_PLOT}`, `${TOUCH}|${BODY}|${NIGHT}|geheimnis|gheimnis`)],
  }),
  rule(
    "abuse",
    `verlang*|will|wott|wot|soll|söll|muss|mues|zwingt|befiehlt|darf ~~ ${ME_ACC} ~ ausziehe|ausziehen|auszuziehen|usziehe|usz_zieh|uszzieh|blutt_mache|nackt_mache`,
    {
      also: [
        anyOf(
          ADULT,
          OLDER,
          STRANGER,
          `${MEDIA}|foto*|kamera|film*|fotoshooting|shooting`,
          UNWANTED_STRONG,
          SECRET,
        ),
      ],
      unless: [
        p(
          "arzt|ärztin|dokter|doktor|untersuch*|turnen|turnstunde|schwimm*|schwümm*|umkleide|garderobe|badi|mama_sagt|mami_seit|pyjama|pischi|bett_gehen|is_bett",
        ),
      ],
    },
  ),
  rule(
    "abuse",
    `tür|tur|türe|türli ~~ dusch*|bad|badzimmer|badezimmer|umzieh* ~~ offe|offen|uf|nicht_zu|nöd_zue|nid_zue|aufmachen|ufmache|auflassen|uflah`,
    {
      also: [anyOf(ADULT, FAMILY_ALL, "er|sie")],
    },
  ),
  rule(
    "abuse",
    `dusch*|umzieh*|umzüche|bade|baden ~~ tür|tur|türe ~~ offe|offen|uf|nicht_zu|nöd_zue|auflassen|uflah|aufmachen`,
    {
      also: [anyOf(ADULT, FAMILY_ALL, "er|sie")],
    },
  ),
  rule(
    "abuse",
    `mus*|mues|muss|soll|söll|darf ~ [${I}] ~ [bei|bi|mit] ~ ihm|ihr|em|im|dem ~ [im|in|is|ins] ~ [sein|sis|sim|seinem|ihrem] ~ bett|bet|zimmer ~ schlafen|schlafe|schlofe|übernachten|liegen|lige|lige`,
    {
      also: [anyOf(UNWANTED, AVOID, SECRET, TOUCH, "angst|angscht|schiss")],
      unless: [p(HARMLESS_NIGHT)],
    },
  ),
  rule(
    "abuse",
    `in|is|ins|zu_ihm_ins|zu_em_is ~ sein|sis|ihr|sim ~ bett|bet ~ komm*|cho|chume|lige|liegen|schlafen|schlafe`,
    {
      also: [anyOf(UNWANTED, AVOID, SECRET, TOUCH, NIGHT, "angst|angscht|schiss|mus|muss|mues|soll|söll")],
      unless: [p(HARMLESS_NIGHT)],
    },
  ),
  rule(
    "abuse",
    `wenn|falls|sobald ~~ verzell*|erzähl*|erzahl*|sag*|säg*|verrat* ~~ ins|is ~ heim|gefängnis|gfängnis|pflegefamilie|kinderheim`,
  ),
  rule(
    "abuse",
    `sonst|susch|suscht|denn|dann ~ [kommst|chunsch|chum|komme|kommsch|muesch|musst|muss] ~ [du|i|ich|er|papa|papi|mama] ~ ins|is|i_s ~ heim|gefängnis|gfängnis|pflegefamilie|kinderheim`,
  ),
  rule(
    "abuse",
    `glaubt|glaubed|glaubet ~ [dir|mir|der|mer] ~ [eh|sowieso|doch|ja] ~ keiner|niemand|niemer|${NEG}`,
    {
      also: [
        anyOf(
          `er_sagt|er_seit|er_sait|sagt_er|seit_er|meint_er|sie_sagt|seit_si|${NIGHT}|${TOUCH}|geheimnis|gheimnis`,
        ),
      ],
      unless: [
        harmlessUnless(
          "note|noten|prüfung|test|hausaufgaben|hund|katze|lüge|gelogen|glogen|wette",
          `${NIGHT}|${TOUCH}|geheimnis|gheimnis`,
        ),
      ],
    },
  ),

  // Grooming: an adult or a stranger from the internet who wants meetings, photos, secrecy.
  rule("abuse", anyOf(OLDER, STRANGER), {
    also: [
      anyOf(
        ...GROOMER_WANTS,
        `${MEET} ~~ will|wott|wot|möcht`,
        GIFTS,
        "liebt_mich|verliebt|schatz|baby|süsse|hübsch|reif_für_dein_alter|reif_für_dis_alter",
      ),
    ],
    unless: [
      harmlessUnless(
        `${TOPIC_OR_PLOT}|gamen|zocken|fortnite_spielen|spielen|zusammen_spielen|match|turnier|klasse|klass|schule|schul|schuel|kollege|kollegin|freundin|fründin|cousine|nachbarin`,
        `${pairs(NEG, "erzählen|sagen|säge|verzelle")}|niemand*|niemer*|geheimnis|gheimnis|nackt|nudes|sexy|bilder_von_mir|fotos_von_mir|${pairs("mich|mi", "treffen|träffe|abholen|abhole")}`,
      ),
    ],
  }),
  rule("abuse", `${GIFTS} ~~ ${MEDIA}`, {
    also: [
      anyOf(
        NUDE,
        OLDER,
        STRANGER,
        ADULT,
        "dafür|defür|dafür_will|wenn_ich|wenn_i|als_gegenleistung|im_gegenzug",
      ),
    ],
    unless: [p("fotoalbum|fotobuch|kamera|fotoapparat|polaroid|handy_geschenkt|geburtstag|weihnacht*")],
  }),

  // Nudes: asked for, sent and now used for blackmail.
  rule("abuse", NUDE, {
    also: [
      anyOf(MEDIA, "nacktbild*|nacktfoto*|nacktvideo*|nudes|nude|dickpic*"),
      anyOf(REQUEST, SHARE_THREAT, MONEY, `${ME}|von_mir|vo_mir`),
    ],
    unless: [
      harmlessUnless(
        `${TOPIC_OR_PLOT}|kunst|museum|statue|gemälde|malerei|bio|biologie|aufklärung|strafbar|gesetz|illegal|erlaubt|badi|schwimmbad|strand|ferien|werbung|shop|laden|kaufen|wetter`,
        `${ME}|von_mir|vo_mir|er_will|er_wott|sonst|susch|erpress*`,
      ),
    ],
  }),
  rule(
    "abuse",
    `${MEDIA}|nachricht*|chat*|chats|verlauf|schrieb*|geschrieben|gschribe ~~ ${I}|${ME}|hab|ha|han|habe`,
    {
      also: [
        SHARE_THREAT,
        anyOf(
          `${REQUEST} ~~ ${MEDIA}`,
          MONEY,
          "erpress*|erpresse|erpresst",
          `${pairs("ein|es|e|eis|mein|mis", "bild|foto|pic|video|selfie|nude|nudes")}|bilder|fotos|pics|nudes ~ geschickt|gschickt|gesendet|gsendet|verschickt`,
        ),
      ],
      unless: [
        harmlessUnless(`${SCHOOL}|lehrer*|hausaufgaben`, `${MEDIA}|nudes|nackt|geld|gäld|franken|erpress*`),
      ],
    },
  ),
  rule("abuse", SHARE_THREAT, {
    also: [
      anyOf(`${MEDIA}|nachricht*|chat|chats|chatverlauf|verlauf|screenshot*`),
      anyOf(`${I}|${ME}|hab|ha|han|habe`),
    ],
    unless: [
      harmlessUnless(
        `${SCHOOL}|hausaufgaben|hausi|ufzgi|lösung*|${JOKING}`,
        `${MEDIA}|nackt*|blutt|geld|gäld|franken|franke|erpress*|intim*|unterwäsche|ohne_kleider|ohni_chleider`,
      ),
    ],
  }),
  rule(
    "abuse",
    `${pairs("ein|es|e|eis|mein|mis|einem|eme", "bild|foto|pic|video|selfie|nude|nudes")}|bilder|fotos|pics|nudes|videos ~~ geschickt|gschickt|gesendet|gsendet|verschickt|gschickt`,
    {
      also: [anyOf(MONEY, SHARE_THREAT, "erpress*|erpresse|erpresst")],
    },
  ),
  rule("abuse", `erpress*|erpresse|erpresst ${ME_ACC}`, {
    unless: [
      harmlessUnless(
        `${SCHOOL}|bruder|schwester|${JOKING}|schoggi|süssigkeit*|hausaufgaben`,
        `${MEDIA}|nudes|nackt|chat*|nachricht*|screenshot*`,
      ),
    ],
  }),
  rule(
    "abuse",
    `nacktbild*|nacktfoto*|nudes|nacktvideo*|dickpic* ~~ ${ME}|erpres*|schicken|schicke|schick|verschick*|will|wott|verlangt|fragt|geschickt|gschickt`,
    {
      unless: [
        harmlessUnless(
          `${TOPIC_OR_PLOT}|strafbar|gesetz|illegal|erlaubt|polizei_sagt|präventions*|aufklärung`,
          `${ME}|er_will|er_wott|sonst|susch|erpress*`,
        ),
      ],
    },
  ),

  // Adults in authority who hit.
  rule("abuse", `lehrer*|lehrerin|trainer*|coach|leiter*|betreuer*|erzieher*|*lehrer ~ ${HITS} ${ME_ACC}`, {
    unless: [
      p(
        "tennis|pingpong|tischtennis|badminton|schach|match|spiel|training|wettkampf|turnier|vor|vorgeschlagen",
      ),
    ],
  }),
  // Round four. "Das mit meinem Onkel hört nicht auf": a euphemism, with a second sign.
  rule(
    "abuse",
    `das|dass|des|dä|sache|sach ~ mit ~ [meinem|mim|minem|dem|em|de|der|dr|minere|meiner|mine] ~~ ${ADULT}|${FAMILY_ALL}`,
    {
      also: [
        anyOf(
          `hört|hort|hörts ~ [einfach|eifach|immer|no|noch|halt] ~ ${NEG}|nie ~ [mehr|meh] ~ auf|uf`,
          "passiert|passiere|passieren|gschiet|geschieht|goht|geht ~~ immer|wieder|jedes|jedem|jedi|jetzt|no|noch|weiter|wiiter",
          AVOID,
          AVOID_4,
          CANT_SAY,
          NOT_BELIEVED,
          SILENCING,
          SECRET,
          WHEN_AWAY,
          NIGHT,
        ),
      ],
      unless: [
        harmlessUnless(
          `gestorben|gstorbe|tod|beerdigung|krank|chrank|spital|krebs|unfall|scheidung|streit|gestritten|gstritte|lustig|witzig|${JOKING}|${TOPIC_OR_PLOT}`,
          `${TOUCH}|${BODY}|${NIGHT}|geheimnis|gheimnis|komisch|eklig|${UNWANTED_STRONG}`,
        ),
      ],
    },
  ),
  // "Keiner glaubt mir", said by him, or after something nobody may hear of.
  rule("abuse", NOT_BELIEVED, {
    also: [anyOf(IF_TELL, NIGHT, TOUCH, SECRET, WHEN_AWAY, "erwachsen*|älter|erwachsene|erwachsener")],
    unless: [
      harmlessUnless(
        "note|noten|prüfung|test|hausaufgaben|hund|katze|lüge|gelogen|glogen|wette|spiel|game",
        `${NIGHT}|${TOUCH}|geheimnis|gheimnis`,
      ),
    ],
  }),
  // An adult who comes in while the pupil showers or undresses: it is unwanted, hidden,
  // talked down or not believed (UNWANTED_OR_HIDDEN), or it happens every time.
  rule(
    "abuse",
    `kommt|chunt|chunnt|kam|platzt|geht|gaht ~ [immer|dann|denn|jedes_mal|einfach|eifach] ~ rein|rii|ine|inne|herein|ins_bad|is_bad|is_badzimmer|ins_badezimmer|ins_badzimmer|i_d_dusche|in_die_dusche|in_die_garderobe|i_d_garderobe ~~ wenn|wänn|während|wo|sobald ~ ${I} ~ dusch*|bade|badi|badä|umzieh*|umzüche|auf_dem_klo|uf_em_wc|uf_em_klo`,
    {
      also: [
        anyOf(ADULT, OLDER),
        anyOf(
          ...UNWANTED_OR_HIDDEN,
          "immer|jedes_mal|jedesmal|lueg*|schau*|guck*|starr*|glotz*|spannt|zuschaut|zueluegt|beobacht*",
        ),
      ],
      unless: [
        harmlessUnless(
          "kleine_bruder|kleiner_bruder|chline_brüeder|chline_bruder|nervt|nervig|mühsam|zähne|zahnbürste|föhn|haartrockner|wc_muss|ufs_wc",
          UNWANTED_STRONG,
        ),
      ],
    },
  ),
  rule(
    "abuse",
    `dusch*|badi|bade|baden|umzieh*|umzüche|garderobe|umkleide ~~ kommt|chunt|chunnt|kam ~ [er|sie|de|dä|dann|denn|immer] ~ [dann|denn|immer|einfach|eifach] ~ rein|rii|ine|inne|herein|dezue|dazu`,
    {
      also: [anyOf(ADULT, OLDER), anyOf(...UNWANTED_OR_HIDDEN, `will|wott|wot ~ [immer] ~ dass|das ~ ${I}`)],
      unless: [
        harmlessUnless(
          "kleine_bruder|kleiner_bruder|chline_brüeder|nervt|nervig|zähne|föhn",
          UNWANTED_STRONG,
        ),
      ],
    },
  ),
  // Wanting to bathe with the pupil.
  rule(
    "abuse",
    `will|wott|wot|möcht|verlangt|soll|söll|muss|mues|zwingt ~~ ${I} ~ mit ~ ihm|em|im|ihr ~ [zusammen|zäme] ~ bade|baden|badä|dusche|duschen|duschä|in_die_badewanne|i_d_badwanne|sauna`,
    {
      also: [
        anyOf(ADULT, FAMILY_ALL, OLDER),
        anyOf(UNWANTED, AVOID, NORMALISING_4, SECRET, "hässig|wütend|wüetig|böse|sauer|schreit"),
      ],
      unless: [
        p(
          "see|seeli|badi|schwimmbad|fluss|aare|rhein|meer|strand|baden_gehen|bade_gah|go_bade|gah_bade|schwimmen",
        ),
      ],
    },
  ),
  // Shown porn by an adult ("hat uns Pornos gezeigt").
  rule(
    "abuse",
    anyOf(
      "zeigt|zeigte|gezeigt|zeiget|gschickt|geschickt|schickt|glueget|angeschaut ~~ uns|üs|eus|ihr|ihm|ihnen ~~ porno*|pornos|penis|pimmel|nacktvideo*|sexvideo*|sex_video*",
      "uns|üs|eus ~~ porno*|sexvideo* ~~ zeigt|gezeigt|gschickt|geschickt|anschauen|aaluege|luege|angeschaut",
    ),
    { also: [anyOf(ADULT, OLDER, SECRET, "vater|mann|erwachsen*")] },
  ),
  // Touched by a leader, a coach, a neighbour (the adult between "mich" and the verb).
  rule(
    "abuse",
    `${ME_ACC} ~~ angefasst|aagfasst|agfasst|angfasst|aaglangt|aglangt|anglangt|betatscht|begrapscht|begrabscht|befummelt|berührt|berüehrt|gstreichlet|gestreichelt|geküsst|gküsst`,
    {
      also: [anyOf(ADULT, OLDER, STRANGER)],
      unless: [
        harmlessUnless(
          "die_hand|d_hand|an_der_hand|a_de_hand|hand_gegeben|hand_gschüttlet|schulter|arm|stirn|fieber|umarm*|tröst*|arzt|ärztin|dokter|untersuch*|helfen|hilfestellung|sichern|technik|haltung|korrigier*|auffangen|film|buch|lied|song|geschichte|rede|predigt",
          `${UNWANTED}|${BODY}`,
        ),
        NO_PERSON,
      ],
    },
  ),
  // "Er tut komisch mit mir, wenn niemand da ist".
  rule(
    "abuse",
    `tut|tuet|tüet|tuat|macht|benimmt|verhält ~ [sich|si] ~ [immer|so|mängisch|manchmal|oft|dann|denn|voll|mega|echt] ~ komisch|seltsam|eklig|creepy|weird|gruusig|grusig ~ mit|bi|bei|zu|gegenüber ~ ${ME}|mier`,
    {
      also: [
        anyOf(ADULT, FAMILY_ALL, OLDER, STRANGER),
        anyOf(WHEN_AWAY, WHEN_ALONE, NIGHT, SECRET, CANT_SAY, UNWANTED_STRONG, AVOID_4, TOUCH),
      ],
    },
  ),
  // "Was er dann macht, mag ich nicht"; "etwas, das mein Stiefvater mit mir macht, wenn Mama arbeitet".
  rule("abuse", WHAT_HE_DOES, {
    also: [
      anyOf(ADULT, FAMILY_ALL, OLDER, STRANGER),
      anyOf(DISLIKE, UNWANTED_STRONG, AVOID, AVOID_4, CANT_SAY, SECRET, WHEN_AWAY, NIGHT, LURE, GIFTS_ME),
    ],
    unless: [
      p(
        "beruf|arbeit|job|schaffe|büro|mathe|hausaufgaben|hausi|ufzgi|lernen|üben|training|fussball|ausflug|ausflüg|basteln|kochen|choche|spass|lustig|witzig|ferien|ferie|geburtstag",
      ),
    ],
  }),
  // Asked for a picture of oneself back by a relative or an adult.
  rule("abuse", REQUEST_MINE, {
    also: [
      anyOf(ADULT, OLDER, STRANGER, STRANGER_4, FAMILY_ALL),
      anyOf(UNWANTED, NUDE, SECRET, SHARE_THREAT, GIFTS_ME, FLATTERY),
    ],
  }),
  // A stranger from a platform, or one who lied about his age, who wants to meet or wants pictures.
  rule("abuse", STRANGER_4, {
    also: [anyOf(...GROOMER_WANTS, GIFTS)],
    unless: [
      harmlessUnless(
        `${TOPIC_OR_PLOT}|zocken|gamen|zusammen_spielen|match|turnier`,
        `${MEET}|nackt|nudes|geheimnis|gheimnis`,
      ),
    ],
  }),
  // Undressing on camera for someone.
  rule(
    "abuse",
    anyOf(
      "kamera|cam|webcam|videocall|video_call|facetime|call|livestream ~~ auszieh*|uszieh*|ausziehn|oberteil_aus|ohne_shirt|ohne_tshirt|oben_ohne",
      "auszieh*|uszieh*|ausziehn ~~ kamera|cam|webcam|videocall|video_call|facetime|call|livestream",
    ),
    {
      also: [anyOf(ADULT, OLDER, STRANGER, STRANGER_4, REQUEST, SHARE_THREAT)],
      unless: [p(`${TOPIC_OR_PLOT}|umzug|zügle|wohnung|wg|auszieht_bei|zieht_aus_bei`)],
    },
  ),
  // A grade or a favour in return ("sonst gibt es keine guten Noten").
  rule(
    "abuse",
    `sonst|susch|suscht|andernfalls ~~ ${NEG}|kein|keine|kei|keini|schlechte|schlechti|schlechter ~ [guten|gueti|gute|mehr|meh] ~ note|noten|nötli|zeugnis|aufstellung|spielzeit|einsatz`,
    {
      also: [anyOf(CLOSE, TOUCH, BODY, NUDE, SECRET, `${MEDIA}`, "schoss|schooss|schoß|massier*|küss*")],
      unless: [p(`${TOPIC_OR_PLOT}|hausaufgaben|hausi|ufzgi|lernen|üben|pünktlich|zu_spät`)],
    },
  ),
];
