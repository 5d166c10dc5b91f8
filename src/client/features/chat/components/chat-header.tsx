import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { FlagIcon, TrashIcon } from "#client/components/ui/icons.tsx";
import { OfflineBadge, SessionHeader } from "#client/features/tutor-session/index.ts";

type ChatHeaderProps = {
  subjectName: string;
  /** The subject's emoji tile, drawn by the screen that composes the chat. */
  icon: ReactNode;
  offline: boolean;
  canClear: boolean;
  onClear: () => void;
  canEnd: boolean;
  ending: boolean;
  onEnd: () => void;
};

/** The session's header with the offline hint and the chat's two actions (docs/product.md §2.9). */
export function ChatHeader({
  subjectName,
  icon,
  offline,
  canClear,
  onClear,
  canEnd,
  ending,
  onEnd,
}: ChatHeaderProps) {
  // Offline, the badge is the tutor's name (docs/product.md §2.1): "Chat mit deinem Übungs-Tutor (offline)".
  const subtitle = offline ? (
    <>
      {/* The space is for screen readers; the flex gap draws it. */}
      <span>Chat mit deinem </span>
      <OfflineBadge />
    </>
  ) : (
    <span>Chat mit deinem KI-Tutor</span>
  );
  return (
    <SessionHeader title={subjectName} subtitle={subtitle} icon={icon}>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <Button variant="secondary" className="whitespace-nowrap" onClick={onClear} disabled={!canClear}>
          <TrashIcon className="hidden size-5 sm:block" />
          Chat löschen
        </Button>
        <Button variant="primary" className="whitespace-nowrap" onClick={onEnd} disabled={!canEnd}>
          <FlagIcon className="hidden size-5 sm:block" />
          {ending ? "Beende..." : "Session beenden"}
        </Button>
      </div>
    </SessionHeader>
  );
}
