import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { useOnline } from "../hooks/use-online.ts";

export const OFFLINE_NOTICE =
  "Du bist offline. Was du schreibst, bleibt hier gespeichert, bis du wieder online bist.";
export const SERVER_DOWN_NOTICE =
  "Lernfunke ist gerade nicht erreichbar. Was du geschrieben hast, geht nicht verloren. Versuche es gleich nochmals.";

/**
 * Just above the message field, where the pupil looks, also on a phone (docs/decisions/039-resume-and-resend.md):
 * no network (a status, it is no fault of the pupil's), or the server did not answer the last
 * request, or another problem of the screen's (an alert). Both regions stay in the page so screen readers announce the change.
 */
export function ConnectionNotice({ serverDown, problem }: { serverDown: boolean; problem?: string | null }) {
  const online = useOnline();
  const alert = serverDown ? SERVER_DOWN_NOTICE : problem;
  return (
    <>
      <div role="status">
        {!online && (
          <p className="mb-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-400/40 dark:bg-amber-950/60 dark:text-amber-100">
            {OFFLINE_NOTICE}
          </p>
        )}
      </div>
      <ErrorAlert message={online ? alert : null} className="mb-2 empty:mb-0" />
    </>
  );
}
