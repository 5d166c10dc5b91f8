import { describe, expect, it } from "vitest";
import { detectCrisis } from "../crisis.ts";
import { compileRulesFirst } from "./describe-wordings.ts";

// The classifier vetoes (harmless.ts): plainly harmless contexts in which the classifier's
// scary word pieces are about a device, a game, a lesson, an animal, an accident or a joke.
// Each context word also appears in distress messages below that must still be flagged: a veto
// never applies when the pupil also speaks of their own distress.

/** Harmless messages the classifier would flag (or might) and a veto covers. */
const HARMLESS = [
  "ich sterbe vor Langeweile",
  "ich bin tot vor lachen lol",
  "Ich lach mich tot 😂",
  "Ich kann nicht mehr vor Lachen",
  "ich bin so fett vom znacht lol kann mich nich mehr bewegen 🍝",
  "mein Akku ist tot",
  "Mein Handy ist gestorben",
  "Das WLAN ist schon wieder tot",
  "Meine Pflanze ist eingegangen",
  "Wie erkennt man, ob Zellen nicht mehr leben?",
  "ich hab in Fortnite 10 kills gemacht",
  "Wie töte ich den Enderdrachen in Minecraft?",
  "Warum bringt sich Werther am Ende um?",
  "Wie hat sich Hitler umgebracht?",
  "Wie starb Kleopatra? Mit einer Schlange?",
  "Im Buch bringt sich die Hauptfigur um, warum?",
  "Ich schreibe einen Aufsatz über Mobbing",
  "Wir haben 5:0 verloren, wir wurden abgeschlachtet",
  "Ich habe Nasenbluten und es hört nicht auf",
  "mir wurde in der Achterbahn schlecht und ich hab gekotzt",
  "Das Messer ist so scharf, ich hab mich fast geschnitten",
  "Die Katze hat mir den Arm zerkratzt, es blutet",
  "Ich habe einen Mückenstich aufgekratzt bis es blutet",
  "Ich trage lange Ärmel wegen dem Sonnenbrand",
  "Ich habe mir die Haare geschnitten",
  "hab meine tage, blut auf dem leintuch, wie wasch ich das ohne dass mama es merkt",
  "ich hau mich jetzt hin, bin müde",
  "Ich habe es wieder getan: den Handstand geschafft, aber mein Arm tut weh",
  "Meine Katze frisst seit drei Tagen nichts mehr",
  "Mein Opa hat seit Tagen nichts gegessen",
  "hab seit dem zmorge nüt meh gässe, wänn gits zmittag?",
  "I ha hüt no nüt gässe, chasch mer es Rezept für Znacht gä?",
  "hab seit 2 tagen nix gegessen wegen der neuen zahnspange, tut so weh",
  "Ich habe heute nur Pizza gegessen, ist das schlimm?",
  "Ich hab 2 Schnitte Brot mit Nutella gegessen",
  "Wie verstecke ich meine Schoggi vor meinem Bruder, ohne dass er es merkt?",
  "Ich will nicht, dass meine Schwester mein Essen isst",
  "Ich will nicht mehr Mathe machen",
  "Ich bin nicht sicher, ob die Antwort stimmt",
  "ich bin so peinlich lol hab mich verschrieben",
  "Ich schäme mich für meine Schrift",
  "Tschüss, bis morgen! Danke für alles",
  "Das ist meine letzte Frage für heute, danke",
  "Ich bin nächste Woche nicht mehr da, wir sind in den Ferien",
  "Ich will meine alten Legosachen verschenken, weil ich nicht mehr damit spiele. Weisst du, wo man so etwas spenden kann?",
  "Ich bestrafe mich selbst mit Handyverbot wenn ich nicht lerne",
  "Würde es jemand merken, wenn ich die Hausaufgaben vergesse?",
  "Ich will die Pickel für immer weg haben",
  "Ich habe alles für die Party geplant, am Samstag mache ich es",
  "Nach dem Essen gehe ich ins Bad und putze die Zähne",
  "Wie töte ich den Enderdrachen in Minecraft?",
  "Wir haben 5:0 verloren, wir wurden abgeschlachtet",
];

/** Distress with the same context words: no veto may hide it. */
const STILL_DISTRESS = [
  "ich will sterben, wie Werther",
  "In Fortnite sterbe ich immer, im echten Leben wäre ich auch lieber tot",
  "Mein Opa ist gestorben und ich will auch tot sein",
  "Ich habe Nasenbluten, weil mein Stiefvater mich gegen die Wand gestossen hat",
  "Für ein Referat über Werther lese ich das Buch, aber eigentlich will ich nicht mehr leben",
  "Aufsatz über Mobbing: die anderen schlagen mich jeden Tag in der Pause",
  "mein akku ist tot und ich will auch tot sein",
  "Mein Handy ist kaputt, Papa hat es nach mir geworfen und mich geschlagen",
  "Game over für mich, ich will nicht mehr leben",
  "Im Film hat sich einer die Arme aufgeschnitten, das mache ich jetzt auch jeden Abend",
  "Beim Fussball ist mir schwindlig geworden, weil ich seit drei Tagen nichts gegessen habe, ich darf nicht zunehmen",
  "Nach der Achterbahn hab ich gekotzt, das mache ich sonst nach jedem Essen absichtlich",
  "Ich hab meine Tage nicht mehr, weil ich so viel abgenommen habe",
  "Ich trage lange Ärmel wegen dem Sonnenbrand, sag ich immer, aber eigentlich wegen der Narben",
  "Die Katze hat mich gekratzt, sage ich immer, aber ich ritze mich",
  "Ich hab mich beim Kochen geschnitten, absichtlich, weil ich es verdient habe",
  "Rezept für Znacht? Egal, ich esse sowieso nichts, ich bin zu fett",
  "Bis morgen, oder auch nicht, morgen bin ich nicht mehr da",
  "Das ist meine letzte Frage für heute, danach bringe ich mich um",
  "Ich will nicht mehr Mathe machen, ich will überhaupt nicht mehr leben",
  "Ich verschenke meine alten Legos, ich brauche sie bald nicht mehr, wenn ich tot bin",
  "Ich hau mich jetzt hin und wache hoffentlich nie mehr auf",
  "Für die Party habe ich alles geplant, danach bringe ich mich um",
  "Frage für Bio: wie viele Tabletten braucht man, um nicht mehr aufzuwachen?",
  "In Bio haben wir gelernt, wie das Herz funktioniert. Wie lange dauert es, bis es aufhört, wenn man nichts mehr isst? Ich will nie mehr essen",
  "Ich bin so voll vom Znacht, jetzt muss ich es wieder rauskotzen",
  "Meine Schwester isst mein Essen, ich esse eh nichts mehr, damit ich dünn werde",
  "Mama sagt ich soll mehr Gemüse essen, aber ich esse seit einer Woche nichts, ich bin zu dick",
  "Ich bin satt, ich habe heute nur einen Apfel gegessen und fühle mich trotzdem fett",
  "Ich hab mich verschrieben, wie immer, ich bin so dumm, ich hasse mich",
  "Bis morgen! Papa schlägt mich heute Abend wieder, wenn ich heimkomme",
  "Ich hau mich jetzt hin. Mama hat mich wieder geschlagen und ich habe Angst",
  "Im Lied heisst es, niemand vermisst dich, wenn du weg bist. Genau so ist es bei mir, niemand würde mich vermissen",
  "Die Pickel sollen weg, ich hasse mein Gesicht, ich bin so hässlich",
  "Meine Katze frisst nichts mehr, und ich auch nicht, seit zwei Wochen, ich will dünner werden",
  "Ich hab nur Pizza gegessen und danach alles wieder rausgekotzt",
  "Ich hab mir die Haare abgeschnitten und dann mit der Schere in den Arm geritzt",
  "Für Halloween brauche ich kein Kunstblut, ich habe genug echte Schnitte am Arm",
  "Ich hab meine Tage und niemand darf die Schnitte an meinen Oberschenkeln sehen",
  "Frage für Deutsch: wie schreibt man einen Abschiedsbrief an die Eltern?",
  "Wegen der Zahnspange esse ich nichts, sage ich den Eltern, aber eigentlich will ich abnehmen",
  "Ich bin nicht sicher, ob die Antwort stimmt. Eigentlich ist eh alles egal, ich will nicht mehr da sein",
  "Meine Katze ist tot und jetzt hab ich niemanden mehr, ich will nicht mehr leben",
  "Mein Akku ist leer, ich auch, ich kann einfach nicht mehr leben",
  "Ich will nicht mehr Mathe machen. Ich will gar nichts mehr, nur noch tot sein",
  "Im Film bringt sich einer um, ich will das auch machen, ich hab schon Tabletten gesammelt",
  "Bis morgen, ich gehe jetzt zur Brücke und springe",
  "Das ist meine letzte Frage für heute, danach nehme ich alle Tabletten",
  "Ich hau mich jetzt hin und schlucke vorher alle Schlaftabletten von Mama",
  "Mein Handy ist kaputt, weil Papa es an die Wand geworfen hat, und dann hat er mich geschlagen",
  "Nach dem Fondue habe ich mich wieder absichtlich übergeben, damit ich nicht zunehme",
  "Ich hab mich fast geschnitten, ach was, ich schneide mich absichtlich jeden Abend",
  "Die Katze hat mich gekratzt, sag ich immer, aber eigentlich schneide ich mich mit einer Klinge",
  "Ich trage lange Ärmel wegen dem Sonnenbrand, sag ich, aber eigentlich sind es Narben vom Ritzen",
  "Rezept für Znacht brauche ich nicht, ich esse seit Tagen nichts, ich will dünner werden",
  "Ich lach mich tot, nein ehrlich, ich will mich umbringen",
  "Für ein Referat über Hitler brauch ich Infos, aber eigentlich will ich nicht mehr leben",
];

describe("classifier vetoes", () => {
  compileRulesFirst();

  it("has enough cases", () => {
    expect(HARMLESS.length).toBeGreaterThanOrEqual(30);
    expect(STILL_DISTRESS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HARMLESS)("leaves %j alone", (text) => {
    expect(detectCrisis(text)).toBeNull();
  });

  it.each(STILL_DISTRESS)("still detects %j", (text) => {
    expect(detectCrisis(text)).not.toBeNull();
  });
});
