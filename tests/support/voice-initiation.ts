/**
 * The first message a text-only client sends on the local agent's socket, as @elevenlabs/client
 * does (docs/decisions/018-voice.md): for raw websocket clients in tests and the bench, which
 * send what the SDK never would.
 */
export const textOnlyInitiation = (accessToken: string) =>
  JSON.stringify({
    type: "conversation_initiation_client_data",
    conversation_config_override: { conversation: { text_only: true } },
    dynamic_variables: { lernfunke_access_token: accessToken },
  });
