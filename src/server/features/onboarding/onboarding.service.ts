import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { onboarding } from "#server/db/schema/onboarding.ts";
import type { Onboarding, OnboardingInput } from "#shared/contracts/onboarding.ts";
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

export function onboardingService(db: Db) {
  return {
    async get(userId: string): Promise<Onboarding | null> {
      const [row] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
      return row ? toOnboarding(row) : null;
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
      return toOnboarding(row);
    },
  };
}
export type OnboardingService = ReturnType<typeof onboardingService>;
