import { useMutation } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import {
  type GeneratePlanInput,
  type GeneratePlanResponse,
  generatePlanResponseSchema,
} from "#shared/contracts/preparation.ts";

/** POST /api/session-preparation/generate-plan (docs/product.md §4.7): the plan for the session. */
export function generatePlan(input: GeneratePlanInput): Promise<GeneratePlanResponse> {
  return api.post("/api/session-preparation/generate-plan", generatePlanResponseSchema, input);
}

export function useGeneratePlan() {
  return useMutation({ mutationFn: generatePlan });
}
