import { concatPcm16 } from "./pcm.ts";
import { AGENT_SAMPLE_RATE } from "./speech.ts";

// End of the pupil's turn, from the microphone's energy alone (docs/decisions/018-voice.md).
// The SDK sends PCM16 16 kHz in ~25 ms chunks, and zeros while muted; chunks are re-cut into
// 20 ms frames here, so chunk sizes do not matter.
//
// Per frame:
//   level = 20·log10(RMS / 32768) dBFS; an all-zero frame is "muted" (−∞)
//   floor = 10th percentile of the non-muted levels of the last 2 s (minimum statistics, made
//           robust against single drop-out frames). It follows a quieter room at once and a
//           louder one within the window, and speech barely moves it because pauses between
//           words sit at the noise level. Before 100 ms of audio: −60 dBFS.
//   start = max(floor + 10 dB, −55 dBFS)   loud enough to begin speech
//   stop  = max(floor + 5 dB,  −60 dBFS)   quiet enough to count as silence (5 dB hysteresis, so
//                                          a voice hovering at one threshold does not flicker)
// Rules:
//   - speech starts after 120 ms of frames ≥ start (frames between stop and start neither count
//     nor break the onset; a frame < stop does). A cough or a click is shorter.
//   - the utterance includes 200 ms before the onset (pre-roll), so a soft first syllable ("f",
//     "h") that stays under the threshold is not cut off.
//   - the turn ends after 600 ms of frames < stop; the utterance keeps 200 ms of that silence
//     (recognisers like a little context at the end) and drops the rest.
//   - an utterance reaching 30 s ends there (forced); a new one may start right after.
//   - muted frames count as silence (muting ends the turn) and never move the noise floor.
//
// Why 600 ms of silence: the end-of-turn wait is pure added latency (between people the gap
// between turns is ≈ 200 ms, Stivers et al., PNAS 2009; LiveKit's default endpointing alone
// waits 500 ms; Pipecat's whole round trip is 500–800 ms). Below ~500 ms the agent answers into the pauses that speakers make mid-sentence;
// pupils who think aloud about a task ("also … drei Viertel … ähm") pause longer than adults,
// so this takes 100 ms more than LiveKit. The agent's answer then starts about 600 ms + STT +
// first sentence + TTS after the pupil stops. Tune with `endSilenceMs`.

export type TurnEvent =
  | { kind: "speech-start" }
  | {
      kind: "speech-end";
      /** The utterance: pre-roll, speech and up to `tailMs` of the silence after it. */
      audio: Int16Array;
      /** "max-length": cut at `maxUtteranceMs` while the pupil was still speaking. */
      reason: "silence" | "max-length";
      durationMs: number;
    };

export type TurnDetectorOptions = {
  sampleRate?: number;
  frameMs?: number;
  startMarginDb?: number;
  stopMarginDb?: number;
  /** Absolute level below which nothing starts speech, whatever the room (dBFS). */
  minSpeechDb?: number;
  speechStartMs?: number;
  endSilenceMs?: number;
  preRollMs?: number;
  tailMs?: number;
  maxUtteranceMs?: number;
  noiseWindowMs?: number;
  /** The floor assumed until 100 ms of audio have been heard (dBFS). */
  initialNoiseFloorDb?: number;
};

export type TurnDetector = {
  /** Feeds audio; returns what happened in it, in order (usually nothing). */
  push(chunk: Int16Array): TurnEvent[];
  /** Drops the current utterance and any partial frame; the noise estimate (the room) stays. */
  reset(): void;
  readonly speaking: boolean;
  readonly noiseFloorDb: number;
};

export const TURN_DEFAULTS = {
  sampleRate: AGENT_SAMPLE_RATE,
  frameMs: 20,
  startMarginDb: 10,
  stopMarginDb: 5,
  minSpeechDb: -55,
  speechStartMs: 120,
  endSilenceMs: 600,
  preRollMs: 200,
  tailMs: 200,
  maxUtteranceMs: 30_000,
  noiseWindowMs: 2000,
  initialNoiseFloorDb: -60,
} satisfies Required<TurnDetectorOptions>;

const NOISE_PERCENTILE = 0.1;
const MIN_NOISE_FRAMES = 5;

export function frameLevelDb(frame: Int16Array): number {
  let sum = 0;
  for (let i = 0; i < frame.length; i++) {
    const s = frame[i] ?? 0;
    sum += s * s;
  }
  if (sum === 0) return Number.NEGATIVE_INFINITY;
  return 20 * Math.log10(Math.sqrt(sum / frame.length) / 32768);
}

export function createTurnDetector(options: TurnDetectorOptions = {}): TurnDetector {
  const o = { ...TURN_DEFAULTS, ...options };
  const frameSamples = Math.round((o.sampleRate * o.frameMs) / 1000);
  const frames = (ms: number) => Math.max(1, Math.round(ms / o.frameMs));
  const startFrames = frames(o.speechStartMs);
  const endFrames = frames(o.endSilenceMs);
  const preRollFrames = Math.round(o.preRollMs / o.frameMs);
  const tailFrames = Math.min(Math.round(o.tailMs / o.frameMs), endFrames);
  const maxFrames = frames(o.maxUtteranceMs);
  // Frames kept before speech: the pre-roll plus an onset that took its time (≤ 1 s).
  const recentCap = preRollFrames + Math.max(startFrames, frames(1000));

  // Noise levels of the last window, as a ring, and the same levels kept in ascending order
  // (decision 060): a frame moves one value out and one in, instead of copying and sorting the
  // whole window 50 times a second per pupil. The percentile is read from the same multiset.
  const noise = new Float64Array(frames(o.noiseWindowMs));
  const ordered = new Float64Array(noise.length);
  let noiseCount = 0;
  let noiseAt = 0;
  let floor = o.initialNoiseFloorDb;

  let partial = new Int16Array(frameSamples);
  let partialLength = 0;
  let recent: Int16Array[] = [];
  let onsetLength = 0; // frames since the onset began (0: no onset)
  let onsetVoiced = 0; // of which ≥ start
  let speaking = false;
  let utterance: Int16Array[] = [];
  let silenceRun = 0;

  const updateFloor = (level: number) => {
    if (noiseCount === noise.length) removeOrdered(ordered, noiseCount--, noise[noiseAt] as number);
    insertOrdered(ordered, noiseCount++, level);
    noise[noiseAt] = level;
    noiseAt = (noiseAt + 1) % noise.length;
    if (noiseCount < MIN_NOISE_FRAMES) return;
    floor = ordered[Math.floor((noiseCount - 1) * NOISE_PERCENTILE)] ?? floor;
  };

  const endTurn = (reason: "silence" | "max-length", keep: number): TurnEvent => {
    const audio = concatPcm16(utterance.slice(0, keep));
    speaking = false;
    utterance = [];
    silenceRun = 0;
    return { kind: "speech-end", audio, reason, durationMs: (audio.length / o.sampleRate) * 1000 };
  };

  const onFrame = (frame: Int16Array, events: TurnEvent[]) => {
    const level = frameLevelDb(frame);
    const start = Math.max(floor + o.startMarginDb, o.minSpeechDb);
    const stop = Math.max(floor + o.stopMarginDb, o.minSpeechDb - (o.startMarginDb - o.stopMarginDb));
    if (level !== Number.NEGATIVE_INFINITY) updateFloor(level);

    if (speaking) {
      utterance.push(frame);
      silenceRun = level >= stop ? 0 : silenceRun + 1;
      if (silenceRun >= endFrames) {
        events.push(endTurn("silence", utterance.length - silenceRun + tailFrames));
      } else if (utterance.length >= maxFrames) {
        events.push(endTurn("max-length", utterance.length));
      }
      return;
    }

    recent.push(frame);
    if (recent.length > recentCap) recent.shift();
    if (level >= start) {
      onsetLength++;
      onsetVoiced++;
    } else if (level >= stop && onsetLength > 0) {
      onsetLength++;
    } else {
      onsetLength = 0;
      onsetVoiced = 0;
    }
    if (onsetVoiced >= startFrames) {
      speaking = true;
      silenceRun = 0;
      utterance = recent.slice(-Math.min(recent.length, preRollFrames + onsetLength));
      recent = [];
      onsetLength = 0;
      onsetVoiced = 0;
      events.push({ kind: "speech-start" });
    }
  };

  return {
    push(chunk) {
      const events: TurnEvent[] = [];
      let at = 0;
      while (at < chunk.length) {
        const take = Math.min(frameSamples - partialLength, chunk.length - at);
        partial.set(chunk.subarray(at, at + take), partialLength);
        partialLength += take;
        at += take;
        if (partialLength === frameSamples) {
          const frame = partial;
          partial = new Int16Array(frameSamples);
          partialLength = 0;
          onFrame(frame, events);
        }
      }
      return events;
    },
    reset() {
      partialLength = 0;
      recent = [];
      onsetLength = 0;
      onsetVoiced = 0;
      speaking = false;
      utterance = [];
      silenceRun = 0;
    },
    get speaking() {
      return speaking;
    },
    get noiseFloorDb() {
      return floor;
    },
  };
}

/** The first index in `sorted[0, length)` whose value is not below `value`. */
function lowerBound(sorted: Float64Array, length: number, value: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Puts `value` into the ascending `sorted[0, length)`; the caller counts it. */
function insertOrdered(sorted: Float64Array, length: number, value: number) {
  const at = lowerBound(sorted, length, value);
  sorted.copyWithin(at + 1, at, length);
  sorted[at] = value;
}

/** Takes one `value` (present) out of the ascending `sorted[0, length)`; the caller counts it. */
function removeOrdered(sorted: Float64Array, length: number, value: number) {
  const at = lowerBound(sorted, length, value);
  sorted.copyWithin(at, at + 1, length);
}
