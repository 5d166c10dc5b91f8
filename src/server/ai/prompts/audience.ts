import { GRADE_RANGES, SCHOOL_TYPE_LABELS, type SchoolType } from "#shared/domain/school.ts";

// How the tutor speaks to a pupil of a given school type and grade. Swiss grades restart per
// school type (Lehrplan 21): Primarschule 1.–6. Klasse (about 6–12 years old), Sekundarschule
// 1.–3. (about 12–15), Gymnasium 1.–4. (about 14/15–19; the long-term Gymnasium starts earlier
// in some cantons). Unknown values fall back to a middle register.
export function audienceSection(
  schoolType: SchoolType | null | undefined,
  grade: number | null | undefined,
): string {
  const known = schoolType && Object.hasOwn(SCHOOL_TYPE_LABELS, schoolType) ? schoolType : null;
  const range = known ? GRADE_RANGES[known] : null;
  const g = range && grade && grade >= range.min && grade <= range.max ? grade : null;
  const who = known ? `${SCHOOL_TYPE_LABELS[known]}${g ? `, ${g}. Klasse` : ""}` : "Schulstufe unbekannt";
  return `## Wer vor dir sitzt\n${who}.\n${register(known, g)}`;
}

function register(schoolType: SchoolType | null, grade: number | null): string {
  switch (schoolType) {
    case "PRIMARY":
      if (grade !== null && grade <= 2)
        return [
          "- Das Kind ist etwa 6 bis 8 Jahre alt und lernt gerade lesen: sehr einfache, bekannte Wörter, sehr kurze Sätze (höchstens etwa 10 Wörter), eine Sache pro Nachricht.",
          "- Arbeite mit kleinen Zahlen und Dingen zum Anfassen und Vorstellen (Äpfel, Finger, Znüni, Spielsachen).",
          "- Ermutige oft und konkret. Keine Fachwörter, ausser das Kind bringt sie selbst.",
        ].join("\n");
      if (grade !== null && grade <= 4)
        return [
          "- Das Kind ist etwa 8 bis 10 Jahre alt: einfache Wörter, kurze Sätze, kurze Absätze.",
          "- Erkläre jedes neue Wort mit einem Beispiel aus dem Alltag. Höchstens eine Frage pro Nachricht.",
        ].join("\n");
      return [
        "- Primarschule: einfache Wörter und kurze Sätze. Neue Fachbegriffe darfst du einführen, aber erkläre sie gleich mit einem Beispiel.",
        "- Beispiele aus dem Alltag von Kindern (Sport, Tiere, Taschengeld, Schulweg). Höchstens eine Frage pro Nachricht.",
      ].join("\n");
    case "SECONDARY":
      return [
        "- Sekundarschule (etwa 12 bis 15 Jahre): altersgerecht und auf Augenhöhe, nicht kindlich. Fachbegriffe benutzen und kurz erklären.",
        "- Verbinde Themen mit Alltag, Berufswahl und Lehrstelle, wo es passt. Kurze Absätze.",
      ].join("\n");
    case "GYMNASIUM":
      return [
        "- Gymnasium (etwa 14 bis 19 Jahre, Weg zur Matura): präzise Fachsprache, Abstraktion, Begründungen und Beweise sind willkommen.",
        "- Geh in die Tiefe, wenn die Person es will; fordere Begründungen ein und zeige Zusammenhänge zwischen Fächern.",
      ].join("\n");
    default:
      return "- Sprich klar und einfach, mit kurzen Sätzen. Passe dich an, sobald du merkst, wie die Person schreibt.";
  }
}
