import { useTheme } from "#client/lib/theme.ts";
import { MoonIcon, SunIcon } from "../ui/icons.tsx";

type ThemeToggleProps = { variant: "full" | "icon" };

/**
 * docs/product.md §2.1: the hover text says what a click does ('Switch to dark mode'), and the label
 * names the mode it switches to ('Dark Mode'), with the matching icon. These texts are
 * English, so they are marked lang="en" for screen readers.
 */
export function ThemeToggle({ variant }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const toDark = theme === "light";
  const title = toDark ? "Switch to dark mode" : "Switch to light mode";
  const label = toDark ? "Dark Mode" : "Light Mode";
  const Icon = toDark ? MoonIcon : SunIcon;
  const focus =
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 dark:focus-visible:outline-orange-300";

  if (variant === "icon") {
    return (
      <button
        type="button"
        onClick={toggleTheme}
        title={title}
        aria-label={title}
        lang="en"
        className={`grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focus}`}
      >
        <Icon className="size-6" />
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggleTheme}
      title={title}
      className={`flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${focus}`}
    >
      <Icon className="size-5" />
      <span lang="en">{label}</span>
    </button>
  );
}
