import type { LinkProps } from "react-router";
import type { Subject } from "#shared/domain/subjects.ts";
import { ChoiceCardLink } from "./choice-card-link.tsx";
import { SubjectEmoji } from "./subject-emoji.tsx";

type SubjectPickCardProps = { subject: Subject } & Pick<LinkProps, "to" | "onClick">;

/**
 * A subject to learn (/tutor/select), with the subject's colour as a stripe on the left. The @xl
 * variants follow the page's @container, i.e. the width the grid really has.
 */
export function SubjectPickCard({ subject, to, onClick }: SubjectPickCardProps) {
  return (
    <ChoiceCardLink
      to={to}
      onClick={onClick}
      className={
        "relative flex h-full items-start gap-4 overflow-hidden rounded-3xl bg-white py-5 pr-5 pl-6 shadow-sm " +
        // Several columns: the emoji goes above the name, which then has the card's whole width.
        "@xl:flex-col @xl:gap-3 " +
        "ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-slate-300 " +
        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 " +
        "motion-reduce:hover:translate-y-0 dark:bg-slate-900 dark:ring-slate-700 dark:hover:ring-slate-500 " +
        "dark:focus-visible:outline-orange-300"
      }
      media={
        <>
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 w-1.5"
            style={{ backgroundColor: subject.color }}
          />
          <SubjectEmoji subject={subject} className="size-12 text-2xl" />
        </>
      }
      title={subject.name}
      titleClassName="text-lg break-words hyphens-auto"
      description={subject.description}
      descriptionClassName="text-sm"
    />
  );
}
