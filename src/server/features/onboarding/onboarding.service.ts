import { isDeepStrictEqual } from "node:util";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { HotReads } from "#server/db/hot-reads.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Onboarding, OnboardingInput } from "#shared/contracts/onboarding.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import { buildLearningProfile, type QuizAnswers } from "#shared/domain/quiz-scoring.ts";
import type { SchoolType } from "#shared/domain/school.ts";

type Row = typeof onboarding.$inferSelect;

function toOnboarding(row: Row): Onboarding {
  return {
    name: row.name,
    schoolType: row.schoolType as SchoolType,
    grade: row.grade,
    completed: row.completed,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type OnboardingOptions = {
  /** Keep pupils' answers in memory: every chat turn reads them for the prompt. */
  hot?: HotReads;
};

export function onboardingService(db: Db, options: OnboardingOptions = {}) {
  const cache = options.hot?.cache<{ value: Onboarding | null }>("onboarding", { max: 10_000 }) ?? null;

  return {
    async get(userId: string): Promise<Onboarding | null> {
      const hit = cache?.get(userId);
      if (hit) return hit.value;
      const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      const value = row ? toOnboarding(row) : null;
      cache?.set(userId, { value });
      return value;
    },

    /** Saving the wizard completes onboarding; earlier answers (the quiz's profile) are kept. */
    async save(userId: string, input: OnboardingInput): Promise<Onboarding> {
      const now = new Date();
      const [row] = await db
        .insert(onboarding)
        .values({ userId, ...input, completed: true, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: onboarding.userId,
          set: {
            name: input.name,
            schoolType: input.schoolType,
            grade: input.grade,
            completed: true,
            updatedAt: now,
          },
        })
        .returning();
      if (!row) throw new Error("onboarding upsert returned no row");
      const value = toOnboarding(row);
      cache?.set(userId, { value });
      return value;
    },

    /**
     * Scores the quiz and stores the profile in the answers as `learning_profile` (with the raw
     * answers as `quiz_answers`). The quiz is taken once: sending the same answers again returns
     * the stored profile (a retried request), different answers are refused.
     */
    async saveLearningProfile(
      userId: string,
      answers: QuizAnswers,
      now = new Date(),
    ): Promise<LearningProfile> {
      // Dropped before and after: a reader between the two may cache the old answers.
      cache?.delete(userId);
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(onboarding).where(eq(onboarding.userId, userId)).for("update");
        if (!row?.completed) {
          throw new AppError(409, "onboarding_incomplete", "Bitte schliesse zuerst das Onboarding ab.");
        }
        const stored = row.answers.learning_profile as LearningProfile | undefined;
        if (stored) {
          if (isDeepStrictEqual(row.answers.quiz_answers, answers)) return stored;
          throw new AppError(409, "quiz_already_taken", "Du hast das Lernstil-Quiz schon gemacht.");
        }
        const profile = buildLearningProfile(answers, now);
        await tx
          .update(onboarding)
          .set({
            answers: { ...row.answers, quiz_answers: answers, learning_profile: profile },
            updatedAt: now,
          })
          .where(eq(onboarding.userId, userId));
        return profile;
      });
      cache?.delete(userId);
      return saved;
    },
  };
}
export type OnboardingService = ReturnType<typeof onboardingService>;
