import type { ReactNode } from "react";

// Module-level, so React calls it once when a heading mounts, not on every render.
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

type StageHeadingProps = { id?: string; describedBy?: string; children: ReactNode };

/**
 * Each stage and each question starts with its heading focused, so a screen reader announces
 * what is new and Tab continues from there (the stages replace each other inside one dialog).
 */
export function StageHeading({ id, describedBy, children }: StageHeadingProps) {
  return (
    <h2
      id={id}
      ref={focusOnMount}
      tabIndex={-1}
      aria-describedby={describedBy}
      className="text-2xl font-extrabold tracking-tight text-slate-900 focus:outline-none sm:text-3xl dark:text-white"
    >
      {children}
    </h2>
  );
}
