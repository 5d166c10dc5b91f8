import type { Concept } from "./concept-types.ts";

export const CONCEPTS_CHEMIE: readonly [Concept, ...Concept[]] = [
  {
    label: "Aggregatzustände",
    keywords: ["aggregat", "fest", "flussig", "gas", "schmelz", "verdampf", "zustand"],
    questions: [
      {
        question: "Welche drei Aggregatzustände kennst du? Nenne zu einem ein Beispiel.",
        ideas: [
          { label: "fest", keywords: ["fest", "eis"], hint: "In welchem Zustand ist Eis?" },
          { label: "flüssig", keywords: ["flussig", "wasser"], hint: "Wie ist Wasser aus dem Hahn?" },
          { label: "gasförmig", keywords: ["gas", "dampf"], hint: "Was wird aus Wasser, wenn es kocht?" },
        ],
        explanation:
          "Fest (Eis), flüssig (Wasser) und gasförmig (Wasserdampf). Beim Erwärmen: schmelzen, dann verdampfen.",
      },
      {
        question: "Was passiert mit den Teilchen, wenn Eis schmilzt?",
        ideas: [
          {
            label: "Bewegung",
            keywords: ["beweg", "schneller", "energie", "warm", "losen", "abstand", "frei"],
            hint: "Wärme gibt den Teilchen Energie. Was machen sie dann?",
          },
        ],
        explanation:
          "Die Teilchen bekommen durch Wärme mehr Energie, bewegen sich stärker und lösen sich aus ihrem festen Platz.",
      },
    ],
  },
  {
    label: "Atome und Moleküle",
    keywords: ["atom", "molekul", "teilchen", "element"],
    questions: [
      {
        question: "Was ist der Unterschied zwischen einem Atom und einem Molekül?",
        ideas: [
          {
            label: "Atom als Baustein",
            keywords: ["baustein", "kleinst", "einzeln", "grundbaustein"],
            hint: "Was ist ein Atom – gross oder ganz klein?",
          },
          {
            label: "Molekül als Verbindung",
            keywords: ["verbund", "verbindung", "mehrere", "zusammen", "gebunden"],
            hint: "Ein Molekül besteht aus … ?",
          },
        ],
        explanation:
          "Atome sind die kleinsten Bausteine der Stoffe. Ein Molekül besteht aus mehreren Atomen, die miteinander verbunden sind, z. B. H₂O aus zwei H-Atomen und einem O-Atom.",
      },
    ],
  },
  {
    label: "Säuren und Basen",
    keywords: ["sauer", "basisch", "saure", "base", "ph", "lauge", "neutral"],
    questions: [
      {
        question: "Was sagt dir der pH-Wert? Ab wann ist etwas sauer, neutral oder basisch?",
        ideas: [
          {
            label: "sauer unter 7",
            keywords: ["unter 7", "kleiner als 7", "weniger als 7", "0 bis 6", "sauer"],
            hint: "Welche Zahl ist beim pH-Wert neutral?",
          },
          {
            label: "neutral bei 7",
            keywords: ["7", "sieben"],
            hint: "Reines Wasser hat einen pH-Wert von …?",
          },
          {
            label: "basisch über 7",
            keywords: ["uber 7", "grosser als 7", "mehr als 7", "8 bis 14", "basisch"],
            hint: "Und was ist über dem neutralen Wert?",
          },
        ],
        explanation:
          "pH unter 7 ist sauer (Zitronensaft), genau 7 ist neutral (reines Wasser), über 7 ist basisch (Seifenlauge).",
      },
    ],
  },
];

export const CONCEPTS_BIOLOGIE: readonly [Concept, ...Concept[]] = [
  {
    label: "Zelle",
    keywords: ["zelle", "zellkern", "membran", "chloroplast"],
    questions: [
      {
        question: "Welche Teile hat eine Pflanzenzelle, die eine Tierzelle nicht hat?",
        ideas: [
          {
            label: "Zellwand",
            keywords: ["zellwand", "wand"],
            hint: "Was gibt der Pflanzenzelle ihre feste Form?",
          },
          {
            label: "Chloroplasten",
            keywords: ["chloroplast", "blattgrun", "grun"],
            hint: "Was macht Pflanzen grün?",
          },
        ],
        explanation:
          "Pflanzenzellen haben zusätzlich eine Zellwand, Chloroplasten (für die Fotosynthese) und meist eine grosse Vakuole.",
      },
      {
        question: "Wozu dient der Zellkern?",
        ideas: [
          {
            label: "Steuerung und Erbinformation",
            keywords: ["steuer", "erbinformation", "dna", "erbgut", "gene", "befehl", "zentrale", "informat"],
            hint: "Was ist im Zellkern gespeichert?",
          },
        ],
        explanation: "Der Zellkern enthält die Erbinformation (DNA) und steuert die Vorgänge in der Zelle.",
      },
    ],
  },
  {
    label: "Fotosynthese",
    keywords: ["fotosynthese", "photosynthese", "licht", "blatt", "sauerstoff"],
    questions: [
      {
        question: "Was braucht eine Pflanze für die Fotosynthese – und was entsteht dabei?",
        ideas: [
          { label: "Licht", keywords: ["licht", "sonne"], hint: "Woher kommt die Energie?" },
          {
            label: "Wasser und Kohlenstoffdioxid",
            keywords: ["wasser", "kohlenstoffdioxid", "kohlendioxid", "co2"],
            hint: "Was nimmt die Pflanze aus der Luft und aus dem Boden auf?",
          },
          {
            label: "Zucker und Sauerstoff",
            keywords: ["zucker", "glucose", "traubenzucker", "sauerstoff", "o2"],
            hint: "Was entsteht – und was atmen wir ein?",
          },
        ],
        explanation:
          "Mit Licht baut die Pflanze aus Wasser und Kohlenstoffdioxid Traubenzucker auf. Dabei entsteht Sauerstoff.",
      },
    ],
  },
  {
    label: "Nahrungskette",
    keywords: ["nahrungskette", "nahrungsnetz", "produzent", "konsument", "fressen"],
    questions: [
      {
        question: "Wie ist eine Nahrungskette aufgebaut? Nenne ein Beispiel mit drei Gliedern.",
        ideas: [
          {
            label: "Pflanze am Anfang",
            keywords: ["pflanze", "gras", "produzent", "blatt", "getreide", "alge"],
            hint: "Womit beginnt jede Nahrungskette?",
          },
          {
            label: "Fressbeziehung",
            keywords: ["frisst", "fressen", "gefressen", "konsument", "jager", "beute"],
            hint: "Wie hängen die Glieder zusammen – wer macht was mit wem?",
          },
        ],
        explanation:
          "Am Anfang steht eine Pflanze (Produzent), dann folgen Tiere, die fressen und gefressen werden (Konsumenten): Gras → Heuschrecke → Frosch.",
      },
    ],
  },
];
