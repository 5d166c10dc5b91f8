import type { Mode } from "@elevenlabs/client";
import { use, useCallback, useEffect, useRef, useState } from "react";
import {
  fileMessages,
  type SessionMessage,
  sessionMessage,
  useStoredConversation,
} from "#client/features/tutor-session/index.ts";
import { currentAccessToken } from "#client/lib/api-client.ts";
import type { HelpCard } from "#shared/contracts/chat.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { getSignedUrl } from "../api/get-signed-url.ts";
import { FILES_FALLBACK_REPLY, filesUploadedPrompt } from "../lib/file-messages.ts";
import { isPermissionRefusal, microphoneProblem } from "../lib/microphone.ts";
import { VoiceConversationContext, type VoiceConversationHandle } from "../lib/start-conversation.ts";
import type { MicrophoneRequest } from "./use-microphone-permission.ts";

/** docs/product.md §2.10, connection. */
export type VoiceStatus = "disconnected" | "connecting" | "connected";

/** docs/product.md §2.10: the volume starts at 0.8. */
export const DEFAULT_VOLUME = 0.8;

const messageOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));
const connectionError = (message: string | undefined) =>
  `Verbindungsfehler: ${message?.trim() || "Unbekannter Fehler"}`;
const startError = (message: string) => `Fehler beim Starten der Sitzung: ${message}`;

type UseVoiceConversationOptions = {
  subject: Subject;
  sessionId: string;
  /** The sessionId came with the address: the session's stored turns are the earlier transcript. */
  cameWithAddress?: boolean;
  /** Asks for the microphone before connecting (use-microphone-permission.ts). */
  requestMicrophone: () => Promise<MicrophoneRequest>;
  /** The SDK was refused the microphone after all (it asks once more itself). */
  onMicrophoneRefused: () => void;
};

/**
 * One voice session's conversation (docs/product.md §2.10 and §5.3): start asks for the microphone, gets
 * a signed URL and opens the conversation; what the pupil says and the tutor answers becomes
 * the transcript. Callbacks of an earlier attempt (stopped, or left while connecting) are ignored.
 */
export function useVoiceConversation({
  subject,
  sessionId,
  cameWithAddress = false,
  requestMicrophone,
  onMicrophoneRefused,
}: UseVoiceConversationOptions) {
  const startConversation = use(VoiceConversationContext);
  const [status, setStatus] = useState<VoiceStatus>("disconnected");
  const [mode, setMode] = useState<Mode>("listening");
  const [messages, setMessages] = useState<SessionMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [volume, setVolumeState] = useState(DEFAULT_VOLUME);
  // Pro Juventute 147, from the signed URL: the screen shows it beside a crisis answer.
  const [helpCard, setHelpCard] = useState<HelpCard | null>(null);
  const statusRef = useRef<VoiceStatus>("disconnected");
  const volumeRef = useRef(DEFAULT_VOLUME);
  const conversation = useRef<VoiceConversationHandle | null>(null);
  const connectedAt = useRef<number | null>(null);
  // Each start is an attempt; only the newest one's callbacks count.
  const attempt = useRef(0);

  const changeStatus = useCallback((next: VoiceStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);
  // A function, so a check after an await reads the status of now.
  const isConnected = useCallback(() => statusRef.current === "connected", []);
  const append = useCallback((...added: SessionMessage[]) => {
    setMessages((current) => [...current, ...added]);
  }, []);
  // Resume (docs/decisions/039-resume-and-resend.md): what was said and typed before, stored by the
  // server turn by turn (voice-tutor.ts), comes first; a new conversation goes on under the same id.
  const stored = useStoredConversation({
    sessionId,
    cameWithAddress,
    onStored: (earlier) => setMessages((current) => [...earlier, ...current]),
    onFailed: (message) => setError(message),
  });
  // A completed session is only shown (the server would refuse its turns); Start waits for the lookup.
  const locked = stored.restoring || stored.completed;

  // Leaving the page ends the conversation, also one still connecting.
  useEffect(
    () => () => {
      attempt.current += 1;
      void conversation.current?.endSession().catch(() => {});
      conversation.current = null;
    },
    [],
  );

  const start = useCallback(async () => {
    if (statusRef.current !== "disconnected" || locked) return;
    const id = ++attempt.current;
    const current = () => id === attempt.current;
    // null: the microphone was refused; the screen says so while the permission is denied.
    const fail = (message: string | null) => {
      if (!current()) return;
      changeStatus("disconnected");
      setError(message);
    };
    // docs/product.md §2.10: start sets connecting and clears the error.
    changeStatus("connecting");
    setError(null);

    const microphone = await requestMicrophone();
    if (!current()) return;
    if (!microphone.ok) {
      fail(microphone.refused ? null : startError(microphoneProblem(microphone.error)));
      return;
    }
    try {
      const signed = await getSignedUrl({ subject: subject.id, sessionType: "voice", sessionId });
      if (!current()) return;
      const { signedUrl, sessionOptions } = signed;
      if (signed.helpCard) setHelpCard(signed.helpCard);
      // The local agent checks who is speaking with the pupil's token; ElevenLabs never sees it.
      const token = sessionOptions?.backend === "local" ? await currentAccessToken() : null;
      const handle = await startConversation({
        signedUrl,
        overrides: sessionOptions?.overrides,
        dynamicVariables: {
          ...sessionOptions?.dynamicVariables,
          ...(token ? { lernfunke_access_token: token } : {}),
        },
        onConnect: () => {
          if (!current()) return;
          connectedAt.current = Date.now();
          changeStatus("connected");
        },
        onDisconnect: (details) => {
          if (!current()) return;
          conversation.current = null;
          setMode("listening");
          changeStatus("disconnected");
          // docs/product.md §5.3: close code 1000 is the agent's normal end, the pupil's own end is none.
          if (details.reason === "error") setError(connectionError(details.message));
        },
        onError: (message) => {
          if (current()) setError(connectionError(message));
        },
        onMessage: ({ source, message }) => {
          if (current()) append(sessionMessage(source === "user" ? "user" : "assistant", message));
        },
        onModeChange: ({ mode: next }) => {
          if (current()) setMode(next);
        },
      });
      if (!current()) {
        // Stopped or left while connecting.
        void handle.endSession().catch(() => {});
        return;
      }
      // Closed again before startSession returned: onDisconnect has said why.
      if (!isConnected()) return;
      conversation.current = handle;
      handle.setVolume({ volume: volumeRef.current });
    } catch (cause) {
      if (isPermissionRefusal(cause)) {
        onMicrophoneRefused();
        fail(null);
      } else {
        fail(startError(messageOf(cause)));
      }
    }
  }, [
    locked,
    subject.id,
    sessionId,
    requestMicrophone,
    onMicrophoneRefused,
    startConversation,
    changeStatus,
    isConnected,
    append,
  ]);

  /** 'Stoppen' (and the first step of ending): closes the conversation; the transcript stays. */
  const stop = useCallback(async () => {
    const handle = conversation.current;
    if (!handle) {
      // Still connecting: this attempt no longer counts.
      if (statusRef.current === "connecting") {
        attempt.current += 1;
        changeStatus("disconnected");
      }
      return;
    }
    conversation.current = null;
    try {
      await handle.endSession();
    } catch (cause) {
      // The SDK is disconnected all the same; nothing the pupil could do about it.
      console.warn("Ending the voice conversation failed.", cause);
    } finally {
      setMode("listening");
      changeStatus("disconnected");
    }
  }, [changeStatus]);

  /** docs/product.md §5.2: volume limited to 0-1; applied now and to the next conversation. */
  const setVolume = useCallback((value: number) => {
    const next = Math.min(1, Math.max(0, Math.round(value * 10) / 10));
    volumeRef.current = next;
    setVolumeState(next);
    conversation.current?.setVolume({ volume: next });
  }, []);

  /** A typed message (when the server cannot understand speech); true when it was sent. */
  const sendText = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      const handle = conversation.current;
      if (!text || !handle?.isOpen()) return false;
      try {
        handle.sendUserMessage(text);
      } catch (cause) {
        setError(connectionError(messageOf(cause)));
        return false;
      }
      append(sessionMessage("user", text));
      return true;
    },
    [append],
  );

  /**
   * Uploaded files (docs/product.md §4.10): each analysed file goes to the tutor as the pupil's
   * message and shows in the transcript as the file, then the request to look at them. When the
   * conversation cannot take them, the tutor's fallback reply shows instead (docs/product.md §5.3).
   */
  const sendFiles = useCallback(
    (files: SessionFilesUploadResponse["uploadedFiles"]) => {
      const shared = fileMessages(files);
      if (shared.length === 0) return;
      append(...shared.map((file) => sessionMessage("user", file.text, { attachments: [file.attachment] })));
      const handle = conversation.current;
      try {
        if (!handle?.isOpen()) throw new Error("Die Verbindung ist geschlossen.");
        for (const file of shared) handle.sendUserMessage(file.text);
        handle.sendUserMessage(filesUploadedPrompt(shared.length));
      } catch (cause) {
        console.warn("Could not send the files to the voice tutor.", cause);
        append(sessionMessage("assistant", FILES_FALLBACK_REPLY));
      }
    },
    [append],
  );

  /** Milliseconds since the conversation connected (docs/product.md §3.1: sessionDuration). */
  const duration = useCallback(
    () => (connectedAt.current === null ? undefined : Date.now() - connectedAt.current),
    [],
  );

  return {
    restoring: stored.restoring,
    completed: stored.completed,
    status,
    mode,
    messages,
    error,
    volume,
    helpCard,
    start,
    stop,
    setVolume,
    sendText,
    sendFiles,
    duration,
  };
}
