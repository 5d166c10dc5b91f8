import { type IncomingSocketEvent, WebSocketConnection } from "@elevenlabs/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { pcm16ToBase64 } from "#server/voice/speech/pcm.ts";
import { chunks, mix, noise, tone } from "#server/voice/speech/test-signals.ts";
import {
  DEFAULT_FAKE_TRANSCRIPT,
  type FakeSpeechServer,
  startFakeSpeechServer,
} from "#tests/mocks/fake-speech-server.ts";
import { startVoiceServer, useBrowserLikeWebSocket, type VoiceServer } from "#tests/support/voice-server.ts";

// A spoken turn end to end: the SDK's audio chunks → the real turn detector → the
// OpenAI-compatible speech recognition and voice (a fake OpenAI audio API) → the offline tutor,
// through @elevenlabs/client's websocket connection.

let speech: FakeSpeechServer;
let server: VoiceServer;
let restoreWebSocket: () => void;

beforeAll(async () => {
  restoreWebSocket = useBrowserLikeWebSocket();
  speech = await startFakeSpeechServer({ msPerChar: 20 });
  server = await startVoiceServer({ STT_BASE_URL: speech.baseURL, TTS_BASE_URL: speech.baseURL });
});
afterAll(async () => {
  restoreWebSocket?.();
  await server?.close();
  await speech?.close();
});

async function until(check: () => unknown, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

it("hears the pupil: interruption, transcript, stored turn, and a spoken reply with a newer event id", async () => {
  const { session } = await server.signUp();
  const { signedUrl, sessionId } = await server.signedUrl(session.access_token);
  const connection = await WebSocketConnection.create({
    signedUrl,
    dynamicVariables: { lernfunke_access_token: session.access_token },
  });
  const events: IncomingSocketEvent[] = [];
  connection.onMessage((event) => events.push(event));
  await until(() => events.some((e) => e.type === "audio"), "the first message's audio");

  // What the SDK's microphone sends: 25 ms chunks of a quiet room, a pupil speaking for 0.7 s
  // (a tone), then the room again.
  const utterance = [noise(1000, -60), mix(tone(700, -20), noise(700, -60, 2)), noise(1000, -60, 3)];
  for (const part of utterance) {
    for (const chunk of chunks(part)) connection.sendMessage({ user_audio_chunk: pcm16ToBase64(chunk) });
  }
  await until(() => events.some((e) => e.type === "user_transcript"), "the transcript");
  await until(
    () => events.slice(events.findIndex((e) => e.type === "user_transcript")).some((e) => e.type === "audio"),
    "the spoken reply",
  );
  await until(() => events.filter((e) => e.type === "agent_response").length >= 2, "the reply's text");
  connection.close();

  const greeting = events.find((e) => e.type === "audio");
  const interruption = events.find((e) => e.type === "interruption");
  const transcriptAt = events.findIndex((e) => e.type === "user_transcript");
  const transcript = events[transcriptAt];
  expect(greeting?.type === "audio" && interruption).toEqual({
    type: "interruption",
    interruption_event: { event_id: greeting?.type === "audio" ? greeting.audio_event.event_id : -1 },
  });
  expect(transcript?.type === "user_transcript" && transcript.user_transcription_event.user_transcript).toBe(
    DEFAULT_FAKE_TRANSCRIPT,
  );
  const transcriptId =
    transcript?.type === "user_transcript" ? transcript.user_transcription_event.event_id : 0;
  const replyAudio = events.slice(transcriptAt).flatMap((e) => (e.type === "audio" ? [e.audio_event] : []));
  for (const a of replyAudio) {
    expect(a.event_id).toBeGreaterThan(transcriptId);
    expect(Buffer.from(a.audio_base_64, "base64").length % 2).toBe(0);
  }

  // The recogniser got one WAV at 16 kHz: the pre-roll, the 0.7 s and a short tail.
  const uploads = speech.requests.filter((r) => r.kind === "transcription");
  expect(uploads).toHaveLength(1);
  expect(uploads[0]?.file).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16 });
  expect(uploads[0]?.file?.samples).toBeGreaterThan(0.7 * 16_000);
  expect(uploads[0]?.file?.samples).toBeLessThan(1.3 * 16_000);

  const stored = await server.json("GET", `/api/sessions/${sessionId}`, undefined, session.access_token);
  expect(
    stored.body.session.conversationTranscript.map((t: { type: string; text: string }) => t.type),
  ).toEqual(["user", "assistant"]);
  expect(stored.body.session.conversationTranscript[0].text).toBe(DEFAULT_FAKE_TRANSCRIPT);
});
