// Synthetic audio for the speech tests (not used by the app): tones, noise and silence at a
// given level in dBFS (RMS relative to full scale), and measurements of what came out.

/** The peak amplitude whose sine has this RMS level. */
const sineAmplitude = (dbfs: number) => 32768 * 10 ** (dbfs / 20) * Math.SQRT2;

export function tone(ms: number, dbfs: number, hz = 440, rate = 16_000): Int16Array {
  const pcm = new Int16Array(Math.round((rate * ms) / 1000));
  const a = sineAmplitude(dbfs);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(a * Math.sin((2 * Math.PI * hz * i) / rate));
  return pcm;
}

/** Uniform white noise from a fixed seed (the same every run). */
export function noise(ms: number, dbfs: number, seed = 1, rate = 16_000): Int16Array {
  const pcm = new Int16Array(Math.round((rate * ms) / 1000));
  const scale = 32768 * 10 ** (dbfs / 20) * Math.sqrt(3); // uniform [-1, 1] has RMS 1/√3
  let state = seed >>> 0 || 1;
  for (let i = 0; i < pcm.length; i++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    pcm[i] = Math.round((state / 2 ** 32) * 2 * scale - scale);
  }
  return pcm;
}

export const silence = (ms: number, rate = 16_000) => new Int16Array(Math.round((rate * ms) / 1000));

export function mix(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.max(-32768, Math.min(32767, (a[i] ?? 0) + (b[i] ?? 0)));
  }
  return out;
}

export function rmsDb(pcm: Int16Array): number {
  let sum = 0;
  for (const s of pcm) sum += s * s;
  return 20 * Math.log10(Math.sqrt(sum / Math.max(1, pcm.length)) / 32768);
}

/** A tone's frequency from its rising zero crossings (exact enough for a clean sine). */
export function estimateHz(pcm: Int16Array, rate: number): number {
  const crossings: number[] = [];
  for (let i = 1; i < pcm.length; i++) {
    const a = pcm[i - 1] ?? 0;
    const b = pcm[i] ?? 0;
    if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
  }
  const first = crossings[0] ?? 0;
  const last = crossings.at(-1) ?? 0;
  return ((crossings.length - 1) * rate) / (last - first);
}

/** Splits audio into chunks of `samples` (the SDK sends ~25 ms = 400 samples). */
export function chunks(pcm: Int16Array, samples = 400): Int16Array[] {
  const out: Int16Array[] = [];
  for (let at = 0; at < pcm.length; at += samples) out.push(pcm.subarray(at, at + samples));
  return out;
}

/** The first index where two sample arrays differ (-1: identical). Faster than a deep equal. */
export function firstDifference(a: Int16Array, b: Int16Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}
