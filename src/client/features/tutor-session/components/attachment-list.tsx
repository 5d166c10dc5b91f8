import { FileIcon, ImageIcon } from "#client/components/ui/icons.tsx";
import { fileKindLabel, formatFileSize } from "#client/lib/file-format.ts";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import type { SessionAttachment } from "../lib/session-message.ts";

/**
 * The files of a pupil's message (docs/product.md §3.5): name, type and size, instead of the analysed
 * text the tutor was sent, which is long and not written by the pupil.
 */
export function AttachmentList({ attachments }: { attachments: readonly SessionAttachment[] }) {
  const keys = uniqueKeys(attachments.map((file) => file.name));
  return (
    <ul className="space-y-1.5">
      {attachments.map((file, index) => {
        const Icon =
          file.analysisResult?.type === "image" || file.type.startsWith("image/") ? ImageIcon : FileIcon;
        return (
          <li key={keys[index]} className="flex items-center gap-2.5">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/20 dark:bg-slate-950/15">
              <Icon className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="sr-only">Datei: </span>
              <span className="block font-semibold break-all">{file.name}</span>
              <span className="block text-sm">
                {fileKindLabel(file.type, file.name)}
                {/* A file of a resumed session is known by its name only (get-session-conversation.ts). */}
                {file.size > 0 && ` · ${formatFileSize(file.size)}`}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
