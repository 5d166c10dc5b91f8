import type { ReactNode } from "react";
import { BackLink } from "#client/components/ui/back-link.tsx";

type SessionHeaderProps = {
  title: string;
  /** Under the title: what kind of session this is (and the chat's offline hint). */
  subtitle: ReactNode;
  /** The subject's emoji tile, drawn by the screen that composes the session. */
  icon: ReactNode;
  /** Right of the title: the chat's two actions, the voice session's volume and files. */
  children: ReactNode;
};

const TITLE = "text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white";
const SUBTITLE =
  "mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 dark:text-slate-200";

/** Back to /tutor, the subject and the session's own controls (docs/product.md §2.9 and §2.10). */
export function SessionHeader({ title, subtitle, icon, children }: SessionHeaderProps) {
  return (
    <div className="space-y-3 border-b border-slate-200 pb-4 dark:border-slate-800">
      <BackLink to="/tutor">Zurück zum Tutor</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {icon}
          <div className="min-w-0">
            <h1 className={TITLE}>{title}</h1>
            <p className={SUBTITLE}>{subtitle}</p>
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}
