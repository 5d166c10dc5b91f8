// The server's basics on the embedded default (PGlite, offline tutor): cold start to a healthy
// /health, and sequential latencies of the hot paths.
import { startApp } from "./app-server.ts";
import { progress, timeRequests } from "./stats.ts";

/** Spawn to the first healthy /health, issue 21 (docs/decisions/057-server-memory.md). */
const COLD_START_TARGET_MS = 2500;

export async function serverBench(root: string) {
  progress("server: cold start and hot paths");
  const app = await startApp(root);
  const { base } = app;
  try {
    const json = { "content-type": "application/json" };
    const credentials = JSON.stringify({ email: "bench@schule.ch", password: "Bench-Passwort-2026" });
    const signUp = await fetch(`${base}/auth/v1/signup`, {
      method: "POST",
      headers: json,
      body: credentials,
    });
    const session = (await signUp.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${session.access_token}` };
    await fetch(`${base}/api/onboarding`, {
      method: "POST",
      headers: { ...json, ...auth },
      body: JSON.stringify({ name: "Bench", schoolType: "PRIMARY", grade: 4 }),
    });
    return {
      coldStartMs: app.coldStartMs,
      coldStartTargetMs: COLD_START_TARGET_MS,
      meetsTarget: app.coldStartMs <= COLD_START_TARGET_MS,
      health: await timeRequests(200, () => fetch(`${base}/health`)),
      appShellHtml: await timeRequests(200, () => fetch(`${base}/profil`)),
      onboardingGet: await timeRequests(200, () => fetch(`${base}/api/onboarding`, { headers: auth })),
      passwordLogin: await timeRequests(20, () =>
        fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: json,
          body: credentials,
        }),
      ),
    };
  } finally {
    await app.stop();
  }
}
