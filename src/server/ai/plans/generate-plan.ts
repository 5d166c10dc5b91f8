import type { LanguageModelV4 } from "@ai-sdk/provider";
import { generateText, Output } from "ai";
import {
  type GeneratedPlan,
  interviewPlanSchema,
  preparationPlanSchema,
} from "#shared/contracts/preparation.ts";
import { isInterviewSubject } from "#shared/domain/subjects.ts";
import type { ResilienceOptions } from "../tutor-stream.ts";
import { interviewPlanOutput, learningPlanOutput, planInstructions, planPrompt } from "./plan-prompts.ts";
import type { PlanRequest } from "./plan-request.ts";

/** The model answered, but not with a plan the contract accepts. */
export class InvalidPlanError extends Error {
  override readonly name = "InvalidPlanError";
}

// The contract's list maxima: a longer list is cut, not a reason to drop a good plan.
const LIST_MAX: Record<string, number> = {
  learning_objectives: 8,
  discussion_flow: 10,
  interactive_elements: 8,
  interview_flow: 10,
  key_questions: 12,
  assessment_criteria: 10,
};

/**
 * Asks the model for a plan as structured output (AI SDK `generateText` with
 * `Output.object`; `generateObject` is deprecated in ai 7) and checks it against the contract.
 * Throws on a failed call (the SDK's errors) or an unusable answer (NoObjectGeneratedError,
 * InvalidPlanError); the caller falls back to the offline plan.
 */
export async function generatePlanWithModel(
  model: LanguageModelV4,
  resilience: Pick<ResilienceOptions, "timeoutMs" | "maxRetries">,
  request: PlanRequest,
  abortSignal?: AbortSignal,
): Promise<GeneratedPlan> {
  const interview = isInterviewSubject(request.subject);
  const common = {
    model,
    instructions: planInstructions(request),
    prompt: planPrompt(request),
    maxOutputTokens: 2500,
    maxRetries: resilience.maxRetries,
    timeout: resilience.timeoutMs,
    abortSignal,
  };
  const raw = interview
    ? (
        await generateText({
          ...common,
          output: Output.object({ schema: interviewPlanOutput, name: "bewerbungsgespraech_plan" }),
        })
      ).output
    : (
        await generateText({
          ...common,
          output: Output.object({ schema: learningPlanOutput, name: "lernplan" }),
        })
      ).output;
  const tidy = swissSpelling(clipLists(raw));
  const checked = (interview ? interviewPlanSchema : preparationPlanSchema).safeParse(tidy);
  if (!checked.success) {
    // Field paths only: the values are the model's words about a pupil's question.
    const fields = checked.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new InvalidPlanError(`plan does not match the contract (${fields})`);
  }
  return checked.data;
}

function clipLists<T extends Record<string, unknown>>(plan: T): T {
  const out: Record<string, unknown> = { ...plan };
  for (const [key, value] of Object.entries(out)) {
    if (!Array.isArray(value)) continue;
    const kept = value.filter((item) => typeof item !== "string" || item.trim() !== "");
    out[key] = kept.slice(0, LIST_MAX[key] ?? kept.length);
  }
  return out as T;
}

/** Swiss Standard German has no ß: a model that slips gets corrected, not rejected. */
function swissSpelling<T>(value: T): T {
  if (typeof value === "string") return value.replaceAll("ß", "ss") as T;
  if (Array.isArray(value)) return value.map(swissSpelling) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swissSpelling(v)])) as T;
  }
  return value;
}
