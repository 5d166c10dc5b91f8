import { type ReactNode, useId } from "react";

type CardProps = { title: string; children: ReactNode; className?: string; actions?: ReactNode };

/** A white box with an h2, the way the profile's boxes look; a region named by its heading. */
export function Card({ title, children, className = "", actions }: CardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 dark:bg-slate-900 dark:ring-slate-700 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-slate-900 dark:text-white">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
