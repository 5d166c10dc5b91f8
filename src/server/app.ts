import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { Models } from "#server/ai/models.ts";
import { apiAuthProtectedRoutes, apiAuthPublicRoutes } from "#server/auth/api-auth.routes.ts";
import type { AuthService } from "#server/auth/auth.service.ts";
import { type Authenticate, requireUser } from "#server/auth/bearer.ts";
import { gotrueRoutes } from "#server/auth/gotrue.routes.ts";
import { gotrueErrorResponse, isGotruePath } from "#server/auth/gotrue-error-response.ts";
import type { Database } from "#server/db/client.ts";
import type { Env } from "#server/env.ts";
import { accountRoutes, sessionDeletionRoutes } from "#server/features/account/account.routes.ts";
import type { AccountService } from "#server/features/account/account.service.ts";
import { accountExportRoutes } from "#server/features/account/export/export.routes.ts";
import type { AccountExportService } from "#server/features/account/export/export.service.ts";
import { analysisRoutes } from "#server/features/analysis/analysis.routes.ts";
import type { AnalysisService } from "#server/features/analysis/analysis.service.ts";
import { chatRoutes } from "#server/features/chat/chat.routes.ts";
import type { ChatService } from "#server/features/chat/chat.service.ts";
import { classOverviewRoutes } from "#server/features/classes/class-overview.routes.ts";
import type { ClassOverviewService } from "#server/features/classes/class-overview.ts";
import type { ClassPupilsService } from "#server/features/classes/class-pupils.ts";
import { type ClassTranscripts, classTranscriptsRoutes } from "#server/features/classes/class-transcripts.ts";
import { classesRoutes } from "#server/features/classes/classes.routes.ts";
import type { ClassesService } from "#server/features/classes/classes.service.ts";
import type { HelpAlertsService } from "#server/features/classes/help-alerts.ts";
import { filesRoutes, isUploadPath } from "#server/features/files/files.routes.ts";
import type { FilesService } from "#server/features/files/files.service.ts";
import { healthRoutes } from "#server/features/health/health.routes.ts";
import { onboardingRoutes } from "#server/features/onboarding/onboarding.routes.ts";
import type { OnboardingService } from "#server/features/onboarding/onboarding.service.ts";
import { preparationRoutes } from "#server/features/preparation/preparation.routes.ts";
import type { PreparationService } from "#server/features/preparation/preparation.service.ts";
import { progressRoutes } from "#server/features/progress/progress.routes.ts";
import type { ProgressService } from "#server/features/progress/progress.service.ts";
import { sessionsRoutes } from "#server/features/sessions/sessions.routes.ts";
import type { SessionsService } from "#server/features/sessions/sessions.service.ts";
import { subjectsRoutes } from "#server/features/subjects/subjects.routes.ts";
import type { SubjectsService } from "#server/features/subjects/subjects.service.ts";
import { voiceRoutes } from "#server/features/voice/voice.routes.ts";
import type { VoiceService } from "#server/features/voice/voice.service.ts";
import { voiceAgentRoutes, websocketOnlyAtAgentPath } from "#server/features/voice/voice-agent.routes.ts";
import type { VoiceAgent } from "#server/features/voice/voice-socket.ts";
import { untrustedForwardingNotice } from "#server/lib/client-ip.ts";
import { apiCors } from "#server/lib/cors.ts";
import { AppError, INTERNAL_ERROR, setRetryAfter } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { inputBoundary } from "#server/lib/input-boundary.ts";
import type { Logger } from "#server/lib/logger.ts";
import { mountSpa } from "#server/lib/static.ts";
import type { AppConfig } from "#shared/contracts/app-config.ts";
import { VOICE_AGENT_PATH } from "#shared/contracts/voice.ts";

/**
 * The feature services the routes serve, built once by the composition root (compose.ts), which
 * hands the same instances to the voice agent's socket; their in-memory reads stay exact on any
 * write (docs/decisions/031-hot-reads.md).
 */
export type AppServices = {
  account: AccountService;
  onboarding: OnboardingService;
  subjects: SubjectsService;
  sessions: SessionsService;
  progress: ProgressService;
  analysis: AnalysisService;
  chat: ChatService;
  files: FilesService;
  preparation: PreparationService;
  voice: VoiceService;
  accountExport: AccountExportService;
  classes: ClassesService;
  classPupils: ClassPupilsService;
  classOverview: ClassOverviewService;
  classTranscripts: ClassTranscripts;
  helpAlerts: HelpAlertsService;
};

export type AppDeps = {
  env: Env;
  /** For /health only: the routes reach the database through their services. */
  database: Database;
  logger: Logger;
  /** The embedded auth; null when a Supabase project issues the tokens. */
  auth: AuthService | null;
  authenticate: Authenticate;
  /** The tutor's model, whose provider /api/chat/health names. */
  models: Models;
  services: AppServices;
  /** The local voice agent, whose websocket is a route; null when ElevenLabs is configured. */
  voiceAgent: VoiceAgent | null;
  /** Where the built SPA lives; omitted in API-only tests. */
  clientDir?: string;
};

const JSON_BODY_LIMIT = 1024 * 1024;

/** Mounts the middleware and the routes over services built elsewhere (compose.ts); builds none. */
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
  app.use("*", untrustedForwardingNotice(env.TRUST_PROXY, logger));
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
  // The voice agent's is the only websocket (decision 018).
  if (deps.voiceAgent) app.use("*", websocketOnlyAtAgentPath);

  app.onError((err, c) => {
    const answer = answerableError(err);
    if (answer) {
      setRetryAfter(c, answer);
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
    app.route(
      "/auth/v1",
      gotrueRoutes({ auth, trustProxy: env.TRUST_PROXY, classCodes: deps.services.classes }),
    );
    app.route("/api/auth", apiAuthPublicRoutes(auth, env.TRUST_PROXY));
  } else {
    app.all("/api/auth/*", (c) =>
      c.json(
        { message: "Die Anmeldung läuft über das Supabase-Projekt (supabase-js).", code: "not_implemented" },
        501,
      ),
    );
  }

  // Before the bearer check: the voice SDK cannot send headers (features/voice/voice-agent.routes.ts).
  if (deps.voiceAgent) {
    app.route(VOICE_AGENT_PATH, voiceAgentRoutes(deps.voiceAgent, { publicUrl: env.PUBLIC_URL, logger }));
  }

  app.use("/api/*", requireUser(deps.authenticate));
  if (auth) app.route("/api/auth", apiAuthProtectedRoutes(auth, env.TRUST_PROXY));
  const { services } = deps;
  app.route("/api/account", accountRoutes(services.account));
  app.route("/api/sessions", sessionDeletionRoutes(services.account));
  app.route("/api/onboarding", onboardingRoutes(services.onboarding));
  app.route("/api/subjects", subjectsRoutes(services.subjects));
  app.route("/api/progress", progressRoutes(services.progress));
  app.route(
    "/api/sessions",
    sessionsRoutes(services.sessions, { afterComplete: services.analysis.sessionCompleted }),
  );
  app.route("/api/sessions", analysisRoutes(services.analysis));
  app.route("/api/chat", chatRoutes(services.chat, models, logger));
  app.route("/api", filesRoutes(services.files));
  app.route("/api/session-preparation", preparationRoutes(services.preparation));
  app.route("/api/elevenlabs", voiceRoutes(services.voice, env));
  app.route("/api/account", accountExportRoutes(services.accountExport));
  // Roles and accounts without e-mail live in the embedded auth's tables (decision 053).
  if (auth) {
    app.route("/api/classes", classesRoutes(services.classes, services.classPupils));
    app.route("/api/classes", classOverviewRoutes(services.classOverview, services.helpAlerts));
    app.route("/api/classes", classTranscriptsRoutes(services.classTranscripts));
  } else {
    const noClasses = () => {
      throw new AppError(
        501,
        "not_implemented",
        "Klassen gibt es nur mit der eingebauten Anmeldung, nicht mit einem Supabase-Projekt.",
      );
    };
    app.all("/api/classes", noClasses);
    app.all("/api/classes/*", noClasses);
  }

  if (deps.clientDir) mountSpa(app, deps.clientDir);
  return app;
}

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
