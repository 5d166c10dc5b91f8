import { phrase as p } from "../crisis-normalise.ts";
import { anyOf, type CrisisRule, harmlessUnless, rule } from "./rule.ts";
import {
  FILL,
  GAMES_EXTRA,
  I,
  NEG,
  NEG_MORE,
  NOBODY,
  SOMEBODY,
  together,
  WANT,
  WOULD,
} from "./suicide-words.ts";
import { FAMILY, GAMES, ME, ME_ACC, pairs, SELF } from "./words.ts";

// Self-hatred: hating oneself, feeling worthless, a burden, a mistake, disgusting (decision 019).
// The rules need the pupil as the one judged ("ich bin …", "mich", "mir"), so "ich hasse Mathe",
// "bin zu dumm für Englisch lol" and "Mohs-Härte: wertlos" stay out. Checked last: bullying or an
// eating disorder named in the same message is the more specific answer.

const hate = (pattern: string, unless?: (string | RegExp)[]) =>
  rule("self_hatred", p(pattern), unless ? { unless } : {});

/** "Ich bin …" with the subject dropped, as teens do ("bin einfach nur wertlos"). */
const I_AM = `${I}|bin|bi|bini|i_m|im|i_am|sei|seg|sig`;
/** Fillers plus the insults pupils pile up ("bin hässlich, dumm und wertlos"). */
const FILL_SH = `${FILL}|hässlich|dumm|dum|blöd|fett|und|unnötig|allein|ellei|einsam|faul|peinlich`;
const FILL_SH3 = `[${FILL_SH}] [${FILL_SH}] [${FILL_SH}]`;
/** Insults others say; "sie haben recht" turns them into the pupil's own judgement. */
const INSULT =
  "dumm|dum|blöd|hässlich|fett|wertlos|nutzlos|versager|loser|opfer|nichts|nüt|peinlich|ekelhaft|eklig|" +
  "fehler|last|problem|hass*|hase|hasen|schlecht|unnötig|behindert|freak|missgeburt";
const ARTICLE =
  "ein|e|en|a|ne|nen|eine|es|so_ein|sone|so_en|so_e|der|de|dr|die|the|so_a|such_a|such|so|nichts_als|nüt_als|nix_als|wie|like|wie_ein|wie_e|wie_en";
/** "De grösst Versager", "ein totaler Versager". */
const BIG =
  "grösste|grösster|grösst|gröscht|gröschte|totale|totaler|komplette|kompletter|absolute|absoluter|riesen|" +
  "riesige|riesiger|biggest|total|complete|absolut|kompletti|einzige|einzig|dumme|dummes|dummer|blöde|blödes|" +
  "hässliche|hässliches|fette|fettes|nutzlose|nutzloses|wertlose|wertloses|kleine|kleines|elende|elendes";
/** Worth nothing, useless, a failure: also after "ich fühle mich". */
const WORTHLESS =
  "wertlos|wärtlos|nutzlos|belastig|unwürdig|nicht_würdig|nid_würdig|nöd_würdig|unnütz|überflüssig|useless|worthless|unerwünscht|ungewollt|unwanted|" +
  pairs(
    "nichts|nix|nüt|nut|nüüt|nüd|gar_nichts|nichts_mehr|nüt_meh|nix_mehr|überhaupt_nichts|kein|keinen|kei",
    "wert|wärt|werth|wärd",
  ) +
  "|zu_nichts_zu_gebrauchen|zu_nüt_z_bruche|zu_nüt_z_bruuche|zu_nix_zu_gebrauchen|zu_nichts_gebrauchen|" +
  "zu_nichts_zu_brauchen|zu_nichts_nütze|zu_nüt_nütz|unbrauchbar|platzverschwendung|sauerstoffverschwendung|" +
  "luftverschwendung|verschwendung_von_sauerstoff|sauerstoffverschwender|waste_of_space|waste_of_oxygen|" +
  "a_waste|nichtsnutz|taugenichts|nicht_liebenswert|nid_liebenswärt|nöd_liebenswert|unliebenswert|unlovable|" +
  "ein_nichts|es_nüt|e_nüt|a_nothing|zu_nichts_fähig|zu_nüt_fähig|unnötig|" +
  "überflüssig|zu_viel_für_alle|z_vill_für_alli|zvill_für_alli|too_much_for_everyone";
/** Nouns and adjectives for a person judged bad: only after "ich bin" (not "fühl mich eklig"). */
const BAD_PERSON =
  "versager|versagerin|failure|loser|looser|abschaum|ekelhaft|eklig|ekelig|widerlich|abstossend|disgusting|" +
  "pathetic|erbärmlich|armselig|fehler|fähler|mistake|monster|enttäuschung|enttüschig|disappointment|" +
  "menschlicher_müll|nur_müll|nur_dreck|stück_scheisse|stück_dreck|stück_mist|schandfleck|schand|schande|" +
  "problemkind|störfaktor|dreck|nur_ein_problem|nume_es_problem|just_a_problem|so_ein_opfer|sone_opfer|son_opfer|so_en_opfer|voll_das_opfer|missgeburt|fehlkonstruktion|grusig|gruusig|abfall|abfall_vo_mänsch|abfall_von_mensch|abfall_vo_mönsch|müll_von_mensch";

/** A self-hatred rule that needs further phrases anywhere in the message. */
const hateWith = (pattern: string, also: (string | RegExp)[], unless: (string | RegExp)[] = []) =>
  rule("self_hatred", p(pattern), { also, ...(unless.length ? { unless } : {}) });

/** Slips of the moment: hating oneself "for" them is a sigh, unless more is said. */
const SLIP =
  "vergesen|vergase|vergese|vergest|vergis*|verpast|verpase|verpasen|verschlafen|verschlofe|verlegt|geloscht|gloscht|" +
  "nicht_gespeichert|nid_gspicheret|nod_gspicheret|verschutet|verschütet|umgekipt|verwechselt|gespoilert|bestelt|" +
  "liegen_lasen|ligge_lo|ligge_la|verschriben|vertipt|falsch_abgeschriben";
const MOMENTARY_SLIP = new RegExp(
  `^(?!.*(?:${
    p(
      "imer|immer|jeden_tag|jedes_mal|alles|ales|wertlos|hässlich|nutzlos|versager|eklig|ekelhaft|so_sehr|sterb*|tot|ritz*|mein_leben|existier*|wie_ich_bin|wer_ich_bin|was_ich_bin|so_bin|geboren|nie_etwas|nie_was|überhaupt",
    ).source
  })).*${p(`hass|hasse|hassi|has|hase|hate ${ME_ACC}|me|myself [${SELF}] ~ dafür|defür|for|wel|weil|wil|dass|das|wenn|wen ~~ ${SLIP}`).source}`,
);
/** Insults one piles on oneself ("so dumm und hässlich"); STRONG ones are never said in jest. */
const WEAK_INSULT = "dumm|dum|blöd|doof|peinlich|unnötig|stupid|faul|langweilig|komisch|seltsam";
const STRONG_INSULT =
  "hässlich|eklig|ekelhaft|ekelig|wertlos|nutzlos|widerlich|fett|abstossend|grusig|gruusig|erbärmlich|armselig|ugly|worthless|useless|fat|disgusting";
const SO = "[so|voll|total|eifach|einfach|halt|nur|mega|echt|sooo|huere|extrem|richtig|sehr|zu|z]";
const JEST = p("lol|haha|hahaha|xd|lmao|jk|spass|witz");
/** Someone else's words: a figure, a quotation, a song. */
const QUOTED = p("figur|zitat|rolle|theater|lied|song|songtext|lyrics|gedicht|text|buch|film|serie");

export const SELF_HATRED_RULES: CrisisRule[] = [
  // Hating oneself: "ich hasse mich", "i hass mi eifach", "weil ich mich so hasse", "i hate myself".
  // Not for a slip of the moment ("ich hasse mich dafür, dass ich das vergessen hab lol").
  hate(`${I} hass|hasse|hassi|has|hase|hate|hät ${ME_ACC}|me|myself [${SELF}]`, [MOMENTARY_SLIP]),
  hate(`hasse|hassi|hate ${ME_ACC}|me|myself [${SELF}]`, [MOMENTARY_SLIP]),
  hate(`${I} ${ME_ACC} [${SELF}] ~~ hasse|hass|hassi|has|hase`, [MOMENTARY_SLIP]),
  hate(`hass|hasse|hassi|has|hase ${I} ${ME_ACC} [${SELF}]`, [MOMENTARY_SLIP]),
  hate(`und|and|u hass|hasse|hassi|hate ${ME_ACC}|myself [${SELF}]`, [MOMENTARY_SLIP]),
  hate("hate_myself|i_hate_me|self_hate|selfhate|self_hatred|selbsthass*|selbsthas|sälbschthass|selbshass"),
  hate(`hass*|hasse|has|hate ~ alles|ales|alls|ali|alli|everything|jede* ~ an|a|about ${ME}|me|myself`),
  // Not liking oneself: "i ha mi sälber gar nüme gern", "ich kann mich selbst nicht ausstehen".
  hate(
    `${ME_ACC} [${SELF}] [gar|überhaupt|wirklich|echt|so] ${NEG}|${NEG_MORE} [gar|überhaupt|so|wirklich|mehr] ` +
      "gern|gärn|leiden|lide|liide|usstah|uustah|ausstehen|ausstahn|ertragen|verträge|lieben|liebe|akzeptieren",
  ),
  hate(`mag|mog|liebe ${ME_ACC} [${FILL}] ${SELF} [so|gar|überhaupt|einfach|ja] ${NEG}`),
  hate(`mag|mog ${ME_ACC} [${SELF}] überhaupt|gar|echt|wirklich|null|absolut ${NEG}`),
  together("self_hatred", `${I} mag|mog ${ME_ACC} ${NEG}`, [
    "jemand_anders|jemand_anderes|öpper_anders|öpper_anderst|someone_else|hass*|hässlich|wertlos|spiegel|versager",
  ]),
  hate(`${WANT} ~ ${NEG_MORE}|${NEG} ${I} [${SELF}] sein|si|be`),
  // Worthless, a failure, a mistake: "bin einfach nur wertlos", "i bi nüt wert", "bin so ein Fehler".
  hate(`${I_AM}|fühl|fühle|fühli|feel ${FILL_SH3} [${ARTICLE}] ${WORTHLESS}`),
  // Not after "mich": "ich fühle mich eklig" after sport is not a judgement of oneself.
  hate(`${I_AM} ${FILL_SH3} [${ARTICLE}] [${ARTICLE}] [${BIG}] ${BAD_PERSON}`, [
    p(`${ME} [so|voll|total|mega|immer|echt] ${BAD_PERSON}`),
  ]),
  hate(
    `${I_AM} [${FILL}] [${ARTICLE}] [so|sehr|total|echt] schlechter|schlechte|schlechtes|schlächt*|böser|böse|böses|schreckliches|schrecklicher|furchtbarer|grauenhafter|bad|terrible|horrible mensch|mönsch|mänsch|person|kind|chind|tochter|sohn|human`,
  ),
  hate(
    `${I_AM} [${FILL}] [nur|nume|einfach|eifach|halt] [${ARTICLE}] problem ~ für|fur|for ~ alle|ali|alli|allne|jeden|everyone|meine|mini|min|familie|eltern|eltere`,
  ),
  hate(`${I_AM} ~ für|fur|zu ~ nichts|nix|nüt|nut|nothing ~ gut|guet|good|fähig|nütze|nütz`),
  hate(`${I_AM} ~ nie|never|niemals ~ gut|guet|good genug|gnueg|gnue|enough`),
  hate(
    `${NEG}|nie|never ~ gut|guet|good genug|gnueg|gnue|enough ~ für|fur|for ~ niemand*|irgendwen*|irgendwas|nichts|nüt|anyone|anything|öpper|niemer|alle|ali|alli|meine_eltern|mini_eltere`,
  ),
  hate(
    `zu|z|too ~ dumm|dum|blöd|doof|schlecht|stupid ~ für|fur|zum|zu|z|for ~ alles|ales|everything|das_leben|leben|läbe|life|überhaupt_alles`,
  ),
  hate(
    `${I} ~ sollte|sött|söll|should ~ ${NEG} ~ existieren|existiere|exist|leben|läbe|da_sein|da_si|geboren|gebore`,
  ),
  hate(
    `${I} bin|bi [halt|eifach|einfach|eh|doch|ja|so|gar|echt] nichts|nix|nüt|nut|nüüt|nothing|niemand|niemer|nobody`,
    [p("besonder*|schuldig|gewohnt|gwohnt|für|fur|gegen|wert|wärt|mehr_da")],
  ),
  hate(`bin|bi|${I} ~ es|s|das ~ ${NEG} wert|wärt|worth`),
  hate(
    `${I_AM} ~ schlimmst*|schlechtest*|schrecklich*|furchtbar*|grauenhaft*|widerlich*|ekelhaft*|worst|dümmst*|dumst*|` +
      "dümst*|blödest*|hässlichst*|nutzlosest*|wertlosest*|erbärmlichst* " +
      "mensch|mönsch|mänsch|person|kind|tochter|sohn|chind|freund*|fründ*|schwester|bruder|human|being",
  ),
  hate(
    "im_worthless|i_m_worthless|i_am_worthless|im_useless|i_m_useless|im_a_failure|i_m_a_failure|" +
      "im_a_burden|i_m_a_burden|i_m_disgusting|im_disgusting|im_a_mistake|i_m_a_mistake|im_a_disappointment",
  ),
  // A burden: "ich bin eine Last für alle", "i bi für alli nur e Last", "ich falle allen zur Last".
  hate(
    `${I_AM} ~ [nur|nume|einfach|eifach|halt|eh] [${ARTICLE}] [${ARTICLE}] last|belastung|burden|bürde|zumutung|klotz_am_bein`,
  ),
  hate("zur|zu|z last fallen|falle|fall|fallä"),
  hate("fall|falle|fallen ~ zur|z|zu last"),
  // Disgust at oneself: "ich ekle mich vor mir selbst", "mir graust vor mir sälber".
  hate(`ekel*|ekl*|grus*|gruus*|graus*|disgust* ~ vor|vo|von|ab|by ~ mir|mer|mich|mi|myself [${SELF}]`),
  hate(
    `finde|find|fing ${ME_ACC} [${SELF}] [so|total|voll|mega|einfach|eifach|echt] ekelhaft|eklig|widerlich|abstossend|schrecklich|furchtbar|scheisse|grusig|gruusig|grausig`,
  ),
  hate(`schäm*|scham*|leid|sorry|entschuldig* ~~ dass|das ~ es|s ~ ${ME_ACC} [überhaupt] gibt|git|gäbe`),
  hate(
    `schäm*|scham* ~ ${ME_ACC} ~ für|fur ~ ${ME_ACC}|mich_selbst|mi_sälber|dass_es_mich_gibt|das_es_mi_git|mis_dasii|mein_dasein`,
  ),
  // Should never have been born: "meine Eltern hätten mich nie kriegen sollen", "wär i nie gebore".
  together(
    "self_hatred",
    `${WOULD}|hätten|hättet|hatten|hat|het|hätted|hettid|hettet|hend ~ ${ME_ACC}|me ~ nie|niemals|nicht|nid|nöd|never|lieber_nicht|besser_nicht ~ kriegen|kriege|bekommen|bechoo|becho|übercho|überchoo|haben|ha|gebären|adoptieren|had|kriegn|zeugen|wollen`,
    ["sollen|sölle|solle|söll|should|wollen|wölle|welle|gewollt|gwollt|dürfen"],
  ),
  hate(`${ME_ACC}|me ~ abtreiben|abtriebe|abgetrieben|abtribe|aborted|abort`),
  together(
    "self_hatred",
    `nie|niemals|never|nöd|nid|nicht [${FILL}] geboren|gebore|gebora|born|uf_d_wält|auf_die_welt|uf_d_welt|zur_welt|uf_die_wält`,
    [`${WOULD}|${WANT}|wünsch*|wish|hoff*|sollen|sölle|solle|should`, `${I}|${ME}|i_was|i_d`],
  ),
  // Deserving nothing good: "verdiene nichts Gutes", "verdiene es nicht, dass jemand nett zu mir ist".
  hate(
    `verdien*|verdiän*|deserve ~ ${NEG}|nichts|nix|nüt|nut|kein*|kei|nothing|no ~~ gut*|guet*|gutes|liebe|liebi|nett*|freund*|fründ*|glück*|happy|besser*|schön*|hilfe|hilft|hälft|helfen|respekt|love|leben|läbe|zu_leben|to_live|freude|gern|gärn|mag|liebt|lieb_hat`,
    [
      p(
        "note|noten|punkte|punkt|geld|franken|fr|lohn|taschengeld|bewertung|preis|bonus|sticker|belohnung|sechs|sächs",
      ),
    ],
  ),
  hate(
    `${NEG}|don_t|dont|didn_t ~ deserve|verdien* ~ gut*|liebe|love|freund*|friends|happiness|to_be_happy|anything`,
  ),
  // Why do I exist: "wieso git's mi überhaupt", "warum gibt es mich", "why do i exist".
  hate(
    `warum|wieso|wiso|weshalb|wozu|why|für_was|für_wa gibt|git|gits|gibts|existier*|existiere [es|s|den|denn|überhaupt|uberhaupt|eigentlich|eig|no|noch] ${ME_ACC}|${I}|me`,
  ),
  hate(`why ~ ${I}|do_i|does_i ~ [even] exist`),
  // Ruining everything, to blame for everything: "i mach nur alles kaputt", "bin an allem schuld".
  hate(
    `${I} ~ mach|mache|machi ~ alles|ales|ali|alli|everything ~ kaputt|chaputt|kaput|ruin*|zerstör*|versau*`,
    [GAMES, GAMES_EXTRA],
  ),
  hate(`${I} ~ ruinier*|zerstör*|versau*|ruin ~ alles|ales|alli|everything`, [GAMES, GAMES_EXTRA]),
  hate(`${I}|bin|bi ~ an|a|am allem|alem|ales|alles ~ schuld|tschuld`),
  hate("alles|ales|alls [ist|isch|is] mini|meine|min|my schuld|tschuld|fault"),
  // Nobody could like me: "warum mich überhaupt jemand erträgt", "wer würde mich schon mögen".
  hate(
    `${ME_ACC} ~ überhaupt|uberhaupt|je|jemals|echt ~ ${SOMEBODY} ~ erträgt|ertragt|mag|liebt|aushält|aushalt|ushaltet|usstaht|gern_hat|gärn_het|ausstehen|leiden|ertragen|mögen|lieben`,
  ),
  hate(
    `wer|wär|who ~ ${WOULD}|sött|soll|könnt|könnte|could ~ ${ME_ACC}|me ~ [schon|scho|überhaupt|je|jemals|denn] mögen|möge|lieben|liebe|gern_haben|gärn_ha|gern_ha|ertragen|love|like|want`,
  ),
  hate(
    `wie|how ~ kann|chan|could|can ~ ${ME_ACC}|me ~ jemand|öpper|someone|anyone|überhaupt_jemand ~ mögen|möge|lieben|liebe|gern_haben|gärn_ha|love|like`,
  ),
  hate(`${NOBODY} ~ braucht|bruucht|brucht|needs|wants ~ ${ME_ACC}|me`),
  hate(`${ME_ACC} ~ braucht|bruucht|brucht ~ eh|sowieso|ja_eh ~ ${NOBODY}`),
  hate(
    `${NOBODY} ~ kann|chan|cha|kan|könnte|chönt|sollte|sött|wird|würde|could|can ~ ${ME_ACC}|me ~ lieben|liebe|mögen|möge|gern_haben|gärn_ha|love|leiden|lide|liide|ausstehen|usstah|ertragen|verträge`,
  ),
  hate(
    `wie|how ~ ${ME_ACC}|me ~ jemand|öpper|someone|anyone ~ mögen|möge|lieben|liebe|gern_haben|gärn_ha|ertragen|aushalten|love|like`,
  ),
  // "Das Letzte", in the way, the problem, everything breaks.
  rule("self_hatred", new RegExp(`${p(`${I_AM} [${FILL}] das|s letzte|letscht|letschte`).source}$`)),
  hate("letzte|letscht|letschte ~ dreck|abschaum|mensch_auf_der_welt"),
  hate(
    `${I_AM}|stehe|steh|stah ~ [allen|allne|alli|euch|eu|dir|ihnen|everyone] nur|nume|immer|eh|sowieso|allen|allne|alli im_weg|im_wäg|in_the_way`,
  ),
  hate(`${I_AM} [${FILL}] das|s|es|de|the problem`, [
    p("taylor|swift|song|lied|anti_hero|lyrics|aufgabe|nummer"),
  ]),
  hate(
    `alles|ales ~ was|wo ${I} ~ anfass*|anlang*|aalang*|berühr*|mach* ~ geht|gaht|wird|isch|ist ~ kaputt|chaputt|kaput|schief|in_die_brüche`,
  ),
  hate(`warum|wieso|wiso|why ~ gibt|git|gits ~ [es|s] ~ jemand*|öpper|someone ~ wie|like ${ME_ACC}|me`),
  hate(
    `warum|wieso|wozu|why ~ bin|bi|am ${I} ~ überhaupt|uberhaupt|eigentlich|no|noch|even ~ auf_der_welt|uf_de_welt|uf_d_wält|uf_d_welt|auf_die_welt|uf_di_wält|uf_die_wält|uf_de_wält|zur_welt|am_leben|alive|born|gebore|geboren`,
  ),
  // Others' rejection as deserved: "kein Wunder, dass mich niemand mag", "mich mag niemand, zu Recht".
  together("self_hatred", `kein|kei ~ wunder ~~ ${NOBODY}|alle|ali|alli|jeder`, [`${ME}|${I}|me`]),
  together(
    "self_hatred",
    "zu_recht|zurecht|z_recht|z_rächt|zrächt|zrecht|mit_recht|kein_wunder|verständlich|verstah_s|verstahs|versteh_s|verstehe_es|verstehs|verstehe_sie|verstah_si|verstehe_warum|versteh_warum|verstah_wieso|understand_why",
    [
      `${ME_ACC}|${I}`,
      "mag|mögen|hass*|hast|gern|ausstehen|nicht_leiden|nid_lide|nöd_lide|nöd_liide|auslach*|mobb*|ignorier*|z_tue|z_tüe|zu_tun|z_tun|z_tu",
    ],
  ),
  // "Ich find alles a mir grusig", no self-worth, "was ist falsch mit mir" next to insults.
  hate(
    `find*|fing ~ alles|ales|alls|everything ~ an|a|about ~ mir|mer|me ~ grusig|gruusig|hässlich|eklig|ekelhaft|schrecklich|scheisse|furchtbar|widerlich|schlecht|falsch|doof|blöd`,
  ),
  hate(`kein|keis|keins|kei|keine|null|no|zero ~ selbstwert*|selbstachtung|self_worth|self_esteem`),
  together(
    "self_hatred",
    `was|what ~ ist|isch|is|stimmt|s ~ falsch|nicht|nöd|nid|wrong ~ mit|an|with ~ mir|mer|me`,
    ["dumm|hässlich|hasslich|wertlos|hass*|fett|eklig|grusig|versager|nutzlos|loser|ugly|stupid"],
  ),
  // "Es git es Meitli, wo sich sälber so wertlos findet … Das Meitli bin ich."
  together("self_hatred", `sich|si ${SELF} ~ wertlos|hasst|hasset|nutzlos|ekelhaft|grusig|eklig|versager`, [
    "das_bin_ich|das_bi_ich|das_bini|bin_ich|bi_ich|bini|that_s_me|ich_bin_das|i_bi_das|ich_bins|i_bis",
  ]),
  // Can't look at myself: "ich kann mich selbst nicht mehr im Spiegel ansehen".
  hate(
    `${ME_ACC} ${SELF}|im_spiegel ~ ${NEG} [mehr|meh] ansehen|anschauen|aaluege|aaluegä|anluege|anschaue|anzuschauen|anzusehen`,
  ),
  hate(`${ME_ACC} ~ kann|chan|cha ~ man|mer|me|${NOBODY} ~ [${NEG}] lieben|gern_haben|gärn_ha|mögen|möge`),
  hate(`hass*|hasse|hate ~ wer|was|who|what ${I} ~ bin|bi|geworden|worde|am|became`),
  hate(`${I_AM} ~ [der|de|dr|the] grund|ursprung|ursache|reason ~ für|fur|for ~ alles|ales|everything`),
  hate("verdien*|verdiene ~ die|de|d ~ schläge|schleg|strafe|prügel|schläg"),
  hate(
    `wegen|wäge|because_of ${ME}|me ~ ist|isch|is|sind|geht|gaht ~ alles|ales ~ kaputt|chaputt|schief|ruiniert`,
  ),
  hate(
    `wegen|wäge|because_of ${ME}|me ~ streiten|stritte|streited|trennen|scheiden|weinen|brüele|brüeled|traurig`,
  ),
  hate(`schäm*|scham* ~~ dass|das ~ ${I} ~ lebe|läbe|existiere|da_bin|geboren`),
  hate(`${NOBODY} ~ hat|het|hät|has ~ ${ME_ACC}|me ~ lieb|gern|gärn`),
  hate(`${WANT} ~ ${NEG_MORE}|${NEG} ~ so ~ sein|si ~ wie ${I} ~ bin|bi`),
  // "Ich bin einfach nicht genug", "ich bin nicht gut genug" at the end of a message.
  rule(
    "self_hatred",
    new RegExp(`${p(`${I_AM} [${FILL}] ${NEG}|nie|never [gut|guet|good] genug|gnueg|gnue|enough`).source}$`),
  ),
  // French and Italian: "je me déteste", "mi odio".
  hate("je_me_deteste|je_me_hais|mi_odio|me_odio|i_hate_myself"),
  together(
    "self_hatred",
    `${I} hass*|hasse|has|hase|hate ~ mein|meinen|min|mis|my ~ gesicht|aussehen|stimme|face|look*`,
    ["hässlich|ugly|eklig|grusig|fett|widerlich"],
  ),
  hate(`schäm*|scham* ~ für|fur ~ alles|ales ~ was|wo ~ ${I} ~ bin|bi`),
  hate(`${FAMILY}|eltern|eltere|alle|ali|alli ~ schäm*|scham* ~ sich|si ~ für|fur|wegen|wäge ~ ${ME_ACC}`),
  hate(
    "zu|z|too ~ hässlich|dumm|dum|fett|blöd|eklig|grusig|ugly ~ um|für|fur ~ [zu|z] geliebt|gliebt|gmögt|gemocht|loved",
  ),
  hate("verdien*|verdiene ~ [es|s] ~ allein|elei|einsam|alone ~ [zu|z] sein|si|be"),
  // Insulting oneself: "ich sag mir jeden Morgen vor dem Spiegel: du bist hässlich".
  together(
    "self_hatred",
    `sag|säg|sage|sagt [${I}] ${ME}|mir|mer [${SELF}] ~~ du_bist|du_bisch|bisch|bist|you_re|youre|you_are`,
    [INSULT],
  ),
  // Others' insults taken as true: "das säged alli und si händ rächt", "Mama sagt ich bin dumm, sie hat recht".
  together(
    "self_hatred",
    "haben|händ|hend|hei|hän|hat|het|hät|have|has|are|is [ja|scho|schon|eh|wohl|halt|total|eigentlich] recht|rächt|right",
    [`${ME_ACC}|${I_AM}|me`, INSULT],
  ),
  // Guilt for the family: "ich bin schuld, dass meine Eltern sich streiten".
  together("self_hatred", `${I_AM} ~ schuld|tschuld|grund ~ dass|das|warum|wieso|wil|weil`, [
    "streit*|scheid*|trenn*|traurig|truurig|wein*|brüel*|unglücklich|krank|trinkt|säuft|weg|wäg|gegangen|ausgezogen|gestorben|gstorbe",
  ]),
  // Deserving punishment or hatred: "ich verdiene es, dass alle mich hassen".
  hate(
    `verdien|verdiene|verdiän|deserve ~ [es|s] ~ geschlagen|gschlage|gehasst|ghasst|bestraft|gmobbt|gemobbt|schmerz*|weh|to_be_hated|to_suffer|leiden|liide`,
  ),
  hate(
    `verdien|verdiene|verdiän|deserve ~ dass|das ~ ${SOMEBODY}|alle|ali|alli|jeder ~ ${ME_ACC} ~ hass*|hasse|hassen|mobb*|schlag*|auslach*`,
  ),
  hate(
    `${NEG}|kein ~ verdient|verdiänt ~ [zu|z|dass|das] ~ leben|läbe|geliebt|gliebt|glücklich|liebe|freunde|nett|mögen|gut|guet`,
  ),
  hate(`alles|ales ~ was|wo ~ ${I} ~ mache|mach|tue|tu ~ ist|isch|is ~ falsch|scheisse|mist|kacke`),
  hate(`egal ~ was ${I} mache|mach|tue|tu ~ es|s|alles ~ ist|isch|is ~ falsch|scheisse|mist|kacke`),
  hate(`${I} hass*|hasse|has|hase|hate ~ mein|meinen|min|minä|mine|mis|my ~ körper|spiegelbild|body`),
  // The inner critic: "ich rede mit mir wie mein schlimmster Feind", "bin mein eigener schlimmster Feind".
  hate(
    `${ME}|mir|mer ~ wie|als|like ~ [mein|min|my] [eigener|eigene] schlimmst*|grösst*|ärgst*|worst ~ feind|feindin|enemy`,
  ),
  hate(`${I_AM} ~ mein|min|my ~ [eigener|eigene|own] schlimmst*|grösst*|ärgst*|worst feind|feindin|enemy`),
  hate(`nehme|nimm|nimme|näh ~ [nur|nume|eh|halt] platz|luft|sauerstoff ~ weg|wäg`),
  // Regret at having me: "mini eltere bereued sicher das si mi ubercho hand".
  hate(
    `bereu*|bereued|regret* ~~ ${ME_ACC}|me ~ übercho|ubercho|bekommen|kriegt|gekriegt|gebore|geboren|adoptiert|gha|gehabt|having|had`,
  ),
  hate(
    `eltern|eltere|mama|mami|papa|papi|mutter|vater|parents ~ wollten|wollte|händ_welle|hend_welle|wänd|wanted ~ ${ME_ACC}|me ~ nie|nicht|nöd|nid|never`,
  ),
  hate(
    `warum|wieso|worum|wiso|why ~ sött|sollte|soll|should ~ ${ME_ACC}|me ~ ${SOMEBODY} ~ gern|gärn|lieben|mögen|möge|love|like`,
  ),
  hate(
    `verdien*|verdiene ~ das|es|s ~ [alles|ales] ~ was|wo ~ ${ME}|me ~ passiert|passieren|gschieht|geschieht|happens`,
  ),
  hate(
    `verdien|verdiene|verdiän|deserve ~ dass|das ~ ${ME_ACC} ~ alle|ali|alli|jeder|${SOMEBODY} ~ hass*|veracht*|mobb*|auslach*|schlag*`,
  ),

  // Round three (concepts behind the retired second hold-out).
  // Disliking the person in the mirror: "sehe ich jemanden, den ich nicht ausstehen kann".
  rule(
    "self_hatred",
    p(
      `spiegel|spiegu|mirror ~~ jemand*|öpper*|öpert|person|someone|${I}|${ME_ACC} ~~ ${NEG} ~ ausstehen|usstah|usstoh|ausstehn|leiden|lide|ertragen|ertrage|mögen|möge|stand|ansehen|aaluege`,
    ),
    {
      unless: [
        p(
          "zeitung|artikel|magazin|spiegel_online|selfie*|spiegelei|spiegelschrift|märchen|schneewittchen|physik|reflexion|licht|optik|spiegelbild_von|lehrer*|lehrerin",
        ),
      ],
    },
  ),
  hate(
    `spiegel|spiegu|mirror ~~ ${I} ~~ jemand*|öpper*|öpert|person|someone ~~ hass*|hasse|ekel*|abstoss*|widerlich|grusig|eklig|hate|verachte`,
  ),
  // Counting one's failures every night: "zell uf, was i hüt wieder alles falsch gmacht ha".
  rule(
    "self_hatred",
    p(
      `zähl*|zell*|aufzähl*|ufzell*|ufzähl*|ufzäll*|durchgeh*|dure_gang|gang_dure|denk*|dänk* ~~ was|wo|alles|ales ~~ falsch|fehler|verbockt|versaut|vermasselt|verkackt|schief|wrong`,
    ),
    {
      also: [
        "jede|jeden|jedi|jedes|every|imer|immer|jede_nacht|jeden_abend|jede_abig|jedi_nacht|im_bett|i_bett|is_bett|einschlaf*|iischlaf*",
        "nie_auf|nie_uf|nid_uf|nöd_uf|nicht_auf|hört_nie|hört_nicht|hört_nid|nie_ufhöre|nie_aufhören|ewig|stundenlang|kann_nicht_schlafen|cha_nöd_schlafe|cha_nid_schlafe|nicht_einschlafen|nie_genug|versager|dumm|hass*|schäm*",
      ],
      unless: [
        p(
          "prüfung|prüefig|test|mathe|training|match|spiel|aufgabe*|hausaufgabe*|lernen|nächstes_mal|nöchst*|nächst*",
        ),
      ],
    },
  ),
  // "Der Fail der Familie".
  hate(
    `bin|bi|bini|${I} ~ [halt|eh|einfach|nur|echt|wohl|ja|doch] der|die|de|dr|d|s|das|the fail|failure|versager*|enttäuschung|enttüschig|schande|loser|looser|schandfleck|niete|schwarze_schaf|schwarzi_schaf|fehler|problem|missgeburt ~ der|vo|von|in|i|of|vor ~ [de|der|minere|meiner|my|the|ganze|ganzi|ganzen] familie|fam|family|famile|familiä`,
  ),
  // Understanding why others hate one: "ich würde mich auch hassen".
  rule(
    "self_hatred",
    p(
      `${I} ~ würd|würde|wurd|wurde|würdi|would ~ ${ME_ACC}|myself ~ [auch|au|ebenfalls|too|also|genauso|selber|selbst] hassen|hasse|hate`,
    ),
    {
      also: [
        `hass*|hasse|mag|mögen|möged|mögen_nicht|hate ~ ${ME_ACC}|me|versteh*|verstah*|verstande|nachvollzieh*|recht`,
      ],
      unless: [p(`wenn|wen|wänn|if ~ ${I} ~~ wäre|wär|were|wär_ich|wäri`)],
    },
  ),

  // --- Round four (tune misses of 3 731 messages) ---

  // Nothing good about oneself: "es gibt nichts Gutes an mir", "mir fällt nichts Gutes über mich ein".
  hate(
    `nichts|nix|nüt|nut|nuts|kein|keine|keini|kei|nothing ~ gut*|guet*|guts|positiv*|liebenswert*|schön*|good ~ an|a|am|über|about ~ mir|mer|me`,
    [p("haar|hor|lasst|lat|glah|gelassen|sagt|sait|gsait|gesagt|schreibt|erzählt|redet|red|geredet|gredet")],
  ),
  hateWith(
    `${ME}|mer ~ fällt|fallt|chunt|kommt|komt ~ [echt|wirklich|würklich|gar|absolut|einfach|eifach|leider] nichts|nix|nüt|kein|nothing ~ gut*|guet*|positiv*|schön*|nettes ~ [ein|i|in|a]`,
    [
      "über_mich|über_mi|an_mir|a_mir|zu_mir|mich_selbst|mich_selber|mi_sälber|myself|stärke*|eigenschaft*|steckbrief",
    ],
  ),
  hateWith(
    `${I} ~ hab|habe|ha|han|have ~ [einfach|eifach|wirklich|würklich|echt|gar|halt|überhaupt] keine|keini|kei|no ~ [einzige|einzigi] stärke*|stärchi|guten_seiten|guete_site|guti_site|gute_eigenschaft*|positive_eigenschaft*|talent*|talänt*|strengths`,
    [`${NEG}|nichts|nüt|nix|gar|überhaupt|wirklich|echt|einzige|einzigi|gutes|guets`],
    [
      p(
        "mathe|sport|turnen|fussball|tennis|schach|game|spiel|englisch|französisch|deutsch|zeichnen|musik|singen|im|in|bei|beim",
      ),
    ],
  ),
  // "So ein Fail (als Mensch)": a failure as a person, not a failed level.
  hateWith(
    `${I_AM} [${I}] [${FILL}] [so|sone|son|so_ein|so_en|sonen|en|e|ein|a|der|die|de|d|the|such_a] [${BIG}] fail|failure|epicfail|epic_fail`,
    [
      anyOf(
        "als|as ~ mensch|mönsch|mänsch|person|human|tochter|sohn|freund*|fründ*|schwester|bruder|kind|chind",
        "sogar|selbst_beim|überall|immer|imer|alles|ales|everything|everywhere|jeder|lachen|lacht|auslach*|hass*|leben|life|nichts|nix|nüt",
      ),
    ],
    [harmlessUnless(JEST, "als_mensch|as_a_person|as_a_human|hass*|leben|life")],
  ),
  // Finding oneself disgusting, after the verb ("find ich mich nur peinlich und ekelhaft").
  hate(
    `find|finde|fing|fine [${I}] ${ME_ACC} [${SELF}] ~ ekelhaft|eklig|ekelig|widerlich|abstossend|erbärmlich|armselig|grusig|gruusig|abartig|disgusting`,
    [p(`${NEG} ekelhaft|eklig|ekelig|widerlich|abstossend|erbärmlich|armselig|grusig|gruusig|abartig`)],
  ),
  // Disgust at the person in the mirror, not at a dirty mirror.
  hateWith(
    "spiegel|spiegu|spiegelbild|mirror ~~ ekel*|ekl*|grus*|gruus*|graus*|disgust*|abstoss*|widerlich",
    [`${I}|${ME}|me|myself`],
    [
      p(
        "zahnpasta|dreck|dreckig|schmutz*|fleck*|spinne*|insekt*|putz*|schneewittchen|märchen|physik|optik|licht|reflexion|zeitung|artikel|magazin|spiegel_online|hund|katze|vogel|kaputt|zerbrochen|scherbe*|film|serie|buch|horror*",
      ),
    ],
  ),
  // "Wie erbärmlich ich bin": the judgement as a whole sentence; milder words need a habit.
  hate(
    `wie|how ~ [so] erbärmlich|armselig|wertlos|nutzlos|eklig|ekelhaft|widerlich|abstossend|pathetic|worthless|useless|disgusting ~ ${I} ~ bin|bi|bini|am|sei|seg|sig|war`,
  ),
  hateWith(
    `wie|how ~ [so] dumm|dum|hässlich|fett|blöd|peinlich|schlecht|ugly|stupid|fat ~ ${I} ~ bin|bi|bini|am`,
    [
      "jeden_abend|jeden_tag|jede_nacht|jeden_morgen|jede_abig|jede_morge|every_day|every_night|immer_wieder|imer_wieder|vor_dem_spiegel|im_spiegel|vorsag*|vorsage|sag_mir|säg_mer",
    ],
    [JEST],
  ),
  // Deserving to feel bad: "ich habe es verdient, dass es mir schlecht geht".
  hate(
    `verdien*|verdiän*|deserve* ~~ dass|das ~ [es|s] ${ME}|me ~ [so] schlecht|schlächt|dreckig|mies|beschissen|elend|bad ~ geht|gaht|goht|geit|ergeht`,
  ),
  hate(`verdien*|verdiän*|deserve* ~ [es|s|it] ~ ${ME_ACC} ~ schlecht|schlächt|mies|elend ~ [zu|z] fühl*`),
  // Piling insults on oneself: "ich bi so dumm und hässlich".
  hate(`${I_AM} ${SO} ${WEAK_INSULT}|${STRONG_INSULT} und|and|u|n|nd|un ${SO} ${STRONG_INSULT}`, [
    JEST,
    QUOTED,
  ]),
  hate(`${I_AM} ${SO} ${STRONG_INSULT} und|and|u|n|nd|un ${SO} ${WEAK_INSULT}`, [JEST, QUOTED]),
  // "Bin halt der Nutzlose in jeder Gruppe": the useless one among others.
  hate(
    `${I_AM} [${FILL}] [${FILL}] der|die|de|d|dr|s|das|the nutzlose|nutzlosi|wertlose|wertlosi|unnötige|unnötigi|überflüssige|useless_one ~ in|i|im|vo|von|bei|bi|of|unter|für|fur|vor`,
    [GAMES, GAMES_EXTRA, p("joker|karte*|figur|rolle|theater")],
  ),
  // Writing or telling oneself "du bist nichts wert" and agreeing.
  hateWith(
    `du_bist|du_bisch|bisch|you_re|youre|you_are ~ [nur|halt|so|eifach|einfach|ja|ein|e|en|a|echt|total|voll] ${WORTHLESS}|nichts_wert|nüt_wert|wertlos|nutzlos|versager|loser|hässlich|eklig|ekelhaft|fett|nichts|nüt`,
    [
      anyOf(
        "stimmt|stimmts|stimt|recht|rächt|wahr|true|right",
        `${ME}|mein|meinen|meine|min|mini|mis|my ~~ geschrieben|gschribe|gschriebe|schreib*|schrib*|write|wrote|ritz*|gekritzelt|kritzel*`,
      ),
    ],
    [p("song|lied|lyrics|songtext|text|rap|zitat|film|buch|serie|figur|gedicht|rolle|theater")],
  ),
  // "I mach nume Problem": causing nothing but trouble.
  hate(
    `${I} ~ mach|mache|bring|bringe|bereite|verursach* ~ [allen|alle|ali|alli|jedem|allne|euch|eu|mine_eltere|meinen_eltern] nur|nume|numme|immer|imer|eh|sowieso|bloss ~ probleme|problem|ärger|kummer|trouble`,
    [
      p(
        "aufgabe*|rechn*|mathe|bruch*|gleichung*|hausi|hausaufgabe*|test|prüfung|code|program*|computer|spiel|game|level|drucker|handy",
      ),
    ],
  ),
  // "Wie denn, wenn man so ekelhaft ist wie ich."
  hate(
    `so|sooo|als ~ ekelhaft|eklig|ekelig|widerlich|hässlich|wertlos|nutzlos|erbärmlich|abstossend|grusig|gruusig|disgusting|ugly ~ [ist|is|isch|bin|bi|wie] wie|like|as ${I}|mich|mi|me`,
    [p(`wie|like ${I} ~ dachte|dacht|gedacht|denk*|meint*|glaub*|erwart*|finde|find|es|das|sie|ihn|thought`)],
  ),
];
