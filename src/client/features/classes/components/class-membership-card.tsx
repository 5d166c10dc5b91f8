import { Card } from "./card.tsx";
import { JoinClassForm } from "./join-class-form.tsx";
import { MyClasses } from "./my-classes.tsx";

/** The profile's «Meine Klassen» box (pupils): the classes, and joining one with its code. */
export function ClassMembershipCard({ initialCode }: { initialCode?: string }) {
  return (
    <Card title="Meine Klassen">
      <div className="space-y-6">
        <MyClasses />
        <div className="border-t border-slate-200 pt-5 dark:border-slate-700">
          <h3 className="mb-3 text-lg font-bold text-slate-900 dark:text-white">Klasse beitreten</h3>
          <JoinClassForm initialCode={initialCode} />
        </div>
      </div>
    </Card>
  );
}
