// The competency catalogue: what a pupil works on per subject, aligned with the Swiss Lehrplan 21.
// The data sits in ./competencies/<area>.json, one file per Lehrplan 21 area set, checked against
// the schema below when this module loads (docs/decisions/035-competency-catalogue-as-data.md);
// this file holds the types, the grade → cycle mapping and the look-ups.
//
// How it was checked (against stored copies of public sources found by search; lehrplan21.ch itself
// was not fetched live):
// - Checked: every code, every Kompetenzbereich name and every Handlungsaspekt name for MA.1–3,
//   D.1–6, NMG.1–5, NT.1–9, MI.2 and BO.1–4, and the cycle in which each competency starts,
//   against a public machine-readable extract of the Lehrplan 21 (its «v-fe» variant); MA.1.C.2
//   also against its v-ef.lehrplan.ch page. The titles are our short paraphrases of the official
//   wording, not quotations. The NT numbering is the curriculum's: NT.4 Energieumwandlungen,
//   NT.5 Mechanische und elektrische Phänomene, NT.6 Sinne und Signale, NT.7 Körperfunktionen,
//   NT.8 Fortpflanzung und Entwicklung, NT.9 Ökosysteme.
// - Partly checked: Englisch and Französisch. Their structure (areas, aspects incl. Sprachmittlung,
//   competency numbers) was checked in the v-fe variant, where the codes are FS1F (Französisch)
//   and FS2E (Englisch). We use the v-ef codes FS1E (Englisch first) and FS2F (Französisch second),
//   of which only FS1E.3.C.1, FS1E.5.B.1, FS1E.5.E.1, FS2F.5.B.1 and FS2F.5.E.1 were seen in
//   public sources; the rest assumes the two variants share their numbering.
// - Not checked: where a competency ends. Each entry runs from its starting cycle to the last cycle
//   of its subject (Zyklus 3; NMG ends with Zyklus 2, where NT takes over). Also ours, not the
//   curriculum's: which NMG/NT competencies count as Physik, Chemie or Biologie (guided by the
//   subject labels the curriculum puts on each NT competency). Every sub-code below the area level
//   comes from the extract; none was invented.
// - Cycles are whole: French (FS2F) starts in the 5th class in v-ef cantons but in the 3rd in
//   others, so it applies to all of Zyklus 2 here, like English.
// - The Gymnasium is not covered by the Lehrplan 21; its pupils get the Zyklus-3 competencies.
import { z } from "zod";
import berufliche from "./competencies/berufliche-orientierung.json" with { type: "json" };
import deutsch from "./competencies/deutsch.json" with { type: "json" };
import englisch from "./competencies/englisch.json" with { type: "json" };
import franzoesisch from "./competencies/franzoesisch.json" with { type: "json" };
import informatik from "./competencies/informatik.json" with { type: "json" };
import mathematik from "./competencies/mathematik.json" with { type: "json" };
import naturUndTechnik from "./competencies/natur-und-technik.json" with { type: "json" };
import { GRADE_RANGES, type SchoolType } from "./school.ts";
import { SUBJECT_IDS, type SubjectId } from "./subjects.ts";

/** Lehrplan 21 cycles: 1 = Kindergarten–2. Klasse, 2 = 3.–6. Klasse, 3 = 7.–9. Klasse. */
export const CYCLES = [1, 2, 3] as const;
export type Cycle = (typeof CYCLES)[number];

export type Competency = {
  /** Stable and URL-safe: subject and code, e.g. "mathematik-ma-1-a-2". */
  id: string;
  /** The Lehrplan 21 code, e.g. "MA.1.A.2". */
  code: string;
  subjectId: SubjectId;
  /** Kompetenzbereich with its code, e.g. "MA.1 Zahl und Variable". */
  area: string;
  /** Short German title (Swiss spelling). */
  title: string;
  cycles: readonly Cycle[];
};

const cycleSchema = z.literal(CYCLES);
const subjectsSchema = z.array(z.enum(SUBJECT_IDS)).min(1);

/**
 * One Kompetenzbereich as the area files describe it. aspects: the Handlungs-/Themenaspekte by
 * letter, where the area has them ({ "A": "Operieren und Benennen" }). A competency's cycles and
 * subjects default to its area's: a competency that starts later than its area (MA.2.B.2 starts in
 * Zyklus 2) or belongs to fewer or other subjects (the NT ones, split by the curriculum's
 * Physik/Chemie/Biologie labels) says so itself.
 */
const competencyAreaSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  subjects: subjectsSchema,
  cycles: z.array(cycleSchema).min(1),
  aspects: z.record(z.string().regex(/^[A-Z]$/), z.string()).optional(),
  competencies: z.array(
    z.strictObject({
      code: z.string(),
      title: z.string(),
      cycles: z.array(cycleSchema).min(1).optional(),
      subjects: subjectsSchema.optional(),
    }),
  ),
});

export const COMPETENCY_STATUSES = ["pending", "in_progress", "mastered"] as const;
export type CompetencyStatus = (typeof COMPETENCY_STATUSES)[number];

export const COMPETENCY_STATUS_LABELS: Record<CompetencyStatus, string> = {
  pending: "Ausstehend",
  in_progress: "In Bearbeitung",
  mastered: "Gemeistert",
};

// Englisch and Französisch share one structure (FS1E: Englisch as first foreign language, FS2F:
// Französisch as second, both from Zyklus 2 on); Bewerbungsgespräch is the Modul Berufliche
// Orientierung (Zyklus 3 only); Informatik is MI.2 of the Modul Medien und Informatik.
const AREAS = z
  .array(competencyAreaSchema)
  .parse([
    ...mathematik,
    ...deutsch,
    ...englisch,
    ...franzoesisch,
    ...naturUndTechnik,
    ...informatik,
    ...berufliche,
  ]);

export const competencyId = (subjectId: SubjectId, code: string) =>
  `${subjectId}-${code.toLowerCase().replaceAll(".", "-")}`;

export const COMPETENCIES: readonly Competency[] = AREAS.flatMap((area) =>
  area.competencies.flatMap((seed) =>
    (seed.subjects ?? area.subjects).map((subjectId) => ({
      id: competencyId(subjectId, seed.code),
      code: seed.code,
      subjectId,
      area: `${area.code} ${area.name}`,
      title: seed.title,
      cycles: seed.cycles ?? area.cycles,
    })),
  ),
);

const BY_ID = new Map(COMPETENCIES.map((c) => [c.id, c]));

const ASPECTS = new Map<string, string>(
  AREAS.flatMap((area) =>
    Object.entries(area.aspects ?? {}).map(([letter, label]) => [`${area.code}.${letter}`, label] as const),
  ),
);

export function findCompetency(id: string | null | undefined): Competency | null {
  return (id && BY_ID.get(id)) || null;
}

/** The Handlungsaspekt of a competency ("MA.1.A.2" → "Operieren und Benennen"); null where none. */
export function competencyAspect(competency: Pick<Competency, "code">): string | null {
  return ASPECTS.get(competency.code.slice(0, competency.code.lastIndexOf("."))) ?? null;
}

/**
 * The cycle a pupil is in: Primarschule 1.–2. Klasse → 1, 3.–6. → 2; Sekundarschule → 3, and the
 * Gymnasium, which the Lehrplan 21 does not cover, → 3 as well. Null for a grade the school type lacks.
 */
export function cycleFor(schoolType: SchoolType, grade: number): Cycle | null {
  const range = Object.hasOwn(GRADE_RANGES, schoolType) ? GRADE_RANGES[schoolType] : undefined;
  if (!range || !Number.isInteger(grade) || grade < range.min || grade > range.max) return null;
  if (schoolType === "PRIMARY") return grade <= 2 ? 1 : 2;
  return 3;
}

/** The competencies of a subject that apply to a pupil of that school type and grade, in catalogue order. */
export function competenciesFor(subjectId: SubjectId, schoolType: SchoolType, grade: number): Competency[] {
  const cycle = cycleFor(schoolType, grade);
  if (cycle === null) return [];
  return COMPETENCIES.filter((c) => c.subjectId === subjectId && c.cycles.includes(cycle));
}
