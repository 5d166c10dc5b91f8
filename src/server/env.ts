import { z } from "zod";
import { Networks } from "#server/lib/networks.ts";
import { type ProxyTrust, parseProxyTrust } from "#server/lib/proxy-trust.ts";

// The only reader of process.env. Parsed once at start; a bad value stops the server with a
// message that names the setting. Every setting is listed in README.md.
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"], {
      error: "must be true or false",
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes", "on"].includes(v)));

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const optionalString = z.preprocess(emptyToUndefined, z.string().min(1).optional());

/** The origin of an http(s) URL given as just an origin ("https://host[:port]"), else null. */
function webOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    return (url.protocol === "http:" || url.protocol === "https:") && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** TRUST_PROXY: compiled once here, so a bad address or range stops the start, named. */
function proxyTrust(value: string | undefined, ctx: z.RefinementCtx): ProxyTrust {
  try {
    return parseProxyTrust(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
}

/** CORS_ORIGINS: comma-separated origins; each entry that is not one stops the start, named. */
function parseOrigins(value: string | undefined, ctx: z.RefinementCtx): string[] {
  const entries = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = webOrigin(entry);
    if (origin) origins.push(origin);
    else
      ctx.addIssue({ code: "custom", message: `"${entry}" is not an origin like https://schule.example.ch` });
  }
  return origins;
}

/** SCHOOL_NETWORKS: comma-separated addresses or CIDRs; an entry that is neither stops the start. */
function parseNetworks(value: string | undefined, ctx: z.RefinementCtx): Networks {
  const entries = (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const networks = new Networks(entries);
  for (const entry of networks.invalid)
    ctx.addIssue({ code: "custom", message: `"${entry}" is not an address or a CIDR like 203.0.113.0/24` });
  return networks;
}

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optionalString,
    PUBLIC_URL: optionalUrl,
    // Further origins whose pages may call /auth/v1 and /api from the browser (src/server/lib/cors.ts).
    CORS_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()).transform(parseOrigins),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    ALLOW_SIGNUP: bool(true),
    // Which peers are proxies whose X-Forwarded-* headers count (src/server/lib/proxy-trust.ts).
    TRUST_PROXY: z.string().optional().transform(proxyTrust),
    // Whether a class's teacher may read its pupils' transcripts (issue 20); pupils are told.
    TEACHER_SEES_TRANSCRIPTS: bool(false),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(86_400).default(3600),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: optionalString,
    SUPABASE_JWT_SECRET: optionalString,
    // The tutor's model (src/server/ai/models.ts). Without settings the built-in offline tutor runs.
    AI_PROVIDER: z.preprocess(
      emptyToUndefined,
      z
        .enum(["offline", "openai", "anthropic", "openai-compatible"], {
          error: "must be offline, openai, anthropic or openai-compatible",
        })
        .optional(),
    ),
    AI_MODEL: optionalString,
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    AI_STALL_MS: z.coerce.number().int().min(500).max(300_000).default(15_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    // Whether an openai-compatible model reads images (src/server/files/image-capability.ts).
    AI_ACCEPTS_IMAGES: bool(false),
    AI_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(12),
    AI_REQUESTS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(300),
    // Sign-in limits per address (README "A school behind one address", decision 052): sign-ins,
    // refreshes and sign-ups per 5 minutes, failed sign-ins without a known device per 15 minutes.
    // Addresses in SCHOOL_NETWORKS (CIDRs) get SCHOOL_NETWORK_FACTOR times each budget.
    AUTH_SIGNINS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
    AUTH_REFRESHES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(1200),
    AUTH_SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
    AUTH_FAILED_SIGNINS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    SCHOOL_NETWORKS: z.preprocess(emptyToUndefined, z.string().optional()).transform(parseNetworks),
    SCHOOL_NETWORK_FACTOR: z.coerce.number().int().min(1).max(1000).default(10),
    // The configured model's second opinion on each pupil message (src/server/ai/safety/model-opinion.ts).
    SAFETY_MODEL_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(4000),
    // Session analyses (src/server/jobs/): whether this instance works on them, how many at once,
    // and how long a claim holds before another instance may take over a job whose server died.
    ANALYSIS_WORKER: bool(true),
    ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    ANALYSIS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    // The session clock (docs/decisions/038-honest-session-clock.md): a gap between two signs of
    // activity longer than SESSION_IDLE_MINUTES does not count; a session without any for
    // SESSION_AUTO_END_HOURS is ended and analysed by the server.
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
    SESSION_AUTO_END_HOURS: z.coerce.number().int().min(1).max(720).default(12),
    // Retention (issue 18, README): sessions, files and analyses older than RETENTION_DAYS, and
    // accounts unused for ACCOUNT_INACTIVE_DAYS, are deleted daily. Unset: kept.
    RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(36_500).optional()),
    ACCOUNT_INACTIVE_DAYS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(30).max(36_500).optional(),
    ),
    // Voice (src/server/voice/, decision 018). With both ElevenLabs settings the browser talks to
    // ElevenLabs; otherwise to this server's own voice agent, which hears through an
    // OpenAI-compatible transcription endpoint (STT_*; without one pupils type) and speaks
    // through an OpenAI-compatible speech endpoint (TTS_*) or the built-in offline voice.
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_AGENT_ID: optionalString,
    ELEVENLABS_API_URL: z.preprocess(emptyToUndefined, z.url().default("https://api.elevenlabs.io")),
    STT_BASE_URL: optionalUrl,
    STT_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default("whisper-1")),
    STT_API_KEY: optionalString,
    TTS_BASE_URL: optionalUrl,
    TTS_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default("tts-1")),
    TTS_VOICE: z.preprocess(emptyToUndefined, z.string().min(1).default("alloy")),
    TTS_API_KEY: optionalString,
    // Open conversations of the local voice agent (decision 024): per pupil across all instances
    // (kept in the database), and per instance (one event loop runs every conversation's turns
    // and the offline voice; see the decision for how the default was found).
    VOICE_MAX_CONVERSATIONS_PER_PUPIL: z.coerce.number().int().min(1).max(1000).default(2),
    VOICE_MAX_CONVERSATIONS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(50),
  })
  .superRefine((env, ctx) => {
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SUPABASE_ANON_KEY"],
        message: "is required when SUPABASE_URL is set",
      });
    }
    const provider = env.AI_PROVIDER;
    if ((provider === "openai" || provider === "anthropic") && !env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_API_KEY"],
        message: `is required when AI_PROVIDER=${provider} (or leave AI_PROVIDER unset for the built-in offline tutor)`,
      });
    }
    if (provider === "openai-compatible") {
      if (!env.AI_BASE_URL) {
        ctx.addIssue({
          code: "custom",
          path: ["AI_BASE_URL"],
          message:
            "is required when AI_PROVIDER=openai-compatible, e.g. http://localhost:11434/v1 for Ollama",
        });
      }
      if (!env.AI_MODEL) {
        ctx.addIssue({
          code: "custom",
          path: ["AI_MODEL"],
          message: "is required when AI_PROVIDER=openai-compatible: the model name your server knows",
        });
      }
    }
    // Half an ElevenLabs configuration would silently fall back to the local agent.
    if (!env.ELEVENLABS_API_KEY !== !env.ELEVENLABS_AGENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: [env.ELEVENLABS_API_KEY ? "ELEVENLABS_AGENT_ID" : "ELEVENLABS_API_KEY"],
        message:
          "ELEVENLABS_API_KEY and ELEVENLABS_AGENT_ID are needed together (or neither, for the local voice agent)",
      });
    }
    // A key with no provider would silently be ignored and the offline tutor would run instead.
    if (provider === undefined && env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_PROVIDER"],
        message: "must be set when AI_API_KEY is set: openai, anthropic or openai-compatible",
      });
    }
  })
  .transform((env) => ({ ...env, AI_PROVIDER: env.AI_PROVIDER ?? ("offline" as const) }));

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee README.md for every setting.`);
  }
  return result.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
