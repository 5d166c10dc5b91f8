import type { EventEmitter } from "node:events";
import { fileURLToPath } from "node:url";
import { createModelLimiter, modelLimitsFromEnv } from "#server/ai/model-limits.ts";
import { createModels, type ModelOverrides } from "#server/ai/models.ts";
import { type AppServices, createApp } from "#server/app.ts";
import { type AuthService, authService } from "#server/auth/auth.service.ts";
import { authErrors } from "#server/auth/auth-errors.ts";
import { authenticateWith, bearerToken } from "#server/auth/bearer.ts";
import { createAuthLimiters } from "#server/auth/rate-limit.ts";
import { SigningKeys } from "#server/auth/signing-keys.ts";
import { cachedVerifier, embeddedVerifier, supabaseVerifier } from "#server/auth/token-verifier.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import type { DataFolderLock } from "#server/db/data-folder-lock.ts";
import { type Env, publicUrl } from "#server/env.ts";
import { conversationSlots } from "#server/features/voice/conversation-slots.ts";
import { attachVoiceAgent, type VoiceAgentDeps } from "#server/features/voice/voice-socket.ts";
import { voiceTickets } from "#server/features/voice/voice-tickets.ts";
import { analysisQueue, DEFAULT_QUEUE_OPTIONS } from "#server/jobs/analysis-queue.ts";
import { analysisWorker } from "#server/jobs/analysis-worker.ts";
import { createLogger, type Logger } from "#server/lib/logger.ts";
import { type Speech, speechFromEnv } from "#server/voice/speech/speech-from-env.ts";
import { createTurnDetector } from "#server/voice/speech/vad.ts";

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

export type ComposeOptions = {
  /** An already open database (tests); otherwise one is opened from the environment. */
  database?: Database;
  /** DATA_DIR's lock when the caller took it already (main.ts); otherwise openDatabase takes it. */
  dataFolderLock?: DataFolderLock | undefined;
  logger?: Logger;
  clientDir?: string;
  /** Replaces the configured tutor model (tests: a mock or a fake upstream's client). */
  models?: ModelOverrides;
  /** How often an idle analysis worker looks for jobs queued by other instances. */
  analysisPollMs?: number;
  /** Replaces the local voice agent's speech recognition and voice (tests). */
  speech?: Speech;
};

/** The composition root: environment → database → auth → app. Fakes plug in here, nowhere else. */
export async function compose(env: Env, options: ComposeOptions = {}) {
  const logger = options.logger ?? createLogger(env);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      lock: options.dataFolderLock,
      onConnectionLost: (error) =>
        logger.warn({ code: error.code }, "database connection lost; the next query opens a new one"),
    }));

  let auth: AuthService | null = null;
  let verify: Parameters<typeof authenticateWith>[0];
  if (env.SUPABASE_URL) {
    const verifier = cachedVerifier(supabaseVerifier(env.SUPABASE_URL, env.SUPABASE_JWT_SECRET));
    verify = async (authorization) => {
      const token = bearerToken(authorization);
      if (!token) throw authErrors.noAuthorization();
      return verifier.verify(token);
    };
  } else {
    const keys = new SigningKeys(database.db);
    await keys.load();
    const issuer = `${publicUrl(env)}/auth/v1`;
    auth = authService({
      db: database.db,
      keys,
      verifier: cachedVerifier(embeddedVerifier(keys, issuer)),
      issuer,
      limiters: createAuthLimiters(),
      allowSignup: env.ALLOW_SIGNUP,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      sessionIdleDays: env.SESSION_IDLE_DAYS,
      cacheSessions: database.exclusive,
    });
    verify = auth.authenticate;
  }

  const models = createModels(env, { ...options.models, logger });
  const modelLimiter = createModelLimiter(modelLimitsFromEnv(env));
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

  let services: AppServices | undefined;
  const app = createApp({
    models,
    modelLimiter,
    env,
    database,
    logger,
    auth,
    authenticate: authenticateWith(verify),
    clientDir: options.clientDir,
    analysis: { queue, worker: env.ANALYSIS_WORKER ? worker : null },
    expose: (exposed) => {
      services = exposed;
    },
  });
  const voiceAgent = {
    /**
     * Serves the local voice agent's websocket on the HTTP server (decision 018); null when
     * ElevenLabs is configured, whose signed URLs never point here.
     */
    attach(server: EventEmitter, overrides: Pick<VoiceAgentDeps, "timing" | "rates"> = {}) {
      if (env.ELEVENLABS_API_KEY && env.ELEVENLABS_AGENT_ID) return null;
      const speech = options.speech ?? speechFromEnv(env);
      speech
        .warm()
        .catch((error: unknown) => logger.error({ err: error }, "the offline voice could not load"));
      return attachVoiceAgent(server, {
        tickets: voiceTickets(database.db),
        authenticate: authenticateWith(verify),
        services: () => {
          if (!services) throw new Error("the app has not exposed its services");
          return services;
        },
        speech,
        turnDetector: () => createTurnDetector(),
        logger,
        publicUrl: env.PUBLIC_URL,
        slots: conversationSlots(database.db, { perPupil: env.VOICE_MAX_CONVERSATIONS_PER_PUPIL }),
        maxConversations: env.VOICE_MAX_CONVERSATIONS_PER_INSTANCE,
        ...overrides,
      });
    },
  };
  return { app, auth, database, logger, models, worker, voiceAgent };
}
