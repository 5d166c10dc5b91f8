// Deutsch (D): the six Kompetenzbereiche with their Handlungs-/Themenaspekte and every Kompetenz
// of the Lehrplan 21. Titles are short paraphrases of the official wording.
import type { CompetencyAreaSeed } from "../competencies.ts";

export const DEUTSCH_AREAS: readonly CompetencyAreaSeed[] = [
  {
    code: "D.1",
    name: "Hören",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Grundfertigkeiten",
      B: "Verstehen in monologischen Hörsituationen",
      C: "Verstehen in dialogischen Hörsituationen",
      D: "Reflexion über das Hörverhalten",
    },
    competencies: [
      { code: "D.1.A.1", title: "Laute, Stimmen und Töne wahrnehmen und Gehörtes schnell verstehen" },
      { code: "D.1.B.1", title: "Wichtige Informationen aus Hörtexten entnehmen" },
      { code: "D.1.C.1", title: "Gesprächen folgen und Aufmerksamkeit zeigen" },
      { code: "D.1.D.1", title: "Über das eigene Hörverhalten nachdenken" },
    ],
  },
  {
    code: "D.2",
    name: "Lesen",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Grundfertigkeiten",
      B: "Verstehen von Sachtexten",
      C: "Verstehen literarischer Texte",
      D: "Reflexion über das Leseverhalten",
    },
    competencies: [
      { code: "D.2.A.1", title: "Flüssig lesen und Gelesenes schnell verstehen" },
      { code: "D.2.B.1", title: "Wichtige Informationen aus Sachtexten entnehmen" },
      { code: "D.2.C.1", title: "Literarische Texte lesen und verstehen" },
      { code: "D.2.D.1", title: "Über das eigene Leseverhalten nachdenken" },
    ],
  },
  {
    code: "D.3",
    name: "Sprechen",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Grundfertigkeiten",
      B: "Monologisches Sprechen",
      C: "Dialogisches Sprechen",
      D: "Reflexion über das Sprech-, Präsentations- und Gesprächsverhalten",
    },
    competencies: [
      { code: "D.3.A.1", title: "Deutlich artikulieren und flüssig sprechen" },
      { code: "D.3.B.1", title: "Sich in Vorträgen und Erzählungen verständlich ausdrücken" },
      { code: "D.3.C.1", title: "Sich aktiv an Gesprächen beteiligen" },
      { code: "D.3.D.1", title: "Über das eigene Sprech- und Gesprächsverhalten nachdenken" },
    ],
  },
  {
    code: "D.4",
    name: "Schreiben",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Grundfertigkeiten",
      B: "Schreibprodukte",
      C: "Schreibprozess: Ideen finden und planen",
      D: "Schreibprozess: formulieren",
      E: "Schreibprozess: inhaltlich überarbeiten",
      F: "Schreibprozess: sprachformal überarbeiten",
      G: "Reflexion über den Schreibprozess und eigene Schreibprodukte",
    },
    competencies: [
      { code: "D.4.A.1", title: "Leserlich und flüssig schreiben, auch auf der Tastatur" },
      { code: "D.4.B.1", title: "Textmuster kennen und für eigene Texte nutzen" },
      { code: "D.4.C.1", title: "Ideen finden und Texte planen" },
      { code: "D.4.D.1", title: "Gedanken ordnen und zielgerichtet formulieren" },
      { code: "D.4.E.1", title: "Texte inhaltlich überarbeiten" },
      { code: "D.4.F.1", title: "Texte in Rechtschreibung und Grammatik überarbeiten" },
      { code: "D.4.G.1", title: "Über den Schreibprozess und eigene Texte nachdenken" },
    ],
  },
  {
    code: "D.5",
    name: "Sprache(n) im Fokus",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Verfahren und Proben",
      B: "Sprachgebrauch untersuchen",
      C: "Sprachformales untersuchen",
      D: "Grammatikbegriffe",
      E: "Rechtschreibregeln",
    },
    competencies: [
      { code: "D.5.A.1", title: "Sprache erforschen und Sprachen vergleichen" },
      { code: "D.5.B.1", title: "Gebrauch und Wirkung von Sprache untersuchen" },
      { code: "D.5.C.1", title: "Sprachstrukturen in Wörtern und Sätzen untersuchen" },
      { code: "D.5.D.1", title: "Grammatikbegriffe anwenden" },
      { code: "D.5.E.1", title: "Rechtschreibregeln anwenden" },
    ],
  },
  {
    code: "D.6",
    name: "Literatur im Fokus",
    subjects: ["deutsch"],
    cycles: [1, 2, 3],
    aspects: {
      A: "Auseinandersetzung mit literarischen Texten",
      B: "Auseinandersetzung mit verschiedenen Autor/innen und verschiedenen Kulturen",
      C: "Literarische Texte: Beschaffenheit und Wirkung",
    },
    competencies: [
      { code: "D.6.A.1", title: "Spielerisch und kreativ mit literarischen Texten umgehen" },
      { code: "D.6.A.2", title: "Literarische Gespräche führen" },
      { code: "D.6.B.1", title: "Autorinnen, Autoren und Texte aus verschiedenen Kulturen kennenlernen" },
      { code: "D.6.C.1", title: "Gestaltung und Wirkung literarischer Texte erkennen" },
    ],
  },
];
