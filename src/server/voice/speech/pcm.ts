// PCM16 helpers for the voice agent: the wire's base64 (the protocol's user_audio_chunk and
// audio_base_64 carry PCM16 little-endian mono, so an odd byte count is malformed), float
// samples from decoders, byte streams cut at odd places (HTTP chunks), and WAV, which the
// transcription upload needs and eSpeak NG writes. Resampling lives in resample.ts.

const BIG_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 0;

export class PcmFormatError extends Error {
  override readonly name = "PcmFormatError";
}

/** Little-endian bytes → samples. The bytes are copied, so any offset or pooled buffer works. */
export function bytesToPcm16(bytes: Uint8Array): Int16Array {
  if (bytes.byteLength % 2 !== 0) {
    throw new PcmFormatError(`PCM16 needs an even number of bytes, got ${bytes.byteLength}`);
  }
  const pcm = new Int16Array(bytes.byteLength / 2);
  new Uint8Array(pcm.buffer).set(bytes);
  if (BIG_ENDIAN) swapBytes(pcm);
  return pcm;
}

/** Samples → little-endian bytes (a view of the same memory on little-endian machines). */
export function pcm16ToBytes(pcm: Int16Array): Uint8Array {
  if (!BIG_ENDIAN) return new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const copy = pcm.slice();
  swapBytes(copy);
  return new Uint8Array(copy.buffer);
}

export function base64ToPcm16(base64: string): Int16Array {
  return bytesToPcm16(Buffer.from(base64, "base64"));
}

export function pcm16ToBase64(pcm: Int16Array): string {
  const bytes = pcm16ToBytes(pcm);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}

/**
 * Float samples in [-1, 1] → PCM16. Out-of-range values are clamped (a decoder's overshoot must
 * not wrap around into a click); the asymmetric scale maps -1 to -32768 and 1 to 32767.
 */
export function floatToPcm16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    pcm[i] = Math.round(s < 0 ? s * 0x8000 : s * 0x7fff);
  }
  return pcm;
}

/**
 * Turns a byte stream cut anywhere (HTTP chunks may end mid-sample) into whole samples: an odd
 * byte is carried over to the next chunk. `end()` reports a dangling byte, which means the
 * stream itself was malformed or cut short; callers drop it.
 */
export function createPcm16Decoder() {
  let carry: number | undefined;
  return {
    push(chunk: Uint8Array): Int16Array {
      if (chunk.byteLength === 0) return new Int16Array(0);
      let bytes = chunk;
      if (carry !== undefined) {
        bytes = new Uint8Array(chunk.byteLength + 1);
        bytes[0] = carry;
        bytes.set(chunk, 1);
        carry = undefined;
      }
      if (bytes.byteLength % 2 !== 0) {
        carry = bytes[bytes.byteLength - 1];
        bytes = bytes.subarray(0, bytes.byteLength - 1);
      }
      return bytesToPcm16(bytes);
    },
    /** Whether a half sample was left over at the end of the stream. */
    end(): boolean {
      const dangling = carry !== undefined;
      carry = undefined;
      return dangling;
    },
  };
}

export function concatPcm16(parts: readonly Int16Array[]): Int16Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Int16Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A canonical 44-byte-header WAV file: PCM16 mono at `sampleRate`. */
export function encodeWav(pcm: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = pcm.length * 2;
  const wav = new Uint8Array(44 + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) wav[at + i] = text.charCodeAt(i);
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // format: integer PCM
  view.setUint16(22, 1, true); // channels
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  wav.set(pcm16ToBytes(pcm), 44);
  return wav;
}

export type WavHeader = { sampleRate: number; channels: number; dataOffset: number; dataBytes: number };

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

/**
 * Reads a WAV header: walks the RIFF chunks (skipping LIST, fact, bext … and the pad byte after
 * an odd-sized chunk) to "fmt " and "data". Only PCM16 is accepted. A data size that runs past
 * the end, or the 0 / 0xFFFFFFFF that streaming writers leave, means "until the end of the
 * bytes". Returns undefined while the bytes do not reach the data chunk yet (a stream's start).
 */
export function readWavHeader(bytes: Uint8Array): WavHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12) return undefined;
  if (tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new PcmFormatError("not a RIFF/WAVE file");
  let fmt: { sampleRate: number; channels: number } | undefined;
  let at = 12;
  while (at + 8 <= bytes.byteLength) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "data") {
      if (!fmt) throw new PcmFormatError("WAV data chunk before its fmt chunk");
      const available = bytes.byteLength - body;
      const dataBytes = size === 0 || size === 0xffffffff || size > available ? available : size;
      return { ...fmt, dataOffset: body, dataBytes };
    }
    if (id === "fmt ") {
      if (body + 16 > bytes.byteLength) return undefined;
      let format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (format === WAVE_FORMAT_EXTENSIBLE && size >= 40) {
        if (body + 26 > bytes.byteLength) return undefined;
        format = view.getUint16(body + 24, true); // the sub-format GUID starts with the format tag
      }
      if (format !== WAVE_FORMAT_PCM || bits !== 16) {
        throw new PcmFormatError(`unsupported WAV format ${format} with ${bits} bits (need PCM16)`);
      }
      if (channels < 1 || sampleRate < 1) throw new PcmFormatError("WAV without channels or sample rate");
      fmt = { sampleRate, channels };
    }
    at = body + size + (size % 2);
  }
  return undefined;
}

/** A whole WAV file → mono PCM16 (channels are averaged) and its sample rate. */
export function parseWav(bytes: Uint8Array): { sampleRate: number; pcm: Int16Array } {
  const header = readWavHeader(bytes);
  if (!header) throw new PcmFormatError("WAV file ends before its data chunk");
  const frameBytes = header.channels * 2;
  const usable = header.dataBytes - (header.dataBytes % frameBytes);
  const interleaved = bytesToPcm16(bytes.subarray(header.dataOffset, header.dataOffset + usable));
  return { sampleRate: header.sampleRate, pcm: downmix(interleaved, header.channels) };
}

export function downmix(interleaved: Int16Array, channels: number): Int16Array {
  if (channels === 1) return interleaved;
  const mono = new Int16Array(Math.floor(interleaved.length / channels));
  for (let i = 0; i < mono.length; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += interleaved[i * channels + c] ?? 0;
    mono[i] = Math.round(sum / channels);
  }
  return mono;
}

function swapBytes(pcm: Int16Array) {
  const bytes = new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  for (let i = 0; i < bytes.length; i += 2) {
    const b = bytes[i] ?? 0;
    bytes[i] = bytes[i + 1] ?? 0;
    bytes[i + 1] = b;
  }
}
