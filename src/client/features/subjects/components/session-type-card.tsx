import { ChatIcon, MicIcon } from "#client/components/ui/icons.tsx";
import type { SessionTypeChoice } from "../lib/session-types.ts";
import { ChoiceCardLink } from "./choice-card-link.tsx";

type SessionTypeCardProps = { choice: SessionTypeChoice; to: string; onPick: () => void };

const ICONS = { chat: ChatIcon, voice: MicIcon } as const;

/** Chat or voice (/tutor/select/{subjectId}): one link per way of learning. */
export function SessionTypeCard({ choice, to, onPick }: SessionTypeCardProps) {
  const Icon = ICONS[choice.type];
  return (
    <ChoiceCardLink
      to={to}
      onClick={onPick}
      className={
        "flex h-full items-start gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition " +
        "hover:ring-2 hover:ring-orange-500 focus-visible:outline-3 focus-visible:outline-offset-2 " +
        "focus-visible:outline-orange-600 dark:bg-slate-900 dark:ring-slate-700 dark:hover:ring-orange-300 " +
        "dark:focus-visible:outline-orange-300"
      }
      media={
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-200">
          <Icon className="size-7" />
        </span>
      }
      title={choice.title}
      titleClassName="text-xl"
      description={choice.description}
    />
  );
}
