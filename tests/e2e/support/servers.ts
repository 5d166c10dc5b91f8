// The two servers of the browser journeys (playwright.config.ts starts both, in this order).
// Ports other than 3000, so a running `npm start` does not get in the way; always `localhost`,
// so supabase-js keys the session `sb-localhost-auth-token` (each origin has its own storage).

/** The app as shipped: the built-in offline tutor. */
export const APP_PORT = 3100;
export const APP_URL = `http://localhost:${APP_PORT}`;

/** The app on a fake model (analysis-model-server.ts): an analysis takes a few seconds. */
export const MODEL_APP_PORT = 3101;
export const MODEL_APP_URL = `http://localhost:${MODEL_APP_PORT}`;

/**
 * How long the fake model takes to write an analysis: long enough to look at the screen while it
 * is being made, even on a busy machine (2 cores, both browsers running).
 */
export const MODEL_ANALYSIS_DELAY_MS = 10_000;

/**
 * What the model server's fake speech recognition received (voice-speech.ts), for the voice
 * journey: GET http://127.0.0.1:{port}/__speech/requests.
 */
export const SPEECH_INSPECTION_PORT = 3102;
export const SPEECH_INSPECTION_URL = `http://127.0.0.1:${SPEECH_INSPECTION_PORT}/__speech/requests`;

/**
 * A server of its own per project, which chat-resume.spec.ts kills and starts again on the same
 * data (tests/support/server-process.ts); one port per project, since both run at once.
 */
export const RESTARTED_APP_PORTS: Record<string, number> = { phone: 3103, desktop: 3104 };
