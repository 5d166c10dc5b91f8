import { crc32, deflateRawSync } from "node:zlib";
import { Zip, ZipDeflate, type ZipInputFile } from "fflate";

/** Where the export's producer writes its zip entries. */
export type ZipSink = {
  /** A whole entry at once: for readable pages, each small. */
  file(path: string, text: string): void;
  /** An entry written in pieces (the data file, as the database is read page by page). */
  open(path: string): ZipEntryWriter;
};

export type ZipEntryWriter = { write(text: string): void; end(): void };

/** Text is handed to the deflater in pieces of about this many characters. */
const TEXT_PIECE = 64 * 1024;
/** fflate emits many small chunks; they go to the response in pieces of at least this size. */
const OUT_PIECE = 64 * 1024;
/** The response's queue: the producer is asked for more only while less than this waits. */
const QUEUE_BYTES = 256 * 1024;

/**
 * A zip as a web stream that is produced as it is read. `produce` is an async generator that
 * writes entries into the sink and yields after each unit of work (one page of rows); the stream
 * asks for the next unit only when its queue has room, so a slow client holds the reading of the
 * database back (backpressure) and the server never holds more than a page and the queue.
 * fflate writes entries one after the other: an entry must be ended before the next is begun,
 * or fflate would keep the later one's bytes in memory until then.
 */
export function zipStream(
  produce: (zip: ZipSink) => AsyncGenerator<unknown, void, undefined>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let failed = false;
  /** Chunks handed to the stream so far. */
  let enqueued = 0;

  const flush = () => {
    if (pendingBytes === 0) return;
    const piece = pending.length === 1 ? (pending[0] as Uint8Array) : concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    enqueued++;
    controller.enqueue(piece);
  };
  const zip = new Zip((error, data, final) => {
    if (failed) return;
    if (error) {
      failed = true;
      onError(error);
      controller.error(error);
      return;
    }
    if (data.length > 0) {
      pending.push(data);
      pendingBytes += data.length;
      if (pendingBytes >= OUT_PIECE) flush();
    }
    if (final) {
      flush();
      controller.close();
    }
  });
  const encoder = new TextEncoder();
  const mtime = new Date();
  const sink: ZipSink = {
    file(path, text) {
      // A whole page, compressed at once by zlib (native code whose working memory is freed
      // when the call returns) and framed by fflate. fflate's own deflater allocates some
      // 300 KB of buffers per entry that only the garbage collector frees: for 1 500 small
      // pages that was most of the export's memory (docs/decisions/049-data-export.md).
      const bytes = encoder.encode(text);
      const entry: ZipInputFile = {
        filename: path,
        size: bytes.length,
        crc: crc32(bytes),
        compression: 8,
        flag: 0,
        mtime,
      };
      zip.add(entry);
      entry.ondata?.(null, deflateRawSync(bytes, { level: 6 }), true);
    },
    open(path) {
      const deflate = new ZipDeflate(path, { level: 6 });
      deflate.mtime = mtime;
      zip.add(deflate);
      let buffered: string[] = [];
      let length = 0;
      const push = (final: boolean) => {
        deflate.push(encoder.encode(buffered.join("")), final);
        buffered = [];
        length = 0;
      };
      return {
        write(text) {
          buffered.push(text);
          length += text.length;
          if (length >= TEXT_PIECE) push(false);
        },
        end: () => push(true),
      };
    },
  };
  const steps = produce(sink);

  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      async pull() {
        // A stream calls pull again only when something was enqueued (or read) meanwhile: a
        // step that produced nothing yet (deflate holds small inputs back) is followed by the
        // next one here, or the download would stall.
        try {
          const before = enqueued;
          while (!failed) {
            const step = await steps.next();
            if (failed) return;
            if (step.done) {
              zip.end();
              return;
            }
            flush();
            if (enqueued !== before) return;
          }
        } catch (error) {
          failed = true;
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        // The client went away: stop reading the database.
        failed = true;
        await steps.return();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUE_BYTES }),
  );
}

function concat(chunks: Uint8Array[], bytes: number) {
  const out = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
