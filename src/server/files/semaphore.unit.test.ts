import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore.ts";

describe("Semaphore", () => {
  it("runs at most `size` tasks at once, the rest in order, and counts the waiting ones", async () => {
    const gate = new Semaphore(2);
    const started: number[] = [];
    const release: Array<() => void> = [];
    const tasks = [1, 2, 3, 4].map((n) =>
      gate.run(async () => {
        started.push(n);
        await new Promise<void>((resolve) => release.push(resolve));
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.queued).toBe(2);
    release.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3]);
    expect(gate.queued).toBe(1);
    while (release.length > 0 || started.length < 4) {
      release.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(tasks)).toEqual([1, 2, 3, 4]);
    expect(gate.queued).toBe(0);
  });

  it("frees the place when a task fails", async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error("kaputt")))).rejects.toThrow("kaputt");
    expect(await gate.run(async () => "weiter")).toBe("weiter");
  });
});
