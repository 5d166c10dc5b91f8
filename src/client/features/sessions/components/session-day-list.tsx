import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { groupByDay } from "#shared/format/day-groups.ts";
import { DeleteSessionButton } from "./delete-session-button.tsx";
import { SessionCard } from "./session-card.tsx";

type SessionDayListProps = { sessions: readonly SessionSummary[]; now?: Date };

/**
 * The sessions grouped by the pupil's calendar day: an <h3> and a list per day. Each card has its
 * own delete button beside it, not inside: a button inside a link is not allowed.
 */
export function SessionDayList({ sessions, now = new Date() }: SessionDayListProps) {
  return (
    <div className="@container space-y-6">
      {groupByDay(sessions, now).map((group) => {
        const headingId = `session-day-${group.day}`;
        return (
          <section key={group.day} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-base font-bold text-slate-800 dark:text-slate-100">
              {group.heading}
            </h3>
            <ul className="mt-2 space-y-3">
              {group.items.map((session) => (
                <li key={session.id} className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <SessionCard session={session} />
                  </div>
                  <DeleteSessionButton session={session} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
