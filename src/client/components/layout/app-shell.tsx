import { type ReactNode, Suspense } from "react";
import { LoadingState } from "../ui/loading-state.tsx";
import { BottomNav } from "./bottom-nav.tsx";
import { Sidebar } from "./sidebar.tsx";
import { TopBar } from "./top-bar.tsx";

/** Sidebar (md+) or top bar + bottom tabs (small screens) around the page, with a skip link. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#main"
        className="sr-only rounded-xl bg-orange-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 dark:bg-orange-400 dark:text-slate-950"
      >
        Zum Inhalt springen
      </a>
      <Sidebar />
      <TopBar />
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-24 focus:outline-none md:pb-0">
        <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 md:py-10">
          <Suspense fallback={<LoadingState />}>{children}</Suspense>
        </div>
      </main>
      <BottomNav />
    </div>
  );
}
