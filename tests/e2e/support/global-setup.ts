import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium.ts";
import { ARTIFACTS_DIR } from "./paths.ts";
import { writePupilQuestionWav } from "./voice-audio.ts";

/**
 * Runs once before the workers start: makes sure the system Chromium is there (installing it on
 * Debian as root) and hands its path to the workers, which inherit process.env. Also clears the
 * screenshots of the previous run, so the artifacts folder shows exactly one journey, and speaks
 * the voice journey's question into a WAV file (voice-audio.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.CHROME_PATH = ensureChromium();
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  // The fake microphone's file, read by Chromium when the voice spec's browser starts.
  await writePupilQuestionWav();
}
