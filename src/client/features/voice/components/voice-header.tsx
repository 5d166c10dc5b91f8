import type { ReactNode } from "react";
import { SessionHeader } from "#client/features/tutor-session/index.ts";
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

/** The session's header with the volume and the files (docs/product.md §2.10). */
export function VoiceHeader({ subjectName, icon, volume, onVolumeChange, files }: VoiceHeaderProps) {
  return (
    <SessionHeader title={`${subjectName} - Sprechen`} subtitle="Sprich mit deinem KI-Tutor" icon={icon}>
      <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto">
        <VolumeSlider volume={volume} onChange={onVolumeChange} />
        {files}
      </div>
    </SessionHeader>
  );
}
