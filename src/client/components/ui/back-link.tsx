import { Link } from "react-router";
import { ArrowLeftIcon } from "./icons.tsx";

type BackLinkProps = { to: string; children: string };

/** "Zurück …" above a page's heading: a plain link with an arrow, large enough to tap. */
export function BackLink({ to, children }: BackLinkProps) {
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-xl px-2 font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-orange-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-orange-300"
    >
      <ArrowLeftIcon className="size-5" />
      {children}
    </Link>
  );
}
