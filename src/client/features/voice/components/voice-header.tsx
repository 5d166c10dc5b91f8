import type { ReactNode } from "react";
import { OfflineBadge, SessionHeader } from "#client/features/tutor-session/index.ts";
import { VolumeSlider } from "./volume-slider.tsx";

type VoiceHeaderProps = {
  subjectName: string;
  /** The subject's emoji tile, drawn by the screen that composes this one. */
  icon: ReactNode;
  volume: number;
  onVolumeChange: (volume: number) => void;
  /** The 'Dateien' button with its count. */
  files: ReactNode;
  /** No speech recognition: the pupil writes, the tutor speaks (docs/product.md §2.10). */
  typing: boolean;
  /** The built-in practice tutor answers (docs/product.md §2.1). */
  offline: boolean;
};

function Subtitle({ typing, offline }: { typing: boolean; offline: boolean }) {
  if (offline) {
    return (
      <>
        {/* The space is for screen readers; the flex gap draws it. */}
        <span>{typing ? "Schreib mit deinem " : "Sprich mit deinem "}</span>
        <OfflineBadge />
      </>
    );
  }
  return typing ? "Schreib mit deinem KI-Tutor" : "Sprich mit deinem KI-Tutor";
}

/** The session's header with the volume and the files (docs/product.md §2.10). */
export function VoiceHeader({
  subjectName,
  icon,
  volume,
  onVolumeChange,
  files,
  typing,
  offline,
}: VoiceHeaderProps) {
  return (
    <SessionHeader
      title={`${subjectName} - Sprechen`}
      subtitle={<Subtitle typing={typing} offline={offline} />}
      icon={icon}
    >
      <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 sm:w-auto">
        <VolumeSlider volume={volume} onChange={onVolumeChange} />
        {files}
      </div>
    </SessionHeader>
  );
}
