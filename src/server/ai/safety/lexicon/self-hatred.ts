import type { CrisisRule } from "./rule.ts";

// self-hatred: see decision 019 for what is and is not detected.
export const SELF_HATRED_RULES: CrisisRule[] = [];
