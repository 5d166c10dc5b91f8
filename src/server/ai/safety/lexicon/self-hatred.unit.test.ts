import { describe, expect, it } from "vitest";
import { detectByRules, detectCrisis } from "../crisis.ts";

// Wordings written for the rules, not taken from the labelled corpus, and harmless sentences
// with the same words (hating a subject, "zu dumm für Englisch lol", worth in maths or money).

const MUST_TRIGGER = [
  // Hating oneself.
  "ich hasse mich",
  "ich hass mich so",
  "I hass mi sälber",
  "ig hasse mi",
  "hasse mich einfach nur",
  "weil ich mich so hasse",
  "ich glaub ich hasse mich selbst",
  "i hate myself",
  "i hate me lol no joke",
  "selbsthass ist bei mir jeden tag",
  "ich hasse alles an mir",
  "i ha mi sälber nüme gern",
  "ich kann mich selbst nicht ausstehen",
  "i cha mi nöd uusstah",
  "ich mag mich selber nicht",
  "ich will nicht mehr ich sein",
  // Worthless, a failure, a mistake.
  "ich bin wertlos",
  "ich fühl mich so wertlos",
  "bin nichts wert",
  "i bi nüt wärt",
  "weil ich eh nichts wert bin",
  "ich bin ein versager",
  "ich bin so ein loser",
  "i bi de grösst Versager",
  "ich bin eine enttäuschung für alle",
  "ich bin ein nichts",
  "ich bin nutzlos",
  "bin zu nichts zu gebrauchen",
  "i bi zu nüt z'bruuche",
  "ich bin einfach nur sauerstoffverschwendung",
  "ich bin so ein fehler",
  "ich bin der schlechteste mensch der welt",
  "bin einfach ekelhaft",
  "ich bin es nicht wert dass man mir hilft",
  "im worthless",
  "i'm such a failure",
  // A burden.
  "ich bin eine last",
  "ich bin nur eine belastung für meine familie",
  "i bi für alli nur e Last",
  "ich falle allen nur zur last",
  // Disgust, shame.
  "ich ekle mich vor mir selbst",
  "mir graust vor mir sälber",
  "ich finde mich so ekelhaft",
  "ich schäme mich für mich selbst",
  // Never born, deserve nothing.
  "meine eltern hätten mich nie kriegen sollen",
  "Mami hätt mi besser abtriebe",
  "ich wünschte ich wäre nie geboren",
  "ich hätte nie geboren werden sollen",
  "ich verdiene nichts gutes",
  "i verdien kei liebi",
  "ich verdiene keine freunde",
  "i don't deserve love",
  // Why do I exist, ruining everything.
  "warum gibt es mich überhaupt",
  "wieso gits mi",
  "warum existiere ich",
  "why do i even exist",
  "ich mach alles kaputt",
  "ich zerstöre alles",
  "ich bin an allem schuld",
  "alles ist meine schuld",
  "wer würde mich schon mögen",
  "wie kann mich überhaupt jemand mögen",
  "niemand braucht mich",
];

const MUST_NOT_TRIGGER = [
  "ich hasse mathe",
  "I hass Französisch",
  "ich hasse es wenn der bus zu spät ist",
  "Meine Schwester hasst mich, weil ich ihr Ladekabel genommen habe lol",
  "Du hast mich falsch verstanden",
  "bin zu dumm für englisch lol",
  "i bi so schlecht i Geometrie",
  "Ich bin nicht sicher, ob die Antwort stimmt",
  "Diese alte Münze ist wertlos",
  "Ist der Euro wertlos geworden?",
  "ich bin nichts gewohnt, das ist neu",
  "Ich kann nichts dafür",
  "Ich bin bei Aufgabe 3, da ist eine Last von 20 N am Hebel",
  "Wie gross ist die Last am Flaschenzug?",
  "Ich habe einen Fehler in Aufgabe 2 gemacht",
  "Mir ist ein Fehler unterlaufen",
  "Ich ekle mich vor Spinnen",
  "Ich finde Spinnen eklig",
  "Ich schäme mich für meine Schrift",
  "Ich bin nicht in Zürich geboren",
  "Wann wurde Einstein geboren?",
  "Verdiene ich keine bessere Note?",
  "Ich verdiene beim Babysitten nicht viel Geld",
  "warum gibt es schwarze löcher",
  "Warum existieren Dinosaurier nicht mehr?",
  "Ich mach in Minecraft alles kaputt lol",
  "Ich hab mein Handy kaputt gemacht",
  "Ich mag mich nicht entscheiden zwischen Pizza und Pasta",
  "Ich kann mich nicht entscheiden",
  "Wer würde mich zum Bahnhof fahren?",
  "Niemand hat mich gefragt",
  "Ich bin der Schnellste in meiner Klasse",
  "Ich bin der beste Spieler im Team",
  "Ich bin ein Fan von Taylor Swift",
  "Bin heute müde, kaum geschlafen",
  "Ich will ich sein, sagt das Lied",
  "Das war meine Schuld, ich habe das Glas umgeworfen",
  "Ich fühle mich heute ein bisschen down",
  "ich bin so peinlich lol hab mich verschrieben",
  "I ha mi hüt mit de Fründin gstritte",
  "Die Hausi isch mega schwer, i chume nöd drus",
  "Was heisst 'worthless' auf Deutsch?",
];

describe("self-hatred rules", () => {
  it("has enough cases", () => {
    expect(MUST_TRIGGER.length).toBeGreaterThanOrEqual(40);
    expect(MUST_NOT_TRIGGER.length).toBeGreaterThanOrEqual(40);
  });

  it.each(MUST_TRIGGER)("detects %j", (text) => {
    expect(detectCrisis(text)).not.toBeNull();
  });

  // The rules must leave these alone; the classifier beside them has its own tests.
  it.each(MUST_NOT_TRIGGER)("leaves %j alone", (text) => {
    expect(detectByRules(text)).toBeNull();
  });
});
