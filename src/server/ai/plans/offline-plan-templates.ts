import type { SubjectId } from "#shared/domain/subjects.ts";
import { SCIENCE_TEMPLATES } from "./offline-plan-science.ts";

// Building blocks of the offline planner, per learning subject: a few topics recognised by
// keywords (each with two objectives and a fitting activity), default objectives when no topic
// matches, and activities where the pupil does the work. Swiss Standard German, Socratic.
export type PlanTopic = {
  keywords: readonly string[];
  objectives: readonly [string, string];
  activity: string;
};
export type SubjectTemplate = {
  topics: readonly PlanTopic[];
  objectives: readonly [string, string];
  activities: readonly [string, string, ...string[]];
};

export const SUBJECT_TEMPLATES: Record<Exclude<SubjectId, "bewerbungsgespraech">, SubjectTemplate> = {
  mathematik: {
    topics: [
      {
        keywords: ["bruch", "brüche", "nenner", "zähler", "kürzen", "erweitern"],
        objectives: [
          "Brüche erweitern und kürzen und erklären, warum der Wert gleich bleibt",
          "Brüche mit verschiedenen Nennern addieren und subtrahieren",
        ],
        activity: "Einen Bruch an einer Pizza oder einem Schokoladenriegel zeichnen und erklären",
      },
      {
        keywords: ["gleichung", "unbekannte", "auflösen", "variable"],
        objectives: [
          "Eine Gleichung Schritt für Schritt umformen und jeden Schritt begründen",
          "Die eigene Lösung durch Einsetzen überprüfen",
        ],
        activity:
          "Eine Gleichung als Waage darstellen: Was auf einer Seite geschieht, geschieht auch auf der anderen",
      },
      {
        keywords: ["prozent", "%", "rabatt", "zins", "anteil"],
        objectives: [
          "Grundwert, Prozentwert und Prozentsatz unterscheiden",
          "Prozentaufgaben aus dem Alltag lösen, zum Beispiel einen Rabatt",
        ],
        activity: "Einen Rabatt im Laden zuerst schätzen, dann genau ausrechnen",
      },
      {
        keywords: ["fläche", "umfang", "dreieck", "rechteck", "kreis", "winkel", "volumen", "geometrie"],
        objectives: [
          "Die passende Formel für Fläche oder Umfang auswählen und begründen",
          "Mit Skizze und Einheiten sauber arbeiten",
        ],
        activity: "Eine Skizze machen und alle gegebenen Grössen mit Einheit eintragen",
      },
    ],
    objectives: [
      "Den Lösungsweg in eigenen Worten erklären",
      "Typische Fehler erkennen und selbst korrigieren",
    ],
    activities: [
      "Eine Aufgabe selbst rechnen und den Weg Schritt für Schritt erklären",
      "Zuerst schätzen, dann nachrechnen und vergleichen",
      "Zum Schluss eine ähnliche Aufgabe selbst erfinden",
    ],
  },
  deutsch: {
    topics: [
      {
        keywords: ["grammatik", "fall", "fälle", "nomen", "verb", "adjektiv", "zeitform", "satzglied"],
        objectives: [
          "Die Regel in eigenen Worten erklären und an Beispielen zeigen",
          "Die Regel in eigenen Sätzen richtig anwenden",
        ],
        activity: "Eigene Beispielsätze bilden und sie gemeinsam prüfen",
      },
      {
        keywords: ["aufsatz", "erörterung", "bericht", "geschichte", "schreiben", "brief", "text"],
        objectives: [
          "Einen Text mit Einleitung, Hauptteil und Schluss planen",
          "Den eigenen Text mit Hilfe von Fragen überarbeiten",
        ],
        activity: "Einen Schreibplan mit Stichworten erstellen",
      },
      {
        keywords: ["lesen", "gedicht", "roman", "buch", "interpretation", "lektüre"],
        objectives: [
          "Den Inhalt eines Textes mit eigenen Worten zusammenfassen",
          "Eine eigene Deutung mit Stellen aus dem Text begründen",
        ],
        activity: "Eine wichtige Textstelle suchen und erklären, warum sie wichtig ist",
      },
    ],
    objectives: ["Das Thema in eigenen Worten erklären", "Das Gelernte an einem eigenen Beispiel anwenden"],
    activities: [
      "Eigene Beispielsätze formulieren",
      "Einen kurzen Text gemeinsam überarbeiten",
      "Das Wichtigste in drei Sätzen zusammenfassen",
    ],
  },
  englisch: {
    topics: [
      {
        keywords: ["vocabulary", "vokabel", "wörter", "words"],
        objectives: ["Neue Wörter verstehen und aussprechen", "Die Wörter in eigenen Sätzen verwenden"],
        activity: "Mit jedem neuen Wort einen eigenen Satz bilden",
      },
      {
        keywords: ["tense", "past", "present", "future", "zeitform", "grammar", "grammatik"],
        objectives: [
          "Die Zeitform erkennen und erklären, wann man sie braucht",
          "Sätze in der richtigen Zeitform bilden",
        ],
        activity: "Einen kurzen Text über das letzte Wochenende schreiben",
      },
    ],
    objectives: ["Sich zum Thema auf Englisch ausdrücken", "Fehler selbst finden und verbessern"],
    activities: [
      "Kurze Sätze auf Englisch formulieren",
      "Ein kleines Rollenspiel (zum Beispiel im Laden oder am Bahnhof)",
      "Wörter erraten, die der Tutor umschreibt",
    ],
  },
  franzoesisch: {
    topics: [
      {
        keywords: ["vocabulaire", "vokabel", "wörter", "mots"],
        objectives: [
          "Neue Wörter mit Artikel lernen und aussprechen",
          "Die Wörter in eigenen Sätzen verwenden",
        ],
        activity: "Mit jedem neuen Wort einen eigenen Satz bilden, mit dem richtigen Artikel",
      },
      {
        keywords: ["verb", "konjugation", "passé", "présent", "futur", "être", "avoir"],
        objectives: ["Die Verbformen richtig bilden", "Die Verben in kurzen Sätzen anwenden"],
        activity: "Ein Verb durch alle Personen konjugieren und je einen Satz bilden",
      },
    ],
    objectives: ["Sich zum Thema auf Französisch ausdrücken", "Artikel und Verbformen sicher verwenden"],
    activities: [
      "Kurze Sätze auf Französisch formulieren",
      "Ein kleines Gespräch spielen (zum Beispiel im Café)",
      "Sätze vom Deutschen ins Französische übertragen",
    ],
  },
  ...SCIENCE_TEMPLATES,
};
