import type { Logger } from "#server/lib/logger.ts";
import { pcm16ToBase64 } from "#server/voice/speech/pcm.ts";
import { speakableText } from "#server/voice/speech/speakable-text.ts";
import { AGENT_SAMPLE_RATE, type TextToSpeech } from "#server/voice/speech/speech.ts";
import { plainText } from "./plain-text.ts";
import { agentResponseMessage, audioMessage, type ServerMessage } from "./protocol.ts";
import { createSentenceSplitter } from "./sentences.ts";

// One reply, spoken while its text arrives: deltas → sentences → the voice, one sentence after
// another, audio in messages of `chunkMs` (every one carries the reply's event id); when the
// text is complete, the whole of it as one agent_response (the transcript's entry, as the SDK
// shows ElevenLabs' replies). After an abort nothing more is sent, but the text source is still
// read to its end (it stops at once): the turn's storing happens inside it. It also estimates
// when the browser will have played what was sent, so the pupil speaking over the tutor's last
// words still counts as an interruption.

export type SpeakerDeps = {
  send(message: ServerMessage): void;
  tts: TextToSpeech;
  now: () => number;
  chunkMs: number;
  log: () => Logger;
};

export type SpokenReply = { firstAudioMs: number | null; chars: number };

export function replySpeaker({ send, tts, now, chunkMs, log }: SpeakerDeps) {
  const chunkSamples = Math.round((AGENT_SAMPLE_RATE * chunkMs) / 1000);
  let playbackEndsAt = 0;

  async function say(sentence: string, id: number, signal: AbortSignal, onAudio: () => void) {
    const words = speakableText(sentence);
    if (!words) return;
    try {
      for await (const pcm of tts.synthesize(words, signal)) {
        for (let at = 0; at < pcm.length; at += chunkSamples) {
          if (signal.aborted) return;
          const chunk = pcm.subarray(at, Math.min(pcm.length, at + chunkSamples));
          onAudio();
          send(audioMessage(pcm16ToBase64(chunk), id));
          playbackEndsAt = Math.max(now(), playbackEndsAt) + (chunk.length * 1000) / AGENT_SAMPLE_RATE;
        }
        if (signal.aborted) return;
      }
    } catch (error) {
      if (signal.aborted) return;
      // The transcript still gets the text; the pupil reads what could not be said.
      log().warn({ err: error, voice: tts.name }, "speech synthesis failed");
    }
  }

  return {
    /** Whether the browser is presumably still playing audio that was sent. */
    playing: () => now() < playbackEndsAt,
    /** The browser dropped what it had (interruption). */
    flushed() {
      playbackEndsAt = 0;
    },

    async speak(
      source: AsyncIterable<string>,
      reply: { id: number; signal: AbortSignal; textOnly: boolean; startedAt?: number | undefined },
    ): Promise<SpokenReply> {
      const { id, signal, startedAt } = reply;
      const splitter = createSentenceSplitter();
      const sentences = queue<string>();
      let firstAudioMs: number | null = null;
      const voice = (async () => {
        for await (const sentence of sentences) {
          if (signal.aborted || reply.textOnly) continue;
          await say(sentence, id, signal, () => {
            if (firstAudioMs === null && startedAt !== undefined)
              firstAudioMs = Math.round(now() - startedAt);
          });
        }
      })();
      let text = "";
      try {
        for await (const delta of source) {
          if (signal.aborted) continue;
          text += delta;
          for (const sentence of splitter.push(delta)) sentences.push(sentence);
        }
        const rest = splitter.flush();
        if (rest && !signal.aborted) sentences.push(rest);
      } finally {
        sentences.end();
      }
      const shown = plainText(text);
      if (shown && !signal.aborted) send(agentResponseMessage(shown, id));
      await voice;
      return { firstAudioMs, chars: shown.length };
    },
  };
}

/** A minimal async queue: push, end, and read with for await. */
function queue<T>() {
  const items: T[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push(item: T) {
      items.push(item);
      notify();
    },
    end() {
      ended = true;
      notify();
    },
    async *[Symbol.asyncIterator]() {
      for (;;) {
        const item = items.shift();
        if (item !== undefined) {
          yield item;
          continue;
        }
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}
