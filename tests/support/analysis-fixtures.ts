import type { GradedAnalysis } from "#shared/contracts/analysis.ts";

/**
 * A graded session analysis as the offline producer stores it: every score `quality` unless
 * `comprehension` is given, and the independence score.
 */
export function gradedAnalysis({
  quality = 0.5,
  comprehension = quality,
  independence = 1,
}: {
  quality?: number;
  comprehension?: number;
  independence?: number;
} = {}): GradedAnalysis {
  return {
    timestamp: new Date().toISOString(),
    sessionQuality: {
      difficulty: quality,
      engagement: quality,
      quality,
      comprehension,
      sessionQuality: quality,
    },
    competencyUpdates: [],
    nextSteps: [],
    insights: [],
    learningProfile: {},
    summary: "Brüche geübt.",
    independence: {
      score: independence,
      ownAttempts: 1,
      ownQuestions: 0,
      hintRequests: 0,
      answerRequests: 0,
    },
    producer: "offline",
  };
}
