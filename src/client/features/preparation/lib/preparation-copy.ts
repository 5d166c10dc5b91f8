import { isInterviewSubject, type Subject } from "#shared/domain/subjects.ts";

// The preparation screen's wording (docs/product.md §2.8): a learning session asks for a question or
// topic; the job interview ('Bewerbungsgespräch') asks for the position and company instead and
// speaks of documents, an interview and a conversation plan. Swiss spelling (ss, never ß).

export type PreparationCopy = {
  title: string;
  questionLabel: string;
  questionHint: string;
  uploadLabel: string;
  uploadHint: string;
  prepareButton: string;
  analyzingTitle: string;
  planningTitle: string;
  /** Four items, ticked at PLAN_CHECKLIST_THRESHOLDS. */
  checklist: readonly [string, string, string, string];
  readyTitle: string;
  startButton: string;
  resultsTitle: string;
  noPlan: string;
};

const FILE_RULES = "JPG, PNG, PDF, TXT oder DOCX, bis 15 MB pro Datei, höchstens 5 Dateien.";

const LEARNING: PreparationCopy = {
  title: "Session vorbereiten",
  questionLabel: "Was möchtest du lernen?",
  questionHint:
    "Stell eine Frage oder nenne ein Thema, zum Beispiel «Wie addiere ich Brüche?». Je genauer, desto besser.",
  uploadLabel: "Dateien (freiwillig)",
  uploadHint: `Arbeitsblätter, Notizen oder Fotos von Aufgaben. ${FILE_RULES}`,
  prepareButton: "Lernplan erstellen",
  analyzingTitle: "Deine Dateien werden ausgewertet …",
  planningTitle: "Dein Lernplan entsteht",
  checklist: ["Frage verstehen", "Inhalte auswerten", "Lernziele festlegen", "Ablauf planen"],
  readyTitle: "Dein Lernplan ist bereit",
  startButton: "Session starten",
  resultsTitle: "Deine Dateien",
  noPlan:
    "Der Lernplan konnte gerade nicht erstellt werden. Du kannst trotzdem starten – dein Tutor hilft dir direkt weiter.",
};

const INTERVIEW: PreparationCopy = {
  title: "Bewerbungsgespräch vorbereiten",
  questionLabel: "Für welche Stelle bewirbst du dich?",
  questionHint:
    "Nenne den Beruf und die Firma, zum Beispiel «Lehrstelle als Informatiker EFZ bei der Gemeinde Bern».",
  uploadLabel: "Bewerbungsunterlagen (freiwillig)",
  uploadHint: `Lebenslauf, Bewerbungsschreiben oder das Stelleninserat. ${FILE_RULES}`,
  prepareButton: "Gespräch vorbereiten",
  analyzingTitle: "Deine Unterlagen werden ausgewertet …",
  planningTitle: "Dein Bewerbungsgespräch wird vorbereitet",
  checklist: ["Stelle verstehen", "Unterlagen auswerten", "Fragen vorbereiten", "Gespräch planen"],
  readyTitle: "Dein Gesprächsplan ist bereit",
  startButton: "Gespräch starten",
  resultsTitle: "Deine Unterlagen",
  noPlan:
    "Der Gesprächsplan konnte gerade nicht erstellt werden. Du kannst trotzdem starten – der Tutor stellt dir die Fragen direkt.",
};

export function preparationCopy(subject: Subject): PreparationCopy {
  return isInterviewSubject(subject) ? INTERVIEW : LEARNING;
}
