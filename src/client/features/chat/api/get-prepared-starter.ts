/**
 * The plug-in point for a prepared session (spec section 2, Chat session: "if a prepared session
 * exists, its stored starter_message is used"). The preparation feature will fetch
 * GET /api/session-preparation/session/{id} here and return
 * `session.preparationData.generatedPlan.starter_message`. That endpoint does not exist yet, so
 * no request is made and every chat opens with the subject's welcome. A failure here is logged
 * and the default welcome stays (spec section 8), see useChat.
 */
export async function getPreparedStarterMessage(
  _sessionId: string,
  _signal?: AbortSignal,
): Promise<string | null> {
  return null;
}
