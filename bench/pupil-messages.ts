/** What the benches' pupils type to the tutor, in turn (bench/voice.ts, bench/capacity-load.ts). */
export const PUPIL_MESSAGES = [
  "Wie rechne ich drei Viertel plus ein Achtel?",
  "Ich verstehe nicht, wie man Brüche gleichnamig macht.",
  "Ist das Ergebnis sieben Achtel?",
  "Kannst du mir das mit einem Beispiel erklären?",
  "Was ist der kleinste gemeinsame Nenner von vier und sechs?",
];
