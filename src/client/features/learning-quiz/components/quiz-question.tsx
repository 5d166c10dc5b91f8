import { useId } from "react";
import { useKeyDown } from "#client/lib/use-key-down.ts";
import { OPTION_KEYS, type OptionKey, QUIZ_QUESTIONS, QUIZ_SEGMENTS } from "#shared/domain/quiz.ts";
import { QuizOptionButton } from "./quiz-option-button.tsx";
import { StageHeading } from "./stage-heading.tsx";

type QuizQuestionProps = {
  index: number;
  chosen: OptionKey | null;
  submitting: boolean;
  onChoose: (key: OptionKey) => void;
};

const TOTAL = QUIZ_QUESTIONS.length;

/** One question: 'Frage n von 17', progress bar, segment, title, subtitle and four options. */
export function QuizQuestion({ index, chosen, submitting, onChoose }: QuizQuestionProps) {
  const id = useId();
  const question = QUIZ_QUESTIONS[index];
  const locked = chosen !== null || submitting;
  const number = index + 1;

  // The letters A-D answer too, as the visible key on each option suggests.
  useKeyDown("document", (event) => {
    if (locked || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const key = OPTION_KEYS.find((k) => k === event.key.toUpperCase());
    if (!key) return;
    event.preventDefault();
    onChoose(key);
  });

  if (!question) return null;
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex items-baseline justify-between gap-3 text-sm font-semibold">
        <p id={`${id}-progress`} className="text-slate-700 dark:text-slate-200">
          Frage {number} von {TOTAL}
        </p>
        <p className="text-orange-800 dark:text-orange-300">{QUIZ_SEGMENTS[question.segment]}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Fortschritt im Quiz"
        aria-valuemin={0}
        aria-valuemax={TOTAL}
        aria-valuenow={number}
        aria-valuetext={`Frage ${number} von ${TOTAL}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-orange-600 transition-[width] dark:bg-orange-400"
          style={{ width: `${(number / TOTAL) * 100}%` }}
        />
      </div>
      <div className="mt-6">
        <StageHeading id={`${id}-title`} describedBy={`${id}-progress`}>
          {question.title}
        </StageHeading>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{question.subtitle}</p>
      </div>
      <fieldset aria-labelledby={`${id}-title`} className="mt-6 grid min-w-0 gap-3">
        {question.options.map((option) => (
          <QuizOptionButton
            key={option.key}
            option={option}
            chosen={chosen === option.key}
            locked={locked}
            onChoose={() => onChoose(option.key)}
          />
        ))}
      </fieldset>
      <p role="status" className="mt-4 min-h-6 text-sm font-medium text-slate-700 dark:text-slate-200">
        {submitting ? "Dein Lernprofil wird gespeichert …" : ""}
      </p>
    </div>
  );
}
