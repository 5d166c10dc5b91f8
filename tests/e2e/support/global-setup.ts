import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium.ts";
import { ARTIFACTS_DIR } from "./paths.ts";

/**
 * Runs once before the workers start: makes sure the system Chromium is there (installing it on
 * Debian as root) and hands its path to the workers, which inherit process.env. Also clears the
 * screenshots of the previous run, so the artifacts folder shows exactly one journey.
 */
export default function globalSetup(): void {
  process.env.CHROME_PATH = ensureChromium();
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
}
