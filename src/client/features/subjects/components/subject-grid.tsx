import type { ReactNode } from "react";
import { SUBJECTS, type Subject } from "#shared/domain/subjects.ts";

/**
 * Every subject of the static catalogue as a grid of cards (docs/product.md §2.7 and §4.4: no
 * waiting for the network). Columns follow the width the page really has (a container query):
 * the sidebar takes 16rem.
 */
export function SubjectGrid({ children }: { children: (subject: Subject) => ReactNode }) {
  return (
    <div className="@container">
      <ul className="mt-6 grid gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
        {SUBJECTS.map((subject) => (
          <li key={subject.id}>{children(subject)}</li>
        ))}
      </ul>
    </div>
  );
}
