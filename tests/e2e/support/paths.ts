import { fileURLToPath } from "node:url";

/** Step screenshots, one folder per project (git-ignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL("../artifacts", import.meta.url));
