import { useEffect, useId, useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { UploadIcon } from "#client/components/ui/icons.tsx";
import { DROPZONE_ACCEPT } from "#shared/domain/file-limits.ts";
import { dropzoneMessage, MIN_FILE_BYTES } from "../lib/file-rejections.ts";
import { RejectedFileList } from "./rejected-file-list.tsx";
import { SelectedFileList } from "./selected-file-list.tsx";

export type FileDropzoneProps = {
  /** The files chosen so far (not uploaded yet); the screen keeps them. */
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** How many files may be chosen in all, and the largest size of each. */
  maxFiles: number;
  maxSize: number;
  /** The screen's message when the pupil would have `attempted` files; null within the limit. */
  limitMessage: (attempted: number) => string | null;
  label: string;
  hint: string;
  disabled?: boolean;
};

/**
 * The one upload area (preparation screen and the session's upload dialog), docs/product.md §5.1 and §5.2.
 * react-dropzone checks type, size and count; files past the free places are turned away as
 * 'Too many files', and the screen's count message explains why. The area is a drop target;
 * a real button opens the file dialog, so keyboard and screen-reader users have a plain control.
 */
export function FileDropzone({
  files,
  onFilesChange,
  maxFiles,
  maxSize,
  limitMessage,
  label,
  hint,
  disabled = false,
}: FileDropzoneProps) {
  const labelId = useId();
  const hintId = useId();
  const chooser = useRef<HTMLButtonElement>(null);
  const [rejections, setRejections] = useState<readonly FileRejection[]>([]);
  const [limit, setLimit] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // The free places. At 0 the area is disabled: react-dropzone reads maxFiles 0 as "no limit".
  const capacity = Math.max(0, maxFiles - files.length);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setCancelled(false);
    setRejections(rejected);
    const surplus = rejected.filter((r) => r.errors.every((e) => e.code === "too-many-files")).length;
    setLimit(limitMessage(files.length + accepted.length + surplus));
    if (accepted.length > 0) onFilesChange([...files, ...accepted]);
  };

  const { getRootProps, getInputProps, open, isDragActive, isFileDialogActive } = useDropzone({
    accept: DROPZONE_ACCEPT,
    maxSize,
    minSize: MIN_FILE_BYTES,
    maxFiles: capacity,
    multiple: true,
    disabled: disabled || capacity === 0,
    noClick: true,
    noKeyboard: true,
    onDrop,
    // react-dropzone checks 300 ms after the window has focus again whether the dialog
    // brought files (docs/product.md §5.7, the file dialog's cancel check).
    onFileDialogCancel: () => setCancelled(true),
    getErrorMessage: (error) => dropzoneMessage(error, { minSize: MIN_FILE_BYTES, maxSize }),
  });

  // The removed file's button is gone; the chooser is the natural next stop. After the render,
  // because with the limit reached it was disabled until now.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    chooser.current?.focus();
  });

  const remove = (index: number) => {
    onFilesChange(files.filter((_, i) => i !== index));
    setLimit(null);
    refocus.current = true;
  };

  return (
    <div>
      <div
        {...getRootProps({
          role: "group",
          "aria-labelledby": labelId,
          "aria-describedby": hintId,
          className: `flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:px-6 ${
            isDragActive
              ? "border-orange-600 bg-orange-50 dark:border-orange-300 dark:bg-orange-400/10"
              : "border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-900/60"
          }`,
        })}
      >
        <input {...getInputProps({ "aria-label": label })} />
        <UploadIcon className="size-8 text-orange-700 dark:text-orange-300" />
        <div>
          <p id={labelId} className="font-semibold text-slate-900 dark:text-white">
            {label}
          </p>
          <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {hint}
          </p>
        </div>
        {/* Dragging files only exists with a mouse, so phones are not told about it. */}
        <p className="hidden text-sm text-slate-700 sm:block dark:text-slate-200" aria-hidden="true">
          {isDragActive ? "Lass die Dateien hier los." : "Zieh Dateien hierher oder"}
        </p>
        <Button ref={chooser} variant="secondary" onClick={open} disabled={disabled || capacity === 0}>
          Dateien auswählen
        </Button>
      </div>
      {/* The live regions stay in the page (announced more reliably than new ones); only
          those with something to say take space. */}
      <div className="[&>*:not(:empty)]:mt-3">
        <p role="status" className="text-sm text-slate-700 dark:text-slate-200">
          {cancelled && !isFileDialogActive ? "Keine Datei ausgewählt." : ""}
        </p>
        <ErrorAlert message={limit} />
        <RejectedFileList rejections={rejections} maxSize={maxSize} maxFiles={maxFiles} />
        <SelectedFileList files={files} onRemove={remove} disabled={disabled} />
      </div>
    </div>
  );
}
