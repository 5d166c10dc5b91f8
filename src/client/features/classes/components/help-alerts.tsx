import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import type { HelpAlert } from "#shared/contracts/classes.ts";
import { formatDate } from "#shared/format/dates.ts";
import { useClassAlerts } from "../api/get-alerts.ts";
import { useMarkAlertSeen } from "../api/mark-alert-seen.ts";
import { subjectName } from "../lib/labels.ts";

export const ALERT_WORDS = "braucht vielleicht Unterstützung";
export const ALERT_EXPLAINED =
  "Lernfunke hat in einer Session Hilfsangebote gezeigt. Was geschrieben wurde, sehen Sie nicht – am besten sprechen Sie in Ruhe mit dem Kind.";

function AlertItem({ alert, onSeen, busy }: { alert: HelpAlert; onSeen: () => void; busy: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 dark:border-sky-400/40 dark:bg-sky-950/60">
      <p className="text-slate-900 dark:text-slate-100">
        <span className="font-semibold">{alert.displayName}</span> {ALERT_WORDS}
        <span className="block text-sm text-slate-700 dark:text-slate-200">
          {formatDate(alert.createdAt)} · {subjectName(alert.subjectId)}
        </span>
      </p>
      {alert.seenAt ? (
        <span className="text-sm text-slate-700 dark:text-slate-200">
          Gesehen am {formatDate(alert.seenAt)}
        </span>
      ) : (
        <Button
          variant="secondary"
          onClick={onSeen}
          disabled={busy}
          aria-label={`Gesehen: ${alert.displayName}, ${formatDate(alert.createdAt)}`}
        >
          Gesehen
        </Button>
      )}
    </li>
  );
}

/**
 * Help alerts: a pupil of the class got the crisis card. Calm words, the date and the subject,
 * never the message. Unseen first; «Gesehen» marks one as seen.
 */
export function HelpAlerts({ classId }: { classId: string }) {
  const alerts = useClassAlerts(classId);
  const seen = useMarkAlertSeen(classId);
  if (alerts.isError) return <ErrorAlert message={alerts.error.message} />;
  if (!alerts.data || alerts.data.alerts.length === 0) return null;
  const sorted = [...alerts.data.alerts].sort(
    (a, b) => Number(a.seenAt !== null) - Number(b.seenAt !== null),
  );
  return (
    <section aria-labelledby="help-alerts-title" className="space-y-3">
      <h2 id="help-alerts-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Hinweise{alerts.data.unseen > 0 ? ` (${alerts.data.unseen} neu)` : ""}
      </h2>
      <p className="text-slate-700 dark:text-slate-200">{ALERT_EXPLAINED}</p>
      <ul className="space-y-2">
        {sorted.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            busy={seen.isPending && seen.variables === alert.id}
            onSeen={() => seen.mutate(alert.id)}
          />
        ))}
      </ul>
      <ErrorAlert message={seen.error?.message} />
    </section>
  );
}
