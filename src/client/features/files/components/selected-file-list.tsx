import { CloseIcon, FileIcon, ImageIcon } from "#client/components/ui/icons.tsx";
import { fileKindLabel, formatFileSize } from "#client/lib/file-format.ts";
import { uniqueKeys } from "#client/lib/unique-keys.ts";

type SelectedFileListProps = {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
};

/** The files chosen for the next upload, each with its kind, size and a button to take it out. */
export function SelectedFileList({ files, onRemove, disabled = false }: SelectedFileListProps) {
  if (files.length === 0) return null;
  const keys = uniqueKeys(files.map((file) => `${file.name}:${file.size}:${file.lastModified}`));
  return (
    <ul
      aria-label="Ausgewählte Dateien"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
    >
      {files.map((file, index) => {
        const Icon = file.type.startsWith("image/") ? ImageIcon : FileIcon;
        return (
          <li key={keys[index]} className="flex items-center gap-3 px-3 py-2">
            <Icon className="size-5 shrink-0 text-slate-600 dark:text-slate-300" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900 dark:text-white">{file.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {fileKindLabel(file.type, file.name)} · {formatFileSize(file.size)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onRemove(index)}
              disabled={disabled}
              aria-label={`${file.name} entfernen`}
              className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-orange-600 disabled:cursor-not-allowed disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-orange-300"
            >
              <CloseIcon className="size-5" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
