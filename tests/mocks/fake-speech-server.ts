import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A fake OpenAI audio API on 127.0.0.1 (a free port), for the voice agent's speech clients:
//   POST /v1/audio/transcriptions  multipart (file, model, language, response_format) → {"text"}
//   POST /v1/audio/speech          JSON {model, voice, input, response_format} → raw 24 kHz
//                                  PCM16 LE mono (OpenAI's "pcm"), or a WAV when asked for one
// The speech is a 440 Hz tone, 60 ms per character of input (at least 300 ms), sent in a few
// chunks cut at odd byte offsets (a sample split across chunks), optionally after a delay.
// Every request is recorded, with the uploaded WAV's header read independently of the app's
// WAV code, and whether the client hung up before the answer was complete.
// Errors are OpenAI-shaped: {"error":{"message","type","code"}}.

export const FAKE_SPEECH_RATE = 24_000;
export const DEFAULT_FAKE_TRANSCRIPT = "Ich habe eine Frage zu den Brüchen.";

export type UploadedWav = {
  fileName: string;
  contentType: string;
  bytes: number;
  riffWave: boolean;
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Samples in the data chunk (PCM16 mono: data bytes / 2). */
  samples: number;
  pcm: Int16Array;
};

export type FakeSpeechRequest = {
  kind: "transcription" | "speech" | "other";
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** Multipart text fields (transcription). */
  fields: Record<string, string>;
  file: UploadedWav | undefined;
  /** JSON body (speech). */
  // biome-ignore lint/suspicious/noExplicitAny: a recorded JSON body, inspected by tests
  body: any;
  status: number;
  bytesSent: number;
  /** The client closed the connection before the whole answer was sent. */
  aborted: boolean;
};

export type FakeSpeechOptions = {
  /** Requests without `Authorization: Bearer <apiKey>` get 401. */
  apiKey?: string;
  /** The transcript when none is queued (default: DEFAULT_FAKE_TRANSCRIPT). */
  transcribe?: (upload: UploadedWav, fields: Record<string, string>) => string;
  transcriptionDelayMs?: number;
  msPerChar?: number;
  speechChunks?: number;
  firstByteDelayMs?: number;
  chunkDelayMs?: number;
  /** "wav": a WAV file at 24 kHz instead of raw PCM (a server that ignores response_format). */
  speechFormat?: "pcm" | "wav";
  port?: number;
};

export type FakeSpeechServer = {
  origin: string;
  /** What to configure as STT_BASE_URL / TTS_BASE_URL (origin + "/v1"). */
  baseURL: string;
  requests: FakeSpeechRequest[];
  /** Answers for the next transcriptions, in order. */
  transcripts: string[];
  /** The next request (either endpoint) gets this error instead. */
  failNext(status: number, message?: string): void;
  /** The exact 24 kHz audio the fake speaks for `input`. */
  speechFor(input: string): Int16Array;
  /** Resolves when the request with this index has finished or was abandoned by the client. */
  settled(index: number): Promise<FakeSpeechRequest>;
  close(): Promise<void>;
};

export async function startFakeSpeechServer(options: FakeSpeechOptions = {}): Promise<FakeSpeechServer> {
  const requests: FakeSpeechRequest[] = [];
  const settledWaiters = new Map<number, ((r: FakeSpeechRequest) => void)[]>();
  const settledSet = new Set<number>();
  const failures: { status: number; message: string }[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const speechFor = (input: string) => {
    const seconds = Math.max(0.3, (input.length * (options.msPerChar ?? 60)) / 1000);
    const pcm = new Int16Array(Math.round(seconds * FAKE_SPEECH_RATE));
    for (let i = 0; i < pcm.length; i++) {
      pcm[i] = Math.round(0.3 * 32767 * Math.sin((2 * Math.PI * 440 * i) / FAKE_SPEECH_RATE));
    }
    return pcm;
  };

  const fake: FakeSpeechServer = {
    origin: "",
    baseURL: "",
    requests,
    transcripts: [],
    failNext: (status, message) => void failures.push({ status, message: message ?? `Fake error ${status}` }),
    speechFor,
    settled: (index) =>
      new Promise((resolve) => {
        const r = requests[index];
        if (r && settledSet.has(index)) return resolve(r);
        settledWaiters.set(index, [...(settledWaiters.get(index) ?? []), resolve]);
      }),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const raw = await readBody(req).catch(() => undefined);
    if (!raw) return; // the client gave up while uploading
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const kind = path.endsWith("/audio/transcriptions")
      ? "transcription"
      : path.endsWith("/audio/speech")
        ? "speech"
        : "other";
    const record: FakeSpeechRequest = {
      kind,
      method: req.method ?? "GET",
      path,
      headers: req.headers,
      fields: {},
      file: undefined,
      body: undefined,
      status: 0,
      bytesSent: 0,
      aborted: false,
    };
    const index = requests.push(record) - 1;
    res.on("close", () => {
      record.aborted = !res.writableFinished;
      settledSet.add(index);
      for (const resolve of settledWaiters.get(index) ?? []) resolve(record);
      settledWaiters.delete(index);
    });

    if (req.method !== "POST" || kind === "other") return error(res, record, 404, `No fake for ${path}`);
    const auth = req.headers.authorization;
    if (options.apiKey && auth !== `Bearer ${options.apiKey}`) {
      const given = auth?.replace(/^Bearer /, "") ?? "";
      // Like OpenAI, the message names the key it got (the client must not log it).
      return error(res, record, 401, `Incorrect API key provided: ${given}`, "invalid_api_key");
    }
    const failure = failures.shift();
    if (failure) return error(res, record, failure.status, failure.message);

    if (kind === "transcription") {
      const form = await new Response(new Uint8Array(raw), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      })
        .formData()
        .catch(() => undefined);
      if (!form) return error(res, record, 400, "Could not parse multipart form");
      let file: File | undefined;
      for (const [name, value] of form.entries()) {
        if (typeof value === "string") record.fields[name] = value;
        else if (name === "file") file = value;
      }
      if (!file) return error(res, record, 400, "No file uploaded");
      record.file = readUploadedWav(file.name, file.type, new Uint8Array(await file.arrayBuffer()));
      await wait(options.transcriptionDelayMs ?? 0);
      if (res.destroyed) return;
      const text =
        fake.transcripts.shift() ??
        options.transcribe?.(record.file, record.fields) ??
        DEFAULT_FAKE_TRANSCRIPT;
      return json(res, record, 200, { text });
    }

    try {
      record.body = JSON.parse(raw.toString("utf8"));
    } catch {
      return error(res, record, 400, "Body is not JSON");
    }
    const input = record.body?.input;
    if (typeof input !== "string" || !input) return error(res, record, 400, "input is required");
    let bytes = Buffer.from(speechFor(input).buffer);
    if (options.speechFormat === "wav") bytes = Buffer.concat([wavHeader(bytes.length), bytes]);
    await wait(options.firstByteDelayMs ?? 0);
    if (res.destroyed) return;
    record.status = 200;
    res.writeHead(200, {
      "content-type": options.speechFormat === "wav" ? "audio/wav" : "application/octet-stream",
      "transfer-encoding": "chunked",
    });
    const cuts = oddCuts(bytes.length, options.speechChunks ?? 4);
    for (let i = 0; i < cuts.length - 1; i++) {
      if (i > 0) await wait(options.chunkDelayMs ?? 0);
      if (res.destroyed) return;
      const part = bytes.subarray(cuts[i], cuts[i + 1]);
      res.write(part);
      record.bytesSent += part.length;
    }
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.origin = `http://127.0.0.1:${port}`;
  fake.baseURL = `${fake.origin}/v1`;
  return fake;
}

/** Cut points 0 … length in `parts` pieces, the inner ones at odd offsets (mid-sample). */
function oddCuts(length: number, parts: number): number[] {
  const cuts = [0];
  for (let i = 1; i < parts; i++) {
    const at = Math.floor((length * i) / parts) | 1;
    if (at > (cuts.at(-1) ?? 0) && at < length) cuts.push(at);
  }
  cuts.push(length);
  return cuts;
}

function readUploadedWav(fileName: string, contentType: string, bytes: Uint8Array): UploadedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => Buffer.from(bytes.subarray(at, at + 4)).toString("latin1");
  const ok = bytes.length >= 44;
  const dataBytes = ok && tag(36) === "data" ? view.getUint32(40, true) : 0;
  const pcm = new Int16Array(Math.floor(dataBytes / 2));
  for (let i = 0; i < pcm.length; i++) pcm[i] = view.getInt16(44 + i * 2, true);
  return {
    fileName,
    contentType,
    bytes: bytes.length,
    riffWave: ok && tag(0) === "RIFF" && tag(8) === "WAVE" && tag(12) === "fmt ",
    format: ok ? view.getUint16(20, true) : 0,
    channels: ok ? view.getUint16(22, true) : 0,
    sampleRate: ok ? view.getUint32(24, true) : 0,
    bitsPerSample: ok ? view.getUint16(34, true) : 0,
    samples: pcm.length,
    pcm,
  };
}

/** A 44-byte header with a LIST chunk before "data", as some servers write it. */
function wavHeader(dataBytes: number): Buffer {
  const list = Buffer.from("LIST\x04\x00\x00\x00INFO", "latin1");
  const h = Buffer.alloc(36);
  h.write("RIFF", 0, "latin1");
  h.writeUInt32LE(28 + list.length + dataBytes, 4);
  h.write("WAVEfmt ", 8, "latin1");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(FAKE_SPEECH_RATE, 24);
  h.writeUInt32LE(FAKE_SPEECH_RATE * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  const data = Buffer.alloc(8);
  data.write("data", 0, "latin1");
  data.writeUInt32LE(dataBytes, 4);
  return Buffer.concat([h, list, data]);
}

function json(res: ServerResponse, record: FakeSpeechRequest, status: number, body: unknown) {
  record.status = status;
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json" });
  res.end(text);
  record.bytesSent += Buffer.byteLength(text);
}

function error(
  res: ServerResponse,
  record: FakeSpeechRequest,
  status: number,
  message: string,
  code?: string,
) {
  json(res, record, status, {
    error: { message, type: status === 401 ? "invalid_request_error" : "server_error", code: code ?? null },
  });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts)));
    req.on("error", reject);
  });
}
