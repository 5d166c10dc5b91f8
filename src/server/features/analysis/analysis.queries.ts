import { and, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { competencyEvents, sessionAnalyses } from "#server/db/schema/analysis.ts";
import { tutoringSessions } from "#server/db/schema/sessions.ts";
import type { ClaimedJob } from "#server/jobs/analysis-queue.ts";
import { leased } from "#server/jobs/analysis-queue.ts";
import type { SessionAnalysis } from "#shared/contracts/analysis.ts";

export function analysisQueries(db: Db) {
  return {
    /** The session a job is about, through its owner. */
    async session(job: Pick<ClaimedJob, "sessionId" | "userId">) {
      const [row] = await db
        .select()
        .from(tutoringSessions)
        .where(and(eq(tutoringSessions.id, job.sessionId), eq(tutoringSessions.userId, job.userId)));
      return row;
    },

    /**
     * Stores the result in one transaction, and only while the job's lease holds: the
     * analysis, the competency events (replacing this session's earlier ones, so a reanalysis
     * does not count twice) and the session's summary. False when the lease was lost.
     */
    async finish(job: ClaimedJob, result: SessionAnalysis, subjectId: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(sessionAnalyses)
          .set({ status: "completed", result, completedAt: new Date(), leaseToken: null, leaseUntil: null })
          .where(leased(job))
          .returning({ id: sessionAnalyses.id });
        if (done.length === 0) return false;
        await tx
          .delete(competencyEvents)
          .where(and(eq(competencyEvents.sessionId, job.sessionId), eq(competencyEvents.source, "analysis")));
        if (result.competencyUpdates.length > 0) {
          await tx.insert(competencyEvents).values(
            result.competencyUpdates.map((update) => ({
              userId: job.userId,
              competencyId: update.competencyId,
              subjectId,
              sessionId: job.sessionId,
              source: "analysis" as const,
              status: update.newStatus,
              confidence: update.confidenceScore,
              timeSpentMinutes: update.timeSpentMinutes,
              notes: update.progressNotes || null,
              evidence: update.evidenceText,
              at,
            })),
          );
        }
        await tx
          .update(tutoringSessions)
          .set({ summary: result.summary })
          .where(eq(tutoringSessions.id, job.sessionId));
        return true;
      });
    },
  };
}
