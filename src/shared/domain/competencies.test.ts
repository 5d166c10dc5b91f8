import { describe, expect, it } from "vitest";
import {
  COMPETENCIES,
  COMPETENCY_STATUS_LABELS,
  COMPETENCY_STATUSES,
  type CompetencyStatus,
  competenciesFor,
  competencyAspect,
  cycleFor,
  findCompetency,
} from "./competencies.ts";
import { gradesFor, SCHOOL_TYPES, type SchoolType } from "./school.ts";
import { SUBJECT_IDS, type SubjectId } from "./subjects.ts";

const CODE_PATTERNS: Record<SubjectId, RegExp> = {
  mathematik: /^MA\.[1-3]\.[ABC]\.\d$/,
  deutsch: /^D\.[1-6]\.[A-G]\.\d$/,
  englisch: /^FS1E\.[1-6]\.[A-F]\.\d$/,
  franzoesisch: /^FS2F\.[1-6]\.[A-F]\.\d$/,
  physik: /^(NMG\.[1-5]|NT\.[1-9])\.\d$/,
  chemie: /^(NMG\.[1-5]|NT\.[1-9])\.\d$/,
  biologie: /^(NMG\.[1-5]|NT\.[1-9])\.\d$/,
  informatik: /^MI\.2\.[1-3]$/,
  bewerbungsgespraech: /^BO\.[1-4]\.\d$/,
};

/** Whether the subject is taught to that pupil: foreign languages from the 3rd class, BO only after the Primarschule. */
function applies(subjectId: SubjectId, schoolType: SchoolType, grade: number): boolean {
  if (subjectId === "englisch" || subjectId === "franzoesisch") return schoolType !== "PRIMARY" || grade >= 3;
  if (subjectId === "bewerbungsgespraech") return schoolType !== "PRIMARY";
  return true;
}

const areasOf = (subjectId: SubjectId) => [
  ...new Set(COMPETENCIES.filter((c) => c.subjectId === subjectId).map((c) => c.area)),
];

describe("competency catalogue", () => {
  it("has unique ids that findCompetency resolves, and nothing else", () => {
    const ids = COMPETENCIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of COMPETENCIES) {
      expect(c.id).toMatch(/^[a-z0-9-]+$/);
      expect(findCompetency(c.id)).toBe(c);
    }
    expect(findCompetency("mathematik-ma-1-a-2")?.code).toBe("MA.1.A.2");
    for (const unknown of ["", "MA.1.A.2", "geschichte-rzg-1-1", "__proto__", "toString", null, undefined]) {
      expect(findCompetency(unknown)).toBeNull();
    }
  });

  it("uses the Lehrplan 21 code pattern of each subject, with the code's own area", () => {
    for (const c of COMPETENCIES) {
      expect(c.code, c.id).toMatch(CODE_PATTERNS[c.subjectId]);
      const areaCode = c.code.split(".").slice(0, 2).join(".");
      expect(c.area.startsWith(`${areaCode} `), c.id).toBe(true);
    }
  });

  it("covers the curriculum's competency areas", () => {
    expect(areasOf("mathematik")).toEqual([
      "MA.1 Zahl und Variable",
      "MA.2 Form und Raum",
      "MA.3 Grössen, Funktionen, Daten und Zufall",
    ]);
    expect(areasOf("deutsch")).toEqual([
      "D.1 Hören",
      "D.2 Lesen",
      "D.3 Sprechen",
      "D.4 Schreiben",
      "D.5 Sprache(n) im Fokus",
      "D.6 Literatur im Fokus",
    ]);
    const languageAreas = [
      "Hören",
      "Lesen",
      "Sprechen",
      "Schreiben",
      "Sprache(n) im Fokus",
      "Kulturen im Fokus",
    ];
    expect(areasOf("englisch")).toEqual(languageAreas.map((name, i) => `FS1E.${i + 1} ${name}`));
    expect(areasOf("franzoesisch")).toEqual(languageAreas.map((name, i) => `FS2F.${i + 1} ${name}`));
    expect(areasOf("informatik")).toEqual(["MI.2 Informatik"]);
    expect(areasOf("bewerbungsgespraech")).toEqual([
      "BO.1 Persönlichkeitsprofil",
      "BO.2 Bildungswege, Berufs- und Arbeitswelt",
      "BO.3 Entscheidung und Umgang mit Schwierigkeiten",
      "BO.4 Planung, Umsetzung und Dokumentation",
    ]);
    expect(areasOf("physik")).toContain("NT.5 Mechanische und elektrische Phänomene untersuchen");
    expect(areasOf("physik")).toContain("NT.4 Energieumwandlungen analysieren und reflektieren");
    expect(areasOf("chemie")).toContain("NT.3 Chemische Reaktionen erforschen");
    expect(areasOf("biologie")).toContain("NT.9 Ökosysteme erkunden");
    expect(findCompetency("informatik-mi-2-2")?.title).toMatch(/^Algorithmen/);
  });

  it("keeps the three mathematical Handlungsaspekte in every area", () => {
    for (const area of ["MA.1", "MA.2", "MA.3"]) {
      const aspects = COMPETENCIES.filter((c) => c.code.startsWith(`${area}.`)).map(competencyAspect);
      expect(new Set(aspects)).toEqual(
        new Set(["Operieren und Benennen", "Erforschen und Argumentieren", "Mathematisieren und Darstellen"]),
      );
    }
    expect(competencyAspect({ code: "D.4.F.1" })).toBe("Schreibprozess: sprachformal überarbeiten");
    expect(competencyAspect({ code: "FS2F.3.D.1" })).toBe("Sprachmittlung");
    expect(competencyAspect({ code: "NT.5.1" })).toBeNull();
  });

  it("has short German titles in Swiss spelling", () => {
    for (const c of COMPETENCIES) {
      expect(c.title, c.id).not.toMatch(/ß/);
      expect(c.area, c.id).not.toMatch(/ß/);
      expect(c.title).toBe(c.title.trim());
      expect(c.title.length, c.id).toBeGreaterThan(5);
      expect(c.title.length, c.id).toBeLessThanOrEqual(90);
    }
  });

  it("gives every competency ascending cycles, NMG in Zyklus 1–2 and NT and BO in Zyklus 3", () => {
    for (const c of COMPETENCIES) {
      expect(c.cycles.length, c.id).toBeGreaterThan(0);
      expect([...c.cycles].sort(), c.id).toEqual(c.cycles);
      expect(new Set(c.cycles).size).toBe(c.cycles.length);
      if (c.code.startsWith("NMG.")) expect(c.cycles).toEqual([1, 2]);
      if (c.code.startsWith("NT.") || c.code.startsWith("BO.")) expect(c.cycles).toEqual([3]);
      if (c.code.startsWith("FS")) expect(c.cycles).toEqual([2, 3]);
    }
  });

  it("has the exact status labels", () => {
    expect(COMPETENCY_STATUSES).toEqual(["pending", "in_progress", "mastered"]);
    expect(COMPETENCY_STATUS_LABELS).toEqual({
      pending: "Ausstehend",
      in_progress: "In Bearbeitung",
      mastered: "Gemeistert",
    } satisfies Record<CompetencyStatus, string>);
  });
});

describe("competenciesFor", () => {
  it.each([
    ["PRIMARY", 1, 1],
    ["PRIMARY", 2, 1],
    ["PRIMARY", 3, 2],
    ["PRIMARY", 6, 2],
    ["SECONDARY", 1, 3],
    ["SECONDARY", 3, 3],
    ["GYMNASIUM", 1, 3],
    ["GYMNASIUM", 4, 3],
  ] as const)("maps %s grade %i to Zyklus %i", (schoolType, grade, cycle) => {
    expect(cycleFor(schoolType, grade)).toBe(cycle);
    for (const subjectId of SUBJECT_IDS) {
      for (const c of competenciesFor(subjectId, schoolType, grade)) {
        expect(c.subjectId).toBe(subjectId);
        expect(c.cycles).toContain(cycle);
      }
    }
  });

  it("knows no grade outside the school type's range", () => {
    for (const [schoolType, grade] of [
      ["PRIMARY", 0],
      ["PRIMARY", 7],
      ["SECONDARY", 4],
      ["GYMNASIUM", 5],
      ["GYMNASIUM", 2.5],
      ["UNI", 1],
      ["toString", 1],
    ] as const) {
      expect(cycleFor(schoolType as SchoolType, grade)).toBeNull();
      expect(competenciesFor("mathematik", schoolType as SchoolType, grade)).toEqual([]);
    }
  });

  it("gives every subject competencies for each school type and grade it is taught in", () => {
    for (const subjectId of SUBJECT_IDS) {
      for (const schoolType of SCHOOL_TYPES) {
        for (const grade of gradesFor(schoolType)) {
          const found = competenciesFor(subjectId, schoolType, grade);
          const label = `${subjectId} ${schoolType} ${grade}`;
          if (applies(subjectId, schoolType, grade)) expect(found.length, label).toBeGreaterThan(0);
          else expect(found, label).toEqual([]);
        }
      }
    }
  });

  it("gives primary pupils NMG and secondary pupils NT in the sciences", () => {
    for (const subjectId of ["physik", "chemie", "biologie"] as const) {
      expect(competenciesFor(subjectId, "PRIMARY", 4).every((c) => c.code.startsWith("NMG."))).toBe(true);
      expect(competenciesFor(subjectId, "SECONDARY", 2).every((c) => c.code.startsWith("NT."))).toBe(true);
    }
    expect(competenciesFor("physik", "SECONDARY", 1).map((c) => c.code)).toContain("NT.5.2");
    expect(competenciesFor("chemie", "SECONDARY", 1).map((c) => c.code)).toContain("NT.3.1");
    expect(competenciesFor("biologie", "SECONDARY", 1).map((c) => c.code)).toContain("NT.7.1");
  });

  it("treats the Gymnasium as Zyklus 3", () => {
    for (const subjectId of SUBJECT_IDS) {
      expect(competenciesFor(subjectId, "GYMNASIUM", 4)).toEqual(competenciesFor(subjectId, "SECONDARY", 1));
    }
  });

  it("leaves out what starts later", () => {
    const codes = (grade: number) => competenciesFor("mathematik", "PRIMARY", grade).map((c) => c.code);
    expect(codes(1)).not.toContain("MA.2.B.2");
    expect(codes(3)).toContain("MA.2.B.2");
    expect(competenciesFor("englisch", "PRIMARY", 2)).toEqual([]);
    expect(competenciesFor("englisch", "PRIMARY", 3).map((c) => c.code)).toContain("FS1E.1.A.1");
    expect(competenciesFor("bewerbungsgespraech", "SECONDARY", 3).map((c) => c.code)).toContain("BO.4.3");
  });
});
