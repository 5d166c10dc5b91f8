import type { Logger } from "#server/lib/logger.ts";
import type { AnalysisQueue, ClaimedJob } from "./analysis-queue.ts";

/** What processing a job did; the worker records failures, the processor records success. */
export type JobOutcome =
  | { kind: "done" }
  /** The job cannot succeed (e.g. a session without a pupil's message): failed at once. */
  | { kind: "unprocessable"; message: string }
  /** The lease was lost while working: another worker has the job now. */
  | { kind: "lost" };

export type JobProcessor = (job: ClaimedJob, signal: AbortSignal) => Promise<JobOutcome>;

export type WorkerOptions = {
  queue: AnalysisQueue;
  logger: Logger;
  /** How often an idle worker looks for due jobs (other instances may queue them). */
  pollMs: number;
  /** Jobs worked on at once by this instance. */
  concurrency: number;
  /** This process is the database's only user: jobs left running were its own, resume them. */
  exclusive: boolean;
};

/** German message for the pupil when a job fails for good for a reason not their own. */
export const ANALYSIS_FAILED_MESSAGE = "Die Analyse konnte nicht erstellt werden.";

/**
 * Runs analysis jobs in this process: claims due jobs, keeps their lease alive while working,
 * and returns failed ones to the queue. `wake()` makes an idle worker look at once (this
 * process queued a job); otherwise it looks every `pollMs`.
 */
export function analysisWorker({ queue, logger, pollMs, concurrency, exclusive }: WorkerOptions) {
  let handle: JobProcessor = async () => ({ kind: "lost" });
  let running = false;
  const sleepers = new Set<() => void>();
  const loops: Promise<void>[] = [];
  const stopper = new AbortController();

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });
  }

  async function work(job: ClaimedJob) {
    const heartbeat = setInterval(
      () => void queue.heartbeat(job).catch(() => undefined),
      Math.max(1000, queue.options.leaseMs / 3),
    );
    try {
      const outcome = await handle(job, stopper.signal);
      if (outcome.kind === "unprocessable") await queue.fail(job, outcome.message, true);
      if (outcome.kind === "lost")
        logger.warn({ jobId: job.id }, "analysis lease lost; left to its new worker");
    } catch (error) {
      if (stopper.signal.aborted) return; // shutting down: the lease runs out and the job is resumed
      const result = await queue.fail(job, ANALYSIS_FAILED_MESSAGE).catch(() => "unknown");
      logger.warn({ jobId: job.id, attempt: job.attempts, result, err: error }, "analysis try failed");
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop(ready: Promise<void>) {
    await ready;
    while (running) {
      let job: ClaimedJob | null = null;
      try {
        job = await queue.claim();
      } catch (error) {
        if (!running) return;
        logger.error({ err: error }, "analysis queue unavailable");
      }
      if (job) await work(job);
      else if (running) await sleep(pollMs);
    }
  }

  return {
    /** Starts `concurrency` loops that hand each claimed job to `processor`. */
    start(processor: JobProcessor) {
      if (running) return;
      running = true;
      handle = processor;
      const ready = exclusive
        ? queue.releaseRunning().catch((error) => logger.error({ err: error }, "could not resume analyses"))
        : Promise.resolve();
      for (let i = 0; i < concurrency; i++) loops.push(loop(ready));
    },
    /** Look for due jobs now. */
    wake() {
      for (const wake of [...sleepers]) wake();
    },
    /** Stops claiming; a job still being worked on is abandoned and resumed after its lease. */
    async stop() {
      running = false;
      stopper.abort();
      for (const wake of [...sleepers]) wake();
      await Promise.allSettled(loops);
    },
  };
}
export type AnalysisWorker = ReturnType<typeof analysisWorker>;
