// The Informatik core topics (issue 17, «Explain, then practise»): each explains itself in a
// pupil's words with one example and is checked with an exercise the tutor can judge exactly.
// Lehrplan 21 has only three Informatik codes (src/shared/domain/competencies/informatik.json):
// MI.2.1 data and their representation, MI.2.2 algorithms and programs, MI.2.3 computer systems.
// Scratch is named first where Primar pupils meet it; `notation.scratch` picks Scratch blocks or
// Python for the exercises, so a Scratch question gets a Scratch exercise.
import { levelOf } from "../context.ts";
import type { Topic } from "../practice.ts";
import {
  choiceExercise,
  fromBinaryExercise,
  listExercise,
  loopExercise,
  numberExercise,
  orderExercise,
  searchExercise,
  toBinaryExercise,
} from "./informatics-exercises.ts";

export type Notation = { scratch: boolean };

const BINARY = [
  [5, "101"],
  [13, "1011"],
  [10, "1101"],
  [22, "11001"],
] as const;
const LOOPS = [
  [2, 8, 2, "count"],
  [0, 5, 1, "print"],
  [1, 10, 3, "count"],
  [10, 0, -3, "print"],
] as const;
const SCRATCH_LOOPS = [
  [4, 10],
  [3, 25],
  [6, 5],
] as const;

function at<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error("at: empty list");
  return item;
}

export function buildTopics(notation: Notation): [Topic, ...Topic[]] {
  return [
    {
      label: "Algorithmen",
      lp21: ["MI.2.2"],
      keywords: ["algorithm", "anleitung", "handlungsanweisung", "programmier"],
      explanation:
        "Ein Algorithmus ist eine genaue Anleitung, die Schritt für Schritt sagt, wie man eine Aufgabe löst – so genau, dass auch ein Computer sie ausführen kann. Ein Kochrezept ist ein Beispiel: 1. Wasser kochen, 2. Teigwaren hineingeben, 3. zehn Minuten warten, 4. abgiessen. Jeder Schritt ist eindeutig, und die Reihenfolge ist wichtig.",
      exercise: (_ctx, i) =>
        i % 2 === 1
          ? orderExercise({
              intro: "Ein Algorithmus ist eine genaue Abfolge von Schritten.",
              steps: {
                A: "Tee trinken",
                B: "Wasser kochen",
                C: "Teebeutel in die Tasse legen",
                D: "Heisses Wasser eingiessen",
              },
              answer: "BCDA",
              hints: [
                "Was muss passieren, bevor du etwas eingiessen kannst?",
                "Zuerst brauchst du heisses Wasser. Was kommt danach?",
              ],
              topic: "Algorithmen",
            })
          : searchExercise([4, 8, 15, 16, 23, 42], 16),
    },
    {
      label: "Sequenz",
      lp21: ["MI.2.2"],
      keywords: ["sequenz", "reihenfolge", "ablauf", "nacheinander", "abfolge"],
      explanation:
        "Eine Sequenz ist eine Folge von Befehlen, die der Computer genau in dieser Reihenfolge ausführt, einen nach dem anderen. Vertauschst du zwei Befehle, passiert etwas anderes. Beispiel in Scratch: «gehe 10er-Schritt», dann «drehe dich um 90 Grad», dann «gehe 10er-Schritt» – die Figur läuft ein Stück, biegt ab und läuft weiter.",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? orderExercise({
              intro: "Ein Roboter soll dir ein Brot mit Butter machen.",
              steps: {
                A: "Butter auf die Scheibe streichen",
                B: "Brot aus dem Schrank nehmen",
                C: "Eine Scheibe abschneiden",
              },
              answer: "BCA",
              hints: ["Was braucht der Roboter zuerst in der Hand?", "Erst das Brot, dann …?"],
              topic: "Sequenz",
            })
          : orderExercise({
              intro: "Du möchtest dich mit deinem Passwort einloggen.",
              steps: {
                A: "Passwort eintippen",
                B: "Anmeldeseite öffnen",
                C: "Auf «Anmelden» klicken",
                D: "Benutzernamen eintippen",
              },
              answer: "BDAC",
              hints: [
                "Wo musst du sein, bevor du etwas eintippen kannst?",
                "Zuerst die Seite, dann wer du bist, dann …?",
              ],
              topic: "Sequenz",
            }),
    },
    {
      label: "Schleifen",
      lp21: ["MI.2.2"],
      keywords: ["schleife", "loop", "for ", "range", "wiederhol", "while"],
      explanation:
        "Eine Schleife wiederholt Befehle, damit du sie nicht mehrmals hinschreiben musst. In Scratch findest du sie in der Kategorie «Steuerung»: Der Block «wiederhole 10-mal» führt alles, was darin steckt, zehnmal aus; «wiederhole fortlaufend» hört nie auf. In Python schreibt man dafür zum Beispiel «for i in range(3):» – das läuft dreimal. Mit «while» läuft eine Schleife, solange eine Bedingung wahr ist.",
      exercise: (_ctx, i) => {
        if (notation.scratch) {
          const [times, steps] = at(SCRATCH_LOOPS, i);
          return numberExercise({
            prompt: `In Scratch steht:\n\nwiederhole ${times}-mal\n    gehe ${steps}er-Schritt\n\nWie viele Schritte geht die Figur insgesamt?`,
            answer: times * steps,
            hints: [
              `Wie viele Schritte geht die Figur bei einem Durchgang? Und wie viele Durchgänge gibt es?`,
              `${times}-mal je ${steps} Schritte: Rechne ${times} · ${steps}.`,
            ],
            solution: `${times} Durchgänge · ${steps} Schritte = ${times * steps} Schritte`,
            topic: "Schleifen",
            typical: [
              {
                value: steps,
                text: `Das ist ein einziger Durchgang. Die Schleife wiederholt ihn aber ${times}-mal.`,
              },
            ],
          });
        }
        const [a, b, c, ask] = at(LOOPS, i);
        return loopExercise(a, b, c, ask);
      },
    },
    {
      label: "Verzweigungen",
      lp21: ["MI.2.2"],
      keywords: ["verzweigung", "bedingung", "if ", "if-else", "else", "falls", "wenn dann", "entscheidung"],
      explanation:
        "Eine Verzweigung lässt das Programm entscheiden: Falls eine Bedingung wahr ist, macht es das eine, sonst das andere. In Scratch heisst der Block «falls … dann … sonst» (Kategorie «Steuerung»), in Python «if … else». Beispiel: falls Punkte > 10, dann sage «Gewonnen!», sonst sage «Weiter üben!». Die Bedingung ist entweder wahr oder falsch.",
      exercise: (_ctx, i) => {
        const points = [7, 12, 10][i % 3] ?? 7;
        const wins = points > 10;
        const code = notation.scratch
          ? `setze Punkte auf ${points}\nfalls Punkte > 10, dann\n    sage «Gewonnen!»\nsonst\n    sage «Weiter üben!»`
          : `punkte = ${points}\nif punkte > 10:\n    print("Gewonnen!")\nelse:\n    print("Weiter üben!")`;
        return choiceExercise({
          prompt: `Was sagt das Programm – «Gewonnen!» oder «Weiter üben!»?\n\n${code}`,
          choices: [{ keywords: ["gewonnen"] }, { keywords: ["weiter uben", "weiter ueben", "weiterub"] }],
          correct: wins ? 0 : 1,
          hints: [
            `Ist die Bedingung «${points} > 10» wahr oder falsch?`,
            `${points} > 10 ist ${wins ? "wahr" : "falsch"}. Welcher Teil wird dann ausgeführt?`,
          ],
          solution: `${points} > 10 ist ${wins ? "wahr → «Gewonnen!»" : "falsch → der sonst-Teil: «Weiter üben!»"}`,
          topic: "Verzweigungen",
          note: points === 10 ? "10 ist nicht grösser als 10 – die Bedingung ist falsch." : undefined,
        });
      },
    },
    {
      label: "Variablen",
      lp21: ["MI.2.2", "MI.2.1"],
      keywords: ["variable", "variablen"],
      explanation:
        "Eine Variable ist wie eine Schachtel mit einem Namen, in der sich das Programm einen Wert merkt – zum Beispiel die Punkte in einem Spiel. Der Wert kann sich ändern. In Scratch erstellst du sie in der Kategorie «Variablen» und nutzt «setze Punkte auf 0» und «ändere Punkte um 1». In Python schreibst du punkte = 0 und punkte = punkte + 1.",
      exercise: (_ctx, i) => {
        const [start, a, b] = at(
          [
            [0, 5, 3],
            [10, -4, 2],
            [2, 3, 3],
          ] as const,
          i,
        );
        const end = start + a + b;
        const code = notation.scratch
          ? `setze Punkte auf ${start}\nändere Punkte um ${a}\nändere Punkte um ${b}`
          : `punkte = ${start}\npunkte = punkte + ${a}\npunkte = punkte + ${b}`.replace(/\+ -/g, "- ");
        return numberExercise({
          prompt: `Welchen Wert hat die Variable am Schluss?\n\n${code}`,
          answer: end,
          hints: [
            "Geh Zeile für Zeile: Was steht nach der ersten Zeile in der Variable?",
            `Zuerst ${start}, dann ${start + a}. Was kommt in der letzten Zeile dazu?`,
          ],
          solution: `${start} → ${start + a} → ${end}`,
          topic: "Variablen",
          typical: [
            {
              value: a + b,
              text: `Du hast den Startwert ${start} vergessen – die Variable beginnt nicht bei 0.`,
            },
          ].filter(() => start !== 0),
        });
      },
    },
    {
      label: "Scratch-Blöcke",
      lp21: ["MI.2.2"],
      keywords: [
        "scratch-block",
        "scratch block",
        "blocke",
        "bloecke",
        "block ",
        "kategorie",
        "grune flagge",
        "flagge",
        "ereignis",
        "sprite",
        "figur",
        "buhne",
        "startet",
      ],
      explanation:
        "In Scratch baust du Programme für Figuren (Sprites) aus farbigen Blöcken, die wie Puzzleteile zusammenpassen. Jede Farbe ist eine Kategorie: «Bewegung» (blau, z. B. «gehe 10er-Schritt»), «Aussehen» (lila, «sage Hallo»), «Ereignisse» (gelb, «Wenn grüne Flagge angeklickt wird» – damit startet dein Programm), «Steuerung» (orange, Schleifen und «falls»), «Fühlen», «Operatoren» und «Variablen».",
      exercise: (_ctx, i) => {
        const tasks = [
          { block: "Wenn grüne Flagge angeklickt wird", correct: 1 },
          { block: "wiederhole 10-mal", correct: 2 },
          { block: "gehe 10er-Schritt", correct: 0 },
        ] as const;
        const task = tasks[i % tasks.length] ?? tasks[0];
        const names = ["Bewegung", "Ereignisse", "Steuerung"];
        return choiceExercise({
          prompt: `In welcher Kategorie findest du den Block «${task.block}»: A) Bewegung, B) Ereignisse oder C) Steuerung?`,
          choices: [
            { letter: "A", keywords: ["bewegung"] },
            { letter: "B", keywords: ["ereignis"] },
            { letter: "C", keywords: ["steuerung"] },
          ],
          correct: task.correct,
          hints: [
            "Was macht der Block: bewegt er die Figur, startet er etwas, oder steuert er den Ablauf?",
            "«Ereignisse» starten Skripte, «Steuerung» hat Schleifen und «falls», «Bewegung» bewegt die Figur.",
          ],
          solution: `«${task.block}» steht in der Kategorie «${names[task.correct]}».`,
          topic: "Scratch-Blöcke",
        });
      },
    },
    {
      label: "Binärzahlen",
      lp21: ["MI.2.1"],
      keywords: ["binar", "binaer", "dual", "zweiersystem", "0 und 1", "nullen", "einsen"],
      explanation:
        "Computer rechnen mit nur zwei Ziffern, 0 und 1, weil ihre Bauteile wie kleine Schalter nur zwei Zustände kennen: Strom aus (0) oder Strom an (1). Im Binärsystem hat jede Stelle einen Wert, der sich von rechts nach links verdoppelt: 1, 2, 4, 8, 16 … Beispiel: 1011 = 1 · 8 + 0 · 4 + 1 · 2 + 1 · 1 = 11.",
      exercise: (ctx, i) => {
        const [n, bits] = at(BINARY, i + levelOf(ctx));
        return i % 2 === 0 ? toBinaryExercise(n) : fromBinaryExercise(bits);
      },
    },
    {
      label: "Bit und Byte",
      lp21: ["MI.2.1"],
      keywords: [
        "bit ",
        "bits",
        "byte",
        "kilobyte",
        "megabyte",
        "gigabyte",
        "speicherplatz",
        "speichergrosse",
      ],
      explanation:
        "Ein Bit ist die kleinste Informationseinheit: eine einzige 0 oder 1. Acht Bit zusammen sind ein Byte – damit kann man zum Beispiel einen Buchstaben speichern. Grössere Einheiten: 1 Kilobyte (KB) sind 1000 Byte (oft rechnet man auch mit 1024), 1 Megabyte (MB) sind 1000 KB, 1 Gigabyte (GB) sind 1000 MB. Mit 3 Bit kannst du 2 · 2 · 2 = 8 verschiedene Muster bilden.",
      exercise: (_ctx, i) =>
        [
          numberExercise({
            prompt: "Wie viele Bit sind 3 Byte?",
            answer: 24,
            hints: ["Wie viele Bit hat ein einziges Byte?", "1 Byte = 8 Bit. Rechne 3 · 8."],
            solution: "3 Byte = 3 · 8 Bit = 24 Bit",
            topic: "Bit und Byte",
            typical: [{ value: 30, text: "Ein Byte hat nicht 10 Bit, sondern 8." }],
          }),
          numberExercise({
            prompt: "Wie viele verschiedene Muster aus 0 und 1 kannst du mit 4 Bit bilden?",
            answer: 16,
            hints: [
              "Mit 1 Bit gibt es 2 Muster (0, 1), mit 2 Bit 4 Muster (00, 01, 10, 11). Was passiert mit jedem weiteren Bit?",
              "Jedes Bit verdoppelt die Anzahl: 2 · 2 · 2 · 2.",
            ],
            solution: "2 · 2 · 2 · 2 = 16 Muster (0000 bis 1111)",
            topic: "Bit und Byte",
            typical: [
              { value: 8, text: "Das wären 3 Bit. Jedes weitere Bit verdoppelt die Anzahl noch einmal." },
            ],
          }),
        ][i % 2] ?? toBinaryExercise(5),
    },
    {
      label: "Text codieren",
      lp21: ["MI.2.1"],
      keywords: [
        "codierung",
        "kodierung",
        "text",
        "ascii",
        "unicode",
        "buchstabe",
        "geheimschrift",
        "caesar",
        "verschlussel",
      ],
      explanation:
        "Ein Computer speichert Text als Zahlen: Jeder Buchstabe hat eine feste Nummer, und die Nummer wird binär gespeichert. Im ASCII-Code ist «A» die 65, «B» die 66, «C» die 67 und so weiter; ein Zeichen braucht meist 1 Byte. Auch eine Geheimschrift ist eine Codierung: Bei der Caesar-Verschiebung um 1 wird aus «HALLO» das Wort «IBMMP».",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? numberExercise({
              prompt: "Im ASCII-Code hat «A» die Nummer 65, «B» die 66, «C» die 67. Welche Nummer hat «E»?",
              answer: 69,
              hints: [
                "Die Buchstaben sind der Reihe nach nummeriert. Der wievielte Buchstabe nach A ist E?",
                "A = 65, B = 66, C = 67, D = …?",
              ],
              solution: "A 65, B 66, C 67, D 68, E 69",
              topic: "Text codieren",
            })
          : numberExercise({
              prompt: "Ein Buchstabe braucht 1 Byte. Wie viele Byte braucht das Wort «Informatik»?",
              answer: 10,
              hints: ["Zähle die Buchstaben von «Informatik».", "I-n-f-o-r-m-a-t-i-k: Wie viele sind es?"],
              solution: "«Informatik» hat 10 Buchstaben → 10 Byte",
              topic: "Text codieren",
            }),
    },
    {
      label: "Bilder codieren",
      lp21: ["MI.2.1"],
      keywords: ["bild", "pixel", "foto", "bildpunkt", "rgb", "auflosung", "farbe"],
      explanation:
        "Ein Bild besteht aus vielen kleinen Quadraten, den Pixeln (Bildpunkten). Der Computer speichert für jedes Pixel seine Farbe als Zahl. Bei einem Schwarz-Weiss-Bild reicht 1 Bit pro Pixel: 1 für schwarz, 0 für weiss. Farbige Pixel mischt man aus Rot, Grün und Blau (RGB), je 0 bis 255. Beispiel: Ein Bild mit 4 × 3 Pixeln hat 12 Pixel.",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? numberExercise({
              prompt:
                "Ein Schwarz-Weiss-Bild ist 8 Pixel breit und 6 Pixel hoch, jedes Pixel braucht 1 Bit. Wie viele Bit braucht das Bild?",
              answer: 48,
              hints: [
                "Wie viele Pixel hat das Bild insgesamt?",
                "8 Pixel pro Zeile, 6 Zeilen: 8 · 6 Pixel zu je 1 Bit.",
              ],
              solution: "8 · 6 = 48 Pixel · 1 Bit = 48 Bit",
              topic: "Bilder codieren",
              typical: [
                {
                  value: 14,
                  text: "Du hast Breite und Höhe addiert. Das Bild ist aber ein Rechteck aus Zeilen: Wie viele Pixel sind es pro Zeile, und wie viele Zeilen?",
                },
              ],
            })
          : choiceExercise({
              prompt: "Welche Farbe hat das Pixel mit RGB (255, 0, 0): A) rot, B) grün oder C) blau?",
              choices: [
                { letter: "A", keywords: ["rot"] },
                { letter: "B", keywords: ["grun", "gruen"] },
                { letter: "C", keywords: ["blau"] },
              ],
              correct: 0,
              hints: [
                "Die drei Zahlen stehen für Rot, Grün und Blau – in dieser Reihenfolge.",
                "Nur die erste Zahl ist voll (255). Welche Farbe steht an erster Stelle?",
              ],
              solution: "(255, 0, 0): volles Rot, kein Grün, kein Blau → rot",
              topic: "Bilder codieren",
            }),
    },
    {
      label: "Suchen",
      lp21: ["MI.2.2"],
      keywords: ["suche", "suchen", "lineare suche", "binare suche", "halbier"],
      explanation:
        "Suchen heisst, in Daten ein bestimmtes Element zu finden. Bei der linearen Suche schaust du ein Element nach dem anderen an, von vorne bis hinten. Ist die Liste sortiert, geht es schneller mit der binären Suche: Du schaust in die Mitte und weisst dann, in welcher Hälfte du weitersuchen musst – wie beim Zahlenraten «grösser oder kleiner?».",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? searchExercise([4, 8, 15, 16, 23, 42], 16)
          : numberExercise({
              prompt:
                "Du errätst eine Zahl von 1 bis 16 und halbierst jedes Mal: «grösser oder kleiner?». Wie viele Fragen brauchst du höchstens, bis nur noch eine Zahl übrig ist?",
              answer: 4,
              hints: [
                "Nach jeder Frage bleibt die Hälfte übrig: 16 → 8 → …?",
                "16 → 8 → 4 → 2 → 1. Zähle die Pfeile.",
              ],
              solution: "16 → 8 → 4 → 2 → 1: 4 Fragen",
              topic: "Suchen",
              typical: [
                {
                  value: 16,
                  text: "So viele brauchst du, wenn du jede Zahl einzeln ausprobierst (lineare Suche). Beim Halbieren geht es viel schneller.",
                },
              ],
            }),
    },
    {
      label: "Sortieren",
      lp21: ["MI.2.2"],
      keywords: ["sortier", "bubble", "ordnen", "aufsteigend", "absteigend"],
      explanation:
        "Sortieren heisst, Daten in eine Ordnung zu bringen, zum Beispiel Zahlen vom kleinsten zum grössten. Ein einfaches Verfahren ist Bubblesort: Du vergleichst immer zwei Nachbarn und vertauschst sie, wenn sie falsch herum stehen. Nach einem Durchgang ist die grösste Zahl ganz hinten. Beispiel: [3, 1, 2] → 3 und 1 tauschen → [1, 3, 2] → 3 und 2 tauschen → [1, 2, 3].",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? listExercise({
              prompt:
                "Mach einen Durchgang Bubblesort mit der Liste [5, 2, 4, 1]: Vergleiche von links immer zwei Nachbarn und tausche, wenn die linke Zahl grösser ist. Wie sieht die Liste danach aus?",
              answer: [2, 4, 1, 5],
              hints: [
                "Erster Vergleich: 5 und 2. Tauschen? Dann weiter mit der 5 und der nächsten Zahl.",
                "[5, 2, 4, 1] → [2, 5, 4, 1] → [2, 4, 5, 1] → ?",
              ],
              solution: "[5, 2, 4, 1] → [2, 5, 4, 1] → [2, 4, 5, 1] → [2, 4, 1, 5]",
              topic: "Sortieren",
              typical: [
                {
                  values: [1, 2, 4, 5],
                  text: "So sieht die Liste ganz am Schluss aus. Nach nur einem Durchgang ist aber erst die grösste Zahl hinten.",
                },
              ],
            })
          : listExercise({
              prompt:
                "Sortiere absteigend, also vom grössten zum kleinsten: 12, 7, 30, 2. Wie lautet die Liste?",
              answer: [30, 12, 7, 2],
              hints: [
                "Welche Zahl ist die grösste? Sie kommt zuerst.",
                "30 ist die grösste. Welche kommt danach?",
              ],
              solution: "30, 12, 7, 2",
              topic: "Sortieren",
              typical: [
                {
                  values: [2, 7, 12, 30],
                  text: "Das ist aufsteigend (vom kleinsten zum grössten). Gefragt ist absteigend.",
                },
              ],
            }),
    },
    {
      label: "Fehler finden",
      lp21: ["MI.2.2"],
      keywords: ["debug", "fehler", "bug", "funktioniert nicht", "geht nicht"],
      explanation:
        "Fehler in Programmen heissen «Bugs», das Suchen und Beheben heisst Debugging. So gehst du vor: 1. Vergleiche, was das Programm tun soll und was es wirklich tut. 2. Geh es Schritt für Schritt durch. 3. Ändere eine Sache und teste wieder. Beispiel: Eine Figur soll ein Quadrat laufen, dreht sich aber um 60 statt 90 Grad – dann schliesst sich das Quadrat nicht.",
      exercise: (_ctx, i) =>
        notation.scratch || i % 2 === 1
          ? numberExercise({
              prompt:
                "Die Figur soll ein Quadrat laufen:\n\nwiederhole 4-mal\n    gehe 50er-Schritt\n    drehe dich um 60 Grad\n\nSie läuft kein Quadrat. Um wie viel Grad muss sie sich drehen, damit es ein Quadrat wird?",
              answer: 90,
              hints: [
                "Ein Quadrat hat vier gleiche Ecken. Wie gross ist eine Ecke?",
                "Nach 4 Drehungen schaut die Figur wieder nach vorne: 4 · ? = 360 Grad.",
              ],
              solution: "360 Grad : 4 Ecken = 90 Grad pro Drehung",
              topic: "Fehler finden",
            })
          : numberExercise({
              prompt:
                'Dieses Programm soll 5-mal «Hallo» ausgeben:\n\n```python\nfor i in range(1, 5):\n    print("Hallo")\n```\n\nWie oft gibt es «Hallo» wirklich aus?',
              answer: 4,
              hints: [
                "Welche Werte nimmt i an? range(1, 5) hört vor 5 auf.",
                "i ist 1, 2, 3, 4. Wie viele sind das?",
              ],
              solution:
                "range(1, 5) gibt i = 1, 2, 3, 4 → nur 4-mal. Richtig wäre range(5) oder range(1, 6).",
              topic: "Fehler finden",
              typical: [
                {
                  value: 5,
                  text: "Das soll es tun – aber prüf, was range(1, 5) wirklich macht: Der Endwert 5 gehört nicht dazu.",
                },
              ],
            }),
    },
    {
      label: "Listen und Daten",
      lp21: ["MI.2.1"],
      keywords: ["liste", "listen", "daten ", "datenstruktur", "tabelle", "array", "index"],
      explanation:
        'Daten sind gespeicherte Angaben, zum Beispiel Namen, Noten oder Temperaturen. Damit ein Programm sie gut findet, ordnet man sie in Strukturen: eine Liste ist eine Reihe von Elementen, eine Tabelle hat Zeilen und Spalten. Beispiel: einkauf = ["Brot", "Milch", "Äpfel"]. In Scratch zählt eine Liste ab 1 (Element 1 ist «Brot»), in Python ab 0 (einkauf[0] ist "Brot").',
      exercise: (_ctx, i) =>
        notation.scratch || i % 2 === 1
          ? choiceExercise({
              prompt:
                "In Scratch hat die Liste «Einkauf» die Elemente Brot, Milch, Äpfel. Was gibt «Element 2 von Einkauf» – A) Brot, B) Milch oder C) Äpfel?",
              choices: [
                {
                  letter: "A",
                  keywords: ["brot"],
                  wrongText: "In Scratch ist Brot Element 1, denn Scratch zählt ab 1.",
                },
                { letter: "B", keywords: ["milch"] },
                {
                  letter: "C",
                  keywords: ["apfel", "aepfel"],
                  wrongText: "Äpfel ist das dritte Element. Zähle nochmals ab 1.",
                },
              ],
              correct: 1,
              hints: [
                "Scratch zählt die Elemente einer Liste ab 1.",
                "Element 1 ist Brot. Welches ist Element 2?",
              ],
              solution: "Element 1 = Brot, Element 2 = Milch",
              topic: "Listen und Daten",
            })
          : numberExercise({
              prompt:
                "Welche Zahl gibt dieses Programm aus?\n\n```python\nzahlen = [3, 8, 5, 1]\nprint(zahlen[2])\n```",
              answer: 5,
              hints: [
                "In Python hat das erste Element den Index 0.",
                "zahlen[0] ist 3, zahlen[1] ist 8. Was ist zahlen[2]?",
              ],
              solution: "Index 0 → 3, Index 1 → 8, Index 2 → 5",
              topic: "Listen und Daten",
              typical: [
                { value: 8, text: "8 ist das zweite Element, hat aber den Index 1: Python zählt ab 0." },
              ],
            }),
    },
    {
      label: "Netzwerke und Internet",
      lp21: ["MI.2.3"],
      keywords: [
        "netzwerk",
        "internet",
        "ip-adresse",
        "ip adresse",
        "router",
        "wlan",
        "www",
        "server",
        "webseite",
      ],
      explanation:
        "Ein Netzwerk verbindet Computer, damit sie Daten austauschen können. Das Internet ist ein riesiges Netzwerk aus vielen Netzwerken. Jedes Gerät hat eine IP-Adresse, zum Beispiel 192.168.1.5 – wie eine Postadresse. Ein Router leitet die Datenpakete weiter, bis sie ankommen. Das WWW (die Webseiten) ist nur ein Dienst im Internet, so wie E-Mail oder Videoanrufe.",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? choiceExercise({
              prompt:
                "Eine IP-Adresse (IPv4) besteht aus vier Zahlen von 0 bis 255. Ist 192.168.1.300 eine gültige IP-Adresse – ja oder nein?",
              choices: [
                {
                  keywords: ["ja ", "jo "],
                  wrongText: "Schau dir die letzte Zahl an: Ist 300 zwischen 0 und 255?",
                },
                {
                  keywords: [
                    "nein",
                    "nei ",
                    "ungultig",
                    "ungueltig",
                    "nicht gultig",
                    "nicht gueltig",
                    "keine gultige",
                    "nid gultig",
                    "nod gultig",
                  ],
                },
              ],
              correct: 1,
              hints: [
                "Prüf jede der vier Zahlen: Liegt sie zwischen 0 und 255?",
                "192, 168 und 1 passen. Und 300?",
              ],
              solution: "300 ist grösser als 255 → keine gültige IP-Adresse",
              topic: "Netzwerke und Internet",
            })
          : choiceExercise({
              prompt:
                "Welches Gerät leitet in deinem Zuhause die Daten zwischen deinem Netzwerk und dem Internet weiter: A) der Drucker, B) der Router oder C) die Tastatur?",
              choices: [
                { letter: "A", keywords: ["drucker"] },
                { letter: "B", keywords: ["router"] },
                { letter: "C", keywords: ["tastatur"] },
              ],
              correct: 1,
              hints: [
                "Welches Gerät hat die Lämpchen fürs WLAN und ist mit dem Internetanschluss verbunden?",
              ],
              solution: "Der Router verbindet das Heimnetz mit dem Internet.",
              topic: "Netzwerke und Internet",
            }),
    },
    {
      label: "Passwörter und Datensicherheit",
      lp21: ["MI.2.3"],
      keywords: [
        "passwort",
        "passworter",
        "kennwort",
        "datensicherheit",
        "datenschutz",
        "sicherheit",
        "hacker",
        "phishing",
      ],
      explanation:
        "Ein sicheres Passwort ist lang (mindestens 12 Zeichen), schwer zu erraten und wird nur für ein Konto gebraucht. Namen, Geburtsjahre oder ein einzelnes Wort aus dem Wörterbuch knacken Programme in Sekunden. Gut ist ein langer Satz aus mehreren zufälligen Wörtern mit Zahlen und Sonderzeichen, z. B. «Velo!Mond7Gurke#Wolke». Verrate es niemandem und klicke nicht auf Links in komischen Nachrichten.",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? choiceExercise({
              prompt:
                "Welches Passwort ist am sichersten: A) Lea2012, B) passwort123 oder C) Tiger!Wolke7Rakete#Mond?",
              choices: [
                {
                  letter: "A",
                  keywords: ["lea2012"],
                  wrongText:
                    "Lea2012 ist kurz und besteht aus einem Namen und einem Jahr – das ist leicht zu erraten.",
                },
                {
                  letter: "B",
                  keywords: ["passwort123"],
                  wrongText:
                    "passwort123 gehört zu den häufigsten Passwörtern überhaupt und wird sofort geknackt.",
                },
                { letter: "C", keywords: ["tiger"] },
              ],
              correct: 2,
              hints: ["Welches ist am längsten und hat keinen Namen und kein Geburtsjahr?"],
              solution: "C: lang, mehrere zufällige Wörter, Zahl und Sonderzeichen",
              topic: "Passwörter und Datensicherheit",
            })
          : choiceExercise({
              prompt:
                "Du bekommst eine Nachricht: «Dein Konto wird gesperrt! Gib hier sofort dein Passwort ein.» Was machst du: A) Passwort eingeben oder B) nicht klicken und einer erwachsenen Person zeigen?",
              choices: [
                {
                  letter: "A",
                  keywords: ["eingeben"],
                  wrongText:
                    "Vorsicht: So versuchen Betrüger, Passwörter zu stehlen (Phishing). Echte Firmen fragen nie so nach deinem Passwort.",
                },
                { letter: "B", keywords: ["nicht klicken", "zeigen", "erwachsen"] },
              ],
              correct: 1,
              hints: ["Würde eine echte Firma dich per Nachricht nach deinem Passwort fragen?"],
              solution:
                "B: Das ist Phishing. Nicht klicken, nichts eingeben, einer erwachsenen Person zeigen.",
              topic: "Passwörter und Datensicherheit",
            }),
    },
    {
      label: "Dateien und Ordner",
      lp21: ["MI.2.3", "MI.2.1"],
      keywords: ["datei", "dateien", "ordner", "dateiendung", "pfad", "papierkorb"],
      explanation:
        "Auf dem Computer sind Daten in Dateien gespeichert, zum Beispiel ein Foto oder ein Aufsatz. Die Dateiendung nach dem Punkt verrät die Art: .jpg ist ein Bild, .mp3 ein Musikstück, .docx ein Textdokument. Dateien legst du in Ordner, und Ordner können weitere Ordner enthalten. Der Pfad zeigt den Weg: Schule/Mathe/Brueche.docx liegt im Ordner Mathe, und der liegt im Ordner Schule.",
      exercise: (_ctx, i) =>
        i % 2 === 0
          ? choiceExercise({
              prompt: "Welche Datei ist ein Foto: A) ferien.mp3, B) ferien.jpg oder C) ferien.docx?",
              choices: [
                {
                  letter: "A",
                  keywords: ["mp3", "ferien mp3"],
                  wrongText: ".mp3 ist eine Musik- oder Tondatei.",
                },
                { letter: "B", keywords: ["jpg", "ferien jpg"] },
                { letter: "C", keywords: ["docx", "ferien docx"], wrongText: ".docx ist ein Textdokument." },
              ],
              correct: 1,
              hints: ["Schau auf die Endung nach dem Punkt: Welche kennst du von Fotos?"],
              solution: ".jpg ist ein Bildformat → ferien.jpg",
              topic: "Dateien und Ordner",
            })
          : numberExercise({
              prompt:
                "Die Datei liegt hier: Schule/Deutsch/Aufsatz/Entwurf.docx. In wie vielen Ordnern steckt sie (ineinander gezählt)?",
              answer: 3,
              hints: [
                "Alles vor dem letzten «/» sind Ordner. Zähle sie.",
                "Schule, Deutsch, … – und Entwurf.docx ist die Datei selbst.",
              ],
              solution: "Ordner Schule → Deutsch → Aufsatz: 3 Ordner",
              topic: "Dateien und Ordner",
              typical: [{ value: 4, text: "Entwurf.docx ist die Datei selbst, kein Ordner." }],
            }),
    },
    {
      label: "Eingabe, Verarbeitung, Ausgabe",
      lp21: ["MI.2.3"],
      keywords: [
        "eingabe",
        "ausgabe",
        "verarbeitung",
        "eva",
        "hardware",
        "gerat",
        "prozessor",
        "computer aufbau",
        "bildschirm",
        "tastatur",
      ],
      explanation:
        "Jeder Computer arbeitet nach dem EVA-Prinzip: Eingabe, Verarbeitung, Ausgabe. Über Eingabegeräte wie Tastatur, Maus oder Mikrofon kommen Daten hinein. Der Prozessor verarbeitet sie, der Speicher merkt sie sich. Über Ausgabegeräte wie Bildschirm, Drucker oder Lautsprecher kommt das Ergebnis heraus. Beispiel: Du tippst 3 + 4 (Eingabe), der Rechner rechnet (Verarbeitung), der Bildschirm zeigt 7 (Ausgabe).",
      exercise: (_ctx, i) => {
        const devices = [
          ["der Drucker", 1],
          ["das Mikrofon", 0],
          ["der Lautsprecher", 1],
        ] as const;
        const [device, correct] = devices[i % devices.length] ?? devices[0];
        return choiceExercise({
          prompt: `Ist ${device} ein Eingabegerät oder ein Ausgabegerät?`,
          choices: [{ keywords: ["eingabe", "input"] }, { keywords: ["ausgabe", "output"] }],
          correct,
          hints: ["Kommen die Daten durch dieses Gerät in den Computer hinein oder aus ihm heraus?"],
          solution: `${device[0]?.toUpperCase()}${device.slice(1)} ist ein ${correct === 0 ? "Eingabegerät" : "Ausgabegerät"}.`,
          topic: "Eingabe, Verarbeitung, Ausgabe",
        });
      },
    },
  ];
}
