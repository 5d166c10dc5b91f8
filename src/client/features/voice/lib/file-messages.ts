// What the voice session says around shared files; the files themselves become messages as in
// the chat (tutor-session's fileMessages).

/** docs/product.md §5.3: the tutor's words on screen when the files could not be sent to it. */
export const FILES_FALLBACK_REPLY =
  "Ich habe deine Dateien analysiert und kann jetzt darüber sprechen. Was möchtest du über den Inhalt wissen?";

/** Sent after the files (docs/product.md §4.10): the pupil's request to look at them, in their words. */
export function filesUploadedPrompt(count: number): string {
  const what = count === 1 ? "eine Datei" : `${count} Dateien`;
  return `Ich habe dir gerade ${what} hochgeladen. Schau sie dir bitte an und lass uns über den Inhalt sprechen.`;
}
