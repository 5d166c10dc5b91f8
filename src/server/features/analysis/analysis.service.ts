import type { Models } from "#server/ai/models.ts";
import { parseFileMessage } from "#server/ai/prompts/file-messages.ts";
import type { AnalysisInput } from "#server/analysis/analysis-input.ts";
import { careAnalysis, isCrisisSession } from "#server/analysis/care-analysis.ts";
import { analyseWithModel } from "#server/analysis/model-analysis.ts";
import { analyseOffline } from "#server/analysis/offline-analysis.ts";
import type { Db } from "#server/db/client.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import type { SessionRow } from "#server/features/sessions/session-view.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import type { AnalysisQueue, ClaimedJob } from "#server/jobs/analysis-queue.ts";
import type { JobOutcome } from "#server/jobs/analysis-worker.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";
import type { ModelLimiter } from "#server/limits/model-limits.ts";
import type {
  AnalysisResponse,
  AnalysisStatusResponse,
  GradedAnalysis,
  SessionAnalysis,
} from "#shared/contracts/analysis.ts";
import type { CompetencyStatus } from "#shared/domain/competencies.ts";
import type { LearningProfile } from "#shared/domain/learning-profile.ts";
import { findSubject } from "#shared/domain/subjects.ts";
import { analysisQueries } from "./analysis.queries.ts";

export const ANALYSIS_NOT_FOUND = "Analyse nicht gefunden - möglicherweise noch nicht abgeschlossen";
export const NOTHING_TO_ANALYSE =
  "In dieser Session gibt es noch keine Nachricht von dir, die man auswerten kann.";

type Deps = {
  db: Db;
  queue: AnalysisQueue;
  sessions: SessionsService;
  onboarding: OnboardingService;
  /** The pupil's competency statuses apart from one session's events (the progress feature). */
  competencyStatuses: (userId: string, exceptSessionId: string) => Promise<Record<string, CompetencyStatus>>;
  models: Models;
  limiter: ModelLimiter;
  logger: Logger;
  /** Called after a job was queued, so this process's worker starts at once. */
  onQueued?: () => void;
  clock?: () => Date;
};

/** Session analyses: queued when a session ends, produced by the worker, read by the pupil. */
export function analysisService(deps: Deps) {
  const { queue, sessions, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const queries = analysisQueries(deps.db);

  async function ownSession(userId: string, publicId: string): Promise<SessionRow> {
    const row = await sessions.find(userId, publicId);
    if (!row) throw notFound("Session nicht gefunden.");
    return row;
  }

  async function enqueue(row: SessionRow, again = false) {
    const job = await queue.enqueue(row.id, row.userId, again);
    deps.onQueued?.();
    return job;
  }

  function requireCompleted(row: SessionRow) {
    if (row.status !== "COMPLETED") {
      throw new AppError(409, "session_not_completed", "Die Session läuft noch. Beende sie zuerst.");
    }
  }

  async function input(row: SessionRow): Promise<AnalysisInput> {
    const [transcript, pupil, competencyStatus] = await Promise.all([
      sessions.transcript(row),
      deps.onboarding.get(row.userId),
      // Without this session's own earlier analysis: a reanalysis starts from the same statuses.
      deps.competencyStatuses(row.userId, row.id),
    ]);
    const profile = pupil?.answers.learning_profile as LearningProfile | undefined;
    return {
      subjectId: findSubject(row.subjectId)?.id ?? null,
      subjectName: row.subjectName,
      topic: row.topic,
      sessionType: row.type,
      turns: transcript.map((t) => ({ role: t.type, text: t.text, at: t.timestamp })),
      durationSeconds: row.activeSeconds,
      pupil: pupil
        ? { schoolType: pupil.schoolType, grade: pupil.grade, learningProfile: profile?.dimensions ?? null }
        : null,
      competencyStatus,
      now: clock(),
    };
  }

  async function produce(job: ClaimedJob, data: AnalysisInput, signal: AbortSignal): Promise<GradedAnalysis> {
    const { models } = deps;
    // The last try falls back to the built-in heuristics: an honest analysis beats none.
    if (models.isOffline || job.attempts >= queue.options.maxAttempts) return analyseOffline(data);
    return analyseWithModel(models.tutor, models.resilience, data, signal);
  }

  async function status(userId: string, publicId: string): Promise<AnalysisStatusResponse> {
    const row = await ownSession(userId, publicId);
    let job = await queue.find(row.id);
    // A completed session always gets its analysis, even if the server stopped between
    // completing it and queueing.
    if (!job && row.status === "COMPLETED") job = await enqueue(row);
    if (!job) return { status: "not_found" };
    if (job.status === "completed") {
      // A crisis session graded before crisis sessions were left ungraded: analysed again, so
      // its grade, its competency events and its summary are replaced by the caring result.
      if (isCrisisSession(row) && !job.result?.care) {
        job = await enqueue(row, true);
        return { status: "processing", attempts: job.attempts };
      }
      return { status: "completed" };
    }
    if (job.status === "failed") return { status: "failed", error: job.lastError ?? undefined };
    return { status: "processing", attempts: job.attempts };
  }

  return {
    status,

    /** After a session was completed: queue its analysis (once; completing twice changes nothing). */
    async sessionCompleted(userId: string, publicId: string) {
      const row = await ownSession(userId, publicId);
      if (row.status === "COMPLETED") await enqueue(row);
    },

    /** The server ended an abandoned session (docs/decisions/038): the same analysis follows. */
    async sessionEnded(row: SessionRow) {
      if (row.status === "COMPLETED") await enqueue(row);
    },

    async result(userId: string, publicId: string): Promise<AnalysisResponse> {
      const row = await ownSession(userId, publicId);
      const job = await queue.find(row.id);
      if (job?.status !== "completed" || !job.result) throw notFound(ANALYSIS_NOT_FOUND);
      // A crisis session is never shown graded, not even by a result stored before this rule.
      const analysis =
        isCrisisSession(row) && !job.result.care ? careAnalysis(new Date(job.result.timestamp)) : job.result;
      return { status: "completed", analysis };
    },

    /** Queues the analysis of a completed session; a failed one is tried again. */
    async analyze(userId: string, publicId: string): Promise<AnalysisStatusResponse> {
      const row = await ownSession(userId, publicId);
      requireCompleted(row);
      const job = await enqueue(row);
      if (job.status === "failed") {
        await queue.retryFailed(row.id);
        deps.onQueued?.();
      }
      return status(userId, publicId);
    },

    /** Analyses a completed session again (it may cost a model call: the pupil's limits apply). */
    async reanalyze(userId: string, publicId: string): Promise<AnalysisStatusResponse> {
      const row = await ownSession(userId, publicId);
      requireCompleted(row);
      // A crisis session never reaches a model, so it costs nothing of the pupil's limits.
      if (!deps.models.isOffline && !isCrisisSession(row)) await deps.limiter.take(userId);
      await enqueue(row, true);
      return status(userId, publicId);
    },

    /** The worker's processor: produce the analysis and store it under the job's lease. */
    async process(job: ClaimedJob, signal: AbortSignal): Promise<JobOutcome> {
      const row = await queries.session(job);
      if (!row) return { kind: "unprocessable", message: "Die Session gibt es nicht mehr." };
      const started = performance.now();
      let result: SessionAnalysis;
      let subjectId = row.subjectId ?? "";
      if (isCrisisSession(row)) {
        // Not graded, and the transcript is not even read: it goes to no model (care-analysis.ts).
        result = careAnalysis(clock());
      } else {
        const data = await input(row);
        const pupilWords = data.turns.some((t) => t.role === "user" && !parseFileMessage(t.text));
        if (!pupilWords) return { kind: "unprocessable", message: NOTHING_TO_ANALYSE };
        result = await produce(job, data, signal);
        subjectId = data.subjectId ?? subjectId;
      }
      const stored = await queries.finish(job, result, subjectId, row.completedAt ?? clock());
      if (!stored) return { kind: "lost" };
      sessions.forget(row.userId, row.publicId);
      logger.info(
        {
          jobId: job.id,
          producer: result.producer,
          ungraded: Boolean(result.care),
          ms: Math.round(performance.now() - started),
        },
        "session analysed",
      );
      return { kind: "done" };
    },
  };
}
export type AnalysisService = ReturnType<typeof analysisService>;
