import { type ReactNode, useId } from "react";
import { Link, type LinkProps } from "react-router";

type ChoiceCardLinkProps = Pick<LinkProps, "to" | "onClick"> & {
  /** The card's own look: layout, padding, ring and hover. */
  className: string;
  /** Before the text: an icon or emoji (decorative). */
  media: ReactNode;
  title: string;
  /** The title's size (and wrapping). */
  titleClassName: string;
  description: string;
  descriptionClassName?: string;
};

/**
 * A whole card as one link, as the tutor's choices are offered (/tutor/select and
 * /tutor/select/{subjectId}): named by its title, described by its description.
 */
export function ChoiceCardLink({
  to,
  onClick,
  className,
  media,
  title,
  titleClassName,
  description,
  descriptionClassName,
}: ChoiceCardLinkProps) {
  const id = useId();
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className={className}
    >
      {media}
      <span className="min-w-0">
        <span
          id={`${id}-title`}
          className={`block font-bold text-slate-900 dark:text-white ${titleClassName}`}
        >
          {title}
        </span>
        <span
          id={`${id}-description`}
          className={`mt-1 block text-slate-600 dark:text-slate-300${descriptionClassName ? ` ${descriptionClassName}` : ""}`}
        >
          {description}
        </span>
      </span>
    </Link>
  );
}
