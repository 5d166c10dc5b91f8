import type { z } from "zod";
import { toTutorError } from "#server/ai/model-errors.ts";
import type { Models } from "#server/ai/models.ts";
import { generatePlanWithModel } from "#server/ai/plans/generate-plan.ts";
import { buildOfflinePlan } from "#server/ai/plans/offline-plan.ts";
import type { PlanRequest } from "#server/ai/plans/plan-request.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { requireSubject } from "#server/features/subjects/subjects.service.ts";
import { notFound } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ModelLimiter } from "#server/limits/model-limits.ts";
import {
  type GeneratePlanInput,
  type GeneratePlanResponse,
  type PreparationData,
  type PreparedSessionResponse,
  preparationDataSchema,
  type SavePreparationResponse,
  type savePreparationSchema,
} from "#shared/contracts/preparation.ts";

/** What the pupil reads when the plan came from the offline planner instead of the model. */
export const PLAN_NOTES = {
  failed:
    "Der KI-Tutor konnte gerade keinen Lernplan erstellen. Du bekommst einen einfacheren Plan – die Session funktioniert trotzdem.",
  limited:
    "Du hast gerade sehr viele Anfragen an den KI-Tutor gestellt. Du bekommst deshalb einen einfacheren Lernplan – die Session funktioniert trotzdem.",
} as const;

type Deps = {
  sessions: SessionsService;
  onboarding: OnboardingService;
  models: Models;
  limiter: ModelLimiter;
  logger: Logger;
};

/** Session preparation (docs/product.md §2.8, §3.4 and §4.7): the plan, and the prepared session. */
export function preparationService({ sessions, onboarding, models, limiter, logger }: Deps) {
  return {
    /**
     * A plan for the pupil's question, adapted to school type and grade. The offline planner
     * answers when no model is configured; when the model is over the pupil's limit, fails or
     * answers with no valid plan, it answers too, with a note in `error` (docs/product.md §2.8: plan errors
     * are logged and the screen goes on).
     */
    async generatePlan(userId: string, input: GeneratePlanInput): Promise<GeneratePlanResponse> {
      const subject = requireSubject(input.subjectId);
      const pupil = await onboarding.get(userId);
      const request: PlanRequest = {
        subject,
        sessionType: input.sessionType,
        question: input.userQuestion,
        analyzedContent: input.analyzedContent,
        schoolType: pupil?.schoolType ?? null,
        grade: pupil?.grade ?? null,
      };
      if (models.isOffline) return { preparationPlan: buildOfflinePlan(request) };
      try {
        await limiter.take(userId);
      } catch (error) {
        logger.warn(
          { userId, ...toTutorError(error).toLog() },
          "plan: model limit reached, offline plan used",
        );
        return { preparationPlan: buildOfflinePlan(request), error: PLAN_NOTES.limited };
      }
      try {
        return { preparationPlan: await generatePlanWithModel(models.tutor, models.resilience, request) };
      } catch (error) {
        logger.warn(
          { userId, subjectId: subject.id, ...failure(error) },
          "plan: model failed, offline plan used",
        );
        return { preparationPlan: buildOfflinePlan(request), error: PLAN_NOTES.failed };
      }
    },

    async save(
      userId: string,
      input: z.output<typeof savePreparationSchema>,
    ): Promise<SavePreparationResponse> {
      const subject = input.subjectId ? requireSubject(input.subjectId) : null;
      const preparation = input.preparationData;
      const session = await sessions.savePreparation(
        userId,
        {
          id: input.sessionId,
          subjectId: subject?.id,
          type: input.sessionType,
          topic: preparation.question.slice(0, 500) || undefined,
        },
        preparation,
      );
      return { success: true as const, session };
    },

    async get(userId: string, publicId: string): Promise<PreparedSessionResponse> {
      const row = await sessions.find(userId, publicId);
      if (!row) throw notFound("Session nicht gefunden.");
      const parsed = row.preparation ? preparationDataSchema.safeParse(row.preparation) : null;
      const preparation: PreparationData | null = parsed?.success ? parsed.data : null;
      return { session: { id: row.publicId, preparationData: preparation, preparation_data: preparation } };
    },
  };
}
export type PreparationService = ReturnType<typeof preparationService>;

/** Log fields of a failed plan: codes and messages, never the model's text or the pupil's. */
function failure(error: unknown): Record<string, unknown> {
  if (error instanceof Error && (error.name === "InvalidPlanError" || error.name.startsWith("AI_No"))) {
    return { cause: `${error.name}: ${error.message.slice(0, 200)}` };
  }
  return toTutorError(error).toLog();
}
