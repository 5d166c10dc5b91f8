import { Link, useLocation } from "react-router";
import { isNavItemActive, NAV_ITEMS } from "./nav-items.ts";

/** Small screens: fixed tab bar with the five entries, clear of the iPhone home indicator. */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Hauptnavigation"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="grid grid-cols-5">
        {NAV_ITEMS.map(({ to, label, icon: Icon }) => {
          const active = isNavItemActive(to, pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={
                  "flex min-h-16 flex-col items-center justify-center gap-1 text-xs font-semibold " +
                  "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300 " +
                  (active ? "text-orange-800 dark:text-orange-300" : "text-slate-600 dark:text-slate-300")
                }
              >
                <span
                  className={`grid h-7 w-12 place-items-center rounded-full ${active ? "bg-orange-100 dark:bg-orange-400/15" : ""}`}
                >
                  <Icon className="size-5" />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
