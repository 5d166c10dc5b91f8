import { describe, expect, it } from "vitest";
import {
  base64ToPcm16,
  bytesToPcm16,
  createPcm16Decoder,
  encodeWav,
  floatToPcm16,
  PcmFormatError,
  parseWav,
  pcm16ToBase64,
  pcm16ToBytes,
  readWavHeader,
} from "./pcm.ts";

const extremes = Int16Array.from([-32768, -1, 0, 1, 255, 256, 32767]);

describe("base64 and bytes", () => {
  it("round-trips samples through little-endian base64", () => {
    expect(pcm16ToBase64(Int16Array.from([1]))).toBe("AQA=");
    expect(pcm16ToBase64(Int16Array.from([-2]))).toBe("/v8=");
    expect(base64ToPcm16(pcm16ToBase64(extremes))).toEqual(extremes);
    expect(base64ToPcm16("")).toEqual(new Int16Array(0));
  });

  it("refuses an odd number of bytes", () => {
    expect(() => base64ToPcm16("AQAB")).toThrow(PcmFormatError);
  });

  it("reads samples from any offset of a shared buffer", () => {
    const bytes = new Uint8Array(1 + extremes.byteLength);
    bytes.set(pcm16ToBytes(extremes), 1);
    expect(bytesToPcm16(bytes.subarray(1))).toEqual(extremes);
  });

  it("clamps float samples into PCM16", () => {
    expect(Array.from(floatToPcm16(Float32Array.from([-2, -1, 0, 0.5, 1, 2, Number.NaN])))).toEqual([
      -32768, -32768, 0, 16384, 32767, 32767, 0,
    ]);
  });
});

describe("a byte stream cut anywhere", () => {
  it("carries a half sample over to the next chunk", () => {
    const bytes = pcm16ToBytes(extremes);
    for (const cut of [1, 3, 5, 7, 13]) {
      const decoder = createPcm16Decoder();
      const a = decoder.push(bytes.subarray(0, cut));
      const b = decoder.push(bytes.subarray(cut, cut)); // an empty chunk changes nothing
      const c = decoder.push(bytes.subarray(cut));
      expect([...a, ...b, ...c]).toEqual([...extremes]);
      expect(decoder.end()).toBe(false);
    }
  });

  it("reports a dangling byte at the end", () => {
    const decoder = createPcm16Decoder();
    expect(decoder.push(Uint8Array.from([1, 0, 7]))).toEqual(Int16Array.from([1]));
    expect(decoder.end()).toBe(true);
  });
});

describe("WAV", () => {
  it("writes a canonical 44-byte header and reads it back", () => {
    const wav = encodeWav(extremes, 16_000);
    expect(wav.byteLength).toBe(44 + extremes.byteLength);
    expect(Buffer.from(wav.subarray(0, 16)).toString("latin1")).toBe(`RIFF${"\x32\x00\x00\x00"}WAVEfmt `);
    expect(readWavHeader(wav)).toEqual({ sampleRate: 16_000, channels: 1, dataOffset: 44, dataBytes: 14 });
    expect(parseWav(wav)).toEqual({ sampleRate: 16_000, pcm: extremes });
  });

  it("skips other chunks (with their pad byte) and reads WAVE_FORMAT_EXTENSIBLE", () => {
    const fmt = extensibleFmt(22_050, 1);
    const odd = chunk("junk", Uint8Array.from([1, 2, 3])); // odd size: one pad byte follows
    const wav = riff([chunk("LIST", new Uint8Array(10)), fmt, odd, chunk("data", pcm16ToBytes(extremes))]);
    expect(parseWav(wav)).toEqual({ sampleRate: 22_050, pcm: extremes });
  });

  it("averages channels and takes a streaming writer's unknown data size as the rest", () => {
    const stereo = Int16Array.from([100, 300, -100, -300, 7, 8]);
    const data = chunk("data", pcm16ToBytes(stereo));
    new DataView(data.buffer).setUint32(4, 0xffffffff, true);
    const wav = riff([plainFmt(44_100, 2, 16), data]);
    expect(parseWav(wav)).toEqual({ sampleRate: 44_100, pcm: Int16Array.from([200, -200, 8]) });
  });

  it("waits for more bytes while the header is incomplete and refuses what is not PCM16", () => {
    const wav = encodeWav(extremes, 16_000);
    expect(readWavHeader(wav.subarray(0, 30))).toBeUndefined();
    expect(() => parseWav(wav.subarray(0, 30))).toThrow(PcmFormatError);
    expect(() => readWavHeader(new TextEncoder().encode("ID3\x04 not a wav file"))).toThrow(/RIFF/);
    expect(() => parseWav(riff([plainFmt(8000, 1, 8), chunk("data", new Uint8Array(4))]))).toThrow(/8 bits/);
  });
});

function chunk(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length + (body.length % 2));
  out.set(new TextEncoder().encode(id));
  new DataView(out.buffer).setUint32(4, body.length, true);
  out.set(body, 8);
  return out;
}

function riff(chunks: Uint8Array[]): Uint8Array {
  const body = Buffer.concat([Buffer.from("WAVE"), ...chunks]);
  return new Uint8Array(Buffer.concat([chunk("RIFF", body).subarray(0, 8), body]));
}

function plainFmt(rate: number, channels: number, bits: number): Uint8Array {
  const b = Buffer.alloc(16);
  b.writeUInt16LE(1, 0);
  b.writeUInt16LE(channels, 2);
  b.writeUInt32LE(rate, 4);
  b.writeUInt32LE((rate * channels * bits) / 8, 8);
  b.writeUInt16LE((channels * bits) / 8, 12);
  b.writeUInt16LE(bits, 14);
  return chunk("fmt ", b);
}

function extensibleFmt(rate: number, channels: number): Uint8Array {
  const b = Buffer.alloc(40);
  Buffer.from(plainFmt(rate, channels, 16).subarray(8)).copy(b);
  b.writeUInt16LE(0xfffe, 0);
  b.writeUInt16LE(22, 16); // cbSize
  b.writeUInt16LE(16, 18); // valid bits
  b.writeUInt16LE(1, 24); // sub-format GUID starts with WAVE_FORMAT_PCM
  return chunk("fmt ", b);
}
