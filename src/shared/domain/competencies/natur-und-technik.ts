// Physik, Chemie, Biologie. Zyklus 1–2: the natural-science areas NMG.1–NMG.5 of Natur, Mensch,
// Gesellschaft; Zyklus 3: Natur und Technik NT.1–NT.9 (the Lehrplan 21 numbering, which puts
// Energie at NT.4 and Sinne und Signale at NT.6). The curriculum teaches these as one subject; the
// split onto our three subjects follows the Physik/Chemie/Biologie labels the curriculum gives each
// NT competency, and a competency shared by several subjects appears once per subject.
import type { CompetencyAreaSeed } from "../competencies.ts";

export const NATUR_UND_TECHNIK_AREAS: readonly CompetencyAreaSeed[] = [
  {
    code: "NMG.1",
    name: "Identität, Körper, Gesundheit – sich kennen und sich Sorge tragen",
    subjects: ["biologie"],
    cycles: [1, 2],
    competencies: [
      { code: "NMG.1.4", title: "Aufbau und Funktionen des eigenen Körpers beschreiben" },
      { code: "NMG.1.5", title: "Wachstum und Entwicklung des menschlichen Körpers verstehen" },
    ],
  },
  {
    code: "NMG.2",
    name: "Tiere, Pflanzen und Lebensräume erkunden und erhalten",
    subjects: ["biologie"],
    cycles: [1, 2],
    competencies: [
      { code: "NMG.2.1", title: "Tiere und Pflanzen in ihren Lebensräumen erkunden" },
      { code: "NMG.2.2", title: "Die Bedeutung von Sonne, Luft, Wasser und Boden für Lebewesen erkennen" },
      {
        code: "NMG.2.3",
        title: "Wachstum, Entwicklung und Fortpflanzung von Tieren und Pflanzen beobachten",
      },
      { code: "NMG.2.4", title: "Artenvielfalt erkennen und Lebewesen ordnen" },
      { code: "NMG.2.5", title: "Vorstellungen zur Geschichte der Erde und des Lebens entwickeln" },
      { code: "NMG.2.6", title: "Einflüsse des Menschen auf die Natur einschätzen" },
    ],
  },
  {
    code: "NMG.3",
    name: "Stoffe, Energie und Bewegungen beschreiben, untersuchen und nutzen",
    subjects: ["physik"],
    cycles: [1, 2],
    competencies: [
      { code: "NMG.3.1", title: "Bewegungen und Kräfte beschreiben und einordnen" },
      { code: "NMG.3.2", title: "Energie und Energieumwandlungen im Alltag erkennen" },
      { code: "NMG.3.3", title: "Stoffe wahrnehmen, untersuchen und ordnen", subjects: ["chemie"] },
      { code: "NMG.3.4", title: "Stoffe bearbeiten, verändern und nutzen", subjects: ["chemie"] },
    ],
  },
  {
    code: "NMG.4",
    name: "Phänomene der belebten und unbelebten Natur erforschen und erklären",
    subjects: ["physik"],
    cycles: [1, 2],
    competencies: [
      { code: "NMG.4.1", title: "Signale, Sinne und Sinnesleistungen erkunden", subjects: ["biologie"] },
      { code: "NMG.4.2", title: "Akustische Phänomene untersuchen" },
      { code: "NMG.4.3", title: "Optische Phänomene untersuchen" },
      { code: "NMG.4.5", title: "Erscheinungen auf der Erde und Bewegungen von Himmelskörpern erklären" },
    ],
  },
  {
    code: "NMG.5",
    name: "Technische Entwicklungen und Umsetzungen erschliessen, einschätzen und anwenden",
    subjects: ["physik"],
    cycles: [1, 2],
    competencies: [
      { code: "NMG.5.1", title: "Alltagsgeräte und technische Anlagen untersuchen" },
      { code: "NMG.5.2", title: "Elektrische und magnetische Phänomene untersuchen" },
      { code: "NMG.5.3", title: "Bedeutung und Folgen technischer Entwicklungen einschätzen" },
    ],
  },
  {
    code: "NT.1",
    name: "Wesen und Bedeutung von Naturwissenschaften und Technik verstehen",
    subjects: ["physik", "chemie", "biologie"],
    cycles: [3],
    competencies: [
      { code: "NT.1.1", title: "Beschreiben, wie naturwissenschaftliche Erkenntnisse gewonnen werden" },
      {
        code: "NT.1.2",
        title: "Technische Alltagsgeräte bedienen und ihre Funktionsweise erklären",
        subjects: ["physik"],
      },
      {
        code: "NT.1.3",
        title: "Die Nachhaltigkeit naturwissenschaftlich-technischer Anwendungen diskutieren",
      },
    ],
  },
  {
    code: "NT.2",
    name: "Stoffe untersuchen und gewinnen",
    subjects: ["chemie"],
    cycles: [3],
    competencies: [
      { code: "NT.2.1", title: "Stoffe untersuchen, beschreiben und ordnen", subjects: ["chemie", "physik"] },
      { code: "NT.2.2", title: "Stoffe aufgrund ihrer Eigenschaften gezielt trennen" },
    ],
  },
  {
    code: "NT.3",
    name: "Chemische Reaktionen erforschen",
    subjects: ["chemie"],
    cycles: [3],
    competencies: [
      { code: "NT.3.1", title: "Stoffumwandlungen untersuchen und beschreiben" },
      { code: "NT.3.2", title: "Stoffumwandlungen mit Periodensystem und Modellen erklären" },
      { code: "NT.3.3", title: "Stoffe als globale Ressource nachhaltig nutzen" },
    ],
  },
  {
    code: "NT.4",
    name: "Energieumwandlungen analysieren und reflektieren",
    subjects: ["physik"],
    cycles: [3],
    competencies: [
      {
        code: "NT.4.1",
        title: "Energieformen und Energieumwandlungen analysieren",
        subjects: ["physik", "chemie"],
      },
      { code: "NT.4.2", title: "Speicherung, Bereitstellung und Transport von Energie reflektieren" },
    ],
  },
  {
    code: "NT.5",
    name: "Mechanische und elektrische Phänomene untersuchen",
    subjects: ["physik"],
    cycles: [3],
    competencies: [
      { code: "NT.5.1", title: "Bewegungen und Wirkungen von Kräften analysieren" },
      { code: "NT.5.2", title: "Grundlagen der Elektrik verstehen und anwenden" },
      { code: "NT.5.3", title: "Elektrische und elektronische Schaltungen untersuchen" },
    ],
  },
  {
    code: "NT.6",
    name: "Sinne und Signale erforschen",
    subjects: ["biologie"],
    cycles: [3],
    competencies: [
      { code: "NT.6.1", title: "Sinnesreize und ihre Verarbeitung beschreiben und beurteilen" },
      { code: "NT.6.2", title: "Hören und Sehen analysieren", subjects: ["biologie", "physik"] },
      { code: "NT.6.3", title: "Optische Phänomene untersuchen", subjects: ["physik"] },
    ],
  },
  {
    code: "NT.7",
    name: "Körperfunktionen verstehen",
    subjects: ["biologie"],
    cycles: [3],
    competencies: [
      { code: "NT.7.1", title: "Anatomie und Physiologie des Körpers erklären" },
      {
        code: "NT.7.2",
        title: "Stoffwechselvorgänge analysieren und Verantwortung für den Körper übernehmen",
      },
      { code: "NT.7.3", title: "Menschliche Fortpflanzung, sexuell übertragbare Krankheiten und Verhütung" },
      { code: "NT.7.4", title: "Massnahmen gegen häufige Erkrankungen beurteilen" },
    ],
  },
  {
    code: "NT.8",
    name: "Fortpflanzung und Entwicklung analysieren",
    subjects: ["biologie"],
    cycles: [3],
    competencies: [
      { code: "NT.8.1", title: "Artenvielfalt mit der Evolutionstheorie in Beziehung setzen" },
      { code: "NT.8.2", title: "Wachstum und Entwicklung von Organismen erforschen" },
      { code: "NT.8.3", title: "Grundlagen der Genetik analysieren und erklären" },
    ],
  },
  {
    code: "NT.9",
    name: "Ökosysteme erkunden",
    subjects: ["biologie"],
    cycles: [3],
    competencies: [
      { code: "NT.9.1", title: "Aquatische Ökosysteme untersuchen und beurteilen" },
      { code: "NT.9.2", title: "Wechselwirkungen in terrestrischen Ökosystemen erkennen" },
      { code: "NT.9.3", title: "Einflüsse des Menschen auf regionale Ökosysteme einschätzen" },
    ],
  },
];
