import { analysedFileText, usableResults } from "#client/lib/file-context.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";
import {
  type GeneratedPlan,
  interviewPlanSchema,
  type PreparationData,
  preparationPlanSchema,
} from "#shared/contracts/preparation.ts";

// The limits of generatePlanSchema and preparationDataSchema (shared contracts).
const MAX_ANALYZED_CONTENT = 200_000;
const MAX_SAVED_FILES = 5;

/**
 * The analysed files as one text for the plan (analyzedContent), each with the prefix the tutor
 * also gets in the chat. Failed files have nothing to give.
 */
export function analyzedContentOf(results: readonly UploadAnalysisResult[]): string {
  return usableResults(results)
    .map((result) => analysedFileText(result, result.fileName))
    .join("\n\n")
    .slice(0, MAX_ANALYZED_CONTENT);
}

/**
 * The plan when it has the shape of either variant, else null: a plan the screen cannot show
 * is treated like a failed one (docs/product.md §2.8: logged, and the session starts without it).
 */
export function readPlan(value: unknown): GeneratedPlan | null {
  const interview = interviewPlanSchema.safeParse(value);
  if (interview.success) return interview.data;
  const plan = preparationPlanSchema.safeParse(value);
  return plan.success ? plan.data : null;
}

/** docs/product.md §3.4, the saved preparation. */
export function preparationDataOf(
  question: string,
  results: readonly UploadAnalysisResult[],
  plan: GeneratedPlan | null,
  now = new Date(),
): PreparationData {
  return {
    question: question.trim(),
    analyzedContent: analyzedContentOf(results),
    uploadedFiles: results
      .slice(0, MAX_SAVED_FILES)
      .map(({ type, content, fileName }) => ({ type, content, fileName })),
    generatedPlan: plan,
    timestamp: now.toISOString(),
  };
}
