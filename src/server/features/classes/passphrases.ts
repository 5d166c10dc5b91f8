import { randomInt } from "node:crypto";

// Passphrases for accounts a teacher makes (issue 20): read aloud or copied from a printed card
// by a child, so whole words instead of letters that look alike (0/O, 1/l/I). Three words of
// this list and a number from 10 to 99: log2(295³ · 90) ≈ 31 bits. With argon2id (19 MiB per
// guess) and the per-account sign-in limit that is out of reach online, and costly offline; the
// pupil may choose a longer password in the profile (docs/decisions/053-classes-and-teachers.md).
export const PASSPHRASE_WORDS =
  `adler affe anker apfel ast bach ball bank baum becher beere berg besen bett biber bild
birne blatt blau blitz blume bluse bogen bohne boot braun brief brille brot buch burg bus busch butter dach dachs
dattel dino dorn dose drache eimer eis elch elfe engel ente erbse erde esel eule fackel fahne farbe feder feige feld
fels fink fisch flocke fluss fohlen frosch fuchs funke gabel gans geige gelb gipfel glas glocke gold gras grau gurke
gurt hafen hagel hahn hammer harfe hase haus hecht heide held helm hemd hexe himmel hirsch honig horn hose huhn
hummel hund hut igel iglu insel jacke jaguar kakao kamel kamm kanal kanne kanu karte katze kauz keks kerze kiesel
kino kiste kiwi klee koala kobold koffer korb kran kraut krebs krone kuchen kugel kuh lachs lama lampe lasso lauch
lava leiter licht lila linse luchs lupe magnet mais mango mantel marder mauer maus meer mehl meise melone meteor
milan milch minze mohn molch mond moos mops motor motte nadel nebel nest note nudel nuss oase ofen olive oper otter
ozean paket palme panda pauke perle pfad pferd pilz pinsel pirat pizza planet pony puma puppe qualle quark quelle
rabe rad radio rakete raupe regen reh reis rind ring ritter robbe rosa rose rosine sack salat salz sand sattel schaf
schal schatz schuh schwan see segel seil senf sieb silber socke sofa sonne spatz specht spiel spinne stall stein
stern stier stift storch stuhl sturm suppe tal tango tanne tasche tau taube taxi tee teich teller tiger tinte tisch
titan tomate topf torte traube tulpe tunnel turbo turm uhr uhu unke vase vogel wabe waffel wagen wal wald welle
wespe wiese wiesel wind wolf wolke wurm wurzel yak zange zapfen zauber zebra zelt ziege zimt zirkus zug zwerg`.split(
    /\s+/,
  );

/** e.g. «tiger-wolke-brot-47»: lower case, hyphens, no letter a child could misread. */
export function generatePassphrase(): string {
  const word = () => PASSPHRASE_WORDS[randomInt(PASSPHRASE_WORDS.length)];
  return [word(), word(), word(), String(randomInt(10, 100))].join("-");
}
