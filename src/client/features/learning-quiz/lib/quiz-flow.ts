import type { OptionKey } from "#shared/domain/quiz.ts";
import { QUIZ_QUESTIONS, startsNewSegmentAfter } from "#shared/domain/quiz.ts";

// The quiz's stages (docs/product.md §2.4), kept pure so the modal only renders and times:
// warning → quiz → (intermission before a new segment → quiz) … → submission → completed.

/** What the completed stage shows: the saved profile's signatures, the main one first. */
export type QuizResult = { primarySignature: string; signatures: string[] };

/** One letter per question id ("1" … "17"), the body of POST /api/onboarding/learning-assessment. */
export type QuizAnswers = Record<string, OptionKey>;

export type QuizFlow =
  | { stage: "warning" }
  | {
      stage: "quiz";
      index: number;
      answers: QuizAnswers;
      /** The answer given to this question: the options are locked until the next one shows. */
      chosen: OptionKey | null;
      submitting: boolean;
    }
  | { stage: "intermission"; index: number; answers: QuizAnswers }
  | { stage: "completed"; result: QuizResult };

export type QuizAction =
  | { type: "start" }
  | { type: "choose"; key: OptionKey }
  | { type: "advance" }
  | { type: "continue" }
  | { type: "submitting" }
  | { type: "submitted"; result: QuizResult }
  | { type: "submitFailed" };

export const LAST_INDEX = QUIZ_QUESTIONS.length - 1;

export const initialQuizFlow: QuizFlow = { stage: "warning" };

const atQuestion = (index: number, answers: QuizAnswers): QuizFlow => ({
  stage: "quiz",
  index,
  answers,
  chosen: null,
  submitting: false,
});

export function quizFlowReducer(flow: QuizFlow, action: QuizAction): QuizFlow {
  switch (action.type) {
    case "start":
      return flow.stage === "warning" ? atQuestion(0, {}) : flow;
    case "choose": {
      // An answered question cannot be changed: a second choice is ignored.
      if (flow.stage !== "quiz" || flow.chosen !== null || flow.submitting) return flow;
      const question = QUIZ_QUESTIONS[flow.index];
      if (!question) return flow;
      return { ...flow, chosen: action.key, answers: { ...flow.answers, [String(question.id)]: action.key } };
    }
    case "advance":
      if (flow.stage !== "quiz" || flow.chosen === null || flow.index >= LAST_INDEX) return flow;
      return startsNewSegmentAfter(flow.index)
        ? { stage: "intermission", index: flow.index + 1, answers: flow.answers }
        : atQuestion(flow.index + 1, flow.answers);
    case "continue":
      return flow.stage === "intermission" ? atQuestion(flow.index, flow.answers) : flow;
    case "submitting":
      return flow.stage === "quiz" && flow.index === LAST_INDEX && flow.chosen !== null
        ? { ...flow, submitting: true }
        : flow;
    case "submitted":
      return { stage: "completed", result: action.result };
    case "submitFailed":
      // Stay on the last question, unlocked, so choosing an answer again retries the submission.
      return flow.stage === "quiz" ? { ...flow, chosen: null, submitting: false } : flow;
  }
}

/** True once the pupil has answered something: leaving now loses those answers. */
export function hasProgress(flow: QuizFlow): boolean {
  return flow.stage === "intermission" || (flow.stage === "quiz" && Object.keys(flow.answers).length > 0);
}
