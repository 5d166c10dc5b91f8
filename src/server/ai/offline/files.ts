// The offline tutor and the pupil's uploaded files. It cannot read a worksheet the way a language
// model does, so it is honest about it: it names the file, quotes only what the upload analysis
// extracted (the first line), and asks the pupil to pick a task and type it in, which its subject
// practice can then work through. Images are known only by their description.
import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import type { TutorContext, TutorFile } from "./context.ts";
import { foldAccents, hasKeyword, normalise, wordCount } from "./text.ts";

const FILE_WORDS = [
  "datei",
  "dateien",
  "dokument",
  "arbeitsblatt",
  "blatt ",
  "aufgabenblatt",
  "pdf",
  "bild ",
  "foto",
  "hochgeladen",
  "anhang",
];
const ASKING = /\?|\b(was|welche|welcher|wo|wie|zeig|lies|steht|stehen|kannst|schau|hast du)\b/;
// Which kind of file a question points to: a worksheet is no photo, whatever came last.
const IMAGE_WORDS = ["bild ", "bilder ", "foto", "photo"];
const DOCUMENT_WORDS = ["dokument", "arbeitsblatt", "aufgabenblatt", "blatt ", "pdf"];
const MAX_QUOTE = 160;

/** The reply about a file, or null when the pupil's message is not about one. */
export function fileReply(input: string, ctx: TutorContext): string | null {
  const files = ctx.files ?? [];
  const message = parseFileMessage(input);
  if (message) {
    const file = (message.name && findByName(files, message.name)) || files.at(-1);
    if (!file) {
      return "Ich sehe, dass du eine Datei geschickt hast, aber bei mir ist kein Text daraus angekommen. Schreib mir die Aufgabe doch ab – dann schauen wir sie gemeinsam an.";
    }
    return aboutFile(file);
  }
  if (files.length === 0 || !asksAboutFile(input, files)) return null;
  return aboutFile(askedFile(input, files));
}

/** The file named in the question, else the newest of the kind it asks about, else the newest. */
function askedFile(input: string, files: readonly TutorFile[]): TutorFile | undefined {
  const named = files.findLast((f) => mentionsName(input, f.name));
  if (named) return named;
  const kind = hasKeyword(input, IMAGE_WORDS)
    ? "image"
    : hasKeyword(input, DOCUMENT_WORDS)
      ? "document"
      : null;
  return files.findLast((f) => f.kind === kind) ?? files.at(-1);
}

function asksAboutFile(input: string, files: readonly TutorFile[]): boolean {
  const n = foldAccents(normalise(input));
  if (wordCount(n) > 14 || !(ASKING.test(n) || input.includes("?"))) return false;
  return hasKeyword(input, FILE_WORDS) || files.some((f) => mentionsName(input, f.name));
}

function mentionsName(input: string, name: string): boolean {
  const stem = foldAccents(name.toLowerCase()).replace(/\.[a-z0-9]{2,4}$/, "");
  return stem.length >= 3 && foldAccents(input.toLowerCase()).includes(stem);
}

function findByName(files: readonly TutorFile[], name: string): TutorFile | undefined {
  const wanted = name.toLowerCase();
  return files.findLast((f) => f.name.toLowerCase() === wanted);
}

function aboutFile(file: TutorFile | undefined): string {
  if (!file) return "";
  const lines = file.excerpt
    .split("\n")
    .map((line) => line.replace(/[`<>]/g, "").replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const first = lines[0];
  if (file.kind === "image") {
    if (!first) {
      return `Ich habe dein Bild «${file.name}» bekommen, aber dazu keine Beschreibung. Selbst anschauen kann ich Bilder nicht. Beschreib mir doch, was darauf zu sehen ist – oder schreib die Aufgabe ab.`;
    }
    return `Zu deinem Bild «${file.name}» habe ich diese Beschreibung bekommen: „${quote(first)}“. Das Bild selbst kann ich nicht sehen. Was möchtest du dazu wissen? Schreib mir die Aufgabe, dann gehen wir sie Schritt für Schritt an.`;
  }
  const what = /blatt|aufgabe|uebung|übung|worksheet|test|probe/i.test(file.name)
    ? "dein Arbeitsblatt"
    : "dein Dokument";
  if (!first) {
    return `Ich habe ${what} «${file.name}» bekommen, aber darin keinen Text gefunden. Schreib mir die Aufgabe doch ab – dann schauen wir sie gemeinsam an.`;
  }
  const more = lines.length > 1 ? " Danach geht es noch weiter." : "";
  return `Ich habe ${what} «${file.name}» angeschaut. Darin steht: „${quote(first)}“.${more} Mit welcher Aufgabe möchtest du anfangen? Schreib sie mir ab, dann gehen wir sie Schritt für Schritt durch.`;
}

function quote(line: string): string {
  return line.length > MAX_QUOTE ? `${line.slice(0, MAX_QUOTE).trimEnd()}…` : line;
}
