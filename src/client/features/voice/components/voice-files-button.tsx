import { PaperclipIcon } from "#client/components/ui/icons.tsx";
import { SESSION_MAX_FILES } from "#shared/domain/file-limits.ts";

type VoiceFilesButtonProps = {
  uploadedCount: number;
  /** Only during a conversation: the files go to the tutor as messages. */
  connected: boolean;
  onOpen: () => void;
};

/**
 * 'Dateien' (docs/product.md §2.10): disabled when disconnected or when the session has its 3
 * files, with the hover text saying which; the badge '{n}/3 Dateien' once there are any.
 */
export function VoiceFilesButton({ uploadedCount, connected, onOpen }: VoiceFilesButtonProps) {
  const full = uploadedCount >= SESSION_MAX_FILES;
  return (
    <div className="flex items-center gap-2">
      {uploadedCount > 0 && (
        <span className="rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold text-orange-900 tabular-nums dark:bg-orange-400/20 dark:text-orange-100">
          {/* 3 is SESSION_MAX_FILES, written out as docs/product.md §2.10 words it. */}
          {`${uploadedCount}/3 Dateien`}
        </span>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        disabled={!connected || full}
        title={full ? "Maximum erreicht (3/3 Dateien)" : "Dateien hochladen"}
        className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 dark:focus-visible:outline-orange-300"
      >
        <PaperclipIcon />
        Dateien
      </button>
    </div>
  );
}
