import { describe, expect, it } from "vitest";
import { classifyPupilIntent, type PupilIntent } from "./pupil-intent.ts";

const TASK = "Was gibt 12 · 7?";
const TOPICS = ["bruch", "bruche", "gleichung", "prozent", "wortart", "zelle", "fotosynth"];

// [message, open task (or null), expected intent]
const CASES: readonly (readonly [string, string | null, PupilIntent])[] = [
  // Questions: explain
  ["Warum darf man bei Brüchen nicht einfach die Nenner addieren?", null, "question"],
  ["Was ist ein Nomen?", null, "question"],
  ["Was passiert eigentlich bei einer Verbrennung?", null, "question"],
  ["Was machen die Mitochondrien in einer Zelle?", null, "question"],
  ["Wie konjugiert man être?", null, "question"],
  ["Wieso fällt ein Apfel nach unten", null, "question"],
  ["Weshalb ist der Himmel blau?", null, "question"],
  ["Wie mache ich in Scratch eine Schleife?", null, "question"],
  ["Welche Wortart ist «schnell»?", null, "question"],
  ["Erklär mir bitte die Fotosynthese", null, "question"],
  ["Kannst du mir das erklären?", TASK, "question"],
  ["Was bedeutet Akkusativ?", null, "question"],
  ["Heisst es he go oder he goes?", null, "question"],
  ["Schreibt man 'Ich weiss, das du recht hast' mit das oder dass?", null, "question"],
  ["Warum ist das falsch?", TASK, "question"],
  ["Ich verstehe das nicht", TASK, "question"],
  // A topic between «verstehe» and «nicht» (issue 17: «ich verstehe Potenzen nicht»).
  ["Ich verstehe Potenzen nicht", null, "question"],
  ["i checks mit de brüch nöd", null, "question"],
  ["Wie meinst du das?", TASK, "question"],
  ["Was soll ich zum Vorstellungsgespräch anziehen?", null, "question"],
  // Swiss German questions
  ["Was isch e Bruch?", null, "question"],
  ["Wa isch de Unterschied zwüsche Atom und Molekül?", null, "question"],
  ["Werum muess me de Nenner gliich mache?", null, "question"],
  ["i checks nöd", TASK, "question"],
  ["I verstah das nöd", TASK, "question"],
  ["Chasch mer das erkläre?", TASK, "question"],
  ["Wie gaht das mit de Prozent?", null, "question"],
  // Answers to the open task: check
  ["84", TASK, "answer"],
  ["84?", TASK, "answer"],
  ["Ich glaube 84", TASK, "answer"],
  ["i dänk 86", TASK, "answer"],
  ["Das ist 84", TASK, "answer"],
  ["x = 5", "Löse: 2x + 3 = 13", "answer"],
  [
    "Die Zellwand und die Chloroplasten",
    "Welche Teile hat eine Pflanzenzelle, die eine Tierzelle nicht hat?",
    "answer",
  ],
  ["Nomen", "Welche Wortart ist «Haus»?", "answer"],
  ["ja", "Ist 7 eine Primzahl?", "answer"],
  ["nei", "Ist 9 eine Primzahl?", "answer"],
  ["the school", "Was heisst «die Schule» auf Englisch?", "answer"],
  ["vielleicht 3/4", "Was gibt 1/2 + 1/4?", "answer"],
  // A task and an answer in one message, and claims to be checked
  ["Was ist 12 mal 7? Ich denke 84", null, "answer"],
  ["Was isch 12 mal 7? I glaub 86", null, "answer"],
  ["Ist 'den Hund' in 'Ich sehe den Hund' Dativ? Ich glaube schon.", null, "answer"],
  ["Schall ist schneller als Licht, oder?", null, "answer"],
  ["Die Formel von Wasser ist H2O, stimmt das?", null, "answer"],
  ["Das Herz pumpt das Blut durch den Körper, richtig?", null, "answer"],
  ["Die Mehrzahl von Buch ist Buchs, oder?", null, "answer"],
  ["Katze heisst auf Französisch chien, gäll?", null, "answer"],
  ["Ein Atom ist grösser als ein Molekül, oder nöd?", null, "answer"],
  ["Ist 'je suis' eine Form von être? Ich glaube ja.", null, "answer"],
  // Requests for the solution (or stuck): coach, never hand over the result
  ["Sag mir einfach die Lösung", TASK, "solution-request"],
  ["Gib mir die Antwort", TASK, "solution-request"],
  ["Was ist die Lösung?", TASK, "solution-request"],
  ["Chasch mer hälfe?", TASK, "solution-request"],
  ["chasch mer bitte hälfe", null, "solution-request"],
  ["Sag mer d Lösig", TASK, "solution-request"],
  ["Ich weiss es nicht", TASK, "solution-request"],
  ["I weiss es nöd", TASK, "solution-request"],
  ["Kei Ahnig", TASK, "solution-request"],
  ["Hilfe!", TASK, "solution-request"],
  ["Ich komme nicht weiter", TASK, "solution-request"],
  ["I chume nöd druus", TASK, "solution-request"],
  ["Rechne es mir vor", TASK, "solution-request"],
  // Small talk and off-topic: steer back kindly
  ["Hallo", null, "small-talk"],
  ["Hoi zäme", null, "small-talk"],
  ["Danke!", TASK, "small-talk"],
  ["Merci vielmal", TASK, "small-talk"],
  ["Wie gahts dir?", null, "small-talk"],
  ["Mir isch langwiilig", TASK, "small-talk"],
  ["Spielst du auch Fortnite", null, "small-talk"],
  ["Was ist dein Lieblingsessen", null, "small-talk"],
  ["Was machsch am Wochenende?", null, "small-talk"],
  ["Hesch du Ferie?", null, "small-talk"],
  ["lol", TASK, "small-talk"],
  ["", null, "small-talk"],
  ["Ich habe heute einen Hund gesehen", null, "small-talk"],
  // New topic: start it
  ["Ich möchte Brüche üben", TASK, "new-topic"],
  ["Können wir Gleichungen machen?", TASK, "new-topic"],
  ["I wett Prozent üebe", null, "new-topic"],
  ["Chömer Wortarte mache?", TASK, "new-topic"],
  ["Lass uns was anderes machen", TASK, "new-topic"],
  ["Ein anderes Thema bitte", TASK, "new-topic"],
  ["Brüche", null, "new-topic"],
  ["Fotosynthese", null, "new-topic"],
];

describe("classifyPupilIntent", () => {
  it("has a labelled example for every intent, at least 60 in all", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
    const intents = new Set(CASES.map(([, , intent]) => intent));
    expect([...intents].sort()).toEqual([
      "answer",
      "new-topic",
      "question",
      "small-talk",
      "solution-request",
    ]);
  });

  it.each(CASES)("%j (open task: %j) → %s", (message, openTask, expected) => {
    expect(classifyPupilIntent(message, { openTask, topicKeywords: TOPICS })).toBe(expected);
  });

  it("reads a short numeric question as an answer only when a task is open", () => {
    expect(classifyPupilIntent("84?", { openTask: TASK })).toBe("answer");
    expect(classifyPupilIntent("84?", { openTask: null })).toBe("question");
  });

  it("reads a bare topic word as a new topic only when no task is open", () => {
    expect(classifyPupilIntent("Brüche", { openTask: null, topicKeywords: TOPICS })).toBe("new-topic");
    expect(
      classifyPupilIntent("Brüche", { openTask: "Welche Wortart ist «Brüche»?", topicKeywords: TOPICS }),
    ).toBe("answer");
  });
});
