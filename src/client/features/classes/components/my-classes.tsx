import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { formatDate } from "#shared/format/dates.ts";
import { useMemberships } from "../api/get-memberships.ts";
import { useLeaveClass } from "../api/leave-class.ts";
import { leaveConfirm } from "../lib/join-text.ts";
import { classLevelLabel } from "../lib/labels.ts";

/** The classes the pupil is in, each with «Klasse verlassen». */
export function MyClasses() {
  const memberships = useMemberships();
  const leave = useLeaveClass();
  if (memberships.isError) return <ErrorAlert message={memberships.error.message} />;
  if (!memberships.data) return null;
  const { classes } = memberships.data;
  if (classes.length === 0) {
    return <p className="text-slate-700 dark:text-slate-200">Du bist in keiner Klasse.</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {classes.map((cls) => (
          <li key={cls.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-slate-900 dark:text-white">
                {cls.name} bei {cls.teacherName}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {classLevelLabel(cls.schoolType, cls.grade)} · dabei seit {formatDate(cls.joinedAt)}
              </p>
            </div>
            <Button
              variant="danger"
              disabled={leave.isPending}
              aria-label={`Klasse ${cls.name} verlassen`}
              onClick={() => {
                if (window.confirm(leaveConfirm(cls.name))) leave.mutate(cls.id);
              }}
            >
              Klasse verlassen
            </Button>
          </li>
        ))}
      </ul>
      <ErrorAlert message={leave.error?.message} />
    </div>
  );
}
