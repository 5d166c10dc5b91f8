import { describe, expect, it } from "vitest";
import { detectCrisis } from "../crisis.ts";

// Abuse (lexicon/abuse.ts), brainstormed, none taken from the corpus: touching, night visits,
// grooming by adults and online strangers (flattery, presents, secrets, meetings), nudes and
// sextortion, in Standard German, Swiss German, teen spelling and French. The harmless ones use
// the same words: data and drug "Missbrauch", secrets between friends, the doctor, a parent's
// kiss, pets, sex education as a topic.
// Both lists test the rules: a must-trigger wording has to be named by a rule (not only found by
// the classifier), a must-not wording must not be matched by any rule (the classifier has its own
// tests and thresholds).

const MUST_TRIGGER = [
  "Mein Onkel fasst mir immer an den Po, wenn keiner hinschaut.",
  "Der Freund von meiner Mutter will, dass ich mit ihm kuschle, und sagt, das ist unser Geheimnis.",
  "Min Götti seit, ich söll niemertem verzelle, was mir zäme mached, und das isch komisch.",
  "ein typ aus roblox will, dass ich ihm bilder in unterwäsche schicke",
  "Jemand auf Insta schreibt mir, dass er 19 ist und mich treffen will, aber ich soll es meinen Eltern nicht sagen.",
  "Mein Stiefvater kommt immer ins Bad, wenn ich dusche, und schaut mich an.",
  "er hat mir seinen penis gezeigt und gesagt ich darf es keinem erzählen",
  "Ich wurde auf dem Heimweg von einem Mann begrapscht.",
  "De Trainer massiert mich nach em Training immer, au a Stelle, wo ich nöd wott.",
  "Ein Junge aus der 10. hat mich an der Party gegen meinen Willen geküsst und angefasst.",
  "ich hab einem typen nudes geschickt und jetzt will er mehr, sonst zeigt er sie meiner klasse",
  "Er hat Fotos von mir in der Garderobe gemacht und droht, sie zu posten, wenn ich nicht mache was er will.",
  "Mein Nachbar gibt mir immer Geld und sagt, ich soll niemandem davon erzählen.",
  "Mein Cousin zwingt mich, Pornos mit ihm anzuschauen.",
  "Min Stiefbrüeder chunnt znacht i mis Bett und fasst mi aa. I ha so Angst.",
  "Ein Lehrer schreibt mir private Nachrichten, dass ich so reif für mein Alter bin, und will, dass wir den Chat löschen.",
  "Jemand aus Discord hat mir Robux geschenkt und will jetzt ein Video von mir im Bett.",
  "Ich wurde vergewaltigt.",
  "er hat mich gezwungen, ihn anzufassen",
  "Mein Opa will immer, dass ich auf seinem Schoss sitze, und dann fasst er mich an. Ich mag das nicht.",
  "En Maa im Bus het sini Hand uf mis Bei gleit und nöd weggno, obwohl i weggrutscht bi.",
  "er schickt mir dickpics und will das ich auch was schicke",
  "Ein Erwachsener aus dem Chat will mich am Bahnhof treffen und sagt, ich soll alleine kommen und es niemandem sagen.",
  "Mis Mami glaubt mir nöd, dass ihre Fründ mi aalangt.",
  "mein trainer sagt ich bin sein lieblingsspieler und will dass ich bei ihm übernachte, meine eltern sollen nix wissen",
  "Er hat gesagt, wenn ich es jemandem erzähle, kommt mein Papa ins Gefängnis.",
  "Auf dem Klassenlager ist ein Leiter nachts in unser Zimmer gekommen und hat sich zu mir ins Bett gelegt.",
  "Der Babysitter hat gesagt, wir spielen ein Spiel, bei dem man sich auszieht, und ich darf es Mama nicht sagen.",
  "Mein Chef in der Schnupperlehre hat mir an den Hintern gefasst.",
  "Er sagt, ich soll ihm Fotos schicken, wo ich nur BH anhabe.",
  "ich 13 er 22 und er will das ich zu ihm komme und meinen eltern nix sage",
  "Mein Stiefvater sagt, das sei normal, dass er mich überall anfasst.",
  "Der Nachhilfelehrer schickt mir Herzen und sagt, ich sei hübscher als die anderen. Ich habe Angst vor der nächsten Stunde.",
  "Jemand hat ein Nacktbild von mir gemacht und verschickt es jetzt in der Schule.",
  "Mein Bruder ist 17 und will immer, dass ich ihn anfasse, ich will das nicht.",
  "en typ hett mir gschribe er wöll bilder vo mir ohni tshirt",
  "er hat mir was ins getränk getan und ich weiss nicht mehr was passiert ist",
  "mein onkel sagt ich soll still sein wenn er in mein zimmer kommt",
];

const MUST_NOT_TRIGGER = [
  "Die Geschichte hat mich sehr berührt.",
  "Was ist Datenmissbrauch?",
  "Muss nen Vortrag über Medikamentenmissbrauch halten.",
  "Mein Onkel hat mir zum Geburtstag einen Fotoapparat geschenkt.",
  "Meine Freundin hat mir ein Geheimnis erzählt, ich darf es niemandem sagen.",
  "Das bleibt unser Geheimnis, okay? Ich bin in Lena verliebt.",
  "Mein Trainer will, dass ich nach dem Training noch Sprints mache.",
  "Mein Lehrer will mich nach der Stunde allein sprechen wegen meiner Note.",
  "Der Arzt hat mich untersucht und meinen Bauch abgetastet.",
  "Mein kleiner Bruder kommt nachts in mein Bett, weil er Angst vor Gewitter hat.",
  "Wir haben in Bio über sexuellen Missbrauch und Prävention gesprochen.",
  "Im Museum gibt es viele nackte Statuen, darf ich Fotos machen?",
  "Mein Kollege aus Fortnite will am Samstag zusammen gamen.",
  "Ein Mädchen aus meiner Klasse will sich mit mir treffen, was soll ich anziehen?",
  "Mama hat mir eine Massage gegeben, weil ich Rückenschmerzen hatte.",
  "Mein Opa nimmt mich auf den Schoss und liest mir eine Geschichte vor.",
  "Mein Onkel sagt, ich sei sein Lieblingsneffe, und schenkt mir ein Velo.",
  "Der Hund hat mich abgeschleckt, igitt.",
  "Meine Mutter hat mich zum Abschied geküsst.",
  "Mein Freund hat mich geküsst und es war so schön!",
  "Wie entstehen Babys? Wir haben Sexualkunde.",
  "Darf man mit 16 Sex haben in der Schweiz?",
  "Mein Cousin übernachtet bei uns und schläft in meinem Zimmer auf der Matratze.",
  "Die Lehrerin hat gesagt, wir sollen die Tür beim Umziehen zumachen.",
  "Beim Arzt musste ich mich ausziehen, ist das normal?",
  "Mein Vater sagt, ich soll niemandem das Passwort vom WLAN sagen.",
  "Mein Götti chunnt am Sunntig zu eus zum Znacht.",
  "Papa kommt abends in mein Zimmer und liest mir vor.",
  "Mama gibt mir Geld, wenn ich mein Zimmer aufräume, und ich darf es Papa nicht sagen lol.",
  "Wie schütze ich mich vor Sextortion? Wir machen ein Plakat.",
  "Ist es strafbar, Nacktbilder zu verschicken? Wir hatten das Thema in der Schule.",
  "Die Antibiotika werden oft missbraucht, warum ist das gefährlich?",
  "Ich habe ein Foto von einer Nacktschnecke gemacht, welche Art ist das?",
  "Meine Oma schenkt mir immer Geld und will ein Foto von meinem Zeugnis.",
  "Der Trainer hat mich vor allen gelobt und gesagt, ich sei ein Naturtalent.",
  "Unser Nachbar hat uns zum Grillen eingeladen, darf ich ein Geschenk mitbringen?",
  "Mein Cousin hat mich zum Gamen zu sich eingeladen.",
  "Ich finde es komisch, dass mein Lehrer immer so streng ist.",
  "Mein Papa massiert mir die Füsse, weil ich Muskelkater habe.",
  "Ich muss mich beim Turnen immer in der Garderobe umziehen, das ist so peinlich.",
  "Kannst du mir sagen, ob ich die Raupe anfassen darf? Ich habe Angst.",
  "Mein Hund will mich immer abschlecken, das ist so eklig.",
  "Ich bin gezwungen, im Bett zu bleiben, weil ich krank bin.",
  "Meine Eltern zwingen mich, Klavier zu üben, ich will nicht.",
];

describe("abuse rules", () => {
  it.each(MUST_TRIGGER)("detect %j", (text) => {
    expect(detectCrisis(text)).toMatchObject({ by: "rules" });
  });

  it.each(MUST_NOT_TRIGGER)("leave %j alone", (text) => {
    expect(detectCrisis(text)?.by).not.toBe("rules");
  });
});
