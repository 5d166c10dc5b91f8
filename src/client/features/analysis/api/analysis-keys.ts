// Query keys of one session's analysis screen. The pupil's id is part of every key, so nothing
// cached for one pupil is shown to the next one on a shared computer.
export const analysisKeys = {
  forSession: (userId: string, sessionId: string) => ["session-analysis", userId, sessionId] as const,
  session: (userId: string, sessionId: string) =>
    [...analysisKeys.forSession(userId, sessionId), "session"] as const,
  status: (userId: string, sessionId: string) =>
    [...analysisKeys.forSession(userId, sessionId), "status"] as const,
  result: (userId: string, sessionId: string) =>
    [...analysisKeys.forSession(userId, sessionId), "result"] as const,
};

/** The path of a session's resource; the id comes from the address, so it is encoded. */
export const sessionPath = (sessionId: string, rest = "") =>
  `/api/sessions/${encodeURIComponent(sessionId)}${rest}`;
