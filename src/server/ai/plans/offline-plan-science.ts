import type { SubjectTemplate } from "./offline-plan-templates.ts";

// The offline planner's building blocks for Physik, Chemie, Biologie and Informatik
// (see offline-plan-templates.ts).
export const SCIENCE_TEMPLATES: Record<"physik" | "chemie" | "biologie" | "informatik", SubjectTemplate> = {
  physik: {
    topics: [
      {
        keywords: ["kraft", "newton", "beschleunigung", "geschwindigkeit", "bewegung"],
        objectives: [
          "Den Zusammenhang zwischen den Grössen in eigenen Worten erklären",
          "Eine Aufgabe mit Formel und Einheiten lösen",
        ],
        activity: "Ein Beispiel aus dem Alltag suchen (Velo, Tram, Skilift) und erklären",
      },
      {
        keywords: ["strom", "spannung", "widerstand", "elektr", "ohm"],
        objectives: ["Spannung, Stromstärke und Widerstand unterscheiden", "Mit dem ohmschen Gesetz rechnen"],
        activity: "Einen einfachen Stromkreis skizzieren und erklären",
      },
      {
        keywords: ["energie", "leistung", "arbeit", "wärme"],
        objectives: ["Energieformen erkennen und Umwandlungen beschreiben", "Energie und Leistung berechnen"],
        activity: "Eine Energiekette für ein Gerät zu Hause aufzeichnen",
      },
    ],
    objectives: ["Das Phänomen mit eigenen Worten erklären", "Formeln mit Einheiten richtig anwenden"],
    activities: [
      "Zuerst eine Vermutung aufstellen, dann prüfen",
      "Eine Skizze mit allen Grössen und Einheiten machen",
      "Ein Beispiel aus dem Alltag erklären",
    ],
  },
  chemie: {
    topics: [
      {
        keywords: ["atom", "periodensystem", "elektron", "proton", "element"],
        objectives: ["Den Aufbau eines Atoms beschreiben", "Informationen aus dem Periodensystem ablesen"],
        activity: "Ein Atommodell zeichnen und beschriften",
      },
      {
        keywords: ["reaktion", "gleichung", "säure", "base", "oxidation", "stoff"],
        objectives: [
          "Ausgangsstoffe und Produkte einer Reaktion benennen",
          "Eine Reaktionsgleichung Schritt für Schritt aufstellen",
        ],
        activity: "Eine Reaktion aus dem Alltag beschreiben (Kerze, Rost, Backpulver)",
      },
    ],
    objectives: ["Die wichtigsten Begriffe erklären", "Beobachtungen mit dem Teilchenmodell deuten"],
    activities: [
      "Eine Beobachtung aus dem Alltag mit dem Teilchenmodell erklären",
      "Begriffe in eigenen Worten definieren",
      "Eine Skizze oder Tabelle erstellen",
    ],
  },
  biologie: {
    topics: [
      {
        keywords: ["zelle", "zellen", "organ", "gewebe"],
        objectives: ["Die Teile einer Zelle und ihre Aufgaben nennen", "Tier- und Pflanzenzelle vergleichen"],
        activity: "Eine Zelle zeichnen und beschriften",
      },
      {
        keywords: ["körper", "herz", "blut", "verdauung", "atmung", "nerven"],
        objectives: [
          "Den Ablauf im Körper Schritt für Schritt beschreiben",
          "Zusammenhänge zwischen Organen erklären",
        ],
        activity: "Den Weg (zum Beispiel der Nahrung) als Flussdiagramm zeichnen",
      },
      {
        keywords: ["ökosystem", "nahrungskette", "pflanze", "fotosynthese", "photosynthese", "tier"],
        objectives: [
          "Zusammenhänge in der Natur beschreiben",
          "Eine Nahrungskette oder einen Kreislauf erklären",
        ],
        activity: "Eine Nahrungskette aus dem Wald oder dem See aufzeichnen",
      },
    ],
    objectives: [
      "Die wichtigsten Fachbegriffe erklären",
      "Einen Vorgang in der richtigen Reihenfolge beschreiben",
    ],
    activities: [
      "Eine beschriftete Skizze erstellen",
      "Einen Vorgang Schritt für Schritt erzählen",
      "Ein Beispiel aus der Natur vor der Haustür suchen",
    ],
  },
  informatik: {
    topics: [
      {
        keywords: ["binär", "binar", "bit", "byte", "zahlensystem"],
        objectives: [
          "Zahlen vom Dezimal- ins Binärsystem umrechnen und zurück",
          "Erklären, warum Computer mit 0 und 1 rechnen",
        ],
        activity: "Mit fünf Fingern binär bis 31 zählen",
      },
      {
        keywords: ["schleife", "loop", "programm", "python", "scratch", "code", "variable"],
        objectives: [
          "Vorhersagen, was ein kurzes Programm ausgibt",
          "Eine Schleife selbst schreiben und testen",
        ],
        activity: "Ein Programm Zeile für Zeile im Kopf ausführen",
      },
      {
        keywords: ["algorithmus", "sortier", "suche", "ablauf"],
        objectives: [
          "Einen Algorithmus in eigenen Worten beschreiben",
          "Einen Ablauf in klare Schritte zerlegen",
        ],
        activity: "Einen Alltagsablauf (zum Beispiel Zähneputzen) als Algorithmus schreiben",
      },
    ],
    objectives: ["Das Konzept in eigenen Worten erklären", "Ein kleines Beispiel selbst durchspielen"],
    activities: [
      "Ein Beispiel Schritt für Schritt von Hand durchspielen",
      "Eine Vorhersage machen und dann prüfen",
      "Einen Fehler in einem kleinen Beispiel finden",
    ],
  },
};
