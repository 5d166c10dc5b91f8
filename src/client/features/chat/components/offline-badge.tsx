const DESCRIPTION = "Lernfunkes eingebauter Übungs-Tutor ohne KI-Dienst";

/**
 * Shown in the chat header when GET /api/chat/health reports `offline`: honest about who answers,
 * without drawing attention. The hover text and the screen-reader text say the same.
 */
export function OfflineBadge() {
  return (
    <span
      title={DESCRIPTION}
      className="inline-flex items-center gap-1.5 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300 dark:bg-sky-400/15 dark:text-sky-100 dark:ring-sky-400/40"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-sky-700 dark:bg-sky-300" />
      <span>Übungs-Tutor (offline)</span>
      <span className="sr-only">: {DESCRIPTION}</span>
    </span>
  );
}
