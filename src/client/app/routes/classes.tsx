import { useNavigate } from "react-router";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { LoadingState } from "#client/components/ui/loading-state.tsx";
import { useTeacherClasses } from "#client/features/classes/api/get-classes.ts";
import { Card } from "#client/features/classes/components/card.tsx";
import { CreateClassForm } from "#client/features/classes/components/create-class-form.tsx";
import { TeacherClassList } from "#client/features/classes/components/teacher-class-list.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";

/** A teacher's home (/): the classes, and a new one. A new class opens with its join code. */
export default function ClassesRoute() {
  usePageTitle("Meine Klassen");
  const classes = useTeacherClasses();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">Meine Klassen</h1>
      <Card title="Neue Klasse">
        <CreateClassForm onCreated={(created) => navigate(`/klassen/${created.id}/verwalten`)} />
      </Card>
      <Card title="Klassen">
        {classes.isError && <ErrorAlert message={classes.error.message} />}
        {!classes.data && !classes.isError && <LoadingState label="Klassen werden geladen …" />}
        {classes.data && <TeacherClassList classes={classes.data.classes} />}
      </Card>
    </div>
  );
}
