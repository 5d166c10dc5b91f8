import { AppError } from "#server/lib/errors.ts";
import { MAX_PUPILS_PER_UPLOAD } from "#shared/contracts/classes.ts";

// A teacher's class list, pasted or uploaded (issue 20). One pupil a line: «Vorname, Nachname»,
// «Vorname;Nachname» (Excel with Swiss settings saves CSV with semicolons), a tab between them
// (pasted from a spreadsheet), «Vorname Nachname» in one cell, or a nickname alone. Quotes as in
// RFC 4180. No CSV library is a dependency, and a class list is two short columns: this small
// parser is the whole need (docs/decisions/053-classes-and-teachers.md). Every refusal names the
// line and never repeats the cell, so nothing of a formula comes back to the teacher.

export type ListedPupil = { firstName: string; lastName: string | null };

const FORMULA_START = /^[=+\-@\t\r]/;
/** Letters of any script, with the marks, apostrophes, hyphens, dots and spaces names use. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;
const MAX_NAME_LENGTH = 40;
const HEADER = /^(vorname|first ?name|prénom|prenom|nome|name|spitzname)$/i;

const refuse = (message: string) => new AppError(422, "invalid_class_list", message);

export function parseClassList(text: string): ListedPupil[] {
  const records = splitRecords(text.replace(/^\uFEFF/, ""));
  const pupils: ListedPupil[] = [];
  records.forEach(({ line, cells }, index) => {
    const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== "");
    if (filled.length === 0) return;
    if (index === firstFilled(records) && HEADER.test(filled[0] ?? "")) return;
    for (const cell of cells) {
      // Checked before trimming too: a cell that starts with a tab or a line break is one as well.
      if (FORMULA_START.test(cell) || FORMULA_START.test(cell.trim())) {
        throw refuse(
          `Zeile ${line}: Ein Eintrag beginnt mit = + - oder @ wie eine Tabellenformel. Bitte nur Vor- und Nachnamen eintragen.`,
        );
      }
    }
    pupils.push(toPupil(filled, line));
  });
  if (pupils.length === 0) throw refuse("Die Klassenliste enthält keine Namen.");
  if (pupils.length > MAX_PUPILS_PER_UPLOAD) {
    throw refuse(
      `Die Liste enthält ${pupils.length} Namen; auf einmal gehen höchstens ${MAX_PUPILS_PER_UPLOAD}. Bitte teile sie auf.`,
    );
  }
  return pupils;
}

function toPupil(cells: string[], line: number): ListedPupil {
  // One cell with a space: «Mia Keller» is first and last name; the last word is the last name.
  const [first = "", second] =
    cells.length === 1 && /\s/.test(cells[0] ?? "") ? splitFullName(cells[0] ?? "") : cells;
  const firstName = cleanName(first, line);
  const lastName = second === undefined ? null : cleanName(second, line);
  return { firstName, lastName };
}

function splitFullName(full: string): [string, string] {
  const words = full.trim().split(/\s+/);
  const last = words.pop() ?? "";
  return [words.join(" "), last];
}

function cleanName(raw: string, line: number): string {
  const name = raw.normalize("NFC").replace(/\s+/g, " ").trim();
  if ([...name].length > MAX_NAME_LENGTH) {
    throw refuse(`Zeile ${line}: Ein Name ist länger als ${MAX_NAME_LENGTH} Zeichen.`);
  }
  if (!NAME.test(name)) {
    throw refuse(
      `Zeile ${line}: Ein Name enthält Zeichen, die in Namen nicht vorkommen (Ziffern oder Zeichen wie < > / ( )). Bitte nur Vor- und Nachnamen eintragen.`,
    );
  }
  return name;
}

const firstFilled = (records: Array<{ cells: string[] }>) =>
  records.findIndex((r) => r.cells.some((cell) => cell.trim() !== ""));

/** One separator for the whole list: a semicolon or tab anywhere (no name has one), else comma. */
function separatorOf(text: string): string {
  if (text.includes(";")) return ";";
  if (text.includes("\t")) return "\t";
  return ",";
}

/** RFC 4180 records with their starting line numbers (1-based); quoted cells may span lines. */
function splitRecords(text: string): Array<{ line: number; cells: string[] }> {
  const separator = separatorOf(text);
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (char === separator) {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = "";
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw refuse(`Zeile ${recordLine}: Ein Anführungszeichen wird nicht geschlossen.`);
  cells.push(cell);
  records.push({ line: recordLine, cells });
  return records;
}
