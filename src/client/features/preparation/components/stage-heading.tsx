import type { ReactNode } from "react";

const focus = (heading: HTMLHeadingElement | null) => heading?.focus();

/**
 * A stage's heading, focused when the stage appears: the stages replace each other in place, so
 * a screen reader hears what is new and Tab goes on from there. The first stage is not focused
 * (`focusOnMount` false): opening the page must not jump into it.
 */
export function StageHeading({
  children,
  focusOnMount = true,
}: {
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  return (
    <h2
      ref={focusOnMount ? focus : undefined}
      tabIndex={-1}
      className="text-xl font-extrabold tracking-tight text-slate-900 focus:outline-none sm:text-2xl dark:text-white"
    >
      {children}
    </h2>
  );
}
