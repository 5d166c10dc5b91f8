import { useId } from "react";
import { Link } from "react-router";
import { ChatIcon, MicIcon } from "#client/components/ui/icons.tsx";
import type { SessionTypeChoice } from "../lib/session-types.ts";

type SessionTypeCardProps = { choice: SessionTypeChoice; to: string; onPick: () => void };

const ICONS = { chat: ChatIcon, voice: MicIcon } as const;

/** Chat or voice (/tutor/select/{subjectId}): one link per way of learning. */
export function SessionTypeCard({ choice, to, onPick }: SessionTypeCardProps) {
  const id = useId();
  const Icon = ICONS[choice.type];
  return (
    <Link
      to={to}
      onClick={onPick}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={
        "flex h-full items-start gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition " +
        "hover:ring-2 hover:ring-orange-500 focus-visible:outline-3 focus-visible:outline-offset-2 " +
        "focus-visible:outline-orange-600 dark:bg-slate-900 dark:ring-slate-700 dark:hover:ring-orange-300 " +
        "dark:focus-visible:outline-orange-300"
      }
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200">
        <Icon className="size-7" />
      </span>
      <span className="min-w-0">
        <span id={`${id}-title`} className="block text-xl font-bold text-slate-900 dark:text-white">
          {choice.title}
        </span>
        <span id={`${id}-description`} className="mt-1 block text-slate-600 dark:text-slate-300">
          {choice.description}
        </span>
      </span>
    </Link>
  );
}
