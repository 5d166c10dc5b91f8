// What a pupil reads before joining a class (issue 20): in plain words, what the teacher will see
// and what not. The server's preview says whether this school lets teachers read the chats
// (TEACHER_SEES_TRANSCRIPTS); uploaded files are never shown.

export const TEACHER_SEES: readonly string[] = [
  "wie viele Minuten du übst",
  "in welchen Fächern du übst",
  "an welchen Kompetenzen aus dem Lehrplan 21 du arbeitest und welche du schon kannst",
  "wie selbstständig du arbeitest",
  "wann du zuletzt geübt hast",
  "einen Hinweis «braucht vielleicht Unterstützung» mit Datum und Fach, wenn Lernfunke dir Hilfsangebote zeigt – aber nicht, was du geschrieben hast",
];

export function teacherDoesNotSee(seesTranscripts: boolean): string[] {
  return seesTranscripts
    ? ["die Dateien, die du hochlädst"]
    : ["deine Gespräche mit dem Tutor (die Chats)", "die Dateien, die du hochlädst"];
}

export const TRANSCRIPTS_ON =
  "An deiner Schule kann die Lehrperson auch deine Gespräche mit dem Tutor (die Chats) lesen.";

export const LEAVE_ANYTIME =
  "Du kannst die Klasse jederzeit wieder verlassen. Dann sieht die Lehrperson nichts mehr von dir.";

export const leaveConfirm = (className: string) =>
  `Möchtest du die Klasse «${className}» wirklich verlassen? Deine Lehrperson sieht dann nichts mehr von dir.`;
