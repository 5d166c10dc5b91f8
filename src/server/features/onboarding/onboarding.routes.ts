import { Hono } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { jsonBody } from "#server/lib/validate.ts";
import {
  type LearningAssessmentResponse,
  learningAssessmentSchema,
  type OnboardingResponse,
  onboardingInputSchema,
  type SaveOnboardingResponse,
} from "#shared/contracts/onboarding.ts";
import type { OnboardingService } from "./onboarding.service.ts";

export function onboardingRoutes(service: OnboardingService) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const body: OnboardingResponse = { onboarding: await service.get(c.var.user.id) };
      return c.json(body);
    })
    .post("/", jsonBody(onboardingInputSchema), async (c) => {
      const saved = await service.save(c.var.user.id, c.req.valid("json"));
      return c.json({ success: true, onboarding: saved } satisfies SaveOnboardingResponse, 200);
    })
    .post("/learning-assessment", jsonBody(learningAssessmentSchema), async (c) => {
      const learningProfile = await service.saveLearningProfile(c.var.user.id, c.req.valid("json").answers);
      const body: LearningAssessmentResponse = { success: true, learningProfile };
      return c.json(body);
    });
}
