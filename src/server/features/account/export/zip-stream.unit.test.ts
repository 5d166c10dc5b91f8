import { randomBytes } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipStream } from "./zip-stream.ts";

// Text that deflate cannot shrink much (base64 of random bytes: 6 bits a character), so the
// queue fills with about as many bytes as are written.
const pages = Array.from({ length: 100 }, () => randomBytes(37_500).toString("base64"));
const noise = (_chars: number, seed: number) => pages[seed % pages.length] as string;

const PAGES = 100;
const PAGE_CHARS = 50_000;

function producer(state: { produced: number; stopped: boolean }) {
  return async function* (zip: Parameters<Parameters<typeof zipStream>[0]>[0]) {
    try {
      for (let i = 0; i < PAGES; i++) {
        zip.file(`seite-${i}.txt`, noise(PAGE_CHARS, i + 1));
        const big = zip.open(`gross-${i}.txt`);
        big.write("[");
        big.write(noise(100, i));
        big.write("]");
        big.end();
        state.produced++;
        yield;
      }
    } finally {
      state.stopped = true;
    }
  };
}

describe("zipStream", () => {
  it("produces only as far as the reader has read (backpressure), and a valid zip in the end", async () => {
    const state = { produced: 0, stopped: false };
    const errors: unknown[] = [];
    const stream = zipStream(producer(state), (e) => errors.push(e));
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value as Uint8Array);
    await new Promise((r) => setTimeout(r, 50));
    // 256 KB of queue hold about seven pages of 38 KB; never the whole zip.
    expect(state.produced).toBeGreaterThan(0);
    expect(state.produced).toBeLessThan(15);
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      chunks.push(next.value);
    }
    expect(state.produced).toBe(PAGES);
    expect(errors).toEqual([]);
    const zip = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      zip.set(chunk, at);
      at += chunk.length;
    }
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toHaveLength(2 * PAGES);
    expect(strFromU8(entries["seite-7.txt"] as Uint8Array)).toBe(noise(PAGE_CHARS, 8));
    expect(strFromU8(entries["gross-3.txt"] as Uint8Array)).toBe(`[${noise(100, 3)}]`);
  });

  it("stops reading when the client goes away", async () => {
    const state = { produced: 0, stopped: false };
    const stream = zipStream(producer(state), () => undefined);
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(state.stopped).toBe(true);
    expect(state.produced).toBeLessThan(PAGES);
  });

  it("reports a failed read and ends the stream with an error", async () => {
    const errors: unknown[] = [];
    const stream = zipStream(
      async function* (zip) {
        zip.file("a.txt", "a");
        yield;
        throw new Error("database gone");
      },
      (e) => errors.push(e),
    );
    await expect(new Response(stream).arrayBuffer()).rejects.toThrow("database gone");
    expect(errors).toHaveLength(1);
  });
});
