import type { ReactNode } from "react";
import { DefinitionList, type DefinitionRows } from "#client/components/ui/definition-list.tsx";
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

function Starter({ title, text }: { title: string; text: string }) {
  return (
    <Section title={title}>
      <blockquote className="rounded-2xl border-l-4 border-orange-600 bg-orange-50 px-4 py-3 whitespace-pre-line text-slate-900 dark:border-orange-300 dark:bg-orange-400/10 dark:text-slate-100">
        {text}
      </blockquote>
    </Section>
  );
}

type ListSection = { title: string; items: readonly string[]; ordered?: boolean };

/** What a plan shows, whichever kind it is; the view below draws both the same way. */
type PlanOutline = {
  facts: DefinitionRows;
  /** The company, before the lists (interview only). */
  context?: { title: string; text: string };
  lists: ListSection[];
  starter: { title: string; text: string };
};

function outlineOf(plan: GeneratedPlan): PlanOutline {
  if (isInterviewPlan(plan)) {
    return {
      facts: [
        ["Stelle", plan.interview_position],
        ["Dauer", plan.estimated_duration],
        ["Gesprächsstil", plan.interview_style],
      ],
      context: { title: "Zur Firma", text: plan.company_context },
      lists: [
        { title: "Ablauf des Gesprächs", items: plan.interview_flow, ordered: true },
        { title: "Fragen, die kommen können", items: plan.key_questions },
        { title: "Darauf wird geachtet", items: plan.assessment_criteria },
      ],
      starter: { title: "So beginnt das Gespräch", text: plan.starter_message },
    };
  }
  return {
    facts: [
      ["Dauer", plan.estimated_duration],
      ["Schwierigkeit", plan.difficulty_level],
    ],
    lists: [
      { title: "Lernziele", items: plan.learning_objectives },
      { title: "Ablauf", items: plan.discussion_flow, ordered: true },
      { title: "Zum Mitmachen", items: plan.interactive_elements },
    ],
    starter: { title: "So beginnt dein Tutor", text: plan.starter_message },
  };
}

export function PlanView({ plan }: { plan: GeneratedPlan }) {
  const { facts, context, lists, starter } = outlineOf(plan);
  return (
    <div className="space-y-5">
      <DefinitionList rows={facts} look="tiles" />
      {context && (
        <Section title={context.title}>
          <p className="whitespace-pre-line">{context.text}</p>
        </Section>
      )}
      {lists.map(({ title, items, ordered }) => (
        <Section key={title} title={title}>
          <Items items={items} ordered={ordered} />
        </Section>
      ))}
      <Starter title={starter.title} text={starter.text} />
    </div>
  );
}
