import { Mascot } from "#client/components/ui/mascot.tsx";

export function WelcomeStep() {
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <Mascot className="size-28 shrink-0 sm:size-32" />
      <div className="space-y-3 text-slate-700 dark:text-slate-200">
        <p>
          Ich bin dein Lernfunke. Ich helfe dir beim Lernen – mit Fragen, Tipps und Erklärungen, ganz in
          deinem Tempo.
        </p>
        <p>
          Damit meine Hilfe zu dir passt, brauche ich drei kurze Angaben. Das dauert weniger als eine Minute.
        </p>
      </div>
    </div>
  );
}
