import { api } from "#client/lib/api-client.ts";
import {
  type SignedUrlResponse,
  signedUrlResponseSchema,
  type VoiceSessionQuery,
} from "#shared/contracts/voice.ts";

/**
 * GET /api/elevenlabs/signed-url (docs/product.md §4.10): where the browser opens the
 * conversation, and the options for `Conversation.startSession`. Empty parameters are left out.
 */
export function getSignedUrl(query: VoiceSessionQuery, signal?: AbortSignal): Promise<SignedUrlResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  // Without an address there is nothing to connect to (e.g. a proxy's empty 200).
  return api.get(`/api/elevenlabs/signed-url?${params}`, signedUrlResponseSchema, {
    signal,
    invalidMessage: "Der Server hat keine Verbindungsadresse geschickt.",
  });
}
