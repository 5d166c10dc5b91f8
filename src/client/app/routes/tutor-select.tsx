import { BackLink } from "#client/components/ui/back-link.tsx";
import { SubjectGrid } from "#client/features/subjects/components/subject-grid.tsx";
import { SubjectPickCard } from "#client/features/subjects/components/subject-pick-card.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { useStartSession } from "../session-gate/start-session-context.ts";

/**
 * /tutor/select: the subjects, straight from the static catalogue (docs/product.md §4.4 allows it), so
 * the grid shows without waiting for the network. A card leads to /tutor/select/{id}.
 */
export default function TutorSelectRoute() {
  usePageTitle("Fach auswählen");
  const { linkProps } = useStartSession();
  return (
    <div>
      <BackLink to="/tutor">Zurück zum Tutor</BackLink>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        Welches Fach möchtest du lernen?
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-200">Such dir ein Fach aus – dann geht es los.</p>
      <SubjectGrid>
        {(subject) => <SubjectPickCard subject={subject} {...linkProps(`/tutor/select/${subject.id}`)} />}
      </SubjectGrid>
    </div>
  );
}
