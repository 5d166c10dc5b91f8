import { AppError } from "#server/lib/errors.ts";
import type { Logger } from "#server/lib/logger.ts";

// The signed URL for one ElevenLabs Agents conversation (docs/decisions/018-voice.md):
// GET {apiUrl}/v1/convai/conversation/get-signed-url?agent_id=… with the key in `xi-api-key`,
// answered with {"signed_url":"wss://…"}, valid 15 minutes.
// https://elevenlabs.io/docs/api-reference/conversations/get-signed-url
// The key stays on the server: it is never logged and never part of an answer to the browser.

export const VOICE_UNAVAILABLE =
  "Der Sprachdienst ist gerade nicht erreichbar. Versuche es später noch einmal.";

export type ElevenLabsConfig = {
  apiUrl: string;
  apiKey: string;
  agentId: string;
  fetch?: typeof fetch;
  logger?: Logger;
  timeoutMs?: number;
};

export async function elevenLabsSignedUrl(config: ElevenLabsConfig): Promise<string> {
  const { apiKey, agentId, logger } = config;
  const url = `${config.apiUrl.replace(/\/+$/, "")}/v1/convai/conversation/get-signed-url?${new URLSearchParams({ agent_id: agentId })}`;
  const clean = (text: string) => (apiKey ? text.split(apiKey).join("[redacted]") : text).slice(0, 300);
  const fail = (
    reason: string,
    extra: { upstreamStatus?: number; upstreamBody?: string; cause?: unknown },
  ) => {
    const { upstreamStatus, upstreamBody, cause } = extra;
    logger?.error(
      {
        reason,
        agentId,
        ...(upstreamStatus === undefined ? {} : { upstreamStatus }),
        // An upstream may echo what it received: the key never reaches the log.
        ...(upstreamBody ? { upstreamBody: clean(upstreamBody) } : {}),
        ...(cause === undefined ? {} : { cause: clean(errorText(cause)) }),
      },
      "voice: ElevenLabs signed URL failed",
    );
    return new AppError(502, "voice_unavailable", VOICE_UNAVAILABLE);
  };

  let res: Response;
  try {
    res = await (config.fetch ?? fetch)(url, {
      headers: { "xi-api-key": apiKey, accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw fail("request failed", { cause: error });
  }
  const text = await res.text().catch(() => "");
  if (!res.ok) throw fail("upstream error", { upstreamStatus: res.status, upstreamBody: text });
  let signedUrl: unknown;
  try {
    signedUrl = (JSON.parse(text) as { signed_url?: unknown } | null)?.signed_url;
  } catch {
    throw fail("answer is not JSON", { upstreamStatus: res.status });
  }
  if (typeof signedUrl !== "string" || !/^wss?:\/\//.test(signedUrl)) {
    throw fail("answer has no websocket signed_url", { upstreamStatus: res.status });
  }
  return signedUrl;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
