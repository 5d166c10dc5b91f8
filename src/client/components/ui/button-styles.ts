// Shared by <Button> and by router links that look like buttons, so both stay identical.
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-base font-semibold " +
  "transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 " +
  "dark:focus-visible:outline-orange-300 disabled:cursor-not-allowed disabled:opacity-60 " +
  // A button that keeps its focus while it cannot be used (aria-disabled) looks the same.
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

// Colour pairs chosen for WCAG AA (≥ 4.5:1) in both themes: orange-700 on white, slate-950 on orange-400.
const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-orange-700 text-white shadow-sm hover:bg-orange-800 " +
    "dark:bg-orange-400 dark:text-slate-950 dark:hover:bg-orange-300",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 " +
    "dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "border border-red-300 bg-white text-red-700 hover:bg-red-50 " +
    "dark:border-red-400/60 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-950",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
