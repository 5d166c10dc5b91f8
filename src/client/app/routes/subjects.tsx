import { SubjectGrid } from "#client/features/subjects/components/subject-grid.tsx";
import { SubjectOverviewCard } from "#client/features/subjects/components/subject-overview-card.tsx";
import { tutorName, useOfflineTutor } from "#client/features/tutor-session/index.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { useStartSession } from "../session-gate/start-session-context.ts";

/** /faecher (docs/product.md §2.7): every subject with 'Lernen starten'. */
export default function SubjectsRoute() {
  usePageTitle("Fächer entdecken");
  const { linkProps } = useStartSession();
  const tutor = tutorName(useOfflineTutor("chat"));
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        Fächer entdecken
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        In diesen Fächern hilft dir dein {tutor} – von der Primarschule bis zur Lehrstelle.
      </p>
      <SubjectGrid>
        {(subject) => <SubjectOverviewCard subject={subject} {...linkProps(`/tutor/select/${subject.id}`)} />}
      </SubjectGrid>
      <p className="mt-8 text-center font-semibold text-slate-700 dark:text-slate-200">
        Wähle ein Fach aus, um zu beginnen!
      </p>
    </div>
  );
}
