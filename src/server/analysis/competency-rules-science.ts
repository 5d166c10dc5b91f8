import type { SubjectId } from "#shared/domain/subjects.ts";
import { type CompetencyRule, rule, topic } from "./keyword-rules.ts";

// Keyword rules for Physik, Chemie and Biologie (see competency-rules.ts). Each names the
// Zyklus-3 competency (NT) first and the Zyklus-1/2 one (NMG) second, where one fits.

const SPEED = /\d\s*(?:km\/h|m\/s)\b/;
const ELECTRIC = /\d\s*(?:V|A|W|Ω|kWh)\b/;

const PHYSIK: readonly CompetencyRule[] = [
  rule(
    "NT.5.1|NMG.3.1",
    topic(
      "Mechanik",
      "Kräfte und Bewegungen beschrieben",
      [
        "kraft|krafte|kraefte|newton|geschwindigkeit|beschleunig|bewegung|reibung|masse ",
        "gewicht|hebel|druck|schwerkraft|gravitation",
      ],
      SPEED,
    ),
  ),
  rule(
    "NT.5.2|NMG.5.2",
    topic(
      "Elektrizität",
      "Mit Strom und Spannung gerechnet",
      "strom|spannung|widerstand|volt|ampere|ohm |elektri|watt|magnet",
      ELECTRIC,
    ),
  ),
  rule(
    "NT.5.3",
    topic(
      "Schaltungen",
      "Schaltungen untersucht",
      "schaltung|parallelschaltung|reihenschaltung|serienschaltung|stromkreis",
    ),
  ),
  rule(
    "NT.4.1|NMG.3.2",
    topic(
      "Energie",
      "Energieumwandlungen beschrieben",
      "energie|joule|warme|waerme|kinetisch|lageenergie|bewegungsenergie",
    ),
  ),
  rule(
    "NT.6.3|NMG.4.3",
    topic("Optik", "Optische Phänomene erklärt", "licht|linse|spiegel|brechung|reflexion|schatten|optik"),
  ),
  rule(
    "NT.6.2|NMG.4.2",
    topic("Schall", "Schall und Hören erklärt", "schall|frequenz|ton |tone |lautstark|echo|hertz"),
  ),
  rule(
    "NT.2.1",
    topic(
      "Aggregatzustände",
      "Stoffeigenschaften beschrieben",
      "aggregat|schmelz|siede|verdampf|kondens|dichte|gefrier",
    ),
  ),
  rule(
    "NMG.4.5",
    topic(
      "Himmelskörper",
      "Himmelskörper beschrieben",
      "planet|mond|sonnensystem|umlaufbahn|stern|jahreszeit",
    ),
  ),
];

const CHEMIE: readonly CompetencyRule[] = [
  rule(
    "NT.3.1|NMG.3.4",
    topic("chemische Reaktionen", "Stoffumwandlungen beschrieben", [
      "reaktion|reagier|verbrenn|oxid|rost|saure|saeure|sauren|saeuren|base |basen|lauge",
      "ph |neutralis|indikator",
    ]),
  ),
  rule(
    "NT.3.2",
    topic("das Teilchenmodell", "Mit Atomen und Molekülen erklärt", [
      "atom|molekul|molekuel|element|periodensystem|ion |ionen|elektron|proton|neutron",
      "bindung|edelgas",
    ]),
  ),
  rule(
    "NT.2.1|NMG.3.3",
    topic("Stoffeigenschaften", "Stoffe untersucht und geordnet", [
      "aggregat|schmelz|siede|dichte|stoffeigenschaft|loslich|loeslich|flussig|fluessig",
      "gasformig|gasfoermig",
    ]),
  ),
  rule(
    "NT.2.2",
    topic(
      "Stofftrennung",
      "Stoffgemische getrennt",
      "trenn|filtrier|destill|gemisch|sieb|dekantier|chromatograph|eindampf",
    ),
  ),
  rule("NT.4.1", topic("Energie", "Energieumwandlungen beschrieben", "energie|exotherm|endotherm")),
];

const BIOLOGIE: readonly CompetencyRule[] = [
  rule(
    "NT.7.1|NMG.1.4",
    topic("Körperfunktionen", "Körperfunktionen erklärt", [
      "organ |organe|organen|herz |herzen|herzschlag|lunge|blut|kreislauf|muskel|skelett",
      "knochen|niere|leber|magen|darm|verdauung|atmung|korper|koerper",
    ]),
  ),
  rule(
    "NT.7.2",
    topic("Stoffwechsel", "Ernährung und Stoffwechsel erklärt", [
      "stoffwechsel|ernahrung|ernaehrung|nahrstoff|naehrstoff|vitamin|kohlenhydrat|eiweiss",
      "kalorien",
    ]),
  ),
  rule(
    "NT.8.2|NMG.2.3",
    topic(
      "Zellen",
      "Zellen und Wachstum beschrieben",
      "zelle|zellen|zellkern|membran|chloroplast|mitose|wachstum|keimung|metamorphose",
    ),
  ),
  rule(
    "NT.8.3",
    topic(
      "Genetik",
      "Vererbung erklärt",
      "dna|dns|gen |gene |genetik|vererb|erbgut|chromosom|erbinformation|mendel",
    ),
  ),
  rule(
    "NT.9.2|NMG.2.1",
    topic("Ökosysteme", "Zusammenhänge in Ökosystemen erklärt", [
      "fotosynthese|photosynthese|okosystem|oekosystem|nahrungskette|nahrungsnetz|produzent",
      "konsument|destruent|lebensraum",
    ]),
  ),
  rule(
    "NT.8.1|NMG.2.4",
    topic("Artenvielfalt", "Lebewesen geordnet", [
      "evolution|artenvielfalt|selektion|darwin|wirbeltier|saugetier|saeugetier|insekt",
      "amphib|reptil|klassifi",
    ]),
  ),
  rule(
    "NT.6.1|NMG.4.1",
    topic(
      "Sinnesorgane",
      "Sinne und Reize beschrieben",
      "sinne|sinnesorgan|sinnes|nerven|nervensystem|nervenzelle|gehirn|reiz|auge|ohr |ohren",
    ),
  ),
  rule(
    "NT.9.1",
    topic(
      "Gewässer",
      "Gewässer als Lebensraum beschrieben",
      "gewasser|gewaesser|teich|fluss |aquatisch|fisch",
    ),
  ),
  rule(
    "NT.7.4",
    topic(
      "Krankheiten",
      "Schutz vor Krankheiten erklärt",
      "krankheit|virus|viren|bakterie|impf|immun|infektion",
    ),
  ),
  rule(
    "NT.7.3|NMG.1.5",
    topic(
      "die Pubertät",
      "Körperliche Entwicklung erklärt",
      "pubertat|pubertaet|fortpflanz|verhut|verhuet|befrucht|schwanger|menstruation",
    ),
  ),
];

export const SCIENCE_RULES: Readonly<
  Record<Extract<SubjectId, "physik" | "chemie" | "biologie">, readonly CompetencyRule[]>
> = {
  physik: PHYSIK,
  chemie: CHEMIE,
  biologie: BIOLOGIE,
};
