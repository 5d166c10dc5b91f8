import type { BaseSessionConfig, DisconnectionDetails, Mode } from "@elevenlabs/client";
import { createContext } from "react";
import { VOICE_AUDIO_FILES } from "./voice-audio-files.ts";

/** What the screen needs from a running conversation (a subset of @elevenlabs/client's). */
export type VoiceConversationHandle = {
  endSession(): Promise<void>;
  setVolume(options: { volume: number }): void;
  sendUserMessage(text: string): void;
  isOpen(): boolean;
};

/** The callbacks the screen listens to, in @elevenlabs/client's shapes. */
export type VoiceCallbacks = {
  onConnect: (props: { conversationId: string }) => void;
  onDisconnect: (details: DisconnectionDetails) => void;
  onError: (message: string, context?: unknown) => void;
  onMessage: (props: { source: "user" | "ai"; message: string }) => void;
  onModeChange: (props: { mode: Mode }) => void;
};

export type VoiceSessionRequest = VoiceCallbacks & {
  signedUrl: string;
  overrides?: BaseSessionConfig["overrides"];
  dynamicVariables?: Record<string, string | number | boolean>;
};

/**
 * Opens a conversation; resolves once it is connected (onConnect has been called), rejects
 * when it could not be opened. The one swap point of the voice service: tests provide a fake
 * through VoiceConversationContext.
 */
export type StartVoiceConversation = (request: VoiceSessionRequest) => Promise<VoiceConversationHandle>;

/**
 * The real one: @elevenlabs/client over a websocket (the only kind a signed URL allows),
 * loaded on first use so the SDK (and the WebRTC library it bundles) stays out of the app's
 * first download. The audio scripts come from this server (voice-audio-files.ts). The screen
 * holds the wake lock itself (docs/product.md §2.10), so the SDK's own is off.
 */
export const startElevenLabsConversation: StartVoiceConversation = async (request) => {
  const { Conversation } = await import("@elevenlabs/client");
  return Conversation.startSession({
    ...request,
    connectionType: "websocket",
    useWakeLock: false,
    workletPaths: {
      rawAudioProcessor: VOICE_AUDIO_FILES.rawAudioProcessor,
      audioConcatProcessor: VOICE_AUDIO_FILES.audioConcatProcessor,
    },
    libsampleratePath: VOICE_AUDIO_FILES.libsamplerate,
  });
};

export const VoiceConversationContext = createContext<StartVoiceConversation>(startElevenLabsConversation);
