// The real app on a fake OpenAI-compatible model, for watching an analysis being made in the
// browser (session-analysis.spec.ts): the offline analysis is done before the screen first asks.
// Started by playwright.config.ts after the main web server, which builds dist/client when it is
// stale (Playwright starts its web servers one after another, each once its URL answers), so this
// one only serves the build. PORT comes from the config; everything else is set here, before the
// server reads its environment (src/server/env.ts, read once when main.ts starts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fakeModelAnalysis, isAnalysisRequest } from "#tests/mocks/fake-analysis.ts";
import { startFakeOpenAIServer } from "#tests/mocks/fake-openai-server.ts";
import { safetyDecide } from "#tests/mocks/fake-safety.ts";
import { MODEL_ANALYSIS_DELAY_MS } from "./servers.ts";
import { startVoiceSpeechRecognition, voiceTurnReply } from "./voice-speech.ts";

// The chat gets the fake's default reply at once; an analysis request waits, then gets an
// analysis that passes the server's checks (the pupil's first message as evidence). The voice
// journey's turns get answers of their own (voice-speech.ts).
const fake = await startFakeOpenAIServer({
  judge: safetyDecide,
  decide: (body) =>
    isAnalysisRequest(body)
      ? { kind: "reply", text: fakeModelAnalysis(body), delayMs: MODEL_ANALYSIS_DELAY_MS }
      : voiceTurnReply(body),
});

// A fresh, empty PGlite directory, removed when the server exits (main.ts exits on SIGTERM).
const dataDir = mkdtempSync(join(tmpdir(), "lernfunke-e2e-model-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  DATA_DIR: dataDir,
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: fake.baseURL,
  AI_MODEL: "fake-tutor",
  // The voice journey: a fake recogniser (voice-speech.ts); the voice is the offline eSpeak NG one.
  STT_BASE_URL: await startVoiceSpeechRecognition(),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
});

await import("#server/main.ts");
