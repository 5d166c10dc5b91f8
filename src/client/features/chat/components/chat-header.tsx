import type { ReactNode } from "react";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FlagIcon, TrashIcon } from "#client/components/ui/icons.tsx";
import { OfflineBadge } from "./offline-badge.tsx";

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

/** Back to /tutor, the subject, the offline hint and the two actions (docs/product.md §2.9). */
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
  return (
    <div className="space-y-3 border-b border-slate-200 pb-4 dark:border-slate-800">
      <BackLink to="/tutor">Zurück zum Tutor</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {icon}
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
              {subjectName}
            </h1>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-200">
              <span>Chat mit deinem KI-Tutor</span>
              {offline && <OfflineBadge />}
            </p>
          </div>
        </div>
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
      </div>
    </div>
  );
}
