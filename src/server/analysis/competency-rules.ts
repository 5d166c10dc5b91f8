import type { SubjectId } from "#shared/domain/subjects.ts";
import { DEUTSCH_RULES, ENGLISCH_RULES, FRANZOESISCH_RULES } from "./competency-rules-languages.ts";
import { SCIENCE_RULES } from "./competency-rules-science.ts";
import { type CompetencyRule, rule, topic } from "./keyword-rules.ts";

// Keyword rules that tie a session to Lehrplan 21 competencies (offline producer). A rule names
// one competency by its code; where the code depends on the cycle (NMG in Zyklus 1–2, NT in
// Zyklus 3), the first code the pupil's catalogue has is taken. A rule's topics say which words
// (keywords as in signal-words.ts, or a pattern on the raw text for symbols such as "3/4" or
// "25 %") show it, how the summary names it (label, after "es ging um") and which skill a try
// at it demonstrates. offline-competencies.ts applies them.

const FRACTION = /(?<![\d/])\d+\s*\/\s*\d+(?![\d/])/;
const ARITHMETIC = /(?<![\d/.,])\d+\s*[-+−·×*:÷]\s*\d+(?![\d/])|\d\s+(?:mal|plus|minus|durch)\s+\d/;
const PERCENT = /\d\s*%/;
const EQUATION = /\d\s*[xy]\b|\b[xy]\s*[=+\-−·*]|=\s*-?\d*\s*[xy]\b/;
const AREA_UNIT = /\b(?:mm|cm|dm|m|km)(?:[²³]|\^?[23]\b)/;
const QUANTITY = /\d\s*(?:km|cm|mm|kg|dl|ml|fr\.|chf)\b/i;

const MATHEMATIK: readonly CompetencyRule[] = [
  rule(
    "MA.1.A.3",
    topic(
      "Brüche",
      "Brüche berechnet",
      "bruch|bruche|brueche|nenner|zahler|zaehler|kurzen|kuerzen|erweiter",
      FRACTION,
    ),
    topic("Prozentrechnen", "Prozente berechnet", "prozent", PERCENT),
    topic(
      "Kopfrechnen",
      "Mit Zahlen gerechnet",
      ["kopfrechn|plus|minus|addier|subtrahier|multiplizier|dividier|geteilt|einmaleins", "potenz"],
      ARITHMETIC,
    ),
  ),
  rule(
    "MA.1.A.4",
    topic(
      "Gleichungen",
      "Gleichungen gelöst",
      "gleichung|term |terme|termen|variable|unbekannte|auflos|aufloes|nach x",
      EQUATION,
    ),
  ),
  rule(
    "MA.2.A.3",
    topic(
      "Flächenberechnung",
      "Flächen, Umfang oder Volumen berechnet",
      "flache|flaeche|umfang|volumen|rauminhalt|quadratmeter|kubikmeter",
      AREA_UNIT,
    ),
  ),
  rule(
    "MA.2.A.1",
    topic(
      "Geometrie",
      "Mit geometrischen Begriffen gearbeitet",
      "winkel|parallel|senkrecht|symmetr|diagonale|geometri",
    ),
  ),
  rule(
    "MA.3.A.2",
    topic(
      "Grössen",
      "Grössen umgerechnet",
      [
        "umrechn|einheit|kilometer|zentimeter|millimeter|kilogramm|gramm |liter|deziliter",
        "franken|rappen|massstab",
      ],
      QUANTITY,
    ),
  ),
  rule(
    "MA.3.A.3",
    topic(
      "Proportionalität",
      "Zusammenhänge zwischen Grössen untersucht",
      "funktion|proportional|antiproportional|dreisatz|steigung|graph",
    ),
  ),
  rule(
    "MA.3.C.1",
    topic(
      "Diagramme",
      "Daten ausgewertet",
      "diagramm|tabelle|mittelwert|durchschnitt|median|statistik|umfrage",
    ),
  ),
  rule(
    "MA.3.B.2",
    topic(
      "Wahrscheinlichkeit",
      "Über Wahrscheinlichkeiten nachgedacht",
      "wahrscheinlichkeit|zufall|kombinatorik|munzwurf|muenzwurf",
    ),
  ),
  rule("MA.3.C.2", topic("Sachaufgaben", "Sachaufgaben gelöst", "textaufgabe|sachaufgabe|sachrechn")),
];

const INFORMATIK: readonly CompetencyRule[] = [
  rule(
    "MI.2.1",
    topic("Binärzahlen", "Daten dargestellt", [
      "binar|binaer|bit |bits|byte|dualzahl|zahlensystem|kodier|codier|datenstruktur",
      "hexadezimal",
    ]),
  ),
  rule(
    "MI.2.2",
    topic("Algorithmen", "An Algorithmen gearbeitet", [
      "algorithm|programm|schleife|bedingung|variable|code |coden|scratch|python|javascript",
      "befehl|if |else|while",
    ]),
  ),
  rule(
    "MI.2.3",
    topic("Informatiksysteme", "Informatiksysteme erklärt", [
      "computer|hardware|software|netzwerk|internet|passwort|verschlussel|verschluessel",
      "speicher|prozessor|betriebssystem|datenschutz|server|router",
    ]),
  ),
];

const BEWERBUNG: readonly CompetencyRule[] = [
  rule(
    "BO.1.1",
    topic("deine Stärken", "Eigene Stärken und Interessen beschrieben", [
      "starke|staerke|schwache|schwaeche|eigenschaft|hobby|hobbys|freizeit|interessier",
      "zuverlass|punktlich|puenktlich|teamfah|motiviert|ich bin gut|ich kann gut",
    ]),
  ),
  rule(
    "BO.2.2",
    topic("deine Lehrstelle", "Einen Bezug zum Beruf hergestellt", [
      "beruf|lehre |lehrstelle|lehrbetrieb|lernende|betrieb|firma|schnupper|arbeitswelt",
      "kunden",
    ]),
  ),
  rule(
    "BO.3.1",
    topic(
      "deine Berufswahl",
      "Die eigene Berufswahl begründet",
      "entscheid|alternative|plan b|zweitwunsch|traumberuf|wunschberuf",
    ),
  ),
  rule(
    "BO.4.2",
    topic("das Bewerbungsgespräch", "Ein Bewerbungsgespräch geübt", [
      "vorstellungsgesprach|vorstellungsgespraech|bewerbungsgesprach|bewerbungsgespraech",
      "bewerbung|bewerben",
    ]),
  ),
  rule(
    "BO.4.3",
    topic("Bewerbungsunterlagen", "Über Bewerbungsunterlagen gesprochen", [
      "lebenslauf|motivationsschreiben|bewerbungsunterlagen|dossier|zeugnis|multicheck",
      "stellwerk",
    ]),
  ),
];

export const COMPETENCY_RULES: Readonly<Record<SubjectId, readonly CompetencyRule[]>> = {
  mathematik: MATHEMATIK,
  deutsch: DEUTSCH_RULES,
  englisch: ENGLISCH_RULES,
  franzoesisch: FRANZOESISCH_RULES,
  informatik: INFORMATIK,
  bewerbungsgespraech: BEWERBUNG,
  ...SCIENCE_RULES,
};
