// Swiss school types and their grade ranges (docs/product.md §3.2).
export const SCHOOL_TYPES = ["PRIMARY", "SECONDARY", "GYMNASIUM"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  PRIMARY: "Primarschule",
  SECONDARY: "Sekundarschule",
  GYMNASIUM: "Gymnasium",
};

export const GRADE_RANGES: Record<SchoolType, { min: number; max: number }> = {
  PRIMARY: { min: 1, max: 6 },
  SECONDARY: { min: 1, max: 3 },
  GYMNASIUM: { min: 1, max: 4 },
};

export function gradesFor(schoolType: SchoolType): number[] {
  const { min, max } = GRADE_RANGES[schoolType];
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** Profile label for a stored school type; anything unknown reads 'Nicht angegeben'. */
export function schoolTypeLabel(value: string | null | undefined): string {
  return value && Object.hasOwn(SCHOOL_TYPE_LABELS, value)
    ? SCHOOL_TYPE_LABELS[value as SchoolType]
    : "Nicht angegeben";
}

export function gradeLabel(grade: number): string {
  return `${grade}. Klasse`;
}
