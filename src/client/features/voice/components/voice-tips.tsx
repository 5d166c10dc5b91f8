import { useId } from "react";

const SPEAKING = {
  title: "Sprechen",
  text: "Sprich deutlich und in ganzen Sätzen. Du kannst deinen Tutor jederzeit unterbrechen, wenn du eine Frage hast.",
};

// Without speech recognition nothing asks the pupil to speak (docs/product.md §2.10).
const WRITING = {
  title: "Schreiben",
  text: "Schreib deine Frage ins Feld und drück Enter. Dein Tutor antwortet dir mit seiner Stimme.",
};

const MORE_TIPS = [
  {
    title: "Dateien",
    text: "Während der Session kannst du bis zu 3 Dateien hochladen (JPG, PNG, PDF, TXT oder DOCX, je bis 10 MB). Dein Tutor schaut sie sich an und spricht mit dir darüber.",
  },
  {
    title: "Lautstärke",
    text: "Mit dem Regler oben stellst du ein, wie laut dein Tutor spricht.",
  },
  {
    title: "Beenden",
    text: "'Stoppen' hält das Gespräch an. Mit 'Session beenden' schliesst du ab und bekommst deine Auswertung.",
  },
] as const;

/** The tips box of docs/product.md §2.10: speaking (or writing), files, volume, ending. */
export function VoiceTips({ typing }: { typing: boolean }) {
  const titleId = useId();
  const tips = [typing ? WRITING : SPEAKING, ...MORE_TIPS];
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:ring-amber-300/30"
    >
      <h2 id={titleId} className="font-bold text-slate-900 dark:text-white">
        Tipps für dein Gespräch
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {tips.map((tip) => (
          <li key={tip.title} className="text-sm text-slate-800 dark:text-slate-100">
            <span className="font-semibold">{tip.title}: </span>
            {tip.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
