import { upgradeWebSocket } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "#server/lib/hono-env.ts";
import type { Logger } from "#server/lib/logger.ts";
import { VOICE_AGENT_PATH } from "#shared/contracts/voice.ts";
import type { VoiceAgent } from "./voice-socket.ts";

// GET /api/voice/agent: the local voice agent's websocket (decision 018), upgraded by
// @hono/node-server into the agent's `ws` server (voice-socket.ts). Mounted before the bearer
// check: the SDK cannot send headers, so the ticket and the access token are checked on the
// socket, where a refusal can carry a German close reason.
//
// Refused over HTTP before the upgrade (@hono/node-server answers a refused upgrade with the
// status and no body; the SDK sees a socket error):
// - Origin: the page's own origin (the Origin's host is the request's Host), or PUBLIC_URL's
//   origin (a proxy that rewrites Host), or none (not a browser: no cross-site risk; the
//   ticket and token still decide). Any other origin gets 403: a foreign page must not ride
//   on a pupil's ticket.
// - No `convai` among the offered subprotocols (the SDK's): 400.
// - A websocket anywhere else: 404 (websocketOnlyAtAgentPath).

export function voiceAgentRoutes(
  agent: VoiceAgent,
  options: { publicUrl?: string | undefined; logger: Logger },
) {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  return new Hono<AppEnv>().get(
    "/",
    async (c, next) => {
      if (!originAllowed(c.req.header("origin"), c.req.header("host"), publicOrigin)) {
        options.logger.warn(
          { path: VOICE_AGENT_PATH, status: 403 },
          "voice upgrade from a foreign origin refused",
        );
        return c.body(null, 403);
      }
      const offered = (c.req.header("sec-websocket-protocol") ?? "").split(",").map((p) => p.trim());
      if (!offered.includes("convai")) return c.body(null, 400);
      await next();
    },
    upgradeWebSocket((c) => agent.socket(c.req.query("ticket") ?? "")),
  );
}

/**
 * A websocket upgrade at any path but the agent's is not found, before the bearer check (401)
 * or the SPA's history fallback (200) would answer it.
 */
export const websocketOnlyAtAgentPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header("upgrade")?.toLowerCase() === "websocket" && c.req.path !== VOICE_AGENT_PATH) {
    return c.body(null, 404);
  }
  await next();
};

function originAllowed(origin: string | undefined, host: string | undefined, publicOrigin: string | null) {
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === publicOrigin || url.host === host;
  } catch {
    return false;
  }
}
