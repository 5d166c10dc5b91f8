// The static subject catalogue (docs/product.md §3.3). Every subject is active; ids are the
// URL segments of /tutor/select/{subjectId}. Colours are accents readable on white and dark.
export const SUBJECT_IDS = [
  "mathematik",
  "deutsch",
  "englisch",
  "franzoesisch",
  "physik",
  "chemie",
  "biologie",
  "informatik",
  "bewerbungsgespraech",
] as const;
export type SubjectId = (typeof SUBJECT_IDS)[number];

export type Subject = {
  id: SubjectId;
  name: string;
  emoji: string;
  description: string;
  color: string;
  grade: "Primarstufe" | "Sekundarstufe";
  isActive: boolean;
};

export const SUBJECTS: readonly Subject[] = [
  {
    id: "mathematik",
    name: "Mathematik",
    emoji: "🧮",
    description: "Rechnen, Brüche, Gleichungen und Geometrie – Schritt für Schritt verstehen.",
    color: "#2563eb",
    grade: "Primarstufe",
    isActive: true,
  },
  {
    id: "deutsch",
    name: "Deutsch",
    emoji: "📚",
    description: "Lesen, Schreiben, Grammatik und Texte verstehen – sicher mit Sprache umgehen.",
    color: "#dc2626",
    grade: "Primarstufe",
    isActive: true,
  },
  {
    id: "englisch",
    name: "Englisch",
    emoji: "🗽",
    description: "Wörter, Sätze und Gespräche üben – Englisch sprechen mit Mut.",
    color: "#7c3aed",
    grade: "Primarstufe",
    isActive: true,
  },
  {
    id: "franzoesisch",
    name: "Französisch",
    emoji: "🗼",
    description: "Vokabeln, Verben und kleine Dialoge – Schritt für Schritt auf Französisch.",
    color: "#0891b2",
    grade: "Primarstufe",
    isActive: true,
  },
  {
    id: "physik",
    name: "Physik",
    emoji: "⚛️",
    description: "Kräfte, Energie, Strom und Licht – verstehen, wie die Welt funktioniert.",
    color: "#ea580c",
    grade: "Sekundarstufe",
    isActive: true,
  },
  {
    id: "chemie",
    name: "Chemie",
    emoji: "🧪",
    description: "Stoffe, Teilchen und Reaktionen – entdecken, woraus alles besteht.",
    color: "#16a34a",
    grade: "Sekundarstufe",
    isActive: true,
  },
  {
    id: "biologie",
    name: "Biologie",
    emoji: "🌱",
    description: "Pflanzen, Tiere und der menschliche Körper – das Leben erforschen.",
    color: "#65a30d",
    grade: "Sekundarstufe",
    isActive: true,
  },
  {
    id: "informatik",
    name: "Informatik",
    emoji: "💻",
    description: "Binärzahlen, Algorithmen und Schleifen – denken wie ein Computer.",
    color: "#0d9488",
    grade: "Sekundarstufe",
    isActive: true,
  },
  {
    id: "bewerbungsgespraech",
    name: "Bewerbungsgespräch",
    emoji: "💼",
    description: "Ein Vorstellungsgespräch für die Lehrstelle üben und Rückmeldungen bekommen.",
    color: "#b45309",
    grade: "Sekundarstufe",
    isActive: true,
  },
];

// English and other German spellings. Keys are normalised (see normaliseSubjectKey).
export const SUBJECT_ALIASES: Readonly<Record<string, SubjectId>> = {
  math: "mathematik",
  maths: "mathematik",
  mathe: "mathematik",
  mathematics: "mathematik",
  rechnen: "mathematik",
  german: "deutsch",
  english: "englisch",
  french: "franzoesisch",
  francais: "franzoesisch",
  franzosisch: "franzoesisch",
  franz: "franzoesisch",
  physics: "physik",
  science: "physik",
  naturwissenschaften: "physik",
  chemistry: "chemie",
  chem: "chemie",
  biology: "biologie",
  bio: "biologie",
  cs: "informatik",
  "computer-science": "informatik",
  computerscience: "informatik",
  informatics: "informatik",
  programming: "informatik",
  programmieren: "informatik",
  it: "informatik",
  interview: "bewerbungsgespraech",
  "job-interview": "bewerbungsgespraech",
  jobinterview: "bewerbungsgespraech",
  bewerbung: "bewerbungsgespraech",
  vorstellungsgespraech: "bewerbungsgespraech",
};

/** Lower case, umlauts spelled out, spaces and underscores as hyphens: "Französisch" → "franzoesisch". */
export function normaliseSubjectKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ç", "c")
    .replace(/[\s_]+/g, "-");
}

const BY_ID = new Map<string, Subject>(SUBJECTS.map((s) => [s.id, s]));

/** The subject for an id, a name or an alias in any spelling above; null when unknown. */
export function findSubject(idOrAlias: string | null | undefined): Subject | null {
  if (!idOrAlias) return null;
  const key = normaliseSubjectKey(idOrAlias);
  const alias = Object.hasOwn(SUBJECT_ALIASES, key) ? SUBJECT_ALIASES[key] : undefined;
  return BY_ID.get(key) ?? (alias ? BY_ID.get(alias) : undefined) ?? null;
}

export const isInterviewSubject = (subject: Pick<Subject, "id"> | null | undefined) =>
  subject?.id === "bewerbungsgespraech";
