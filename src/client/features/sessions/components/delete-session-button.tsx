import { TrashIcon } from "#client/components/ui/icons.tsx";
import type { SessionSummary } from "#shared/contracts/sessions.ts";
import { formatDate, formatTime } from "#shared/format/dates.ts";
import { useDeleteSession } from "../api/delete-session.ts";
import { sessionSubjectName } from "../lib/session-display.ts";

/** The question before a session goes: what goes with it, and that it cannot come back. */
export const DELETE_SESSION_CONFIRM =
  "Möchtest du diese Session wirklich löschen? Das Gespräch, deine Dateien und die Auswertung werden auf dem Server gelöscht. Das kann man nicht rückgängig machen.";

export const DELETE_SESSION_FAILED = "Die Session konnte nicht gelöscht werden";

/**
 * 'Löschen' beside a session in the list (issue 18): after the question, DELETE
 * /api/sessions/{id}; the list refreshes itself (use-delete-session invalidates it).
 */
export function DeleteSessionButton({ session }: { session: SessionSummary }) {
  const remove = useDeleteSession();
  const name = sessionSubjectName(session) ?? "Allgemeine Session";
  const when = `${formatDate(session.createdAt)}, ${formatTime(session.createdAt)}`;

  const onClick = () => {
    if (remove.isPending || !window.confirm(DELETE_SESSION_CONFIRM)) return;
    remove.mutate(session.id, {
      onError: (error) => window.alert(`${DELETE_SESSION_FAILED}: ${error.message}`),
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remove.isPending}
      aria-label={`Session löschen: ${name}, ${when}`}
      title="Session löschen"
      className="grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 ring-1 ring-slate-200 hover:bg-red-50 hover:text-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:opacity-50 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-red-950/60 dark:hover:text-red-200 dark:focus-visible:outline-orange-300"
    >
      <TrashIcon className="size-5" />
    </button>
  );
}
