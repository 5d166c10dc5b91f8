import { Button } from "#client/components/ui/button.tsx";
import { FlagIcon, MicIcon } from "#client/components/ui/icons.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import type { VoiceStatus } from "../hooks/use-voice-conversation.ts";

type VoiceControlsProps = {
  status: VoiceStatus;
  /** The tutor is speaking (else listening). */
  speaking: boolean;
  /** No speech recognition: the pupil writes (docs/product.md §2.10). */
  typing: boolean;
  /** 'KI-Tutor' or 'Übungs-Tutor (offline)' (docs/product.md §2.1). */
  tutorName: string;
  microphoneDenied: boolean;
  /** Why a conversation cannot start yet or any more (the stored one loads, or the session is over). */
  startBlocked: string | null;
  /** 'Session beenden' is shown (connected, or a stopped conversation with a transcript). */
  showEnd: boolean;
  canEnd: boolean;
  ending: boolean;
  onStart: () => void;
  onStop: () => void;
  onEnd: () => void;
};

function statusLine({ status, speaking, typing, tutorName, startBlocked }: VoiceControlsProps): string {
  if (status === "connecting") return `Die Verbindung zu deinem ${tutorName} wird aufgebaut …`;
  if (status === "disconnected") return startBlocked ?? "";
  if (speaking) return `Dein ${tutorName} spricht …`;
  return typing ? "Du kannst jetzt schreiben." : "Du kannst jetzt sprechen.";
}

/**
 * Start, stop and end (docs/product.md §2.10): 'Session starten' ('Verbinde...') is disabled
 * while connecting, without the microphone, or while `startBlocked` says why; 'Session beenden' ('Beende...') without enough
 * messages or while ending.
 */
export function VoiceControls(props: VoiceControlsProps) {
  const {
    status,
    speaking,
    microphoneDenied,
    startBlocked,
    showEnd,
    canEnd,
    ending,
    onStart,
    onStop,
    onEnd,
  } = props;
  const connected = status === "connected";
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        {connected ? (
          <Button variant="secondary" className="min-h-12 px-6" onClick={onStop} disabled={ending}>
            Stoppen
          </Button>
        ) : (
          <Button
            className="min-h-12 px-6"
            onClick={onStart}
            disabled={status === "connecting" || microphoneDenied || ending || startBlocked !== null}
          >
            {status === "connecting" ? <Spinner className="size-5" /> : <MicIcon className="size-5" />}
            {status === "connecting" ? "Verbinde..." : "Session starten"}
          </Button>
        )}
        {showEnd && (
          <Button className="min-h-12 px-6" onClick={onEnd} disabled={!canEnd}>
            <FlagIcon />
            {ending ? "Beende..." : "Session beenden"}
          </Button>
        )}
      </div>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
        {connected && (
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${speaking ? "bg-orange-600 motion-safe:animate-pulse dark:bg-orange-300" : "bg-emerald-600 dark:bg-emerald-400"}`}
          />
        )}
        {statusLine(props)}
      </p>
    </div>
  );
}
