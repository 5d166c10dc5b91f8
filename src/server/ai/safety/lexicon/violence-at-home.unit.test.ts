import { describe, expect, it } from "vitest";
import { detectCrisis } from "../crisis.ts";

// Violence at home (lexicon/violence-at-home.ts), brainstormed, none taken from the corpus: hit,
// slapped, locked in or out, no food, parents fighting with hands or a knife, hiding, a drunk
// parent, fear of going home, bruises to explain away. The harmless ones use the same words:
// sport and games, history, cooking, hyperbole about grades, "häusliche Gewalt" as a topic,
// locking oneself out by mistake.
// Both lists test the rules: a must-trigger wording has to be named by a rule (not only found by
// the classifier), a must-not wording must not be matched by any rule (the classifier has its own
// tests and thresholds).

const MUST_TRIGGER = [
  // Round three (concepts behind the retired second hold-out).
  "ich will nicht nach hause, wo findet mich niemand",
  "Mein Vater hat mir gestern so fest eine Ohrfeige gegeben, dass meine Lippe geblutet hat.",
  "Wenn Papa betrunken ist, schlägt er Mama und mich.",
  "Mi Mueter schlaat mi mit em Chochlöffel wenn i nöd folg.",
  "i ha angscht vor mim Vatter, er rastet immer us und schlaat zue",
  "Meine Eltern sperren mich ins Zimmer und ich darf erst raus, wenn ich mich entschuldige, manchmal den ganzen Tag ohne Essen.",
  "Zur Strafe muss ich im Keller schlafen.",
  "Mein Stiefvater hat mich gegen die Wand gedrückt und gewürgt.",
  "Hilfe meine Eltern prügeln sich grad und ich hab mich im Bad eingesperrt",
  "Papa hat Mama mit dem Messer bedroht, ich habe solche Angst.",
  "Ich will nicht nach Hause, mein Vater ist wieder besoffen und aggressiv.",
  "Mami het gseit wenn i das nomal mach, schlaat si mi tot.",
  "Mein Bruder ist 17 und schlägt mich, wenn meine Eltern nicht da sind.",
  "Ich trage im Sommer lange Ärmel, damit niemand die blauen Flecken sieht.",
  "mein vater hat mich an den haaren durchs zimmer gezogen",
  "Wenn ich eine schlechte Note habe, bekomme ich kein Abendessen und muss ins Zimmer.",
  "Es git dehei immer Schleg, wenn de Papi hässig isch.",
  "meine mutter wirft immer sachen nach mir wenn sie wütend ist",
  "digga mein alter hat mir voll eine geknallt",
  "Ich schlafe seit Tagen bei meiner Freundin, weil ich Angst habe heimzugehen.",
  "Der Freund meiner Mama hat mich die Treppe runtergestossen.",
  "Mini Eltere händ mi usegheit und i weiss nöd wo i schlafe söll.",
  "wie kann ich von zuhause abhauen, mein vater schlägt mich jeden tag",
  "Papa hat mir den Arm verdreht, bis es geknackt hat.",
  "Meine Mutter hat mich mit dem Gürtel geschlagen.",
  "I mues immer lüge wänn d'Lehrerin nach mine Fläcke fragt.",
  "Papa schreit Mama an und schubst sie, ich sitze im Zimmer und weine.",
  "Mein Vater droht, mich rauszuwerfen, und hat mich schon mal geschlagen.",
  "d'Mamme het mi im Chäller ygschlosse",
  "Wenn Mama trinkt, wird sie gemein und haut mich.",
  "er hat mich im Keller eingesperrt",
  "Mis Mami git mir nüt z'ässe wenn i nöd folge",
  "Mein Stiefvater schlägt meine kleine Schwester und ich kann nichts machen.",
  "Bei uns zu Hause fliegen jeden Abend die Teller, ich trau mich nicht mehr heim.",
  "Min Vater het mer mit de Fuscht is Gsicht gschlage.",
  "mama haut mir immer mit der hand auf den kopf wenn ich was falsch mach und es tut so weh",
  "papa hat gesagt wenn ich petze bring er mich um",
];

const MUST_NOT_TRIGGER = [
  // Round three (concepts behind the retired second hold-out).
  "ich will nicht nach hause, wir spielen verstecken, wo findet mich niemand",
  "Meine Mutter bringt mich um, wenn ich die Note sehe 😂",
  "Mami bringt mi um 8i id Schuel",
  "Ich habe Angst vor der Prüfung.",
  "Ich gehe jetzt nach Hause.",
  "Unsere Lehrerin hat über häusliche Gewalt gesprochen, was kann man tun?",
  "Meine Eltern streiten manchmal wegen dem Abwasch.",
  "Papa hat mir Hausarrest gegeben, weil ich zu spät war.",
  "Ich darf heute nicht gamen, weil ich frech war.",
  "Mis Mami het mer e Chlapf uf de Rugge gäh, wo ich mi verschluckt ha.",
  "Der Film handelt von einem Vater, der seine Kinder schlägt.",
  "Mein Opa erzählt vom Krieg, wie sie damals geschlagen wurden.",
  "Früher haben Lehrer Schüler mit dem Stock geschlagen, stimmt das?",
  "Wir haben im Zeltlager draussen geschlafen, die ganze Nacht!",
  "Bei uns gibt es am Sonntag immer Schlagrahm zum Dessert.",
  "Die Uhr schlägt zwölf.",
  "Papa hat einen Nagel in die Wand geschlagen.",
  "Mein Bruder hat mich bei der Kissenschlacht mit dem Kissen geschlagen haha",
  "Ich will nicht nach Hause, das Konzert ist so cool!",
  "Ich habe Angst, dass meine Eltern sich scheiden lassen, weil sie oft streiten.",
  "Meine Mutter ist wütend, weil ich mein Zimmer nicht aufgeräumt habe.",
  "Mein Vater ist Polizist und trägt eine Waffe.",
  "Papa hat sich mit dem Messer in den Finger geschnitten, es hat geblutet.",
  "Ich habe mich aus Versehen im Bad eingeschlossen, wie öffne ich die Tür ohne Schlüssel?",
  "Ich hab mich ausgesperrt, weil ich den Schlüssel vergessen habe.",
  "Mein Bruder schlägt mich jedes Mal im Tennis.",
  "Mama schlägt die Eier auf und ich darf rühren.",
  "Papa schlägt vor, dass wir am Wochenende wandern.",
  "Meine Mama hat gesagt, ich komme in den Keller, um die Skis zu holen.",
  "Wir haben Verstecken gespielt und ich habe mich im Schrank versteckt.",
  "Papa war an Silvester betrunken und hat lustig getanzt haha.",
  "Mein Vater trinkt jeden Abend ein Bier, ist das ungesund?",
  "Warum bekommt man blaue Flecken, wenn man sich stösst?",
  "Mein Bruder hat mir beim Fussball gegen das Bein getreten, jetzt habe ich einen blauen Fleck, wie lange bleibt der?",
  "In Tschick hauen Maik und Tschick von zu Hause ab. Wie endet das Buch?",
  "Mein Hund ist von zu Hause weggelaufen, wie finde ich ihn?",
  "Mit wie vielen Jahren darf man in der Schweiz von zu Hause ausziehen?",
  "Ich chönnt mi sälber ohrfiige, ich ha d'Hausufgab dihei vergässe.",
  "Meine Eltern sperren mir das Handy, wenn ich zu lange game.",
  "Papa hat die Tür zugeschlagen, weil er sauer war, aber dann haben wir geredet.",
  "Wir machen im Unterricht ein Projekt über Kinderrechte und Gewalt in der Familie.",
  "Die Sklaven wurden geschlagen und mussten hart arbeiten, wie lange gab es Sklaverei?",
  "Im Krieg wurden viele Menschen eingesperrt und geschlagen.",
  "Ich muss ein Referat über häusliche Gewalt halten, welche Zahlen gibt es in der Schweiz?",
  "Warum schlägt mein Herz so schnell, wenn meine Eltern streiten?",
  "Mein Vater schlägt Alarm, wenn ich zu spät komme.",
];

describe("violence at home rules", () => {
  it.each(MUST_TRIGGER)("detect %j", (text) => {
    expect(detectCrisis(text)).toMatchObject({ by: "rules" });
  });

  it.each(MUST_NOT_TRIGGER)("leave %j alone", (text) => {
    expect(detectCrisis(text)?.by).not.toBe("rules");
  });
});
