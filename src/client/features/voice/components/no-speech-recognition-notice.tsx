import { useId } from "react";

/**
 * GET /api/elevenlabs/health said speechRecognition: false (decision 018): the server can speak
 * but not listen. Said plainly and kindly as what this conversation is, a typed one with spoken
 * answers (docs/product.md §2.10); not an error.
 */
export function NoSpeechRecognitionNotice() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950 dark:border-sky-400/40 dark:bg-sky-950/50 dark:text-sky-50"
    >
      <h2 id={titleId} className="font-bold">
        Du schreibst, dein Tutor spricht
      </h2>
      <p className="mt-1 text-sm">
        Auf diesem Server gibt es keine Spracherkennung. Schreib deine Fragen in das Feld unten. Dein Tutor
        liest dir seine Antworten vor, und du siehst sie auch im Verlauf.
      </p>
    </section>
  );
}
