import { Link } from "react-router";
import { Logo } from "../ui/logo.tsx";
import { MainNav } from "./main-nav.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** Medium screens and up: logo, the five entries and the theme toggle at the bottom. */
export function Sidebar() {
  return (
    <header className="sticky top-0 hidden h-dvh print:hidden w-64 shrink-0 flex-col border-r border-slate-200 bg-white px-4 py-6 md:flex dark:border-slate-800 dark:bg-slate-900">
      <Link
        to="/"
        className="rounded-xl px-2 py-1 focus-visible:outline-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300"
      >
        <Logo />
      </Link>
      <MainNav
        className="mt-8 flex-1"
        listClassName="space-y-1"
        linkClassName={(active) =>
          "flex min-h-11 items-center gap-3 rounded-xl px-3 py-2.5 font-semibold transition-colors " +
          "focus-visible:outline-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300 " +
          (active
            ? "bg-orange-100 text-orange-900 dark:bg-orange-400/15 dark:text-orange-200"
            : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800")
        }
      />
      <ThemeToggle variant="full" />
    </header>
  );
}
