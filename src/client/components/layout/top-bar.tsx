import { Link } from "react-router";
import { Logo } from "../ui/logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** Small screens: small logo, plus the theme toggle so phone users can switch too. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-20 flex print:hidden items-center justify-between border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95">
      <Link
        to="/"
        className="rounded-xl py-1 focus-visible:outline-3 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300"
      >
        <Logo size="sm" />
      </Link>
      <ThemeToggle variant="icon" />
    </header>
  );
}
