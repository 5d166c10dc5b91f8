import { Link, useParams } from "react-router";
import { BackLink } from "#client/components/ui/back-link.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import { useClassDetail } from "#client/features/classes/api/get-class.ts";
import { ClassOverview } from "#client/features/classes/components/class-overview.tsx";
import { HelpAlerts } from "#client/features/classes/components/help-alerts.tsx";
import { classLevelLabel, pupilCount } from "#client/features/classes/lib/labels.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/** /klassen/:classId: the class overview with its help alerts (issue 20). */
export default function ClassRoute() {
  const classId = useParams().classId ?? "";
  const detail = useClassDetail(classId);
  usePageTitle(detail.data ? `Klasse ${detail.data.name}` : "Klasse");
  if (detail.isError) {
    return (
      <div className="space-y-4">
        <BackLink to="/">Zu meinen Klassen</BackLink>
        <ErrorAlert message={detail.error.message} />
      </div>
    );
  }
  if (!detail.data) return <LoadingState label="Klasse wird geladen …" />;
  const cls = detail.data;
  return (
    <div className="space-y-6">
      <BackLink to="/">Zu meinen Klassen</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            Klasse {cls.name}
          </h1>
          <p className="text-slate-700 dark:text-slate-200">
            {classLevelLabel(cls.schoolType, cls.grade)} · {pupilCount(cls.members.length)}
          </p>
        </div>
        <Link to={`/klassen/${cls.id}/verwalten`} className={buttonClasses("secondary")}>
          Klassencode und Konten
        </Link>
      </div>
      <HelpAlerts classId={cls.id} />
      <ClassOverview classId={cls.id} />
    </div>
  );
}
