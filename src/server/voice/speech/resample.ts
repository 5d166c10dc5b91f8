// Sample-rate conversion for PCM16 mono: 24 kHz (OpenAI "pcm" speech) and 22.05 kHz (eSpeak NG)
// down to the agent's 16 kHz, chunk by chunk as audio streams in.
//
// Why not linear interpolation: going down to 16 kHz, everything between 8 kHz and the source's
// Nyquist folds back into the band (a sibilant's 10 kHz becomes a 6 kHz whistle). This is the
// textbook band-limited interpolation instead (J. O. Smith, "Digital Audio Resampling",
// https://ccrma.stanford.edu/~jos/resample/), as a polyphase FIR:
//   ratio L/M = to/from in lowest terms; output n sits at input time t = n·M/L
//   y[n] = Σ x[k]·h(t − k) over the 2K input samples nearest to t
//   h(x) = fc · sinc(fc·x) · kaiser(x / K),  sinc(u) = sin(πu)/(πu)
//   fc = min(1, L/M) · 0.92   (cut-off relative to the input's Nyquist: 92 % of the lower rate's)
//   K = ⌈16 / fc⌉             (16 zero crossings each side; 54 taps for 24→16 kHz)
//   kaiser(r) = I0(β·√(1 − r²)) / I0(β), β = 8 (about 80 dB stop-band)
// Each of the L phases is normalised to a DC gain of 1. The filter is centred (no delay): the
// last K input samples wait for their right-hand neighbours until the next chunk or flush().
// Cost: 2K multiply-adds per output sample, ~0.9 M per second of 16 kHz audio (about a
// millisecond).

const ZERO_CROSSINGS = 16;
const ROLLOFF = 0.92;
const KAISER_BETA = 8;
const I0_BETA = besselI0(KAISER_BETA);
/** Above this many phases (odd rates like 44 099 Hz) the taps are computed per sample instead. */
const MAX_TABLE_PHASES = 1024;

export type Resampler = {
  /** More input; returns every output sample that can already be computed. */
  push(pcm: Int16Array): Int16Array;
  /** End of input: the remaining output (input beyond the end counts as silence). */
  flush(): Int16Array;
};

export function createResampler(fromRate: number, toRate: number): Resampler {
  if (!Number.isInteger(fromRate) || !Number.isInteger(toRate) || fromRate <= 0 || toRate <= 0) {
    throw new RangeError(`sample rates must be positive integers (got ${fromRate} → ${toRate})`);
  }
  if (fromRate === toRate) return { push: (pcm) => pcm.slice(), flush: () => new Int16Array(0) };

  const g = gcd(fromRate, toRate);
  const L = toRate / g;
  const M = fromRate / g;
  const fc = Math.min(1, L / M) * ROLLOFF;
  const K = Math.ceil(ZERO_CROSSINGS / fc);
  const taps = 2 * K;
  const table = L <= MAX_TABLE_PHASES ? cachedTable(L, M, K, fc) : undefined;
  const scratch = new Float64Array(taps);

  // buf[j] is input sample (bufStart + j); K zeros stand in for the silence before the start.
  let buf = new Float32Array(K);
  let bufStart = -K;
  let received = 0;
  let next = 0; // index of the next output sample

  const append = (pcm: Int16Array | Float32Array) => {
    const grown = new Float32Array(buf.length + pcm.length);
    grown.set(buf);
    grown.set(pcm, buf.length);
    buf = grown;
  };

  /** Output samples n < limit whose right-hand neighbours are all in `buf`. */
  const produce = (limit: number): Int16Array => {
    const end = bufStart + buf.length; // first input index not in buf
    // Outputs whose centre i = ⌊n·M/L⌋ satisfies i + K < end.
    const available = Math.min(limit, Math.ceil(((end - K) * L) / M)) - next;
    const pcm = new Int16Array(Math.max(0, available));
    for (let o = 0; o < pcm.length; o++, next++) {
      const pos = next * M;
      const i = Math.floor(pos / L);
      const phase = pos - i * L;
      let coeffs: Float64Array = scratch;
      let offset = 0;
      if (table) {
        coeffs = table;
        offset = phase * taps;
      } else {
        fillTaps(scratch, phase / L, K, fc);
      }
      const first = i - K + 1 - bufStart;
      let acc = 0;
      for (let j = 0; j < taps; j++) acc += (buf[first + j] as number) * (coeffs[offset + j] as number);
      pcm[o] = acc > 32767 ? 32767 : acc < -32768 ? -32768 : Math.round(acc);
    }
    // Keep only what later outputs still need: from K − 1 samples before the next centre.
    const keepFrom = Math.floor((next * M) / L) - K + 1;
    if (keepFrom > bufStart) {
      buf = buf.slice(keepFrom - bufStart);
      bufStart = keepFrom;
    }
    return pcm;
  };

  return {
    push(pcm) {
      received += pcm.length;
      append(pcm);
      return produce(Number.POSITIVE_INFINITY);
    },
    flush() {
      append(new Float32Array(K + 1));
      const out = produce(Math.ceil((received * L) / M));
      buf = new Float32Array(K);
      bufStart = -K;
      received = 0;
      next = 0;
      return out;
    },
  };
}

/** One-shot conversion of a whole buffer. */
export function resample(pcm: Int16Array, fromRate: number, toRate: number): Int16Array {
  const r = createResampler(fromRate, toRate);
  const head = r.push(pcm);
  const tail = r.flush();
  const out = new Int16Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

const tables = new Map<string, Float64Array>();

/** The polyphase taps of one rate pair, built once per process (~15 000 values for 22.05→16 kHz). */
function cachedTable(L: number, M: number, K: number, fc: number): Float64Array {
  const key = `${L}/${M}`;
  let table = tables.get(key);
  if (!table) {
    table = buildTable(L, K, fc);
    tables.set(key, table);
  }
  return table;
}

function buildTable(L: number, K: number, fc: number): Float64Array {
  const taps = 2 * K;
  const table = new Float64Array(L * taps);
  const row = new Float64Array(taps);
  for (let p = 0; p < L; p++) {
    fillTaps(row, p / L, K, fc);
    table.set(row, p * taps);
  }
  return table;
}

/** Taps for an output at fraction `frac` past input i: tap j weighs input i − K + 1 + j. */
function fillTaps(into: Float64Array, frac: number, K: number, fc: number) {
  let sum = 0;
  for (let j = 0; j < into.length; j++) {
    const x = frac + K - 1 - j; // distance from the output time to this input sample
    const r = x / K;
    const w = Math.abs(r) >= 1 ? 0 : besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / I0_BETA;
    const u = fc * x;
    const sinc = u === 0 ? 1 : Math.sin(Math.PI * u) / (Math.PI * u);
    const h = fc * sinc * w;
    into[j] = h;
    sum += h;
  }
  for (let j = 0; j < into.length; j++) into[j] = (into[j] ?? 0) / sum;
}

/** Modified Bessel function of the first kind, order 0 (power series; converges fast for β ≤ 20). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 50; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
