import { api } from "#client/lib/api-client.ts";
import type { SignedUrlResponse, VoiceSessionQuery } from "#shared/contracts/voice.ts";

/**
 * GET /api/elevenlabs/signed-url (docs/product.md §4.10): where the browser opens the
 * conversation, and the options for `Conversation.startSession`. Empty parameters are left out.
 */
export async function getSignedUrl(
  query: VoiceSessionQuery,
  signal?: AbortSignal,
): Promise<SignedUrlResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const response = await api.get<SignedUrlResponse | null>(`/api/elevenlabs/signed-url?${params}`, signal);
  // Without an address there is nothing to connect to (e.g. a proxy's empty 200).
  if (!response || typeof response.signedUrl !== "string" || !response.signedUrl) {
    throw new Error("Der Server hat keine Verbindungsadresse geschickt.");
  }
  return response;
}
