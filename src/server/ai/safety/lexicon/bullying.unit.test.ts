import { describe, expect, it } from "vitest";
import { detectCrisis } from "../crisis.ts";

// Bullying with despair (lexicon/bullying.ts), brainstormed, none taken from the corpus: ages 9 to
// 16, Standard German, Zürich, Bern and Basel German, teen spelling, English and French. The
// harmless ones use the same scary words: Mobbing as a topic, siblings teasing, sport, history,
// film plots, a friend who is a bit annoyed.
// Both lists test the rules: a must-trigger wording has to be named by a rule (not only found by
// the classifier), a must-not wording must not be matched by any rule (the classifier has its own
// tests and thresholds).

const MUST_TRIGGER = [
  // Round three (concepts behind the retired second hold-out).
  "sie haben fotos von mir in der umkleide gemacht und in den klassenchat gestellt, jetzt hat es die ganze klasse gesehen",
  "ich werde im turnen immer als letzte gewählt und alle lachen",
  "jemand hat ein fake profil von mir erstellt, ich trau mich nicht mehr in die schule",
  "sie haben meine nachrichten in den klassenchat gestellt, ich schäme mich so",
  "Ich werde gemobbt.",
  "ich werd in der schule gemobbt was soll ich tun",
  "i wird sit de Summerferie gmobbt und kei Lehrer macht öppis",
  "Die aus meiner Klasse nennen mich jeden Tag Fettsack, ich will nicht mehr in die Schule.",
  "Si lached mi jede Tag us wil i e Brülle ha, i cha nüme",
  "die jungs aus der 9. passen mich jeden tag nach der schule ab und verprügeln mich",
  "Im Bus schlagen mich die Grösseren immer.",
  "Niemand will in der Gruppenarbeit mit mir sein und ich fühle mich so einsam.",
  "Ich sitze jeden Mittag allein in der Mensa, keiner redet mit mir, ich hasse die Schule.",
  "Seit ich in der neuen Klasse bin, redet niemand mit mir. Ich weine jeden Tag nach der Schule.",
  "Meine ehemaligen Freundinnen haben eine WhatsApp-Gruppe gemacht, nur um über mich zu lästern. Ich kann nicht mehr.",
  "bro die ganze stufe lacht über mich wegen dem video, ich geh da nie wieder hin",
  "Sie haben meinen Thek in den Abfall geworfen und alle haben gelacht. Ich weiss nicht mehr weiter.",
  "Jeden Tag spucken sie mich an und sagen ich stinke.",
  "Die Mädchen in meiner Klasse schliessen mich überall aus und lästern über mich. Ich mag nicht mehr.",
  "i bi s'Opfer vo de ganze Klass, alli hassed mi und niemer hilft mer",
  "Jemand hat mein Insta gehackt und peinliche Sachen gepostet, jetzt lachen alle über mich, ich halte das nicht aus",
  "i ha Angst i d'Schuel z'gah wil die Giele mi immer verhaued",
  "Meine Mitschüler haben mich im Klo eingesperrt und das Licht ausgemacht. Ich hab so Angst vor morgen.",
  "die sagen ich bin behindert und niemand will neben mir sitzen, ich hasse die schule so sehr",
  "Wenn ich in die Klasse komme, hören alle auf zu reden und lachen. Ich fühle mich so allein.",
  "Sie schicken mir jeden Abend Hassnachrichten. Ich kann nicht mehr schlafen.",
  "they bully me every day and i cant take it anymore",
  "Dr Lehrer seit i söll mi nöd so aastelle, aber si plaged mi jede Tag",
  "Ich bin seit der 5. Klasse das Mobbingopfer, keiner hilft mir",
  "die haben mich zusammengeschlagen und gefilmt",
  "Nach dem Turnen verstecken sie immer meine Kleider, ich schäme mich so",
  "mich mobben alle, ich packs nicht mehr",
  "Sie drohen, mich nach der Schule zusammenzuschlagen. Ich hab solche Angst.",
  "Die lachen mich aus weil ich stottere und ich hab jeden Morgen Bauchweh",
  "Sie nennen mich Spast und werfen meine Sachen in den Müll, jeden Tag.",
  "Mini Klass het e Umfrag gmacht, wer de Hässlichst isch, und alli händ mi gwählt. I bi so truurig.",
  "Jedes Mal wenn ich etwas sage, äffen mich alle nach. Ich will nicht mehr in diese Klasse.",
  "digga die ganze klasse disst mich nur noch, kb mehr auf schule",
  "d'Giele plage mi gäng u i ha ke Kraft meh",
  "Alli lache mi us und i ka nüm",
  "Seit Wochen schreibt mir jemand anonym, dass ich hässlich bin",
  "Die Jungs ziehen mir in der Pause die Hose runter und alle lachen. Ich will nicht mehr in die Schule.",
  "sie schreiben mir ich soll mich umbringen",
  "in der pause steh ich immer alleine rum und alle tuscheln über mich, ich hab keine freunde",
  "Meine Klasse hat mich aus dem Klassenchat gelöscht und jetzt reden alle hinter meinem Rücken. Ich fühle mich so wertlos.",
  "Ein Mädchen aus der 8. erpresst mich, ich muss ihr jeden Tag mein Znüni geben",
  "everyone in my class hates me, i dont want to go to school anymore",
  "die ham mich ausm gruppenchat gekickt und jetzt lästern se über mich, bin so down",
  "Si händ mis Handy versteckt und mi uusglacht, i wett nüm i d'Schuel",
];

const MUST_NOT_TRIGGER = [
  // Round three (concepts behind the retired second hold-out).
  "wir haben ein video von mir in der garderobe nach dem sieg gemacht und alle haben es gesehen, so cool",
  "ich wurde heute als letzte gewählt, egal",
  "ich hab ein fake profil gemacht für spass",
  "ich habe meine fotos vom lager in die klassengruppe gepostet",
  "Kannst du mir Tipps für meinen Vortrag über Mobbing geben?",
  "Was ist der Unterschied zwischen Mobbing und Streit?",
  "Wir machen ein Plakat gegen Cybermobbing, hast du Ideen für einen Slogan?",
  "Mein Bruder nervt, er nimmt immer mein Ladekabel.",
  "Meine Schwester lacht mich aus, weil ich Angst vor Spinnen habe haha",
  "Meine beste Freundin ist ein bisschen sauer auf mich, weil ich zu spät war.",
  "Wir wurden 5:0 geschlagen, so peinlich.",
  "Beim Boxtraining hat er mich voll getroffen, mein Trainer war stolz.",
  "Im Judo habe ich heute meinen Gegner geworfen.",
  "Die Schlacht bei Sempach: Wer hat wen geschlagen?",
  "Im Buch 'Die Welle' werden Schüler ausgeschlossen. Wie kann ich das interpretieren?",
  "In der Serie wird ein Mädchen gemobbt und sie weint jeden Abend. Ist das realistisch?",
  "Mir händ hüt im Unihockey 2:8 verlore, d'Giele händ eus fertig gmacht",
  "Alle haben gelacht, als der Lehrer beim Witz gestolpert ist",
  "Ich muss morgen einen Vortrag über Mobbing halten, ich bin so nervös",
  "Schreib mir eine Geschichte, in der ein Junge gemobbt wird.",
  "Die Lehrerin hat mir das Handy weggenommen, weil ich im Unterricht gechattet habe.",
  "Mama nimmt mir immer um 9 das Handy weg, so unfair",
  "Mein Kollege hat mich beim Fifa wieder geschlagen 😂",
  "Mein Freund hat mich im Schach geschlagen, kannst du mir eine Eröffnung erklären?",
  "Die Schule ist die Hölle, so viele Prüfungen, ich kann nicht mehr",
  "Niemand will mit mir Fortnite spielen lol",
  "Was soll ich tun, wenn mein Freund mich auslacht, weil ich einen Witz nicht verstehe?",
  "Es gibt viel Hass im Internet, wie kann man Cybermobbing stoppen?",
  "Mini Schwöster plaget mi die ganz Ziit, so mühsam",
  "Wir haben Völkerball gespielt und die anderen haben mich immer abgeworfen haha",
  "Ich habe keine Freunde auf Instagram, wie bekomme ich mehr Follower?",
  "Alle in meiner Klasse haben gelacht, als ich beim Vortrag Organismus falsch ausgesprochen habe lol",
  "Sie haben mich zur Klassensprecherin vorgeschlagen!",
  "Im Film 'Wunder' wird Auggie in der Schule ausgelacht. Wie endet der Film?",
  "Warum sind Einzelgänger wie der Tiger immer allein? Sind sie einsam?",
  "In der Pause spiele ich immer Fussball mit meinen Freunden.",
  "Wir haben in Ethik über Ausgrenzung gesprochen, was bedeutet das?",
  "Ich schäme mich ein bisschen, weil ich beim Vortrag gestottert habe.",
  "I ha d'Prüefig verhaue und bi so truurig.",
  "Die ganze Klasse hat die Prüfung verhauen, ich auch.",
  "Mein Bruder hat mich beim Memory abgezockt, so gemein haha.",
  "Wir schreiben im Deutsch einen Text über uns selbst, kannst du mir helfen?",
  "Unsere Klasse macht eine Umfrage, wer das beste Znüni hat.",
  "Ich bin traurig, weil meine Freundin in eine andere Klasse kommt.",
];

describe("bullying rules", () => {
  it.each(MUST_TRIGGER)("detect %j", (text) => {
    expect(detectCrisis(text)).toMatchObject({ by: "rules" });
  });

  it.each(MUST_NOT_TRIGGER)("leave %j alone", (text) => {
    expect(detectCrisis(text)?.by).not.toBe("rules");
  });
});
