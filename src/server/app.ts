import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ModelLimiter } from "#server/ai/model-limits.ts";
import type { Models } from "#server/ai/models.ts";
import { apiAuthProtectedRoutes, apiAuthPublicRoutes } from "#server/auth/api-auth.routes.ts";
import type { AuthService } from "#server/auth/auth.service.ts";
import { type Authenticate, requireUser } from "#server/auth/bearer.ts";
import { gotrueRoutes } from "#server/auth/gotrue.routes.ts";
import { gotrueErrorResponse, isGotruePath } from "#server/auth/gotrue-error-response.ts";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import { analysisRoutes } from "#server/features/analysis/analysis.routes.ts";
import { analysisService } from "#server/features/analysis/analysis.service.ts";
import { chatRoutes } from "#server/features/chat/chat.routes.ts";
import { type ChatService, chatService } from "#server/features/chat/chat.service.ts";
import { filesRoutes, isUploadPath } from "#server/features/files/files.routes.ts";
import { filesService } from "#server/features/files/files.service.ts";
import { sessionFilesStore } from "#server/features/files/session-files-store.ts";
import { healthRoutes } from "#server/features/health/health.routes.ts";
import { onboardingRoutes } from "#server/features/onboarding/onboarding.routes.ts";
import { onboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { preparationFeature } from "#server/features/preparation/preparation.routes.ts";
import { progressRoutes } from "#server/features/progress/progress.routes.ts";
import { progressService } from "#server/features/progress/progress.service.ts";
import { sessionsRoutes } from "#server/features/sessions/sessions.routes.ts";
import { type SessionsService, sessionsService } from "#server/features/sessions/sessions.service.ts";
import { subjectsRoutes } from "#server/features/subjects/subjects.routes.ts";
import { subjectsService } from "#server/features/subjects/subjects.service.ts";
import { conversationSlots } from "#server/features/voice/conversation-slots.ts";
import { voiceRoutes } from "#server/features/voice/voice.routes.ts";
import { voiceService } from "#server/features/voice/voice.service.ts";
import { voiceTickets } from "#server/features/voice/voice-tickets.ts";
import type { AnalysisQueue } from "#server/jobs/analysis-queue.ts";
import type { AnalysisWorker } from "#server/jobs/analysis-worker.ts";
import { apiCors } from "#server/lib/cors.ts";
import { AppError, INTERNAL_ERROR } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { inputBoundary } from "#server/lib/input-boundary.ts";
import type { Logger } from "#server/lib/logger.ts";
import { mountSpa } from "#server/lib/static.ts";
import type { AppConfig } from "#shared/contracts/app-config.ts";

export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  /** The embedded auth; null when a Supabase project issues the tokens. */
  auth: AuthService | null;
  authenticate: Authenticate;
  /** The tutor's model (offline engine, a hosted provider, or a test fake). */
  models: Models;
  modelLimiter: ModelLimiter;
  /** Where the built SPA lives; omitted in API-only tests. */
  clientDir?: string;
  /** The analysis job queue, and this instance's worker (null: another instance analyses). */
  analysis: { queue: AnalysisQueue; worker: AnalysisWorker | null };
  /**
   * Hands the app's services to parts that live beside Hono (the voice agent's websocket): they
   * must share these instances, whose caches assume they see every write.
   */
  expose?: (services: AppServices) => void;
};

export type AppServices = { chat: ChatService; sessions: SessionsService };

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { env, database, logger, auth, models } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    // Load balancers poll /health every few seconds: keep those out of the info log.
    const level = c.req.path === "/health" && c.res.status === 200 ? "debug" : "info";
    logger[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  app.use(
    "*",
    secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(env), crossOriginEmbedderPolicy: false }),
  );
  // Before the body limit, so that its refusals are readable by the pages allowed to call.
  const cors = apiCors(env);
  app.use("/auth/v1/*", cors);
  app.use("/api/*", cors);
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError(413, "payload_too_large", "Die Anfrage ist zu gross.");
    },
  });
  // GET and HEAD carry no body; checking one would build a full Request for every read. The two
  // upload paths set their own, larger limits (features/files/files.routes.ts).
  app.use("*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || isUploadPath(c.req.path)
      ? next()
      : limitBody(c, next),
  );

  // NUL, half surrogate pairs, bytes that are not UTF-8 and deep nesting stop here, in every
  // path and body but the uploads' multipart forms (docs/decisions/021-input-boundary.md).
  app.use("*", inputBoundary({ skipBody: isUploadPath }));

  app.onError((err, c) => {
    const answer = answerableError(err);
    if (answer) {
      return isGotruePath(c.req.path)
        ? gotrueErrorResponse(c, answer)
        : c.json({ message: answer.message, code: answer.code }, answer.status);
    }
    logger.error({ err, path: c.req.path }, "unhandled error");
    return c.json(INTERNAL_ERROR, 500);
  });
  app.notFound((c) => c.json({ message: "Nicht gefunden.", code: "not_found" }, 404));

  app.route("/health", healthRoutes(database));
  app.get("/config.json", (c) => c.json(appConfig(env)));

  if (auth) {
    app.route("/auth/v1", gotrueRoutes({ auth, trustProxy: env.TRUST_PROXY }));
    app.route("/api/auth", apiAuthPublicRoutes(auth, env.TRUST_PROXY));
  } else {
    app.all("/api/auth/*", (c) =>
      c.json(
        { message: "Die Anmeldung läuft über das Supabase-Projekt (supabase-js).", code: "not_implemented" },
        501,
      ),
    );
  }

  app.use("/api/*", requireUser(deps.authenticate));
  if (auth) app.route("/api/auth", apiAuthProtectedRoutes(auth, env.TRUST_PROXY));
  // Hot reads stay in memory when this process is the database's only writer (embedded PGlite).
  const cacheReads = database.exclusive;
  const onboarding = onboardingService(database.db, { cacheReads });
  app.route("/api/onboarding", onboardingRoutes(onboarding));
  app.route("/api/subjects", subjectsRoutes(subjectsService(database.db)));
  const sessions = sessionsService(database.db, { cacheReads });
  const progress = progressService(database.db, onboarding);
  app.route("/api/progress", progressRoutes(progress));
  const { worker } = deps.analysis;
  const analysis = analysisService({
    db: database.db,
    queue: deps.analysis.queue,
    sessions,
    onboarding,
    competencyStatuses: (userId, exceptSessionId) => progress.statuses(userId, exceptSessionId),
    models,
    limiter: deps.modelLimiter,
    logger,
    onQueued: () => worker?.wake(),
  });
  app.route("/api/sessions", sessionsRoutes(sessions, { afterComplete: analysis.sessionCompleted }));
  app.route("/api/sessions", analysisRoutes(analysis));
  worker?.start(analysis.process);
  const sessionFiles = sessionFilesStore(database.db, cacheReads);
  const chat = chatService({
    db: database.db,
    sessionFiles,
    sessions,
    onboarding,
    models,
    limiter: deps.modelLimiter,
    logger,
    cacheReads,
  });
  app.route("/api/chat", chatRoutes(chat, models, logger));
  deps.expose?.({ chat, sessions });
  const files = filesService({
    db: database.db,
    models,
    acceptsImagesSetting: env.AI_ACCEPTS_IMAGES,
    limiter: deps.modelLimiter,
    logger,
    store: sessionFiles,
  });
  app.route("/api", filesRoutes(files));
  app.route(
    "/api/session-preparation",
    preparationFeature({ sessions, onboarding, models, limiter: deps.modelLimiter, logger }),
  );
  const voice = voiceService({
    env,
    sessions,
    onboarding,
    limiter: deps.modelLimiter,
    logger,
    tickets: voiceTickets(database.db),
    conversations: conversationSlots(database.db, { perPupil: env.VOICE_MAX_CONVERSATIONS_PER_PUPIL }),
  });
  app.route("/api/elevenlabs", voiceRoutes(voice, env));

  if (deps.clientDir) mountSpa(app, deps.clientDir);
  return app;
}
export type AppType = ReturnType<typeof createApp>;

/** An error the app answers in its own words, or null for an unexpected fault (logged, 500). */
function answerableError(err: Error): AppError | null {
  if (err instanceof AppError) return err;
  if (!(err instanceof HTTPException) || err.status >= 500) return null;
  // Hono's JSON validator throws 400 for a body that is not JSON; no other Hono part in use
  // throws below 500, but one that did must not become a 500.
  return err.status === 400
    ? new AppError(400, "bad_request", "Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.")
    : new AppError(400, "bad_request", "Ungültige Anfrage.");
}

function appConfig(env: Env): AppConfig {
  return env.SUPABASE_URL && env.SUPABASE_ANON_KEY
    ? {
        supabaseUrl: env.SUPABASE_URL,
        supabaseAnonKey: env.SUPABASE_ANON_KEY,
        authMode: "supabase",
        allowSignup: env.ALLOW_SIGNUP,
      }
    : {
        supabaseUrl: null,
        supabaseAnonKey: "lernfunke-embedded",
        authMode: "embedded",
        allowSignup: env.ALLOW_SIGNUP,
      };
}

function contentSecurityPolicy(env: Env) {
  const connect = ["'self'", ...(env.SUPABASE_URL ? [new URL(env.SUPABASE_URL).origin] : [])];
  // With ElevenLabs the browser opens its signed URL, a websocket on the API's host (decision 018).
  if (env.ELEVENLABS_API_KEY && env.ELEVENLABS_AGENT_ID) {
    connect.push(`wss://${new URL(env.ELEVENLABS_API_URL).host}`);
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    connectSrc: connect,
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
