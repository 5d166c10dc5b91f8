import { createServer } from "node:http";
import { startFakeSpeechServer, type UploadedWav } from "#tests/mocks/fake-speech-server.ts";
import type { FakeBehaviour } from "#tests/mocks/fake-upstream.ts";
import { SPEECH_INSPECTION_PORT } from "./servers.ts";
import { PUPIL_QUESTION } from "./voice-audio.ts";

// Speech recognition for the voice journey (voice-session.spec.ts) on the model server
// (analysis-model-server.ts): the fake OpenAI transcription endpoint (tests/mocks/
// fake-speech-server.ts). It cannot recognise words, so for any utterance long enough to be the
// pupil's question it answers the question's text (what the fake microphone's WAV says,
// voice-audio.ts), and nothing for a shorter sound. What it received is listed at
// GET http://127.0.0.1:{SPEECH_INSPECTION_PORT}/__speech/requests, so the journey can check that
// the browser's microphone audio really reached it. The voice stays the offline eSpeak NG voice.
// Also the fake model's answers to the voice turns, so the tutor's reply is recognisable.

/** Shorter utterances are a click or a cough: the fake hears nothing in them. */
export const MIN_UTTERANCE_MS = 800;

/** The fake model's answer to the pupil's question. */
export const TUTOR_ANSWER =
  "Drei Viertel sind sechs Achtel. Sechs Achtel plus ein Achtel sind sieben Achtel.";

/** The fake model's answer when the pupil has just shared a file (the screen's request). */
export const FILE_ANSWER = "Danke für deine Datei! Welche Aufgabe daraus möchtest du zuerst rechnen?";

/** One transcription request as the fake received it (its WAV read independently of the app's code). */
export type HeardUtterance = {
  /** Milliseconds since the epoch, when the request arrived. */
  at: number;
  riffWave: boolean;
  /** 1: integer PCM. */
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationMs: number;
  /** The loudest 20 ms frame (dBFS): silence would be far below −40. */
  peakFrameDb: number;
  language: string | undefined;
  model: string | undefined;
  /** What the fake answered. */
  text: string;
};

function peakFrameDb(upload: UploadedWav): number {
  const frame = Math.max(1, Math.round(upload.sampleRate / 50));
  let peak = 0;
  for (let at = 0; at + frame <= upload.pcm.length; at += frame) {
    let sum = 0;
    for (let i = at; i < at + frame; i++) sum += (upload.pcm[i] ?? 0) ** 2;
    peak = Math.max(peak, Math.sqrt(sum / frame));
  }
  return peak > 0 ? Math.round(20 * Math.log10(peak / 32768)) : -Infinity;
}

/** Starts the fake recogniser and its inspection endpoint; returns the STT_BASE_URL. */
export async function startVoiceSpeechRecognition(): Promise<string> {
  const heard: HeardUtterance[] = [];
  const fake = await startFakeSpeechServer({
    transcribe: (upload, fields) => {
      const durationMs = upload.sampleRate > 0 ? Math.round((upload.samples * 1000) / upload.sampleRate) : 0;
      const text = durationMs >= MIN_UTTERANCE_MS ? PUPIL_QUESTION : "";
      heard.push({
        at: Date.now(),
        riffWave: upload.riffWave,
        format: upload.format,
        channels: upload.channels,
        sampleRate: upload.sampleRate,
        bitsPerSample: upload.bitsPerSample,
        durationMs,
        peakFrameDb: peakFrameDb(upload),
        language: fields.language,
        model: fields.model,
        text,
      });
      return text;
    },
  });
  const inspection = createServer((req, res) => {
    if (req.method === "GET" && req.url === "/__speech/requests") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(heard));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => inspection.listen(SPEECH_INSPECTION_PORT, "127.0.0.1", resolve));
  return fake.baseURL;
}

type ChatBody = { messages?: Array<{ role: string; content: unknown }> };

function lastUserText(body: unknown): string {
  const messages = (body as ChatBody | null)?.messages ?? [];
  const content = messages.findLast((m) => m.role === "user")?.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? "").join("");
  return "";
}

/** The fake model's reply to a voice turn of the journey; undefined for anything else. */
export function voiceTurnReply(body: unknown): FakeBehaviour | undefined {
  const text = lastUserText(body);
  if (text.includes(PUPIL_QUESTION)) return { kind: "reply", text: TUTOR_ANSWER };
  if (/Ich habe dir gerade (eine Datei|\d+ Dateien) hochgeladen\./.test(text)) {
    return { kind: "reply", text: FILE_ANSWER };
  }
  return undefined;
}
