import { MainNav } from "./main-nav.tsx";

/** Small screens: fixed tab bar with the five entries (a teacher's two), clear of the iPhone home indicator. */
export function BottomNav() {
  return (
    <MainNav
      className="fixed inset-x-0 bottom-0 z-20 print:hidden border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-900"
      listClassName="grid auto-cols-fr grid-flow-col"
      linkClassName={(active) =>
        "flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-semibold " +
        "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300 " +
        (active ? "text-orange-800 dark:text-orange-300" : "text-slate-600 dark:text-slate-300")
      }
      renderIcon={(icon, active) => (
        <span
          className={`grid h-7 w-12 place-items-center rounded-full ${active ? "bg-orange-100 dark:bg-orange-400/15" : ""}`}
        >
          {icon}
        </span>
      )}
    />
  );
}
