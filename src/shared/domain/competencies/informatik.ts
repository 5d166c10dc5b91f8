// Informatik: Kompetenzbereich MI.2 of the Modul Medien und Informatik (Zyklus 1–3).
import type { CompetencyAreaSeed } from "../competencies.ts";

export const INFORMATIK_AREAS: readonly CompetencyAreaSeed[] = [
  {
    code: "MI.2",
    name: "Informatik",
    subjects: ["informatik"],
    cycles: [1, 2, 3],
    competencies: [
      { code: "MI.2.1", title: "Datenstrukturen: Daten darstellen, strukturieren und auswerten" },
      { code: "MI.2.2", title: "Algorithmen: Probleme analysieren und in Programmen umsetzen" },
      { code: "MI.2.3", title: "Informatiksysteme: Aufbau verstehen und Daten sicher verarbeiten" },
    ],
  },
];
