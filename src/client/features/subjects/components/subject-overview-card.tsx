import { useId } from "react";
import { Link, type LinkProps } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import type { Subject } from "#shared/domain/subjects.ts";
import { SubjectEmoji } from "./subject-emoji.tsx";

type SubjectOverviewCardProps = { subject: Subject } & Pick<LinkProps, "to" | "onClick">;

/**
 * A subject on /faecher: emoji, name, description and 'Lernen starten'. Every card's link has
 * that same text, so it is described by the subject's name for screen readers.
 */
export function SubjectOverviewCard({ subject, to, onClick }: SubjectOverviewCardProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="relative flex h-full flex-col overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5"
        style={{ backgroundColor: subject.color }}
      />
      <div className="flex items-center gap-4 @xl:flex-col @xl:items-start @xl:gap-3">
        <SubjectEmoji subject={subject} />
        <h2
          id={`${id}-name`}
          className="min-w-0 text-lg font-bold break-words hyphens-auto text-slate-900 dark:text-white"
        >
          {subject.name}
        </h2>
      </div>
      <p className="mt-3 flex-1 text-slate-700 dark:text-slate-200">{subject.description}</p>
      <Link
        to={to}
        onClick={onClick}
        aria-describedby={`${id}-name`}
        className={buttonClasses("primary", "mt-5 w-full")}
      >
        Lernen starten
      </Link>
    </article>
  );
}
