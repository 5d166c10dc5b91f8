import { describe, expect, it } from "vitest";
import { concatPcm16 } from "./pcm.ts";
import { chunks, mix, noise, rmsDb, silence, tone } from "./test-signals.ts";
import { createTurnDetector, frameLevelDb, type TurnDetectorOptions, type TurnEvent } from "./vad.ts";

const RATE = 16_000;
const ms = (samples: number) => (samples / RATE) * 1000;

/** Feeds audio in the SDK's 25 ms chunks; each event with the time (ms of audio) it appeared. */
function run(audio: Int16Array[], options?: TurnDetectorOptions) {
  const detector = createTurnDetector(options);
  const events: (TurnEvent & { atMs: number })[] = [];
  let fed = 0;
  for (const chunk of chunks(concatPcm16(audio))) {
    fed += chunk.length;
    for (const e of detector.push(chunk)) events.push({ ...e, atMs: ms(fed) });
  }
  return { events, kinds: events.map((e) => e.kind), detector };
}

const room = (duration: number, seed = 1) => noise(duration, -62, seed);
/** A voice: 180 ms syllables and 70 ms gaps (speech has dips; a steady tone would become "noise"). */
const voice = (duration: number, seed = 2) => {
  const syllables = concatPcm16(
    Array.from({ length: Math.ceil(duration / 250) }, () => concatPcm16([tone(180, -22, 220), silence(70)])),
  ).subarray(0, (duration * RATE) / 1000);
  return mix(syllables, noise(duration, -62, seed));
};

describe("end of turn", () => {
  it("hears nothing in digital silence or in a quiet room", () => {
    expect(run([silence(3000)]).events).toEqual([]);
    expect(run([room(3000)]).events).toEqual([]);
  });

  it("adapts to a noisy room instead of taking its noise for speech", () => {
    const { events, detector } = run([noise(4000, -42)]);
    expect(events).toEqual([]);
    expect(detector.noiseFloorDb).toBeGreaterThan(-46);
    // …and still hears a voice above that noise.
    expect(
      run([noise(1500, -42), mix(tone(600, -20), noise(600, -42, 3)), noise(1000, -42, 4)]).kinds,
    ).toEqual(["speech-start", "speech-end"]);
  });

  it("ends the turn once, after the configured silence, with pre-roll and a short tail", () => {
    // 1 s room, voice until 1430 ms, a 370 ms pause (shorter than the 600 ms needed), voice
    // from 1800 to 2230 ms, room.
    const { events } = run([room(1000), voice(430), room(370, 5), voice(430, 6), room(1500, 7)]);
    expect(events.map((e) => e.kind)).toEqual(["speech-start", "speech-end"]);
    const [start, end] = events;
    // Speech starts ~120 ms into the voice (within a frame and a chunk).
    expect(start?.atMs).toBeGreaterThanOrEqual(1120);
    expect(start?.atMs).toBeLessThanOrEqual(1175);
    // The turn ends 600 ms after the voice.
    expect(end?.atMs).toBeGreaterThanOrEqual(2830);
    expect(end?.atMs).toBeLessThanOrEqual(2880);
    if (end?.kind !== "speech-end") throw new Error("no speech-end");
    expect(end.reason).toBe("silence");
    // 200 ms pre-roll + 1230 ms + 200 ms tail.
    expect(end.durationMs).toBeGreaterThanOrEqual(1610);
    expect(end.durationMs).toBeLessThanOrEqual(1660);
    expect(end.audio.length).toBe((end.durationMs * RATE) / 1000);
    // The pre-roll is the room before the voice; the voice follows it.
    expect(rmsDb(end.audio.subarray(0, 3000))).toBeLessThan(-55);
    expect(rmsDb(end.audio.subarray(3400, 6200))).toBeGreaterThan(-30);
  });

  it("honours a shorter silence setting", () => {
    const { events } = run([room(1000), voice(430), room(370, 5), voice(430, 6), room(1500, 7)], {
      endSilenceMs: 250,
    });
    expect(events.map((e) => e.kind)).toEqual(["speech-start", "speech-end", "speech-start", "speech-end"]);
  });

  it("ignores a click shorter than the onset", () => {
    expect(run([room(1000), voice(60), room(2000, 5)]).events).toEqual([]);
  });

  it("cuts an endless utterance at the cap and goes on listening", () => {
    const { events } = run([room(500), voice(3000), room(1500, 5)], { maxUtteranceMs: 2000 });
    expect(events.map((e) => (e.kind === "speech-end" ? e.reason : e.kind))).toEqual([
      "speech-start",
      "max-length",
      "speech-start",
      "silence",
    ]);
    const forced = events[1];
    expect(forced?.kind === "speech-end" && forced.durationMs).toBe(2000);
  });

  it("treats muted zeros as silence that ends the turn but never as the room's noise", () => {
    const { events, detector } = run([room(1000), voice(800), silence(2000)]);
    expect(events.map((e) => e.kind)).toEqual(["speech-start", "speech-end"]);
    expect(events[1]?.atMs).toBeLessThanOrEqual(1800 + 650);
    expect(detector.noiseFloorDb).toBeGreaterThan(-70);
  });

  it("follows a sudden louder room within its window and then stays quiet", () => {
    // At most one utterance right after the step (until the floor has caught up), then nothing.
    const { events } = run([room(1500), noise(8000, -35, 9)]);
    expect(events.length).toBeLessThanOrEqual(2);
    expect(events.at(-1)?.atMs ?? 0).toBeLessThan(1500 + 3000);
  });

  it("does not depend on how the audio is chunked", () => {
    const audio = concatPcm16([room(800), voice(700), room(1200, 5)]);
    const small = run([audio]).events;
    const whole = createTurnDetector().push(audio);
    const summary = (events: TurnEvent[]) =>
      events.map((e) =>
        e.kind === "speech-end" ? { ...e, audio: Buffer.from(e.audio.buffer).toString("base64") } : e,
      );
    expect(summary(whole)).toEqual(summary(small.map(({ atMs: _, ...e }) => e)));
  });

  it("drops the current utterance on reset, keeping what it learnt about the room", () => {
    const detector = createTurnDetector();
    for (const c of chunks(concatPcm16([noise(1000, -42), mix(tone(300, -20), noise(300, -42, 3))]))) {
      detector.push(c);
    }
    expect(detector.speaking).toBe(true);
    const floor = detector.noiseFloorDb;
    detector.reset();
    expect(detector.speaking).toBe(false);
    expect(detector.noiseFloorDb).toBe(floor);
    expect(chunks(noise(2000, -42, 4)).flatMap((c) => detector.push(c))).toEqual([]);
  });

  it("keeps the floor at the 10th percentile of the last 2 s of levels, muted frames left out", () => {
    // The reference: the window's non-muted levels sorted afresh after every frame (decision 060).
    const detector = createTurnDetector();
    const window: number[] = [];
    let expected = -60;
    const levels = [-70, -42, -30, -55, -20, -48, -65, -38];
    for (let k = 0; k < 400; k++) {
      const frame =
        k % 37 === 5
          ? silence(20)
          : k % 11 < 3
            ? mix(tone(20, levels[k % levels.length] as number, 300 + k), noise(20, -60, k))
            : noise(20, levels[(k * 7) % levels.length] as number, k + 1);
      detector.push(frame);
      const level = frameLevelDb(frame);
      if (level === Number.NEGATIVE_INFINITY) continue;
      window.push(level);
      if (window.length > 100) window.shift();
      if (window.length >= 5) {
        const sorted = [...window].sort((a, b) => a - b);
        expected = sorted[Math.floor((window.length - 1) * 0.1)] as number;
      }
      expect(detector.noiseFloorDb).toBe(expected);
    }
  });
});
