// Where this server serves the voice SDK's audio scripts (decision 018): @elevenlabs/client's
// two AudioWorklet processors and the libsamplerate resampler, which the SDK would otherwise
// inline as blob:/data: URLs (blocked by script-src 'self') or load from a CDN. vite.config.ts
// copies them to these paths in the build and serves them in development.
// No imports: vite.config.ts reads this file too.

export const VOICE_AUDIO_FILES = {
  rawAudioProcessor: "/voice/raw-audio-processor.js",
  audioConcatProcessor: "/voice/audio-concat-processor.js",
  libsamplerate: "/voice/libsamplerate.worklet.js",
} as const;
