import { vi } from "vitest";

/**
 * vi.useFakeTimers() in a way Testing Library notices. It only recognises Jest's fake timers
 * (a global `jest` plus a faked setTimeout); without that, its async act() wrapper and waitFor
 * wait on a faked setTimeout that never fires. Undo with vi.unstubAllGlobals().
 */
export function useFakeTimersForTestingLibrary(): void {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
