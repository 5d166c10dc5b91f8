// Bewerbungsgespräch: the Modul Berufliche Orientierung (BO), taught in Zyklus 3 only.
import type { CompetencyAreaSeed } from "../competencies.ts";

export const BERUFLICHE_ORIENTIERUNG_AREAS: readonly CompetencyAreaSeed[] = [
  {
    code: "BO.1",
    name: "Persönlichkeitsprofil",
    subjects: ["bewerbungsgespraech"],
    cycles: [3],
    competencies: [{ code: "BO.1.1", title: "Das eigene Persönlichkeitsprofil beschreiben und nutzen" }],
  },
  {
    code: "BO.2",
    name: "Bildungswege, Berufs- und Arbeitswelt",
    subjects: ["bewerbungsgespraech"],
    cycles: [3],
    competencies: [
      { code: "BO.2.1", title: "Sich einen Überblick über das Schweizer Bildungssystem verschaffen" },
      { code: "BO.2.2", title: "Einen persönlichen Bezug zur Arbeitswelt herstellen" },
    ],
  },
  {
    code: "BO.3",
    name: "Entscheidung und Umgang mit Schwierigkeiten",
    subjects: ["bewerbungsgespraech"],
    cycles: [3],
    competencies: [
      { code: "BO.3.1", title: "Prioritäten setzen, sich entscheiden und für Alternativen offen bleiben" },
      { code: "BO.3.2", title: "Mit Schwierigkeiten und Frustration im Berufswahlprozess umgehen" },
    ],
  },
  {
    code: "BO.4",
    name: "Planung, Umsetzung und Dokumentation",
    subjects: ["bewerbungsgespraech"],
    cycles: [3],
    competencies: [
      { code: "BO.4.1", title: "Ziele setzen und den Bewerbungsprozess planen" },
      { code: "BO.4.2", title: "Geplante Schritte umsetzen und den Übergang vorbereiten" },
      {
        code: "BO.4.3",
        title: "Den Berufswahlprozess dokumentieren und Bewerbungsunterlagen zusammenstellen",
      },
    ],
  },
];
