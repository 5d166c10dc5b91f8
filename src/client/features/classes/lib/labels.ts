import { COMPETENCY_STATUS_LABELS, type CompetencyStatus } from "#shared/domain/competencies.ts";
import { gradeLabel, SCHOOL_TYPE_LABELS, type SchoolType } from "#shared/domain/school.ts";
import { findSubject } from "#shared/domain/subjects.ts";

/** «Primarschule, 5. Klasse». */
export function classLevelLabel(schoolType: SchoolType, grade: number): string {
  return `${SCHOOL_TYPE_LABELS[schoolType]}, ${gradeLabel(grade)}`;
}

/** A subject's name, «ohne Fach» for none; an unknown id is shown as it is. */
export function subjectName(subjectId: string | null): string {
  if (!subjectId) return "ohne Fach";
  return findSubject(subjectId)?.name ?? subjectId;
}

/** A heat-map cell in words: the colour is never the only sign (WCAG 1.4.1). */
export function levelLabel(level: CompetencyStatus | null): string {
  return level ? COMPETENCY_STATUS_LABELS[level] : "Nicht geübt";
}

/** «1 Schüler:in» / «3 Schüler:innen». */
export function pupilCount(count: number): string {
  return count === 1 ? "1 Schüler:in" : `${count} Schüler:innen`;
}

/** The join code in two groups of four, as it is read off a projector: «ABCD EFGH». */
export function spacedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
