import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, statSync } from "node:fs";

// Browser tests use the system Chromium (Debian package `chromium`), never a browser that
// Playwright downloads itself (architecture.md, "Runtime and commands").

/**
 * The machine has no internet: without the background-networking flags Chromium keeps
 * dialling Google services and floods the log with refused connections.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** CHROME_PATH if set (it must exist), else the first system Chromium found, else null. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isExecutableFile(fromEnv)) {
      throw new Error(`CHROME_PATH is set to ${fromEnv}, but that is not an executable file.`);
    }
    return fromEnv;
  }
  return CANDIDATES.find(isExecutableFile) ?? null;
}

/**
 * For playwright.config.ts, which is evaluated before globalSetup has had a chance to install the
 * browser: never throws, and never returns undefined (which would make Playwright look for a
 * browser of its own). Workers evaluate the config again after globalSetup, and see the result.
 */
export function chromiumPathForConfig(): string {
  try {
    return findChromium() ?? (CANDIDATES[0] as string);
  } catch {
    return CANDIDATES[0] as string;
  }
}

const isDebian = () => existsSync("/etc/debian_version");
const isRoot = () => process.getuid?.() === 0;

/** Finds the system Chromium; on Debian as root installs it with apt-get when it is missing. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (isDebian() && isRoot()) {
    console.log("Chromium not found: installing the Debian package `chromium` with apt-get…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      "No system Chromium for the browser tests.",
      `Looked at: CHROME_PATH (unset), ${CANDIDATES.join(", ")}.`,
      "Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium/Chrome binary.",
      "The tests never download a browser of their own (do not run `npx playwright install`).",
    ].join("\n"),
  );
}
