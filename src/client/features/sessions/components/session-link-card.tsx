import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { sessionSubjectEmoji } from "../lib/session-display.ts";

// The home page's short list is compact: a smaller emoji, everything on one line's centre.
const LOOKS = {
  compact: { card: "items-center", emoji: "size-11 rounded-xl text-xl" },
  full: { card: "sm:gap-4", emoji: "size-12 rounded-2xl text-2xl" },
} as const;

type SessionLinkCardProps = { session: SessionSummary; look: keyof typeof LOOKS; children: ReactNode };

/** A session as one link to its analysis: a card with the subject's emoji, then what the list tells. */
export function SessionLinkCard({ session, look, children }: SessionLinkCardProps) {
  const { card, emoji } = LOOKS[look];
  return (
    <Link
      to={`/analysis/${encodeURIComponent(session.id)}`}
      className={`flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-orange-50 hover:ring-orange-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 dark:bg-slate-900 dark:ring-slate-700 dark:hover:bg-slate-800 dark:hover:ring-orange-400/60 dark:focus-visible:outline-orange-300 ${card}`}
    >
      <span
        aria-hidden="true"
        className={`grid shrink-0 place-items-center bg-orange-100 dark:bg-orange-400/15 ${emoji}`}
      >
        {sessionSubjectEmoji(session)}
      </span>
      {children}
    </Link>
  );
}
