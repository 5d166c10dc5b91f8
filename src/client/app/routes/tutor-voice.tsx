import { SessionFilesDialog } from "#client/features/files/components/session-files-dialog.tsx";
import { generateVoiceSessionId } from "#client/features/tutor-session/index.ts";
import { VoiceScreen } from "#client/features/voice/components/voice-screen.tsx";
import { TutorSessionRoute } from "../tutor-session-route.tsx";

/**
 * /tutor/ai-voice/:subject?sessionId={id}: the voice session (docs/product.md §2.10), its id
 * voice_{timestamp}_{random} when the address has none. Unknown subject: 'Fach nicht gefunden'
 * (docs/product.md §5.3).
 */
export default function TutorVoiceRoute() {
  return (
    <TutorSessionRoute
      generateId={generateVoiceSessionId}
      notFound="voice"
      screen={(session) => (
        <VoiceScreen
          {...session}
          filesDialog={(slot) => <SessionFilesDialog sessionId={session.sessionId} {...slot} />}
        />
      )}
    />
  );
}
