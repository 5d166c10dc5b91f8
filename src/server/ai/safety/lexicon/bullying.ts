import type { CrisisRule } from "./rule.ts";

// bullying: see decision 019 for what is and is not detected.
export const BULLYING_RULES: CrisisRule[] = [];
