import type { ReactNode } from "react";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { VolumeSlider } from "./volume-slider.tsx";

type VoiceHeaderProps = {
  subjectName: string;
  /** The subject's emoji tile, drawn by the screen that composes this one. */
  icon: ReactNode;
  volume: number;
  onVolumeChange: (volume: number) => void;
  /** The 'Dateien' button with its count. */
  files: ReactNode;
};

/** Back to /tutor, the subject, the volume and the files (docs/product.md §2.10). */
export function VoiceHeader({ subjectName, icon, volume, onVolumeChange, files }: VoiceHeaderProps) {
  return (
    <div className="space-y-3 border-b border-slate-200 pb-4 dark:border-slate-800">
      <BackLink to="/tutor">Zurück zum Tutor</BackLink>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {icon}
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
              {`${subjectName} - Sprechen`}
            </h1>
            <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-200">Sprich mit deinem KI-Tutor</p>
          </div>
        </div>
        <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto">
          <VolumeSlider volume={volume} onChange={onVolumeChange} />
          {files}
        </div>
      </div>
    </div>
  );
}
