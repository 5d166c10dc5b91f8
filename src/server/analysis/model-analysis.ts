import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { type GradedAnalysis, gradedAnalysisSchema } from "#shared/contracts/analysis.ts";
import type { AnalysisInput } from "./analysis-input.ts";
import {
  analysisInstructions,
  analysisPrompt,
  type ModelAnalysisOutput,
  modelAnalysisOutput,
} from "./analysis-prompts.ts";
import { candidateCompetencies } from "./competency-common.ts";
import { independenceInsight, independenceNextStep, independenceOf } from "./independence.ts";
import {
  checkedCompetencies,
  checkedProfile,
  checkedQuality,
  cleanLine,
  cleanLines,
  evidenceTurns,
} from "./model-checks.ts";
import { offlineScores } from "./offline-scores.ts";
import { readTranscript, type TranscriptSignals } from "./transcript-signals.ts";

// The analysis of a finished session by a language model (producer "model"), following the
// plan generator (ai/plans/generate-plan.ts): AI SDK `generateText` with `Output.object`
// (`generateObject` is deprecated in ai 7), then the server's own checks (model-checks.ts):
// the model proposes, the server keeps only what it can verify. Independence is counted by the
// server (transcript-signals.ts), never asked of the model; its insight is added here. The
// timestamp is input.now. A crisis session never comes here: it is not graded, and its
// transcript goes to no model (care-analysis.ts).

/** The model answered, but not with an analysis that can be used. */
export class InvalidAnalysisError extends Error {
  override readonly name = "InvalidAnalysisError";
}

/**
 * Throws the SDK's errors for a failed call (the caller retries later or falls back to the
 * offline analysis), and InvalidAnalysisError for an answer that is not a usable analysis.
 */
export async function analyseWithModel(
  model: LanguageModelV4,
  resilience: { timeoutMs: number; maxRetries: number },
  input: AnalysisInput,
  abortSignal?: AbortSignal,
): Promise<GradedAnalysis> {
  const candidates = candidateCompetencies(input);
  let raw: ModelAnalysisOutput;
  try {
    const result = await generateText({
      model,
      instructions: analysisInstructions(input, candidates),
      prompt: analysisPrompt(input),
      output: Output.object({ schema: modelAnalysisOutput, name: "session_analyse" }),
      maxOutputTokens: 3000,
      maxRetries: resilience.maxRetries,
      timeout: resilience.timeoutMs,
      abortSignal,
    });
    raw = result.output;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      throw new InvalidAnalysisError("the model's answer is not an analysis object", { cause: error });
    }
    throw error;
  }
  return checkedAnalysis(input, raw, candidates);
}

/** The model's proposal after the server's checks; exported for the tests. */
export function checkedAnalysis(
  input: AnalysisInput,
  raw: ModelAnalysisOutput,
  candidates = candidateCompetencies(input),
): GradedAnalysis {
  const signals = readTranscript(input);
  const independence = independenceOf(signals);
  const summary = cleanLine(raw.summary, 2000);
  if (!summary) throw new InvalidAnalysisError("the model's summary is empty");

  const analysis: GradedAnalysis = {
    timestamp: input.now.toISOString(),
    sessionQuality: checkedQuality(raw.sessionQuality, signals, offlineScores(signals, independence)),
    competencyUpdates: checkedCompetencies(input, raw.competencies, candidates, evidenceTurns(signals)),
    nextSteps: nextSteps(raw.nextSteps, signals, independence),
    insights: insights(raw.insights, signals, independence),
    learningProfile: checkedProfile(raw.learningProfile),
    summary,
    independence,
    producer: "model",
  };
  const checked = gradedAnalysisSchema.safeParse(analysis);
  if (!checked.success) {
    // Field paths only: the values are the model's words about a pupil.
    const fields = checked.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new InvalidAnalysisError(`analysis does not match the contract (${fields})`);
  }
  return checked.data;
}

function insights(
  raw: readonly unknown[],
  signals: TranscriptSignals,
  independence: ReturnType<typeof independenceOf>,
): string[] {
  const own = independenceInsight(independence, signals.interview);
  const fromModel = cleanLines(raw, 8, 500).filter((line) => line !== own);
  return [own, ...fromModel].slice(0, 8);
}

function nextSteps(
  raw: readonly unknown[],
  signals: TranscriptSignals,
  independence: ReturnType<typeof independenceOf>,
): string[] {
  const steps = cleanLines(raw, 8, 500);
  if (steps.length < 2) steps.push(independenceNextStep(independence, signals.interview));
  return [...new Set(steps)];
}
