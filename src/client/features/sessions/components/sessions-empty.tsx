import { Mascot } from "#client/components/ui/mascot.tsx";

type SessionsEmptyProps = { headingLevel: "h2" | "h3" };

/** docs/product.md §2.6: 'Noch keine Sessions' / 'Starte deine erste Lernsession!'. */
export function SessionsEmpty({ headingLevel: Heading }: SessionsEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center dark:border-slate-700 dark:bg-slate-900">
      <Mascot className="size-16" />
      <Heading className="text-lg font-bold text-slate-900 dark:text-white">Noch keine Sessions</Heading>
      <p className="text-slate-700 dark:text-slate-200">Starte deine erste Lernsession!</p>
    </div>
  );
}
