import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import { GERMAN_NOUNS, STRONG_VERBS } from "./data/german-tables.ts";
import { checkGermanClaim } from "./german-grammar.ts";
import { analyseCase } from "./german-lexicon.ts";

const reply = (text: string) => talk("deutsch", [text])[0] ?? "";

describe("Deutsch: grammar claims judged from the tables (german-grammar.ts)", () => {
  it.each([
    "Die Mehrzahl von Maus ist Mäuse, stimmt's?",
    "Der Plural von Kind ist Kinder, richtig?",
    "Das Präteritum von singen ist sang, oder?",
    "Präteritum von spielen ist spielte, richtig?",
    "In 'Ich gebe dem Hund einen Knochen' ist 'dem Hund' Dativ, richtig?",
    "In 'Ich helfe der Frau' ist 'der Frau' Dativ, oder?",
    "Nach 'wegen' kommt der Genitiv, oder?",
    "'schön' ist ein Adjektiv, oder?",
    "Das Subjekt in 'Der Hund bellt laut' ist 'der Hund', oder?",
    "'Ich hoffe, dass es morgen schneit' schreibt man mit dass, oder?",
    "Ist in 'Ich finde, das Buch ist gut' das richtig?",
    "Also ist 'im Garten' in 'Im Garten spielt Tim' ein Satzglied?",
    "Ist 'gegessen' das Partizip von essen?",
    "In 'Ich gebe dem Hund einen Knochen' ist 'einen Knochen' das Akkusativobjekt, oder?",
    "Das Prädikat in 'Tim spielt Fussball' ist 'spielt', oder?",
    "gehen, ging, gegangen – stimmt das?",
    "Ist 'mit dem Hund' richtig?",
    "Isch d Mehrzahl vo Hund Hunde?",
  ])("confirms the right claim %j", (text) => {
    expect(praiseIn(reply(text)).length).toBeGreaterThan(0);
  });

  it.each([
    ["Die Mehrzahl von Buch ist Buchs, oder?", "Bücher"],
    ["Ist die Mehrzahl von Haus Hauses?", "Häuser"],
    ["Das Präteritum von 'gehen' ist 'gehte', oder?", "ging"],
    ["Das Partizip von schwimmen ist geschwimmt, oder?", "geschwommen"],
    ["Präteritum von denken ist denkte oder?", "dachte"],
    ["Ist 'den Hund' in 'Ich sehe den Hund' Dativ? Ich glaube schon.", "Dativ ist"],
    ["Nach 'mit' kommt der Akkusativ, also 'mit den Freund', oder?", "dem Freund"],
    ["Nach 'für' kommt der Dativ, stimmt das?", "für dem"],
    ["'laufen' ist ein Nomen, oder?", "Richtig"],
    ["'Hund' schreibt man klein, oder?", "Richtig"],
    ["Was ist in 'Den Ball wirft Tim' das Subjekt? Ich glaube 'den Ball'.", "Richtig"],
    ["In 'Das Buch, dass ich lese, ist spannend' ist dass richtig geschrieben, oder?", "Richtig"],
    ["'Das Auto, dass dort steht, ist rot' – ist das richtig?", "Richtig"],
    ["Schreibt man 'Er sagt, das er müde ist' mit das?", "Richtig"],
    ["Was ist in 'Der Hund frisst den Knochen' das Objekt? Ich denke 'der Hund'.", "Richtig"],
    ["Was ist das Prädikat in 'Tim spielt Fussball'? Ich glaube 'Tim'.", "spielt"],
    ["singen - singte - gesungen, oder?", "sang"],
    ["Ist 'wegen dem Regen' richtig?", "des Regens"],
    ["Ist 'Ich hoffe das du kommst' richtig?", "Richtig"],
  ])("rejects the wrong claim %j without praise and without naming %j", (text, withheld) => {
    const answer = reply(text);
    expect(praiseIn(answer)).toEqual([]);
    expect(answer).not.toContain(withheld);
  });

  it.each([
    "Die Mehrzahl von Computer ist Computers, oder?",
    "Das Präteritum von googeln ist googelte, oder?",
    "Ist 'die Katze' in 'Die Katze jagt die Maus' Akkusativ?",
  ])("says honestly that it cannot check %j, and asks how the pupil got there", (text) => {
    const answer = reply(text);
    expect(praiseIn(answer)).toEqual([]);
    expect(answer).toMatch(/nicht sicher|Wie bist du/);
  });

  it("checks the pupil's next answer to a form question, without naming it first", () => {
    const [ask, wrong, right] = talk("deutsch", ["Was ist die Mehrzahl von Apfel?", "Apfels", "Äpfel"]);
    expect(ask).not.toContain("Äpfel");
    expect(praiseIn(wrong ?? "")).toEqual([]);
    expect(right).toContain("Richtig");
  });

  it("finds the case from the article, the noun's gender and the preposition", () => {
    expect([...(analyseCase(["den", "Hund"], ["Ich", "sehe", "den", "Hund"])?.cases ?? [])]).toEqual([
      "Akkusativ",
    ]);
    expect([...(analyseCase(["mit", "dem", "Ball"], [])?.cases ?? [])]).toEqual(["Dativ"]);
    expect([...(analyseCase(["des", "Vaters"], [])?.cases ?? [])]).toEqual(["Genitiv"]);
    expect(analyseCase(["die", "Katze"], [])?.cases.size).toBe(2);
  });

  it.each([
    ["chasch mer hälfe bi de Satzglieder?", "Umstellprobe"],
    ["Kannst du mir bei den Fällen helfen?", "Wem?"],
    ["i checks nöd mit em Dativ", "Wen oder was?"],
  ])("explains the topic a pupil asks help with: %j", (text, explained) => {
    const answer = reply(text);
    expect(answer).toContain(explained);
    expect(answer).toContain("Probier es gleich aus");
  });

  it("does not read a list of verbs as principal parts", () => {
    expect(checkGermanClaim("spielen, lernen, lesen – das sind Verben, oder?")?.text ?? "").not.toContain(
      "Präteritum",
    );
  });

  it("coaches a text instead of writing it", () => {
    const answer = reply("Schreib mir bitte meinen Aufsatz über die Sommerferien.");
    expect(answer).toContain("Stichwörtern");
    expect(answer).toContain("Ferien");
  });

  it("keeps the tables in Swiss spelling and leaves other messages to the practice", () => {
    const all = JSON.stringify([GERMAN_NOUNS, STRONG_VERBS]);
    expect(all).not.toMatch(/ß/);
    expect(checkGermanClaim("Hallo, wie geht es dir?")).toBeUndefined();
    expect(checkGermanClaim("Wortarten")).toBeUndefined();
  });
});
