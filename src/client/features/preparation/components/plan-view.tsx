import type { ReactNode } from "react";
import { uniqueKeys } from "#client/lib/unique-keys.ts";
import { type GeneratedPlan, isInterviewPlan } from "#shared/contracts/preparation.ts";

// The generated plan (docs/product.md §3.4, the plan and its interview variant), in the
// order a pupil reads it: what it is about, how it goes, then how the tutor opens.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-bold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-1.5 text-slate-700 dark:text-slate-200">{children}</div>
    </section>
  );
}

function Items({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? "ol" : "ul";
  // A model may repeat an item.
  const keys = uniqueKeys(items);
  return (
    <List className={`space-y-1 pl-5 ${ordered ? "list-decimal" : "list-disc"}`}>
      {items.map((item, index) => (
        <li key={keys[index]}>{item}</li>
      ))}
    </List>
  );
}

function Facts({ facts }: { facts: ReadonlyArray<[string, string]> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-2xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
          <dt className="text-sm font-semibold text-slate-600 dark:text-slate-300">{term}</dt>
          <dd className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Starter({ title, text }: { title: string; text: string }) {
  return (
    <Section title={title}>
      <blockquote className="rounded-2xl border-l-4 border-orange-600 bg-orange-50 px-4 py-3 whitespace-pre-line text-slate-900 dark:border-orange-300 dark:bg-orange-400/10 dark:text-slate-100">
        {text}
      </blockquote>
    </Section>
  );
}

export function PlanView({ plan }: { plan: GeneratedPlan }) {
  if (isInterviewPlan(plan)) {
    return (
      <div className="space-y-5">
        <Facts
          facts={[
            ["Stelle", plan.interview_position],
            ["Dauer", plan.estimated_duration],
            ["Gesprächsstil", plan.interview_style],
          ]}
        />
        <Section title="Zur Firma">
          <p className="whitespace-pre-line">{plan.company_context}</p>
        </Section>
        <Section title="Ablauf des Gesprächs">
          <Items items={plan.interview_flow} ordered />
        </Section>
        <Section title="Fragen, die kommen können">
          <Items items={plan.key_questions} />
        </Section>
        <Section title="Darauf wird geachtet">
          <Items items={plan.assessment_criteria} />
        </Section>
        <Starter title="So beginnt das Gespräch" text={plan.starter_message} />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <Facts
        facts={[
          ["Dauer", plan.estimated_duration],
          ["Schwierigkeit", plan.difficulty_level],
        ]}
      />
      <Section title="Lernziele">
        <Items items={plan.learning_objectives} />
      </Section>
      <Section title="Ablauf">
        <Items items={plan.discussion_flow} ordered />
      </Section>
      <Section title="Zum Mitmachen">
        <Items items={plan.interactive_elements} />
      </Section>
      <Starter title="So beginnt dein Tutor" text={plan.starter_message} />
    </div>
  );
}
