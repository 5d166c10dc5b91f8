import { describe, expect, it } from "vitest";
import { offlineTts } from "./offline-voice.ts";
import { concatPcm16 } from "./pcm.ts";
import { firstDifference, rmsDb } from "./test-signals.ts";

// The real eSpeak NG engine (WebAssembly, compiled once per process). Timings are measured by
// hand and reported, not asserted here: the machine may be busy.

async function speak(text: string, signal?: AbortSignal): Promise<Int16Array> {
  const parts: Int16Array[] = [];
  for await (const chunk of offlineTts().synthesize(text, signal)) parts.push(chunk);
  return concatPcm16(parts);
}

describe("offline voice", { timeout: 30_000 }, () => {
  it("speaks a German sentence as 16 kHz PCM of a plausible length, the same every time", async () => {
    await offlineTts().warm();
    const first = await speak("Hallo! Wie geht es dir heute?");
    const seconds = first.length / 16_000;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(4);
    expect(rmsDb(first)).toBeGreaterThan(-40);
    // Another sentence in between must leave no trace in the engine.
    const other = await speak("Drei Viertel sind mehr als die Hälfte.");
    expect(firstDifference(other, first)).not.toBe(-1);
    expect(firstDifference(await speak("Hallo! Wie geht es dir heute?"), first)).toBe(-1);
  });

  it("reads text that looks like an option, skips what is only markup, and cuts long text", async () => {
    expect((await speak("-5 Grad ist kalt.")).length).toBeGreaterThan(8000);
    expect(await speak("** $ ** #")).toHaveLength(0);
    const parts: Int16Array[] = [];
    for await (const chunk of offlineTts().synthesize("Das ist ein Satz. ".repeat(30))) parts.push(chunk);
    expect(parts.length).toBeGreaterThan(1); // 540 characters → two runs of ≤ 300
  });

  it("stops at once when aborted", async () => {
    await expect(speak("Hallo", AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
    const controller = new AbortController();
    const chunks = offlineTts().synthesize("Das ist ein Satz. ".repeat(30), controller.signal);
    const reading = (async () => {
      for await (const _ of chunks) controller.abort();
    })();
    await expect(reading).rejects.toMatchObject({ name: "AbortError" });
  });
});
