// Englisch and Französisch: the six Kompetenzbereiche of the Lehrplan 21 foreign-language
// curricula. Both languages share one structure, so one template serves FS1E (Englisch as first
// foreign language) and FS2F (Französisch as second). Taught from Zyklus 2 on.

import type { CompetencyAreaSeed } from "../competencies.ts";
import type { SubjectId } from "../subjects.ts";

type Language = {
  /** Lehrplan 21 prefix: FS1E or FS2F. */
  prefix: string;
  subjectId: SubjectId;
  /** "des Englischen" */
  genitive: string;
  /** "ins Englische" */
  into: string;
  /** "englischsprachigen" */
  region: string;
};

function foreignLanguageAreas({ prefix, subjectId, genitive, into, region }: Language): CompetencyAreaSeed[] {
  const area = (
    n: number,
    name: string,
    aspects: Record<string, string>,
    competencies: [string, string][],
  ): CompetencyAreaSeed => ({
    code: `${prefix}.${n}`,
    name,
    subjects: [subjectId],
    cycles: [2, 3],
    aspects,
    competencies: competencies.map(([suffix, title]) => ({ code: `${prefix}.${n}.${suffix}`, title })),
  });
  return [
    area(
      1,
      "Hören",
      { A: "Monologische und dialogische Texte hören und verstehen", B: "Strategien", C: "Sprachmittlung" },
      [
        ["A.1", "Hörtexte und Gespräche verstehen"],
        ["A.2", "Die ästhetische Wirkung von Hörtexten entdecken"],
        ["B.1", "Hörstrategien einsetzen und reflektieren"],
        ["C.1", "Gehörtes sinngemäss auf Deutsch wiedergeben"],
      ],
    ),
    area(2, "Lesen", { A: "Texte lesen und verstehen", B: "Strategien", C: "Sprachmittlung" }, [
      ["A.1", "Verschiedenartige Texte lesen und verstehen"],
      ["A.2", "Die ästhetische Wirkung von Lesetexten entdecken"],
      ["B.1", "Lesestrategien einsetzen und reflektieren"],
      ["C.1", "Gelesenes sinngemäss auf Deutsch wiedergeben"],
    ]),
    area(
      3,
      "Sprechen",
      { A: "Dialogisches Sprechen", B: "Monologisches Sprechen", C: "Strategien", D: "Sprachmittlung" },
      [
        ["A.1", "An Gesprächen teilnehmen"],
        ["B.1", "Zusammenhängend über verschiedene Themen sprechen"],
        ["B.2", "Texte vortragen und gestalten"],
        ["C.1", "Sprechstrategien einsetzen und reflektieren"],
        ["D.1", `Deutsche Inhalte mündlich ${into} übertragen`],
      ],
    ),
    area(4, "Schreiben", { A: "Schriftliche Texte verfassen", B: "Strategien", C: "Sprachmittlung" }, [
      ["A.1", "Verschiedene Texte verfassen"],
      ["A.2", "Eigene Texte kreativ und spielerisch gestalten"],
      ["B.1", "Schreibstrategien einsetzen und reflektieren"],
      ["C.1", `Deutsche Texte schriftlich ${into} übertragen`],
    ]),
    area(
      5,
      "Sprache(n) im Fokus",
      {
        A: "Bewusstheit für Sprache",
        B: "Wortschatz",
        C: "Aussprache",
        D: "Grammatik",
        E: "Rechtschreibung",
        F: "Sprachlernreflexion und -planung",
      },
      [
        ["A.1", "Auf sprachliche Vielfalt achten"],
        ["A.2", "Sprachliche Phänomene wahrnehmen und vergleichen"],
        ["B.1", "Über einen angemessenen Wortschatz verfügen"],
        ["B.2", "Wortschatz mit Strategien aufbauen"],
        ["C.1", "Klar und verständlich sprechen und vorlesen"],
        ["C.2", `Aussprache und Intonation ${genitive} verstehen`],
        ["D.1", "Grammatische Strukturen erkennen und anwenden"],
        ["D.2", "Grammatische Strukturen mit anderen Sprachen vergleichen"],
        ["E.1", "Angemessen korrekt schreiben"],
        ["E.2", `Rechtschreibregeln ${genitive} verstehen`],
        ["F.1", "Das eigene Sprachenlernen reflektieren und planen"],
      ],
    ),
    area(6, "Kulturen im Fokus", { A: "Kenntnisse", B: "Haltungen", C: "Handlungen" }, [
      ["A.1", `Merkmale des ${region} Kulturraums kennen`],
      ["B.1", `Über die eigene Haltung zum ${region} Kulturraum nachdenken`],
      ["C.1", `Menschen und Erzeugnissen des ${region} Kulturraums begegnen`],
    ]),
  ];
}

export const ENGLISCH_AREAS: readonly CompetencyAreaSeed[] = foreignLanguageAreas({
  prefix: "FS1E",
  subjectId: "englisch",
  genitive: "des Englischen",
  into: "ins Englische",
  region: "englischsprachigen",
});

export const FRANZOESISCH_AREAS: readonly CompetencyAreaSeed[] = foreignLanguageAreas({
  prefix: "FS2F",
  subjectId: "franzoesisch",
  genitive: "des Französischen",
  into: "ins Französische",
  region: "französischsprachigen",
});
