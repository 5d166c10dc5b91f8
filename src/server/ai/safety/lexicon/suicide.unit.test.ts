import { describe, expect, it } from "vitest";
import { detectByRules, detectCrisis } from "../crisis.ts";

// Wordings written for the rules, not taken from the labelled corpus: different ages, Swiss
// dialects (Zürich, Bern, Basel, Luzern), teen spelling and English, and the harmless sentences
// with the same scary words (history, literature, games, hyperbole, biology, everyday).

const MUST_TRIGGER = [
  // From crisis.unit.test.ts, kept here too.
  "ich will mich umbringen",
  "I will mi umbringe",
  "ICH WILL MICH UMBRIIINGEN!!!",
  "ich will mich umbrigen",
  "Ich bringe mich um",
  "i bring mi um",
  "ich will nicht mehr leben",
  "Ich wott nüm lebe",
  "i wott nid meh lebe",
  "suizid",
  "ich denke an suizit",
  "Ich denke an Selbstmord",
  "selbsmord",
  "ich möchte sterben",
  "Ich will einfach sterben",
  "i wott sterbe",
  "Ich wäre lieber tot",
  "Mein Leben hat keinen Sinn mehr",
  "Ich will mir das Leben nehmen",
  "ich will nie mehr aufwachen",
  "I want to die",
  "ich will mich nicht umbringen, aber…",
  // Killing oneself, in all word orders and dialects.
  "ich will mich umbringen, wie Werther",
  "manchmal denk ich dran mich umzubringen",
  "i dänk drüber noh, mi umzbringe",
  "ich hab angst dass ich mich irgendwann umbringe",
  "mama ich will mich umbringen",
  "ich hätte mich letztes jahr fast umgebracht",
  "ich glaub ich bring mich heute um",
  "ech wott mech umbringe",
  "ich will mich selbst töten",
  "ich will mich einfach unaliven",
  "kms fr",
  "ngl i wanna kms",
  "i should just kys tbh",
  "i want to kill myself",
  "i'm going to end it all",
  "i dont want to live anymore",
  "i wish i was dead",
  "bin echt suizidal grad",
  "hab seit wochen suizidgedanken",
  "ich hab schon mal einen suizidversuch gemacht",
  "Ich denke oft an Selbstmord, wie Werther",
  "ich denke über suizid nach seit mein opa tot ist",
  "wie bringt man sich am schnellsten um",
  "kann man sich mit schlaftabletten umbringen",
  // Wanting to die, not wanting to live.
  "Will sterben.",
  "i wött eifach nur no stärbe",
  "ich möcht einfach tot sein",
  "dass ich sterben will weiss niemand",
  "ich will nicht mehr leben",
  "i mag nümme läbe",
  "nümme läbe wott i",
  "ich will nicht mehr existieren",
  "ich kann so nicht weiterleben",
  "ich hab keine kraft mehr zu leben",
  "null bock mehr aufs leben ehrlich",
  "kei Luscht meh uf s Läbe",
  "mein leben ist sinnlos",
  "ich bin lebensmüde",
  "ich bin fertig mit dem leben",
  "wozu soll ich überhaupt noch leben",
  "wieso lebe ich überhaupt noch",
  "ich verdiene es zu sterben",
  "ich wünsche mir, ich wäre tot",
  "am liebsten wär i tot",
  "es wäre besser wenn ich tot wäre",
  "wenn ich tot bin ist endlich ruhe",
  // Not waking up, not being here.
  "ich wünsch mir ich würd einfach nicht mehr aufwachen",
  "i wett iischlafe und nie meh ufwache",
  "ich will einschlafen und nie wieder aufwachen",
  "ich hoffe ich wache morgen nicht auf",
  "ich will für immer schlafen",
  "bin eh bald nicht mehr da",
  "i bi glii nüm do",
  "wenn ich nicht mehr da bin, kriegt meine schwester mein zimmer",
  "es wär besser wenn i nümm da wär",
  "Es wär für alli eifacher, wenn's mi nümm gäb",
  "wenn es mich nicht gäbe wär alles besser",
  "ich will einfach nicht mehr hier sein",
  "ich bin eh bald weg, egal",
  "ihr müsst mich nicht mehr lange ertragen",
  "dann habt ihr endlich eure ruhe vor mir",
  // Burden to others, nobody would notice.
  "alle wären besser dran ohne mich",
  "ohne mich wär meine familie glücklicher",
  "ohni mi wärs für alli besser",
  "everyone would be better off without me",
  "niemand würde mich vermissen",
  "mich würde keiner vermissen",
  "niemer würd mi vermisse",
  "vermissen würd mich eh keiner",
  "keiner würde es merken wenn ich weg wäre",
  "wenn ich sterben würde, würde es überhaupt jemand merken?",
  "wenn ich einfach verschwinde, würde das jemand merken",
  "wenn i tot wär, würd das öpper merke?",
  // Methods and plans.
  "wie viele tabletten braucht man um zu sterben",
  "ab wie vielen ibuprofen ist es tödlich",
  "wie viel paracetamol bis man nicht mehr aufwacht",
  "ich sammle schon seit monaten tabletten",
  "han Tablette gsammlet im Schrank",
  "ich schluck heute nacht alle tabletten auf einmal",
  "💊💊 heute",
  "ich spring morgen von der brücke",
  "i gump vom dach vom schuelhuus",
  "ich will vom hochhaus springen",
  "ab welchem stock überlebt man einen sprung nicht",
  "wie hoch muss eine brücke sein damit man sicher tot ist",
  "ich stehe auf dem dach und schaue runter",
  "ich werf mich vor den zug",
  "i gheie mi vor e zug",
  "ich lege mich heute nacht auf die gleise",
  "ich häng mich auf",
  "ich hab ein seil und weiss wo ich mich aufhänge",
  "wie macht man eine schlinge für den hals, hab ein seil",
  "wie tief muss man die pulsadern aufschneiden",
  "papa hat ein gewehr im schrank, ich halt es mir an den kopf",
  "ich trinke heute bleiche",
  "Ich habe alles geplant, am Freitag mache ich es",
  "ich will das alles beenden",
  "ich will mein leben beenden",
  "ich will dem ganzen ein ende setzen",
  // Goodbyes, last messages, letters, things given away.
  "das ist meine letzte nachricht an euch. tschüss",
  "tschüss für immer",
  "ich verabschiede mich für immer von allen",
  "danke für alles, das ist mein letzter brief",
  "ich habe einen abschiedsbrief geschrieben",
  "chasch mir bim abschiedsbrief hälfe",
  "ich hab meine lieblingssachen verschenkt",
  "ich verschenke alles, brauch es eh bald nicht mehr",
  "wenn ich morgen nicht komme wisst ihr warum",
  "dann verschwind ich halt für immer",
  "ich will zu meinem opa in den himmel",
  "ich will diese welt verlassen",
];

const MUST_NOT_TRIGGER = [
  // From crisis.unit.test.ts, kept here too.
  "Das bringt mich um vor Lachen",
  "Mathe bringt mich noch um",
  "Mi Mami bringt mi um 8i id Schuel",
  "Ich will nicht mehr Mathe machen",
  "Ich kann nicht mehr, die Aufgabe ist zu schwer",
  "Ich will wissen, warum Zellen sterben",
  "Ich frage mich, ob Viren Bakterien töten",
  // History, literature, film: third person, a school topic.
  "Warum begeht Werther am Ende Selbstmord? Ich muss eine Interpretation schreiben.",
  "Warum hat Hitler 1945 Selbstmord begangen?",
  "Wie hat Kleopatra Selbstmord begangen, mit einer Schlange?",
  "Wieso trinkt Sokrates den Schierling? Ist das Suizid?",
  "In Romeo und Julia begehen beide Selbstmord, warum?",
  "Warum will Emilia Galotti sterben?",
  "ich frage mich warum kleopatra sich umgebracht hat",
  "warum hat sich ophelia umgebracht",
  "Ich muss ein Referat über Suizidprävention halten",
  "Im Film springt der Held von der Brücke und überlebt",
  "In der Serie 13 Reasons Why geht es um Suizid",
  "Wer ist in Suicide Squad der Bösewicht?",
  "Was ist ein Selbstmordattentat? Kam in den Nachrichten",
  "Warum begehen Zellen Selbstmord? Apoptose für Bio",
  "Warum verlässt Odysseus seine Heimat?",
  // Games.
  "ich bin in minecraft schon wieder gestorben",
  "kill mich in fortnite immer selber mit granaten lol",
  "wie killt man den endboss",
  "in zelda bin ich 20 mal gestorben",
  // Hyperbole.
  "ich sterbe vor langeweile",
  "die aufgabe killt mich 💀",
  "bin tot vor lachen 😂",
  "ich will sterben vor lachen",
  "mein akku ist tot",
  "ich bin heute tot müde",
  "wenn ich noch eine vokabel lern sterb ich",
  "Mein Bruder bringt mich noch um mit seiner Musik",
  "ich könnt ihn umbringen lol",
  // Everyday, biology, medicine, sport.
  "mein hamster ist gestorben",
  "Mein Opa lebt nicht mehr, ich vermisse ihn",
  "Wie erkennt man, ob Zellen nicht mehr leben?",
  "Dinosaurier existieren nicht mehr",
  "Warum sterben Bienen, wenn sie stechen?",
  "Kann man an der Grippe sterben?",
  "Muss ich die ganze Packung Antibiotika nehmen?",
  "Mis Grosi mues jede Tag Tablette näh",
  "Ab welcher Höhe ist ein Sturz tödlich? Für Physik",
  "Mir gumped im Summer vo de Brugg i d'Aare",
  "ich will im sommer von der brücke in die aare springen",
  "Ich springe vom 3-Meter-Turm in der Badi",
  "Ich will am Wochenende nie mehr so früh aufwachen",
  "Ich bin nächste Woche nicht mehr da, wir sind in den Ferien",
  "Ich gehe zu Gleis 7, mein Zug fährt gleich",
  "Wie hänge ich das Seil für die Schaukel auf?",
  "Tschüss, bis morgen! Danke für alles",
  "Das ist meine letzte Frage für heute, danke",
  "Ich habe alles für die Party geplant, am Samstag mache ich es",
  "alles klar, ich machs morgen",
  "Ich verschenke meine alten Legos, ich brauche sie nicht mehr",
  "ich bin gleich weg, muss zum training",
  "Wann kommt der nächste Zug nach Bern?",
  "Wir sind mit der Klasse auf das Dach vom Hochhaus, die Aussicht war mega",
  "Wie viele Menschen sind im Ersten Weltkrieg gestorben?",
  "Würde es jemand merken, wenn ich die Hausaufgaben vergesse?",
  "Die Gruppe arbeitet besser ohne mich, ich bin zu langsam beim Tippen",
  "Ich will die Pickel für immer weg haben",
  "Ich habe keine Lust, das Leben der Bienen zu lernen",
];

describe("suicide rules", () => {
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

  it("calls a threat from someone else violence at home, not suicide", () => {
    expect(detectCrisis("mein papa will mich umbringen")?.kind).not.toBe("suicide");
    expect(detectCrisis("er hat gedroht mich umzubringen")?.kind).not.toBe("suicide");
  });

  it("stays fast on a long message", () => {
    const long = "ich habe heute mathe gemacht und es war schwer aber okay ".repeat(200);
    const start = performance.now();
    expect(detectByRules(long)).toBeNull();
    expect(performance.now() - start).toBeLessThan(200);
  });
});
