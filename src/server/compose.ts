import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createModels, type ModelOverrides, type Models } from "#server/ai/models.ts";
import { type AppServices, createApp } from "#server/app.ts";
import { type AuthService, authService } from "#server/auth/auth.service.ts";
import { authErrors } from "#server/auth/auth-errors.ts";
import { type Authenticate, authenticateWith, bearerToken } from "#server/auth/bearer.ts";
import { deviceCookies } from "#server/auth/device-cookie.ts";
import { signInLimitSettings, signInLimits } from "#server/auth/sign-in-limits.ts";
import { SigningKeys } from "#server/auth/signing-keys.ts";
import { cachedVerifier, embeddedVerifier, supabaseVerifier } from "#server/auth/token-verifier.ts";
import { type Database, openDatabaseFor } from "#server/db/client.ts";
import type { DataFolderLock } from "#server/db/data-folder-lock.ts";
import { type HotReads, hotReads } from "#server/db/hot-reads.ts";
import { type Env, publicUrl } from "#server/env.ts";
import { accountService } from "#server/features/account/account.service.ts";
import { dataRecipients } from "#server/features/account/data-recipients.ts";
import { accountExportService } from "#server/features/account/export/export.service.ts";
import { retentionSweeper } from "#server/features/account/retention.ts";
import { supabasePasswordCheck } from "#server/features/account/supabase-password.ts";
import { analysisService } from "#server/features/analysis/analysis.service.ts";
import { chatService } from "#server/features/chat/chat.service.ts";
import { classOverviewService } from "#server/features/classes/class-overview.ts";
import { classPupilsService } from "#server/features/classes/class-pupils.ts";
import { classTranscripts } from "#server/features/classes/class-transcripts.ts";
import { classesService } from "#server/features/classes/classes.service.ts";
import { helpAlertsService } from "#server/features/classes/help-alerts.ts";
import { filesService } from "#server/features/files/files.service.ts";
import { sessionFilesStore } from "#server/features/files/session-files-store.ts";
import { onboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { preparationService } from "#server/features/preparation/preparation.service.ts";
import { progressService } from "#server/features/progress/progress.service.ts";
import { sessionAutoEnd } from "#server/features/sessions/session-auto-end.ts";
import { sessionsService } from "#server/features/sessions/sessions.service.ts";
import { subjectsService } from "#server/features/subjects/subjects.service.ts";
import { type ConversationSlots, conversationSlots } from "#server/features/voice/conversation-slots.ts";
import { voiceService } from "#server/features/voice/voice.service.ts";
import { voiceAgent as createVoiceAgent, type VoiceAgentDeps } from "#server/features/voice/voice-socket.ts";
import { type VoiceTickets, voiceTickets } from "#server/features/voice/voice-tickets.ts";
import { type AnalysisQueue, analysisQueue, DEFAULT_QUEUE_OPTIONS } from "#server/jobs/analysis-queue.ts";
import { type AnalysisWorker, analysisWorker } from "#server/jobs/analysis-worker.ts";
import { createLogger, type Logger } from "#server/lib/logger.ts";
import { createModelLimiter, type ModelLimiter, modelLimitsFromEnv } from "#server/limits/model-limits.ts";
import { type Speech, speechFromEnv } from "#server/voice/speech/speech-from-env.ts";
import { createTurnDetector } from "#server/voice/speech/vad.ts";

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

export type ComposeOptions = {
  /** An already open database (tests); otherwise one is opened from the environment. */
  database?: Database;
  /** DATA_DIR's lock when the caller took it already (serve.ts); otherwise openDatabase takes it. */
  dataFolderLock?: DataFolderLock | undefined;
  logger?: Logger;
  clientDir?: string;
  /** Replaces the configured tutor model (tests: a mock or a fake upstream's client). */
  models?: ModelOverrides;
  /** How often an idle analysis worker looks for jobs queued by other instances. */
  analysisPollMs?: number;
  /** Replaces the local voice agent's speech recognition and voice (tests). */
  speech?: Speech;
  /** Shortens the local voice agent's pings and waits (tests). */
  voiceTiming?: VoiceAgentDeps["timing"];
  /** The sessions' clock: activity stamps and the auto-end (tests move it). */
  clock?: () => Date;
};

/**
 * The composition root: environment → database → auth → models → every service → voice agent →
 * app. Each service is built here once and handed to the routes through createApp, the voice
 * agent's websocket among them; listen() serves the app with that websocket. Fakes plug in here,
 * nowhere else (docs/decisions/028-one-composition-root.md, 033-voice-socket-as-route.md).
 */
export async function compose(env: Env, options: ComposeOptions = {}) {
  const logger = options.logger ?? createLogger(env);
  const database = options.database ?? (await openDatabaseFor(env, { lock: options.dataFolderLock, logger }));
  // Every read kept in memory, exact whoever writes (docs/decisions/031-hot-reads.md).
  const hot = hotReads(database);
  const { auth, authenticate } = await composeAuth(env, database, hot);

  // The AI SDK prints a provider's warnings (e.g. an ignored response format) with console.warn,
  // which the log reads as errors; they go to our log as warnings, by feature, instead.
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model }) =>
    logger.warn(
      {
        aiProvider: provider,
        aiModel: model,
        ignored: warnings.map((w) => (w.type === "unsupported" ? w.feature : w.type)),
      },
      "the model provider ignored part of a request",
    );
  const models = createModels(env, { ...options.models, logger });
  const modelLimiter = createModelLimiter(database.db, modelLimitsFromEnv(env));
  const queue = analysisQueue(database.db, {
    ...DEFAULT_QUEUE_OPTIONS,
    leaseMs: env.ANALYSIS_LEASE_SECONDS * 1000,
  });
  // With the embedded database this process queues every job itself and wakes its worker; with
  // PostgreSQL other instances queue jobs too, so an idle worker also looks every second.
  const worker = analysisWorker({
    queue,
    logger,
    concurrency: env.ANALYSIS_CONCURRENCY,
    exclusive: database.exclusive,
    pollMs: options.analysisPollMs ?? (database.exclusive ? 5_000 : 1_000),
  });
  // ANALYSIS_WORKER=false: this instance queues jobs, another one analyses them.
  const localWorker = env.ANALYSIS_WORKER ? worker : null;

  const tickets = voiceTickets(database.db);
  const slots = conversationSlots(database.db, { perPupil: env.VOICE_MAX_CONVERSATIONS_PER_PUPIL });
  // The local voice agent (decision 018); none when ElevenLabs is configured, whose signed URLs
  // never point here.
  const local = !(env.ELEVENLABS_API_KEY && env.ELEVENLABS_AGENT_ID);
  const speech = local ? (options.speech ?? speechFromEnv(env)) : null;
  // The offline voice (about 50 MB resident) loads with the first voice ticket, not at the
  // start: a server whose pupils only type never holds it (docs/decisions/057-server-memory.md).
  let voiceLoading = false;
  const warmVoice = () => {
    if (voiceLoading || !speech) return;
    voiceLoading = true;
    speech.warm().catch((error: unknown) => {
      voiceLoading = false; // the next ticket tries again
      logger.error({ err: error }, "the offline voice could not load");
    });
  };
  const services = featureServices({
    env,
    database,
    hot,
    logger,
    models,
    modelLimiter,
    queue,
    worker: localWorker,
    tickets,
    slots,
    warmVoice,
    clock: options.clock,
  });
  localWorker?.start(services.analysis.process);
  // Abandoned sessions are ended where background work runs (ANALYSIS_WORKER): every such
  // instance sweeps, the rows are claimed in SQL, so one ends each session (decision 038).
  const autoEnd = sessionAutoEnd({
    sessions: services.sessions,
    autoEndSeconds: env.SESSION_AUTO_END_HOURS * 3600,
    onEnded: services.analysis.sessionEnded,
    logger,
  });
  if (env.ANALYSIS_WORKER) autoEnd.start();
  // Retention (issue 18) runs where background work runs; one instance at a time sweeps.
  const retention = retentionSweeper({
    db: database.db,
    retentionDays: env.RETENTION_DAYS ?? null,
    accountInactiveDays: env.SUPABASE_URL ? null : (env.ACCOUNT_INACTIVE_DAYS ?? null),
    shared: !database.exclusive,
    logger,
    clock: options.clock,
  });
  if (env.ANALYSIS_WORKER) retention.start();

  const voiceAgent = speech
    ? createVoiceAgent({
        tickets,
        authenticate,
        chat: services.chat,
        sessions: services.sessions,
        speech,
        turnDetector: () => createTurnDetector(),
        logger,
        slots,
        maxConversations: env.VOICE_MAX_CONVERSATIONS_PER_INSTANCE,
        timing: options.voiceTiming,
      })
    : null;

  const app = createApp({
    env,
    database,
    logger,
    auth,
    authenticate,
    models,
    services,
    voiceAgent,
    clientDir: options.clientDir,
  });

  /**
   * Serves the app over HTTP, with the voice agent's websocket when there is one: serve.ts and
   * the tests' servers all listen through here, so none forgets the `websocket` option.
   */
  function listen(at: { port: number; hostname?: string }, onListening?: (info: AddressInfo) => void) {
    const websocket = voiceAgent
      ? {
          websocket: { server: voiceAgent.server },
          // Another upgrade (h2c, …) is an ordinary request: no listener would answer it.
          serverOptions: { shouldUpgradeCallback: isWebSocketUpgrade },
        }
      : {};
    return serve({ fetch: app.fetch, ...at, ...websocket }, onListening);
  }

  return { app, auth, database, logger, models, worker, autoEnd, retention, voiceAgent, listen };
}

function isWebSocketUpgrade(req: IncomingMessage) {
  return req.headers.upgrade?.toLowerCase() === "websocket";
}

/** The embedded auth over this database, or the verifier of a Supabase project's tokens. */
async function composeAuth(
  env: Env,
  database: Database,
  hot: HotReads,
): Promise<{ auth: AuthService | null; authenticate: Authenticate }> {
  if (env.SUPABASE_URL) {
    const verifier = cachedVerifier(supabaseVerifier(env.SUPABASE_URL, env.SUPABASE_JWT_SECRET));
    return {
      auth: null,
      authenticate: authenticateWith(async (authorization) => {
        const token = bearerToken(authorization);
        if (!token) throw authErrors.noAuthorization();
        return verifier.verify(token);
      }),
    };
  }
  const keys = new SigningKeys(database.db);
  await keys.load();
  const issuer = `${publicUrl(env)}/auth/v1`;
  const auth = authService({
    db: database.db,
    keys,
    verifier: cachedVerifier(embeddedVerifier(keys, issuer)),
    issuer,
    limits: signInLimits(database.db, signInLimitSettings(env)),
    devices: deviceCookies(keys.derivedSecret("lernfunke device cookies"), issuer.startsWith("https:")),
    allowSignup: env.ALLOW_SIGNUP,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    hot,
  });
  return { auth, authenticate: authenticateWith(auth.authenticate) };
}

type FeatureDeps = {
  env: Env;
  database: Database;
  hot: HotReads;
  logger: Logger;
  models: Models;
  modelLimiter: ModelLimiter;
  queue: AnalysisQueue;
  /** This instance's analysis worker, woken when a job is queued; null: another instance's. */
  worker: AnalysisWorker | null;
  tickets: VoiceTickets;
  slots: ConversationSlots;
  /** Loads the local agent's voice ahead of its first sentence. */
  warmVoice: () => void;
  clock: (() => Date) | undefined;
};

/** Every feature's service, each once: the routes and the voice socket share these instances. */
function featureServices(deps: FeatureDeps): AppServices {
  const { env, database, hot, logger, models, modelLimiter: limiter, worker } = deps;
  const { db } = database;
  const onboarding = onboardingService(db, { hot });
  const sessions = sessionsService(db, {
    hot,
    clock: deps.clock,
    idleSeconds: env.SESSION_IDLE_MINUTES * 60,
  });
  const progress = progressService(db, onboarding, { clock: deps.clock });
  const analysis = analysisService({
    db,
    queue: deps.queue,
    sessions,
    onboarding,
    competencyStatuses: (userId, exceptSessionId) => progress.statuses(userId, exceptSessionId),
    models,
    limiter,
    logger,
    onQueued: () => worker?.wake(),
    clock: deps.clock,
  });
  const sessionFiles = sessionFilesStore(db, hot);
  const helpAlerts = helpAlertsService(db, { logger });
  return {
    account: accountService(db, {
      recipients: dataRecipients(env),
      retentionDays: env.RETENTION_DAYS ?? null,
      // Not with a Supabase project: its accounts are not swept (see the retention sweeper above),
      // so «Meine Daten» must not promise a deletion that never comes.
      accountInactiveDays: env.SUPABASE_URL ? null : (env.ACCOUNT_INACTIVE_DAYS ?? null),
      checkPasswordElsewhere:
        env.SUPABASE_URL && env.SUPABASE_ANON_KEY
          ? supabasePasswordCheck(env.SUPABASE_URL, env.SUPABASE_ANON_KEY)
          : null,
      // The same counters as the sign-in's (they live in the database, decision 052).
      guesses: env.SUPABASE_URL ? null : signInLimits(db, signInLimitSettings(env)),
      clock: deps.clock,
    }),
    onboarding,
    subjects: subjectsService(db),
    sessions,
    progress,
    analysis,
    chat: chatService({
      db,
      sessionFiles,
      sessions,
      onboarding,
      models,
      limiter,
      logger,
      hot,
      // A crisis card tells the pupil's teachers (issue 20); never awaited by the reply.
      onCrisis: (session) => void helpAlerts.raise(session),
    }),
    files: filesService({
      db,
      models,
      acceptsImagesSetting: env.AI_ACCEPTS_IMAGES,
      limiter,
      logger,
      store: sessionFiles,
    }),
    preparation: preparationService({ sessions, onboarding, models, limiter, logger }),
    voice: voiceService({
      env,
      sessions,
      onboarding,
      limiter,
      logger,
      tickets: deps.tickets,
      conversations: deps.slots,
      onLocalTicket: deps.warmVoice,
    }),
    accountExport: accountExportService({ db, logger, clock: deps.clock }),
    classes: classesService(db, { teacherSeesTranscripts: env.TEACHER_SEES_TRANSCRIPTS }),
    classPupils: classPupilsService(db),
    classOverview: classOverviewService(db, { clock: deps.clock, hot }),
    classTranscripts: classTranscripts(db, { allowed: env.TEACHER_SEES_TRANSCRIPTS }),
    helpAlerts,
  };
}
