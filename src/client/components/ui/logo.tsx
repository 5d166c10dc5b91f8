import { SparkMark } from "./spark-mark.tsx";

type LogoProps = { size?: "sm" | "md" | "lg"; className?: string };

const sizes = {
  sm: { mark: "size-7", text: "text-lg" },
  md: { mark: "size-9", text: "text-xl" },
  lg: { mark: "size-12", text: "text-3xl" },
} as const;

/**
 * Mark plus wordmark. The word is real text (not drawn) so it follows the theme's text colour,
 * stays sharp and gives links that wrap the logo their accessible name.
 */
export function Logo({ size = "md", className = "" }: LogoProps) {
  const s = sizes[size];
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <SparkMark className={`${s.mark} shrink-0`} />
      <span className={`${s.text} font-extrabold tracking-tight text-slate-900 dark:text-white`}>
        Lernfunke
      </span>
    </span>
  );
}
