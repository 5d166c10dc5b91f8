import { OFFLINE_TUTOR_NAME } from "../lib/tutor-name.ts";

const DESCRIPTION = "Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst";

/**
 * The tutor's name in the chat's and the voice screen's header when the built-in practice tutor
 * answers (docs/product.md §2.1): honest about who answers, without drawing attention. The hover
 * text and the screen-reader text say the same.
 */
export function OfflineBadge() {
  return (
    <span
      title={DESCRIPTION}
      className="inline-flex items-center gap-1.5 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 dark:bg-sky-400/15 dark:text-sky-100 dark:ring-sky-400/40"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-sky-700 dark:bg-sky-300" />
      <span>{OFFLINE_TUTOR_NAME}</span>
      <span className="sr-only">: {DESCRIPTION}</span>
    </span>
  );
}
