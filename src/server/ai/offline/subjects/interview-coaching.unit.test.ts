import { describe, expect, it } from "vitest";
import { praiseIn } from "../../../../../scripts/tutor-eval/rubric.ts";
import { talk } from "../test-conversation.ts";
import { companyFromText, exampleQuote, findInterviewTopic, PITFALLS } from "./interview-coaching.ts";

const say = (...inputs: string[]) => talk("bewerbungsgespraech", inputs).at(-1) ?? "";

// Issue 17: the interview practice reads the answer, answers the pupil's questions about
// applying, and never invents facts about a real company.
describe("Bewerbungsgespräch: coaching", () => {
  it("writes no praise word into any pitfall's coaching", () => {
    for (const p of PITFALLS) expect(praiseIn(p.coaching), p.id).toEqual([]);
  });

  it.each([
    ["Ich sage einfach, dass ich keine Schwächen habe.", "Schwäche"],
    ["Meine Schwäche? Ich bin halt zu ehrlich.", "Floskel"],
    ["Ich will Maurer werden, weil es einfach cool ist.", "konkreten Grund"],
    ["Meine alte Lehrerin war so unfair, das erzähle ich dann.", "nie schlecht"],
    ["Ich mache die Lehre wegen dem Lohn.", "Geld"],
    ["Ich lasse mein Handy auf dem Tisch liegen, oder?", "Tasche"],
    ["Wenn ich ein bisschen zu spät bin, ist das egal, oder?", "Bescheid"],
    ["Ich behalte meine Cap an, das ist mein Style.", "Mütze"],
    // Round 2: wrong claims, and habits said with a negation, put off or judged badly.
    ["Im Gespräch Kaugummi kauen geht schon, oder?", "Kaugummi"],
    ["Bei den Noten darf man im Gespräch ein wenig schwindeln, oder nicht?", "Wahrheit"],
    ["Man muss sich vor dem Gespräch nicht über den Betrieb informieren, stimmt das?", "kein Urteil"],
    ["Pünktlich sein ist beim Gespräch unnötig, oder?", "Pünktlichkeit"],
    ["Beim Gespräch muss man sich nicht bedanken, stimmt das?", "kein Urteil"],
    ["Ich finde, Blickkontakt ist unhöflich. Stimmt das?", "kein Urteil"],
    ["Man sollte erst nach dem Gespräch die Webseite vom Betrieb anschauen, oder?", "kein Urteil"],
  ])("coaches «%s» without praise", (input, expected) => {
    const reply = say(input);
    expect(reply).toContain(expected);
    expect(praiseIn(reply)).toEqual([]);
  });

  it("names the good habits of a reported answer when praising it", () => {
    const reply = say("Ich bin zehn Minuten früher da und stelle mich mit meinem Namen vor. Ist das gut?");
    expect(praiseIn(reply).length).toBeGreaterThan(0);
    expect(reply).toContain("pünktlich");
    expect(reply).toContain("Namen");
  });

  it("recognises a concrete example and quotes it back, inside the mock interview too", () => {
    const answer =
      "Letzten Winter habe ich im Fussballclub die Junioren trainiert und dabei gelernt, geduldig zu sein.";
    expect(exampleQuote(answer)).toContain("Junioren");
    const reply = say("Ich möchte Fachmann Betreuung werden", answer);
    expect(reply).toContain("Gute Antwort");
    expect(reply).toContain("Junioren");
    expect(reply).not.toContain("Ein konkretes Beispiel macht deine Antwort stärker");
  });

  it.each([
    ["Was soll ich anziehen?", "gepflegt"],
    ["Was muss ich mitnehmen?", "Lebenslauf"],
    ["Wie begrüsse ich die Leute im Betrieb?", "Hand"],
    ["Was frage ich am Schluss?", "Berufsschule"],
    ["Wie lange dauert eine Schnupperlehre?", "Tage"],
    ["Was isch en Multicheck?", "Eignungstest"],
    ["Ich bin mega nervös vor dem Gespräch, was kann ich tun?", "atmen"],
    ["Wie schreibe ich eine Bewerbung per E-Mail?", "Bewerbungsbrief"],
  ])("answers «%s»", (input, expected) => {
    expect(say(input)).toContain(expected);
  });

  it("says honestly that it knows nothing sure about a named company, and never names another", () => {
    expect(companyFromText("Ich bewerbe mich bei der Holzbau Meier AG in Thun als Zimmermann.")).toBe(
      "Holzbau Meier AG",
    );
    expect(companyFromText("Was soll ich bei der Begrüssung sagen?")).toBeNull();
    const reply = say(
      "Ich habe ein Gespräch bei der Schreinerei Huber GmbH. Was muss ich über die Firma wissen?",
    );
    expect(reply).toContain("Schreinerei Huber GmbH");
    expect(reply).toContain("keine gesicherten Angaben");
    for (const other of ["Swisscom", "Migros", "Coop", "SBB"]) expect(reply).not.toContain(other);
  });

  it("explains a topic, asks a checking question and checks the answer", () => {
    const [explained, checked] = talk("bewerbungsgespraech", [
      "Kannst du mir Pünktlichkeit erklären?",
      "Ich rufe sofort im Betrieb an.",
    ]);
    expect(explained).toContain("Kurze Frage an dich:");
    expect(checked).toMatch(/^Richtig/);
    const [, missed] = talk("bewerbungsgespraech", ["Kannst du mir Pünktlichkeit erklären?", "Ich renne."]);
    expect(praiseIn(missed ?? "")).toEqual([]);
  });

  it("finds the topic of a question in other words", () => {
    expect(findInterviewTopic("Wie soll ich mich hinsetzen?")?.label).toBe("Körpersprache");
    expect(findInterviewTopic("Sollte ich sie duzen oder siezen?")?.label).toBe("Begrüssung und Auftreten");
    expect(findInterviewTopic("Was ist wenn ich eine Absage bekomme?")?.label).toBe("Absage verarbeiten");
  });
});

// Other pupils' phrasings of the same situations (not the scripted eval sentences).
describe("Bewerbungsgespräch: other phrasings", () => {
  it.each([
    ["Wenn der Chef fragt, was meine Schwächen sind, sag ich: Ich habe keine.", "wrong", "Schwäche"],
    ["Ich sage im Gespräch: Meine Schwäche ist, dass ich zu perfektionistisch bin.", "wrong", "Floskel"],
    ["Ich komme einfach ein bisschen später, das merkt niemand.", "wrong", "Pünktlich"],
    ["Ich schreibe während dem Gespräch Nachrichten auf dem Handy, das ist ja normal.", "wrong", "Handy"],
    ["Ich antworte einfach mit Ja oder Nein, dann mache ich keine Fehler.", "wrong", "Sätzen"],
    ["Ich duze den Chef einfach, das ist lockerer.", "wrong", "«Sie»"],
    ["Ich sitze mit verschränkten Armen da und schaue auf den Boden.", "wrong", "aufrecht"],
    ["Ich gebe allen die Hand und sage Grüezi mit meinem Namen. Stimmt das so?", "right", "Hand"],
    ["Ich ziehe eine saubere Jeans und ein Hemd an. Ist das ok?", "right", "Kleidung"],
    ["Wenn ich zu spät komme, rufe ich sofort an und entschuldige mich. Richtig?", "right", "meldest"],
    [
      "Als Schwäche nenne ich: Ich bin schüchtern, aber ich versuche, im Unterricht öfter etwas zu sagen. Ist das gut?",
      "right",
      "Schwäche",
    ],
    [
      "Letzte Woche habe ich in der Bäckerei meines Onkels Brot verkauft und gemerkt, dass ich gern mit Leuten rede.",
      "right",
      "Bäckerei",
    ],
  ] as const)("judges «%s» as %s", (input, verdict, expected) => {
    const reply = say(input);
    expect(reply).toContain(expected);
    if (verdict === "wrong") expect(praiseIn(reply)).toEqual([]);
    else expect(praiseIn(reply).length).toBeGreaterThan(0);
  });

  it.each([
    ["Darf ich im Gespräch fragen, wie viel Lohn ich als Lernender bekomme?", "Lohn"],
    ["Was sage ich, wenn sie fragen, wo ich in fünf Jahren bin?", "Lehre"],
    ["Wie lange dauert ein Vorstellungsgespräch?", "Stunde"],
    ["Wie finde ich eine Lehrstelle?", "LENA"],
    ["söll i em Chef d Hand geh?", "Hand"],
    ["i bi mega nervös", "atmen"],
    ["Was kann ich den Betrieb am Ende fragen?", "Berufsschule"],
    ["Kannst du mir einen Bewerbungsbrief schreiben?", "eigenen Worten"],
    ["Was macht die Firma Bühler in Uzwil? Ich habe dort ein Gespräch als Polymechaniker.", "Bühler"],
  ])("answers «%s»", (input, expected) => {
    expect(say(input)).toContain(expected);
  });

  it("takes «Danke» between two questions for no answer, and explains a question it is asked about", () => {
    expect(say("Koch", "Danke")).toMatch(/^Gern geschehen! Hier nochmals die Frage:[\s\S]*Frage 1 von 6/);
    expect(say("Koch", "Was meinen Sie damit?")).toContain("So ist die Frage gemeint");
  });

  it("starts the practice with a profession named in other words, and stays on the question asked", () => {
    expect(say("Lass uns ein Interview für die Lehre als Gärtnerin machen.")).toContain(
      "Lehrstelle als Gärtnerin",
    );
    expect(say("Darf ich im Gespräch fragen, wie viel Lohn ich als Lernender bekomme?")).not.toContain(
      "Lehrstelle als",
    );
  });

  // Round 2 (docs/decisions/047-interview-coaching.md): claims and questions about the interview
  // start their topic instead of the practice, and a habit said with a negation is never praised.
  it.each([
    ["Stimmt es, dass man sich vorher über die Firma schlau machen soll?", "informierst"],
    ["Mein Bruder sagt, im Gespräch soll man immer ehrlich sein. Hat er recht?", "ehrlich"],
    ["I schaue mis Dossier vor em Gspröch nomal aa, isch das guet?", "Unterlagen"],
  ])("confirms the right claim «%s»", (input, expected) => {
    const reply = say(input);
    expect(reply).toContain(expected);
    expect(praiseIn(reply).length).toBeGreaterThan(0);
  });

  it("lets a topic word win over a question frame", () => {
    expect(findInterviewTopic("Wie lange dauert die Schnupperlehre?")?.label).toBe("Schnupperlehre");
    expect(findInterviewTopic("Wie lange dauert so ein Vorstellungsgespräch?")?.label).toBe(
      "Ablauf des Gesprächs",
    );
  });

  it.each([
    "Sag mir einfach, was ich auf die Frage nach meinen Stärken antworten soll.",
    "Ich brauche eine Musterantwort für die Frage nach meiner Motivation.",
    "Gib mir einen fertigen Satz für den Schluss.",
    "Kannst du mir sagen, was ich auf die Frage nach meinem Hobby genau sagen soll?",
    "chasch mer säge, was i uf d Frag nach mine Stärke söll antworte?",
    "Ich will eine Vorlage zum Abschreiben für mein Motivationsschreiben.",
  ])("coaches the request for a ready-made answer «%s»", (input) => {
    const reply = say(input);
    expect(reply).toContain("eigenen Worten");
    expect(praiseIn(reply)).toEqual([]);
  });

  it("confirms a good interview answer with a reason and coaches a weak one", () => {
    const good = say(
      "Koch",
      "Ich bin Tim, vierzehn Jahre alt, und spiele im Verein Fussball. Letzten Sommer habe ich im Restaurant meines Onkels ausgeholfen.",
    );
    expect(good).toContain("Gute Antwort, weil");
    const weak = say("Koch", "Ich bin Tim.");
    expect(praiseIn(weak.split("**Frage")[0] ?? "")).toEqual([]);
  });

  it("takes hearsay for a claim, not for a told experience", () => {
    const reply = say("Ich habe gehört, dass man im Gespräch ruhig die Arme verschränken kann. Stimmt das?");
    expect(reply).toContain("abweisend");
    expect(praiseIn(reply)).toEqual([]);
  });

  it("asks the one question a pupil asks for, then reviews the answer to it", () => {
    const replies = talk("bewerbungsgespraech", [
      "Hallo",
      "Frag mich bitte, warum ich Gärtnerin werden will.",
      "Weil ich seit drei Jahren im Garten meiner Grossmutter Gemüse anbaue und in der Schnupperlehre Hecken geschnitten habe.",
    ]);
    expect(replies[1]).toContain("Warum möchtest du Gärtnerin werden?");
    expect(replies[2]).toContain("Gute Antwort, weil");
    expect(replies[2]).toContain("Frage 1 von 6");
  });

  it("answers the topic of a longer statement before the profession is known", () => {
    expect(say("Ich habe morgen ein Vorstellungsgespräch und bin schon jetzt mega nervös.")).toContain(
      "Nervös",
    );
    expect(say("Was zieht man zum Vorstellungsgespräch an?")).toContain("Kleidung");
  });
});
