import { Link } from "react-router";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Mascot } from "#client/components/ui/mascot.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";

type SubjectNotFoundProps = {
  /** docs/product.md §5.3: the voice screen says 'Fach nicht gefunden', chat and subject pages 'Subject nicht gefunden'. */
  variant: "subject" | "voice";
};

const COPY = {
  subject: { title: "Subject nicht gefunden", back: "Zurück zum Tutor" },
  voice: { title: "Fach nicht gefunden", back: "Zurück zur Fächerauswahl" },
} as const;

/** An unknown subject in the address: say so and lead back to /tutor. */
export function SubjectNotFound({ variant }: SubjectNotFoundProps) {
  const copy = COPY[variant];
  usePageTitle(copy.title);
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700">
      <Mascot className="size-20" />
      <h1 className="text-2xl font-extrabold text-slate-900 dark:text-white">{copy.title}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-200">
        Dieses Fach kennen wir leider nicht. Vielleicht hat sich in der Adresse ein Tippfehler eingeschlichen.
      </p>
      <Link to="/tutor" className={buttonClasses(variant === "voice" ? "primary" : "secondary")}>
        {copy.back}
      </Link>
    </div>
  );
}
