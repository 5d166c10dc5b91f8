import { useId } from "react";

/**
 * GET /api/elevenlabs/health said speechRecognition: false (decision 018): the server can speak
 * but not listen. Said plainly and kindly, with what to do instead; not an error.
 */
export function NoSpeechRecognitionNotice() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-400/40 dark:bg-sky-950/50 dark:text-sky-50"
    >
      <h2 id={titleId} className="font-bold">
        Hier kannst du schreiben statt sprechen
      </h2>
      <p className="mt-1 text-sm">
        Auf diesem Server ist die Spracherkennung nicht eingerichtet: Dein Tutor kann dir antworten und
        vorlesen, aber er versteht gesprochene Wörter noch nicht. Schreib deine Fragen deshalb einfach in das
        Feld unten.
      </p>
    </section>
  );
}
