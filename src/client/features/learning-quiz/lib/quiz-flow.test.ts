import { describe, expect, it } from "vitest";
import { QUIZ_QUESTIONS } from "#shared/domain/quiz.ts";
import {
  hasProgress,
  initialQuizFlow,
  type QuizAction,
  type QuizFlow,
  quizFlowReducer,
} from "./quiz-flow.ts";

const run = (...actions: QuizAction[]) => actions.reduce(quizFlowReducer, initialQuizFlow);
const answerAndAdvance: QuizAction[] = [{ type: "choose", key: "B" }, { type: "advance" }];

describe("quizFlowReducer", () => {
  it("starts on the warning and goes to question 1", () => {
    expect(initialQuizFlow).toEqual({ stage: "warning" });
    expect(run({ type: "start" })).toEqual({
      stage: "quiz",
      index: 0,
      answers: {},
      chosen: null,
      submitting: false,
    });
  });

  it("records one answer per question and ignores a second choice", () => {
    const flow = run({ type: "start" }, { type: "choose", key: "C" }, { type: "choose", key: "A" });
    expect(flow).toMatchObject({ chosen: "C", answers: { "1": "C" } });
  });

  it("does not advance an unanswered question", () => {
    const flow = run({ type: "start" }, { type: "advance" });
    expect(flow).toMatchObject({ stage: "quiz", index: 0 });
  });

  it("shows an intermission before questions 7 and 13 only", () => {
    const intermissions: number[] = [];
    let flow: QuizFlow = run({ type: "start" });
    for (let i = 0; i < QUIZ_QUESTIONS.length - 1; i++) {
      flow = answerAndAdvance.reduce(quizFlowReducer, flow);
      if (flow.stage === "intermission") {
        intermissions.push(flow.index + 1);
        flow = quizFlowReducer(flow, { type: "continue" });
      }
    }
    expect(intermissions).toEqual([7, 13]);
    expect(flow).toMatchObject({ stage: "quiz", index: 16 });
    expect(Object.keys(flow.stage === "quiz" ? flow.answers : {})).toHaveLength(16);
  });

  it("submits only from the answered last question, and unlocks it when saving fails", () => {
    let flow: QuizFlow = { stage: "quiz", index: 16, answers: {}, chosen: null, submitting: false };
    expect(quizFlowReducer(flow, { type: "submitting" })).toBe(flow);
    flow = quizFlowReducer(flow, { type: "choose", key: "D" });
    flow = quizFlowReducer(flow, { type: "submitting" });
    expect(flow).toMatchObject({ submitting: true, answers: { "17": "D" } });
    expect(quizFlowReducer(flow, { type: "choose", key: "A" })).toBe(flow);
    expect(quizFlowReducer(flow, { type: "submitFailed" })).toMatchObject({
      stage: "quiz",
      index: 16,
      chosen: null,
      submitting: false,
    });
  });

  it("ends on completed with the result", () => {
    const result = { primarySignature: "Teamplayer", signatures: ["Teamplayer"] };
    expect(quizFlowReducer(run({ type: "start" }), { type: "submitted", result })).toEqual({
      stage: "completed",
      result,
    });
  });

  it("has progress once something is answered", () => {
    expect(hasProgress(initialQuizFlow)).toBe(false);
    expect(hasProgress(run({ type: "start" }))).toBe(false);
    expect(hasProgress(run({ type: "start" }, { type: "choose", key: "A" }))).toBe(true);
  });
});
