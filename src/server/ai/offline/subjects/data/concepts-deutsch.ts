import type { Concept } from "./concept-types.ts";

export const CONCEPTS_DEUTSCH: readonly [Concept, ...Concept[]] = [
  {
    label: "Wortarten",
    keywords: ["wortart", "nomen", "verb", "adjektiv", "namenwort", "tuwort", "wiewort"],
    questions: [
      {
        question: "Was ist ein Nomen – und woran erkennst du es im Satz?",
        ideas: [
          {
            label: "was es bezeichnet",
            keywords: [
              "person",
              "ding",
              "tier",
              "pflanze",
              "sache",
              "gegenstand",
              "lebewesen",
              "gefuhl",
              "name",
              "begriff",
              "gedank",
            ],
            hint: "Was bezeichnet ein Nomen? Denk an Menschen, Tiere und Dinge.",
          },
          {
            label: "das Erkennungszeichen",
            keywords: ["gross", "artikel", "begleiter", "der die das", "der, die", "ein "],
            hint: "Wie schreibst du ein Nomen – und welches kleine Wort steht oft davor?",
          },
        ],
        explanation:
          "Ein Nomen bezeichnet Lebewesen, Dinge oder Gedanken (z. B. Hund, Tisch, Freude). Du schreibst es gross, und oft steht ein Artikel davor: der, die, das.",
      },
      {
        question: "Was ist ein Verb? Nenne auch ein Beispiel.",
        ideas: [
          {
            label: "die Bedeutung",
            keywords: [
              "tun",
              "tatigkeit",
              "handlung",
              "machen",
              "passiert",
              "geschieht",
              "zustand",
              "vorgang",
              "was man macht",
            ],
            hint: "Was sagt ein Verb aus – was jemand ...?",
          },
          {
            label: "die Veränderung",
            keywords: [
              "konjug",
              "person",
              "zeitform",
              "gebeugt",
              "verander",
              "ich ",
              "du ",
              "personalform",
              "beugen",
            ],
            hint: "Ein Verb verändert seine Form: ich gehe, du gehst … Wie nennt man das?",
          },
        ],
        explanation:
          "Ein Verb sagt, was jemand tut oder was geschieht (laufen, lesen, regnen). Es wird konjugiert: ich lese, du liest, sie las.",
      },
      {
        question: "Wozu brauchst du Adjektive?",
        ideas: [
          {
            label: "beschreiben",
            keywords: ["beschreib", "eigenschaft", "wie etwas", "wie jemand", "aussehen", "genauer"],
            hint: "Adjektive heissen auch «Wie-Wörter». Was machen sie mit Nomen?",
          },
        ],
        explanation:
          "Adjektive beschreiben, wie etwas oder jemand ist (gross, rot, freundlich). Man kann sie oft steigern: schnell, schneller, am schnellsten.",
      },
    ],
  },
  {
    label: "Satzglieder",
    keywords: ["satzglied", "subjekt", "pradikat", "objekt", "umstellprobe"],
    questions: [
      {
        question: "Wie findest du heraus, welche Wörter in einem Satz zusammen ein Satzglied bilden?",
        ideas: [
          {
            label: "die Umstellprobe",
            keywords: ["umstell", "verschieb", "umstellen", "andere reihenfolge", "zusammen bleiben"],
            hint: "Versuch, den Satz anders zu ordnen: Welche Wörter bleiben immer zusammen?",
          },
        ],
        explanation:
          "Mit der Umstellprobe: Du stellst den Satz um. Wörter, die immer zusammen verschoben werden, bilden ein Satzglied.",
      },
      {
        question:
          "Was ist das Subjekt im Satz «Der kleine Hund bellt laut»? Und mit welcher Frage findest du es?",
        ideas: [
          { label: "das Subjekt", keywords: ["der kleine hund", "hund"], hint: "Wer bellt im Satz?" },
          {
            label: "die Frage",
            keywords: ["wer ", "was ", "wer oder was"],
            hint: "Mit welchem Fragewort fragst du nach dem Subjekt?",
          },
        ],
        explanation: "Du fragst: «Wer oder was bellt?» – «Der kleine Hund». Das ist das Subjekt.",
      },
    ],
  },
  {
    label: "Kommaregeln",
    keywords: ["komma", "zeichensetzung", "satzzeichen"],
    questions: [
      {
        question: "Braucht der Satz «Ich komme mit wenn ich Zeit habe» ein Komma? Wo – und warum?",
        ideas: [
          {
            label: "die Stelle",
            keywords: ["vor wenn", "vor dem wenn", "mit, wenn", "nach mit", "wenn"],
            hint: "Wo beginnt ein neuer Teilsatz?",
          },
          {
            label: "der Grund",
            keywords: ["nebensatz", "teilsatz", "gliedsatz", "hauptsatz"],
            hint: "«wenn ich Zeit habe» ist ein eigener Teilsatz. Wie nennt man ihn?",
          },
        ],
        explanation:
          "Ja: «Ich komme mit, wenn ich Zeit habe.» Der Nebensatz mit «wenn» wird durch ein Komma vom Hauptsatz getrennt.",
      },
      {
        question: "Wann setzt du bei einer Aufzählung ein Komma – und wann nicht?",
        ideas: [
          {
            label: "zwischen Gliedern",
            keywords: ["zwischen", "aufzahl", "trenn", "einzeln"],
            hint: "Was trennt das Komma bei «Äpfel, Birnen, Bananen»?",
          },
          {
            label: "nicht vor «und»",
            keywords: ["und", "oder", "nicht vor"],
            hint: "Welches kleine Wort ersetzt vor dem letzten Glied das Komma?",
          },
        ],
        explanation:
          "Zwischen den Gliedern einer Aufzählung steht ein Komma – aber nicht vor «und» oder «oder»: «Äpfel, Birnen und Bananen».",
      },
    ],
  },
];
