import { z } from "zod";

// The kinds of crisis the safety layer tells apart (decision 019). Each has its own first answer
// (crisis-replies.ts) and its own line in the evaluation (`npm run eval:safety`).
export const CRISIS_KINDS = [
  "suicide",
  "self_harm",
  "self_hatred",
  "eating_disorder",
  "bullying",
  "abuse",
  "violence_at_home",
] as const;

export const crisisKindSchema = z.enum(CRISIS_KINDS);
export type CrisisKind = z.infer<typeof crisisKindSchema>;
