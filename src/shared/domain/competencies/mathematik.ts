// Mathematik (MA): the three Kompetenzbereiche with their Handlungsaspekte A/B/C and every
// Kompetenz of the Lehrplan 21. Titles are short paraphrases of the official wording.
import type { CompetencyAreaSeed } from "../competencies.ts";

const ASPECTS = {
  A: "Operieren und Benennen",
  B: "Erforschen und Argumentieren",
  C: "Mathematisieren und Darstellen",
} as const;

export const MATHEMATIK_AREAS: readonly CompetencyAreaSeed[] = [
  {
    code: "MA.1",
    name: "Zahl und Variable",
    subjects: ["mathematik"],
    cycles: [1, 2, 3],
    aspects: ASPECTS,
    competencies: [
      { code: "MA.1.A.1", title: "Zahlen lesen und schreiben, Begriffe und Symbole verwenden" },
      { code: "MA.1.A.2", title: "Flexibel zählen, Zahlen ordnen und Ergebnisse überschlagen" },
      { code: "MA.1.A.3", title: "Addieren, subtrahieren, multiplizieren, dividieren und potenzieren" },
      { code: "MA.1.A.4", title: "Terme umformen, Gleichungen lösen, Rechengesetze anwenden" },
      { code: "MA.1.B.1", title: "Zahlbeziehungen und arithmetische Muster erforschen" },
      { code: "MA.1.B.2", title: "Aussagen zu Zahlen und Variablen überprüfen und begründen" },
      { code: "MA.1.B.3", title: "Beim Erforschen arithmetischer Muster Hilfsmittel nutzen" },
      { code: "MA.1.C.1", title: "Rechenwege darstellen, beschreiben und nachvollziehen" },
      { code: "MA.1.C.2", title: "Anzahlen, Zahlenfolgen und Terme veranschaulichen" },
    ],
  },
  {
    code: "MA.2",
    name: "Form und Raum",
    subjects: ["mathematik"],
    cycles: [1, 2, 3],
    aspects: ASPECTS,
    competencies: [
      { code: "MA.2.A.1", title: "Geometrische Begriffe und Symbole verwenden" },
      { code: "MA.2.A.2", title: "Figuren und Körper abbilden, zerlegen und zusammensetzen" },
      { code: "MA.2.A.3", title: "Längen, Flächen und Volumen bestimmen und berechnen" },
      { code: "MA.2.B.1", title: "Geometrische Beziehungen erforschen und Vermutungen formulieren" },
      // The curriculum starts this one in Zyklus 2.
      {
        code: "MA.2.B.2",
        title: "Geometrische Aussagen und Formeln überprüfen und begründen",
        cycles: [2, 3],
      },
      { code: "MA.2.C.1", title: "Körper und räumliche Beziehungen darstellen" },
      { code: "MA.2.C.2", title: "Figuren falten, skizzieren, zeichnen und konstruieren" },
      { code: "MA.2.C.3", title: "Figuren und Körper in der Vorstellung bewegen (Kopfgeometrie)" },
      { code: "MA.2.C.4", title: "Koordinaten bestimmen, Pläne lesen und zeichnen" },
    ],
  },
  {
    code: "MA.3",
    name: "Grössen, Funktionen, Daten und Zufall",
    subjects: ["mathematik"],
    cycles: [1, 2, 3],
    aspects: ASPECTS,
    competencies: [
      { code: "MA.3.A.1", title: "Begriffe und Symbole zu Grössen, Funktionen, Daten und Zufall verwenden" },
      { code: "MA.3.A.2", title: "Grössen schätzen, messen, umwandeln und mit ihnen rechnen" },
      { code: "MA.3.A.3", title: "Funktionale Zusammenhänge beschreiben und Funktionswerte bestimmen" },
      { code: "MA.3.B.1", title: "Grössenbeziehungen und funktionale Zusammenhänge erforschen" },
      { code: "MA.3.B.2", title: "Statistik, Kombinatorik und Wahrscheinlichkeit erforschen" },
      { code: "MA.3.C.1", title: "Daten erheben, darstellen, auswerten und interpretieren" },
      { code: "MA.3.C.2", title: "Sachsituationen mathematisieren und Ergebnisse überprüfen" },
      { code: "MA.3.C.3", title: "Terme, Formeln, Gleichungen und Tabellen mit Sachsituationen verbinden" },
    ],
  },
];
