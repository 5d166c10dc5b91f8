import type { TestApp } from "#tests/support/test-app.ts";

// Shared by the analysis suites: completing a chat session and waiting for its analysis, through
// the real app.

/** POST /api/sessions/{id}/complete for a chat session in Mathematik. */
export const completeSession = (app: TestApp, token: string, sessionId: string, transcript: unknown[] = []) =>
  app.json(
    "POST",
    `/api/sessions/${sessionId}/complete`,
    {
      conversationTranscript: transcript,
      sessionType: "text",
      subjectId: "mathematik",
      competenciesDiscussed: [],
      metadata: { messageCount: transcript.length },
    },
    token,
  );

/** Polls analysis-status until it reads `wanted` (for at most about ten seconds); its body. */
export async function waitForStatus(app: TestApp, token: string, sessionId: string, wanted: string) {
  for (let i = 0; i < 400; i++) {
    const res = await app.json("GET", `/api/sessions/${sessionId}/analysis-status`, undefined, token);
    if (res.body?.status === wanted) return res.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`analysis of ${sessionId} never reached ${wanted}`);
}
