import { Button } from "#client/components/ui/button.tsx";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import { StageHeading } from "./stage-heading.tsx";

type QuizWarningProps = {
  onStart: () => void;
  onCancel: () => void;
  /** Only a hosted model reads the profile (docs/product.md §2.4); undefined: unknown. */
  offlineTutor: boolean | undefined;
};

const FACTS = [
  ["⏱️", `${QUIZ_QUESTIONS.length} kurze Fragen, das dauert etwa 3–5 Minuten.`],
  ["✅", "Es gibt keine falschen Antworten – wähle, was am ehesten zu dir passt."],
  ["☝️", "Du machst das Quiz nur einmal. Eine gewählte Antwort kannst du nicht mehr ändern."],
] as const;

/** The first stage: what the quiz is, how long it takes, and a way out (nothing is saved). */
export function QuizWarning({ onStart, onCancel, offlineTutor }: QuizWarningProps) {
  return (
    <div className="flex flex-1 flex-col">
      <Mascot className="mx-auto mb-4 size-24" />
      <StageHeading>Wie lernst du am besten?</StageHeading>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        Bevor du deine erste Lernsession startest, findest du mit einem kurzen Quiz heraus, wie du am liebsten
        lernst.{offlineTutor === false && " Danach stellt sich dein KI-Tutor auf dich ein."}
      </p>
      <ul className="mt-5 space-y-3">
        {FACTS.map(([emoji, text]) => (
          <li key={text} className="flex gap-3 text-slate-800 dark:text-slate-100">
            <span aria-hidden="true">{emoji}</span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3 pt-8 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button onClick={onStart}>Quiz starten</Button>
      </div>
    </div>
  );
}
