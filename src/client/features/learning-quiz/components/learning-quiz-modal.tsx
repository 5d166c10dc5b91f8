import { useEffect, useEffectEvent, useId, useReducer } from "react";
import { CloseIcon } from "#client/components/ui/icons.tsx";
import { Modal } from "#client/components/ui/modal.tsx";
import { QUIZ_AUTO_ADVANCE_MS, QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import {
  hasProgress,
  initialQuizFlow,
  LAST_INDEX,
  type QuizAnswers,
  type QuizResult,
  quizFlowReducer,
} from "../lib/quiz-flow.ts";
import { QuizCompleted } from "./quiz-completed.tsx";
import { QuizIntermission } from "./quiz-intermission.tsx";
import { QuizQuestion } from "./quiz-question.tsx";
import { QuizWarning } from "./quiz-warning.tsx";

export const QUIZ_SAVE_FAILED_MESSAGE = "Fehler beim Speichern des Quiz. Bitte versuche es erneut.";
export const QUIZ_CANCEL_CONFIRM = "Möchtest du das Quiz wirklich abbrechen? Deine Antworten gehen verloren.";

type LearningQuizModalProps = {
  /** Saves the 17 answers; resolves with the stored profile's signatures, rejects on failure. */
  onSubmit: (answers: QuizAnswers) => Promise<QuizResult>;
  /** Closed before the end: nothing was saved. */
  onCancel: () => void;
  /** 'Weiter' on the completed stage. */
  onFinish: () => void;
  /**
   * Whether the built-in practice tutor answers, which does not read the profile: the quiz
   * promises only what adapts (docs/product.md §2.4). Undefined while unknown: no promise.
   */
  offlineTutor?: boolean | undefined;
};

/**
 * The one-time learning-style quiz (docs/product.md §2.4). Choosing an answer locks the
 * question and moves on after QUIZ_AUTO_ADVANCE_MS; before a new segment an intermission shows;
 * after the last answer the quiz is submitted. A failed save alerts and stays on the last
 * question, unlocked, so answering it again retries.
 */
export function LearningQuizModal({ onSubmit, onCancel, onFinish, offlineTutor }: LearningQuizModalProps) {
  const [flow, dispatch] = useReducer(quizFlowReducer, initialQuizFlow);
  const titleId = useId();

  const submit = useEffectEvent(async (answers: QuizAnswers) => {
    dispatch({ type: "submitting" });
    try {
      dispatch({ type: "submitted", result: await onSubmit(answers) });
    } catch {
      window.alert(QUIZ_SAVE_FAILED_MESSAGE);
      dispatch({ type: "submitFailed" });
    }
  });

  useEffect(() => {
    if (flow.stage !== "quiz" || flow.chosen === null || flow.submitting) return;
    const { answers, index } = flow;
    const timer = window.setTimeout(() => {
      if (index === LAST_INDEX) void submit(answers);
      else dispatch({ type: "advance" });
    }, QUIZ_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [flow]);

  const saving = flow.stage === "quiz" && flow.submitting;

  // Escape and the close button: leave at once from the warning, ask first once answers would
  // be lost, never while saving. On the completed stage the profile is saved: same as 'Weiter'.
  function requestClose() {
    if (flow.stage === "completed") return onFinish();
    if (saving) return;
    if (hasProgress(flow) && !window.confirm(QUIZ_CANCEL_CONFIRM)) return;
    onCancel();
  }

  return (
    <Modal labelledBy={titleId} onEscape={requestClose}>
      <div className="flex min-h-17 items-center justify-between gap-3 border-b border-slate-200 px-5 py-3 dark:border-slate-700">
        <p id={titleId} className="font-bold text-slate-900 dark:text-white">
          Lernstil-Quiz
        </p>
        {flow.stage !== "completed" && (
          <button
            type="button"
            onClick={requestClose}
            disabled={saving}
            aria-label="Quiz abbrechen"
            title="Quiz abbrechen"
            className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-orange-600 disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
          >
            <CloseIcon className="size-6" />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col px-5 py-6 sm:px-8">
        {flow.stage === "warning" && (
          <QuizWarning
            onStart={() => dispatch({ type: "start" })}
            onCancel={onCancel}
            offlineTutor={offlineTutor}
          />
        )}
        {flow.stage === "quiz" && (
          <QuizQuestion
            key={flow.index}
            index={flow.index}
            chosen={flow.chosen}
            submitting={flow.submitting}
            onChoose={(key) => dispatch({ type: "choose", key })}
          />
        )}
        {flow.stage === "intermission" && (
          <QuizIntermission
            segment={QUIZ_QUESTIONS[flow.index]?.segment ?? 1}
            onContinue={() => dispatch({ type: "continue" })}
          />
        )}
        {flow.stage === "completed" && (
          <QuizCompleted result={flow.result} onFinish={onFinish} offlineTutor={offlineTutor} />
        )}
      </div>
    </Modal>
  );
}
