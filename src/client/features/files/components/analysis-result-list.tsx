import { useId } from "react";
import { FileIcon, ImageIcon } from "#client/components/ui/icons.tsx";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import type { UploadAnalysisResult } from "#shared/contracts/files.ts";
import { PREVIEW_CHARS } from "#shared/domain/file-limits.ts";
import { truncate } from "#shared/format/truncate.ts";

type AnalysisResultListProps = { results: readonly UploadAnalysisResult[]; title: string };

const KIND = { image: "Bild", document: "Dokument", error: "Nicht ausgewertet" } as const;

/**
 * What the analysis found in each file (docs/product.md §5.7: a preview of the first 200 characters);
 * a file that could not be analysed shows 'Fehler: {error}' (§5.3).
 */
export function AnalysisResultList({ results, title }: AnalysisResultListProps) {
  const titleId = useId();
  if (results.length === 0) return null;
  const keys = uniqueKeys(results.map((result) => result.fileName));
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      <ul className="mt-2 space-y-2">
        {results.map((result, index) => {
          const failed = result.type === "error";
          const Icon = result.type === "image" ? ImageIcon : FileIcon;
          return (
            <li
              key={keys[index]}
              className={`rounded-2xl border px-4 py-3 ${
                failed
                  ? "border-red-200 bg-red-50 dark:border-red-400/40 dark:bg-red-950/60"
                  : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
              }`}
            >
              <p className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <Icon className="size-5 shrink-0 text-slate-600 dark:text-slate-300" />
                <span className="min-w-0 break-all">{result.fileName}</span>
                <span className="ml-auto shrink-0 text-xs font-medium text-slate-600 dark:text-slate-300">
                  {KIND[result.type]}
                </span>
              </p>
              {failed ? (
                <p className="mt-1 text-sm font-medium text-red-800 dark:text-red-200">
                  {`Fehler: ${result.error || "Unbekannter Fehler"}`}
                </p>
              ) : (
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-200">
                  {truncate(result.content, PREVIEW_CHARS)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
