// The planning stage's progress bar (docs/product.md §2.8). The plan takes a while and the
// server does not report how far it is, so the bar moves on a fixed schedule: from 8 % at 0.2 s
// up to 97 % at 13 s, where it waits; the answer (plan or error) takes it to 100 %.

export type ProgressStep = { atMs: number; percent: number };

export const PLAN_PROGRESS_STEPS: readonly ProgressStep[] = [
  { atMs: 200, percent: 8 },
  { atMs: 1000, percent: 14 },
  { atMs: 2000, percent: 22 },
  { atMs: 3000, percent: 30 },
  { atMs: 4000, percent: 38 },
  { atMs: 5000, percent: 46 },
  { atMs: 6500, percent: 56 },
  { atMs: 8000, percent: 66 },
  { atMs: 9500, percent: 75 },
  { atMs: 11000, percent: 84 },
  { atMs: 12000, percent: 91 },
  { atMs: 13000, percent: 97 },
];

/** The checklist's four items tick at these percentages (docs/product.md §2.8). */
export const PLAN_CHECKLIST_THRESHOLDS = [20, 45, 70, 95] as const;

/** From 100 % to the ready stage (docs/product.md §2.8). */
export const READY_DELAY_MS = 500;
