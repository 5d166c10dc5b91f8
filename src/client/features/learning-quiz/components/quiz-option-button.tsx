import { CheckIcon } from "#client/components/ui/icons.tsx";
import type { QuizOption } from "#shared/domain/quiz.ts";

type QuizOptionButtonProps = {
  option: QuizOption;
  chosen: boolean;
  /** The question is answered (or being saved): no option can be chosen any more. */
  locked: boolean;
  onChoose: () => void;
};

/**
 * One answer. Locked options stay focusable (aria-disabled, not disabled), so focus does not
 * drop out of the dialog during the 400 ms before the next question; clicks are ignored then.
 * The name is "A: label": the key letter is visible on the button and works as a shortcut.
 */
export function QuizOptionButton({ option, chosen, locked, onChoose }: QuizOptionButtonProps) {
  return (
    <button
      type="button"
      aria-label={`${option.key}: ${option.label}`}
      aria-pressed={chosen}
      aria-disabled={locked || undefined}
      aria-keyshortcuts={option.key}
      onClick={() => {
        if (!locked) onChoose();
      }}
      className={
        "flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left transition-colors " +
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300 " +
        (chosen
          ? "border-orange-700 bg-orange-50 dark:border-orange-300 dark:bg-orange-400/15"
          : locked
            ? "cursor-not-allowed border-slate-200 bg-white opacity-60 dark:border-slate-700 dark:bg-slate-900"
            : "border-slate-300 bg-white hover:border-orange-500 hover:bg-orange-50/60 dark:border-slate-600 dark:bg-slate-900 dark:hover:border-orange-300 dark:hover:bg-slate-800")
      }
    >
      <span
        aria-hidden="true"
        className={
          "grid size-8 shrink-0 place-items-center rounded-lg text-sm font-extrabold " +
          (chosen
            ? "bg-orange-700 text-white dark:bg-orange-300 dark:text-slate-950"
            : "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100")
        }
      >
        {chosen ? <CheckIcon className="size-5" /> : option.key}
      </span>
      <span aria-hidden="true" className="text-2xl">
        {option.emoji}
      </span>
      <span className="flex-1 font-semibold text-slate-900 dark:text-white">{option.label}</span>
    </button>
  );
}
