// The one-time learning-style quiz (docs/product.md §2.4 and §3.2): 17 questions in 3 segments, four
// options each. Written for pupils from Primarschule to Gymnasium: everyday situations, short
// sentences, no wrong answers. How answers become a profile: quiz-scoring.ts.
export const OPTION_KEYS = ["A", "B", "C", "D"] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];

export type QuizOption = { key: OptionKey; emoji: string; label: string };
export type QuizQuestion = {
  id: number;
  segment: 1 | 2 | 3;
  title: string;
  subtitle: string;
  options: [QuizOption, QuizOption, QuizOption, QuizOption];
};

export const QUIZ_SEGMENTS = {
  1: "Lernansätze",
  2: "Lernen & Kommunikation",
  3: "Organisation & Soziales",
} as const;

export const QUIZ_AUTO_ADVANCE_MS = 400;

const options = (...items: Array<[string, string]>) =>
  items.map(([emoji, label], i) => ({ key: OPTION_KEYS[i], emoji, label })) as QuizQuestion["options"];

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  // Segment 1: Lernansätze — how new things get in, and how you work on them.
  {
    id: 1,
    segment: 1,
    title: "Du lernst etwas ganz Neues. Wie verstehst du es am schnellsten?",
    subtitle: "Denk an ein Thema, das du vor kurzem neu gelernt hast.",
    options: options(
      ["🖼️", "Mit einem Bild, einer Skizze oder einem Video"],
      ["👂", "Wenn es mir jemand erklärt"],
      ["🛠️", "Wenn ich es selbst ausprobieren kann"],
      ["📖", "Wenn ich einen Text dazu lese"],
    ),
  },
  {
    id: 2,
    segment: 1,
    title: "Du musst dir für eine Prüfung Wörter oder Fakten merken. Was hilft dir am meisten?",
    subtitle: "Zum Beispiel Vokabeln oder die Hauptstädte Europas.",
    options: options(
      ["🎨", "Ich zeichne Skizzen oder eine Mindmap mit Farben"],
      ["🗣️", "Ich sage alles laut auf oder lasse mich abfragen"],
      ["🚶", "Ich bewege mich dabei oder sortiere Lernkärtchen"],
      ["✍️", "Ich schreibe alles ab oder fasse es zusammen"],
    ),
  },
  {
    id: 3,
    segment: 1,
    title: "Du bekommst eine neue Aufgabe, zum Beispiel ein Experiment. Wie fängst du an?",
    subtitle: "Es gibt keine falschen Antworten – wähle, was am ehesten passt.",
    options: options(
      ["📋", "Ich lese zuerst die ganze Anleitung genau durch"],
      ["👀", "Ich schaue mir zuerst ein Beispiel an"],
      ["🧪", "Ich probiere einfach aus und schaue, was passiert"],
      ["🙋", "Ich frage zuerst jemanden, wie es geht"],
    ),
  },
  {
    id: 4,
    segment: 1,
    title: "Wie lernst du ein neues Thema am liebsten kennen?",
    subtitle: "Zum Beispiel in Geografie oder Biologie.",
    options: options(
      ["🪜", "Schritt für Schritt, schön der Reihe nach"],
      ["🗺️", "Zuerst der Überblick, dann die Einzelheiten"],
      ["🧭", "Ich springe zu dem, was mich am meisten interessiert"],
      ["❓", "Mit einer spannenden Frage, die ich selbst herausfinde"],
    ),
  },
  {
    id: 5,
    segment: 1,
    title: "In der Klasse wird eine schwierige Frage gestellt. Was machst du?",
    subtitle: "Denk daran, wie es meistens bei dir ist.",
    options: options(
      ["⚡", "Ich antworte schnell, sobald mir etwas einfällt"],
      ["🤔", "Ich denke zuerst in Ruhe nach, bevor ich etwas sage"],
      ["📝", "Ich schreibe mir zuerst ein paar Gedanken auf"],
      ["👂", "Ich höre zuerst zu, was die anderen sagen"],
    ),
  },
  {
    id: 6,
    segment: 1,
    title: "Wie gehst du eine grosse Aufgabe an?",
    subtitle: "Zum Beispiel einen Vortrag oder ein langes Buch für die Schule.",
    options: options(
      ["🧩", "Ich teile sie in kleine Portionen auf"],
      ["🏃", "Ich lege los und arbeite, bis ich fertig bin"],
      ["🔍", "Ich arbeite sehr gründlich, auch wenn es länger dauert"],
      ["🎯", "Ich suche zuerst das Wichtigste heraus"],
    ),
  },
  // Segment 2: Lernen & Kommunikation — mistakes, feedback, motivation, explaining.
  {
    id: 7,
    segment: 2,
    title: "Du hast bei einer Aufgabe einen Fehler gemacht. Was denkst du?",
    subtitle: "Sei ehrlich – jede Antwort ist in Ordnung.",
    options: options(
      ["💡", "Gut, jetzt weiss ich, wie es nicht geht"],
      ["😬", "Das ist mir unangenehm, ich korrigiere es schnell"],
      ["😣", "Ich ärgere mich und habe weniger Lust weiterzumachen"],
      ["🔎", "Ich will genau verstehen, warum es falsch war"],
    ),
  },
  {
    id: 8,
    segment: 2,
    title: "Wann möchtest du wissen, ob deine Antwort richtig ist?",
    subtitle: "Zum Beispiel bei Rechnungen oder Übungen.",
    options: options(
      ["⏱️", "Sofort nach jeder Antwort"],
      ["✅", "Nach ein paar Aufgaben"],
      ["📬", "Erst am Schluss, wenn ich alles fertig habe"],
      ["🧠", "Ich will es zuerst selbst überprüfen"],
    ),
  },
  {
    id: 9,
    segment: 2,
    title: "Was gibt dir am meisten Lust zu lernen?",
    subtitle: "Wähle das, was dich am stärksten antreibt.",
    options: options(
      ["🌟", "Ein Thema, das mich wirklich interessiert"],
      ["🏆", "Gute Noten oder ein Lob"],
      ["🎯", "Ein Ziel, das ich mir selbst gesetzt habe"],
      ["🤝", "Wenn ich zusammen mit anderen lernen kann"],
    ),
  },
  {
    id: 10,
    segment: 2,
    title: "Wie erklärst du jemandem etwas, das du gut kannst?",
    subtitle: "Zum Beispiel einer Freundin oder deinem kleinen Bruder.",
    options: options(
      ["🗣️", "Ich erzähle es in eigenen Worten"],
      ["✏️", "Ich zeichne es auf"],
      ["🤲", "Ich zeige es vor und lasse es ausprobieren"],
      ["📄", "Ich schreibe es auf"],
    ),
  },
  {
    id: 11,
    segment: 2,
    title: "Im Unterricht verstehst du etwas nicht. Was tust du?",
    subtitle: "Denk an die letzte Situation, in der das passiert ist.",
    options: options(
      ["🙋", "Ich frage sofort nach"],
      ["📚", "Ich schlage es später selbst nach"],
      ["👫", "Ich frage nach der Stunde jemanden aus der Klasse"],
      ["🎬", "Ich suche ein Erklärvideo"],
    ),
  },
  {
    id: 12,
    segment: 2,
    title: "Wie soll dir dein Lernbegleiter Rückmeldungen geben?",
    subtitle: "Der Tutor in Lernfunke richtet sich danach.",
    options: options(
      ["💬", "Kurz und klar: was stimmt und was nicht"],
      ["🪄", "Mit Tipps, damit ich selbst auf die Lösung komme"],
      ["🎉", "Mit viel Ermutigung"],
      ["📊", "Mit einer Zusammenfassung am Ende"],
    ),
  },
  // Segment 3: Organisation & Soziales — where, when, with whom.
  {
    id: 13,
    segment: 3,
    title: "Wo lernst du am besten?",
    subtitle: "Zum Beispiel für eine Prüfung oder bei den Hausaufgaben.",
    options: options(
      ["🤫", "An einem ruhigen Ort ohne Ablenkung"],
      ["🎧", "Mit leiser Musik im Hintergrund"],
      ["🛋️", "Das ist mir egal, ich kann überall lernen"],
      ["🌳", "Mal hier, mal dort – Abwechslung hilft mir"],
    ),
  },
  {
    id: 14,
    segment: 3,
    title: "Wie planst du das Lernen für eine Prüfung?",
    subtitle: "Denk an die letzte grössere Prüfung.",
    options: options(
      ["🗓️", "Ich mache einen Plan und halte mich daran"],
      ["📝", "Ich schreibe eine Liste, was noch zu tun ist"],
      ["🌊", "Ich entscheide jeden Tag spontan, was ich lerne"],
      ["⏰", "Ich lerne meistens kurz vor der Prüfung"],
    ),
  },
  {
    id: 15,
    segment: 3,
    title: "Lernst du lieber allein oder mit anderen?",
    subtitle: "Zum Beispiel beim Üben für eine Prüfung.",
    options: options(
      ["🧍", "Allein, da kann ich mich am besten konzentrieren"],
      ["👯", "Zu zweit mit einer Freundin oder einem Freund"],
      ["👥", "In einer Gruppe, da kommen die besten Ideen"],
      ["🔄", "Zuerst allein, danach besprechen wir es zusammen"],
    ),
  },
  {
    id: 16,
    segment: 3,
    title: "Wie lange kannst du dich gut auf eine Aufgabe konzentrieren?",
    subtitle: "Wähle, was meistens stimmt.",
    options: options(
      ["🐢", "Lange am Stück, wenn es ruhig ist"],
      ["⏲️", "Am besten in kurzen Abschnitten mit Pausen"],
      ["🔔", "Ich werde schnell abgelenkt, wenn um mich herum etwas passiert"],
      ["🎢", "Das hängt davon ab, wie spannend das Thema ist"],
    ),
  },
  {
    id: 17,
    segment: 3,
    title: "Wie geht es dir, wenn du vor der Klasse etwas vortragen sollst?",
    subtitle: "Zum Beispiel ein Referat oder eine Antwort an der Wandtafel.",
    options: options(
      ["😎", "Gut, ich rede gern vor anderen"],
      ["🙂", "Gut, wenn ich mich vorher vorbereiten kann"],
      ["😶", "Lieber nicht, ich schreibe lieber etwas auf"],
      ["🤝", "Am liebsten zusammen mit jemandem"],
    ),
  },
];

/** True when the question after `index` starts a new segment: the quiz shows an intermission. */
export function startsNewSegmentAfter(index: number): boolean {
  const current = QUIZ_QUESTIONS[index];
  const next = QUIZ_QUESTIONS[index + 1];
  return Boolean(current && next && next.segment !== current.segment);
}
