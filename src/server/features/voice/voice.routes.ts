import { Hono } from "hono";
import { validator } from "hono/validator";
import type { Env } from "#server/env.ts";
import { fromTrustedProxy } from "#server/lib/client-ip.ts";
import { AppError } from "#server/lib/errors.ts";
import type { AppEnv } from "#server/lib/hono-env.ts";
import { describeIssues } from "#server/lib/validate.ts";
import { voiceSessionQuerySchema } from "#shared/contracts/voice.ts";
import { socketBase } from "./socket-base.ts";
import type { VoiceService } from "./voice.service.ts";

// GET /api/elevenlabs/signed-url and /api/elevenlabs/health (docs/product.md §4.10),
// mounted behind the bearer check like every /api route. The health answer reveals no secret,
// but only the signed-in voice screen needs it, and /api/chat/health is protected the same way.
export function voiceRoutes(service: VoiceService, env: Env) {
  return new Hono<AppEnv>()
    .get("/health", (c) => c.json(service.health()))
    .get(
      "/signed-url",
      validator("query", (value) => {
        // A repeated parameter counts once, with its first value (as c.req.query() reads it).
        const first = Object.fromEntries(
          Object.entries(value).map(([key, v]) => [key, Array.isArray(v) ? v[0] : v]),
        );
        const result = voiceSessionQuerySchema.safeParse(first);
        if (!result.success) throw new AppError(400, "validation_failed", describeIssues(result.error));
        return result.data;
      }),
      async (c) => {
        const request = {
          url: c.req.url,
          header: (name: string) => c.req.header(name),
          fromTrustedProxy: fromTrustedProxy(c, env.TRUST_PROXY),
        };
        const base = socketBase(request, env);
        // The URL works for a while (ElevenLabs: 15 minutes; a ticket: 60 seconds, once): no cache keeps it.
        c.header("cache-control", "no-store");
        return c.json(await service.signedUrl(c.var.user.id, c.req.valid("query"), base));
      },
    );
}
