import type { ReactNode } from "react";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { Mascot } from "../ui/mascot.tsx";

type PagePlaceholderProps = { title: string; children: ReactNode };

/** An honest stand-in for a screen that is still being built: it says so, in plain German. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <div className="mt-6 flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
        <Mascot className="size-20" />
        <div className="max-w-md space-y-2 text-slate-700 dark:text-slate-200">
          {children}
          <p className="font-semibold">Dieser Bereich wird gerade gebaut – schau bald wieder vorbei!</p>
        </div>
      </div>
    </div>
  );
}
