import { phrase } from "../crisis-normalise.ts";

// Words the crisis rules share, in Standard German, Swiss German and common misspellings. They
// go through the same normalisation as the messages (crisis-normalise.ts), so "schlägt",
// "schlaegt" and "schlagt" are one word here.

/** Every word of `a` followed by every word of `b`, as two-word alternatives ("nicht_mehr"). */
export const pairs = (a: string, b: string) =>
  a
    .split("|")
    .flatMap((x) => b.split("|").map((y) => `${x}_${y}`))
    .join("|");

export const ME = "mich|mi|mir|mier|mer";
/** Accusative only: "schlägt mir vor" (suggests to me) is not "schlägt mich". */
export const ME_ACC = "mich|mi";
export const SELF = "selbst|selber|saelber|selbscht|selb";
export const FAMILY =
  "vater|vati|papa|papi|paps|vatter|vatr|father|dad|mutter|mama|mami|mum|mom|mueter|muetter|mother|" +
  "stiefvater|stiefmutter|stiefpapa|stiefmama|eltern|elteren|bruder|brueder|schwester|schwoester|" +
  "onkel|unkel|opa|grossvater|grosvater|neni|grossmami|oma|tante|freund|fruend|cousin|goetti";
export const HITS =
  "schlaegt|schlagt|schlaeg|schlat|schlaht|schlaet|haut|hout|pruegelt|prugelt|verpruegelt|" +
  "tritt|trit|wuergt|wurgt|verhaut|kickt|boxt|klopft|chlopft|quaelt|" +
  "schlagen|schlaend|schlond|hauen|hoid|pruegeln|verpruegeln|treten|wuergen|quaelen";
export const HIT_PAST =
  "geschlagen|gschlage|gschlagen|geschlage|verpruegelt|verprugelt|verhauen|verhaue|gewuergt|gwuergt|" +
  "getreten|gequaelt|gschlaa";
export const HOME = "hause|haus|huus|hus|zuhause|zhus|daheim|dihei|deheim";
export const MATERIALS = phrase(
  "glas|quarz|mohs|haerte*|mineral*|kristal*|diamant*|stein*|holz|metal*|kalkspat|gips|feldspat|topas|korund|talk|apatit|fingernagel|ritzel*",
);
export const MISUSED_THINGS = phrase(
  "daten|pasw*|vertrauen|macht|konto|acount|karte|kreditkarte|informationen|namen|identitaet|rechte|amt|antibiotik*|medikament*",
);
export const GAMES = phrase(
  "schach|tenis|spiel*|match|ren*|wetrennen|pingpong|fusbal|uno|karten|wetkampf|turnier|quiz",
);
export const TIME_OR_LAUGHTER = [
  phrase(
    "um halb|viertel|punkt|ein|eins|zwei|drei|vier|fuenf|fuef|sechs|sieben|acht|achti|nuen|zehn|elf|zwoelf",
  ),
  phrase("um 0*|1*|2*|3*|4*|5*|6*|7*|8*|9*"),
  phrase("vor|vo lachen|lache"),
];
