import { type ReactNode, useMemo, useState } from "react";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import {
  COMPLETED_HINT,
  MessageComposer,
  RESTORING_HINT,
  tutorName,
  useOfflineTutor,
  useTutorSession,
  useVoiceHealth,
} from "#client/features/tutor-session/index.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import type { SessionFilesUploadResponse } from "#shared/contracts/files.ts";
import { isHelplineAnswer } from "#shared/domain/helpline.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { useMicrophonePermission } from "../hooks/use-microphone-permission.ts";
import { useScreenWakeLock } from "../hooks/use-screen-wake-lock.ts";
import { useVoiceConversation } from "../hooks/use-voice-conversation.ts";
import { MICROPHONE_DENIED_MESSAGE } from "../lib/microphone.ts";
import { NoSpeechRecognitionNotice } from "./no-speech-recognition-notice.tsx";
import { VoiceControls } from "./voice-controls.tsx";
import { VoiceFilesButton } from "./voice-files-button.tsx";
import { VoiceHeader } from "./voice-header.tsx";
import { VoiceHelpCard } from "./voice-help-card.tsx";
import { VoiceStatusTiles } from "./voice-status-tiles.tsx";
import { VoiceTips } from "./voice-tips.tsx";
import { VoiceTranscript } from "./voice-transcript.tsx";

// The local agent takes user messages up to 60 000 characters; a typed question is far shorter.
const MAX_TYPED = 2000;

/** What the upload dialog gets from the voice screen (the files feature draws it, see filesDialog). */
export type VoiceFilesDialogSlot = {
  uploadedCount: number;
  onUploaded: (response: SessionFilesUploadResponse) => void;
  onClose: () => void;
};

type VoiceScreenProps = {
  subject: Subject;
  sessionId: string;
  /** The sessionId came with the address: the session's stored transcript is shown and goes on. */
  cameWithAddress?: boolean;
  /** The subject's emoji tile (from the subjects feature; the screen composing this one passes it). */
  icon: ReactNode;
  /** The upload dialog (from the files feature), opened by 'Dateien'. */
  filesDialog?: (slot: VoiceFilesDialogSlot) => ReactNode;
  /** After the session is completed, before the analysis opens: e.g. refresh the session list. */
  onSessionCompleted?: () => void;
};

/** The voice session of one subject (docs/product.md §2.10; errors §5.3). */
export function VoiceScreen({
  subject,
  sessionId,
  cameWithAddress = false,
  icon,
  filesDialog,
  onSessionCompleted,
}: VoiceScreenProps) {
  usePageTitle(`Sprechen: ${subject.name}`);
  const microphone = useMicrophonePermission();
  const voice = useVoiceConversation({
    subject,
    sessionId,
    cameWithAddress,
    requestMicrophone: microphone.request,
    onMicrophoneRefused: () => microphone.setPermission("denied"),
  });
  const health = useVoiceHealth();
  const session = useTutorSession({ sessionType: "voice", subject, sessionId, onSessionCompleted }, voice);
  const { endSession } = session;
  const [filesOpen, setFilesOpen] = useState(false);
  const connected = voice.status === "connected";
  useScreenWakeLock(connected);
  const typing = health.data?.speechRecognition === false;
  const offline = useOfflineTutor("voice");
  const canType = connected && !endSession.ending;
  // A crisis answer names Pro Juventute 147 (as in the chat); the transcript only keeps what was
  // said, so the card is shown from then on. Messages are only ever added: it stays.
  const helpline = useMemo(
    () => voice.messages.some((m) => m.role === "assistant" && isHelplineAnswer(m.text)),
    [voice.messages],
  );

  return (
    <div className="space-y-5">
      <VoiceHeader
        subjectName={subject.name}
        icon={icon}
        volume={voice.volume}
        onVolumeChange={voice.setVolume}
        files={
          <VoiceFilesButton
            uploadedCount={session.files.count}
            connected={connected && !endSession.ending}
            onOpen={() => setFilesOpen(true)}
          />
        }
        typing={typing}
        offline={offline === true}
      />
      {/* docs/product.md §5.3: a refused microphone is said as long as the permission stays denied
          (the pupil may allow it in the browser's settings meanwhile). */}
      <ErrorAlert
        message={
          endSession.error ??
          voice.error ??
          (microphone.permission === "denied" ? MICROPHONE_DENIED_MESSAGE : null)
        }
      />
      {typing && <NoSpeechRecognitionNotice />}
      <VoiceTranscript messages={voice.messages} connected={connected} typing={typing} />
      {helpline && voice.helpCard && <VoiceHelpCard card={voice.helpCard} />}
      {/* Decision 018, Screen: the pupil types, the tutor still answers aloud; only during a conversation. */}
      {typing && (
        <MessageComposer
          onSend={voice.sendText}
          multiline={false}
          disabled={!canType}
          placeholder={canType ? "Schreib deine Frage …" : "Starte zuerst die Session"}
          hint={
            canType
              ? "Enter sendet. Dein Tutor antwortet dir mit seiner Stimme."
              : "Sobald die Session läuft, kannst du hier schreiben."
          }
          maxLength={MAX_TYPED}
        />
      )}
      <VoiceControls
        status={voice.status}
        speaking={voice.mode === "speaking"}
        typing={typing}
        tutorName={tutorName(offline)}
        microphoneDenied={microphone.permission === "denied"}
        startBlocked={voice.completed ? COMPLETED_HINT : voice.restoring ? RESTORING_HINT : null}
        // Also after 'Stoppen' or a dropped connection: what was said can still be analysed; a
        // completed session has been.
        showEnd={!voice.completed && (connected || voice.messages.length > 0 || endSession.ending)}
        canEnd={endSession.canEnd && voice.status !== "connecting"}
        ending={endSession.ending}
        onStart={() => void voice.start()}
        onStop={() => void voice.stop()}
        onEnd={() => void endSession.end()}
      />
      <VoiceStatusTiles
        connected={connected}
        messageCount={voice.messages.length}
        microphone={microphone.permission}
      />
      <VoiceTips typing={typing} />
      {filesOpen &&
        filesDialog?.({
          uploadedCount: session.files.count,
          onUploaded: session.onUploaded,
          onClose: () => setFilesOpen(false),
        })}
    </div>
  );
}
