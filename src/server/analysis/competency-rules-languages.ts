import { type CompetencyRule, rule, topic } from "./keyword-rules.ts";

// Keyword rules for Deutsch, Englisch and Französisch (see competency-rules.ts).

export const DEUTSCH_RULES: readonly CompetencyRule[] = [
  rule(
    "D.5.D.1",
    topic("Wortarten", "Wortarten und Grammatikbegriffe bestimmt", [
      "wortart|nomen|verb |verben|adjektiv|adverb|pronomen|artikel|praposition|praeposition",
      "konjunktion|namenwort|tuwort|wiewort|nominativ|akkusativ|dativ|genitiv|zeitform",
      "prateritum|praeteritum|plusquamperfekt|prasens|praesens|futur|konjunktiv|imperativ",
      "einzahl|mehrzahl",
    ]),
  ),
  rule(
    "D.5.C.1",
    topic("Satzglieder", "Satzglieder bestimmt", [
      "satzglied|subjekt|pradikat|praedikat|objekt|umstellprobe|ersatzprobe|hauptsatz",
      "nebensatz|satzbau",
    ]),
  ),
  rule(
    "D.5.E.1",
    topic("Rechtschreibung", "Rechtschreibregeln angewendet", [
      "rechtschreib|komma|kommas|zeichensetzung|satzzeichen|grossschreib|kleinschreib",
      "das oder dass|dass oder das|dehnung|scharfung|schaerfung",
    ]),
  ),
  rule(
    "D.4.B.1",
    topic("Textsorten", "Mit Textsorten gearbeitet", [
      "aufsatz|bericht|erorterung|eroerterung|brief|textsorte|zusammenfassung|inhaltsangabe",
      "beschreibung",
    ]),
  ),
  rule(
    "D.4.E.1",
    topic("Textüberarbeitung", "Texte überarbeitet", "uberarbeit|ueberarbeit|korrigier|korrektur"),
  ),
  rule(
    "D.2.C.1",
    topic("literarische Texte", "Literarische Texte besprochen", [
      "gedicht|roman|erzahlung|erzaehlung|marchen|maerchen|fabel|ballade|kurzgeschichte",
      "novelle",
    ]),
  ),
  rule(
    "D.6.C.1",
    topic("Stilmittel", "Stilmittel erkannt", [
      "stilmittel|reim|strophe|vers |verse|metapher|personifikation|erzahlperspektive",
      "erzaehlperspektive",
    ]),
  ),
  rule(
    "D.2.B.1",
    topic(
      "Sachtexte",
      "Sachtexte gelesen",
      "sachtext|zeitungsartikel|lesetext|leseverstehen|textverstandnis",
    ),
  ),
];

/** Englisch (FS1E) and Französisch (FS2F) share one structure. */
function foreignLanguage(prefix: string, language: string): CompetencyRule[] {
  return [
    rule(
      `${prefix}.5.B.1`,
      topic("Wortschatz", "Wörter übersetzt", [
        `vokabel|voci|wortschatz|wort |worter|woerter|was heisst|heisst auf|auf ${language}`,
        "bedeutet",
      ]),
    ),
    rule(
      `${prefix}.4.C.1`,
      topic("Übersetzen", "Sätze übersetzt", "ubersetz|uebersetz|satze|saetze|translate|traduire"),
    ),
    rule(
      `${prefix}.5.D.1`,
      topic("Grammatik", "Grammatik angewendet", [
        "grammatik|verb |verben|zeitform|konjug|simple past|present|past |passe compose",
        "imparfait|futur|plural|artikel|pronom|pronoun|unregelmassig",
      ]),
    ),
    rule(
      `${prefix}.5.E.1`,
      topic(
        "Rechtschreibung",
        "Wörter richtig geschrieben",
        "rechtschreib|spelling|buchstabier|schreibt man|akzent|accent",
      ),
    ),
    rule(
      `${prefix}.3.A.1`,
      topic(
        "Gespräche",
        "An einem Gespräch teilgenommen",
        "dialog|gesprach|gespraech|conversation|rollenspiel|unterhalt",
      ),
    ),
    rule(`${prefix}.2.A.1`, topic("Lesen", "Texte gelesen", "lesetext|leseverstehen|reading|lecture")),
    rule(
      `${prefix}.6.A.1`,
      topic(
        "Landeskunde",
        "Über Land und Kultur gesprochen",
        "kultur|tradition|london|england|amerika|paris|frankreich|romandie",
      ),
    ),
  ];
}

export const ENGLISCH_RULES = foreignLanguage("FS1E", "engl");
export const FRANZOESISCH_RULES = foreignLanguage("FS2F", "franz");
