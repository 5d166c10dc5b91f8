// The 12 learning-profile dimensions (docs/product.md §3.2), each a value in [-1, 1]. For every
// dimension docs/product.md names the positive pole first ("SOC social (group versus alone)"): +1 is
// the first pole, -1 the second. docs/decisions/006-learning-profile-model.md explains the model.
export const DIMENSIONS = [
  "VIS",
  "AUD",
  "KIN",
  "TXT",
  "STR",
  "PROC",
  "SEN",
  "ERR",
  "MOT",
  "PLAN",
  "SOC",
  "FB",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type DimensionValues = Record<Dimension, number>;

/** The analysis shows 11 of them: no TXT (docs/product.md §3.2). */
export const ANALYSIS_DIMENSIONS = DIMENSIONS.filter((d) => d !== "TXT");

export type DimensionInfo = {
  label: string;
  /** What +1 means, and what -1 means, in a pupil's words. */
  positive: string;
  negative: string;
  explanation: string;
};

export const DIMENSION_INFO: Record<Dimension, DimensionInfo> = {
  VIS: {
    label: "Visuell",
    positive: "lernt gern mit Bildern",
    negative: "braucht wenig Bilder",
    explanation: "Wie sehr dir Bilder, Skizzen, Farben und Videos beim Verstehen helfen.",
  },
  AUD: {
    label: "Auditiv",
    positive: "lernt gern durch Zuhören",
    negative: "braucht wenig Erklärungen zum Zuhören",
    explanation: "Wie sehr dir Zuhören, Erklären und laut Sprechen beim Lernen helfen.",
  },
  KIN: {
    label: "Praktisch",
    positive: "lernt gern durch Ausprobieren",
    negative: "lernt lieber ohne Anfassen",
    explanation: "Wie sehr du lernst, indem du selbst etwas tust, baust oder ausprobierst.",
  },
  TXT: {
    label: "Textbasiert",
    positive: "lernt gern mit Texten",
    negative: "liest und schreibt ungern zum Lernen",
    explanation: "Wie sehr dir Lesen, Notizen und eigene Zusammenfassungen helfen.",
  },
  STR: {
    label: "Struktur",
    positive: "mag klare Schritte",
    negative: "mag freies Entdecken",
    explanation: "Ob du lieber Schritt für Schritt nach Plan lernst oder frei drauflos entdeckst.",
  },
  PROC: {
    label: "Verarbeitung",
    positive: "denkt gründlich nach",
    negative: "denkt schnell und spontan",
    explanation: "Ob du Neues lieber in Ruhe durchdenkst oder schnell und aus dem Bauch heraus reagierst.",
  },
  SEN: {
    label: "Umgebung",
    positive: "braucht Ruhe",
    negative: "kann überall lernen",
    explanation: "Wie stark Lärm und Ablenkung um dich herum dein Lernen beeinflussen.",
  },
  ERR: {
    label: "Fehlerfreundlichkeit",
    positive: "sieht Fehler als Chance",
    negative: "mag Fehler gar nicht",
    explanation: "Wie gelassen du mit Fehlern umgehst und ob du aus ihnen lernen magst.",
  },
  MOT: {
    label: "Motivation",
    positive: "lernt aus Neugier",
    negative: "lernt für Ziele und Lob",
    explanation: "Ob dich eher dein eigenes Interesse antreibt oder Noten, Lob und Ziele von aussen.",
  },
  PLAN: {
    label: "Planung",
    positive: "plant voraus",
    negative: "entscheidet spontan",
    explanation: "Ob du dein Lernen gern im Voraus planst oder lieber spontan entscheidest.",
  },
  SOC: {
    label: "Sozial",
    positive: "lernt gern in der Gruppe",
    negative: "lernt gern allein",
    explanation: "Ob du lieber zusammen mit anderen oder für dich allein lernst.",
  },
  FB: {
    label: "Rückmeldung",
    positive: "will Rückmeldung später",
    negative: "will Rückmeldung sofort",
    explanation: "Ob du sofort wissen willst, ob etwas stimmt, oder lieber zuerst selbst weiterarbeitest.",
  },
};

/** Strength words by value (docs/product.md §5.6): >0.3 Stark, >0.1 Mittel, >-0.1 Neutral, >-0.3 Schwach. */
export function strengthWord(value: number): "Stark" | "Mittel" | "Neutral" | "Schwach" | "Sehr schwach" {
  if (value > 0.3) return "Stark";
  if (value > 0.1) return "Mittel";
  if (value > -0.1) return "Neutral";
  if (value > -0.3) return "Schwach";
  return "Sehr schwach";
}

/**
 * A session's value as the preference it showed: the text of the pole it leans to (issue 16). The
 * analysis words a session this way, never with a strength word: "Schwach" for a value on the
 * second pole would read to a child as a weakness, though both poles are ways of learning
 * (FB −0.2 is "will Rückmeldung sofort"). Null for 0, which leans to neither.
 */
export function preferenceWord(dimension: Dimension, value: number): string | null {
  if (value > 0) return DIMENSION_INFO[dimension].positive;
  if (value < 0) return DIMENSION_INFO[dimension].negative;
  return null;
}

/** What the quiz stores in the onboarding answers as `learning_profile`. */
export type LearningProfile = {
  dimensions: DimensionValues;
  /** Names of the pupil's learning signatures, the main one first. */
  signatures: string[];
  primarySignature: string;
  /** Which scoring model produced it, so a later model can tell old profiles apart. */
  modelVersion: number;
  completedAt: string;
};
