import type { FileRejection } from "react-dropzone";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import { rejectedSummary, rejectionReason } from "../lib/file-rejections.ts";

type RejectedFileListProps = {
  rejections: readonly FileRejection[];
  maxSize: number;
  maxFiles: number;
};

/**
 * The files the upload area turned away: a summary as an alert, then per file the German reason
 * and react-dropzone's own message (English, so marked as such for screen readers).
 */
export function RejectedFileList({ rejections, maxSize, maxFiles }: RejectedFileListProps) {
  // The same file may be dropped twice.
  const keys = uniqueKeys(rejections.map(({ file }) => file.name));
  // A fragment: the upload area spaces the messages that have something to say.
  return (
    <>
      <ErrorAlert message={rejections.length > 0 ? rejectedSummary(rejections.length) : null} />
      {rejections.length > 0 && (
        <ul aria-label="Abgelehnte Dateien" className="space-y-2 text-sm">
          {rejections.map(({ file, errors }, index) => (
            <li
              key={keys[index]}
              className="rounded-xl border border-red-200 px-3 py-2 dark:border-red-400/40"
            >
              <p className="font-semibold break-all text-slate-900 dark:text-white">{file.name}</p>
              <ul className="mt-1 space-y-0.5">
                {errors.map((error) => (
                  <li key={error.code} className="flex flex-wrap gap-x-2">
                    <span className="font-medium text-red-800 dark:text-red-200">
                      {rejectionReason(error.code, { maxSize, maxFiles })}
                    </span>
                    <span lang="en" className="text-slate-600 dark:text-slate-300">
                      {error.message}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
