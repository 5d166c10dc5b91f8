import type { CrisisRule } from "./rule.ts";

// eating-disorder: see decision 019 for what is and is not detected.
export const EATING_DISORDER_RULES: CrisisRule[] = [];
