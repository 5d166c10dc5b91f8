import { LoadingState } from "./loading-state.tsx";
import { SparkMark } from "./spark-mark.tsx";

type FullPageLoaderProps = { label?: string };

/** Whole-screen loader used before the app shell exists (auth check, onboarding state). */
export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6">
      <SparkMark className="size-14 motion-safe:animate-pulse" />
      <LoadingState label={label} />
    </main>
  );
}
